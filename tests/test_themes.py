"""The eight shipped stonesets and boards, their file formats, hostile files, and the contact sheets."""

from __future__ import annotations

import io
import itertools
import struct
import subprocess
import sys
import zlib
from pathlib import Path

import pytest
from PIL import Image, PngImagePlugin

from ishido_retro import layout
from ishido_retro.stonesets import boards as boardart
from ishido_retro.stonesets.boards import BoardError, BoardTooColourful
from ishido_retro.stonesets.colourdiff import VISIONS as VISIONS_SIMULATED
from ishido_retro.stonesets.shipped import SHIPPED_BOARDS, SHIPPED_STONESETS
from ishido_retro.stonesets.stoneset import StonesetError, parse_stoneset
from ishido_retro.storage.boards import load_board, reduce_board
from ishido_retro.storage.resources import shipped_board_path, shipped_stoneset_path
from ishido_retro.storage.stonesets import load_stoneset, save_stoneset

ROOT = Path(__file__).resolve().parent.parent
NAMES = ["Gems", "Inner Shapes", "Magic", "Chungfu", "Ishido", "Rameses", "Runes", "Shaman"]


def test_the_eight_themes_are_shipped_in_the_manuals_order():
    assert list(SHIPPED_STONESETS) == NAMES
    assert list(SHIPPED_BOARDS) == NAMES


@pytest.mark.parametrize("name", NAMES)
def test_shipped_stoneset_is_complete_and_distinct(name):
    path = shipped_stoneset_path(name)
    with Image.open(path) as im:
        assert im.mode == "P" and im.size == (120, 140)
        assert len(im.getcolors()) <= 16
    ss = load_stoneset(path)
    assert ss.name == name
    stones = [ss.stone(c, s) for c in range(6) for s in range(6)]
    assert len(set(stones)) == 36, "every stone differs from every other"
    for s in range(6):
        assert sum(ss.mask(s)) > 150, "each column has a real mask"
    assert len(ss.screen_palette()) == 8
    for c, s in itertools.product(range(6), range(6)):
        px = ss.screen_pixels(c, s)
        assert len(px) == 400 and max(px) <= 8 and sum(1 for v in px if v) > 120
    assert len(ss.colour_names) == 6 and len(ss.symbol_names) == 6


def _lightness(rgb: int) -> float:
    r, g, b = (rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


# Colour-blindness simulations (Machado, Oliveira and Fernandes 2009, severity 1), on 0..1 sRGB.
DEUTERANOPIA = VISIONS_SIMULATED["deuteranopia"]      # the editor's contrast check sees through the same ones
PROTANOPIA = VISIONS_SIMULATED["protanopia"]
NORMAL = ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0))
VISIONS = {"normal": NORMAL, "deuteranopia": DEUTERANOPIA, "protanopia": PROTANOPIA}


def _seen(rgb: int, matrix=DEUTERANOPIA) -> tuple[float, float, float]:
    r, g, b = ((rgb >> 16) & 255) / 255, ((rgb >> 8) & 255) / 255, (rgb & 255) / 255
    return tuple(min(1.0, max(0.0, m[0] * r + m[1] * g + m[2] * b)) for m in matrix)


def _deuteranope(rgb: int) -> tuple[float, float, float]:
    return _seen(rgb, DEUTERANOPIA)


