"""Colours as designers type and share them: a typed ``#1e90ff``, and the palettes File > Import Palette… reads.

Pure: bytes or text in, colours (``0xRRGGBB``) out; reading the file is :mod:`ishido_retro.storage.palettes`'
business. Every fault is a :class:`PaletteError`, one plain sentence naming the file and the line.

- :func:`parse_colour`: ``#1e90ff`` or ``1e90ff``, upper or lower case.
- :func:`parse_gpl`: a GIMP palette (``GIMP Palette``, optional ``Name:``/``Columns:``/``Channels:`` lines,
  ``#`` comments, then ``R G B name`` lines).
- :func:`parse_jasc`: a JASC palette (Paint Shop Pro): ``JASC-PAL``, ``0100``, the count, then ``R G B`` lines.
- :func:`parse_hex_list`: a ``.hex`` palette (Lospec's): one ``RRGGBB`` a line.
- :func:`palette_from_bytes`: any of those by the file's ending, else a picture (PNG, GIF, BMP, JPEG) or a
  stoneset, whose colours are taken as :func:`picture_colours` and :func:`stoneset_colours` say.
- :func:`gpl_names`: the colour names a GIMP palette gives, beside its colours.

File > Export Palette… writes them back: :func:`format_gpl` (with the colours' names), :func:`format_jasc` and
:func:`format_hex`, or :func:`format_palette` by the file's ending; each reads back as it was written.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from PIL import Image

from ishido_retro.formats.errors import DataFileError
from ishido_retro.formats.numbers import is_digits, whole_number
from ishido_retro.stonesets.contrast import row_indices
from ishido_retro.stonesets.pictures import picture_from_bytes
from ishido_retro.stonesets.stoneset import Stoneset, StonesetError, parse_stoneset

MAX_PALETTE_BYTES = 64 * 1024       # a palette file; 256 colours with long names fit many times over
MAX_PALETTE_COLOURS = 256           # colours in one palette file
PICTURE_COLOURS = 15                # a picture gives at most this many (a stoneset has 15 colours and T)
SAMPLE_SIDE = 256                   # a big picture is looked at through a copy this size
HEX_DIGITS = "0123456789abcdefABCDEF"
TEXT_FORMATS = {".gpl": "a GIMP palette", ".pal": "a JASC palette", ".hex": "a hex palette"}


class PaletteError(DataFileError):
    """A typed colour or a palette file that cannot be used; one plain sentence."""


def parse_colour(text: str) -> int:
    """``#1e90ff`` or ``1e90ff`` (any case, spaces round it ignored) as ``0x1e90ff``."""
    value = text.strip()
    digits = value[1:] if value.startswith("#") else value
    if len(digits) != 6 or any(ch not in HEX_DIGITS for ch in digits):
        shown = value if len(value) <= 12 else value[:9] + "..."
        raise PaletteError(f'"{shown}" is not a colour: type six hex digits, as #1e90ff')
    return int(digits, 16)


def _lines(text: str) -> list[tuple[int, str]]:
    """The numbered lines that say something (blank ones left out)."""
    return [(n, line.strip()) for n, line in enumerate(text.splitlines(), 1) if line.strip()]


def _rgb(words: list[str], source: str, n: int) -> int:
    """Three numbers 0..255 as 0xRRGGBB."""
    if not all(is_digits(w, 12) for w in words[:3]):      # ASCII digits only: no "²", "١٢", "+1" or "1_0"
        raise PaletteError(f"{source}, line {n}: a colour is three numbers 0 to 255 (red, green, blue)")
    r, g, b = (int(w) for w in words[:3])
    if not all(0 <= v <= 255 for v in (r, g, b)):
        raise PaletteError(f"{source}, line {n}: red, green and blue go from 0 to 255")
    return (r << 16) | (g << 8) | b


def _capped(colours: list[int], source: str, lines: int | None = None) -> list[int]:
    """``colours``, refused when there are none or more than a palette may have; ``lines``: how many colour
    lines the file has in all (those after the first too many are counted, not read), for the sentence."""
    if not colours:
        raise PaletteError(f"{source} holds no colours")
    if len(colours) > MAX_PALETTE_COLOURS:
        held = max(len(colours), lines or 0)
        raise PaletteError(f"{source} holds {held:,} colours; a palette may have {MAX_PALETTE_COLOURS}")
    return colours


