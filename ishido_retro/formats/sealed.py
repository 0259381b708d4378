"""A text file that says it is whole: a closing line holding the SHA-256 digest of everything above it.

The game in progress is written after every move (:mod:`ishido_retro.storage.keptgame`); a process
killed in the middle of that write leaves a temporary file that may be whole or cut short. Each such
file ends with a closing line::

    # ishido-retro: whole, sha256 5f2c...e1 (64 hex digits)

A YAML reader takes the line for a comment, so a sealed saved game is still a saved game. Only a
file whose last line is the closing line, and whose digest matches every byte before it, is whole.
Nothing here touches the file system.
"""

from __future__ import annotations

import hashlib
import re

CLOSING = b"# ishido-retro: whole, sha256 "
_LAST_LINE = re.compile(rb"# ishido-retro: whole, sha256 ([0-9a-f]{64})\n\Z")


def sealed(text: str) -> bytes:
    """``text`` as UTF-8 with its closing line (a newline is added before it if ``text`` lacks one)."""
    body = text.encode("utf-8")
    if body and not body.endswith(b"\n"):
        body += b"\n"
    return body + CLOSING + hashlib.sha256(body).hexdigest().encode("ascii") + b"\n"


def whole(data: bytes) -> bytes | None:
    """What was sealed in ``data`` (without the closing line), or None when ``data`` is not whole: no closing
    line at its very end, or a digest that does not match what comes before it."""
    start = data.rfind(CLOSING)
    if start < 0 or (start and data[start - 1:start] != b"\n"):
        return None
    found = _LAST_LINE.match(data, start)
    if found is None:
        return None
    body = data[:start]
    return body if hashlib.sha256(body).hexdigest().encode("ascii") == found.group(1) else None
