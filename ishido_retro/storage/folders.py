"""What the file requester and the menus ask about folders and names on disk (they never look themselves).

:func:`list_drawer` lists a drawer for the file requester; :func:`is_folder`,
:func:`is_file`, :func:`exists` and :func:`resolved` answer the small questions a
requester asks before it closes (a failure to look is an answer, never an exception,
except from :func:`resolved`).
"""

from __future__ import annotations

import errno
import os
from collections.abc import Sequence
from pathlib import Path

from ishido_retro.storage import datafolder
from ishido_retro.storage.webfiles import in_page

PAGE_VOLUME = "Browser:"    # the data folder, as a page's file requesters say it (an Amiga volume's name)


def list_drawer(path: Path, pattern: Sequence[str] | None) -> tuple[list[str], list[str], str]:
    """(sub-folder names, matching file names, error message) for ``path``; never raises."""
    dirs: list[str] = []
    files: list[str] = []
    try:
        with os.scandir(path) as it:
            entries = list(it)
    except PermissionError:
        return [], [], "Cannot read this drawer (no permission)"
    except OSError as e:
        return [], [], f"Cannot read this drawer ({e.strerror or e.__class__.__name__})"
    suffixes = tuple(s.lower() for s in pattern) if pattern else None
    for entry in entries:
        if entry.name.startswith("."):
            continue
        try:
            is_dir = entry.is_dir()
            is_file = not is_dir and entry.is_file()
        except OSError:
            continue
        if is_dir:
            dirs.append(entry.name)
        elif is_file and (suffixes is None or entry.name.lower().endswith(suffixes)):
            files.append(entry.name)
    key = str.lower
    return sorted(dirs, key=key), sorted(files, key=key), ""


def newest(path: Path, names: Sequence[str]) -> str | None:
    """Of the files ``names`` in ``path``, the one written last (the first of equal times); None when none can be
    read."""
    times: list[tuple[int, int, str]] = []
    for i, name in enumerate(names):
        try:
            times.append((-(path / name).stat().st_mtime_ns, i, name))
        except OSError:
            continue
    return min(times)[2] if times else None


def drawer_for(kind: str) -> Path:
    """The folder a file requester for ``kind`` (``saves``, ``stonesets``...) opens on: the data folder's, or the
    current folder when that cannot be used (loading needs no data folder; the reason was said at start)."""
    try:
        return datafolder.sub_dir(kind)
    except datafolder.NoDataFolder:
        return Path.cwd()


def drawer_text(path: Path) -> str:
    """A folder as a file requester's Drawer says it: its path at a desk; in a browser page, what lies in the data
    folder as the volume ``Browser:`` (``Browser:saves``): the path inside the browser's Python means nothing to
    a player."""
    root = page_root()
    if root is None or (path != root and root not in path.parents):
        return str(path)
    return PAGE_VOLUME + ("" if path == root else path.relative_to(root).as_posix())


def drawer_path(text: str) -> str:
    """The folder a Drawer's text names: in a page, ``Browser:saves`` (any case) is the data folder's ``saves``;
    anything else as it was typed."""
    root = page_root()
    if root is None or text[:len(PAGE_VOLUME)].casefold() != PAGE_VOLUME.casefold():
        return text
    return str(root / text[len(PAGE_VOLUME):].lstrip("/"))


def page_root() -> Path | None:
    """The data folder, in a browser page (None at a desk, or when it cannot be used): a page's file requesters
    stay in it, since the folders of the browser's Python mean nothing to a player."""
    if not in_page():
        return None
    try:
        return resolved(datafolder.data_dir())
    except OSError:     # NoDataFolder too
        return None


def absolute(path: Path) -> Path:
    """``path`` made absolute from the current folder, its links left as they are."""
    return path.absolute()


def resolved(path: Path) -> Path:
    """``path`` made absolute with its links followed (OSError when the system cannot say)."""
    try:
        return path.resolve()
    except RuntimeError as exc:         # Python before 3.13 says a symbolic link loop so, not with an OSError
        raise OSError(errno.ELOOP, str(exc)) from None


def is_folder(path: Path) -> bool:
    """Whether ``path`` is a folder (False when it cannot be looked at)."""
    try:
        return path.is_dir()
    except OSError:
        return False


def is_file(path: Path) -> bool:
    """Whether ``path`` is a file (False when it cannot be looked at)."""
    try:
        return path.is_file()
    except OSError:
        return False


def not_a_file(path: Path, name: str) -> str | None:
    """Why ``path`` (typed as ``name``) cannot be opened as a file, in a requester's words; None when it is a
    file. A folder, a pipe, a device, a socket and a link going round in circles each say what they are,
    not "no such file"."""
    import stat
    try:
        mode = os.stat(path).st_mode
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            return f"{name} is a link that goes round in circles"
        if exc.errno in (errno.EACCES, errno.EPERM):
            return f"{name} cannot be looked at: permission denied"
        if exc.errno == errno.ENAMETOOLONG:
            return f"The name {name} is too long for the file system"
        if exc.errno == errno.ENOTDIR:
            return f"No such file: {name} (a part of its path is a file, not a drawer)"
        return f"No such file: {name}"
    if stat.S_ISREG(mode):
        return None
    kinds = ((stat.S_ISDIR, "a drawer (a folder): open it from the list"), (stat.S_ISFIFO, "a pipe"),
             (stat.S_ISSOCK, "a socket"), (stat.S_ISCHR, "a device"), (stat.S_ISBLK, "a device"))
    kind = next((label for test, label in kinds if test(mode)), "not an ordinary file")
    return f"{name} is {kind}, not a file"


def exists(path: Path) -> bool:
    """Whether anything is at ``path`` (False when it cannot be looked at)."""
    try:
        return path.exists()
    except OSError:
        return False


def same_folder(path: Path, folder: Path) -> bool:
    """Whether the file ``path`` lies directly in ``folder`` (links followed; False when it cannot be said)."""
    try:
        return path.resolve().parent == folder.resolve()
    except OSError:
        return False