def parse_gpl(text: str, source: str = "The palette") -> list[int]:
    """The colours of a GIMP palette, in the file's order."""
    return [rgb for rgb, _name in gpl_names(text, source)]


def gpl_names(text: str, source: str = "The palette") -> list[tuple[int, str]]:
    """The colours of a GIMP palette with the name each line gives after its numbers ("" when none)."""
    lines = _lines(text)
    if not lines or lines[0][1] != "GIMP Palette":
        raise PaletteError(f'{source} is not a GIMP palette: its first line is not "GIMP Palette"')
    named: list[tuple[int, str]] = []
    rows = [(n, line) for n, line in lines[1:]
            if not (line.startswith("#") or line.split(":")[0] in ("Name", "Columns", "Channels"))]
    for n, line in rows:
        words = line.split(None, 3)
        if len(words) < 3:
            raise PaletteError(f"{source}, line {n}: a colour is three numbers 0 to 255 (red, green, blue)")
        named.append((_rgb(words, source, n), words[3].strip() if len(words) > 3 else ""))
        if len(named) > MAX_PALETTE_COLOURS:
            break
    _capped([rgb for rgb, _name in named], source, len(rows))
    return named


def parse_jasc(text: str, source: str = "The palette") -> list[int]:
    """The colours of a JASC palette, as many as its count says."""
    lines = _lines(text)
    if len(lines) < 3 or lines[0][1] != "JASC-PAL" or lines[1][1] != "0100":
        raise PaletteError(f'{source} is not a JASC palette: it begins "JASC-PAL" and "0100"')
    n, count_text = lines[2]
    count = whole_number(count_text, 1, MAX_PALETTE_COLOURS)       # ASCII digits only: "²" is no count
    if count is None:
        raise PaletteError(f"{source}, line {n}: the count of colours is a number 1 to {MAX_PALETTE_COLOURS}")
    rows = lines[3:]
    if len(rows) != count:
        raise PaletteError(f"{source} says it has {count} colours but lists {len(rows)}")
    colours = []
    for n, line in rows:
        words = line.split()
        if len(words) not in (3, 4):      # some programs add alpha
            raise PaletteError(f"{source}, line {n}: a colour is three numbers 0 to 255 (red, green, blue)")
        colours.append(_rgb(words, source, n))
    return _capped(colours, source)


def parse_hex_list(text: str, source: str = "The palette") -> list[int]:
    """The colours of a ``.hex`` palette: one ``RRGGBB`` (``#`` allowed) a line."""
    colours = []
    for n, line in _lines(text):
        try:
            colours.append(parse_colour(line))
        except PaletteError:
            raise PaletteError(f"{source}, line {n}: a hex palette has one colour a line, six hex digits as "
                               "1e90ff") from None
        if len(colours) > MAX_PALETTE_COLOURS:
            break
    return _capped(colours, source, len(_lines(text)))


def _one_line(text: str) -> str:
    """A name as one line of a palette file: no control characters, no spaces round it."""
    return "".join(ch if ch.isprintable() else " " for ch in text).strip()


