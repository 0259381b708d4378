"""The browser build (``tools/make_web.py``): pyxel's app2html page, with the libraries the game imports
and every file of the game inside. The page cannot be opened here (it fetches pyxel's web runtime);
what the game skips in a page is proved by ``test_no_workers.py``."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import make_web  # noqa: E402

APP2HTML_PAGE = ('<!doctype html>\n<script src="https://example.invalid/pyxel.js"></script>\n<script>\n'
                 'launchPyxel({ command: "play", name: "ishido-retro.pyxapp", gamepad: "enabled", base64: "UEs=" });\n'
                 '</script>\n')


def test_the_page_asks_the_launcher_for_pillow_and_pyyaml():
    page = make_web.with_packages(APP2HTML_PAGE)
    assert 'launchPyxel({ command: "play", packages: "pillow,pyyaml", name: "ishido-retro.pyxapp",' in page


def test_a_page_of_another_shape_is_refused():
    with pytest.raises(SystemExit, match="no single launchPyxel call"):
        make_web.with_packages(APP2HTML_PAGE.replace("launchPyxel", "startPyxel"))


@pytest.mark.slow
def test_make_web_builds_a_page_that_carries_the_whole_game(tmp_path):
    # Slow: pip builds the wheel in an isolated environment.
    assert make_web.main(["--out", str(tmp_path)]) == 0
    page = (tmp_path / "ishido-retro.html").read_text(encoding="utf-8")
    assert page.count('packages: "pillow,pyyaml"') == 1
    names = make_web.carried(page)
    for name in ("ishido-retro/play_ishido_retro.py", "ishido-retro/ishido_retro/cli/__init__.py",
                 "ishido-retro/ishido_retro/resources/texts/rules.txt", "ishido-retro/ishido_retro/editor/__main__.py"):
        assert name in names
    assert not any("__pycache__" in n for n in names)
    assert 100_000 < len(page) < 5_000_000


def test_a_page_does_not_ask_the_web_server_for_optional_modules_before_the_title():
    """pyxel's import hook in a page fetches every module Python cannot find (a blocking request each): the
    optional ones PyYAML and Pillow try are marked absent as the game's package loads."""
    code = ("import sys; sys.platform = 'emscripten'; import ishido_retro, yaml, PIL.Image; "
            "print(sorted(n for n in ('yaml._yaml', 'defusedxml', 'cffi') if sys.modules.get(n, 0) is None), "
            "yaml.__with_libyaml__)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split("\n")[0] == "['cffi', 'defusedxml', 'yaml._yaml'] False"


def test_the_page_asks_for_the_gamepad_only_when_the_player_chose_it():
    import web_touch

    from ishido_retro.ui import webtouch
    page = web_touch.with_gamepad_choice(APP2HTML_PAGE)
    assert 'gamepad: "enabled"' not in page
    assert 'localStorage.getItem("ishido-retro-virtual-gamepad") === "on"' in page and '"disabled"' in page
    assert web_touch.GAMEPAD_KEY == webtouch.GAMEPAD_KEY
    with pytest.raises(SystemExit, match="no single gamepad option"):
        web_touch.with_gamepad_choice(APP2HTML_PAGE.replace('gamepad: "enabled", ', ""))
