"""The user data folder, safe file writing, backups, locks and imports.

Everything the program writes (settings, saved games, high scores, stonesets,
boards) goes into one folder: ``$ISHIDO_RETRO_HOME`` when set, else
``$XDG_DATA_HOME/ishido-retro`` (``~/.local/share/ishido-retro``). Tests and CI
point the variable at a temporary folder. Nothing is ever written into the
install tree.

Reading goes through :mod:`ishido_retro.storage.safeio` (``read_bytes``, ``read_text``,
``read_yaml``; the ``DataFileError`` family and ``check_name`` live in :mod:`ishido_retro.formats`).
Writing: :func:`atomic_write` (old file or new, never
half), :func:`keep_bad_copy` (a damaged file kept as ``NAME.bad``, ``NAME.2.bad``...,
never overwritten), :func:`locked` / :func:`locked_update` (files two copies of the
game share), :func:`clean_stale_temps` (temp files of killed saves), and
:func:`import_user_file` (a chosen file copied into the data folder under a usable name).
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import sys
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from ishido_retro.formats import (
    DataFileError,
    FileMissing,
    NotARegularFile,
    UnsafeName,
    check_name,
    usable_name,
)
from ishido_retro.storage import webkeep
from ishido_retro.storage.datafolder import data_dir, sub_dir
from ishido_retro.storage.safeio import MAX_READ_BYTES, read_bytes

LOCK_TIMEOUT = 10.0          # seconds another copy of the game may hold a shared file's lock
STALE_TEMP_SECONDS = 120     # a temp file older than this belongs to a save that was killed


def _temp_beside(path: Path, suffix: str) -> tuple[int, str]:
    """A new hidden temporary file beside ``path`` (``tempfile`` loads only when a file is first written)."""
    import tempfile
    return tempfile.mkstemp(prefix=f".{path.name}.", suffix=suffix, dir=path.parent)

def safe_name(name: str) -> str:
    """A file name checked by the one rule (:func:`~ishido_retro.formats.names.check_name`), or UnsafeName."""
    return check_name(name)


def _fsync(fd: int) -> None:
    """Ask the system to put ``fd``'s data on the disk, where it can: a browser's Python may have no ``fsync``
    or refuse it (the file is written all the same; only a power cut could lose it)."""
    with contextlib.suppress(OSError, AttributeError):
        os.fsync(fd)


def _fsync_dir(folder: Path) -> None:
    """Make a rename in ``folder`` survive a power cut (where the system allows it)."""
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            _fsync(fd)
        finally:
            os.close(fd)


OWNER_RW = 0o600      # every file the game writes can be read and written again by its owner


def _new_file_mode() -> int:
    """The mode ``open()`` would give a new file, and never less than read and write for its owner.

    A browser's Python (Pyodide) answers 0o777 for the umask, so ``0o666 & ~umask`` alone would make a
    file nobody can read back.
    """
    umask = os.umask(0)
    os.umask(umask)
    return (0o666 & ~umask) | OWNER_RW


def _set_mode(fd: int, mode: int) -> None:
    """``fd``'s mode, where the system lets it be set (the temp file is made 0o600 when it cannot)."""
    with contextlib.suppress(OSError, AttributeError):
        os.fchmod(fd, mode | OWNER_RW)