def _lab(c: tuple[float, float, float]) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of an sRGB colour given as 0..1 channels."""
    lin = [u / 12.92 if u <= 0.04045 else ((u + 0.055) / 1.055) ** 2.4 for u in c]
    x = (0.4124 * lin[0] + 0.3576 * lin[1] + 0.1805 * lin[2]) / 0.95047
    y = 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    z = (0.0193 * lin[0] + 0.1192 * lin[1] + 0.9505 * lin[2]) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116
    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def _delta_e(a: int, b: int, matrix=NORMAL) -> float:
    """CIE76 colour difference of two 0xRRGGBB colours as seen through ``matrix``."""
    la, lb = _lab(_seen(a, matrix)), _lab(_seen(b, matrix))
    return sum((p - q) ** 2 for p, q in zip(la, lb)) ** 0.5


def test_delta_e_measures_what_the_eye_sees():
    assert _delta_e(0xFFFFFF, 0x000000) == pytest.approx(100, abs=0.5)
    assert _delta_e(0x808080, 0x808080) == 0
    # Red and green of the same lightness: far apart to most eyes, close for red-green blind ones.
    assert _delta_e(0xC04040, 0x609030) > 60
    assert _delta_e(0xC04040, 0x609030, DEUTERANOPIA) < 25


@pytest.mark.parametrize("vision", VISIONS)
@pytest.mark.parametrize("name", NAMES)
def test_colour_rows_stay_apart_for_red_green_blind_players(name, vision):
    """Each pair of rows differs clearly in how it looks (pixel by pixel over a stone), also to red-green blind eyes."""
    ss = load_stoneset(shipped_stoneset_path(name))
    pal = ss.screen_palette()
    sim = [_seen(pal[k - 1], VISIONS[vision]) if k else None for k in range(9)]
    for symbol in range(6):
        rows = [ss.screen_pixels(c, symbol) for c in range(6)]
        for a, b in itertools.combinations(range(6), 2):
            diff = sum(1 for pa, pb in zip(rows[a], rows[b])
                       if (pa == 0) != (pb == 0) or (pa and pb and
                                                     sum(abs(x - y) for x, y in zip(sim[pa], sim[pb])) > 0.25))
            assert diff >= 30, f"{name}: rows {a} and {b} of symbol {symbol} look alike with {vision}"


STANDS_OUT = 20      # CIE76 difference of a stone's body from the square it lies on


@pytest.mark.parametrize("vision", VISIONS)
@pytest.mark.parametrize("name", NAMES)
def test_every_stone_stands_out_on_both_squares_of_its_board(name, vision):
    """Each of the 36 stones, on a Within and on a Beyond square of its matching board: its row colour differs
    from the square by at least STANDS_OUT, and at least a third of its pixels do (ink that melts into the
    square, an outline on a dark Beyond, is allowed for the rest)."""
    ss = load_stoneset(shipped_stoneset_path(name))
    pal = ss.screen_palette()
    board = load_board(shipped_board_path(boardart.matching_board(name)))
    matrix = VISIONS[vision]
    for role, square in ((layout.ROLE_WITHIN, "Within"), (layout.ROLE_BEYOND, "Beyond")):
        ground = board.palette[role]
        far = [_delta_e(pal[k], ground, matrix) >= STANDS_OUT for k in range(8)]
        for c, s in itertools.product(range(6), range(6)):
            px = [v for v in ss.screen_pixels(c, s) if v]
            body = 3 + c          # the shipped sets' colours: 1 dark ink, 2 light ink, 3..8 the six rows
            where = f"{name} {ss.colour_names[c]} {ss.symbol_names[s]} on {square} ({vision})"
            assert far[body - 1], f"{where}: its body colour melts into the square"
            share = sum(1 for v in px if far[v - 1]) / len(px)
            assert share >= 1 / 3, f"{where}: only {share:.0%} of it stands out"


def test_stoneset_round_trips_through_a_file(tmp_path):
    ss = load_stoneset(shipped_stoneset_path("Runes"))
    out = tmp_path / "copy.png"
    save_stoneset(ss, out)
    again = load_stoneset(out)
    assert again.stones == ss.stones and again.masks == ss.masks and again.name == ss.name
    assert again.screen_palette() == ss.screen_palette()


def _png_with_text(im: Image.Image, text: str | None) -> bytes:
    info = PngImagePlugin.PngInfo()
    if text is not None:
        info.add_text("ishido-stoneset", text)
    buf = io.BytesIO()
    im.save(buf, format="PNG", pnginfo=info)
    return buf.getvalue()


def _huge_png_header(w: int, h: int) -> bytes:
    """A PNG whose header claims w x h pixels (a decompression bomb's calling card)."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    ihdr = struct.pack(">IIBBBBB", w, h, 8, 3, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"PLTE", b"\0\0\0" * 2)
            + chunk(b"IDAT", zlib.compress(b"\0" * 1000)) + chunk(b"IEND", b""))


