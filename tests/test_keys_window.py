"""Keys as they were pressed, in a real window (issue 40 point 2): quick Ctrl+P taps (Ctrl down 30 ms) and plain
12 ms taps, 12 ms apart, typed by xdotool into the game's own window loop on Xvfb, each counted by what the game
did (``bench/keys_window.py``, which the issue's counts came from, with fewer taps). Slow (about 30 s) and needs
``Xvfb`` and ``xdotool``; .ci/run runs it with ``-m slow``."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool")),
                                 reason="needs Xvfb and xdotool")]

BENCH = Path(__file__).resolve().parent.parent / "bench" / "keys_window.py"


def test_every_quick_shortcut_and_every_quick_tap_reaches_the_game():
    done = subprocess.run([sys.executable, str(BENCH), "--taps", "30"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    lines = {line["series"]: line for line in map(json.loads, done.stdout.splitlines())}
    assert lines["ctrl"]["show_pouch"] == 30                                   # Help > Show Pouch by Ctrl+P
    assert (lines["plain"]["right"], lines["plain"]["left"]) == (15, 15)      # the board cursor's moves
