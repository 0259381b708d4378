"""Stonesets: the file a player shares, and the model the game draws stones from.

A stoneset file is an indexed PNG of 120 x 140 pixels (see docs/FORMATS.md):

* a grid of 6 columns x 7 rows of 20 x 20 cells;
* rows 0..5 are the six colours (row = colour), columns 0..5 the six symbols
  (column = symbol), so the stone (colour c, symbol s) is the cell at
  x = 20 * s, y = 20 * c;
* row 6 holds the six column masks: the outline shape of the stones of that
  column; a mask pixel is inside where its index is not the transparent index;
* palette index 0 is transparent (the editor's T); indices 1..15 are colours;
* the metadata is YAML in a PNG text chunk with the key ``ishido-stoneset``.

Pure: Pillow and PyYAML only, no pyxel.
"""

from __future__ import annotations

import io
import re
import struct
import warnings
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import yaml
from PIL import Image, PngImagePlugin, UnidentifiedImageError

from ishido_retro.formats import DataFileError, as_text, load_yaml_text, show_value

CELL = 20
COLOURS = 6
SYMBOLS = 6
GRID_COLS = SYMBOLS            # 6 cells across
GRID_ROWS = COLOURS + 1        # 6 colour rows and the mask row
WIDTH = GRID_COLS * CELL       # 120
HEIGHT = GRID_ROWS * CELL      # 140
MASK_ROW = COLOURS             # row 6
TRANSPARENT = 0
MAX_FILE_COLOURS = 16          # palette indices 0..15
SCREEN_COLOURS = 8             # opaque colours a stoneset may show on the play screen
MAX_FILE_BYTES = 1024 * 1024   # a stoneset file is a few kilobytes; refuse anything over 1 MB
META_KEY = "ishido-stoneset"
FORMAT = "ishido-stoneset/1"
MAX_META_CHARS = 16 * 1024
MAX_NAME_CHARS = 40

IMPORT_PICTURE = "Import Picture…"     # the editor's File menu item that turns any picture into a set

class StonesetError(DataFileError):
    """A stoneset file that cannot be used; the message says why in a sentence."""


def _rgb(value: int) -> tuple[int, int, int]:
    return (value >> 16) & 255, (value >> 8) & 255, value & 255


def _hex(rgb: Sequence[int]) -> int:
    return (rgb[0] << 16) | (rgb[1] << 8) | rgb[2]


