"""What a big folder of own sets holds, kept beside them, so that a dialog opens at once (issue 46).

Listing an own set means reading its picture whole (its name, its author, whether it can be played):
some 5 to 8 ms a set, 8 s for a folder of 1,000. A folder of :data:`INDEX_FROM` sets or more keeps
what was read in ``.own-sets.json`` beside them: for each file its size, modification time and
inode, with the name, author and why it cannot be played. A file whose size, time or inode changed
(a rename, a save, a copy over it) is read again; one that is gone is left out. The index is a cache:
missing, damaged, of another format or not writable, it is ignored and the pictures are read. A
small folder gets none (nothing is written beside a few sets).
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path
from typing import Any

from ishido_retro.formats import DataFileError
from ishido_retro.storage.safeio import read_bytes
from ishido_retro.storage.userdata import atomic_write

INDEX = ".own-sets.json"
FORMAT = "ishido-own-sets/1"
INDEX_FROM = 64                  # sets in a folder before an index is kept
MAX_INDEX_BYTES = 8 * 1024 * 1024

Stamp = tuple[int, ...]      # size, modification time (ns) and inode of the picture (and of a board's sidecar)
Entry = tuple[Stamp, str, str, "str | None"]  # the stamp, the set's name, its author, why it cannot be played


def stamp(entry: os.DirEntry | Path, sidecar: Path | None = None) -> Stamp | None:
    """The size, time and inode of a file (and of its sidecar, -1s when it has none); None when they cannot be
    told."""
    try:
        st = entry.stat()
    except OSError:
        return None
    told: Stamp = (st.st_size, st.st_mtime_ns, st.st_ino)
    if sidecar is not None:
        try:
            side = sidecar.stat()
            told += (side.st_size, side.st_mtime_ns, side.st_ino)
        except FileNotFoundError:
            told += (-1, -1, -1)
        except OSError:
            return None
    return told


def read_index(folder: Path) -> dict[str, Entry]:
    """The entries the folder's index holds (empty when there is none or it cannot be used)."""
    try:
        data = json.loads(read_bytes(folder / INDEX, MAX_INDEX_BYTES, "the list of your own sets"))
    except (DataFileError, ValueError, RecursionError):
        return {}
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("sets"), dict):
        return {}
    known: dict[str, Entry] = {}
    for file, value in data["sets"].items():
        entry = _entry(value)
        if entry is not None:
            known[file] = entry
    return known


def _entry(value: Any) -> Entry | None:
    if not (isinstance(value, list) and len(value) == 4 and isinstance(value[0], list)):
        return None
    told, name, author, problem = value
    if not (len(told) in (3, 6) and all(type(v) is int for v in told)):
        return None
    if not (isinstance(name, str) and isinstance(author, str) and (problem is None or isinstance(problem, str))):
        return None
    return tuple(told), name, author, problem


def keep_index(folder: Path, entries: dict[str, Entry], files: int) -> None:
    """Write the index of ``folder`` (``files`` sets in it) when it is big enough; never raises."""
    if files < INDEX_FROM:
        return
    sets = {file: [list(entry[0]), *entry[1:]] for file, entry in sorted(entries.items())}
    text = json.dumps({"format": FORMAT, "sets": sets}, separators=(",", ":"))   # any file name, escaped
    with contextlib.suppress(OSError, ValueError):      # a read-only folder: the pictures are read each time
        atomic_write(folder / INDEX, text.encode("ascii"))
