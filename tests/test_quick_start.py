"""A quick start: the window draws its title with the few modules the title needs; the rest of the game
loads while the title shows. (How quick is measured by bench/startup.py, never here.)"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# Run as a real start (python -m ishido_retro, no arguments) in a window on SDL's offscreen driver; at the
# first draw, print the modules loaded, then those the helper thread loads, then those get_ready adds.
FIRST_DRAW = """
import json, os, runpy, sys
import pyxel
seen = {}
def run(update, draw):
    update(); draw()
    seen["title"] = sorted(sys.modules)
    app = APP[0]
    assert not app.ready
    from ishido_retro.ui.prefetch import Prefetch
    Prefetch().wait()
    seen["prefetched"] = sorted(sys.modules)
    app.get_ready()
    seen["ready"] = sorted(sys.modules)
    print(json.dumps(seen))
    os._exit(0)
pyxel.run = run
import ishido_retro.cli.launch as launch
APP = []
launch.run_window = lambda app: (APP.append(app), run(app.update, app.draw))
sys.argv = ["ishido-retro"]
runpy.run_module("ishido_retro", run_name="__main__", alter_sys=True)
"""

NOT_FOR_THE_TITLE = ("ishido_retro.players.computer", "ishido_retro.players.judge", "ishido_retro.oracle",
                     "ishido_retro.editor", "ishido_retro.scores", "ishido_retro.lessons", "ishido_retro.match.match",
                     "ishido_retro.match.matchfile", "ishido_retro.engine.game", "ishido_retro.engine.records",
                     "ishido_retro.ui.play", "ishido_retro.ui.scores", "ishido_retro.ui.oracle",
                     "ishido_retro.ui.lessons", "ishido_retro.ui.help", "ishido_retro.ui.runner",
                     "ishido_retro.ui.widgets.filereq", "ishido_retro.stonesets.document", "filelock",
                     "multiprocessing", "concurrent.futures", "subprocess", "tempfile", "hashlib", "argparse",
                     # no picture decoded and no YAML parsed before the title: the title's set and board, and the
                     # title itself, come in pyxel-ready bytes (resources/title.ready, *.ready beside the sets)
                     "PIL", "yaml", "ishido_retro.formats.yamltext", "ishido_retro.stonesets.stoneset",
                     "ishido_retro.stonesets.boards", "ishido_retro.storage.stonesets", "ishido_retro.storage.boards",
                     # nor the dialogs, the requesters' widgets, or the computer's thinking
                     "ishido_retro.ui.chooser", "ishido_retro.ui.choicelist", "ishido_retro.ui.widgets.requester",
                     "ishido_retro.ui.widgets.listview", "ishido_retro.ui.widgets.textentry",
                     "ishido_retro.ui.thinking.thinker", "ishido_retro.ui.thinking.workers")


@pytest.fixture(scope="module")
def start(tmp_path_factory):
    env = dict(os.environ, SDL_VIDEODRIVER="offscreen", SDL_AUDIODRIVER="dummy",
               ISHIDO_RETRO_HOME=str(tmp_path_factory.mktemp("home")))
    env.pop("DISPLAY", None)
    out = subprocess.run([sys.executable, "-c", FIRST_DRAW], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


def loaded(modules: list[str], prefixes: tuple[str, ...]) -> list[str]:
    return [m for m in modules if any(m == p or m.startswith(p + ".") for p in prefixes)]


def test_the_title_is_drawn_before_the_game_s_modules_load(start):
    assert loaded(start["title"], NOT_FOR_THE_TITLE) == []
    assert "ishido_retro.ui.title.screen" in start["title"]


def test_the_helper_thread_loads_all_that_getting_ready_needs(start):
    added = set(start["ready"]) - set(start["prefetched"])
    assert sorted(m for m in added if m.startswith("ishido_retro")) == []
    assert loaded(start["ready"], ("ishido_retro.ui.play.controller", "ishido_retro.match.match")) != []


@pytest.mark.usefixtures("pyxel_ready")
def test_a_click_on_the_title_before_the_game_is_ready_gets_it_ready_and_deals():
    from ishido_retro.ui.app import App
    from ishido_retro.ui.clocks import FrameClock
    from ishido_retro.ui.runner import Runner
    app = App(quit_hook=lambda: None, clock=FrameClock(), title_first=True)
    app.frame()
    assert app.screen is app.title and not app.ready
    Runner(app).do_click([160, 150])
    assert app.ready and app.is_playing() and len(app.game.board) == 6


@pytest.mark.usefixtures("pyxel_ready")
def test_left_alone_the_title_gets_the_game_ready_by_itself():
    from ishido_retro.ui.app import App
    from ishido_retro.ui.clocks import FrameClock
    app = App(quit_hook=lambda: None, clock=FrameClock(), title_first=True)
    for _ in range(2000):
        app.frame()
        if app.ready:
            break
    assert app.ready and app.screen is app.title and app.state()["screen"] == "title"


def test_in_a_browser_page_the_game_loads_a_few_modules_a_frame(monkeypatch):
    """A page has no threads: each frame's done() imports modules for at most PAGE_BUDGET (one at least), so the
    title keeps drawing and the page answering while the game loads (issue 41)."""
    from ishido_retro.ui import prefetch
    monkeypatch.setattr(prefetch.sys, "platform", "emscripten")
    monkeypatch.setattr(prefetch, "PAGE_BUDGET", 0.0)
    imported: list[str] = []
    monkeypatch.setattr(prefetch, "_load", lambda names: imported.extend(names))
    loading = prefetch.Prefetch(("a", "b", "c"))
    assert imported == [] and not loading._thread.is_alive()
    assert [loading.done(), loading.done()] == [False, False] and imported == ["a", "b"]
    assert loading.done() and imported == ["a", "b", "c"]
    assert loading.done() and imported == ["a", "b", "c"]
    again = prefetch.Prefetch(("d", "e"))
    again.wait()                                  # the player acted: the rest at once
    assert imported[3:] == ["d", "e"] and again.done()
