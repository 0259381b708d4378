"""The Rules window draws its examples as pictures of stones of the set in play (issue 14)."""

from __future__ import annotations

import pytest
from helpers import run

from ishido_retro import layout

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def _cell(x0, y0):
    import pyxel
    return [pyxel.pget(x0 + dx, y0 + dy) for dy in range(layout.STONE) for dx in range(layout.STONE)]


@pytest.mark.parametrize("name", ["Ishido", "Runes"])
def test_rules_examples_show_stones_of_the_current_set(tmp_path, name):
    from ishido_retro.storage.resources import shipped_stoneset_path
    from ishido_retro.storage.stonesets import load_stoneset
    app = run([{"seed": 1}, {"menu": ["Choices", "Stonesets", name]}, {"menu": ["Help", "Rules…"]}])
    window = app.windows[-1]
    first = [i for i, (kind, _) in enumerate(window.lines) if kind == "stones"][0]
    window.scroll_to(first)
    run([{"wait": 1}, {"shot": "rules.png"}, {"dump": "rules.yaml"}], tmp_path, app=app)
    assert "[stones 1.1 ??]" in (tmp_path / "rules.yaml").read_text()
    tx, ty, _, _ = window.text_rect
    x, y = tx + 4 + 12, ty + 2                   # the row starts two characters in, on the top line
    stone = load_stoneset(shipped_stoneset_path(name)).screen_pixels(0, 0)
    shown = _cell(x, y)
    opaque = [i for i, v in enumerate(stone) if v]
    assert len(opaque) > 150
    # every opaque pixel of the set's first stone is on screen, in its screen index (set colour k is index 7 + k)
    assert [shown[i] for i in opaque] == [stone[i] + 7 for i in opaque]
    empty = _cell(x + layout.STONE, y)           # the "??" square: the board's Within with a mark, no stone
    assert not any(v >= 8 for v in empty)
    assert layout.ROLE_ACCENT in empty and layout.ROLE_WITHIN in empty
    assert not any(v >= 8 for v in _cell(x + 2 * layout.STONE, y)), "nothing right of the row"


def test_a_row_scrolled_half_out_is_clipped_to_the_text(tmp_path):
    import pyxel
    app = run([{"seed": 1}, {"menu": ["Help", "Rules…"]}])
    window = app.windows[-1]
    first = [i for i, (kind, _) in enumerate(window.lines) if kind == "stones"][0]
    assert window.lines[first + 1] == ("stones-lower", "")
    window.scroll_to(first + 1)                  # only the lower half of the row is in the window
    run([{"wait": 1}], app=app)
    tx, ty, _, _ = window.text_rect
    x = tx + 4 + 12
    assert any(pyxel.pget(x + dx, ty + 5) >= 8 for dx in range(20)), "the foot of the stone shows"
    above = [pyxel.pget(x + dx, ty - 3) for dx in range(20)]
    assert not any(v >= 8 for v in above), "nothing of it spills over the window's frame"
