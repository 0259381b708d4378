"""Draw the game's own bitmap fonts and write them as BDF into resources/fonts/ (deterministic).

Two faces, both fixed-width like the Amiga's Topaz and drawn here pixel by pixel:

* ``ishido8.bdf``: the regular face, 8 pixels high (capitals 7 rows, one row of
  descender), glyphs 5 pixels wide on a 6-pixel advance;
* ``ishido8b.bdf``: a true bold, made from the regular glyphs by widening every
  vertical stroke to two pixels without closing a one-pixel counter, on a
  7-pixel advance.

The outline and drop-shadow styles for titles are drawn from these faces by
``ishido_retro.ui.draw`` (the glyphs stamped in a dark colour around or below).

    python tools/make_font.py [--out DIR]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ishido_retro.storage import resources as paths  # noqa: E402

GLYPH_W, GLYPH_H = 5, 8
ASCENT, DESCENT = 7, 1          # rows above the baseline, rows below it
ADVANCE, BOLD_ADVANCE = 6, 7

# Each glyph: 8 rows of 5 columns, '#' ink, '.' paper; rows 0..6 sit on the baseline, row 7 descends.
# A glyph given with fewer rows is padded with paper at the bottom.
_GLYPHS_SRC = r"""
' '
.....
'!'
..#..
..#..
..#..
..#..
..#..
.....
..#..
'"'
.#.#.
.#.#.
.#.#.
'#'
.#.#.
.#.#.
#####
.#.#.
#####
.#.#.
.#.#.
'$'
..#..
.####
#.#..
.###.
..#.#
####.
..#..
'%'
##...
##..#
...#.
..#..
.#...
#..##
...##
'&'
.##..
#..#.
#.#..
.#...
#.#.#
#..#.
.##.#
"'"
..#..
..#..
.#...
'('
...#.
..#..
.#...
.#...
.#...
..#..
...#.
')'
.#...
..#..
...#.
...#.
...#.
..#..
.#...
'*'
.....
..#..
#.#.#
.###.
#.#.#
..#..
.....
'+'
.....
..#..
..#..
#####
..#..
..#..
.....
','
.....
.....
.....
.....
.....
..##.
..##.
.##..
'-'
.....
.....
.....
.####
.....
.....
.....
'.'
.....
.....
.....
.....
.....
.##..
.##..
'/'
....#
....#
...#.
..#..
.#...
#....
#....
'0'
.###.
#...#
#..##
#.#.#
##..#
#...#
.###.
'1'
..#..
.##..
..#..
..#..
..#..
..#..
.###.
'2'
.###.
#...#
....#
...#.
..#..
.#...
#####
'3'
#####
...#.
..#..
...#.
....#
#...#
.###.
'4'
...#.
..##.
.#.#.
#..#.
#####
...#.
...#.
'5'
#####
#....
####.
....#
....#
#...#
.###.
'6'
..##.
.#...
#....
####.
#...#
#...#
.###.
'7'
#####
....#
...#.
..#..
.#...
.#...
.#...
'8'
.###.
#...#
#...#
.###.
#...#
#...#
.###.
'9'
.###.
#...#
#...#
.####
....#
...#.
.##..
':'
.....
.##..
.##..
.....
.##..
.##..
.....
';'
.....
.##..
.##..
.....
.##..
.##..
.#...
'<'
...#.
..#..
.#...
#....
.#...
..#..
...#.
'='
.....
.....
#####
.....
#####
.....
.....
'>'
.#...
..#..
...#.
....#
...#.
..#..
.#...
'?'
.###.
#...#
....#
...#.
..#..
.....
..#..
'@'
.###.
#...#
#.###
#.#.#
#.##.
#....
.####
'A'
..#..
.#.#.
#...#
#...#
#####
#...#
#...#
'B'
####.
#...#
#...#
####.
#...#
#...#
####.
'C'
.###.
#...#
#....
#....
#....
#...#
.###.
'D'
###..
#..#.
#...#
#...#
#...#
#..#.
###..
'E'
#####
#....
#....
####.
#....
#....
#####
'F'
#####
#....
#....
####.
#....
#....
#....
'G'
.###.
#...#
#....
#.###
#...#
#...#
.####
'H'
#...#
#...#
#...#
#####
#...#
#...#
#...#
'I'
.###.
..#..
..#..
..#..
..#..
..#..
.###.
'J'
..###
...#.
...#.
...#.
...#.
#..#.
.##..
'K'
#...#
#..#.
#.#..
##...
#.#..
#..#.
#...#
'L'
#....
#....
#....
#....
#....
#....
#####
'M'
#...#
##.##
#.#.#
#.#.#
#...#
#...#
#...#
'N'
#...#
#...#
##..#
#.#.#
#..##
#...#
#...#
'O'
.###.
#...#
#...#
#...#
#...#
#...#
.###.
'P'
####.
#...#
#...#
####.
#....
#....
#....
'Q'
.###.
#...#
#...#
#...#
#.#.#
#..#.
.##.#
'R'
####.
#...#
#...#
####.
#.#..
#..#.
#...#
'S'
.####
#....
#....
.###.
....#
....#
####.
'T'
#####
..#..
..#..
..#..
..#..
..#..
..#..
'U'
#...#
#...#
#...#
#...#
#...#
#...#
.###.
'V'
#...#
#...#
#...#
#...#
#...#
.#.#.
..#..
'W'
#...#
#...#
#.#.#
#.#.#
#.#.#
#.#.#
.#.#.
'X'
#...#
#...#
.#.#.
..#..
.#.#.
#...#
#...#
'Y'
#...#
#...#
#...#
.#.#.
..#..
..#..
..#..
'Z'
#####
....#
...#.
..#..
.#...
#....
#####
'['
.###.
.#...
.#...
.#...
.#...
.#...
.###.
'\'
#....
#....
.#...
..#..
...#.
....#
....#
']'
.###.
...#.
...#.
...#.
...#.
...#.
.###.
'^'
..#..
.#.#.
#...#
'_'
.....
.....
.....
.....
.....
.....
.....
#####
'`'
.#...
..#..
...#.
'a'
.....
.....
.###.
....#
.####
#...#
.####
'b'
#....
#....
####.
#...#
#...#
#...#
####.
'c'
.....
.....
.###.
#....
#....
#...#
.###.
'd'
....#
....#
.####
#...#
#...#
#...#
.####
'e'
.....
.....
.###.
#...#
#####
#....
.###.
'f'
..##.
.#..#
.#...
###..
.#...
.#...
.#...
'g'
.....
.....
.####
#...#
#...#
.####
....#
.###.
'h'
#....
#....
#.##.
##..#
#...#
#...#
#...#
'i'
..#..
.....
.##..
..#..
..#..
..#..
.###.
'j'
...#.
.....
..##.
...#.
...#.
...#.
#..#.
.##..
'k'
#....
#....
#..#.
#.#..
##...
#.#..
#..#.
'l'
.##..
..#..
..#..
..#..
..#..
..#..
.###.
'm'
.....
.....
##.#.
#.#.#
#.#.#
#.#.#
#...#
'n'
.....
.....
#.##.
##..#
#...#
#...#
#...#
'o'
.....
.....
.###.
#...#
#...#
#...#
.###.
'p'
.....
.....
####.
#...#
#...#
####.
#....
#....
'q'
.....
.....
.####
#...#
#...#
.####
....#
....#
'r'
.....
.....
#.##.
##..#
#....
#....
#....
's'
.....
.....
.####
#....
.###.
....#
####.
't'
.#...
.#...
###..
.#...
.#...
.#..#
..##.
'u'
.....
.....
#...#
#...#
#...#
#..##
.##.#
'v'
.....
.....
#...#
#...#
#...#
.#.#.
..#..
'w'
.....
.....
#...#
#.#.#
#.#.#
#.#.#
.#.#.
'x'
.....
.....
#...#
.#.#.
..#..
.#.#.
#...#
'y'
.....
.....
#...#
#...#
#...#
.####
....#
.###.
'z'
.....
.....
#####
...#.
..#..
.#...
#####
'{'
...##
..#..
..#..
.#...
..#..
..#..
...##
'|'
..#..
..#..
..#..
..#..
..#..
..#..
..#..
..#..
'}'
##...
..#..
..#..
...#.
..#..
..#..
##...
'~'
.....
.....
.#...
#.#.#
...#.
'…'
.....
.....
.....
.....
.....
.....
#.#.#
'×'
.....
.....
#...#
.#.#.
..#..
.#.#.
#...#
'–'
.....
.....
.....
####.
.....
.....
.....
'—'
.....
.....
.....
#####
.....
.....
.....
'▸'
.....
.#...
.##..
.###.
.##..
.#...
.....
'·'
.....
.....
.....
.##..
.##..
.....
.....
"""


def parse_glyphs(src: str = _GLYPHS_SRC) -> dict[str, list[str]]:
    """The glyph table: character -> 8 rows of 5 columns ('#' ink)."""
    glyphs: dict[str, list[str]] = {}
    char: str | None = None
    for line in src.strip("\n").split("\n"):
        if len(line) == 3 and line[0] in "'\"" and line[2] == line[0]:
            char = line[1]
            glyphs[char] = []
        elif char is not None:
            if len(line) != GLYPH_W or set(line) - {"#", "."}:
                raise ValueError(f"glyph {char!r}: bad row {line!r}")
            glyphs[char].append(line)
    for char, rows in glyphs.items():
        if len(rows) > GLYPH_H:
            raise ValueError(f"glyph {char!r} has {len(rows)} rows")
        rows.extend(["." * GLYPH_W] * (GLYPH_H - len(rows)))
    return glyphs


def embolden(rows: list[str]) -> list[str]:
    """A true bold: every ink pixel also inks its right neighbour, unless that would close a one-pixel gap."""
    out = []
    for row in rows:
        if row == "#.#.#":          # three strokes (m, w, W): the middle one takes the extra pixel
            out.append("#.##.#")
            continue
        src = row + ".."
        new = []
        for x in range(GLYPH_W + 1):
            own = src[x] == "#"
            left = x > 0 and src[x - 1] == "#"
            closes_gap = left and not own and src[x + 1] == "#"
            new.append("#" if own or (left and not closes_gap) else ".")
        out.append("".join(new))
    return out


def bdf(name: str, glyphs: dict[str, list[str]], advance: int) -> str:
    """The BDF 2.1 text of a face."""
    width = max(len(r[0]) for r in glyphs.values())
    lines = [
        "STARTFONT 2.1",
        f"FONT -IshidoRetro-{name}-Medium-R-Normal--{GLYPH_H}-80-75-75-C-{advance * 10}-ISO10646-1",
        f"SIZE {GLYPH_H} 75 75",
        f"FONTBOUNDINGBOX {width} {GLYPH_H} 0 {-DESCENT}",
        "STARTPROPERTIES 4",
        f"FONT_ASCENT {ASCENT}",
        f"FONT_DESCENT {DESCENT}",
        'COPYRIGHT "Ishido Retro, drawn by tools/make_font.py; MIT licence"',
        "SPACING \"C\"",
        "ENDPROPERTIES",
        f"CHARS {len(glyphs)}",
    ]
    for char, rows in sorted(glyphs.items(), key=lambda kv: ord(kv[0])):
        w = len(rows[0])
        lines += [
            f"STARTCHAR U+{ord(char):04X}",
            f"ENCODING {ord(char)}",
            f"SWIDTH {advance * 1000 // GLYPH_H} 0",
            f"DWIDTH {advance} 0",
            f"BBX {w} {GLYPH_H} 0 {-DESCENT}",
            "BITMAP",
        ]
        for row in rows:
            bits = int(row.replace("#", "1").replace(".", "0"), 2) << (8 - w)
            lines.append(f"{bits:02X}")
        lines.append("ENDCHAR")
    lines.append("ENDFONT")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=str(Path(__file__).resolve().parent.parent / "resources" / "fonts"))
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    regular = parse_glyphs()
    bold = {c: embolden(rows) for c, rows in regular.items()}
    for filename, face, glyphs, advance in ((paths.FONT_REGULAR.name, "Regular", regular, ADVANCE),
                                            (paths.FONT_BOLD.name, "Bold", bold, BOLD_ADVANCE)):
        (out / filename).write_text(bdf(face, glyphs, advance), encoding="ascii")
        print(f"wrote {out / filename} ({len(glyphs)} glyphs)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
