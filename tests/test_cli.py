"""The selfplay and replay commands, run as a user would run them."""

import itertools
import json
import os
import subprocess
import sys
from types import SimpleNamespace

import yaml

from ishido_retro.engine.records import load_record


def run(tmp_path, *args):
    env = dict(os.environ, ISHIDO_RETRO_HOME=str(tmp_path / "home"), SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "-m", "ishido_retro", *map(str, args)],
                          capture_output=True, text=True, env=env, timeout=120)


KEYS = {"games", "emptied_pct", "four_ways_mean", "score_mean", "mean_four_ways", "mean_score", "max_score",
        "mean_stones_left", "ms_per_move"}


def test_selfplay_writes_records_and_a_json_summary(tmp_path):
    out = tmp_path / "records" / "deeper"
    proc = run(tmp_path, "selfplay", "--player", "greedy", "--games", 3, "--seed", 40, "--out", out)
    assert proc.returncode == 0, proc.stderr
    summary = json.loads(proc.stdout.strip().splitlines()[-1])
    assert set(summary) == KEYS and summary["games"] == 3
    files = sorted(p.name for p in out.iterdir())
    assert files == ["game-40.yaml", "game-41.yaml", "game-42.yaml"]
    scores = [load_record(p.read_text()).final_score() for p in sorted(out.iterdir())]
    assert summary["max_score"] == max(scores)
    assert abs(summary["mean_score"] - sum(scores) / 3) < 0.01

    proc = run(tmp_path, "replay", out / "game-41.yaml")
    assert proc.returncode == 0, proc.stderr
    assert "score:" in proc.stdout and " a  b  c" in proc.stdout
    record = yaml.safe_load((out / "game-41.yaml").read_text())
    assert f"score: {record['result']['score']}" in proc.stdout


def test_selfplay_plays_the_deals_of_a_folder_of_records(tmp_path):
    deals = tmp_path / "deals"
    proc = run(tmp_path, "selfplay", "--player", "random", "--games", 2, "--seed", 60, "--out", deals)
    assert proc.returncode == 0, proc.stderr
    (deals / "broken.yaml").write_text("format: ishido-record/1\ntableau: 7\n")
    (deals / "notes.txt").write_text("not a record")
    out = tmp_path / "again"
    proc = run(tmp_path, "selfplay", "--player", "adept", "--deals", deals, "--out", out)
    assert proc.returncode == 0, proc.stderr
    assert "broken.yaml: skipped" in proc.stderr and "notes" not in proc.stderr
    lines = proc.stdout.strip().splitlines()
    assert lines[0].startswith("game-60: ") and lines[1].startswith("game-61: ")
    summary = json.loads(lines[-1])
    assert summary["games"] == 2 and set(summary) == KEYS
    assert sorted(p.name for p in out.iterdir()) == ["game-60.yaml", "game-61.yaml"]
    for name in ("game-60.yaml", "game-61.yaml"):
        before = yaml.safe_load((deals / name).read_text())
        after = yaml.safe_load((out / name).read_text())
        assert after["tableau"] == before["tableau"] and after["pouch"] == before["pouch"]
        assert after["moves"] != before["moves"]
    scores = [load_record((out / n).read_text()).final_score() for n in ("game-60.yaml", "game-61.yaml")]
    assert abs(summary["score_mean"] - sum(scores) / 2) < 0.01


def test_selfplay_deals_folder_problems(tmp_path):
    proc = run(tmp_path, "selfplay", "--deals", tmp_path / "nowhere")
    assert proc.returncode == 2 and "no such folder" in proc.stderr
    (tmp_path / "empty").mkdir()
    proc = run(tmp_path, "selfplay", "--deals", tmp_path / "empty")
    assert proc.returncode == 1 and "no game record" in proc.stderr and "Traceback" not in proc.stderr


def test_selfplay_master_one_game(monkeypatch, capsys):
    """Master thinks until the deadline it reads on selfplay's clock (``time.perf_counter``). Run in-process
    on a clock that moves on a second at every reading, each move is Master's shortest and the whole game
    takes moments instead of up to a second a move (the other tests run the command as a user does)."""
    from ishido_retro.cli import commands, main

    ticks = itertools.count()
    monkeypatch.setattr(commands, "time", SimpleNamespace(perf_counter=lambda: float(next(ticks))))
    assert main(["selfplay", "--player", "master", "--games", "1", "--seed", "3"]) == 0
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["games"] == 1 and summary["ms_per_move"] > 0


def test_selfplay_unknown_level(tmp_path):
    proc = run(tmp_path, "selfplay", "--player", "oracle", "--games", 1)
    assert proc.returncode == 2
    assert "oracle" in proc.stderr and "Traceback" not in proc.stderr


def test_replay_problems_are_one_sentence(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("format: ishido-record/2\n")
    binary = tmp_path / "bin.yaml"
    binary.write_bytes(bytes(range(256)) * 4)
    for path in (bad, binary, tmp_path / "missing.yaml", tmp_path):
        proc = run(tmp_path, "replay", path)
        assert proc.returncode != 0
        assert proc.stderr.strip() and "Traceback" not in proc.stderr
        assert len(proc.stderr.strip().splitlines()) == 1
