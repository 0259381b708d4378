"""The pure geometry of the editor's new tools: ellipses, brushes, scopes and the marquee, pixel by pixel."""

from __future__ import annotations

import pytest

from ishido_retro.stonesets.contrast import row_indices
from ishido_retro.stonesets.drawing import brushed, ellipse_points
from ishido_retro.stonesets.marquee import (
    Patch,
    clipped,
    erased,
    flipped_in,
    moved,
    patch_of,
    rect_between,
    stamped,
    turned_in,
    turned_rect,
    uncovered,
)
from ishido_retro.stonesets.scopes import landing_colour, scope_cells, spread, spread_change, spread_patch

CELL = 20


def picture(points, w, h):
    got = set(points)
    return ["".join("#" if (x, y) in got else "." for x in range(w)) for y in range(h)]


def stone_of(rows):
    """A 20 x 20 stone whose top left corner holds ``rows`` (digits are colours, '.' transparent)."""
    out = bytearray(CELL * CELL)
    for y, line in enumerate(rows):
        for x, ch in enumerate(line):
            out[y * CELL + x] = 0 if ch == "." else int(ch, 16)
    return bytes(out)


def corner(pixels, w, h):
    return ["".join("." if (v := pixels[y * CELL + x]) == 0 else format(v, "x") for x in range(w)) for y in range(h)]


# --- ellipses ---------------------------------------------------------------------------------------

def test_an_ellipse_7_by_5_outline_and_filled():
    assert picture(ellipse_points((0, 0), (6, 4), False), 7, 5) == [
        ".#####.",
        "#.....#",
        "#.....#",
        "#.....#",
        ".#####.",
    ]
    assert picture(ellipse_points((6, 4), (0, 0), True), 7, 5) == [
        ".#####.",
        "#######",
        "#######",
        "#######",
        ".#####.",
    ]


def test_a_circle_8_across_is_thin_and_round():
    assert picture(ellipse_points((0, 0), (7, 7), False), 8, 8) == [
        "..####..",
        ".#....#.",
        "#......#",
        "#......#",
        "#......#",
        "#......#",
        ".#....#.",
        "..####..",
    ]


def test_a_wide_flat_ellipse_and_the_smallest_boxes():
    assert picture(ellipse_points((0, 0), (9, 5), False), 10, 6) == [
        "..######..",
        ".#......#.",
        "#........#",
        "#........#",
        ".#......#.",
        "..######..",
    ]
    assert ellipse_points((4, 4), (4, 4), False) == [(4, 4)]
    assert ellipse_points((2, 5), (2, 8), True) == [(2, 5), (2, 6), (2, 7), (2, 8)]      # one pixel wide: a line
    assert picture(ellipse_points((0, 0), (2, 2), False), 3, 3) == ["###", "#.#", "###"]


@pytest.mark.parametrize("w", range(1, 21))
@pytest.mark.parametrize("h", range(1, 21))
def test_every_ellipse_on_a_stone_fits_its_box_touches_each_side_and_is_symmetric(w, h):
    disc = set(ellipse_points((0, 0), (w - 1, h - 1), True))
    ring = set(ellipse_points((w - 1, h - 1), (0, 0), False))
    assert ring <= disc and all(0 <= x < w and 0 <= y < h for x, y in disc)
    assert {x for x, _ in ring} >= {0, w - 1} and {y for _, y in ring} >= {0, h - 1}
    assert disc == {(w - 1 - x, y) for x, y in disc} == {(x, h - 1 - y) for x, y in disc}
    assert ring == {(w - 1 - x, y) for x, y in ring}
    for y in range(h):      # the filled one has no holes: each row is one run
        xs = sorted(x for x, yy in disc if yy == y)
        assert xs == list(range(xs[0], xs[-1] + 1))


# --- brushes ----------------------------------------------------------------------------------------