def _bad_stonesets() -> dict[str, bytes]:
    good = shipped_stoneset_path("Gems").read_bytes()
    with Image.open(io.BytesIO(good)) as im:
        base = im.copy()
    dup = base.copy()
    dup.paste(dup.crop((0, 0, 20, 20)), (20, 0))            # stone (0,1) becomes a copy of stone (0,0)
    empty = base.copy()
    empty.paste(0, (40, 40, 60, 60))                       # stone (2,2) erased
    return {
        "truncated": good[: len(good) // 2],
        "not an image": b"this is a text file, not a stoneset\n" * 5,
        "huge dimensions": _huge_png_header(20000, 20000),
        "rgb": _png_with_text(base.convert("RGB"), None),
        "wrong size": _png_with_text(base.resize((100, 100)), None),
        "bad yaml": _png_with_text(base, "name: [unclosed\n"),
        "hostile yaml": _png_with_text(base, "!!python/object/apply:os.system ['true']\n"),
        "duplicate stones": _png_with_text(dup, "name: Dup\n"),
        "missing stone": _png_with_text(empty, "name: Empty\n"),
    }


@pytest.mark.parametrize("kind", list(_bad_stonesets()))
def test_broken_or_hostile_stonesets_are_refused_with_a_sentence(kind, tmp_path):
    path = tmp_path / "bad.png"
    path.write_bytes(_bad_stonesets()[kind])
    with pytest.raises(StonesetError) as err:
        load_stoneset(path)
    message = str(err.value)
    assert message and "Traceback" not in message and len(message) < 300


def test_stoneset_files_over_the_size_limit_are_refused_before_reading(tmp_path):
    path = tmp_path / "big.png"
    path.write_bytes(b"\0" * (1024 * 1024 + 1))
    with pytest.raises(StonesetError, match="bytes"):
        load_stoneset(path)


@pytest.mark.parametrize("name", NAMES)
def test_shipped_board_uses_eight_roles_and_keeps_the_game_areas_readable(name):
    board = load_board(shipped_board_path(name))
    assert len(board.palette) == 8 and max(board.pixels) <= 7
    assert len(board.pixels) == layout.SCREEN_W * layout.SCREEN_H

    def flat(rect, role, k=0):   # every pixel of rect inset k is of role
        x, y, w, h = rect
        return all(board.pixel(xx, yy) == role for yy in range(y + k, y + h - k) for xx in range(x + k, x + w - k))
    assert flat(layout.TOUCHSTONE_RECT, layout.ROLE_BEYOND, 4)
    assert flat(layout.TITLE_RECT, layout.ROLE_FRAME_DARK) and flat(layout.STATUS_RECT, layout.ROLE_FRAME_DARK)
    # the slates are carved from the board's material: mostly frame dark, sparse dark and mid marks only,
    # none of the light roles the figures are drawn in
    for rect in (layout.SCOREBOARD_RECT, layout.POUCH_RECT):
        x, y, w, h = rect
        slate = [board.pixel(xx, yy) for yy in range(y + 4, y + h - 4) for xx in range(x + 4, x + w - 4)]
        assert set(slate) <= {layout.ROLE_FRAME_DARK, layout.ROLE_BLACK, layout.ROLE_FRAME_MID}, set(slate)
        assert slate.count(layout.ROLE_FRAME_DARK) > 0.7 * len(slate)     # the cut edge included
    # Beyond and Within squares are told apart by their main colour.
    bx, by = layout.square_origin(0, 0)
    wx, wy = layout.square_origin(5, 3)
    assert board.pixel(bx + 1, by + 1) == layout.ROLE_BEYOND and board.pixel(wx + 5, wy + 5) == layout.ROLE_WITHIN
    pal = board.palette
    assert _lightness(pal[layout.ROLE_WITHIN]) - _lightness(pal[layout.ROLE_BEYOND]) > 60
    assert _lightness(pal[layout.ROLE_WHITE]) - _lightness(pal[layout.ROLE_BLACK]) > 150


def test_a_board_with_too_many_colours_names_the_count_and_can_be_reduced(tmp_path):
    im = Image.new("RGB", (320, 200))
    for x in range(320):
        for y in range(0, 200, 20):
            im.putpixel((x, y), (x % 17 * 15, 40, 90))
    path = tmp_path / "busy.png"
    im.save(path)
    with pytest.raises(BoardTooColourful) as err:
        load_board(path)
    assert err.value.colours > 8 and f"busy.png uses {err.value.colours} colours" in str(err.value)
    reduced = reduce_board(path)
    assert max(reduced.pixels) <= 7 and len(reduced.palette) == 8


@pytest.mark.parametrize("make, fragment", [
    (lambda p: Image.new("P", (100, 80)).save(p), "100 x 80"),
    (lambda p: p.write_bytes(b"GIF89a nonsense"), "not a picture"),
    (lambda p: p.write_bytes(b"plain text"), "not a picture"),
    (lambda p: p.write_bytes(_huge_png_header(40000, 40000)), "gigantic"),
    (lambda p: p.write_bytes(shipped_board_path("Gems").read_bytes()[:500]), "damaged"),
])
def test_unusable_board_files_say_exactly_what_is_wrong(tmp_path, make, fragment):
    path = tmp_path / "board.png"
    make(path)
    with pytest.raises(BoardError, match=fragment):
        load_board(path)


def test_a_small_truecolour_picture_of_the_right_size_is_given_roles(tmp_path):
    im = Image.new("RGB", (320, 200), (200, 180, 140))
    for col in range(12):
        for row in range(8):
            if col in (0, 11) or row in (0, 7):
                x, y = layout.square_origin(col, row)
                im.paste((60, 40, 30), (x, y, x + 20, y + 20))
    path = tmp_path / "simple.png"
    im.save(path)
    board = load_board(path)
    bx, by = layout.square_origin(0, 0)
    assert board.palette[board.pixel(bx + 5, by + 5)] == 0x3C281E


def test_contact_sheets_are_produced(tmp_path):
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "contact_sheet.py"), "--out", str(tmp_path)],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    for name in ("stonesets-contact.png", "boards-contact.png"):
        with Image.open(tmp_path / name) as im:
            assert im.width > 600 and im.height > 400


