"""The scripted runner at its edges: odd save names, seeds a save could not load, a time limit, SIGTERM and SIGINT;
and temporary files of killed saves cleaned at the next start of either program. Real processes throughout."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent


def _start(program: str, steps: list, tmp_path: Path, *flags: str) -> subprocess.Popen:
    script = tmp_path / "script.yaml"
    script.write_text(yaml.safe_dump(steps))
    env = dict(os.environ, ISHIDO_RETRO_HOME=str(tmp_path / "home"), SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-m", program, "--headless", "--script", str(script), "--shots",
                             str(tmp_path / "shots"), *flags], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def _finish(child: subprocess.Popen, timeout: float) -> str:
    """The child's stderr once it ends; a child still running after ``timeout`` s is killed (the test fails)."""
    try:
        return child.communicate(timeout=timeout)[1]
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()


def _run(program: str, steps: list, tmp_path: Path, *flags: str) -> tuple[int, str]:
    child = _start(program, steps, tmp_path, *flags)
    err = _finish(child, 300)
    return child.returncode, err


@pytest.mark.parametrize("program, steps, expected", [
    ("ishido_retro", [{"seed": 6}, {"save": "a\x00b.yaml"}],
     "ishido-retro: step 2: save: a file name cannot hold a NUL character.\n"),
    ("ishido_retro", [{"seed": 6}, {"save": "x" * 300 + ".yaml"}],
     "ishido-retro: step 2: save: the file name 'xxxxxxxxxxxxxxxxxxxx'... is 305 bytes long; a file name has at "
     "most 255 bytes.\n"),
    ("ishido_retro", [{"load": "é" * 200 + ".yaml"}],
     "ishido-retro: step 1: load: the file name 'éééééééééééééééééééé'... is 405 bytes long; a file name has at "
     "most 255 bytes.\n"),
    ("ishido_retro.editor", [{"save": "a\x00b.png"}],
     "ishido-editor: step 1: save: a file name cannot hold a NUL character.\n"),
    ("ishido_retro", [{"seed": -1}],
     "ishido-retro: step 1: seed needs a whole number from 0 to 18446744073709551615, not -1.\n"),
])
def test_a_step_the_game_cannot_do_is_one_clear_sentence(program, steps, expected, tmp_path):
    status, err = _run(program, steps, tmp_path)
    assert (status, err) == (1, expected)


def test_the_largest_seed_a_record_holds_is_played_and_saved_and_loads_again(tmp_path):
    saved = tmp_path / "big.yaml"
    status, err = _run("ishido_retro", [{"seed": 2**64 - 1}, {"save": str(saved)}, {"load": str(saved)}], tmp_path)
    assert (status, err) == (0, "")
    from ishido_retro.storage.records import read_record
    assert read_record(saved).deal.seed == 2**64 - 1


@pytest.mark.parametrize("program", ["ishido_retro", "ishido_retro.editor"])
def test_a_script_longer_than_its_time_limit_is_stopped(program, tmp_path):
    status, err = _run(program, [{"wait": 100_000}, {"dump": "never.yaml"}], tmp_path, "--time-limit", "3")
    assert status == 1
    assert err == (f"{'ishido-retro' if program == 'ishido_retro' else 'ishido-editor'}: the script ran for longer "
                   f"than its time limit of 3 seconds and was stopped (--time-limit SECONDS gives it more).\n")
    assert not (tmp_path / "shots" / "never.yaml").exists()


@pytest.mark.parametrize("value", ["0", "-5", "nan", "soon"])
def test_the_time_limit_must_be_a_number_of_seconds(value, tmp_path):
    status, err = _run("ishido_retro", [], tmp_path, "--time-limit", value)
    assert status == 2 and f"argument --time-limit: {value!r} is not a number of seconds above 0" in err


@pytest.mark.parametrize("program", ["ishido_retro", "ishido_retro.editor"])
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_sigterm_and_sigint_end_a_headless_run_at_once(program, signum, tmp_path):
    child = _start(program, [{"wait": 1}, {"dump": "started.yaml"}, {"wait": 100_000}], tmp_path)
    started = tmp_path / "shots" / "started.yaml"
    deadline = time.monotonic() + 240
    while not started.is_file():
        if child.poll() is not None or time.monotonic() > deadline:
            pytest.fail(f"the run never started: {_finish(child, 1)}")
        time.sleep(0.05)
    child.send_signal(signum)
    err = _finish(child, 60)        # 100,000 frames would take minutes: it stopped at once
    prog = "ishido-retro" if program == "ishido_retro" else "ishido-editor"
    assert (child.returncode, err) == (128 + signum, f"{prog}: stopped by {signal.Signals(signum).name}\n")


@pytest.mark.parametrize("program", ["ishido_retro", "ishido_retro.editor"])
def test_a_killed_saves_temporary_files_are_cleaned_at_the_next_start(program, tmp_path):
    home = tmp_path / "home"
    (home / "stonesets").mkdir(parents=True)
    stale = [home / ".settings.yaml.a1b2c3d4.tmp", home / "stonesets" / ".mine.png.x9y8z7w6.tmp"]
    young = home / "stonesets" / ".other.png.k1l2m3n4.tmp"        # another copy may be saving right now
    for path in (*stale, young):
        path.write_bytes(b"half a file")
    an_hour_ago = time.time() - 3600
    for path in stale:
        os.utime(path, (an_hour_ago, an_hour_ago))
    status, err = _run(program, [{"wait": 1}], tmp_path)
    assert (status, err) == (0, "")
    assert not any(p.exists() for p in stale) and young.exists()


def test_the_editor_leaves_no_temporary_file_after_saving(tmp_path):
    home = tmp_path / "home"
    steps = [{"click": {"widget": "colour 2"}}] + [{"click": {"widget": f"pixel {x} 10"}} for x in range(6, 12)]
    steps += [{"save": str(home / "stonesets" / "mine.png")}, {"click": {"widget": "pixel 3 3"}},
              {"click": {"widget": "Use"}}]
    status, err = _run("ishido_retro.editor", steps, tmp_path)
    assert (status, err) == (0, "")
    left = sorted(p.relative_to(home).as_posix() for p in home.rglob("*"))
    assert [p for p in left if ".tmp" in p] == []
    assert "stonesets/mine.png" in left and "settings.yaml" in left