def test_brushes_one_two_and_three_pixels_wide():
    assert brushed([(5, 5)], 1) == [(5, 5)]
    assert brushed([(5, 5)], 2) == [(5, 5), (6, 5), (5, 6), (6, 6)]
    assert picture(brushed([(1, 1)], 3), 3, 3) == ["###", "###", "###"]
    assert picture(brushed([(1, 1), (2, 1), (3, 1)], 3), 5, 3) == ["#####", "#####", "#####"]
    assert len(brushed([(0, 0), (1, 0)], 2)) == 6          # each pixel once
    with pytest.raises(ValueError, match="1, 2 or 3 pixels wide, not 4"):
        brushed([(0, 0)], 4)


# --- scopes -----------------------------------------------------------------------------------------

def test_the_stones_each_scope_reaches_the_edited_one_first():
    assert scope_cells("stone", 2, 3) == [(2, 3)]
    assert scope_cells("column", 2, 3) == [(2, 3), (2, 0), (2, 1), (2, 2), (2, 4), (2, 5)]
    assert scope_cells("row", 2, 3) == [(2, 3), (0, 3), (1, 3), (3, 3), (4, 3), (5, 3)]
    every = scope_cells("all", 5, 5)
    assert every[0] == (5, 5) and len(every) == len(set(every)) == 36
    with pytest.raises(ValueError, match="not 'set'"):
        scope_cells("set", 0, 0)


def rows_painted(colours, ink=1):
    """36 stones: row r's stones hold 300 pixels of ``colours[r]`` (None: nothing) and 20 of ``ink``."""
    out = []
    for r in range(6):
        for _c in range(6):
            stone = bytearray(400)
            if colours[r] is not None:
                stone[:300] = bytes([colours[r]]) * 300
                stone[300:320] = bytes([ink]) * 20
            out.append(bytes(stone))
    return out


def test_a_rows_colour_is_the_one_it_alone_uses():
    assert row_indices(rows_painted([2, 3, 4, 5, 6, 7])) == [2, 3, 4, 5, 6, 7]
    assert row_indices(rows_painted([2, 3, None, 5, 6, 7])) == [2, 3, None, 5, 6, 7]
    # after a template every row has one colour: each row's colour is that one
    assert row_indices(rows_painted([9, 9, 9, 9, 9, 9], ink=9)) == [9] * 6
    assert row_indices([bytes(400)] * 36) == [None] * 6


def test_paint_in_the_rows_colour_lands_in_each_rows_own_colour():
    rows = [2, 3, 4, 5, None, 7]
    assert [landing_colour(3, 1, r, rows) for r in range(6)] == [2, 3, 4, 5, 3, 7]
    assert [landing_colour(1, 1, r, rows) for r in range(6)] == [1] * 6          # not the row colour: as painted
    assert [landing_colour(0, 1, r, rows) for r in range(6)] == [0] * 6          # transparent: as painted
    assert [landing_colour(3, 4, r, rows) for r in range(6)] == [3] * 6          # a row with no colour spreads none


def test_a_column_stroke_paints_the_same_pixels_on_six_stones():
    stones = rows_painted([2, 3, 4, 5, 6, 7])
    out = dict(spread(stones, "column", 1, 2, [(0, 19), (1, 19)], 4))
    assert sorted(out) == [(1, r) for r in range(6)]
    assert [out[(1, r)][380:382] for r in range(6)] == [bytes([c, c]) for c in (2, 3, 4, 5, 6, 7)]
    assert all(out[(1, r)][:380] == stones[r * 6 + 1][:380] for r in range(6))
    ink = dict(spread(stones, "row", 1, 2, [(0, 19)], 1))
    assert sorted(ink) == [(c, 2) for c in range(6)] and all(p[380] == 1 for p in ink.values())
    changed = dict(spread_change(stones, "all", 0, 0, lambda p: bytes(reversed(p))))
    assert len(changed) == 36 and changed[(3, 4)] == bytes(reversed(stones[4 * 6 + 3]))


# --- the marquee ------------------------------------------------------------------------------------

