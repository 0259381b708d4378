"""The one rule for names a player or a file gives, and turning any file name into one that passes it.

Pure: names are checked as text; nothing is looked up on disk.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from ishido_retro.formats.errors import UnsafeName

MAX_NAME_CHARS = 80                # characters in a file name a player or a file gives
MAX_NAME_BYTES = 180               # ... and bytes of UTF-8 (room for ".tmp" and ".bad" names under 255)

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
    if name.lower().endswith((".tmp", ".bad")) or re.search(r"\.bad-[0-9]+$", name.lower()):
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
