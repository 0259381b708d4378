"""The stoneset editor's autosave: the set being edited, kept every few edits, offered back after a crash.

Each running editor owns one autosave file, ``editor-autosave.png`` or, when another copy
owns that one, ``editor-autosave-2.png`` (``-3``...): it holds that file's owner lock
(``.editor-autosave.png.owner.lock``) for as long as it runs, so two editors closed with unsaved
work keep both sets, and an editor offers back only an autosave no running copy owns.
"""

from __future__ import annotations

import contextlib
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from ishido_retro.storage import datafolder, userdata

if TYPE_CHECKING:
    from filelock import FileLock

AUTOSAVE_NAME = "editor-autosave.png"
_NAME = re.compile(r"editor-autosave(?:-([0-9]{1,4}))?\.png")     # ASCII digits only
MAX_AUTOSAVES = 1000
CLAIM_TIMEOUT = 60.0     # seconds to wait for another copy choosing its name (a few milliseconds, in practice)

_owned: dict[str, tuple[Path, FileLock | None]] = {}    # data folder -> the autosave this copy owns there, and its lock


def _name(n: int) -> str:
    return AUTOSAVE_NAME if n == 1 else f"editor-autosave-{n}.png"


def _number(path: Path) -> int:
    found = _NAME.fullmatch(path.name)
    return int(found.group(1) or 1) if found else 0


def _own(path: Path) -> bool:
    """Take the lock of the autosave ``path`` for the rest of this run; False when another running copy has it."""
    if sys.platform == "emscripten":    # a browser page: no other copy of the editor shares its files
        _owned[str(path.parent)] = (path, None)
        return True
    try:
        from filelock import FileLock, Timeout
    except ImportError:                 # a Python without file locks (no flock): one copy only
        _owned[str(path.parent)] = (path, None)
        return True

    lock = FileLock(str(path.with_name(f".{path.name}.owner.lock")), timeout=0)
    try:
        lock.acquire()
    except Timeout:
        return False
    except (OSError, NotImplementedError):  # a read-only folder, or no locks there: no other copy either
        _owned[str(path.parent)] = (path, None)
        return True
    _owned[str(path.parent)] = (path, lock)
    return True


def _disown(folder: Path) -> None:
    """Let go of the autosave owned in ``folder`` (and its lock)."""
    _path, lock = _owned.pop(str(folder))
    if lock is not None:
        lock.release()


def _mine(folder: Path) -> Path | None:
    owned = _owned.get(str(folder))
    return owned[0] if owned else None


def autosave_path() -> Path:
    """The autosave this copy writes: the one it owns, else the first free name (taken for this run)."""
    folder = datafolder.data_dir()
    mine = _mine(folder)
    if mine is not None:
        return mine
    with userdata.locked(folder / AUTOSAVE_NAME, CLAIM_TIMEOUT):
        for n in range(1, MAX_AUTOSAVES + 1):
            path = folder / _name(n)
            # owned first, then looked at: a copy that wrote this name and ended in between leaves a file to keep
            if _own(path):
                if not path.exists():
                    return path
                _disown(folder)     # another session's autosave: kept for Recover, never written over
    raise OSError(f"there are more than {MAX_AUTOSAVES} autosaves in {folder}")


def pending_autosave() -> Path | None:
    """An autosave an editing session left behind (it crashed or was killed) that no running copy owns, if any.

    Offering it makes it this copy's own: the next autosave writes over it.
    """
    try:
        folder = datafolder.folder_path()
        mine = _mine(folder)
        if mine is not None:
            return mine if mine.is_file() else None
        found = sorted((p for p in folder.glob("editor-autosave*.png") if _number(p) and p.is_file()), key=_number)
    except OSError:           # no folder, a name too long...: nothing was left there
        return None
    for path in found:
        with contextlib.suppress(OSError):
            if _own(path):
                return path
    return None


def write_autosave(data: bytes) -> None:
    """Keep the PNG bytes of the set being edited (atomically); OSError when the disk refuses."""
    userdata.atomic_write(autosave_path(), data)


def discard_autosave() -> None:
    """The work is saved or thrown away: this copy's autosave goes (OSError when it cannot be removed)."""
    try:
        mine = _mine(datafolder.folder_path())
    except datafolder.NoDataFolder:
        return
    if mine is not None:
        mine.unlink(missing_ok=True)
        userdata.removed()


def keep_damaged(path: Path) -> Path | None:
    """Keep an autosave that cannot be read as a ``.bad`` copy (see :func:`userdata.keep_bad_copy`)."""
    return userdata.keep_bad_copy(path)
