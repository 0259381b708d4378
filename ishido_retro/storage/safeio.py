"""The one way the game reads a data file, and the one rule for names.

Every loader (settings, records and saved games, stonesets, boards and their
sidecars, runner scripts, high scores, the augury journal, editor autosaves)
reads through :func:`read_bytes` / :func:`read_text` / :func:`read_yaml`, or
parses embedded YAML with :func:`load_yaml_text`. What they promise:

* only regular files are read: folders, pipes, devices and sockets are refused
  without blocking (the file is opened with ``O_NONBLOCK`` and checked with
  ``fstat``);
* the size cap is counted while reading, not taken from what the file system says;
* YAML is loaded safely (the C loader when PyYAML has it) after one streaming pass
  that caps nesting depth and the number of nodes aliases expand to (alias bombs,
  self-referring anchors);
* every failure is a :class:`DataFileError` (a ``ValueError``) whose message is one
  plain sentence; values are never echoed in full (see :func:`show_value`).

:func:`check_name` is the one rule for names a player or a file gives, and
:func:`usable_name` turns any file name into one that passes it.

Pure: no pyxel, no clock.
"""

from __future__ import annotations

import errno
import math
import os
import re
import stat
import unicodedata
from pathlib import Path
from typing import Any

import yaml

SafeLoader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

MAX_READ_BYTES = 4 * 1024 * 1024   # the largest file the game reads as data
MAX_DEPTH = 32                     # YAML nesting: no format of the game needs more than a few levels
MAX_NODES = 200_000                # YAML nodes after aliases are expanded
MAX_NAME_CHARS = 80                # characters in a file name a player or a file gives
MAX_NAME_BYTES = 180               # ... and bytes of UTF-8 (room for ".tmp" and ".bad" names under 255)
_CHUNK = 64 * 1024


# --- errors ---------------------------------------------------------------------------------


class DataFileError(ValueError):
    """A data file (or name) the game cannot use; ``str(exc)`` is one plain sentence.

    A full stop is added when the message has none; its first letter is kept as given
    (it may be a file name).
    """

    def __init__(self, message: str) -> None:
        message = message.strip()
        if not message.endswith((".", "?", "!")):
            message += "."
        super().__init__(message)


class FileMissing(DataFileError):
    """There is no file by that name."""


class FileUnreadable(DataFileError):
    """The file exists but the system will not let it be read (permissions, I/O error)."""


class FileTooBig(DataFileError):
    """The file is larger than its kind of file may be."""


class NotARegularFile(DataFileError):
    """A folder, pipe, device or socket where a file was expected."""


class BadText(DataFileError):
    """Bytes that are not UTF-8 text (or hold NUL characters)."""


class BadYAML(DataFileError):
    """Text that is not YAML, or YAML too deep, too repetitive or with values it cannot build."""


class WrongShape(DataFileError):
    """Valid YAML that does not have the shape the format needs."""


class UnsafeName(DataFileError):
    """A name that is empty, too long, hidden, reserved or would leave its folder."""


# --- showing values -------------------------------------------------------------------------


def show_value(value: Any, limit: int = 30) -> str:
    """A short description of a loaded value for a message: cut, and naming its type.

    Never converts a huge number to text (Python refuses beyond 4,300 digits) and never
    prints a whole list or mapping.
    """
    if value is None:
        return "empty"
    if isinstance(value, bool):
        return f"the truth value {str(value).lower()}"
    if isinstance(value, int):
        if value.bit_length() > 64:
            digits = int((value.bit_length() - 1) * math.log10(2)) + 1
            return f"a whole number of about {digits} digits"
        return f"the number {value}"
    if isinstance(value, float):
        return f"the number {value!r}"
    if isinstance(value, str):
        text = value if len(value) <= limit else value[: max(limit - 3, 1)] + "..."
        return f"the text {text!r}"
    if isinstance(value, (bytes, bytearray)):
        return f"binary data of {len(value)} bytes"
    if isinstance(value, dict):
        return f"a mapping of {_count(len(value), 'key')}"
    if isinstance(value, (list, tuple)):
        return f"a list of {_count(len(value), 'item')}"
    if isinstance(value, set):
        return f"a set of {_count(len(value), 'item')}"
    return f"a value of type {type(value).__name__}"


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def as_text(value: Any) -> str | None:
    """A loaded value usable as a piece of text (a name, an author): text, or a plain number; else None.

    Numbers count because YAML reads ``name: 1990`` as one; truth values, empty values,
    lists, mappings and whole numbers of more than 18 digits do not.
    """
    if isinstance(value, str):
        return value
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return str(value) if abs(value) < 10**18 else None
    if isinstance(value, float):
        return repr(value)
    return None


