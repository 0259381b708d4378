"""The one way the game reads a data file (the parsing half lives in :mod:`ishido_retro.formats`).

Every loader (settings, records and saved games, stonesets, boards and their
sidecars, runner scripts, high scores, the augury journal, editor autosaves)
reads through :func:`read_bytes` / :func:`read_text` / :func:`read_yaml` here, then
hands the bytes or text to a pure parser. What the reading promises:

* only regular files are read: folders, pipes, devices and sockets are refused
  without blocking (the file is opened with ``O_NONBLOCK`` and checked with
  ``fstat``);
* the size cap is counted while reading, not taken from what the file system says;
* YAML is parsed by :func:`ishido_retro.formats.yamltext.load_yaml_text` (depth and
  alias expansion capped);
* every failure is a :class:`DataFileError` (a ``ValueError``) whose message is one
  plain sentence; values are never echoed in full (see :func:`show_value`).

The error family, the name rule (:func:`check_name`, :func:`usable_name`) and the text
helpers live in :mod:`ishido_retro.formats` (import them from there).
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path
from typing import Any

from ishido_retro.formats.errors import (
    DataFileError,
    FileMissing,
    FileTooBig,
    FileUnreadable,
    NotARegularFile,
    UnsafeName,
)
from ishido_retro.formats.names import check_name
from ishido_retro.formats.text import decode_text

MAX_READ_BYTES = 4 * 1024 * 1024   # the largest file the game reads as data
_CHUNK = 64 * 1024


def file_label(path: Path | str) -> str:
    name = Path(path).name or str(path)
    return name if len(name) <= 60 else name[:57] + "..."


# --- reading bytes and text -----------------------------------------------------------------


_KINDS = ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a pipe"), (stat.S_ISSOCK, "a socket"),
          (stat.S_ISCHR, "a device"), (stat.S_ISBLK, "a device"))


def _kind(mode: int) -> str:
    for test, label in _KINDS:
        if test(mode):
            return label
    return "not an ordinary file"


def _refuse_kind(label: str, mode: int, what: str) -> NotARegularFile:
    return NotARegularFile(f"{label} is {_kind(mode)}, not {what}")


def _os_error(label: str, exc: OSError, what: str) -> DataFileError:
    if exc.errno == errno.ENOENT:
        return FileMissing(f"There is no file {label}")
    if exc.errno in (errno.EACCES, errno.EPERM):
        return FileUnreadable(f"{label} cannot be read: permission denied")
    if exc.errno == errno.ENXIO:       # opening a socket
        return NotARegularFile(f"{label} is a socket, not {what}")
    if exc.errno == errno.EISDIR:
        return NotARegularFile(f"{label} is a folder, not {what}")
    if exc.errno == errno.ELOOP:
        return FileUnreadable(f"{label} is a link that goes round in circles")
    if exc.errno == errno.ENAMETOOLONG:
        return FileUnreadable(f"The name {label} is too long for the file system")
    return FileUnreadable(f"{label} cannot be read ({exc.strerror or type(exc).__name__})")


def read_bytes(path: Path | str, max_bytes: int = MAX_READ_BYTES, what: str = "a data file") -> bytes:
    """The bytes of a regular file of at most ``max_bytes`` bytes.

    ``what`` names the kind of file in messages ("a stoneset file"). Raises
    :class:`FileMissing`, :class:`FileUnreadable`, :class:`NotARegularFile` (folder,
    pipe, device, socket: refused without blocking) or :class:`FileTooBig` (counted
    while reading, so a file that grows or lies about its size is refused too).
    """
    label = file_label(path)
    try:
        st = os.stat(path)
        if not stat.S_ISREG(st.st_mode):
            raise _refuse_kind(label, st.st_mode, what)
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
        fd = os.open(path, flags)
    except OSError as exc:
        raise _os_error(label, exc, what) from None
    try:
        st = os.fstat(fd)      # what was opened, not what the name pointed to a moment ago
        if not stat.S_ISREG(st.st_mode):
            raise _refuse_kind(label, st.st_mode, what)
        if st.st_size > max_bytes:
            raise FileTooBig(f"{label} is {st.st_size} bytes; {what} is at most {max_bytes} bytes")
        chunks: list[bytes] = []
        total = 0
        while True:
            chunk = os.read(fd, min(_CHUNK, max_bytes + 1 - total))
            if not chunk:
                break
            total += len(chunk)
            if total > max_bytes:
                raise FileTooBig(f"{label} is more than {max_bytes} bytes; {what} is at most {max_bytes} bytes")
            chunks.append(chunk)
        return b"".join(chunks)
    except OSError as exc:
        raise _os_error(label, exc, what) from None
    finally:
        os.close(fd)


def read_text(path: Path | str, max_bytes: int = MAX_READ_BYTES, what: str = "a data file") -> str:
    """The UTF-8 text of a regular file (as :func:`read_bytes`, then :func:`decode_text`)."""
    return decode_text(read_bytes(path, max_bytes, what), what, file_label(path))


# --- YAML -----------------------------------------------------------------------------------


def read_yaml(path: Path | str, max_bytes: int = MAX_READ_BYTES, what: str = "a data file",
              max_depth: int | None = None, max_nodes: int | None = None) -> Any:
    """Read and safely parse a YAML file (:func:`read_text` then :func:`load_yaml_text`; PyYAML loads when a YAML
    file is first read); ``max_depth`` and ``max_nodes`` are the parser's limits, its own when not given."""
    from ishido_retro.formats.yamltext import MAX_DEPTH, MAX_NODES, load_yaml_text
    return load_yaml_text(read_text(path, max_bytes, what), what, file_label(path), max_depth or MAX_DEPTH,
                          max_nodes or MAX_NODES)


def file_in(folder: Path | str, name: str, what: str = "a file name") -> Path:
    """``folder / name`` after :func:`check_name`; a symlink there may not lead out of ``folder``."""
    check_name(name, what)
    folder = Path(folder)
    path = folder / name
    if path.is_symlink():
        try:
            target = path.resolve(strict=False)
            inside = target.is_relative_to(folder.resolve())
        except (OSError, RuntimeError):
            inside = False
        if not inside:
            from ishido_retro.formats.yamltext import _cut
            raise UnsafeName(f"The name {_cut(name, 40)!r} is a link to somewhere outside the game's folder")
    return path
