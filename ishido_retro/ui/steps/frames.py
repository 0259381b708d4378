"""The frames a script runs, and how a step fails: what every kind of step stands on."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any, NoReturn

import pyxel

from ishido_retro.ui.script import ScriptError


class ScriptFrames:
    """Runs frames of an app with ``frame()``, ``update()`` and ``draw()`` (timed when asked: ``--frame-times``),
    and counts the steps, so a failing step says which it was."""

    def __init__(self, app: Any, shots: str | Path | None = None) -> None:
        self.app = app
        self.shots = Path(shots) if shots else None
        self.step_no = 0
        self.frame_times: list[tuple[int, float]] | None = None    # (step, update+draw ms) a frame, when asked

    def frames(self, n: int = 1) -> None:
        for _ in range(n):
            if self.frame_times is None:
                self.app.frame()
            else:
                self._timed_frame(self.frame_times)

    def _timed_frame(self, times: list[tuple[int, float]]) -> None:
        """One frame as ``app.frame()`` runs it, its update and draw timed (``--frame-times``)."""
        start = time.perf_counter()
        self.app.update()
        self.app.draw()
        times.append((self.step_no, (time.perf_counter() - start) * 1000))
        pyxel.flip()

    def frame_times_text(self) -> str:
        """``--frame-times``: one line a frame, ``STEP MS`` (the step that ran it, 0 before the first)."""
        return "".join(f"{step} {ms:.3f}\n" for step, ms in self.frame_times or [])

    def fail(self, message: str) -> NoReturn:
        raise ScriptError(f"step {self.step_no}: {message}")
