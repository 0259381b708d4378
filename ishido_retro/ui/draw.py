"""Drawing helpers in the Amiga requester style, using only the board's palette roles."""

from __future__ import annotations

import pyxel

from ishido_retro.layout import ROLE_ACCENT, ROLE_BLACK, ROLE_FRAME_DARK, ROLE_FRAME_LIGHT, ROLE_FRAME_MID, ROLE_WHITE
from ishido_retro.storage.resources import font_path
from ishido_retro.texts import wrap_words

CHAR_W = 6        # the game's own font (tools/make_font.py): fixed width, like the Amiga's Topaz
CHAR_H = 8        # capitals 7 rows, one row of descender
BOLD_W = 7        # the bold face is one pixel wider a character
LINE_H = 9        # line pitch of running text
SMALL_W = 4       # pyxel's built-in 4 x 6 font, kept for the few places too tight for the 8-pixel one
SMALL_H = 6

# Named colours for UI code: always palette roles, so every board recolours the UI.
BG = ROLE_WHITE
FG = ROLE_BLACK
HILITE = ROLE_ACCENT
SHADOW = ROLE_FRAME_DARK
SHINE = ROLE_FRAME_LIGHT
MID = ROLE_FRAME_MID
GHOST = ROLE_FRAME_MID   # unavailable items: the same letters in a dim colour

_fonts: dict[bool, pyxel.Font] = {}
_FONT_CHARS = frozenset(chr(c) for c in range(32, 127)) | frozenset("…×–—▸·")


def font(bold: bool = False) -> pyxel.Font:
    """The game's font (regular or bold), loaded once from ``resources/fonts``."""
    if bold not in _fonts:
        _fonts[bold] = pyxel.Font(str(font_path(bold)))     # pyxel reads the file: storage finds it
    return _fonts[bold]


def printable(s: str, small: bool = False) -> str:
    """What the font can draw: characters it lacks become '?'; the small font gets ASCII spellings."""
    if small:
        s = s.replace("…", "...").replace("×", "x").replace("–", "-").replace("—", "-").replace("▸", ">")
        return "".join(c if " " <= c <= "~" else "?" for c in s)
    return "".join(c if c in _FONT_CHARS else "?" for c in s)


def text_width(s: str, bold: bool = False, small: bool = False) -> int:
    """Width in pixels of ``s`` in the chosen face."""
    return len(printable(s, small)) * (SMALL_W if small else BOLD_W if bold else CHAR_W)


def text(x: int, y: int, s: str, col: int = FG, bold: bool = False, small: bool = False) -> None:
    """Draw ``s`` with its top-left corner at (x, y): the game's font, its bold, or the small 4 x 6 one."""
    if small:
        pyxel.text(x, y, printable(s, True), col)
    else:
        pyxel.text(x, y, printable(s), col, font(bold))


def text_centred(cx: int, y: int, s: str, col: int = FG, bold: bool = False, small: bool = False) -> None:
    text(cx - text_width(s, bold, small) // 2, y, s, col, bold, small)


def text_outlined(x: int, y: int, s: str, col: int, outline: int = ROLE_BLACK, bold: bool = True) -> None:
    """Title style: the letters ringed by a one-pixel outline, readable on any picture."""
    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, -1), (-1, 1), (1, 1)):
        text(x + dx, y + dy, s, outline, bold)
    text(x, y, s, col, bold)


