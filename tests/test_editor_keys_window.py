"""A tool's letter never acts while Ctrl or Alt is held, in a real window (Xvfb) with xdotool's quick taps: the
frames of a window see the modifier let go in the same frame as the letter, which headless input never does.
Slow (about 20 s) and needs ``xvfb-run`` and ``xdotool``; .ci/run runs it with ``-m slow``."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from editor_keys_driver import WINDOW_START

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(not (shutil.which("xvfb-run") and shutil.which("xdotool")),
                                 reason="needs xvfb-run and xdotool")]

DRIVER = Path(__file__).with_name("editor_keys_driver.py")
# Every tool letter with Ctrl and with Alt, but those Ctrl letters that are the menus' own keys (X cut, Y redo,
# O load, I import, E export, N new, S save, Q quit) and Alt+R, which is pyxel's own key to restart the program.
LETTERS = "pflrbkhvt"
SCRIPT = """
python=$1; driver=$2; state=$3; mode=; shift 3
""" + WINDOW_START + """
sleep 0.3
for k in "$@"; do
    case $k in slow:*) xdotool key --delay 12 "${k#slow:}" ;; *) xdotool key "$k" ;; esac
    sleep 0.12
done
sleep 0.5
kill -9 $pid
"""


def test_quick_ctrl_and_alt_taps_never_act_as_tool_letters(tmp_path):
    state = tmp_path / "state.jsonl"
    pastes = ["ctrl+v", "ctrl+z"] * 6 + ["slow:ctrl+v", "slow:ctrl+z"] * 3
    letters = [f"{mod}+{k}" for k in LETTERS for mod in ("ctrl", "alt") if f"{mod}+{k}" != "alt+r"]
    env = {"ISHIDO_RETRO_HOME": str(tmp_path / "home"), "SDL_AUDIODRIVER": "dummy",
           "PATH": "/usr/bin:/bin:/usr/local/bin"}
    subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1024x768x24", "bash", "-c", SCRIPT, "keys",
                    sys.executable, str(DRIVER), str(state), *pastes, *letters, "v"],
                   env=env, timeout=120, capture_output=True, check=False)
    seen = [json.loads(line) for line in state.read_text().splitlines()]
    # every tap arrived as Ctrl+V or Ctrl+Z (each pastes or takes the paste back: one change each) ...
    assert [s["pasted"] for s in seen[1:len(pastes) + 1]] == [True, False] * (len(pastes) // 2)
    assert seen[len(pastes)]["changes"] == len(pastes)
    # ... no letter with Ctrl or Alt changed the tool, a mirror or the colour; V alone then turned Mirror V on
    assert all(s["tool"] == "pencil" and s["mirror"] == {"h": False, "v": False} and s["colour"] == 1
               and s["dialog"] is None for s in seen[:-1]), seen
    assert seen[-1]["mirror"] == {"h": False, "v": True}
    assert seen[-1]["changes"] == len(pastes) + 1 and seen[-1]["pasted"]     # the Ctrl+V among them pasted