@dataclass
class Stoneset:
    """Thirty-six stones, six masks, up to 16 palette colours and the names that go with them.

    ``stones[c * 6 + s]`` is the stone of colour ``c`` and symbol ``s``: 400 bytes of
    palette indices (row-major 20 x 20, 0 = transparent). ``masks[s]`` is 400 bytes of
    0/1. ``palette[i]`` is 0xRRGGBB for index ``i`` (index 0 is only how a paint program
    shows transparency).
    """

    name: str
    palette: list[int]
    stones: list[bytes]
    masks: list[bytes]
    author: str = "unknown"
    theme: str = ""
    colour_names: list[str] = field(default_factory=lambda: [f"Colour {i + 1}" for i in range(COLOURS)])
    symbol_names: list[str] = field(default_factory=lambda: [f"Symbol {i + 1}" for i in range(SYMBOLS)])

    def __post_init__(self) -> None:
        self.palette = list(self.palette) + [0] * (MAX_FILE_COLOURS - len(self.palette))
        if len(self.palette) != MAX_FILE_COLOURS:
            raise StonesetError(f"A stoneset has a palette of {MAX_FILE_COLOURS} colours, not {len(self.palette)}.")
        if len(self.stones) != COLOURS * SYMBOLS or any(len(s) != CELL * CELL for s in self.stones):
            raise StonesetError("A stoneset needs 36 stones of 20 x 20 pixels.")
        if len(self.masks) != SYMBOLS or any(len(m) != CELL * CELL for m in self.masks):
            raise StonesetError("A stoneset needs 6 masks of 20 x 20 pixels.")
        self.stones = [bytes(s) for s in self.stones]
        self.masks = [bytes(m).translate(_ONES) for m in self.masks]
        self._screen: tuple[list[int], dict[int, int]] | None = None
        self._screen_table: bytes | None = None      # palette index -> screen value, for bytes.translate

    # -- reading --------------------------------------------------------------------------
    def stone(self, colour: int, symbol: int) -> bytes:
        """The 400 palette indices of the stone (colour, symbol), row-major."""
        return self.stones[colour * SYMBOLS + symbol]

    def mask(self, symbol: int) -> bytes:
        """The 400 bytes (1 inside, 0 outside) of the outline shape of column ``symbol``."""
        return self.masks[symbol]

    def used_indices(self) -> list[int]:
        """The opaque palette indices the 36 stones use, in index order."""
        used: set[int] = set()
        for stone in self.stones:
            used.update(stone)
        used.discard(TRANSPARENT)
        return sorted(used)

    def _screen_map(self) -> tuple[list[int], dict[int, int]]:
        if self._screen is None:
            used = self.used_indices()
            if len(used) <= SCREEN_COLOURS:
                colours = [self.palette[i] for i in used]
                mapping = {index: k + 1 for k, index in enumerate(used)}
            else:
                colours, mapping = _reduce_to_eight(self)
            colours = colours + [0x000000] * (SCREEN_COLOURS - len(colours))
            self._screen = (colours, mapping)
        return self._screen

    def screen_palette(self) -> list[int]:
        """The 8 colours for screen indices 8..15 (stoneset colour k is screen index 7 + k).

        A stoneset using at most 8 opaque colours keeps them exactly (in index order);
        one using more is reduced to 8 by Pillow's median cut over its stones' pixels.
        Unused entries are black.
        """
        return list(self._screen_map()[0])

    def screen_pixels(self, colour: int, symbol: int) -> bytes:
        """400 values 0..8 for the play screen: 0 transparent, k -> screen index 7 + k."""
        if self._screen_table is None:
            mapping = self._screen_map()[1]
            self._screen_table = bytes(mapping.get(v, 0) if v else 0 for v in range(256))
        return self.stone(colour, symbol).translate(self._screen_table)

    def metadata(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "name": self.name,
            "author": self.author,
            "theme": self.theme,
            "colours": list(self.colour_names),
            "symbols": list(self.symbol_names),
        }

    # -- writing --------------------------------------------------------------------------
    def to_image(self) -> Image.Image:
        """The 120 x 140 indexed picture of the file (without the metadata chunk)."""
        im = Image.new("P", (WIDTH, HEIGHT), TRANSPARENT)
        flat: list[int] = []
        for value in self.palette:
            flat.extend(_rgb(value))
        im.putpalette(flat)
        for c in range(COLOURS):
            for s in range(SYMBOLS):
                cell = Image.frombytes("P", (CELL, CELL), self.stone(c, s))
                im.paste(cell, (s * CELL, c * CELL))
        for s in range(SYMBOLS):
            # A mask is drawn in the darkest opaque colour the set uses, so it shows in a paint program.
            ink = self._mask_ink()
            cell = Image.frombytes("P", (CELL, CELL), bytes(ink if v else 0 for v in self.mask(s)))
            im.paste(cell, (s * CELL, MASK_ROW * CELL))
        return im

    def _mask_ink(self) -> int:
        used = self.used_indices() or [1]
        return min(used, key=lambda i: sum(_rgb(self.palette[i])))

    def to_png_bytes(self) -> bytes:
        im = self.to_image()
        info = PngImagePlugin.PngInfo()
        info.add_itxt(META_KEY, yaml.safe_dump(self.metadata(), sort_keys=False, allow_unicode=True))
        buf = io.BytesIO()
        im.save(buf, format="PNG", pnginfo=info, transparency=TRANSPARENT, bits=4, optimize=False)
        return buf.getvalue()


