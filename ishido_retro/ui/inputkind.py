"""Which input the player uses now: a mouse (and keys) at a desk, or touch on a phone or tablet.

One value for the whole window, read where behaviour or words differ (:mod:`.gestures` for the words,
:mod:`.touchtaps` for how a touch becomes a tap or a long press, the board for a tap on the stone just
placed). A desktop window is always ``mouse``; a browser page says which (:mod:`.webtouch`: touch when the
screen's main pointer is coarse, then whichever the player last used); the scripted runner's ``input:``
step sets it. The App sets it again when it starts, so one run never leaks into the next.
"""

from __future__ import annotations

MOUSE = "mouse"
TOUCH = "touch"
KINDS = (MOUSE, TOUCH)

_kind = [MOUSE]


def current() -> str:
    """``mouse`` or ``touch``."""
    return _kind[0]


def touching() -> bool:
    """Whether touch is the input in use."""
    return _kind[0] == TOUCH


def use(kind: str) -> None:
    """Make ``kind`` (one of :data:`KINDS`) the input in use."""
    if kind not in KINDS:
        raise ValueError(f"input needs one of {', '.join(KINDS)}, not {kind!r}")
    _kind[0] = kind


def from_page() -> None:
    """In a browser page, take the kind the page saw last (no change on the desktop or in a script)."""
    from ishido_retro.ui import webtouch
    seen = webtouch.kind()
    if seen in KINDS:
        _kind[0] = seen
