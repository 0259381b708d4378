"""Where the user data folder is, whether it can be used, and the one sentence that says why not.

The folder is ``$ISHIDO_RETRO_HOME`` when set, else ``$XDG_DATA_HOME/ishido-retro``, else
``$HOME/.local/share/ishido-retro``. An empty or relative ``XDG_DATA_HOME`` or ``HOME`` counts
as unset (the XDG rule: a relative path is invalid), so an empty ``HOME`` never makes the
folder ``/.local/share/...``. The same rule holds on every system, as it always has.

When the folder cannot be used (there is no base to put it in, it is a file, a path under a
file, a name too long, a folder without permission or on a read-only disk), :func:`data_dir`
raises :class:`NoDataFolder`, whose message fits after "could not be saved: ", and
:func:`folder_problem` gives the sentence shown once at start. The game plays on without
saving. A folder inside it (:func:`sub_dir`) that is a link to a place outside it is refused
the same way: nothing is written through it.
"""

from __future__ import annotations

import errno
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path

from ishido_retro.formats import DataFileError, check_name

ENV_VAR = "ISHIDO_RETRO_HOME"
FOLDER_NAME = "ishido-retro"


class NoDataFolder(DataFileError, OSError):
    """The data folder (or a folder in it) cannot be used: ``str(exc)`` says which and why, in words."""


def os_reason(exc: OSError) -> str:
    """What went wrong, in a few words of the game's (never ``[Errno ...]`` or a path)."""
    return _reason(exc)


def _reason(exc: OSError) -> str:
    if exc.errno in (errno.ENOTDIR, errno.EEXIST):
        return "a part of that path is a file, not a folder"
    if exc.errno == errno.ENAMETOOLONG:
        return "the name is too long for the file system"
    if exc.errno in (errno.EACCES, errno.EPERM):
        return "permission denied"
    if exc.errno == errno.EROFS:
        return "the disk is read-only"
    if exc.errno == errno.ELOOP:
        return "a link in that path goes round in circles"
    if exc.errno == errno.ENOSPC:
        return "the disk is full"
    return (exc.strerror or type(exc).__name__).lower()


def _absolute_base(name: str) -> str | None:
    value = os.environ.get(name, "")
    return value if value and os.path.isabs(value) else None


def folder_path() -> Path:
    """Where the data folder is wanted (nothing is created); NoDataFolder when there is no base for it."""
    root = os.environ.get(ENV_VAR)
    if root:
        return Path(root).expanduser()
    xdg = _absolute_base("XDG_DATA_HOME")
    if xdg:
        return Path(xdg) / FOLDER_NAME
    home = _absolute_base("HOME")
    if home:
        return Path(home) / ".local" / "share" / FOLDER_NAME
    raise NoDataFolder(f"there is no folder to save in ({_no_base()})")


def _no_base() -> str:
    value = os.environ.get("HOME")
    why = ("HOME is not set" if value is None else "HOME is empty" if not value
           else f"HOME is the relative path {value[:40]!r}")
    return f"{why}; set {ENV_VAR} to a folder"


def _can_write(path: Path) -> bool:
    if os.access in os.supports_effective_ids:      # what this process may do, not what its user may
        return os.access(path, os.R_OK | os.W_OK | os.X_OK, effective_ids=True)
    return os.access(path, os.R_OK | os.W_OK | os.X_OK)


def _why_unusable(path: Path) -> str | None:
    """Why ``path`` cannot serve as a folder to read and write (made if need be), or None when it can."""
    try:
        path.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        return "it is a file, not a folder"
    except OSError as exc:
        return _reason(exc)
    if _can_write(path):
        return None
    try:
        if os.statvfs(path).f_flag & os.ST_RDONLY:
            return "the disk is read-only"
        readable = os.access(path, os.R_OK | os.X_OK, effective_ids=os.access in os.supports_effective_ids)
    except OSError as exc:
        return _reason(exc)
    return "it is read-only" if readable else "permission denied"


def _usable(path: Path, what: str) -> Path:
    reason = _why_unusable(path)
    if reason is not None:
        raise NoDataFolder(f"{what} {path} cannot be used ({reason})")
    return path


def data_dir() -> Path:
    """The user data folder, created on first use; NoDataFolder (an OSError and a ValueError) when it cannot be used."""
    return _usable(folder_path(), "the data folder")


def sub_dir(name: str) -> Path:
    """A folder inside the user data folder (``saves``, ``stonesets``, ...), created on use.

    A link there that leads out of the data folder is refused (NoDataFolder): nothing is written through it.
    """
    root = data_dir()
    path = root / check_name(name)
    if path.is_symlink():
        try:
            target = path.resolve(strict=False)
            inside = target.is_relative_to(root.resolve())
        except (OSError, RuntimeError):
            target, inside = path, False
        if not inside:
            raise NoDataFolder(f"the folder {name} in {root} is a link to {target}, outside the data folder, "
                               f"and nothing is written through it")
    return _usable(path, "the folder")


def folder_problem() -> str | None:
    """The sentence said once at start when the data folder cannot be used (None when it can)."""
    try:
        path = folder_path()
    except NoDataFolder:
        return f"Ishido Retro has no folder to keep your games, scores and settings in ({_no_base()}); " \
               f"it plays on without saving them."
    reason = _why_unusable(path)
    if reason is None:
        return None
    return (f"Ishido Retro cannot keep your games, scores and settings in {path} ({reason}); "
            f"it plays on without saving them.")


# Set only while a headless run that said the problem on stderr is going (:func:`problem_said_on_stderr`):
# a run leaves nothing behind, so an app made after it in the same process still shows its requester.
_said_on_stderr: ContextVar[bool] = ContextVar("said_on_stderr", default=False)


@contextmanager
def problem_said_on_stderr(prog: str) -> Iterator[None]:
    """A headless run has no screen a player sees: for the run inside this block, the sentence goes to
    stderr, once, instead of a requester."""
    problem = folder_problem()
    if problem is not None:
        print(f"{prog}: {problem}", file=sys.stderr)
    token = _said_on_stderr.set(True)
    try:
        yield
    finally:
        _said_on_stderr.reset(token)


def problem_to_show() -> str | None:
    """What an app shows in a requester at start: :func:`folder_problem`, unless it went to stderr already."""
    return None if _said_on_stderr.get() else folder_problem()