def _make_folder(folder: Path) -> None:
    """``folder`` made if need be; a file in its way is named (OSError whose strerror says so)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        raise NotADirectoryError(errno.ENOTDIR, f"{folder.name or folder} is a file, not a folder") from None


def atomic_write(path: Path | str, data: bytes | str, durable: bool = True) -> None:
    """Write ``data`` to ``path`` so that a crash leaves either the old or the new file, never half; ``durable``
    (the default): on the disk before it returns, so a power cut keeps it too (False: the system writes it when
    it will; a killed process loses nothing, but a power cut may)."""
    path = Path(path)
    _make_folder(path.parent)
    if isinstance(data, str):
        data = data.encode("utf-8")
    try:
        mode = path.stat().st_mode & 0o777          # keep the mode of the file being replaced
    except FileNotFoundError:
        mode = _new_file_mode()
    fd, tmp = _temp_beside(path, ".tmp")
    try:
        _set_mode(fd, mode)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            if durable:
                _fsync(f.fileno())
        os.replace(tmp, path)
        if durable:
            _fsync_dir(path.parent)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    webkeep.keep()


def atomic_write_with(path: Path | str, produce: Callable[[Path], object]) -> None:
    """Let ``produce(tmp)`` write a whole file at the temporary path ``tmp``, then put it at ``path`` atomically.

    For writers that only take a file name (``pyxel.screenshot``): ``tmp`` ends in
    ``path``'s own suffix, so such a writer does not add one. A crash leaves the old
    file or the new one; a failed ``produce`` leaves the old one and no temp file.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = _temp_beside(path, ".tmp" + path.suffix)
    os.close(fd)
    tmp = Path(tmp_name)
    try:
        produce(tmp)
        fd = os.open(tmp, os.O_RDONLY)
        try:
            if os.fstat(fd).st_size == 0:
                raise OSError(f"nothing was written for {path.name}")
            _fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
        _fsync_dir(path.parent)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    webkeep.keep()


# --- damaged files, stale temp files ----------------------------------------------------------


def bad_copy_names(path: Path | str) -> Iterator[Path]:
    """The names a damaged copy of ``path`` may take, in order: ``NAME.bad``, ``NAME.2.bad``, ..."""
    path = Path(path)
    yield path.with_name(path.name + ".bad")
    n = 2
    while True:
        yield path.with_name(f"{path.name}.{n}.bad")
        n += 1


def keep_bad_copy(path: Path | str) -> Path | None:
    """Keep the damaged file ``path`` as the first unused ``NAME.bad`` / ``NAME.N.bad`` (see :func:`_keep_bad_copy`)."""
    kept = _keep_bad_copy(path)
    if kept is not None:
        webkeep.keep()
    return kept


def removed() -> None:
    """A file in the data folder was removed or moved: a browser page forgets it too (:mod:`.webkeep`)."""
    webkeep.keep()


def _keep_bad_copy(path: Path | str) -> Path | None:
    """Keep the damaged file ``path`` as the first unused ``NAME.bad`` / ``NAME.N.bad``; return that path.

    The original stays where it is (replace it afterwards with :func:`atomic_write`), so a
    crash at any moment leaves the damaged file under its own name, its copy, or both.
    An existing ``.bad`` copy is never overwritten. Returns None when there is nothing to
    keep (no file, or not a regular file).
    """
    path = Path(path)
    try:
        if not path.is_file():
            return None
    except OSError:
        return None
    link = getattr(os, "link", None)      # a browser's Python has no hard links
    tmp: str | None = None
    try:
        if link is not None:
            for target in bad_copy_names(path):
                try:
                    link(path, target)           # instant, atomic, never clobbers
                    return target
                except FileExistsError:
                    continue
                except OSError:
                    break                        # no hard links here: copy instead
        from shutil import copyfileobj
        fd, tmp = _temp_beside(path, ".tmp")
        _set_mode(fd, OWNER_RW)
        with os.fdopen(fd, "wb") as out, open(path, "rb") as src:
            copyfileobj(src, out)
            out.flush()
            _fsync(out.fileno())
        for target in bad_copy_names(path):
            try:
                if link is None:
                    raise OSError(errno.ENOSYS, "no hard links")
                link(tmp, target)
                return target
            except FileExistsError:
                continue
            except OSError:
                if not target.exists():
                    os.replace(tmp, target)
                    tmp = None
                    return target
        return None     # unreachable: bad_copy_names never ends
    finally:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)


_TEMP_NAME = re.compile(r"^\..+\.[A-Za-z0-9_]{8}\.tmp(\.[A-Za-z0-9]{1,5})?$")


