"""The editor's pictures: an indexed picture of a stoneset's size taken pixel for pixel, any other reduced
to 8 colours and cut into the 6 x 6 grid.

:func:`picture_from_bytes` decodes and checks the bytes of a picture file of any size and
kind; :func:`plan_import` makes it a stoneset document and says, in words, what that did to
the picture (the editor shows this before anything is replaced); :func:`picture_to_doc` is the
fitting half. Reading the file is :mod:`ishido_retro.storage.stonesets`' business. Pure: Pillow
only, no pyxel.
"""

from __future__ import annotations

import io
import warnings
from dataclasses import dataclass

from PIL import Image, UnidentifiedImageError

from ishido_retro.stonesets.document import EDIT_COLOURS, PIXELS, StonesetDoc, full_mask
from ishido_retro.stonesets.stoneset import (
    CELL,
    COLOURS,
    HEIGHT,
    MAX_FILE_COLOURS,
    SYMBOLS,
    WIDTH,
    Stoneset,
    StonesetError,
    cut_cells,
    unreadable,
)

MAX_PICTURE_BYTES = 8 * 1024 * 1024
MAX_PICTURE_PIXELS = 4096 * 4096
GRID = CELL * SYMBOLS            # the picture is reduced to 120 x 120
PICTURE_FORMATS = ("PNG", "GIF", "BMP", "JPEG")     # what File > Import Picture… offers