def _reduce_to_eight(stoneset: Stoneset) -> tuple[list[int], dict[int, int]]:
    """Reduce a stoneset using more than 8 opaque colours to 8, weighting colours by use."""
    counts: dict[int, int] = {}
    for stone in stoneset.stones:
        for v in stone:
            if v:
                counts[v] = counts.get(v, 0) + 1
    pixels = bytearray()
    for index, count in sorted(counts.items()):
        pixels.extend(bytes(_rgb(stoneset.palette[index])) * count)
    strip = Image.frombytes("RGB", (len(pixels) // 3, 1), bytes(pixels))
    reduced = strip.quantize(colors=SCREEN_COLOURS, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    pal = (reduced.getpalette() or [])[: 3 * SCREEN_COLOURS]
    used = sorted(set(reduced.tobytes()))       # palette indices, one byte a pixel (mode P)
    colours = [_hex(tuple(pal[3 * i: 3 * i + 3])) for i in used]
    mapping = {}
    for index in counts:
        r, g, b = _rgb(stoneset.palette[index])
        best = min(range(len(colours)), key=lambda k: sum((a - q) ** 2 for a, q in zip((r, g, b), _rgb(colours[k]))))
        mapping[index] = best + 1
    return colours, mapping


# -- loading ------------------------------------------------------------------------------

def name_from_stem(stem: str) -> str:
    """The name of a stoneset whose metadata names none, from its file's stem: ``inner-shapes`` -> ``Inner Shapes``."""
    return (re.sub(r"[-_]+", " ", stem).strip().title() or "Stoneset")[:MAX_NAME_CHARS]


def parse_stoneset(data: bytes, default_name: str = "Stoneset", source: str = "The file",
                   complete: bool = True) -> Stoneset:
    """Parse the bytes of a stoneset PNG (see the module docstring for the layout).

    With ``complete`` (the default) every stone must be drawn and all 36 must differ, as play needs;
    the editor passes ``complete=False`` to open a set that is still being drawn.
    """
    im = _decode_png(data, source)
    pixels = im.tobytes()
    pal_raw = im.getpalette() or []
    palette = [_hex(tuple(pal_raw[3 * i: 3 * i + 3])) if 3 * i + 2 < len(pal_raw) else 0
               for i in range(MAX_FILE_COLOURS)]
    _check_indices(pixels, source)
    meta = _parse_metadata(im, source)
    stones, masks = cut_cells(pixels)
    names_c = meta.get("colours") or [f"Colour {i + 1}" for i in range(COLOURS)]
    names_s = meta.get("symbols") or [f"Symbol {i + 1}" for i in range(SYMBOLS)]
    if complete:
        check_screen_colours(stones, source)
        check_playable(stones, palette, names_c, names_s, source)

    return Stoneset(
        name=meta.get("name") or default_name,
        author=meta.get("author") or "unknown",
        theme=meta.get("theme") or "",
        colour_names=list(names_c),
        symbol_names=list(names_s),
        palette=palette,
        stones=stones,
        masks=masks,
    )


PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
MODE_WORDS = {"RGB": "true-colour (RGB)", "RGBA": "true-colour (RGBA)", "LA": "greyscale", "I": "greyscale",
              "I;16": "greyscale", "CMYK": "CMYK"}      # Pillow's modes as a sentence says them


def open_png(data: bytes) -> Image.Image:
    """A PNG picture from its bytes, its header read and its pixels not yet decoded; UnidentifiedImageError when
    the bytes are no PNG, DecompressionBombError when it claims more pixels than Pillow allows. (Pillow's
    ``Image.open`` would load its JPEG, GIF, BMP and PPM readers first: tens of milliseconds at the game's
    start, for pictures that are all PNG.)"""
    try:
        image = PngImagePlugin.PngImageFile(io.BytesIO(data))
    except (SyntaxError, IndexError, TypeError, struct.error):     # what Image.open takes for "not this format"
        raise UnidentifiedImageError("not a PNG picture") from None
    width, height = image.size
    if Image.MAX_IMAGE_PIXELS is not None and width * height > Image.MAX_IMAGE_PIXELS:
        raise Image.DecompressionBombError(f"{width} x {height} pixels")
    return image


def unreadable(name: str, exc: Exception) -> str:
    """Why a picture Pillow could not read was refused: a text chunk larger than Pillow reads (a zTXt that
    inflates past 1 MB, text over 64 MB in all) says so; anything else is a damaged or cut-short file."""
    if isinstance(exc, ValueError) and ("MAX_TEXT" in str(exc) or "text chunks" in str(exc)):
        return (f"{name} holds a text chunk larger than any picture needs (over a megabyte of words beside the "
                f"pixels), so it was refused unread.")
    return f"{name} is damaged or cut short and cannot be read."


def _decode_png(data: bytes, source: str) -> Image.Image:
    """The decoded indexed picture of a stoneset file, its size and kind checked before its pixels are read."""
    if len(data) > MAX_FILE_BYTES:
        raise StonesetError(f"{source} is {len(data)} bytes; a stoneset file is at most {MAX_FILE_BYTES} bytes.")
    if not data.startswith(PNG_SIGNATURE):
        raise StonesetError(f"{source} is not a PNG picture; "
                            f"a stoneset is an indexed PNG of {WIDTH} x {HEIGHT} pixels.")
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            im = open_png(data)
            width, height = im.size     # from the header: nothing decoded yet
            if im.mode not in ("P", "L", "1"):     # any size: Import Picture fits it
                raise StonesetError(
                    f"{source} is a {MODE_WORDS.get(im.mode, 'true-colour')} picture, not an indexed stoneset; the "
                    f"stoneset editor makes a "
                    f"stoneset of it with File > {IMPORT_PICTURE} (Choices > Stonesets > Edit Stoneset…).")
            if (width, height) != (WIDTH, HEIGHT):
                raise StonesetError(
                    f"{source} is {width} x {height} pixels; a stoneset is exactly {WIDTH} x {HEIGHT} "
                    f"(6 columns and 7 rows of 20 x 20 cells).")
            if im.mode != "P":
                raise StonesetError(
                    f"{source} is a greyscale picture, not an indexed one; save it as an indexed (palette) PNG of at "
                    f"most {MAX_FILE_COLOURS} colours with index 0 as the transparent colour.")
            im.load()
    except StonesetError:
        raise
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        raise StonesetError(f"{source} claims to be a gigantic picture and was refused.") from None
    except (UnidentifiedImageError, SyntaxError):
        raise StonesetError(f"{source} is not a readable PNG picture.") from None
    except (OSError, ValueError, EOFError, IndexError, KeyError, TypeError, MemoryError) as exc:
        raise StonesetError(unreadable(source, exc)) from None
    return im


def _check_indices(pixels: bytes, source: str) -> None:
    """A stoneset's pixels use at most 16 colours, all among the palette indices 0..15."""
    if not pixels.translate(None, _FILE_INDICES):     # every pixel among 0..15 (the usual case, at once)
        return
    used = sorted(set(pixels))
    if len(used) > MAX_FILE_COLOURS:
        raise StonesetError(
            f"{source} uses {len(used)} colours; a stoneset uses at most {MAX_FILE_COLOURS} "
            f"(palette indices 0..15, with 0 transparent).")
    beyond = [i for i in used if i >= MAX_FILE_COLOURS]
    if beyond:
        raise StonesetError(
            f"{source} uses palette index {beyond[0]}; a stoneset uses only indices 0..15 (0 is transparent). "
            f"Move its colours to the first 16 palette entries.")


_ONES = bytes([0] + [1] * 255)               # bytes.translate: any palette index but 0 to 1
_FILE_INDICES = bytes(range(MAX_FILE_COLOURS))  # bytes.translate deletes these: what is left is beyond 15


def cut_cells(pixels: bytes) -> tuple[list[bytes], list[bytes]]:
    """The 36 stones and the 6 masks cut from the picture's pixels (an empty mask: its stones' outline)."""
    def cell(col: int, row: int) -> bytes:
        start = row * CELL * WIDTH + col * CELL
        return b"".join([pixels[at:at + CELL] for at in range(start, start + CELL * WIDTH, WIDTH)])

    stones = [cell(s, c) for c in range(COLOURS) for s in range(SYMBOLS)]
    masks = []
    for s in range(SYMBOLS):
        m = cell(s, MASK_ROW)
        if not m.strip(b"\0"):
            # No mask drawn: the column's shape is the union of its stones.
            m = bytes(map(max, *(stones[c * SYMBOLS + s].translate(_ONES) for c in range(COLOURS))))
        masks.append(m.translate(_ONES))
    return stones, masks


def check_playable(stones: list[bytes], palette: list[int], names_c: list[str], names_s: list[str],
                   source: str = "The stoneset") -> None:
    """Raise a StonesetError unless every stone is drawn and all 36 differ (what play needs)."""
    for c in range(COLOURS):
        for s in range(SYMBOLS):
            if not stones[c * SYMBOLS + s].strip(b"\0"):
                raise StonesetError(
                    f"{source} has no stone for colour {c + 1} ({names_c[c]}) and symbol {s + 1} ({names_s[s]}): "
                    f"the cell at x={s * CELL}, y={c * CELL} is all transparent.")

    # two stones are the same when they show the same colours: each index stands for the first of its colour
    first_of: dict[int, int] = {}
    same = bytes(0 if v == 0 or v >= len(palette) else first_of.setdefault(palette[v], v) for v in range(256))
    seen: dict[bytes, int] = {}
    for i, stone in enumerate(stones):
        key = stone.translate(same)
        if key in seen:
            j = seen[key]
            raise StonesetError(
                f"{source} has two identical stones: colour {j // SYMBOLS + 1}, symbol {j % SYMBOLS + 1} and "
                f"colour {i // SYMBOLS + 1}, symbol {i % SYMBOLS + 1}; all 36 stones must differ.")
        seen[key] = i


def check_screen_colours(stones: list[bytes], source: str = "The stoneset") -> None:
    """Raise a StonesetError when the stones use more colours than play shows at once (8): cut to 8, some of
    them would look alike (the editor opens such a set reduced to 8, where its warnings show what to mend)."""
    used = set(b"".join(stones))
    used.discard(TRANSPARENT)
    if len(used) > SCREEN_COLOURS:
        raise StonesetError(
            f"{source} paints its stones in {len(used)} colours but play shows a set in at most {SCREEN_COLOURS}, "
            f"so some of its stones would look alike; the stoneset editor (Choices > Stonesets > Edit Stoneset…) "
            f"opens it in {SCREEN_COLOURS} colours to mend it.")


def _parse_metadata(im: Image.Image, source: str) -> dict[str, Any]:
    """The YAML of the ``ishido-stoneset`` text chunk, checked; {} when the file has none."""
    text = None
    chunks = getattr(im, "text", None) or {}
    if META_KEY in chunks:
        text = chunks[META_KEY]
    elif META_KEY in im.info:
        text = im.info[META_KEY]
    if text is None:
        return {}
    if not isinstance(text, str):
        raise StonesetError(f"{source} has a metadata chunk that is not text.")
    if len(text) > MAX_META_CHARS:
        raise StonesetError(f"{source} has a metadata text of {len(text)} characters; "
                            f"at most {MAX_META_CHARS} are allowed.")
    try:
        meta = load_yaml_text(text, "stoneset metadata", f"The metadata of {source}", max_depth=8, max_nodes=2000)
    except DataFileError as exc:
        raise StonesetError(str(exc)) from None
    if meta is None:
        return {}
    if not isinstance(meta, dict):
        raise StonesetError(f"{source} has metadata that is not a YAML mapping "
                            "of name, author, theme, colours and symbols.")
    fmt = meta.get("format", FORMAT)
    if fmt != FORMAT:
        raise StonesetError(f"{source} is in the format {show_value(fmt)}; this version of the game reads {FORMAT!r}.")
    out: dict[str, Any] = {}
    for key in ("name", "author", "theme"):
        value = meta.get(key)
        if value is None:
            continue
        value = as_text(value)
        if value is None:
            raise StonesetError(f"{source} has a metadata {key!r} that is not a piece of text.")
        value = value.strip()
        if len(value) > MAX_NAME_CHARS * 2:
            raise StonesetError(f"{source} has a metadata {key!r} longer than {MAX_NAME_CHARS * 2} characters.")
        out[key] = value[:MAX_NAME_CHARS] if key == "name" else value
    for key, count in (("colours", COLOURS), ("symbols", SYMBOLS)):
        value = meta.get(key)
        if value is None:
            continue
        names = [as_text(v) for v in value] if isinstance(value, list) and len(value) == count else None
        if names is None or any(n is None for n in names):
            raise StonesetError(f"{source} has a metadata {key!r} that is not a list of {count} names.")
        out[key] = [str(n).strip()[:MAX_NAME_CHARS] for n in names]
    return out
