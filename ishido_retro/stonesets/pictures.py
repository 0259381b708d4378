"""The editor's pictures: any picture reduced to 8 colours and cut into the 6 x 6 grid.

:func:`picture_from_bytes` decodes and checks the bytes of a picture file of any size and
kind; :func:`picture_to_doc` reduces it into a stoneset document. Reading the file is
:mod:`ishido_retro.storage.stonesets`' business. Pure: Pillow only, no pyxel.
"""

from __future__ import annotations

import io
import warnings

from PIL import Image, UnidentifiedImageError

from ishido_retro.stonesets.document import EDIT_COLOURS, PIXELS, StonesetDoc, full_mask
from ishido_retro.stonesets.stoneset import CELL, COLOURS, SYMBOLS, StonesetError

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
    except (OSError, ValueError, EOFError, SyntaxError, IndexError, KeyError, TypeError, MemoryError):
        raise StonesetError(f"{name} is damaged or cut short and cannot be read.") from None
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