def _channels(rgb: int) -> tuple[int, int, int]:
    return (rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255


def format_gpl(colours: Sequence[int], names: Sequence[str] = (), title: str = "") -> str:
    """A GIMP palette: ``title`` as its Name, each colour as ``R G B`` and its name (``names[k]``, if any)."""
    head = ["GIMP Palette", f"Name: {_one_line(title) or 'Untitled'}", "Columns: 8", "#"]
    rows = []
    for k, rgb in enumerate(colours):
        r, g, b = _channels(rgb)
        name = _one_line(names[k]) if k < len(names) else ""
        rows.append(f"{r:3d} {g:3d} {b:3d}" + (f"\t{name}" if name else ""))
    return "\n".join(head + rows) + "\n"


def format_jasc(colours: Sequence[int]) -> str:
    """A JASC palette (Paint Shop Pro's, with its CR LF line ends)."""
    rows = ["JASC-PAL", "0100", str(len(colours))] + ["{} {} {}".format(*_channels(rgb)) for rgb in colours]
    return "\r\n".join(rows) + "\r\n"


def format_hex(colours: Sequence[int]) -> str:
    """A ``.hex`` palette (Lospec's): one ``rrggbb`` a line."""
    return "".join(f"{rgb:06x}\n" for rgb in colours)


def format_palette(suffix: str, colours: Sequence[int], names: Sequence[str] = (), title: str = "") -> str:
    """The palette file of ending ``suffix`` (``.gpl``, ``.pal`` or ``.hex``, any case); only ``.gpl`` keeps the
    names and the title."""
    suffix = suffix.lower()
    if suffix == ".gpl":
        return format_gpl(colours, names, title)
    if suffix == ".pal":
        return format_jasc(colours)
    if suffix == ".hex":
        return format_hex(colours)
    raise PaletteError(f'"{suffix}" is not a palette ending: a palette is written as .gpl, .pal or .hex')


def decode_palette(data: bytes, source: str) -> str:
    """The text of a palette file: UTF-8, or Latin-1 as older GIMP palettes are; binary data is refused."""
    if len(data) > MAX_PALETTE_BYTES:
        raise PaletteError(f"{source} is {len(data)} bytes; a palette file may have {MAX_PALETTE_BYTES}")
    if b"\x00" in data:
        raise PaletteError(f"{source} holds binary data, not the text of a palette")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def picture_colours(im: Image.Image) -> list[int]:
    """A picture's colours, commonest first: all of them when it has at most :data:`PICTURE_COLOURS`, else that
    many chosen by Pillow's median cut. Pixels less than half opaque are left out."""
    im = im.copy()
    im.thumbnail((SAMPLE_SIDE, SAMPLE_SIDE), Image.Resampling.NEAREST)
    raw = im.convert("RGBA").tobytes()
    opaque = [(raw[i], raw[i + 1], raw[i + 2]) for i in range(0, len(raw), 4) if raw[i + 3] >= 128]
    counts = Counter(opaque)
    if len(counts) > PICTURE_COLOURS:
        strip = Image.new("RGB", (len(opaque), 1))
        strip.putdata(opaque)
        reduced = strip.quantize(PICTURE_COLOURS, method=Image.Quantize.MEDIANCUT)
        pal = reduced.getpalette() or []
        counts = Counter()
        for index, n in Counter(reduced.tobytes()).items():
            r, g, b = pal[3 * index:3 * index + 3]
            counts[(r, g, b)] += n
    ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    return [(r << 16) | (g << 8) | b for (r, g, b), _n in ranked]


def palette_from_text(data: bytes, suffix: str, source: str) -> list[int]:
    """A palette file's colours by its ending (``.gpl``, ``.pal``, ``.hex``)."""
    text = decode_palette(data, source)
    parse = {".gpl": parse_gpl, ".pal": parse_jasc, ".hex": parse_hex_list}[suffix]
    return parse(text, source)


def stoneset_colours(stoneset: Stoneset) -> list[int]:
    """A stoneset's colours: its rows' colours in row order, then the other colours its stones use, then its
    other swatches (a set still being drawn gives its swatches)."""
    rows = [i for i in dict.fromkeys(row_indices(stoneset.stones)) if i is not None]
    order = rows + [i for i in stoneset.used_indices() if i not in rows]
    order += [i for i in range(1, len(stoneset.palette)) if i not in order]
    return list(dict.fromkeys(stoneset.palette[i] for i in order))


def palette_from_bytes(data: bytes, name: str) -> list[int]:
    """The colours in the bytes of the file ``name``: a palette file by its ending, else a stoneset's colours
    (:func:`stoneset_colours`), else a picture's (:func:`picture_colours`: a board is a picture)."""
    suffix = "." + name.rpartition(".")[2].lower() if "." in name else ""
    if suffix == ".pal" and data.startswith(b"RIFF"):
        raise PaletteError(f"{name} is a Microsoft RIFF palette; save it as a JASC, GIMP or hex palette")
    if suffix in TEXT_FORMATS:
        return palette_from_text(data, suffix, name)
    try:
        return stoneset_colours(parse_stoneset(data, source=name, complete=False))
    except StonesetError:
        pass
    try:
        colours = picture_colours(picture_from_bytes(data, name))
    except StonesetError as exc:
        raise PaletteError(f"{str(exc).rstrip('.')}; a palette comes from a picture, a stoneset or a .gpl, .pal "
                           "or .hex file") from None
    if not colours:
        raise PaletteError(f"{name} has no opaque pixels, so no colours to take")
    return colours
