"""The paths a browser page takes, walked in the normal run: the game's window as a page opens it
(``run_app``, the title first, no script) under ``browser_like.py`` (no threads, no worker processes,
no signals, no ``filelock``, ``sys.platform == "emscripten"``), and the page's build asking for the
libraries the game imports.

A page keeps nothing across a reload but what it put in the browser's localStorage
(``storage/webkeep.py``); a run here plays that by keeping only a stand-in for it between two visits.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
sys.path.insert(0, str(ROOT / "tools"))
import make_web  # noqa: E402

from ishido_retro.ui.prefetch import GAME_MODULES  # noqa: E402

# The page's start as pyxel's launcher makes it (the game's command line, no arguments), inside
# browser_like.py's page; pyxel.run is the page's frame loop: FRAMES frames left alone, then the
# steps a player's hand makes, then what the page shows is printed and the page is closed.
VISIT = """
import json, os, sys
sys.path.insert(0, {tests!r})
import browser_like
import pyxel
from ishido_retro.cli import launch
from ishido_retro.storage import webkeep

STEPS = json.loads(sys.argv[1])
FRAMES = 24     # a page loads the game a few modules a frame (ui.prefetch), one at least: 16 at most, then ready
STORE = os.path.join(os.environ["HOME"], "..", "local-storage.json")    # what the browser keeps of the page


class LocalStorage:
    # the page's localStorage, kept in a file outside the page's files between visits

    def __init__(self):
        self.items = json.load(open(STORE)) if os.path.exists(STORE) else {{}}

    @property
    def length(self):
        return len(self.items)

    def key(self, i):
        return list(self.items)[i]

    def getItem(self, key):
        return self.items.get(key)

    def setItem(self, key, value):
        self.items[key] = str(value)
        json.dump(self.items, open(STORE, "w"))

    def removeItem(self, key):
        self.items.pop(key, None)
        json.dump(self.items, open(STORE, "w"))


_storage = LocalStorage()
webkeep._store = lambda: _storage
launch.PAGE_DATA_FOLDER = os.path.join(os.environ["HOME"], "ishido-retro")     # the page's own files


def run(update, draw):
    app = update.__self__.app     # the window's frames run under the last resort (ui.lastresort.Guard)
    seen = {{}}
    for n in range(FRAMES):
        update(); draw(); pyxel.flip()
        if app.ready and "ready_at" not in seen:
            seen["ready_at"] = n + 1
    seen["ready"], seen["screen"] = app.ready, app.state()["screen"]
    from ishido_retro.ui.runner import Runner, drive
    drive(Runner(app), STEPS)
    state = app.state()
    seen["settings"] = state["settings"]
    seen["home"] = os.environ.get("ISHIDO_RETRO_HOME")
    seen["kept"] = sorted(k for k in _storage.items)
    print(json.dumps(seen), flush=True)
    os._exit(0)


pyxel.run = run
sys.argv = ["browser_like.py"]
sys.exit(browser_like.main())
"""


def visit(tmp_path: Path, steps: list) -> dict:
    """One visit of the page: its window opened as the launcher opens it, ``steps`` played; what it showed."""
    env = dict(os.environ, SDL_VIDEODRIVER="offscreen", SDL_AUDIODRIVER="dummy", HOME=str(tmp_path / "browser"))
    for name in ("ISHIDO_RETRO_HOME", "XDG_DATA_HOME", "DISPLAY", "ISHIDO_RETRO_WORKERS"):
        env.pop(name, None)
    done = subprocess.run([sys.executable, "-c", VISIT.format(tests=str(TESTS)), json.dumps(steps)],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def reload(browser: Path) -> None:
    """A page's reload: every file it wrote is gone; only what the browser keeps (its localStorage) is left."""
    shutil.rmtree(browser)
    browser.mkdir()


