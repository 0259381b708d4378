"""Board artwork: the picture of the whole play screen behind the stones.

A board is a 320 x 200 picture of at most 8 colours. The play screen has 16
palette entries: entries 0..7 are the board's (one per role, see
``ishido_retro.layout.ROLE_*``) and entries 8..15 belong to the stoneset, so any
stoneset works on any board.

* A board file in the project's own form is an indexed PNG whose pixels use only
  the palette indices 0..7, index = role (0 black, 1 white, 2 Beyond, 3 Within,
  4/5/6 frame dark/mid/light, 7 accent). Its palette may have 16 (or 256) entries;
  entries 8 and up are ignored (the shipped boards keep the matching stoneset's
  colours there, so the picture looks right in a paint program).
* Any other picture of the right size with at most 8 colours (a truecolour PNG,
  an indexed picture using other indices, a GIF or BMP) is accepted too: its
  colours are given roles automatically (see ``assign_roles``).
* A picture with more colours is refused with the exact count
  (``BoardTooColourful``); ``reduce_board`` makes an 8-colour version of it for a
  preview the player can accept.

Optional metadata sits beside the picture in a YAML file of the same name
(``gems.png`` + ``gems.yaml``): ``name``, ``author``, ``stoneset`` (the matching one),
``pouch`` (the style the game draws its pouch in; a style it does not know draws the plain one).

Pure: Pillow and PyYAML only, no pyxel.
"""

from __future__ import annotations

import io
import warnings
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import PurePath
from typing import cast

import yaml
from PIL import Image, UnidentifiedImageError

from ishido_retro import layout
from ishido_retro.formats import DataFileError, as_text, load_yaml_text
from ishido_retro.stonesets.shipped import DEFAULT_BOARD, SHIPPED_BOARDS
from ishido_retro.stonesets.stoneset import PNG_SIGNATURE, open_png, unreadable

WIDTH, HEIGHT = layout.SCREEN_W, layout.SCREEN_H
BOARD_COLOURS = 8
MAX_FILE_BYTES = 4 * 1024 * 1024
MAX_META_BYTES = 16 * 1024
FORMATS = ["PNG", "GIF", "BMP", "PCX", "TGA", "TIFF", "PPM", "JPEG", "WEBP"]
FORMAT = "ishido-board/1"


_DEFAULT_ROLE_COLOURS = (0x000000, 0xFFFFFF, 0x30384C, 0xC8C0A8, 0x303030, 0x707070, 0xB0B0B0, 0xF0C030)


class BoardError(DataFileError):
    """A board picture that cannot be used; the message says why in a sentence."""


class BoardTooColourful(BoardError):
    """A board picture with more than 8 colours: ``reduce_board`` can make an 8-colour version."""

    def __init__(self, message: str, colours: int) -> None:
        super().__init__(message)
        self.colours = colours


@dataclass
class BoardArt:
    """A board: its name, 8 role colours (0xRRGGBB) and 320 x 200 pixels of indices 0..7."""

    name: str
    palette: list[int]
    pixels: bytes
    author: str = "unknown"
    stoneset: str | None = None      # the matching stoneset, when the board names one
    pouch: str | None = None         # the pouch's style, when the board names one

    def __post_init__(self) -> None:
        self.palette = list(self.palette)
        if len(self.palette) != BOARD_COLOURS:
            raise BoardError(f"A board has {BOARD_COLOURS} role colours, not {len(self.palette)}.")
        if len(self.pixels) != WIDTH * HEIGHT:
            raise BoardError(f"A board has {WIDTH * HEIGHT} pixels, not {len(self.pixels)}.")
        self.pixels = bytes(self.pixels)
        if max(self.pixels) >= BOARD_COLOURS:
            raise BoardError("A board's pixels use only the indices 0..7.")

    def pixel(self, x: int, y: int) -> int:
        return self.pixels[y * WIDTH + x]

    def to_image(self, stone_palette: list[int] | None = None) -> Image.Image:
        """The board as an indexed picture with a 16-entry palette (8..15: ``stone_palette`` or black)."""
        im = Image.frombytes("P", (WIDTH, HEIGHT), self.pixels)
        extra = list(stone_palette or [])[:8]
        extra += [0] * (8 - len(extra))
        flat: list[int] = []
        for v in self.palette + extra:
            flat.extend(((v >> 16) & 255, (v >> 8) & 255, v & 255))
        im.putpalette(flat)
        return im

    def to_png_bytes(self, stone_palette: list[int] | None = None) -> bytes:
        buf = io.BytesIO()
        self.to_image(stone_palette).save(buf, format="PNG", bits=4)
        return buf.getvalue()

    def metadata_text(self) -> str:
        """The YAML text of the sidecar file that goes beside the picture."""
        return yaml.safe_dump(self.metadata(), sort_keys=False, allow_unicode=True)

    def metadata(self) -> dict[str, str]:
        meta = {"format": FORMAT, "name": self.name, "author": self.author}
        if self.stoneset:
            meta["stoneset"] = self.stoneset
        if self.pouch:
            meta["pouch"] = self.pouch
        return meta