def test_board_generator_reproduces_the_committed_boards(tmp_path):
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "make_boards.py"), "--out", str(tmp_path)],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    for name in NAMES:
        fresh = load_board(tmp_path / Path(shipped_board_path(name)).name)
        shipped = load_board(shipped_board_path(name))
        assert fresh.pixels == shipped.pixels and fresh.palette == shipped.palette


def test_parse_stoneset_reads_from_bytes():
    ss = parse_stoneset(shipped_stoneset_path("Magic").read_bytes())
    assert ss.name == "Magic"
    assert boardart.matching_board("Magic") == "Magic"


@pytest.mark.parametrize("seed", range(12))
def test_any_picture_of_the_right_size_loads_or_reduces_without_crashing(tmp_path, seed):
    import random
    rng = random.Random(seed)
    n = rng.choice([1, 2, 3, 5, 7, 8, 9, 30])
    colours = [tuple(rng.randrange(256) for _ in range(3)) for _ in range(n)]
    im = Image.new("RGB", (320, 200))
    block = rng.choice([1, 4, 20])
    for y in range(0, 200, block):
        for x in range(0, 320, block):
            im.paste(rng.choice(colours), (x, y, x + block, y + block))
    path = tmp_path / "random.png"
    im.save(path)
    try:
        board = load_board(path)
    except BoardTooColourful:
        board = reduce_board(path)
    assert max(board.pixels) <= 7 and len(board.palette) == 8


def test_chungfu_colour_names_name_the_colours_its_stones_have():
    import colorsys
    from collections import Counter
    ss = load_stoneset(shipped_stoneset_path("Chungfu"))
    assert ss.colour_names == ["Ivory", "Brass", "Turquoise", "Cinnabar", "Lapis", "Ebony"]
    families = []
    for c in range(6):
        # the row's own colour: the commonest pixel that is not the set's outline (1) or its light ink (2)
        body = Counter(v for s in range(6) for v in ss.stone(c, s) if v > 2).most_common(1)[0][0]
        r, g, b = (ch / 255 for ch in ((ss.palette[body] >> 16) & 255, (ss.palette[body] >> 8) & 255,
                                       ss.palette[body] & 255))
        h, s_, v = colorsys.rgb_to_hsv(r, g, b)
        if v < 0.2:
            families.append("black")
        elif s_ < 0.15:
            families.append("white")
        else:
            hue = h * 360
            families.append("red" if hue < 20 else "gold" if hue < 60 else "green" if hue < 160
                            else "cyan" if hue < 200 else "blue" if hue < 260 else "purple")
    assert families == ["white", "gold", "cyan", "red", "blue", "black"]
