"""The stoneset editor's document: 36 stones, 6 masks, 8 colours and names, with undo and redo.

Pure (no pyxel, no clock). Every change is a command method that records the state
before it on the document's own history (:mod:`.history`), so Undo and Redo go back and
forth over many steps; a pencil stroke (``begin_stroke`` .. ``end_stroke``) is one step.
The commands are built from the drawing primitives (:mod:`.drawing`), the column masks
(:mod:`.masks`) and the Edit menu's selection and paste rules (:mod:`.clipboard`); the
warnings come from :mod:`.problems`. Their names are re-exported here.

Coordinates follow the stoneset file: ``col`` is the symbol column 0..5, ``row`` the
colour row 0..5, and a stone's pixels are 400 palette indices, row-major 20 x 20, with
0 transparent (the editor's T). ``masks[col]`` holds 400 values 0/1: the outline shape of
the column. Pixels outside the mask are transparent in play, so the document keeps them
transparent: after every command, paint that falls outside a column's mask is cleared
(a mask template is how a column's shape changes).

Colours: the palette is the file's, transparent (0) and 15 colours, every one paintable and
changeable, as in the manual's editor. The play screen shows 8 opaque colours of a set at
once (``SCREEN_COLOURS``: the other 8 of its 16 belong to the board, so every set fits every
board), so the stones use at most 8 of the 15 at a time (``EDIT_COLOURS``): a command that
would bring a 9th into the stones is refused (:class:`TooManyColours`) and changes nothing.
A file whose stones use more than 8 is reduced to the 8 the game shows when it is opened.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable

from ishido_retro.stonesets.clipboard import KINDS, Clip, ClipboardCommands, Kind, PasteRefused, Selection
from ishido_retro.stonesets.drawing import (
    fill_region,
    flipped,
    line_points,
    mirrored,
    painted,
    rect_points,
    turned,
)
from ishido_retro.stonesets.history import History, Snapshot
from ishido_retro.stonesets.masks import clip_to_mask, fit_to_mask, full_mask
from ishido_retro.stonesets.problems import Warnings, find_problems
from ishido_retro.stonesets.stoneset import (
    CELL,
    COLOURS,
    MAX_FILE_COLOURS,
    SCREEN_COLOURS,
    SYMBOLS,
    TRANSPARENT,
    Stoneset,
    StonesetError,
)

PIXELS = CELL * CELL
PALETTE_COLOURS = MAX_FILE_COLOURS - 1     # colours 1..15 (and 0, transparent) are what the editor paints with
EDIT_COLOURS = SCREEN_COLOURS              # ... at most 8 of them in the stones at once, as the game shows them


class TooManyColours(ValueError):
    """A command that would put more colours into the stones than a set shows in play; it changed nothing."""
TOOLS = ("pencil", "fill", "line", "rect", "filled_rect", "picker")


def digest(pixels: bytes) -> str:
    """A short digest of a stone's or a mask's pixels (the runner's dump shows it)."""
    return hashlib.sha1(pixels).hexdigest()[:8]


class StonesetDoc(ClipboardCommands):
    """One stoneset being edited, with its undo/redo history and clipboard (the Edit menu's commands on a
    selection are :class:`~.clipboard.ClipboardCommands`')."""

    def __init__(self, stones: Iterable[bytes], masks: Iterable[bytes], palette: Iterable[int],
                 name: str = "Untitled", author: str = "unknown", theme: str = "",
                 colour_names: list[str] | None = None, symbol_names: list[str] | None = None) -> None:
        self.stones = [bytearray(s) for s in stones]
        self.masks = [bytearray(1 if v else 0 for v in m) for m in masks]
        self.palette = list(palette)[:MAX_FILE_COLOURS]
        self.palette += [0] * (MAX_FILE_COLOURS - len(self.palette))
        if len(self.stones) != COLOURS * SYMBOLS or any(len(s) != PIXELS for s in self.stones):
            raise ValueError("a stoneset document needs 36 stones of 400 pixels")
        if len(self.masks) != SYMBOLS or any(len(m) != PIXELS for m in self.masks):
            raise ValueError("a stoneset document needs 6 masks of 400 pixels")
        if any(v > PALETTE_COLOURS for s in self.stones for v in s):
            raise ValueError(f"stone pixels are colours 0..{PALETTE_COLOURS} (0 is transparent)")
        self._settle()
        if len(self.colours_in_use()) > EDIT_COLOURS:
            raise ValueError(f"the stones of a stoneset document use at most {EDIT_COLOURS} colours")
        self.name, self.author, self.theme = name, author, theme
        self.colour_names = list(colour_names or [f"Colour {i + 1}" for i in range(COLOURS)])
        self.symbol_names = list(symbol_names or [f"Symbol {i + 1}" for i in range(SYMBOLS)])
        self.history = History()
        self.clipboard: Clip | None = None
        self.opened_note = ""          # what opening a file changed in its colours (from_stoneset)

    # --- making one ------------------------------------------------------------

    @classmethod
    def from_stoneset(cls, stoneset: Stoneset) -> StonesetDoc:
        """The set as a document. A set whose stones use at most 8 colours is kept exactly, its whole
        palette with it; one using more is reduced to the 8 the game shows in play (then the document
        is unsaved work, and ``opened_note`` says so)."""
        used = stoneset.used_indices()
        if len(used) <= EDIT_COLOURS:
            stones, palette, note = list(stoneset.stones), list(stoneset.palette), ""
        else:
            screen = stoneset.screen_palette()
            stones = [stoneset.screen_pixels(r, c) for r in range(COLOURS) for c in range(SYMBOLS)]
            palette = [stoneset.palette[TRANSPARENT], *screen]
            palette += [0] * (MAX_FILE_COLOURS - len(palette))
            note = (f"This set's {len(used)} colours are reduced to the {EDIT_COLOURS} shown in play; save to keep "
                    "them.")
        doc = cls(stones, stoneset.masks, palette, stoneset.name, stoneset.author,
                  stoneset.theme, list(stoneset.colour_names), list(stoneset.symbol_names))
        doc.opened_note = note
        if len(used) > EDIT_COLOURS:
            doc.saved_revision = -1         # the reduced set is not what the file holds
        return doc

    @classmethod
    def blank(cls, palette: Iterable[int]) -> StonesetDoc:
        """36 transparent stones with square masks."""
        return cls([bytes(PIXELS)] * 36, [full_mask()] * SYMBOLS, palette)

    def to_stoneset(self) -> Stoneset:
        """The stoneset as saved and played: pixels outside each column's mask become transparent."""
        stones = [self.stone_in_play(c, r) for r in range(COLOURS) for c in range(SYMBOLS)]
        return Stoneset(name=self.name.strip()[:40] or "Untitled", palette=list(self.palette), stones=stones,
                        masks=[bytes(m) for m in self.masks], author=self.author.strip() or "unknown",
                        theme=self.theme.strip(), colour_names=list(self.colour_names),
                        symbol_names=list(self.symbol_names))

    # --- reading ----------------------------------------------------------------

    def stone(self, col: int, row: int) -> bytes:
        return bytes(self.stones[row * SYMBOLS + col])

    def stone_in_play(self, col: int, row: int) -> bytes:
        """The stone as the game shows it: transparent outside its column's mask."""
        mask = self.masks[col]
        return bytes(v if mask[i] else TRANSPARENT for i, v in enumerate(self.stones[row * SYMBOLS + col]))

    def pixel(self, col: int, row: int, x: int, y: int) -> int:
        return self.stones[row * SYMBOLS + col][y * CELL + x]

    def colours_in_use(self) -> list[int]:
        """The opaque colours the stones use (at most ``EDIT_COLOURS``), in palette order."""
        pixels = b"".join(self.stones)
        return [v for v in range(1, PALETTE_COLOURS + 1) if v in pixels]

    def warnings(self) -> Warnings:
        """Identical stones, holes in a mask and empty stones, as the original editor warned."""
        return find_problems(self.stone_in_play, self.masks, self.palette)

    # --- history (the commands' undo steps: see history.Undoable) --------------------

    def _snapshot(self) -> Snapshot:
        return Snapshot(tuple(bytes(s) for s in self.stones), tuple(bytes(m) for m in self.masks),
                        tuple(self.palette), (self.name, self.author, self.theme, *self.colour_names,
                                              *self.symbol_names), self.history.revision)

    def _restore(self, snap: Snapshot) -> None:
        self.stones = [bytearray(s) for s in snap.stones]
        self.masks = [bytearray(m) for m in snap.masks]
        self.palette = list(snap.palette)
        self.name, self.author, self.theme = snap.names[:3]
        self.colour_names = list(snap.names[3:3 + COLOURS])
        self.symbol_names = list(snap.names[3 + COLOURS:])

    def _settle(self) -> None:
        """After every command: clear every pixel outside its column's mask."""
        for col in range(SYMBOLS):
            clip_to_mask((self.stones[row * SYMBOLS + col] for row in range(COLOURS)), self.masks[col])

    def _refusal(self, before: Snapshot) -> Exception | None:
        """A command may not bring a 9th colour into the stones (the play screen shows 8 of a set)."""
        used = self.colours_in_use()
        if len(used) <= EDIT_COLOURS:
            return None
        earlier = b"".join(before.stones)
        new = [v for v in used if v not in earlier]
        if len(new) == 1:
            return TooManyColours(f"Colour {new[0]} would be a {len(used)}th colour in the stones, and a set shows "
                                  f"{EDIT_COLOURS} in play.")
        named = ", ".join(str(v) for v in new[:-1]) + f" and {new[-1]}" if new else "Others"
        return TooManyColours(f"Colours {named} would make {len(used)} colours in the stones, and a set shows "
                              f"{EDIT_COLOURS} in play.")

    # --- painting one stone ------------------------------------------------------------

    def paint(self, col: int, row: int, points: Iterable[tuple[int, int]], colour: int,
              h_mirror: bool = False, v_mirror: bool = False, label: str = "pencil") -> None:
        """Paint pixels (a pencil dot, a line, a rectangle...) of one stone with ``colour``."""
        _check_colour(colour)
        pts = mirrored(points, h_mirror, v_mirror)
        self._command(label, lambda: painted(self.stones[row * SYMBOLS + col], pts, colour))

    def pencil(self, col: int, row: int, x: int, y: int, colour: int, h_mirror: bool = False,
               v_mirror: bool = False) -> None:
        self.paint(col, row, [(x, y)], colour, h_mirror, v_mirror)

    def line(self, col: int, row: int, start: tuple[int, int], end: tuple[int, int], colour: int,
             h_mirror: bool = False, v_mirror: bool = False) -> None:
        self.paint(col, row, line_points(start, end), colour, h_mirror, v_mirror, "line")

    def rectangle(self, col: int, row: int, start: tuple[int, int], end: tuple[int, int], colour: int,
                  filled: bool = False, h_mirror: bool = False, v_mirror: bool = False) -> None:
        self.paint(col, row, rect_points(start, end, filled), colour, h_mirror, v_mirror,
                   "filled rectangle" if filled else "rectangle")

    def flood_fill(self, col: int, row: int, x: int, y: int, colour: int, h_mirror: bool = False,
                   v_mirror: bool = False) -> None:
        """Fill the 4-connected area of the colour at (x, y) with ``colour`` (and its mirror images)."""
        stone = self.stone(col, row)
        seeds = mirrored([(x, y)], h_mirror, v_mirror)
        self.paint(col, row, [p for sx, sy in seeds for p in fill_region(stone, sx, sy)], colour, label="fill")

    def flip(self, col: int, row: int, horizontal: bool = True) -> None:
        """Mirror the stone left-right (``horizontal``) or top-bottom."""
        self._transform("flip", col, row, lambda pixels: flipped(pixels, horizontal))

    def rotate(self, col: int, row: int) -> None:
        """Turn the stone a quarter turn clockwise."""
        self._transform("rotate", col, row, turned)

    def _transform(self, label: str, col: int, row: int, how: Callable[[bytes], bytes]) -> None:
        self.rewrite([((col, row), how(self.stone(col, row)))], label)

    def rewrite(self, stones: Iterable[tuple[tuple[int, int], bytes]], label: str) -> None:
        """Give each stone ``(col, row)`` its new pixels, all as one command (a scoped stroke, a marquee's move)."""
        new = {r * SYMBOLS + c: bytearray(pixels) for (c, r), pixels in stones}
        self._command(label, lambda: setattr(self, "stones", [new.get(i, s) for i, s in enumerate(self.stones)]))

    def xcolor(self, selection: Selection, old: int, new: int) -> None:
        """Replace every pixel of colour ``old`` with ``new`` in the stone, column or row selected."""
        _check_colour(old)
        _check_colour(new)

        def change() -> None:
            for c, r in selection.cells():
                stone = self.stones[r * SYMBOLS + c]
                self.stones[r * SYMBOLS + c] = bytearray(new if v == old else v for v in stone)
        self._command("XColor replacement", change)

    # --- colours, masks and names ---------------------------------------------------------

    def set_colour(self, index: int, rgb: int) -> None:
        """Change palette colour ``index`` (1..15) to 0xRRGGBB; every stone using it changes at once."""
        if not 1 <= index <= PALETTE_COLOURS:
            raise ValueError(f"colour {index} cannot be changed: colours are 1..{PALETTE_COLOURS} (0 is transparent)")
        if not 0 <= rgb <= 0xFFFFFF:
            raise ValueError(f"{rgb:#x} is not a colour 0xRRGGBB")
        self._command("colour change", lambda: self.palette.__setitem__(index, rgb))

    def set_transparent_rgb(self, rgb: int) -> None:
        """The colour the file writes for transparent (0): shown by programs that ignore its transparency, never
        in play; one command as a colour change is."""
        if not 0 <= rgb <= 0xFFFFFF:
            raise ValueError(f"{rgb:#x} is not a colour 0xRRGGBB")
        self._command("transparent's colour", lambda: self.palette.__setitem__(TRANSPARENT, rgb))

    def set_names(self, name: str, author: str, theme: str, colour_names: list[str] | None = None,
                  symbol_names: list[str] | None = None) -> None:
        """The set's name, author and theme, and (if given) its six colour and six symbol names; an empty
        colour or symbol name becomes the neutral one (``Colour 3``)."""
        colours = _names(colour_names or self.colour_names, "Colour")
        symbols = _names(symbol_names or self.symbol_names, "Symbol")

        def change() -> None:
            self.name, self.author, self.theme = name.strip()[:40], author.strip()[:80], theme.strip()[:80]
            self.colour_names, self.symbol_names = colours, symbols
        self._command("change of names", change)

    def apply_template(self, col: int, template: bytes, fill: int) -> None:
        """Give column ``col`` the mask ``template``; its stones' empty pixels inside it take ``fill``.

        This is the manual's quick start: after New Stoneset, a template per column gives six shapes
        in one colour, and XColor then gives each row its colour.
        """
        if len(template) != PIXELS:
            raise ValueError("a mask template is 20 x 20")
        _check_colour(fill)
        mask = bytearray(1 if v else 0 for v in template)

        def change() -> None:
            self.masks[col] = mask
            for r in range(COLOURS):
                fit_to_mask(self.stones[r * SYMBOLS + col], mask, fill)
        self._command("mask template", change)

    def replace_all(self, other: StonesetDoc, label: str = "new") -> None:
        """Take every stone, mask, colour and name of ``other`` (New, Import) as one undoable step."""
        def change() -> None:
            self.stones = [bytearray(s) for s in other.stones]
            self.masks = [bytearray(m) for m in other.masks]
            self.palette = list(other.palette)
            self.name, self.author, self.theme = other.name, other.author, other.theme
            self.colour_names, self.symbol_names = list(other.colour_names), list(other.symbol_names)
        self._command(label, change)

    def clear(self) -> None:
        """New Stoneset: every stone transparent, every mask a full square, neutral names (``Untitled``,
        ``Colour 1``..``6``, ``Symbol 1``..``6``); the colours stay."""
        self.replace_all(StonesetDoc.blank(self.palette), "new stoneset")


def _names(names: list[str], neutral: str) -> list[str]:
    """Six names, each at most 24 characters; an empty one is the neutral ``{neutral} N``."""
    given = [str(n).strip()[:24] for n in list(names)[:6]]
    given += [""] * (6 - len(given))
    return [n or f"{neutral} {k + 1}" for k, n in enumerate(given)]


def _check_colour(colour: int) -> None:
    if not 0 <= colour <= PALETTE_COLOURS:
        raise ValueError(f"colour {colour} is not one of the editor's colours 0..{PALETTE_COLOURS} (0 is transparent)")


def pick(doc: StonesetDoc, col: int, row: int, x: int, y: int) -> int:
    """The colour picker: the palette index under (x, y) of the stone."""
    return doc.pixel(col, row, x, y)


__all__ = ["Clip", "KINDS", "Kind", "PasteRefused", "Selection", "Snapshot", "StonesetDoc", "StonesetError", "TOOLS",
           "TooManyColours", "Warnings", "digest", "fill_region", "full_mask", "line_points", "pick", "rect_points"]