def matching_board(stoneset_name: str, theme: str | None = None) -> str:
    """The shipped board that goes with a stoneset: same name, else same theme, else the Ishido board."""
    for candidate in (stoneset_name, theme):
        if candidate:
            for shipped in SHIPPED_BOARDS:
                if shipped.lower() == candidate.strip().lower():
                    return shipped
    return DEFAULT_BOARD


# -- loading --------------------------------------------------------------------------------

def _decode(data: bytes, name: str) -> Image.Image:
    """Decode the bytes of the picture file ``name`` after checking its size in pixels."""
    if len(data) > MAX_FILE_BYTES:
        raise BoardError(f"{name} is {len(data)} bytes; a board picture is at most {MAX_FILE_BYTES} bytes.")
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            im = open_png(data) if data.startswith(PNG_SIGNATURE) else Image.open(io.BytesIO(data), formats=FORMATS)
            w, h = im.size          # read from the header; no pixels decoded yet
            if (w, h) != (WIDTH, HEIGHT):
                raise BoardError(f"{name} is {w} x {h} pixels; a board picture must be exactly {WIDTH} x {HEIGHT}.")
            im.load()
    except BoardError:
        raise
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        raise BoardError(f"{name} claims to be a gigantic picture and was refused.") from None
    except UnidentifiedImageError:
        raise BoardError(f"{name} is not a picture the game can read "
                         f"(use a PNG, GIF or BMP of {WIDTH} x {HEIGHT}).") from None
    except (OSError, ValueError, EOFError, SyntaxError, IndexError, KeyError, TypeError, MemoryError) as exc:
        raise BoardError(unreadable(name, exc)) from None
    return im


def sidecar_name(file_name: str) -> str:
    """The name of the metadata file beside the picture ``file_name``: ``gems.png`` -> ``gems.yaml``."""
    return PurePath(file_name).with_suffix(".yaml").name


def parse_board_metadata(text: str | None, file_name: str, source: str | None = None) -> dict[str, str]:
    """The sidecar YAML ``text`` of the picture ``file_name`` (None: there is none), checked.

    ``source`` names the sidecar in messages (default: its file name).
    """
    if text is None:
        return {}
    side = sidecar_name(file_name)
    try:
        meta = load_yaml_text(text, "board metadata", source or side, max_depth=8, max_nodes=2000)
    except DataFileError as exc:
        raise BoardError(f"{exc} Fix or remove {side} to load {file_name}.") from None
    if meta is None:
        return {}
    if not isinstance(meta, dict):
        raise BoardError(f"{side} must be a YAML mapping with name, author and stoneset.")
    out: dict[str, str] = {}
    for key in ("name", "author", "stoneset", "pouch"):
        value = meta.get(key)
        if value is not None:
            text = as_text(value)
            if text is None:
                raise BoardError(f"{side} has a {key!r} that is not a piece of text.")
            out[key] = text.strip()[:80]
    return out


RGB = tuple[int, int, int]


def _hex(rgb: Sequence[int]) -> int:
    return (rgb[0] << 16) | (rgb[1] << 8) | rgb[2]


def _title(file_name: str) -> str:
    return PurePath(file_name).stem.replace("-", " ").replace("_", " ").strip().title() or "Board"


def parse_board(data: bytes, file_name: str, meta_text: str | None = None,
                meta_source: str | None = None) -> BoardArt:
    """The board in the picture bytes ``data`` of the file ``file_name``, with its sidecar YAML ``meta_text``.

    Refuses anything unusable with a BoardError saying exactly what is wrong.
    """
    im = _decode(data, file_name)
    meta = parse_board_metadata(meta_text, file_name, meta_source)
    title = meta.get("name") or _title(file_name)
    author, stoneset, pouch = meta.get("author") or "unknown", meta.get("stoneset"), meta.get("pouch")

    if im.mode == "P" and "transparency" not in im.info:
        pixels = im.tobytes()
        if max(pixels) < BOARD_COLOURS:
            pal = im.getpalette() or []
            pal = pal + [0] * (3 * BOARD_COLOURS - len(pal))
            palette = [_hex(pal[3 * i: 3 * i + 3]) for i in range(BOARD_COLOURS)]
            return BoardArt(title, palette, pixels, author=author, stoneset=stoneset, pouch=pouch)

    rgb = im.convert("RGB")
    colours = rgb.getcolors(maxcolors=WIDTH * HEIGHT) or []
    count = len(colours)
    if count > BOARD_COLOURS:
        raise BoardTooColourful(
            f"{file_name} uses {count} colours; a board may use at most {BOARD_COLOURS} (the other 8 of the "
            f"screen's 16 belong to the stones). It can be reduced to {BOARD_COLOURS} colours.", count)
    board = _from_rgb(rgb, title)
    board.author, board.stoneset, board.pouch = author, stoneset, pouch
    return board


