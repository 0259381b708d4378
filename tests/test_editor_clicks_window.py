"""A double click on a swatch opens its RGB in a real window (Xvfb) that has rested (issue 48, point 3): a
resting window draws 6 frames a second, and two clicks 120 ms apart could fall in one frame and lose the
double click (2 and 3 of 6 lost in two runs before the mending); now the first input ends the rest's pause at
once. Slow (about 50 s) and needs ``xvfb-run`` and ``xdotool``; .ci/run runs it with ``-m slow``. It checks the
rule, not the speed: one trial of eight may be lost to a machine too loaded to show the two clicks in two
frames. Where the clicks fall among the frames is chance, so the old code may pass it too (it did, in one run):
the rule's own tests are in test_resting.py and test_ticks.py."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from editor_keys_driver import WINDOW_START

from ishido_retro.editor import geometry as G
from ishido_retro.ui.resting import QUIET_SECONDS

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(not (shutil.which("xvfb-run") and shutil.which("xdotool")),
                                 reason="needs xvfb-run and xdotool")]

DRIVER = Path(__file__).with_name("editor_keys_driver.py")
TRIALS, GAP_MS, REST_S = 8, 120, QUIET_SECONDS + 2
SWATCH = 3          # colour 3's swatch, at the window's 3x scale
X, Y = (3 * (G.SWATCH_X + (SWATCH % G.SWATCH_COLUMNS) * G.SWATCH_W + G.SWATCH_W // 2) + 1,
        3 * (G.SWATCH_Y + G.SWATCH_H // 2) + 1)
SCRIPT = """
python=$1; driver=$2; state=$3; x=$4; y=$5; rest=$6; gap=$7; trials=$8; mode=clicks
""" + WINDOW_START + """
xdotool mousemove --window "$wid" "$x" "$y"
for t in $(seq "$trials"); do
    sleep "$rest"                                       # quiet: the window rests
    xdotool click --repeat 2 --delay "$gap" 1           # a double click, the clicks GAP_MS apart
    sleep 0.8
    xdotool key Escape                                  # RGB closed (if it opened)
done
sleep 0.5
kill -9 $pid
"""


def test_a_double_click_after_a_rest_opens_the_swatchs_rgb(tmp_path):
    state = tmp_path / "state.jsonl"
    env = {"ISHIDO_RETRO_HOME": str(tmp_path / "home"), "SDL_AUDIODRIVER": "dummy",
           "PATH": "/usr/bin:/bin:/usr/local/bin"}
    subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1024x768x24", "bash", "-c", SCRIPT, "clicks",
                    sys.executable, str(DRIVER), str(state), str(X), str(Y), str(REST_S), str(GAP_MS), str(TRIALS)],
                   env=env, timeout=240, capture_output=True, check=False)
    seen = [json.loads(line) for line in state.read_text().splitlines()]
    rested = [s == {"dialog": None, "resting": True} for s in seen]
    opened = [i > 0 and s["dialog"] == f"Colour {SWATCH}" and seen[i - 1]["dialog"] is None for i, s in enumerate(seen)]
    told = "".join("R" if r else "O" if o else "" for r, o in zip(rested, opened))     # a rest, RGB opened
    assert told.count("R") == TRIALS and "OO" not in told and not told.startswith("O"), seen    # each after a rest
    assert told.count("O") >= TRIALS - 1, seen
