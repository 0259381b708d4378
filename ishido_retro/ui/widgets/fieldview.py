"""Which part of a text field's line is on show when the text is longer than the field (it scrolls sideways)."""

from __future__ import annotations

CUT = "…"       # stands first in a resting field whose text goes on to its left


def view_following(cursor: int, view: int, length: int, visible: int) -> int:
    """The first character shown in a field with the keys, so that the cursor stays in sight (after the last
    character it takes a cell of its own)."""
    if cursor < view:
        view = cursor
    elif cursor > view + visible - 1:
        view = cursor - visible + 1
    return max(0, min(view, max(0, length - visible + 1)))


def resting_view(text: str, visible: int) -> tuple[int, str]:
    """A field without the keys (no cursor to keep in sight): its whole text when it fits in ``visible``
    characters, else its end, with :data:`CUT` where the start is cut. Returns the first character's index
    and the characters drawn."""
    if len(text) <= visible:
        return 0, text
    start = len(text) - visible
    return start, CUT + text[start + 1:]
