"""The player's own stonesets and boards looked after: renamed, deleted or replaced, the old file kept.

Nothing here loses a file. Before an own set is deleted or replaced, its file (and a board's YAML beside
it) is copied into the data folder's :data:`BACKUPS` folder (``backups/stonesets/``, ``backups/boards/``)
under its own name, or ``-2``, ``-3``... when an earlier backup holds that name; only then is the file
removed or written over. A rename writes the set under its new name (a stoneset's name is inside its
PNG, a board's in its YAML) and moves the file to the name's file name when that is free.

:func:`show_folder` hands a folder to the system's file manager (``xdg-open``, ``open``, Explorer), or
says it cannot: in a browser page, or where there is none (``$ISHIDO_RETRO_FILE_MANAGER`` names another
command; empty, none).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from ishido_retro.formats import FileMissing, UnsafeName, check_name, usable_name
from ishido_retro.stonesets.boards import MAX_META_BYTES, sidecar_name
from ishido_retro.stonesets.dropped import MAX_DROPPED_BYTES
from ishido_retro.stonesets.shipped import SHIPPED_STONESETS, file_stem
from ishido_retro.stonesets.stoneset import MAX_NAME_CHARS
from ishido_retro.storage.datafolder import os_reason, sub_dir
from ishido_retro.storage.ownsets import FOLDERS, Incoming, Installed, own_folder, own_sets
from ishido_retro.storage.safeio import read_bytes
from ishido_retro.storage.userdata import atomic_write, removed

BACKUPS = "backups"         # in the data folder: own sets replaced or deleted, one folder a kind
OPENER_ENV = "ISHIDO_RETRO_FILE_MANAGER"
SHOW_WAIT = 0.5             # seconds Show Folder waits to hear that the file manager could not be started

__all__ = ["BACKUPS", "NoBackup", "backup_folder", "delete_own", "free_name", "keep_backup", "name_problem",
           "rename_own", "replace_own", "show_folder", "why_not_shown"]


class NoBackup(OSError):
    """The backup of an own set could not be kept, so it was not replaced or deleted; ``str()`` says why in
    words that follow "was not deleted: " (no ``[Errno ...]``, no path of the machine)."""


def _no_backup(kind: str, exc: OSError) -> NoBackup:
    return NoBackup(f"its backup could not be kept in {BACKUPS}/{FOLDERS[kind]} in your data folder "
                    f"({os_reason(exc)})")


def backup_folder(kind: str) -> Path:
    """Where replaced and deleted own ``kind`` are kept (made when missing); NoBackup when it cannot be."""
    try:
        folder = sub_dir(BACKUPS) / FOLDERS[kind]
        folder.mkdir(exist_ok=True)
    except OSError as exc:              # backups/ or backups/stonesets a file, a read-only folder...
        raise _no_backup(kind, exc) from None
    if not folder.is_dir():
        raise NoBackup(f"its backup could not be kept: {BACKUPS}/{FOLDERS[kind]} in your data folder is a file, "
                       f"not a folder")
    return folder


def _sidecar(kind: str, path: Path) -> Path | None:
    return path.with_name(sidecar_name(path.name)) if kind == "board" else None


def keep_backup(kind: str, file: str) -> Path:
    """Copy the own ``kind`` file ``file`` (and a board's YAML) into the backup folder; the copy's path. The
    original stays where it is. A DataFileError or OSError when it cannot be read or written."""
    source = own_folder(kind) / check_name(file)
    data = read_bytes(source, MAX_DROPPED_BYTES, f"your {kind}")
    folder = backup_folder(kind)
    side = _sidecar(kind, source)
    side_data = None
    if side is not None:
        try:
            side_data = read_bytes(side, MAX_META_BYTES, f"your {kind}'s YAML")
        except FileMissing:
            side_data = None
    name = free_name(folder, file)
    target = folder / name
    try:
        if side_data is not None:
            atomic_write(target.with_name(sidecar_name(name)), side_data)
        atomic_write(target, data)
    except OSError as exc:
        raise _no_backup(kind, exc) from None
    return target


def free_name(folder: Path, file: str) -> str:
    """``file``, or ``-2``, ``-3``... added to its stem, so that neither it nor its YAML name is taken in
    ``folder``."""
    stem, suffix = Path(file).stem, Path(file).suffix
    n = 1
    while True:
        name = file if n == 1 else usable_name(f"{stem[:70]}-{n}{suffix}")
        if not (folder / name).exists() and not (folder / sidecar_name(name)).exists():
            return name
        n += 1


def delete_own(kind: str, file: str) -> Path:
    """Delete the own ``kind`` file ``file``: a backup first (:func:`keep_backup`), then the file (and a board's
    YAML) removed; the backup's path."""
    kept = keep_backup(kind, file)
    source = own_folder(kind) / file
    side = _sidecar(kind, source)
    source.unlink()
    if side is not None and side.exists():
        side.unlink()
    removed()
    return kept


def replace_own(incoming: Incoming, file: str) -> Installed:
    """Keep ``incoming`` in place of the own set in ``file``: that file (and a board's YAML) is copied into the
    backup folder first (:func:`keep_backup`), then written over; the set keeps its file name."""
    backup = keep_backup(incoming.kind, file)
    folder = own_folder(incoming.kind)
    if incoming.sidecar is not None:
        atomic_write(folder / sidecar_name(file), incoming.sidecar)
    atomic_write(folder / file, incoming.data)
    return Installed(incoming.kind, file, folder, incoming.name, incoming.author, new=True, backup=backup)


def name_problem(kind: str, name: str, file: str | None = None) -> str | None:
    """Why ``name`` cannot be the new name of the own ``kind`` in ``file``: empty, too long, a character a file
    name may not hold, or the name of another set listed (shipped or own); None when it can."""
    new = name.strip()
    if not new:
        return f"A {kind} needs a name."
    if len(new) > MAX_NAME_CHARS:
        return f"A {kind}'s name has at most {MAX_NAME_CHARS} characters; this one has {len(new)}."
    try:
        check_name(new, f"a {kind}'s name")
    except UnsafeName as exc:
        return f"{str(exc).rstrip('.')}."
    from ishido_retro.stonesets.shipped import SHIPPED_BOARDS
    shipped = SHIPPED_STONESETS if kind == "stoneset" else SHIPPED_BOARDS
    if any(s.casefold() == new.casefold() for s in shipped):
        return f"{new} is the name of a {kind} that comes with the game; choose another."
    for own in own_sets(kind):
        if own.file != file and own.name.casefold() == new.casefold():
            return f"Your {kind} {own.file} is named {own.name} already; choose another name."
    return None


def rename_own(kind: str, file: str, name: str) -> str:
    """Give the own ``kind`` in ``file`` the name ``name`` (checked with :func:`name_problem` first: ValueError
    with its sentence); the file is moved to the name's file name when that is free. The file name it has now."""
    problem = name_problem(kind, name, file)
    if problem is not None:
        raise UnsafeName(problem.rstrip("."))
    name = name.strip()
    folder = own_folder(kind)
    source = folder / check_name(file)
    suffix = Path(file).suffix.lower() if kind == "stoneset" else Path(file).suffix
    wanted = f"{file_stem(name)}{suffix}"
    new_file = file if wanted.lower() == file.lower() else free_name(folder, wanted)
    target = folder / new_file
    if kind == "stoneset":
        from ishido_retro.storage.stonesets import load_stoneset
        stoneset = load_stoneset(source)
        stoneset.name = name
        atomic_write(target, stoneset.to_png_bytes())
    else:
        from ishido_retro.storage.boards import load_board
        art = load_board(source)
        art.name = name
        atomic_write(target.with_name(sidecar_name(new_file)), art.metadata_text())
        if new_file != file:
            atomic_write(target, read_bytes(source, MAX_DROPPED_BYTES, "your board"))
    if new_file != file:
        source.unlink()
        side = _sidecar(kind, source)
        if side is not None and side.exists():
            side.unlink()
        removed()
    return new_file


def show_folder(folder: Path) -> bool:
    """Open ``folder`` in the system's file manager; False when there is none or it could not be started
    (:func:`why_not_shown` says why). Never raises."""
    return why_not_shown(folder) is None


def why_not_shown(folder: Path) -> str | None:
    """Open ``folder`` in the system's file manager; None when it was handed over, else why not, in a few
    words that follow "There is ..." or stand after a semicolon (no file manager here, the one that
    ``$ISHIDO_RETRO_FILE_MANAGER`` names failed...). A command still running after :data:`SHOW_WAIT` is
    taken as showing it. Never raises."""
    command = _opener()
    chosen = os.environ.get(OPENER_ENV)
    named = f"the file manager {OPENER_ENV} names ({(chosen or '').strip()[:60]})"
    if command is None:
        if chosen is not None and sys.platform != "emscripten":
            return f"no file manager to start: {OPENER_ENV} is set, and empty"
        return "no file manager here to show it"
    try:
        if command == ["startfile"]:
            os.startfile(folder)        # type: ignore[attr-defined]   # Windows only
            return None
        opener = subprocess.Popen([*command, str(folder)], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                  stderr=subprocess.DEVNULL, start_new_session=True)
        status = opener.wait(timeout=SHOW_WAIT)         # xdg-open with no file manager behind it fails at once
    except subprocess.TimeoutExpired:
        return None                                     # still opening it: taken as shown
    except (OSError, ValueError) as exc:
        what = named if chosen is not None else "the file manager"
        reason = "there is no such program" if isinstance(exc, FileNotFoundError) else \
            "it may not be run" if isinstance(exc, PermissionError) else "it would not start"
        return f"{what} could not be started: {reason}"
    if status == 0:
        return None
    what = named if chosen is not None else f"the file manager ({command[0].rsplit('/', 1)[-1]})"
    return f"{what} could not show it (it ended with status {status})"


def _opener() -> list[str] | None:
    """The command that shows a folder here, or None."""
    if sys.platform == "emscripten":
        return None
    chosen = os.environ.get(OPENER_ENV)
    if chosen is not None:
        return chosen.split() or None
    if sys.platform == "win32":
        return ["startfile"]
    tool = "open" if sys.platform == "darwin" else "xdg-open"
    found = shutil.which(tool)
    return [found] if found else None