def _file_label(path: Path | str) -> str:
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
    label = _file_label(path)
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


def decode_text(data: bytes, what: str = "a data file", source: str = "The file") -> str:
    """UTF-8 text from bytes (a byte-order mark is dropped); :class:`BadText` for binary data."""
    if b"\x00" in data:
        raise BadText(f"{source} holds binary data, not the text of {what}")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise BadText(f"{source} is not UTF-8 text (byte {exc.start + 1} is not); {what} is UTF-8 text") from None


def read_text(path: Path | str, max_bytes: int = MAX_READ_BYTES, what: str = "a data file") -> str:
    """The UTF-8 text of a regular file (as :func:`read_bytes`, then :func:`decode_text`)."""
    return decode_text(read_bytes(path, max_bytes, what), what, _file_label(path))


# --- YAML -----------------------------------------------------------------------------------


_NUMBER_LIKE = re.compile(r"[-+]?[0-9][0-9a-fA-FxXoObB_:.]*\Z")
_NUMBER_TAGS = (None, "tag:yaml.org,2002:int", "tag:yaml.org,2002:float")
MAX_NUMBER_CHARS = 5000     # Python itself refuses decimal whole numbers beyond 4,300 digits
MAX_SEXAGESIMAL_CHARS = 100  # 1:59:59... costs time growing with the square of its length


def _check_number(event: Any, source: str) -> None:
    """Refuse number-like scalars whose building alone would take long (huge or base-60 numbers)."""
    value = event.value
    if len(value) <= MAX_SEXAGESIMAL_CHARS:
        return
    explicit = event.tag in _NUMBER_TAGS[1:]
    plain = event.style in (None, "") and bool(event.implicit and event.implicit[0])
    if not (explicit or plain):
        return
    if not _NUMBER_LIKE.match(value.strip()):
        return
    if ":" in value or len(value) > MAX_NUMBER_CHARS:
        raise BadYAML(f"{source} holds a number written with {len(value)} characters; "
                      f"no file of the game needs one that long")


_FLOW_MARKS = re.compile(r"""[\[\]{}'"#\n]""")
_QUOTED_REST = {"'": re.compile(r"(?:[^']|'')*'"), '"': re.compile(r'(?:[^"\\]|\\.)*"', re.DOTALL)}


def _too_deep(source: str, what: str, max_depth: int) -> BadYAML:
    return BadYAML(f"{source} is nested too deeply to be {what} (more than {max_depth} levels)")


def _check_flow_depth(text: str, source: str, what: str, max_depth: int) -> None:
    """Refuse flow collections (``[`` and ``{``) nested deeper than ``max_depth``, from the text alone.

    The YAML scanner reads a whole run of opening brackets ahead before it yields the first
    event, and a parser may refuse deep nesting with its own words (libyaml at 1,000 levels):
    this pass counts first, so the game's own limit always speaks. Quoted scalars and comments
    are skipped; a bracket inside a plain scalar of block context is not counted.
    """
    if text.count("[") + text.count("{") <= max_depth:
        return
    depth = 0
    pos = 0
    while (found := _FLOW_MARKS.search(text, pos)) is not None:
        at = found.start()
        mark = text[at]
        before = text[at - 1] if at else "\n"
        pos = at + 1
        if mark == "#" and before in " \t\n":
            pos = text.find("\n", at)
            if pos < 0:
                return
        elif mark in "'\"" and (before in " \t\n" or (depth and before in "[{,:")):
            end = _QUOTED_REST[mark].match(text, at + 1)
            if end is None:
                return      # an unclosed quote: the parser's own error says so
            pos = end.end()
        elif mark in "[{" and (depth or before in " \t\n"):
            depth += 1
            if depth > max_depth:
                raise _too_deep(source, what, max_depth)
        elif mark in "]}" and depth:
            depth -= 1