def picture_from_bytes(data: bytes, name: str) -> Image.Image:
    """The picture in the bytes of the file ``name``, checked and decoded; StonesetError if it cannot be used."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            im = Image.open(io.BytesIO(data), formats=PICTURE_FORMATS)
            if im.size[0] * im.size[1] > MAX_PICTURE_PIXELS or min(im.size) < 1:
                raise StonesetError(f"{name} is {im.size[0]} x {im.size[1]} pixels; pictures up to "
                                    "4096 x 4096 can be imported.")
            im.load()
    except StonesetError:
        raise
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        raise StonesetError(f"{name} claims to be a gigantic picture and was refused.") from None
    except UnidentifiedImageError:
        raise StonesetError(f"{name} is not a picture this program can read (use a PNG, GIF, BMP or "
                            "JPEG).") from None
    except (OSError, ValueError, EOFError, SyntaxError, IndexError, KeyError, TypeError, MemoryError) as exc:
        raise StonesetError(unreadable(name, exc)) from None
    return im


def picture_name(stem: str) -> str:
    """The name an imported picture's set gets from the file's stem: ``my_stones`` -> ``My Stones``."""
    return stem.replace("-", " ").replace("_", " ").title()


def picture_to_doc(im: Image.Image, name: str = "Imported") -> StonesetDoc:
    """Reduce a picture to 120 x 120 and 8 colours (the editor's and the play screen's) and cut it into 36 stones.

    Pixels less than half opaque become transparent; each column's mask is the union of its
    stones (a full square when the column is empty).
    """
    rgba = im.convert("RGBA").resize((GRID, GRID), Image.Resampling.BOX)
    alpha = rgba.getchannel("A").tobytes()
    rgb = rgba.convert("RGB")
    reduced = rgb.quantize(colors=EDIT_COLOURS, method=Image.Quantize.MEDIANCUT,
                           dither=Image.Dither.NONE)
    raw_pal = reduced.getpalette() or []
    indices = reduced.tobytes()
    palette = [0x8C8C8C]
    for k in range(EDIT_COLOURS):
        r, g, b = (raw_pal[3 * k: 3 * k + 3] + [0, 0, 0])[:3]
        palette.append((r << 16) | (g << 8) | b)
    pixels = bytes(0 if alpha[i] < 128 else indices[i] + 1 for i in range(GRID * GRID))
    stones = []
    for row in range(COLOURS):
        for col in range(SYMBOLS):
            stones.append(bytes(pixels[(row * CELL + y) * GRID + col * CELL + x]
                                for y in range(CELL) for x in range(CELL)))
    masks = []
    for col in range(SYMBOLS):
        union = bytes(1 if any(stones[r * SYMBOLS + col][i] for r in range(COLOURS)) else 0 for i in range(PIXELS))
        masks.append(union if any(union) else full_mask())
    return StonesetDoc(stones, masks, palette, name=name[:40])


@dataclass(frozen=True)
class Imported:
    """A picture made a stoneset document: ``exact`` when every pixel, the palette and the transparent colour
    were kept; ``plan`` says what was done, in sentences."""

    doc: StonesetDoc
    exact: bool
    plan: str


def plan_import(im: Image.Image, file_name: str, name: str = "Imported") -> Imported:
    """The picture as a document, exactly when it is an indexed picture of a stoneset's size (120 x 140, or
    the 120 x 120 of the stones alone) using palette indices 0..15; else fitted by :func:`picture_to_doc`."""
    exact = _exact(im, name)
    if exact is not None:
        doc, plan = exact
        return Imported(doc, not doc.opened_note, f"{file_name} is an indexed picture of a stoneset's size: {plan}")
    width, height = im.size
    colours = im.convert("RGB").getcolors(maxcolors=4096)
    count = f"{len(colours)} colours" if colours is not None else "more than 4096 colours"
    if (width, height) == (GRID, GRID):
        size = f"{file_name} is {GRID} x {GRID} pixels: it is cut into 36 stones."
    else:
        squeezed = "" if width == height else " (its proportions are not kept)"
        size = (f"{file_name} is scaled from {width} x {height} to {GRID} x {GRID} pixels{squeezed} and cut into "
                "36 stones.")
    kept = ("Its 1 colour is kept." if colours is not None and len(colours) == 1
            else f"Its {count} are kept." if colours is not None and len(colours) <= EDIT_COLOURS
            else f"Its {count} are reduced to {EDIT_COLOURS}, the most a stoneset shows in play.")
    return Imported(picture_to_doc(im, name), False, f"{size} {kept} {_see_through(im)}")


def _see_through(im: Image.Image) -> str:
    """Which colour of the picture becomes T (transparent), in a sentence."""
    index = im.info.get("transparency") if im.mode == "P" else None
    if isinstance(index, int) and im.getpalette():
        return f"Its transparent colour {_hex_of(im, index)} becomes T."
    if im.mode in ("RGBA", "LA", "PA") or "transparency" in im.info:
        return "Its see-through pixels become T (transparent)."
    return "No colour becomes transparent: every pixel is opaque, so every stone is a full square until T is painted."


def _hex_of(im: Image.Image, index: int) -> str:
    pal = im.getpalette() or []
    r, g, b = (pal[3 * index: 3 * index + 3] + [0, 0, 0])[:3]
    return f"#{r:02x}{g:02x}{b:02x}"


def _exact(im: Image.Image, name: str) -> tuple[StonesetDoc, str] | None:
    """An indexed picture of a stoneset's size, pixel for pixel (its transparent index becomes 0, the format's
    T); None when it is not one."""
    if im.mode != "P" or im.size not in ((WIDTH, HEIGHT), (GRID, GRID)):
        return None
    pixels = bytearray(im.tobytes())
    raw = list(im.getpalette() or [])
    raw += [0] * (3 * MAX_FILE_COLOURS - len(raw))
    clear = _transparent_index(im)
    if clear:                                   # the picture's transparent index and index 0 change places
        swap = bytes(0 if v == clear else clear if v == 0 else v for v in range(256))
        pixels = bytearray(pixels.translate(swap))
        raw[0:3], raw[3 * clear:3 * clear + 3] = raw[3 * clear:3 * clear + 3], raw[0:3]
    if max(pixels) >= MAX_FILE_COLOURS:
        return None
    pixels += bytes(WIDTH * (HEIGHT - im.size[1]))     # the stones alone: the masks are their outlines
    stones, masks = cut_cells(bytes(pixels))
    palette = [(raw[3 * i] << 16) | (raw[3 * i + 1] << 8) | raw[3 * i + 2] for i in range(MAX_FILE_COLOURS)]
    doc = StonesetDoc.from_stoneset(Stoneset(name=name[:40], palette=palette, stones=stones, masks=masks))
    colour = f"#{palette[0]:06x}"
    said = (f"its transparent colour {colour} is T" if clear is not None
            else f"index 0 ({colour}) is T, as in a stoneset file")
    if doc.opened_note:
        note = doc.opened_note[0].lower() + doc.opened_note[1:]
        return doc, f"its pixels are taken as they are and {said}, but {note}"
    return doc, f"every pixel and its palette are taken as they are, and {said}."


def _transparent_index(im: Image.Image) -> int | None:
    """The palette index the picture marks transparent (tRNS), or None."""
    value = im.info.get("transparency")
    if isinstance(value, int):
        return value if 0 <= value < 256 else None
    if isinstance(value, bytes):
        return next((i for i, alpha in enumerate(value) if alpha < 128), None)
    return None