def reduced_board(data: bytes, file_name: str) -> BoardArt:
    """An 8-colour version of a too-colourful picture (Pillow's quantize), roles assigned automatically.

    The size checks of :func:`parse_board` still apply. Show the result as a preview
    before using it.
    """
    im = _decode(data, file_name)
    rgb = im.convert("RGB")
    if len(rgb.getcolors(maxcolors=WIDTH * HEIGHT) or []) > BOARD_COLOURS:
        rgb = rgb.quantize(colors=BOARD_COLOURS, method=Image.Quantize.MEDIANCUT,
                           dither=Image.Dither.NONE).convert("RGB")
    return _from_rgb(rgb, f"{_title(file_name)} (8 colours)")


def _square_pixels(kind: str) -> list[tuple[int, int]]:
    """Sample points: the middle 10 x 10 of every Beyond (edge) or Within (interior) square."""
    pts: list[tuple[int, int]] = []
    for row in range(layout.BOARD_ROWS):
        for col in range(layout.BOARD_COLS):
            edge = col in (0, layout.BOARD_COLS - 1) or row in (0, layout.BOARD_ROWS - 1)
            if (kind == "beyond") != edge:
                continue
            x0, y0 = layout.square_origin(col, row)
            pts.extend((x0 + dx, y0 + dy) for dy in range(5, 15) for dx in range(5, 15))
    return pts


def _lum(rgb: Sequence[int]) -> float:
    return 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]


def _sat(rgb: Sequence[int]) -> float:
    return max(rgb) - min(rgb)


def assign_roles(rgb: Image.Image) -> list[RGB | None]:
    """Give the (at most 8) colours of a 320 x 200 RGB picture their roles; returns colour per role.

    1. Beyond is the most common colour in the middle of the edge squares, Within the
       most common other colour in the middle of the interior squares.
    2. Of the rest, the darkest becomes black and the lightest white.
    3. The most saturated remaining colour becomes the accent.
    4. Whatever is left becomes frame dark / mid / light by lightness.
    Roles no colour was left for are None (the caller fills in a default).
    """
    px = rgb.load()
    assert px is not None  # an RGB picture always has pixels
    roles: list[RGB | None] = [None] * BOARD_COLOURS

    def commonest(points: list[tuple[int, int]], exclude: tuple[RGB | None, ...] = ()) -> RGB | None:
        counts: dict[RGB, int] = {}
        for (x, y) in points:
            c = cast(RGB, px[x, y])
            if c not in exclude:
                counts[c] = counts.get(c, 0) + 1
        return max(counts, key=lambda c: (counts[c], c)) if counts else None

    colours = [cast(RGB, c) for _, c in rgb.getcolors(maxcolors=WIDTH * HEIGHT) or []]
    roles[layout.ROLE_BEYOND] = commonest(_square_pixels("beyond"))
    roles[layout.ROLE_WITHIN] = commonest(_square_pixels("within"), exclude=(roles[layout.ROLE_BEYOND],))
    rest = sorted((c for c in colours if c not in roles), key=_lum)
    if rest:
        roles[layout.ROLE_BLACK] = rest.pop(0)
    if rest:
        roles[layout.ROLE_WHITE] = rest.pop()
    if rest:
        accent = max(rest, key=lambda c: (_sat(c), _lum(c)))
        roles[layout.ROLE_ACCENT] = accent
        rest.remove(accent)
    frames = {3: (layout.ROLE_FRAME_DARK, layout.ROLE_FRAME_MID, layout.ROLE_FRAME_LIGHT),
              2: (layout.ROLE_FRAME_DARK, layout.ROLE_FRAME_LIGHT),
              1: (layout.ROLE_FRAME_MID,), 0: ()}.get(len(rest), ())
    if not frames:
        # More colours left than frame roles (Beyond or Within found no colour of its own):
        # every colour still needs a role, so fill whatever roles are empty, darkest first.
        frames = tuple(i for i, c in enumerate(roles) if c is None)
    for role, c in zip(frames, rest):
        roles[role] = c
    return roles


def _from_rgb(rgb: Image.Image, title: str) -> BoardArt:
    roles = assign_roles(rgb)
    index = {c: i for i, c in enumerate(roles) if c is not None}
    palette = [_hex(c) if c is not None else _DEFAULT_ROLE_COLOURS[i] for i, c in enumerate(roles)]
    data = rgb.tobytes()
    pixels = bytes(index[(data[i], data[i + 1], data[i + 2])] for i in range(0, len(data), 3))
    return BoardArt(title, palette, pixels)
