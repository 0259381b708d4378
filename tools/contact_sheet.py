#!/usr/bin/env python3
"""Contact sheets of the shipped art: every stoneset and every board in one picture each.

    python tools/contact_sheet.py [--out DIR] [--scale N]

Writes ``stonesets-contact.png`` (each stoneset on a Beyond and on a Within
background, enlarged, with a 1x copy beside it) and ``boards-contact.png`` (each
board with a few stones of its matching stoneset placed on it). Default DIR is
the current folder.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PIL import Image, ImageDraw, ImageFont  # noqa: E402

from ishido_retro import layout  # noqa: E402
from ishido_retro.stonesets import boards as boardart  # noqa: E402
from ishido_retro.stonesets.shipped import SHIPPED_STONESETS  # noqa: E402
from ishido_retro.stonesets.stoneset import CELL, COLOURS, SYMBOLS, Stoneset  # noqa: E402
from ishido_retro.storage.boards import load_board
from ishido_retro.storage.resources import (
    shipped_board_path,  # noqa: E402
    shipped_stoneset_path,  # noqa: E402
)
from ishido_retro.storage.stonesets import load_stoneset

SHEET_BG = (40, 40, 46)
TEXT = (236, 236, 236)


def _rgb(v: int) -> tuple[int, int, int]:
    return (v >> 16) & 255, (v >> 8) & 255, v & 255


def _font():
    try:
        return ImageFont.load_default(size=14)
    except TypeError:  # older Pillow without the size argument
        return ImageFont.load_default()


def stone_image(stoneset: Stoneset, colour: int, symbol: int) -> Image.Image:
    """One stone as RGBA (transparent outside), using the colours it shows on the play screen."""
    pal = stoneset.screen_palette()
    im = Image.new("RGBA", (CELL, CELL), (0, 0, 0, 0))
    px = im.load()
    data = stoneset.screen_pixels(colour, symbol)
    for i, v in enumerate(data):
        if v:
            px[i % CELL, i // CELL] = _rgb(pal[v - 1]) + (255,)
    return im


def stoneset_grid(stoneset: Stoneset, background: int, square_edge: int | None = None) -> Image.Image:
    """The 36 stones at 1x on a background colour, one square each."""
    im = Image.new("RGB", (SYMBOLS * CELL, COLOURS * CELL), _rgb(background))
    if square_edge is not None:
        d = ImageDraw.Draw(im)
        for c in range(COLOURS + 1):
            d.line([(0, c * CELL), (im.width, c * CELL)], fill=_rgb(square_edge))
        for s in range(SYMBOLS + 1):
            d.line([(s * CELL, 0), (s * CELL, im.height)], fill=_rgb(square_edge))
    for c in range(COLOURS):
        for s in range(SYMBOLS):
            st = stone_image(stoneset, c, s)
            im.paste(st, (s * CELL, c * CELL), st)
    return im


def _board_for(name: str) -> boardart.BoardArt | None:
    try:
        return load_board(shipped_board_path(boardart.matching_board(name)))
    except (boardart.BoardError, KeyError, OSError):
        return None


def stonesets_sheet(scale: int = 2) -> Image.Image:
    font = _font()
    sets = [load_stoneset(shipped_stoneset_path(n)) for n in SHIPPED_STONESETS]
    gw, gh = SYMBOLS * CELL, COLOURS * CELL
    pad = 12
    block_w = pad + gw * scale + pad + gw * scale + pad + gw + pad
    block_h = 22 + gh * scale + pad
    cols = 2
    rows = (len(sets) + cols - 1) // cols
    sheet = Image.new("RGB", (cols * block_w, rows * block_h + pad), SHEET_BG)
    d = ImageDraw.Draw(sheet)
    for i, st in enumerate(sets):
        board = _board_for(st.name)
        beyond = board.palette[layout.ROLE_BEYOND] if board else 0x303848
        within = board.palette[layout.ROLE_WITHIN] if board else 0xC8C0A8
        edge = board.palette[layout.ROLE_BLACK] if board else 0x101010
        bx = (i % cols) * block_w + pad
        by = (i // cols) * block_h + pad
        d.text((bx, by - 2), f"{st.name}  ({', '.join(st.symbol_names)})", fill=TEXT, font=font)
        g1 = stoneset_grid(st, beyond, edge).resize((gw * scale, gh * scale), Image.NEAREST)
        g2 = stoneset_grid(st, within, edge).resize((gw * scale, gh * scale), Image.NEAREST)
        sheet.paste(g1, (bx, by + 18))
        sheet.paste(g2, (bx + gw * scale + pad, by + 18))
        small = Image.new("RGB", (gw, gh * 2 + 4), SHEET_BG)
        small.paste(stoneset_grid(st, beyond), (0, 0))
        small.paste(stoneset_grid(st, within), (0, gh + 4))
        sheet.paste(small, (bx + 2 * (gw * scale + pad), by + 18))
    return sheet


def board_with_stones(board: boardart.BoardArt, stoneset: Stoneset) -> Image.Image:
    """The board at 1x with a few stones of a stoneset on it, as the play screen would show it."""
    palette = board.palette + stoneset.screen_palette()
    screen = bytearray(board.pixels)
    placements = [((0, 0), (0, 0)), ((11, 0), (1, 1)), ((0, 7), (2, 2)), ((11, 7), (3, 3)), ((5, 3), (4, 4)),
                  ((6, 4), (5, 5)), ((6, 3), (4, 1)), ((5, 4), (2, 5)), ((1, 0), (0, 3)), ((4, 3), (4, 0))]
    for (col, row), (c, s) in placements:
        x0, y0 = layout.square_origin(col, row)
        _put(screen, stoneset.screen_pixels(c, s), x0, y0)
    _put(screen, stoneset.screen_pixels(1, 4), *layout.TOUCHSTONE_STONE)
    im = Image.frombytes("P", (layout.SCREEN_W, layout.SCREEN_H), bytes(screen))
    flat = []
    for v in palette:
        flat.extend(_rgb(v))
    im.putpalette(flat)
    return im.convert("RGB")


def _put(screen: bytearray, stone: bytes, x0: int, y0: int) -> None:
    for i, v in enumerate(stone):
        if v:
            screen[(y0 + i // CELL) * layout.SCREEN_W + x0 + i % CELL] = 7 + v


def boards_sheet(scale: int = 2) -> Image.Image:
    font = _font()
    pad = 12
    bw, bh = layout.SCREEN_W * scale, layout.SCREEN_H * scale
    cols = 2
    names = list(boardart.SHIPPED_BOARDS)
    rows = (len(names) + cols - 1) // cols
    sheet = Image.new("RGB", (cols * (bw + pad) + pad, rows * (bh + 22 + pad) + pad), SHEET_BG)
    d = ImageDraw.Draw(sheet)
    for i, name in enumerate(names):
        board = load_board(shipped_board_path(name))
        stoneset = load_stoneset(shipped_stoneset_path(name))
        im = board_with_stones(board, stoneset).resize((bw, bh), Image.NEAREST)
        x = pad + (i % cols) * (bw + pad)
        y = pad + (i // cols) * (bh + 22 + pad)
        d.text((x, y), f"{board.name} board with the {stoneset.name} stoneset", fill=TEXT, font=font)
        sheet.paste(im, (x, y + 20))
    return sheet


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=Path("."))
    ap.add_argument("--scale", type=int, default=2)
    ap.add_argument("--only", choices=("stonesets", "boards"))
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    if args.only != "boards":
        stonesets_sheet(args.scale).save(args.out / "stonesets-contact.png")
        print(args.out / "stonesets-contact.png")
    if args.only != "stonesets":
        boards_sheet(args.scale).save(args.out / "boards-contact.png")
        print(args.out / "boards-contact.png")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