def is_temp_name(name: str) -> bool:
    """Whether ``name`` is that of a temporary file of a write (``.NAME.XXXXXXXX.tmp[.png]``)."""
    return _TEMP_NAME.match(name) is not None


def clean_stale_temps(now: float, folder: Path | str | None = None,
                      older_than: float = STALE_TEMP_SECONDS) -> list[Path]:
    """Remove temp files left by killed saves (``.NAME.XXXXXXXX.tmp[.png]`` older than ``older_than`` s).

    ``now`` is the time (``time.time()``: the caller's clock). Looks in ``folder``
    (default: the user data folder) and the folders directly in it; returns what it
    removed. A temp file younger than that may belong to a save another copy of the
    game is making right now, and is left alone.
    """
    root = Path(folder) if folder is not None else data_dir()
    removed: list[Path] = []
    folders = [root]
    with contextlib.suppress(OSError):
        folders += [p for p in root.iterdir() if p.is_dir() and not p.is_symlink()]
    for where in folders:
        try:
            entries = list(os.scandir(where))
        except OSError:
            continue
        for entry in entries:
            if not _TEMP_NAME.match(entry.name):
                continue
            try:
                age = now - entry.stat(follow_symlinks=False).st_mtime
                if entry.is_file(follow_symlinks=False) and age > older_than:
                    os.unlink(entry.path)
                    removed.append(Path(entry.path))
            except OSError:
                continue
    return removed


# --- files two copies of the game share ---------------------------------------------------------


class FileBusy(DataFileError):
    """Another copy of the game held a shared file's lock for too long."""


def lock_path(path: Path | str) -> Path:
    """The lock file that guards ``path``: ``.NAME.lock`` beside it."""
    path = Path(path)
    return path.with_name(f".{path.name}.lock")


