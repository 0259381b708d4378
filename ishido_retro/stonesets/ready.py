"""A stoneset and a board as the play screen shows them, in pyxel-ready bytes (:mod:`ishido_retro.formats.ready`).

A shipped stoneset's screen palette and stones, and a shipped board's role colours and pixels, are worked out
from their pictures at build time (``tools/make_ready.py``), so a start shows them without decoding a picture.
:class:`ReadyStones` and :class:`ReadyBoard` give what the screen's theme reads of a
:class:`~.stoneset.Stoneset` and a :class:`~.boards.BoardArt`. Pure: no Pillow, no YAML.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ishido_retro.formats.numbers import hex_number
from ishido_retro.formats.ready import NotReady, check_source, field, pack, unpack

if TYPE_CHECKING:
    from ishido_retro.stonesets.boards import BoardArt
    from ishido_retro.stonesets.stoneset import Stoneset

STONES = 36                   # 6 colours x 6 symbols
STONE_BYTES = 20 * 20
SCREEN_COLOURS = 8
BOARD_BYTES = 320 * 200


class ReadyStones:
    """A stoneset's screen palette (8 colours), its 36 stones' screen pixels (values 0..8) and names."""

    def __init__(self, name: str, palette: list[int], pixels: list[bytes], colour_names: list[str],
                 symbol_names: list[str]) -> None:
        self.name = name
        self.palette = palette
        self.pixels = pixels
        self.colour_names = colour_names
        self.symbol_names = symbol_names

    def screen_palette(self) -> list[int]:
        return list(self.palette)

    def screen_pixels(self, colour: int, symbol: int) -> bytes:
        return self.pixels[colour * 6 + symbol]


class ReadyBoard:
    """A board's 8 role colours, its 320 x 200 pixels (roles 0..7) and its pouch style."""

    def __init__(self, name: str, palette: list[int], pixels: bytes, pouch: str | None) -> None:
        self.name = name
        self.palette = palette
        self.pixels = pixels
        self.pouch = pouch


def stones_to_ready(stoneset: Stoneset, source: str = "") -> bytes:
    """``source``: the :func:`~ishido_retro.formats.ready.source_mark` of the picture the set was read from."""
    fields = [("name", stoneset.name), *(("colour", n) for n in stoneset.colour_names),
              *(("symbol", n) for n in stoneset.symbol_names),
              *(("palette", f"{c:06x}") for c in stoneset.screen_palette()[:SCREEN_COLOURS])]
    if source:
        fields.append(("source", source))
    return pack("stoneset", fields, b"".join(stoneset.screen_pixels(c, s) for c in range(6) for s in range(6)))


def ready_to_stones(blob: bytes, name: str | None = None, source: str | None = None) -> ReadyStones:
    """The stones of a ready file; NotReady when it is damaged, or (asked) not ``name``'s or not made from the
    picture whose mark is ``source``."""
    fields, data = unpack("stoneset", blob)
    check_source(fields, "stoneset", name, source)
    palette = _palette(fields, "stoneset")
    if len(data) != STONES * STONE_BYTES or max(data) > SCREEN_COLOURS:
        raise NotReady("a ready stoneset file whose stones are not 36 of 20 x 20 screen pixels")
    names_c, names_s = fields.get("colour", []), fields.get("symbol", [])
    if len(names_c) != 6 or len(names_s) != 6:
        raise NotReady("a ready stoneset file without its six colour and six symbol names")
    pixels = [data[i * STONE_BYTES:(i + 1) * STONE_BYTES] for i in range(STONES)]
    return ReadyStones(field(fields, "name", "stoneset"), palette, pixels, names_c, names_s)


def board_to_ready(board: BoardArt, source: str = "") -> bytes:
    """``source``: the mark of the picture and sidecar the board was read from, as for a stoneset."""
    fields = [("name", board.name), *(("palette", f"{c:06x}") for c in board.palette)]
    if board.pouch is not None:
        fields.append(("pouch", board.pouch))
    if source:
        fields.append(("source", source))
    return pack("board", fields, board.pixels)


def ready_to_board(blob: bytes, name: str | None = None, source: str | None = None) -> ReadyBoard:
    """A board's ready form, refused as :func:`ready_to_stones` refuses."""
    fields, data = unpack("board", blob)
    check_source(fields, "board", name, source)
    palette = _palette(fields, "board")
    if len(data) != BOARD_BYTES or max(data) >= SCREEN_COLOURS:
        raise NotReady("a ready board file whose pixels are not 320 x 200 roles")
    pouch = fields.get("pouch")
    return ReadyBoard(field(fields, "name", "board"), palette, data, pouch[0] if pouch else None)


def _palette(fields: dict[str, list[str]], kind: str) -> list[int]:
    values = fields.get("palette", [])
    read = [hex_number(v, 6) for v in values]           # hex digits only: no "0x", sign, space or "_"
    if not all(c is not None for c in read):
        raise NotReady(f"a ready {kind} file whose palette is not colours")
    palette = [c for c in read if c is not None]
    if len(palette) != SCREEN_COLOURS or not all(0 <= c <= 0xFFFFFF for c in palette):
        raise NotReady(f"a ready {kind} file without its 8 colours")
    return palette
