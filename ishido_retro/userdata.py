"""The user data folder and safe file writing.

Everything the program writes (settings, saved games, high scores, stonesets,
boards) goes into one folder: ``$ISHIDO_RETRO_HOME`` when set, else
``$XDG_DATA_HOME/ishido-retro`` (``~/.local/share/ishido-retro``). Tests and CI
point the variable at a temporary folder. Nothing is ever written into the
install tree.
"""

from __future__ import annotations

import contextlib
import os
import re
import tempfile
from pathlib import Path

ENV_VAR = "ISHIDO_RETRO_HOME"
MAX_READ_BYTES = 4 * 1024 * 1024   # no file the game reads as text is larger than this


class UnsafeName(ValueError):
    """A file name that is empty, too long or would leave its folder."""


def data_dir() -> Path:
    """The user data folder, created on first use."""
    root = os.environ.get(ENV_VAR)
    if root:
        path = Path(root).expanduser()
    else:
        base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
        path = Path(base) / "ishido-retro"
    path.mkdir(parents=True, exist_ok=True)
    return path


def sub_dir(name: str) -> Path:
    """A folder inside the user data folder (``saves``, ``stonesets``, ...), created on use."""
    path = data_dir() / safe_name(name)
    path.mkdir(parents=True, exist_ok=True)
    return path


_NAME_OK = re.compile(r"^[A-Za-z0-9 _.\-()]+$")


def safe_name(name: str) -> str:
    """Check that ``name`` is a plain file name that cannot escape its folder."""
    if not name or len(name) > 100 or name in (".", "..") or not _NAME_OK.match(name) or name.startswith("."):
        raise UnsafeName(f"{name!r} is not a usable file name: use letters, digits, spaces, '-', '_' and '.'")
    return name


def atomic_write(path: Path | str, data: bytes | str) -> None:
    """Write ``data`` to ``path`` so that a crash leaves either the old or the new file, never half."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    try:
        mode = path.stat().st_mode & 0o777          # keep the mode of the file being replaced
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask                       # what open() would have given a new file
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        os.fchmod(fd, mode)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def read_limited(path: Path | str, limit: int = MAX_READ_BYTES, what: str = "such a file") -> bytes:
    """Read a file, refusing one larger than ``limit`` bytes with a clear message (ValueError).

    ``what`` names the kind of file in that message ("a stoneset file", say). Errors
    from the file system (missing, unreadable) are left to the caller as OSError.
    """
    path = Path(path)
    size = path.stat().st_size
    if size > limit:
        raise ValueError(f"{path.name} is {size} bytes; {what} is at most {limit} bytes")
    return path.read_bytes()
