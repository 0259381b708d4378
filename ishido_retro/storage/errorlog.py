"""``error.log``: what an unexpected error was, written down by the last resort (:mod:`ishido_retro.ui.lastresort`).

The file is plain UTF-8 text in the data folder, replaced (atomically) by each new error::

    ishido-retro error log
    said: no
    when: 2026-12-01 22:10:00 UTC
    program: ishido-retro
    kept: your game in progress, as a left game
    <the traceback, as Python prints it>

``said: no`` until the next start of the game or the editor has told the player (one sentence), which
rewrites it as ``said: yes``; a file of any other shape is never said and never changed.
"""

from __future__ import annotations

import contextlib
import time
from pathlib import Path

from ishido_retro.formats import DataFileError
from ishido_retro.storage import datafolder, safeio, userdata

LOG = "error.log"
HEADER = "ishido-retro error log\n"
UNSAID, SAID = "said: no\n", "said: yes\n"
MAX_LOG_BYTES = 1024 * 1024
MAX_TRACE_CHARS = 200_000


def log_text(program: str, trace: str, kept: str, when: float) -> str:
    """The text of an error log: the header, ``said: no``, when, which program, what was kept, the traceback."""
    stamp = time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime(when))
    return (f"{HEADER}{UNSAID}when: {stamp}\nprogram: {program}\nkept: {kept}\n"
            f"{trace[-MAX_TRACE_CHARS:]}{'' if trace.endswith(chr(10)) else chr(10)}")


def unsaid(data: bytes) -> bool:
    """Whether ``data`` is an error log the player has not been told of yet."""
    return data.startswith((HEADER + UNSAID).encode("ascii"))


def marked_said(data: bytes) -> bytes:
    """``data`` (an unsaid log) with ``said: yes``."""
    return (HEADER + SAID).encode("ascii") + data[len(HEADER) + len(UNSAID):]


def log_path() -> Path:
    return datafolder.data_dir() / LOG


def write(program: str, trace: str, kept: str) -> Path:
    """Write the error log (atomically); where it went. OSError, NoDataFolder when it cannot be written."""
    path = log_path()
    userdata.atomic_write(path, log_text(program, trace, kept, time.time()))
    return path


def tell_once() -> str | None:
    """At a start: the sentence that says the last run ended on an unexpected error, when it has not been said
    yet (the log is then marked as said); None otherwise. Never raises."""
    with contextlib.suppress(OSError, DataFileError, datafolder.NoDataFolder):
        path = datafolder.folder_path() / LOG
        if not path.is_file():
            return None
        data = safeio.read_bytes(path, MAX_LOG_BYTES, "the error log")
        if not unsaid(data):
            return None
        with contextlib.suppress(OSError):
            userdata.atomic_write(path, marked_said(data))
        return (f"The last time it ran, Ishido Retro stopped on an unexpected error; what happened is written in "
                f"{LOG} in its data folder, and what was in progress then is offered back.")
    return None
