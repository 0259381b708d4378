"""Short notes for the status line: what a save kept and where, or that it failed.

A note stands for a few seconds by the App's clock (the system's in a window, the
frame clock in scripted runs) once no window covers the status line, then the status
line says again what it said before.
:func:`where` names a file and its folder in few enough letters for the line.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from ishido_retro.match.clock import Clock

NOTE_SECONDS = 4.0
FOLDER_CHARS = 24       # the longest folder a note names; a longer one keeps its last part after '...'


class StatusNotes:
    """``say(text)`` puts ``text`` on the status line for :data:`NOTE_SECONDS`; ``current()`` reads it.

    ``covered()`` says whether a window lies over the status line: a note said meanwhile (a saved augury,
    while the augury stays open) keeps its whole time for when the line can be seen again.
    """

    def __init__(self, clock: Clock, covered: Callable[[], bool] = lambda: False) -> None:
        self.clock = clock
        self.covered = covered
        self._text = ""
        self._until = 0.0
        self._seconds = NOTE_SECONDS

    def say(self, text: str, seconds: float = NOTE_SECONDS) -> None:
        self._text = text
        self._seconds = seconds
        self._until = self.clock.now() + seconds

    def current(self) -> str:
        """The note on show now, or "" once its time is up (its time runs only while the line is in sight)."""
        if self._text and self.covered():
            self._until = self.clock.now() + self._seconds
        elif self._text and self.clock.now() >= self._until:
            self._text = ""
        return self._text


def where(path: Path, home_folder: Path | None = None, home_name: str = "") -> str:
    """``path`` as a note names it: ``"game1.yaml in saved games"`` when it lies in ``home_folder``
    (named ``home_name``), else the file and its folder (``~`` for the home folder, a long one cut
    to its end)."""
    folder = path.parent
    if home_folder is not None and _same(folder, home_folder):
        return f"{path.name} in {home_name}"
    shown = str(folder)
    home = os.path.expanduser("~")
    if home not in ("", "/") and (shown == home or shown.startswith(home + os.sep)):
        shown = "~" + shown[len(home):]
    if len(shown) > FOLDER_CHARS:
        tail = shown[-(FOLDER_CHARS - 3):]
        cut = tail.find(os.sep)
        shown = "..." + (tail[cut:] if 0 <= cut < len(tail) - 1 else tail)
    return f"{path.name} in {shown}"


def _same(a: Path, b: Path) -> bool:
    """The same folder by its written path (nothing on disk is read)."""
    return os.path.normpath(os.path.abspath(a)) == os.path.normpath(os.path.abspath(b))
