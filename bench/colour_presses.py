"""Key presses to enter seven colours in the stoneset editor: the RGB sliders against the Hex field (issue 38).

``python bench/colour_presses.py`` (headless, a second or two). The seven colours are the first seven of a
shared palette (``TARGETS``), put into colours 1 to 7 of Ishido's set, by the keys alone:

- the sliders, as before the Hex field: the fewest presses, found by a breadth-first search over the keys a
  slider takes (Left/Right one step, Page Up/Down sixteen, Home, End) from each channel's old value to its new
  one, plus, for each colour, one arrow to its swatch, Return (RGB opens), Tab to Red, Tab to Green, Tab to
  Blue and Return (OK); and three Tabs once from the edit box to the colours. A person rarely finds the
  fewest: the issue counted about 250.
- the Hex field: the same path through the runner, with Return, the six digits typed and Return a colour
  (Hex has the keys when the requester opens), counted step by step and checked against the set's palette.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections import deque
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["ISHIDO_RETRO_HOME"] = tempfile.mkdtemp(prefix="colour-presses-")

TARGETS = [0x1A1C2C, 0x5D275D, 0xB13E53, 0xEF7D57, 0xFFCD75, 0xA7F070, 0x38B764]
TABS_TO_COLOURS = 3                 # the edit box -> the stones -> the templates -> the colours


def slider_presses(old: int, new: int, page: int = 16) -> int:
    """The fewest key presses that move a 0..255 slider from ``old`` to ``new``."""
    seen, todo = {old: 0}, deque([old])
    while todo:
        v = todo.popleft()
        if v == new:
            return seen[v]
        for w in (v - 1, v + 1, v - page, v + page, 0, 255):
            w = max(0, min(255, w))
            if w not in seen:
                seen[w] = seen[v] + 1
                todo.append(w)
    raise AssertionError("every value is reachable")


def by_sliders(palette: list[int]) -> int:
    total = TABS_TO_COLOURS
    for i, new in enumerate(TARGETS, 1):
        moves = sum(slider_presses((palette[i] >> s) & 255, (new >> s) & 255) for s in (16, 8, 0))
        total += 1 + 1 + 1 + moves + 2 + 1
    return total


def by_hex() -> int:
    from ishido_retro.editor.runner import run_editor_script
    from ishido_retro.ui.headless import ensure_pyxel
    ensure_pyxel()
    app = run_editor_script([{"key": "tab"}] * TABS_TO_COLOURS)
    steps: list[dict] = []
    at = app.screen.view.colour
    for i, new in enumerate(TARGETS, 1):
        steps += [{"key": "right"}] * (i - at) + [{"key": "return"}, {"type": f"{new:06x}"}, {"key": "return"}]
        at = i
    app = run_editor_script(steps, app=app)
    assert app.state()["palette"][1:8] == [f"#{v:06x}" for v in TARGETS], app.state()["palette"]
    return TABS_TO_COLOURS + sum(1 if "key" in s else len(s["type"]) for s in steps)


def main() -> None:
    from ishido_retro.storage.resources import shipped_stoneset_path
    from ishido_retro.storage.stonesets import load_doc
    palette = load_doc(shipped_stoneset_path("Ishido")).palette
    print(f"seven colours by the sliders, the fewest key presses: {by_sliders(palette)}")
    print(f"seven colours by the Hex field, key presses:          {by_hex()}")
    print(f"with the mouse: a double click on the swatch, six digits, Return: {7 * (2 + 6 + 1)} a set")


if __name__ == "__main__":
    main()
