"""The stoneset editor's document: 36 stones, 6 masks, 8 colours and names, with undo and redo.

Pure (no pyxel, no clock). Every change is a command method that records the state
before it on the document's own history, so Undo and Redo go back and forth over many
steps; a pencil stroke (``begin_stroke`` .. ``end_stroke``) is one step.

Coordinates follow the stoneset file: ``col`` is the symbol column 0..5, ``row`` the
colour row 0..5, and a stone's pixels are 400 palette indices, row-major 20 x 20, with
0 transparent (the editor's T). ``masks[col]`` holds 400 values 0/1: the outline shape of
the column. Pixels outside the mask are transparent in play, so the document keeps them
transparent: after every command, paint that falls outside a column's mask is cleared
(a mask template is how a column's shape changes).

Colours: the file has room for 15, but the game shows 8 opaque colours of a set at once
(``SCREEN_COLOURS``) and the editor's screen, like the Amiga's, has 16 colours: 8 for the
screen itself and 8 for the set. So the document edits transparent (0) and colours 1..8;
a file whose stones use other indices is renumbered (and, over 8 colours, reduced the way
the game reduces it) when it is opened.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Literal

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

Kind = Literal["stone", "column", "row"]
KINDS: tuple[Kind, ...] = ("stone", "column", "row")
PIXELS = CELL * CELL
MAX_HISTORY = 200
EDIT_COLOURS = SCREEN_COLOURS     # colours 1..8 (and 0, transparent) are what the editor paints with
TOOLS = ("pencil", "fill", "line", "rect", "filled_rect", "picker")


class PasteRefused(ValueError):
    """A paste the manual's rules do not allow; the message says why."""


@dataclass(frozen=True)
class Selection:
    """What the Edit menu acts on: one stone, a whole column (symbol) or a whole row (colour)."""

    kind: Kind
    col: int = 0
    row: int = 0

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"a selection is a stone, a column or a row, not {self.kind!r}")
        if not (0 <= self.col < SYMBOLS and 0 <= self.row < COLOURS):
            raise ValueError(f"column {self.col} and row {self.row} must both be 0..5")

    def cells(self) -> list[tuple[int, int]]:
        """The (col, row) of every stone the selection covers, in reading order."""
        if self.kind == "stone":
            return [(self.col, self.row)]
        if self.kind == "column":
            return [(self.col, r) for r in range(COLOURS)]
        return [(c, self.row) for c in range(SYMBOLS)]

    def as_dict(self) -> dict[str, object]:
        return {"kind": self.kind, "col": self.col, "row": self.row}


@dataclass(frozen=True)
class Clip:
    """The clipboard: the stones of a stone, column or row (and a column's mask)."""

    kind: Kind
    stones: tuple[bytes, ...]
    mask: bytes | None = None


@dataclass(frozen=True)
class Snapshot:
    """Everything undo restores."""

    stones: tuple[bytes, ...]
    masks: tuple[bytes, ...]
    palette: tuple[int, ...]
    names: tuple[str, str, str]
    revision: int


@dataclass
class Warnings:
    """The problems the original editor warned about."""

    identical: list[tuple[tuple[int, int], tuple[int, int]]] = field(default_factory=list)
    holes: list[tuple[int, int]] = field(default_factory=list)      # transparent pixels inside the mask
    empty: list[tuple[int, int]] = field(default_factory=list)      # nothing drawn inside the mask

    def messages(self) -> list[str]:
        out = []
        if self.identical:
            (c1, r1), (c2, r2) = self.identical[0]
            out.append(f"Stones {c1 + 1},{r1 + 1} and {c2 + 1},{r2 + 1} are identical: the set cannot be played "
                       "fairly.")
        if self.empty:
            out.append(f"{len(self.empty)} stone{'s are' if len(self.empty) != 1 else ' is'} still empty.")
        if self.holes:
            c, r = self.holes[0]
            out.append(f"Stone {c + 1},{r + 1} has transparent pixels inside its mask: they distort its shape.")
        return out