def _check_events(text: str, source: str, what: str, max_depth: int, max_nodes: int) -> None:
    """One streaming pass over the YAML events: nesting depth and expanded size capped."""
    depth = 0
    expanded = 0
    stack: list[list[Any]] = []             # [anchor, nodes before it, deepest level inside]
    sizes: dict[str, tuple[int, int]] = {}  # anchor -> (nodes, levels) it expands to

    def grow(nodes: int, levels: int) -> None:
        nonlocal expanded
        expanded += nodes
        if expanded > max_nodes:
            raise BadYAML(f"{source} holds too many values (more than {max_nodes}, counting every repeat "
                          f"an alias makes)")
        level = depth + levels
        if level > max_depth:
            raise _too_deep(source, what, max_depth)
        if stack:
            stack[-1][2] = max(stack[-1][2], level)

    for event in yaml.parse(text, Loader=SafeLoader):
        if isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
            grow(1, 1)
            depth += 1
            stack.append([event.anchor, expanded - 1, depth])
        elif isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
            anchor, before, deepest = stack.pop()
            depth -= 1
            if anchor is not None:
                sizes[anchor] = (expanded - before, deepest - depth)
            if stack:
                stack[-1][2] = max(stack[-1][2], deepest)
        elif isinstance(event, yaml.ScalarEvent):
            grow(1, 1)
            _check_number(event, source)
            if event.anchor is not None:
                sizes[event.anchor] = (1, 1)
        elif isinstance(event, yaml.AliasEvent):
            if any(entry[0] == event.anchor for entry in stack):
                raise BadYAML(f"{source} has a value that refers to itself")
            grow(*sizes.get(event.anchor or "", (1, 1)))


def load_yaml_text(text: str, what: str = "a data file", source: str = "The file",
                   max_depth: int = MAX_DEPTH, max_nodes: int = MAX_NODES) -> Any:
    """Parse YAML text safely; any failure is a :class:`BadYAML` with one sentence.

    Use it for YAML held inside another file (the stoneset PNG's text chunk); for a YAML
    file use :func:`read_yaml`. ``source`` names where the text came from in messages.
    """
    if not isinstance(text, str):
        raise BadYAML(f"{source} does not hold text")
    text = str(text)    # an exact str: the C loader refuses subclasses (Pillow's iTXt)
    if "\x00" in text:
        raise BadText(f"{source} holds binary data, not the text of {what}")
    try:
        _check_flow_depth(text, source, what, max_depth)
        _check_events(text, source, what, max_depth, max_nodes)
        return yaml.load(text, Loader=SafeLoader)  # noqa: S506 - a safe loader
    except DataFileError:
        raise
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        # an error at the end of the text is reported on its last line, not on the line after it
        lines = text.count("\n") + (0 if text.endswith("\n") else 1)
        where = f" at line {min(mark.line + 1, max(lines, 1))}" if mark is not None else ""
        problem = _cut(exc.problem or exc.context or "it is malformed", 80)
        if "nesting" in problem:    # a parser's own depth limit, should a text ever slip past ours
            raise _too_deep(source, what, max_depth) from None
        if isinstance(exc, yaml.constructor.ConstructorError):
            raise BadYAML(f"{source} holds a value YAML cannot build{where} ({problem}); it is not {what}") from None
        raise BadYAML(f"{source} is not valid YAML{where} ({problem}); it is not {what}") from None
    except RecursionError:
        raise BadYAML(f"{source} is nested too deeply to be {what}") from None
    except MemoryError:
        raise BadYAML(f"{source} is too large to read as {what}") from None
    except Exception:   # PyYAML constructors raise KeyError, ValueError... on tags like !!int ''
        raise BadYAML(f"{source} holds a value YAML cannot build (a tag such as !!int or !!timestamp on a "
                      f"value that does not fit it); it is not {what}") from None


def _cut(text: str, limit: int) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def read_yaml(path: Path | str, max_bytes: int = MAX_READ_BYTES, what: str = "a data file",
              max_depth: int = MAX_DEPTH, max_nodes: int = MAX_NODES) -> Any:
    """Read and safely parse a YAML file (:func:`read_text` then :func:`load_yaml_text`)."""
    return load_yaml_text(read_text(path, max_bytes, what), what, _file_label(path), max_depth, max_nodes)


def require_mapping(data: Any, what: str = "a data file", source: str = "The file") -> dict:
    """``data`` if it is a mapping with text keys, else :class:`WrongShape` naming what it is."""
    if not isinstance(data, dict):
        raise WrongShape(f"{source} holds {show_value(data)}, not {what} (a mapping of keys to values)")
    for key in data:
        if not isinstance(key, str):
            raise WrongShape(f"{source} has a key that is {show_value(key)}; {what} has only text keys")
    return data


# --- names ----------------------------------------------------------------------------------