@contextlib.contextmanager
def locked(path: Path | str, timeout: float = LOCK_TIMEOUT) -> Iterator[None]:
    """Hold the lock of ``path`` (shared with every other copy of the game) inside the block.

    Raises :class:`FileBusy` when the lock is not free within ``timeout`` seconds.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    if sys.platform == "emscripten":    # a browser page: no other copy of the game can share its files
        yield
        return
    try:
        from filelock import FileLock, Timeout
    except ImportError:                 # a Python without file locks (no flock): one copy of the game only
        yield
        return

    lock = FileLock(str(lock_path(path)), timeout=timeout)
    held = True
    try:
        lock.acquire()
    except Timeout:
        raise FileBusy(f"{path.name} is being written by another copy of the game; try again") from None
    except (OSError, NotImplementedError):   # a file system that refuses locks: write without one
        held = False
    try:
        yield
    finally:
        if held:
            lock.release()


def live_path(path: Path | str) -> Path:
    """The lock a running copy of the game holds on ``path`` for as long as it plays there: ``.NAME.live``."""
    path = Path(path)
    return path.with_name(f".{path.name}.live")


class Held:
    """A lock held until :meth:`release`, or until the process ends: the system lets go of the locks of a
    process that was killed, so a file whose lock is free belongs to no running copy of the game."""

    def __init__(self, lock: object | None) -> None:
        self._lock = lock

    def release(self) -> None:
        lock, self._lock = self._lock, None
        if lock is not None:
            with contextlib.suppress(OSError):
                lock.release()      # type: ignore[attr-defined]


def hold(path: Path | str) -> Held | None:
    """Take ``path``'s live lock (:func:`live_path`) at once, to keep until released; None when another copy of
    the game holds it. Where there are no file locks (a browser page: one copy only) the hold holds nothing."""
    if sys.platform == "emscripten":
        return Held(None)
    try:
        from filelock import FileLock, Timeout
    except ImportError:
        return Held(None)
    lock = FileLock(str(live_path(path)), timeout=0)
    try:
        lock.acquire()
    except Timeout:
        return None
    except (OSError, NotImplementedError):     # a file system that refuses locks: no other copy can be told apart
        return Held(None)
    return Held(lock)


def held_elsewhere(path: Path | str) -> bool:
    """Whether a running copy of the game (another process, or another window of this one) holds ``path``'s live
    lock: the file it names is a game being played there. Never raises."""
    try:
        if not live_path(path).is_file():
            return False
    except OSError:
        return False
    held = hold(path)
    if held is None:
        return True
    held.release()
    return False


def locked_update(path: Path | str, update: Callable[[bytes | None], bytes | str | None],
                  max_bytes: int = MAX_READ_BYTES, what: str = "a data file",
                  timeout: float = LOCK_TIMEOUT) -> Path | None:
    """Read, change and write back a shared file while holding its lock; nothing another copy wrote is lost.

    ``update(old)`` gets the file's bytes (None when there is none) and returns the new
    content (None: leave the file as it is). When the file cannot be read (too big, not
    text...) or ``update`` raises :class:`DataFileError` on its content, the file is kept
    as a ``.bad`` copy and ``update(None)`` is asked for a fresh one. Returns the ``.bad``
    copy made, if any.
    """
    path = Path(path)
    with locked(path, timeout):
        kept = None
        try:
            old: bytes | None = read_bytes(path, max_bytes, what)
        except FileMissing:
            old = None
        except NotARegularFile:
            raise
        except DataFileError:
            kept, old = keep_bad_copy(path), None
        try:
            new = update(old)
        except DataFileError:
            if old is None:
                raise
            kept = keep_bad_copy(path)
            new = update(None)
        if new is not None:
            atomic_write(path, new)
        return kept


# --- files the player chooses -------------------------------------------------------------------


def unused_name(folder: Path, name: str) -> str:
    """``name``, or ``name-2``, ``name-3``... if a file of that name exists in ``folder``."""
    stem, suffix = Path(name).stem, Path(name).suffix
    candidate, n = name, 1
    while (folder / candidate).exists():
        n += 1
        candidate = usable_name(f"{stem}-{n}{suffix}") if len(stem) < 70 else usable_name(f"{stem[:70]}-{n}{suffix}")
    return candidate


def import_user_file(path: Path | str, folder: str, max_bytes: int = 8 * 1024 * 1024, what: str = "a file",
                     companions: Sequence[str] = ()) -> str:
    """Keep a chosen file in the user data folder ``folder``; return its (usable) name there.

    A file already in that folder under a usable name is used as it is. Otherwise it is
    copied atomically under :func:`usable_name` of its name (``-2``, ``-3``... when that
    is taken by a different file). Files of the same stem with a suffix in
    ``companions`` (a board's ``.yaml``) are copied beside it under the new stem.
    Raises :class:`DataFileError` with a sentence (never a traceback) on any problem.
    """
    source = Path(path)
    target_dir = sub_dir(folder)
    try:
        in_place = source.resolve().parent == target_dir.resolve()
    except (OSError, RuntimeError):
        in_place = False
    if in_place:
        with contextlib.suppress(UnsafeName):
            return check_name(source.name)
    data = read_bytes(source, max_bytes, what)
    name = usable_name(source.name, fallback=folder.rstrip("s") or "file")
    existing = target_dir / name
    same = False
    with contextlib.suppress(DataFileError):
        same = existing.is_file() and read_bytes(existing, max_bytes, what) == data
    if not same:
        name = unused_name(target_dir, name)
    sides = {}
    for suffix in companions:
        side = source.with_suffix(suffix)
        if side.is_file():
            sides[suffix] = read_bytes(side, 64 * 1024, what)
    if not same:
        atomic_write(target_dir / name, data)
    for suffix, side_data in sides.items():
        atomic_write((target_dir / name).with_suffix(suffix), side_data)
    return name


def startup_housekeeping(now: float) -> list[Path]:
    """What the game does once at start in its data folder (``now``: ``time.time()``): remove stale temp files.

    Never raises.
    """
    try:
        return clean_stale_temps(now)
    except OSError:
        return []