def fitted(s: str, width: int) -> tuple[str, bool]:
    """``s`` made to fit ``width`` pixels: the 8-pixel font if it fits, else the small one, else cut with '…'.

    Returns the text and whether it is for the small font.
    """
    if text_width(s) <= width:
        return s, False
    if text_width(s, small=True) <= width:
        return s, True
    keep = max(0, width // SMALL_W - 3)
    return s[:keep].rstrip() + "...", True


def fitted_lines(s: str, width: int, small: bool = False) -> tuple[list[str], bool]:
    """``s`` made to fit ``width`` pixels in one line of the 8-pixel font, else (or with ``small``, always) in one
    or two lines of the small font (wrapped between words where they allow), else cut with '...' at the end of the
    second.

    Returns the lines and whether they are for the small font.
    """
    if not small and text_width(s) <= width:
        return [s], False
    per_line = max(1, width // SMALL_W)
    lines = wrap_words(s.split(), per_line)
    if len(lines) > 2:                               # the words do not go into two lines: the letters do
        lines = [s[:per_line], s[per_line:].strip()]
    if len(lines[-1]) > per_line:
        lines[-1] = lines[-1][:per_line - 3].rstrip() + "..."
    return lines, True


def text_fitted(x: int, y: int, s: str, width: int, col: int = FG) -> None:
    """Draw ``s`` in at most ``width`` pixels (see :func:`fitted`); the small font sits one row lower."""
    shown, small = fitted(s, width)
    text(x, y + (1 if small else 0), shown, col, small=small)


def shortened(s: str, width: int) -> str:
    """``s`` in the 8-pixel font within ``width`` pixels: whole if it fits, else cut after its last word that
    fits, ending in '…'. A line of its kind (a status line) keeps one size of letters, never the small font."""
    if text_width(s) <= width:
        return s
    room = width // CHAR_W - 1                       # the characters before the '…'
    cut = s[:room + 1]
    space = cut.rfind(" ")
    words = cut[:space] if space >= room * 2 // 3 else cut[:room]      # after a word, unless that loses much
    return words.rstrip(" ,;:.-") + "…"


def text_shortened(x: int, y: int, s: str, width: int, col: int = FG) -> None:
    """Draw ``s`` in the 8-pixel font in at most ``width`` pixels (see :func:`shortened`)."""
    text(x, y, shortened(s, width), col)


def bevel(x: int, y: int, w: int, h: int, raised: bool = True, fill: int | None = BG) -> None:
    """A box with a light and a dark edge, raised (button) or sunken (field)."""
    if fill is not None:
        pyxel.rect(x, y, w, h, fill)
    light, dark = (ROLE_WHITE, ROLE_BLACK) if raised else (ROLE_BLACK, ROLE_WHITE)
    # On the usual light fill a white edge would not show: the shine colour stands in for it.
    if light == fill:
        light = SHINE
    if dark == fill:
        dark = SHINE
    pyxel.line(x, y, x + w - 1, y, light)
    pyxel.line(x, y, x, y + h - 1, light)
    pyxel.line(x, y + h - 1, x + w - 1, y + h - 1, dark)
    pyxel.line(x + w - 1, y, x + w - 1, y + h - 1, dark)


def frame(x: int, y: int, w: int, h: int, col: int = FG) -> None:
    pyxel.rectb(x, y, w, h, col)


def window(x: int, y: int, w: int, h: int, title: str | None = None, shadow: bool = True) -> int:
    """An Amiga-style window: border, title bar with the title; returns the y where the content starts.
    ``shadow``: its drop shadow (none for a band that must not darken what lies beside it)."""
    if shadow:
        pyxel.rect(x + 2, y + 2, w, h, ROLE_BLACK)
    pyxel.rect(x, y, w, h, BG)
    pyxel.rectb(x, y, w, h, FG)
    if not title:
        return y + 4
    pyxel.rect(x + 1, y + 1, w - 2, TITLE_BAR_H - 1, HILITE)
    for yy in range(y + 3, y + TITLE_BAR_H - 1, 2):      # the striped drag bar of a Workbench title
        pyxel.line(x + 3, yy, x + w - 4, yy, MID)
    tw = text_width(title) + 6
    tx = x + (w - tw) // 2
    pyxel.rect(tx, y + 1, tw, TITLE_BAR_H - 1, HILITE)
    text(tx + 3, y + 2, title, FG)
    pyxel.line(x, y + TITLE_BAR_H, x + w - 1, y + TITLE_BAR_H, FG)
    return y + TITLE_BAR_H + 4


TITLE_BAR_H = 11   # a window's title bar, its bottom line included


def wrap(s: str, width_chars: int) -> list[str]:
    """Word-wrap plain text to ``width_chars`` characters a line, keeping explicit newlines."""
    return [line for para in s.split("\n") for line in (wrap_words(para.split(), width_chars) or [""])]


def ring(x: int, y: int, size: int) -> None:
    """A double frame around a square (Master's choice), outlined in black so it reads on any square."""
    pyxel.rectb(x, y, size, size, FG)
    pyxel.rectb(x + 1, y + 1, size - 2, size - 2, HILITE)
    pyxel.rectb(x + 2, y + 2, size - 4, size - 4, HILITE)
    pyxel.rectb(x + 3, y + 3, size - 6, size - 6, FG)
