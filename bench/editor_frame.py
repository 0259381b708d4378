"""Frame time of the stoneset editor: idle, while a stroke is painted, and one command's cost.

Prints the median and worst milliseconds of update+draw over 300 idle frames and
300 frames of a pencil stroke held down across the edit box, and the median time
of one XColor over a whole column (a document command with its undo snapshot).

    python bench/editor_frame.py
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("ISHIDO_RETRO_HOME", tempfile.mkdtemp(prefix="ishido-bench-"))

FRAMES = 300


def timed_frames(app, n: int, before=None) -> list[float]:
    out = []
    for i in range(n):
        if before:
            before(i)
        t = time.perf_counter()
        app.update()
        app.draw()
        out.append((time.perf_counter() - t) * 1000)
        import pyxel
        pyxel.flip()
    return out


def main() -> None:
    import pyxel

    from ishido_retro.editor import geometry as G
    from ishido_retro.editor.runner import run_editor_script
    from ishido_retro.stonesets.document import Selection
    from ishido_retro.ui.headless import ensure_pyxel
    ensure_pyxel()
    app = run_editor_script([{"click": {"widget": "colour 3"}}])
    idle = timed_frames(app, FRAMES)
    pyxel.set_mouse_pos(G.EDIT_X + 2, G.EDIT_Y + 40)
    pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, True)

    def sweep(i: int) -> None:
        pyxel.set_mouse_pos(G.EDIT_X + (i * 3) % G.EDIT_W, G.EDIT_Y + (i * 7) % G.EDIT_H)
    painting = timed_frames(app, FRAMES, sweep)
    pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, False)
    app.frame()
    doc = app.screen.doc
    xc = []
    for k in range(50):
        t = time.perf_counter()
        doc.xcolor(Selection("column", 2, 0), 1 + k % 8, 1 + (k + 1) % 8)
        xc.append((time.perf_counter() - t) * 1000)
    print(f"editor idle frame:     median {statistics.median(idle):.2f} ms, worst {max(idle):.2f} ms")
    print(f"editor painting frame: median {statistics.median(painting):.2f} ms, worst {max(painting):.2f} ms")
    print(f"XColor on a column:    median {statistics.median(xc):.2f} ms")
    print(f"undo steps kept:       {len(doc.undo_stack)}")


if __name__ == "__main__":
    main()