def test_a_page_left_alone_shows_its_title_gets_ready_without_a_thread_and_keeps_a_setting_over_a_reload(tmp_path):
    # Return deals; F10 opens the menu bar, three menus to the right is Choices, its fourth item Sounds
    # (keys: a real window takes a warped pointer a frame late, so the runner's menu step would miss)
    first = visit(tmp_path, [{"key": k} for k in ("return", "f10", "right", "right", "right", "down", "down", "down",
                                                  "down", "return")])
    # the title drew, the rest of the game was loaded on the next frames, a few modules a frame (no helper
    # thread in a page: ui.prefetch), one at least, so within as many frames as it has modules to load ...
    assert first["ready"] is True and first["screen"] == "title" and 2 < first["ready_at"] <= len(GAME_MODULES) + 4
    # ... the page keeps its data in its own files, and a copy of each in the browser's localStorage
    folder = tmp_path / "browser" / "ishido-retro"
    assert (folder / "settings.yaml").is_file() and first["home"] == str(folder)
    assert "ishido-retro:settings.yaml" in first["kept"]
    assert first["settings"]["sounds"] is False             # Choices > Sounds: off
    assert not (tmp_path / "browser" / ".local").exists()     # nothing went to the desktop's data folder
    reload(tmp_path / "browser")
    folder.mkdir()
    stale = folder / ".scores.yaml.a1b2c3d4.tmp"              # a save the closed tab cut short
    stale.write_text("half")
    os.utime(stale, (1_000_000_000, 1_000_000_000))
    again = visit(tmp_path, [])
    assert again["settings"]["sounds"] is False             # still off after the reload
    assert not stale.exists()                                 # and the page's own folder was tidied at start


def fake_wheel(folder: Path) -> Path:
    """A small wheel of the game's shape (the page's build is checked, not the wheel: building one is slow)."""
    wheel = folder / "ishido_retro-0.0.1-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as zf:
        zf.writestr("ishido_retro/__init__.py", "")
        zf.writestr("ishido_retro/cli/__init__.py", "def main(argv):\n    return 0\n")
        zf.writestr("ishido_retro-0.0.1.dist-info/METADATA", "Name: ishido-retro\nVersion: 0.0.1\n")
    return wheel


def test_the_built_page_asks_pyxels_launcher_for_pillow_and_pyyaml(tmp_path, capsys):
    assert make_web.main(["--wheel", str(fake_wheel(tmp_path)), "--out", str(tmp_path / "out")]) == 0
    page = (tmp_path / "out" / "ishido-retro.html").read_text(encoding="utf-8")
    assert page.count('packages: "pillow,pyyaml"') == 1 and page.count("launchPyxel(") == 1
    assert "ishido-retro/ishido_retro/cli/__init__.py" in make_web.carried(page)
    assert "packages pillow,pyyaml" in capsys.readouterr().out


def test_the_page_asks_for_every_library_the_game_needs_in_a_page():
    import tomllib

    needs = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["dependencies"]
    names = {need.split(">")[0].split("<")[0].split("=")[0].strip().lower() for need in needs}
    # pyxel is the page's runtime itself; a page has no other copy of the game to lock files against
    assert names - {"pyxel", "filelock"} == {"pillow", "pyyaml"}
    assert set(make_web.PACKAGES.split(",")) == {"pillow", "pyyaml"}


@pytest.mark.usefixtures("pyxel_ready")
def test_the_window_path_left_alone_gets_ready_in_a_few_frames_as_a_page_does(monkeypatch):
    import threading

    from ishido_retro.ui.app import App
    from ishido_retro.ui.clocks import FrameClock

    def no_thread(*_args, **_kwargs):
        raise RuntimeError("a browser page cannot start a thread")

    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(threading.Thread, "start", no_thread)
    app = App(quit_hook=lambda: None, clock=FrameClock(), title_first=True)
    for _ in range(len(GAME_MODULES) + 4):     # a few modules a frame, one at least (ui.prefetch)
        app.frame()
    assert app.ready and app.screen is app.title and app.state()["screen"] == "title"