def digest(pixels: bytes) -> str:
    """A short digest of a stone's or a mask's pixels (the runner's dump shows it)."""
    return hashlib.sha1(pixels).hexdigest()[:8]


def full_mask() -> bytes:
    return bytes([1]) * PIXELS


class StonesetDoc:
    """One stoneset being edited, with its undo/redo history and clipboard."""

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
        if any(v > EDIT_COLOURS for s in self.stones for v in s):
            raise ValueError(f"stone pixels are colours 0..{EDIT_COLOURS} (0 is transparent)")
        self._clip_to_masks()
        self.name, self.author, self.theme = name, author, theme
        self.colour_names = list(colour_names or [f"Colour {i + 1}" for i in range(COLOURS)])
        self.symbol_names = list(symbol_names or [f"Symbol {i + 1}" for i in range(SYMBOLS)])
        self.undo_stack: list[tuple[str, Snapshot]] = []
        self.redo_stack: list[tuple[str, Snapshot]] = []
        self.clipboard: Clip | None = None
        self.revision = 0              # which state the document is in (undo brings an old one back)
        self.saved_revision = 0
        self.changes = 0               # every command, undo or redo counts one (autosave uses it)
        self._next_revision = 1
        self._stroke: Snapshot | None = None
        self.opened_note = ""          # what opening a file changed in its colours (from_stoneset)

    # --- making one ------------------------------------------------------------

    @classmethod
    def from_stoneset(cls, stoneset: Stoneset) -> StonesetDoc:
        """The set as a document. Stones drawn in colours 1..8 are kept exactly; a set using other
        palette indices gets its colours renumbered 1..8 (it looks the same), and one using more than
        8 is reduced to the 8 the game shows in play (then the document is unsaved work, and
        ``opened_note`` says so)."""
        used = stoneset.used_indices()
        if not used or used[-1] <= EDIT_COLOURS:
            stones, palette, note = list(stoneset.stones), list(stoneset.palette), ""
        else:
            screen = stoneset.screen_palette()
            stones = [stoneset.screen_pixels(r, c) for r in range(COLOURS) for c in range(SYMBOLS)]
            palette = [stoneset.palette[TRANSPARENT], *screen]
            palette += [0] * (MAX_FILE_COLOURS - len(palette))
            note = (f"This set's colours are numbered 1..{len(used)} here (they look the same)."
                    if len(used) <= EDIT_COLOURS else
                    f"This set's {len(used)} colours are reduced to the {EDIT_COLOURS} shown in play; save to keep "
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

    @property
    def dirty(self) -> bool:
        return self.revision != self.saved_revision

    def mark_saved(self) -> None:
        self.saved_revision = self.revision

    @property
    def can_undo(self) -> bool:
        return bool(self.undo_stack)

    @property
    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    def warnings(self) -> Warnings:
        found = Warnings()
        seen: dict[tuple[int, ...], tuple[int, int]] = {}
        for r in range(COLOURS):
            for c in range(SYMBOLS):
                played = self.stone_in_play(c, r)
                mask = self.masks[c]
                if not any(played):
                    found.empty.append((c, r))
                    continue
                if any(v == TRANSPARENT and mask[i] for i, v in enumerate(played)):
                    found.holes.append((c, r))
                key = tuple(self.palette[v] if v else -1 for v in played)
                if key in seen:
                    found.identical.append((seen[key], (c, r)))
                else:
                    seen[key] = (c, r)
        return found

    # --- history ------------------------------------------------------------------

    def _snapshot(self) -> Snapshot:
        return Snapshot(tuple(bytes(s) for s in self.stones), tuple(bytes(m) for m in self.masks),
                        tuple(self.palette), (self.name, self.author, self.theme), self.revision)

    def _restore(self, snap: Snapshot) -> None:
        self.stones = [bytearray(s) for s in snap.stones]
        self.masks = [bytearray(m) for m in snap.masks]
        self.palette = list(snap.palette)
        self.name, self.author, self.theme = snap.names
        self.revision = snap.revision

    def _command(self, label: str, change: Callable[[], None]) -> None:
        """Run ``change`` as one undoable step (nothing is recorded if it changed nothing)."""
        before = self._stroke or self._snapshot()
        change()
        self._clip_to_masks()
        if self._stroke is not None:
            return
        self._record(label, before)

    def _clip_to_masks(self) -> None:
        """Clear every pixel outside its column's mask (a bitwise AND of the stone with the mask)."""
        for col in range(SYMBOLS):
            keep = int.from_bytes(bytes(255 if v else 0 for v in self.masks[col]), "big")
            for row in range(COLOURS):
                i = row * SYMBOLS + col
                value = int.from_bytes(self.stones[i], "big")
                if value & ~keep:
                    self.stones[i] = bytearray((value & keep).to_bytes(PIXELS, "big"))

    def _record(self, label: str, before: Snapshot) -> None:
        after = self._snapshot()
        if (after.stones, after.masks, after.palette, after.names) == (
                before.stones, before.masks, before.palette, before.names):
            return
        self.undo_stack.append((label, before))
        del self.undo_stack[:-MAX_HISTORY]
        self.redo_stack.clear()
        self.revision = self._next_revision
        self._next_revision += 1
        self.changes += 1

    def undo(self) -> str | None:
        """Go back one step; returns its label (None when there is nothing to undo)."""
        self.end_stroke()
        if not self.undo_stack:
            return None
        label, snap = self.undo_stack.pop()
        self.redo_stack.append((label, self._snapshot()))
        self._restore(snap)
        self.changes += 1
        return label

    def redo(self) -> str | None:
        self.end_stroke()
        if not self.redo_stack:
            return None
        label, snap = self.redo_stack.pop()
        self.undo_stack.append((label, self._snapshot()))
        self._restore(snap)
        self.changes += 1
        return label

    def begin_stroke(self) -> None:
        """Start a stroke: the pixels painted until ``end_stroke`` undo as one step."""
        if self._stroke is None:
            self._stroke = self._snapshot()

    def end_stroke(self) -> None:
        if self._stroke is not None:
            before, self._stroke = self._stroke, None
            self._record("stroke", before)

    # --- painting one stone ------------------------------------------------------------

    def _set(self, col: int, row: int, points: Iterable[tuple[int, int]], colour: int) -> None:
        stone = self.stones[row * SYMBOLS + col]
        for x, y in points:
            if 0 <= x < CELL and 0 <= y < CELL:
                stone[y * CELL + x] = colour

    @staticmethod
    def mirrored(points: Iterable[tuple[int, int]], horizontal: bool = False,
                 vertical: bool = False) -> list[tuple[int, int]]:
        """The points, plus their mirror images across the vertical and/or horizontal centre line."""
        out = list(points)
        if horizontal:
            out += [(CELL - 1 - x, y) for x, y in out]
        if vertical:
            out += [(x, CELL - 1 - y) for x, y in out]
        return list(dict.fromkeys(out))

    def paint(self, col: int, row: int, points: Iterable[tuple[int, int]], colour: int,
              h_mirror: bool = False, v_mirror: bool = False, label: str = "pencil") -> None:
        """Paint pixels (a pencil dot, a line, a rectangle...) of one stone with ``colour``."""
        _check_colour(colour)
        pts = self.mirrored(points, h_mirror, v_mirror)
        self._command(label, lambda: self._set(col, row, pts, colour))

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
        _check_colour(colour)
        stone = self.stones[row * SYMBOLS + col]

        def change() -> None:
            for sx, sy in self.mirrored([(x, y)], h_mirror, v_mirror):
                self._set(col, row, fill_region(bytes(stone), sx, sy), colour)
        self._command("fill", change)

    def flip(self, col: int, row: int, horizontal: bool = True) -> None:
        """Mirror the stone left-right (``horizontal``) or top-bottom."""
        i = row * SYMBOLS + col

        def change() -> None:
            old = bytes(self.stones[i])
            if horizontal:
                self.stones[i] = bytearray(old[y * CELL + CELL - 1 - x] for y in range(CELL) for x in range(CELL))
            else:
                self.stones[i] = bytearray(old[(CELL - 1 - y) * CELL + x] for y in range(CELL) for x in range(CELL))
        self._command("flip", change)

    def rotate(self, col: int, row: int) -> None:
        """Turn the stone a quarter turn clockwise."""
        i = row * SYMBOLS + col

        def change() -> None:
            old = bytes(self.stones[i])
            # new (x, y) takes old (y, CELL-1-x)
            self.stones[i] = bytearray(old[(CELL - 1 - x) * CELL + y] for y in range(CELL) for x in range(CELL))
        self._command("rotate", change)

    def xcolor(self, selection: Selection, old: int, new: int) -> None:
        """Replace every pixel of colour ``old`` with ``new`` in the stone, column or row selected."""
        _check_colour(old)
        _check_colour(new)

        def change() -> None:
            for c, r in selection.cells():
                stone = self.stones[r * SYMBOLS + c]
                self.stones[r * SYMBOLS + c] = bytearray(new if v == old else v for v in stone)
        self._command("xcolor", change)

    # --- colours, masks and names ---------------------------------------------------------

    def set_colour(self, index: int, rgb: int) -> None:
        """Change palette colour ``index`` (1..8) to 0xRRGGBB; every stone using it changes at once."""
        if not 1 <= index <= EDIT_COLOURS:
            raise ValueError(f"colour {index} cannot be changed: colours are 1..{EDIT_COLOURS} (0 is transparent)")
        if not 0 <= rgb <= 0xFFFFFF:
            raise ValueError(f"{rgb:#x} is not a colour 0xRRGGBB")
        self._command("colour", lambda: self.palette.__setitem__(index, rgb))

    def set_names(self, name: str, author: str, theme: str) -> None:
        def change() -> None:
            self.name, self.author, self.theme = name.strip()[:40], author.strip()[:80], theme.strip()[:80]
        self._command("names", change)

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
                stone = self.stones[r * SYMBOLS + col]
                for i in range(PIXELS):
                    if not mask[i]:
                        stone[i] = TRANSPARENT
                    elif stone[i] == TRANSPARENT:
                        stone[i] = fill
        self._command("mask template", change)

    def replace_all(self, other: StonesetDoc, label: str = "new") -> None:
        """Take every stone, mask, colour and name of ``other`` (New, Import) as one undoable step."""
        def change() -> None:
            self.stones = [bytearray(s) for s in other.stones]
            self.masks = [bytearray(m) for m in other.masks]
            self.palette = list(other.palette)
            self.name, self.author, self.theme = other.name, other.author, other.theme
        self._command(label, change)

    def clear(self) -> None:
        """New Stoneset: every stone transparent, every mask a full square; the colours stay."""
        self.replace_all(StonesetDoc.blank(self.palette), "new stoneset")

    # --- clipboard: cut, copy, paste, erase ------------------------------------------------

    def copy(self, selection: Selection) -> None:
        stones = tuple(self.stone(c, r) for c, r in selection.cells())
        mask = bytes(self.masks[selection.col]) if selection.kind == "column" else None
        self.clipboard = Clip(selection.kind, stones, mask)

    def erase(self, selection: Selection) -> None:
        """Make the selected stones transparent; the clipboard is not touched (masks stay)."""
        def change() -> None:
            for c, r in selection.cells():
                self.stones[r * SYMBOLS + c] = bytearray(PIXELS)
        self._command("erase", change)

    def cut(self, selection: Selection) -> None:
        self.copy(selection)
        self.erase(selection)

    def paste(self, selection: Selection) -> None:
        """Paste the clipboard onto the selection under the manual's rules (else PasteRefused)."""
        clip = self.clipboard
        if clip is None:
            raise PasteRefused("The clipboard is empty: Cut or Copy a stone, a column or a row first.")
        target = selection.kind
        if clip.kind == "stone" and target == "row":
            raise PasteRefused(
                "A stone cannot be pasted onto a row: the six stones of a row have six different symbols, "
                "and one stone copied across them would make them identical. Paste it onto a stone, or down "
                "a column and then XColor each row.")
        if clip.kind in ("column", "row") and target != clip.kind:
            where = "number above the stones" if clip.kind == "column" else "number left of the stones"
            raise PasteRefused(f"A {clip.kind} can only be pasted onto a {clip.kind}; select one by its {where}.")

        def change() -> None:
            cells = selection.cells()
            sources = clip.stones * len(cells) if clip.kind == "stone" else clip.stones
            for (c, r), stone in zip(cells, sources):
                self.stones[r * SYMBOLS + c] = bytearray(stone)
            if clip.kind == "column" and clip.mask is not None:
                self.masks[selection.col] = bytearray(clip.mask)
        self._command("paste", change)


def _check_colour(colour: int) -> None:
    if not 0 <= colour <= EDIT_COLOURS:
        raise ValueError(f"colour {colour} is not one of the editor's colours 0..{EDIT_COLOURS} (0 is transparent)")


def line_points(start: tuple[int, int], end: tuple[int, int]) -> list[tuple[int, int]]:
    """The pixels of a straight line from ``start`` to ``end`` (Bresenham), both ends included."""
    (x0, y0), (x1, y1) = start, end
    dx, dy = abs(x1 - x0), -abs(y1 - y0)
    sx, sy = (1 if x0 < x1 else -1), (1 if y0 < y1 else -1)
    err = dx + dy
    out = []
    while True:
        out.append((x0, y0))
        if (x0, y0) == (x1, y1):
            return out
        e2 = 2 * err
        if e2 >= dy:
            err += dy
            x0 += sx
        if e2 <= dx:
            err += dx
            y0 += sy


def rect_points(start: tuple[int, int], end: tuple[int, int], filled: bool) -> list[tuple[int, int]]:
    """The pixels of the rectangle with corners ``start`` and ``end`` (outline or filled)."""
    x0, x1 = sorted((start[0], end[0]))
    y0, y1 = sorted((start[1], end[1]))
    return [(x, y) for y in range(y0, y1 + 1) for x in range(x0, x1 + 1)
            if filled or x in (x0, x1) or y in (y0, y1)]


def fill_region(pixels: bytes, x: int, y: int) -> list[tuple[int, int]]:
    """The 4-connected pixels of the same colour as (x, y), from (x, y)."""
    if not (0 <= x < CELL and 0 <= y < CELL):
        return []
    target = pixels[y * CELL + x]
    seen = {(x, y)}
    todo = [(x, y)]
    while todo:
        px, py = todo.pop()
        for nx, ny in ((px + 1, py), (px - 1, py), (px, py + 1), (px, py - 1)):
            if 0 <= nx < CELL and 0 <= ny < CELL and (nx, ny) not in seen and pixels[ny * CELL + nx] == target:
                seen.add((nx, ny))
                todo.append((nx, ny))
    return sorted(seen, key=lambda p: (p[1], p[0]))


def pick(doc: StonesetDoc, col: int, row: int, x: int, y: int) -> int:
    """The colour picker: the palette index under (x, y) of the stone."""
    return doc.pixel(col, row, x, y)


__all__ = ["Clip", "KINDS", "PasteRefused", "Selection", "Snapshot", "StonesetDoc", "StonesetError", "TOOLS",
           "Warnings", "digest", "fill_region", "full_mask", "line_points", "pick", "rect_points"]
