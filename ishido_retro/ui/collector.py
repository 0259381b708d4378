"""Python's garbage collected on the main thread only, between frames, while a window runs.

pyxel's images are bound to the thread that made them (pyo3's "unsendable"): one dropped on another thread is
leaked with an "Exception ignored ... is being dropped on another thread" today, and a later pyo3 may abort
instead. Python's own collector runs on whichever thread allocates past its threshold, so a screen's image
held in a reference cycle could be collected, and dropped, by the thread that writes the game after a move,
by the one that imports the game's modules, or by a computer player's thread. So while a game or the
editor runs (:func:`take_over`, made by every :class:`~ishido_retro.ui.shell.Shell`), the automatic
collection is off and :func:`collect_due`, once a frame on the main thread, collects what Python would have
collected, at Python's own thresholds. A browser page has no other threads and keeps Python's own collector.
"""

from __future__ import annotations

import gc
import sys
import threading

_state = {"taken": False, "collecting": False}      # taken over; Python's collector was on before


def take_over() -> None:
    """Collect on the main thread from now on (from the main thread, at a window's start; not in a page)."""
    if _state["taken"] or sys.platform == "emscripten" or threading.current_thread() is not threading.main_thread():
        return
    _state.update(taken=True, collecting=gc.isenabled())
    gc.disable()


def taken() -> bool:
    """Whether the main thread collects (:func:`take_over`)."""
    return _state["taken"]


def collect_due() -> int | None:
    """Once a frame, on the main thread: the collection Python's own collector would make now, made here; the
    generation collected, or None when none was due."""
    if not _state["taken"]:
        return None
    young, middle, old = gc.get_count()     # counted while the automatic collection is off, too
    first, second, third = gc.get_threshold()
    if first <= 0 or young <= first:
        return None
    generation = 2 if middle > second and old > third else 1 if middle > second else 0
    gc.collect(generation)
    return generation


def give_back() -> None:
    """Python's own collector again, as it was before :func:`take_over` (a test's window is done): what is left
    is collected here first, on the main thread."""
    if not _state["taken"]:
        return
    gc.collect()
    _state["taken"] = False
    if _state["collecting"]:
        gc.enable()