STONE = stone_of([
    "12..",
    "34..",
    "....",
])


def test_a_marquee_is_the_box_between_two_corners_on_the_stone():
    assert rect_between((3, 4), (1, 2)) == (1, 2, 3, 3)
    assert rect_between((-5, 25), (2, 2)) == (0, 2, 3, 18)
    assert clipped((18, -1, 4, 3)) == (18, 0, 2, 2) and clipped((20, 0, 2, 2)) is None


def test_lift_move_and_lay_a_block():
    assert corner(moved(STONE, (0, 0, 2, 2), 1, 1), 4, 3) == [
        "....",
        ".12.",
        ".34.",
    ]
    assert corner(moved(STONE, (0, 0, 2, 2), -1, 0), 4, 3) == [   # what falls off the stone is lost
        "2...",
        "4...",
        "....",
    ]


def test_transparent_pixels_of_a_moved_block_let_the_stone_show():
    stone = stone_of(["1.5", "..5"])
    assert corner(moved(stone, (0, 0, 2, 1), 1, 0), 3, 2) == [".15", "..5"]
    assert corner(moved(stone, (0, 0, 2, 2), 1, 0), 3, 2) == [".15", "..5"]   # the block's '.' keeps the 5


def test_flip_and_turn_in_place():
    assert corner(flipped_in(STONE, (0, 0, 2, 2), True), 4, 3) == ["21..", "43..", "...."]
    assert corner(flipped_in(STONE, (0, 0, 2, 2), False), 4, 3) == ["34..", "12..", "...."]
    assert corner(turned_in(STONE, (0, 0, 2, 2)), 4, 3) == ["31..", "42..", "...."]
    wide = stone_of(["123"])
    assert corner(turned_in(wide, (0, 0, 3, 1)), 3, 3) == ["1..", "2..", "3.."]
    assert turned_rect((0, 0, 3, 1)) == (0, 0, 1, 3) and turned_rect((18, 0, 1, 5)) == (18, 0, 2, 1)


def test_copy_erase_and_stamp():
    patch = patch_of(STONE, (0, 0, 2, 2))
    assert patch == Patch(2, 2, bytes([1, 2, 3, 4]))
    assert patch.turned() == Patch(2, 2, bytes([3, 1, 4, 2]))
    assert patch.flipped(False) == Patch(2, 2, bytes([3, 4, 1, 2]))
    assert corner(erased(STONE, (1, 0, 1, 2)), 4, 3) == ["1...", "3...", "...."]
    assert corner(stamped(STONE, patch, 2, 1), 4, 3) == ["12..", "3412", "..34"]
    assert stamped(STONE, patch, 19, 19)[399] == 1 and stamped(STONE, patch, 20, 20) == STONE


def test_what_a_move_uncovers_takes_the_row_colour_inside_the_mask():
    mask = stone_of(["..11", ".111", "1111"])
    assert corner(uncovered(stone_of(["..12", ".134", "1234"]), (0, 0, 3, 2), mask, 7), 4, 3) == [
        "..72",
        ".774",
        "1234",
    ]


