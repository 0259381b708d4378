"""A new 6 x 6 stoneset as a designer draws it: two runner scripts for the same set, one with the scopes
(each symbol drawn once, on its column) and one stone by stone as the editor had it before them.

Both start alike: New Stoneset, a mask template for each column in colour 3 (every stone gets the column's
shape in it), then XColor gives rows 2 to 6 their colours (4 to 8). Each symbol is three strokes: an ink
box (colour 1), a smaller box inside it in the row's colour, a white line (colour 2) across. Stone by stone
the strokes go in passes (all the ink boxes, then the row-coloured boxes row by row, then the lines) so
that the tool and the colour change as seldom as they can; with the scopes, the same passes over the six
columns only (the row-coloured box is painted in row 1's colour 3 and lands in each row's own). A third
script draws the symbols on row 1's stones only, then copies each with the marquee and pastes it in column
scope: the paste lands on the column's six stones with row 1's colour in each row's own.
"""

from __future__ import annotations

from ishido_retro.editor import geometry as G

ROW_COLOURS = (3, 4, 5, 6, 7, 8)
INK, WHITE = 1, 2
TEMPLATES = (1, 2, 4, 5, 6, 7)          # circle, diamond, hexagon, octagon, shield, cross (the square left out)
# each column's symbol: the ink box's corners, the inner box's, the line's ends
SYMBOLS = (
    ((6, 6), (13, 13), (8, 8), (11, 11), (6, 15), (13, 15)),
    ((7, 5), (12, 14), (9, 7), (10, 12), (5, 10), (14, 10)),
    ((5, 8), (14, 11), (7, 9), (12, 10), (10, 5), (10, 15)),
    ((6, 6), (13, 9), (8, 7), (11, 8), (6, 12), (13, 14)),
    ((8, 4), (11, 15), (9, 6), (10, 13), (4, 4), (15, 15)),
    ((4, 7), (15, 12), (6, 9), (13, 10), (4, 14), (15, 14)),
)


def W(name: str) -> dict:
    return {"click": {"widget": name}}


def drag(a: tuple[int, int], b: tuple[int, int]) -> dict:
    (ax, ay, _, _), (bx, by, _, _) = G.pixel_rect(*a), G.pixel_rect(*b)
    return {"drag": [[ax + 2, ay + 2], [bx + 2, by + 2]]}


def common_start() -> list:
    steps: list = [{"menu": ["File", "New Stoneset"]}, W("OK"), W(f"colour {ROW_COLOURS[0]}")]
    for col, n in enumerate(TEMPLATES):
        steps += [W(f"stone {col} 0"), W(f"template {n}")]
    steps.append(W("XColor"))
    for row in range(1, 6):                 # the edited stone follows the row; its middle pixel is colour 3
        steps += [W(f"row {row}"), W(f"colour {ROW_COLOURS[row]}"), W("pixel 10 10")]
    steps.append(W("XColor"))
    return steps


def scoped_symbols() -> list:
    return [W("scope column"), *row_one_symbols()]


def row_one_symbols() -> list:
    """Each column's symbol drawn on its row-1 stone (the ink, the row's colour inside, the white line)."""
    steps: list = [W("tool box"), W(f"colour {INK}")]
    for col, symbol in enumerate(SYMBOLS):
        steps += [W(f"stone {col} 0"), drag(symbol[0], symbol[1])]
    steps.append(W(f"colour {ROW_COLOURS[0]}"))
    for col, symbol in enumerate(SYMBOLS):
        steps += [W(f"stone {col} 0"), drag(symbol[2], symbol[3])]
    steps += [W("tool line"), W(f"colour {WHITE}")]
    for col, symbol in enumerate(SYMBOLS):
        steps += [W(f"stone {col} 0"), drag(symbol[4], symbol[5])]
    return steps


def stone_by_stone_symbols() -> list:
    steps: list = [W("tool box"), W(f"colour {INK}")]
    for row in range(6):
        for col, symbol in enumerate(SYMBOLS):
            steps += [W(f"stone {col} {row}"), drag(symbol[0], symbol[1])]
    for row in range(6):
        steps.append(W(f"colour {ROW_COLOURS[row]}"))
        for col, symbol in enumerate(SYMBOLS):
            steps += [W(f"stone {col} {row}"), drag(symbol[2], symbol[3])]
    steps += [W("tool line"), W(f"colour {WHITE}")]
    for row in range(6):
        for col, symbol in enumerate(SYMBOLS):
            steps += [W(f"stone {col} {row}"), drag(symbol[4], symbol[5])]
    return steps


def marquee_symbols() -> list:
    """Each symbol drawn on its row-1 stone (stone scope), then copied with the marquee and pasted on its column
    (column scope): Return lays the paste, Escape drops the marquee before the next column's."""
    steps = [*row_one_symbols(), W("tool select"), W("scope column")]
    for col, symbol in enumerate(SYMBOLS):
        xs, ys = [p[0] for p in symbol], [p[1] for p in symbol]
        steps += [W(f"stone {col} 0"), drag((min(xs), min(ys)), (max(xs), max(ys))), {"key": "ctrl+c"},
                  {"key": "ctrl+v"}, {"key": "return"}, {"key": "escape"}]
    return steps


def actions(steps: list) -> int:
    """The clicks, drags, menu choices and key presses of a script (what a designer's hand does)."""
    return sum(1 for step in steps if next(iter(step)) in ("click", "drag", "menu", "key"))
