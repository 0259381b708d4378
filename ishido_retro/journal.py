"""The Oracle journal: every reading kept in the user data folder, and saving a reading as text.

The journal is ``oracle-journal.txt``: a first line ``ishido-journal/1``, then one
reading a line as JSON (:meth:`Reading.as_record`). Appending takes a lock file
beside it (two copies of the game may run at once), reads what is there, adds
the new line and writes the whole file atomically, so a crash or a second copy
never loses an earlier reading. A journal that is damaged is kept beside the new
one as ``oracle-journal.txt.bad`` (numbered if that exists); lines that cannot be
read are skipped with a message when the journal is browsed.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from filelock import FileLock, Timeout

from . import userdata
from .model.oracle import Reading

FORMAT = "ishido-journal/1"
FILE_NAME = "oracle-journal.txt"
MAX_BYTES = userdata.MAX_READ_BYTES
LOCK_TIMEOUT = 10.0       # seconds to wait for the other copy of the game


class JournalError(OSError):
    """The journal could not be written."""


def journal_path() -> Path:
    return userdata.data_dir() / FILE_NAME


@contextmanager
def locked(path: Path) -> Iterator[None]:
    """Hold the lock file beside ``path`` (one small place to switch to a shared helper later)."""
    lock = FileLock(str(path) + ".lock", timeout=LOCK_TIMEOUT)
    try:
        with lock:
            yield
    except Timeout:
        raise JournalError(f"{path.name} is held by another copy of the game; try again") from None


def _backup(path: Path) -> Path:
    """Move a damaged file aside, keeping it; returns where it went."""
    target = path.with_name(path.name + ".bad")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.bad{n}")
    os.replace(path, target)
    return target


def _header_ok(raw: bytes) -> bool:
    return raw.split(b"\n", 1)[0].strip() == FORMAT.encode()


def append(reading: Reading, path: Path | None = None) -> str | None:
    """Add ``reading`` to the journal. Returns a message when an earlier journal had to be set aside."""
    path = path or journal_path()
    line = json.dumps(reading.as_record(), separators=(",", ":"), ensure_ascii=True)
    note = None
    with locked(path):
        existing = b""
        if path.exists():
            try:
                existing = userdata.read_limited(path, MAX_BYTES, "a journal")
            except ValueError:        # full: start a new journal, keeping the old one
                note = f"The journal was full; it is kept as {_backup(path).name} and a new one begun."
            else:
                if not _header_ok(existing):
                    note = f"The journal was damaged; it is kept as {_backup(path).name} and a new one begun."
                    existing = b""
        if not existing:
            existing = (FORMAT + "\n").encode()
        if not existing.endswith(b"\n"):
            existing += b"\n"
        userdata.atomic_write(path, existing + line.encode("ascii") + b"\n")
    return note


def load(path: Path | None = None) -> tuple[list[Reading], str | None]:
    """The journal's readings, newest first, and a message when some or all could not be read."""
    path = path or journal_path()
    if not path.exists():
        return [], None
    try:
        raw = userdata.read_limited(path, MAX_BYTES, "a journal")
    except (OSError, ValueError) as exc:
        return [], f"The journal cannot be read: {exc}"
    if not _header_ok(raw):
        return [], f"The journal {path.name} is damaged (it does not start with {FORMAT}); it is left as it is."
    readings: list[Reading] = []
    bad = 0
    for text in raw.split(b"\n")[1:]:
        if not text.strip():
            continue
        try:
            readings.append(Reading.from_record(json.loads(text.decode("utf-8"))))
        except (ValueError, UnicodeDecodeError, RecursionError):
            bad += 1
    readings.sort(key=lambda r: r.moment, reverse=True)
    note = None
    if bad:
        note = f"{bad} damaged entr{'y' if bad == 1 else 'ies'} in the journal could not be read and are not shown."
    return readings, note


def save_text(path: Path, text: str, append_to: bool) -> None:
    """Write an augury's text to ``path``: replace the file, or append to it (under the lock)."""
    if not append_to:
        userdata.atomic_write(path, text)
        return
    with locked(path):
        old = ""
        if path.exists():
            try:
                old = userdata.read_limited(path, MAX_BYTES, "a saved augury file").decode("utf-8")
            except (ValueError, UnicodeDecodeError) as exc:
                raise JournalError(f"{path.name} cannot be appended to: {exc}") from None
        userdata.atomic_write(path, (old.rstrip("\n") + "\n\n" if old.strip() else "") + text)
