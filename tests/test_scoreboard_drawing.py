"""The graphic and Arabic scoreboard and the pouch draw inside their slates only."""

import ctypes

import pytest

from ishido_retro import layout
from ishido_retro.ui.headless import ensure_pyxel

BACKGROUND = layout.ROLE_FRAME_MID


@pytest.fixture(scope="module", autouse=True)
def ready():
    ensure_pyxel()


def screen() -> bytes:
    import pyxel
    return ctypes.string_at(pyxel.screen.data_ptr(), layout.SCREEN_W * layout.SCREEN_H)


def changed_outside(buf: bytes, rect) -> list:
    x0, y0, w, h = rect
    return [(i % 320, i // 320) for i, v in enumerate(buf)
            if v != BACKGROUND and not (x0 + 4 <= i % 320 < x0 + w - 4 and y0 + 4 <= i // 320 < y0 + h - 4)]


@pytest.mark.parametrize("score, four_ways", [(0, 0), (7, 0), (49, 1), (1994, 3), (12345, 8), (127600, 12),
                                              (250000, 14), (3_999_999, 20)])
def test_scoreboard_draws_inside_its_slate_and_the_two_styles_differ(score, four_ways):
    import pyxel

    from ishido_retro.ui.scoreboard import draw_scoreboard
    shots = []
    for graphic in (True, False):
        pyxel.cls(BACKGROUND)
        draw_scoreboard(score, four_ways, graphic)
        buf = screen()
        assert not changed_outside(buf, layout.SCOREBOARD_RECT)
        assert any(v == layout.ROLE_ACCENT for v in buf), "the numbers are drawn in the accent colour"
        shots.append(buf)
    assert shots[0] != shots[1]


def test_scores_differ_on_the_board():
    import pyxel

    from ishido_retro.ui.scoreboard import draw_scoreboard
    seen = set()
    for score in (1, 2, 5, 10, 100, 5000, 127600):
        pyxel.cls(BACKGROUND)
        draw_scoreboard(score, 0, True)
        seen.add(screen())
    assert len(seen) == 7


def test_pouch_fills_with_the_stones_left():
    import pyxel

    from ishido_retro.ui.scoreboard import draw_pouch
    inked = []
    for remaining in (0, 20, 40, 65):
        pyxel.cls(BACKGROUND)
        draw_pouch(remaining)
        buf = screen()
        assert not changed_outside(buf, layout.POUCH_RECT)
        inked.append(sum(1 for v in buf if v not in (BACKGROUND, layout.ROLE_FRAME_DARK)))
    assert inked[0] < inked[-1], "a fuller pouch is a bigger picture"