def test_a_patch_lands_on_each_stone_of_the_column_in_its_rows_colour():
    """Stone (1, 2) has row 2's colour 4 around ink 1; a patch of it pasted in column scope lands on each stone of
    column 1 with its 4s in that stone's own row colour, its 1s as they are, its '.'s letting the stone show."""
    stones = [bytearray(stone_of(["999", "999"])) for _ in range(36)]
    for r, colour in enumerate([2, 3, 4, 5, 6, 7]):
        for c in range(6):
            stones[r * 6 + c] = bytearray(stone_of([str(colour) * 4] * 3))
    patch = Patch(3, 1, bytes([4, 1, 0]))
    full = [bytes([1]) * 400] * 6
    out = dict(spread_patch(stones, full, "column", 1, 2, patch, (1, 1)))
    assert sorted(out) == [(1, r) for r in range(6)]
    assert [corner(out[(1, r)], 4, 3) for r in (0, 2, 5)] == [
        ["2222", "2212", "2222"],
        ["4444", "4414", "4444"],
        ["7777", "7717", "7777"],
    ]
    # a move: the place it was lifted from takes each stone's own row colour, inside the mask only
    stones[0 * 6 + 1][0:2] = bytes([1, 1])
    mask = bytearray(400)
    mask[0:40] = bytes([1]) * 40
    moved_out = dict(spread_patch(stones, [mask] * 6, "row", 1, 0, Patch(2, 1, bytes([1, 1])), (2, 0),
                                  lifted=(0, 0, 2, 3)))
    assert sorted(moved_out) == [(c, 0) for c in range(6)]
    assert corner(moved_out[(1, 0)], 4, 3) == ["2211", "2222", "..22"]
    assert corner(moved_out[(4, 0)], 4, 3) == ["2211", "2222", "..22"]


# --- the edit box's zoom ------------------------------------------------------------------------------

def test_the_edit_box_zooms_about_a_pixel_and_follows_the_cursor():
    from ishido_retro.editor.editbox import EditBox
    box = EditBox()
    assert (box.shown, box.pixel_rect(19, 19), box.pixel_at(137, 30), box.pixel_at(237, 30)) == (
        20, (232, 125, 5, 5), (0, 0), None)
    assert box.zoom_by(1, (19, 19)) and (box.zoom, box.left, box.top, box.shown) == (10, 10, 10, 10)
    assert box.pixel_at(137, 30) == (10, 10) and box.pixel_rect(10, 10) == (137, 30, 10, 10)
    assert box.clamped_pixel(0, 300) == (10, 19) and box.visible(19, 10) and not box.visible(9, 10)
    assert box.zoom_by(1, (0, 7)) and (box.zoom, box.left, box.top, box.shown) == (15, 0, 4, 6)
    assert box.zoom_by(1, (0, 7)) and (box.zoom, box.left, box.top, box.shown) == (20, 0, 5, 5)
    assert box.zoom_by(1, (0, 7)) and (box.zoom, box.left, box.top, box.shown) == (25, 0, 5, 4)
    assert not box.zoom_by(1, (0, 0)) and box.zoom == 25
    box.follow((6, 4))
    assert (box.left, box.top) == (3, 4)
    box.follow((19, 19))
    assert (box.left, box.top) == (16, 16)
    assert box.zoom_by(-1, (19, 19)) and (box.zoom, box.left, box.top) == (20, 15, 15)
    assert all(box.zoom_by(-1, (3, 3)) for _ in range(3)) and (box.left, box.top, box.shown) == (0, 0, 20)
    assert not box.zoom_by(-1, (3, 3))


def test_the_view_is_moved_inside_the_stone_and_not_past_it():
    from ishido_retro.editor.editbox import EditBox
    box = EditBox()
    assert not box.pan(1, 0) and (box.left, box.top) == (0, 0)         # the whole stone shows: nothing moves
    box.zoom_by(1, (0, 0))
    assert box.pan(3, 2) and (box.left, box.top, box.shown) == (3, 2, 10)
    assert box.pan(50, -50) and (box.left, box.top) == (10, 0)          # kept inside the stone
    assert not box.pan(1, -1) and box.move_to(-4, 99) and (box.left, box.top) == (0, 10)


def test_only_shapes_have_shape_points():
    from ishido_retro.editor.painter import shape_points
    assert shape_points("line", (0, 0), (2, 0), 2) == [(0, 0), (1, 0), (0, 1), (1, 1), (2, 0), (2, 1), (3, 0), (3, 1)]
    assert shape_points("rect", (0, 0), (1, 1), 3) == [(0, 0), (1, 0), (0, 1), (1, 1)]      # no brush on a rect
    with pytest.raises(ValueError, match="'pencil' is not a shape"):
        shape_points("pencil", (0, 0), (1, 1))
