"""A requester that answers at once while a slow write is done: it shows "Saving…" in the frame the player
chose, then does the work in the next frame and gives way to the answer (Export Sheet's picture and Export
Palette's file take long enough on a busy machine for a wait with nothing on screen to be seen)."""

from __future__ import annotations

from collections.abc import Callable

from ishido_retro.ui.widgets import Requester


class Working(Requester):
    """``text`` with OK while ``job`` waits; ``job`` runs once after the requester has been drawn (or at once if it
    is closed first), then the requester closes: the job opens its own answer."""

    def __init__(self, title: str, text: str, job: Callable[[], None]) -> None:
        super().__init__(title, text, buttons=("OK",), on_close=lambda _result: self._run())
        self.job: Callable[[], None] | None = job
        self._drawn = False

    def _run(self) -> None:
        job, self.job = self.job, None
        if job is not None:
            job()

    def draw(self) -> None:
        super().draw()
        self._drawn = True

    def update(self) -> None:
        super().update()
        if self._drawn and self.job is not None:
            self.close("done")