_WINDOWS_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)), *(f"lpt{i}" for i in range(10))}
_FORBIDDEN_CHARS = set('/\\:*?"<>|')


def check_name(name: Any, what: str = "a file name") -> str:
    """Check a name a player or a file gives; return it unchanged, or raise :class:`UnsafeName`.

    The one rule: any letters (non-ASCII too), digits, spaces and punctuation except
    ``/ \\ : * ? " < > |``; no control characters; at most ``MAX_NAME_CHARS`` characters and
    ``MAX_NAME_BYTES`` bytes of UTF-8; not hidden (leading dot), not ending in a dot or a
    space, not a reserved device name (CON, NUL, COM1...), not ending in ``.tmp`` or
    ``.bad`` (the game's own temporary and backup files).
    """
    if not isinstance(name, str) or not name:
        raise UnsafeName(f"The name is empty; {what} needs at least one character")
    shown = name if len(name) <= 40 else name[:37] + "..."
    if len(name) > MAX_NAME_CHARS:
        raise UnsafeName(f"The name {shown!r} is {len(name)} characters long; {what} has at most {MAX_NAME_CHARS}")
    try:
        size = len(name.encode("utf-8"))
    except UnicodeEncodeError:
        raise UnsafeName(f"The name {shown!r} holds characters the file system cannot store") from None
    if size > MAX_NAME_BYTES:
        raise UnsafeName(f"The name {shown!r} is too long for a file name (shorten it to at most "
                         f"{MAX_NAME_BYTES // 4} characters)")
    bad = sorted({ch for ch in name if ch in _FORBIDDEN_CHARS or unicodedata.category(ch).startswith("C")})
    if bad:
        shown_bad = " ".join(ch if ch.isprintable() else f"U+{ord(ch):04X}" for ch in bad)
        raise UnsafeName(f"The name {shown!r} contains {shown_bad}, which {what} may not contain")
    if name in (".", "..") or name.startswith("."):
        raise UnsafeName(f"The name {shown!r} starts with a dot, which would make it a hidden file")
    if name.startswith(" "):
        raise UnsafeName(f"The name {shown!r} starts with a space; {what} may not start with a space")
    if name.endswith((".", " ")):
        raise UnsafeName(f"The name {shown!r} ends with a dot or a space; {what} may not end with a dot or a space")
    if name.split(".")[0].strip().lower() in _WINDOWS_RESERVED:
        raise UnsafeName(f"The name {shown!r} is kept by the system for devices; choose another")
    if name.lower().endswith((".tmp", ".bad")) or re.search(r"\.bad-\d+$", name.lower()):
        raise UnsafeName("Names ending in .tmp or .bad are kept for the game's own files; choose another")
    return name


def usable_name(name: str, fallback: str = "file", suffix: str = "") -> str:
    """A name that passes :func:`check_name`, made from any file name (for imports and copies).

    Characters the rule refuses become ``-``, leading dots and spaces go, the stem is
    shortened to fit (keeping ``suffix``, or the name's own suffix) and a reserved stem
    gets ``-file`` added. Never raises.
    """
    name = "".join("-" if (ch in _FORBIDDEN_CHARS or unicodedata.category(ch).startswith("C")) else ch
                   for ch in str(name))
    name = name.encode("utf-8", "replace").decode("utf-8")
    if not suffix:
        match = re.search(r"(\.[A-Za-z0-9]{1,5})$", name)
        suffix = match.group(1) if match and match.group(1).lower() not in (".tmp", ".bad") else ""
    stem = name[: len(name) - len(suffix)] if suffix and name.endswith(suffix) else name
    stem = re.sub(r"\.(tmp|bad)$", "", stem.strip(" .").rstrip(" ."), flags=re.IGNORECASE).strip(" .")
    stem = stem or fallback
    if stem.split(".")[0].strip().lower() in _WINDOWS_RESERVED:
        stem += "-file"
    room_chars = MAX_NAME_CHARS - len(suffix)
    while len(stem) > room_chars or len((stem + suffix).encode("utf-8")) > MAX_NAME_BYTES:
        stem = stem[:-1]
    stem = stem.rstrip(" .") or fallback
    candidate = stem + suffix
    for choice in (candidate, fallback + suffix, fallback):
        try:
            return check_name(choice)
        except UnsafeName:
            continue
    return "file"


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
            raise UnsafeName(f"The name {_cut(name, 40)!r} is a link to somewhere outside the game's folder")
    return path
