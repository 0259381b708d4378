"""End-to-end: the paint scopes and the new tools through the editor's runner, files compared byte for byte."""

from __future__ import annotations

import pytest
from designer_set import (
    INK,
    ROW_COLOURS,
    SYMBOLS,
    WHITE,
    actions,
    common_start,
    drag,
    marquee_symbols,
    scoped_symbols,
    stone_by_stone_symbols,
)

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def run(steps, shots=None, app=None):
    from ishido_retro.editor.runner import run_editor_script
    return run_editor_script(steps, shots, app=app)


def W(name):
    return {"click": {"widget": name}}


def test_a_set_drawn_with_the_scopes_is_the_set_drawn_stone_by_stone_in_a_sixth_of_the_moves(tmp_path):
    scoped = [*common_start(), *scoped_symbols(), {"save": str(tmp_path / "scoped.png")}]
    by_hand = [*common_start(), *stone_by_stone_symbols(), {"save": str(tmp_path / "by-hand.png")}]
    app = run(scoped)
    assert app.state()["scope"] == "column"
    doc = app.screen.doc
    for row, colour in enumerate(ROW_COLOURS):
        for col, symbol in enumerate(SYMBOLS):
            (ix, iy), (lx, ly), (ex, ey) = symbol[2], symbol[4], symbol[5]
            assert doc.pixel(col, row, ix - 1, iy) == INK, (col, row)
            assert doc.pixel(col, row, ix, iy + 1) == colour, (col, row)       # the row's own colour
            assert doc.pixel(col, row, (lx + ex) // 2, (ly + ey) // 2) == WHITE, (col, row)
    run(by_hand)
    assert (tmp_path / "scoped.png").read_bytes() == (tmp_path / "by-hand.png").read_bytes()
    assert (actions(common_start()), actions(scoped_symbols()), actions(stone_by_stone_symbols())) == (32, 42, 226)


def test_a_set_drawn_with_the_marquee_in_column_scope_is_the_set_drawn_stone_by_stone(tmp_path):
    """The figure of issue 48: each symbol drawn once on row 1, copied with the marquee and pasted on its column;
    the 36 stones compared pixel by pixel with the set drawn stone by stone, then the files byte for byte."""
    with_marquee = run([*common_start(), *marquee_symbols(), {"save": str(tmp_path / "marquee.png")}])
    marquee_stones = [bytes(s) for s in with_marquee.screen.doc.stones]
    by_hand = run([*common_start(), *stone_by_stone_symbols(), {"save": str(tmp_path / "by-hand.png")}])
    hand_stones = [bytes(s) for s in by_hand.screen.doc.stones]
    differing = [(i % 6, i // 6, sum(a != b for a, b in zip(m, h)))
                 for i, (m, h) in enumerate(zip(marquee_stones, hand_stones)) if m != h]
    assert differing == []                                   # 36 stones x 400 pixels: 14400 pixels alike
    assert sum(v != 0 for s in marquee_stones for v in s) > 36 * 150      # and they are painted, not empty
    assert (tmp_path / "marquee.png").read_bytes() == (tmp_path / "by-hand.png").read_bytes()
    assert (actions(marquee_symbols()), actions(stone_by_stone_symbols())) == (79, 226)


def test_one_stroke_on_a_column_is_one_undo_step():
    from ishido_retro.editor import geometry as G
    app = run([*common_start(), W("stone 0 0"), {"key": "c"}, W(f"colour {INK}")])
    before = [row[2] for row in app.state()["stones"]]
    a, b = G.pixel_rect(3, 17), G.pixel_rect(16, 17)
    run([{"drag": [[a[0] + 2, a[1] + 2], [b[0] + 2, b[1] + 2], [b[0] + 2, b[1] + 9]]}], app=app)
    doc = app.screen.doc
    assert [doc.pixel(0, r, 10, 17) for r in range(6)] == [INK] * 6
    assert [doc.pixel(1, r, 10, 17) for r in range(6)] == [ROW_COLOURS[r] for r in range(6)]   # other columns: as were
    run([W("Undo")], app=app)
    assert [row[2] for row in app.state()["stones"]] == before and app.state()["status"] == "Undid the stroke."


def test_row_and_all_scopes_and_their_keys():
    app = run([*common_start(), {"key": "w"}, W(f"colour {ROW_COLOURS[0]}"), W("stone 2 3"), W("tool fill")])
    assert app.state()["scope"] == "row"
    run([W(f"colour {ROW_COLOURS[3]}"), W("colour T"), W("pixel 10 10")], app=app)      # T: lands as painted
    doc = app.screen.doc
    assert [doc.pixel(c, 3, 10, 10) for c in range(6)] == [0] * 6 and doc.pixel(2, 2, 10, 10) == ROW_COLOURS[2]
    run([{"key": "a"}, W(f"colour {ROW_COLOURS[3]}"), W("tool pencil"), W("pixel 10 11")], app=app)
    assert app.state()["scope"] == "all"
    assert [doc.pixel(c, r, 10, 11) for r in range(6) for c in range(6)] == [ROW_COLOURS[r] for r in range(6)
                                                                               for _c in range(6)]
    run([{"key": "n"}, W("colour 1"), W("pixel 10 12")], app=app)
    assert app.state()["scope"] == "stone" and [doc.pixel(c, 3, 10, 12) for c in range(6)].count(1) == 1
    run([W("scope all"), W("scope row")], app=app)
    assert app.state()["scope"] == "row"


def test_ellipse_disc_and_brush_through_the_runner(tmp_path):
    from ishido_retro.editor import geometry as G
    app = run([{"menu": ["File", "New Stoneset"]}, W("OK"), W("tool ellipse"), W("colour 2"),
               drag((0, 0), (7, 7)), W("stone 1 0"), {"key": "d"}, drag((0, 0), (6, 4)),
               W("stone 2 0"), W("tool line"), W("brush 3"), drag((3, 3), (10, 3)),
               W("stone 3 0"), {"key": "p"}, {"key": "2"}, W("pixel 5 5"), {"dump": "d.yaml"}], tmp_path)
    doc = app.screen.doc

    def rows(col, w, h):
        return ["".join("#" if doc.pixel(col, 0, x, y) else "." for x in range(w)) for y in range(h)]
    assert rows(0, 8, 8) == ["..####..", ".#....#.", "#......#", "#......#", "#......#", "#......#", ".#....#.",
                             "..####.."]
    assert rows(1, 7, 5) == [".#####.", "#######", "#######", "#######", ".#####."]
    assert rows(2, 12, 6) == ["............", "............", "..##########", "..##########", "..##########",
                              "............"]
    assert rows(3, 7, 7)[4:7] == [".......", ".....##", ".....##"]
    assert app.state()["brush"] == 2 and app.state()["tool"] == "pencil"
    assert "brush: 2" in (tmp_path / "d.yaml").read_text()
    assert G.pixel_rect(0, 0)[2] == 5


def test_zoom_keys_wheel_and_grid():
    from ishido_retro.editor import geometry as G
    from ishido_retro.ui.input import Input
    app = run([{"key": "plus"}])
    state = app.state()
    assert (state["zoom"], state["shown"], state["grid"]) == (10, [5, 5, 10], True)
    run([{"key": "plus"}], app=app)
    assert (app.state()["zoom"], app.state()["shown"]) == (15, [7, 7, 6])
    run([{"key": "plus"}, {"key": "g"}], app=app)
    state = app.state()
    assert (state["zoom"], state["shown"], state["grid"]) == (20, [8, 8, 5], False)
    run([{"key": "plus"}], app=app)
    assert (app.state()["zoom"], app.state()["shown"]) == (25, [8, 8, 4])
    run([{"key": "plus"}], app=app)
    assert app.state()["zoom"] == 25                      # no further in, and it says so
    assert app.state()["status"] == "Zoom 25 is the largest: the edit box shows 4 x 4 pixels."
    assert app.state()["zooms"] == [5, 10, 15, 20, 25]
    run([W("colour 2"), W("pixel 8 8")], app=app)
    assert app.screen.doc.pixel(0, 0, 8, 8) == 2
    with pytest.raises(Exception, match="no widget named 'pixel 0 0'"):
        run([W("pixel 0 0")], app=app)                    # not in view at zoom 25
    run([{"key": "minus"}] * 4, app=app)
    assert (app.state()["zoom"], app.state()["shown"]) == (5, [0, 0, 20])
    run([{"key": "minus"}], app=app)
    assert app.state()["status"] == "Zoom 5 is the smallest: the whole stone is in view."
    canvas = app.screen.canvas
    x, y, _, _ = G.pixel_rect(19, 0)
    assert canvas.handle(Input(x=x + 1, y=y + 1, wheel=1))          # the wheel zooms about the pointer
    assert app.state()["zoom"] == 10 and app.state()["shown"] == [10, 0, 10]
    assert canvas.handle(Input(x=x + 1, y=y + 1, wheel=-1)) and app.state()["zoom"] == 5
    run([{"key": "g"}, {"key": "shift+plus"}], app=app)
    assert app.state()["grid"] is True and app.state()["zoom"] == 10
    assert app.state()["cursor"] is None


def test_the_keys_cursor_scrolls_the_zoomed_box():
    app = run([{"menu": ["File", "New Stoneset"]}, W("OK"), {"key": "plus"}, {"key": "plus"}, {"key": "right"}]
              + [{"key": "right"}] * 9)
    assert app.state()["cursor"] == [19, 10] and app.state()["shown"] == [14, 7, 6]
    run([{"key": "space"}], app=app)
    assert app.screen.doc.pixel(0, 0, 19, 10) == 1


def test_the_marquee_floats_moves_flips_turns_copies_and_pastes(tmp_path):
    """A stone of colour 3 (its row's colour) with a small 2-and-4 block: what the designer sees after each step."""
    app = run([{"menu": ["File", "New Stoneset"]}, W("OK"), W("tool fill"), W("colour 3"), W("pixel 10 10"),
               W("tool box"), W("colour 2"), drag((2, 2), (4, 3)), W("colour 4"), W("pixel 2 2"), W("tool select"),
               drag((2, 2), (4, 3))])
    doc = app.screen.doc

    def grid(w=8, h=8):
        return ["".join(".123456789abcdef"[doc.pixel(0, 0, x, y)] for x in range(w)) for y in range(h)]

    def seen(w=8, h=8):          # the edit box: the stone with the floating pixels over it
        shown = app.screen.canvas.marquee.shown(bytes(doc.stone(0, 0)))
        return ["".join(".123456789abcdef"[shown[y * 20 + x]] for x in range(w)) for y in range(h)]

    before = ["33333333", "33333333", "33422333", "33222333", "33333333", "33333333"]
    assert app.state()["marquee"] == [2, 2, 3, 2] and app.state()["tool"] == "select"
    assert app.state()["floating"] is None
    run([drag((3, 2), (5, 4))], app=app)                  # drag inside: the pixels float 2 right, 2 down
    assert app.state()["floating"] == "move" and app.state()["marquee"] == [4, 4, 3, 2]
    assert grid()[:6] == before                           # the stone under them is as it was
    moved = ["33333333", "33333333", "33333333", "33333333", "33334223", "33332223"]
    assert seen()[:6] == moved                            # where they came from: the row's colour, no hole
    run([{"key": "return"}], app=app)
    assert grid()[:6] == moved and app.state()["floating"] is None and app.state()["status"] == "Laid the move " \
        "(Undo takes it back)."
    run([W("Undo")], app=app)                             # one move, one step
    assert grid()[:6] == before and app.state()["status"] == "Undid the move."
    run([W("Redo"), {"key": "left"}, {"key": "up"}, W("Flip H")], app=app)
    assert grid()[:6] == moved and app.state()["floating"] == "move"
    run([{"key": "return"}], app=app)
    assert grid()[2:6] == ["33333333", "33322433", "33322233", "33333333"]
    run([{"key": "ctrl+c"}, {"key": "o"}], app=app)        # copy, then turn a quarter: it floats
    assert app.state()["marquee"] == [3, 3, 2, 3] and app.state()["floating"] == "move"
    assert seen()[2:7] == ["33333333", "33322333", "33322333", "33324333", "33333333"]
    run([{"key": "escape"}], app=app)                     # taken back: the marquee where it was
    assert app.state()["marquee"] == [3, 3, 3, 2] and app.state()["floating"] is None
    assert grid()[2:6] == ["33333333", "33322433", "33322233", "33333333"]
    run([{"key": "delete"}], app=app)                     # Delete on a marquee that does not float: transparent
    assert grid()[3:5] == ["333...33", "333...33"]
    run([W("pixel 15 15")], app=app)                      # a click outside, not a drag: no marquee
    assert app.state()["marquee"] is None
    run([{"key": "ctrl+v"}], app=app)                     # no marquee: pasted at the top left, floating
    assert app.state()["floating"] == "paste" and app.state()["marquee"] == [0, 0, 3, 2]
    said = app.state()["status"]        # the whole sentence fits the status line (it was cut before "Escape")
    assert said == "Pasted: drag it or use the arrows; Return or Space lays it, Escape removes it."
    from ishido_retro.editor.status import LINE_CHARS
    assert len(said) <= LINE_CHARS
    assert grid(4, 3) == ["3333", "3333", "3333"] and seen(4, 3) == ["2243", "2223", "3333"]
    run([drag((1, 1), (4, 5))], app=app)                  # moving a paste never cuts the stone under it
    assert seen(8, 8)[4:7] == ["33322433", "33322233", "33333333"] and grid(4, 3) == ["3333", "3333", "3333"]
    run([W("tool pencil")], app=app)                      # another tool lays it
    assert app.state()["floating"] is None and grid(8, 8)[4:6] == ["33322433", "33322233"]
    run([W("Undo")], app=app)
    assert grid(8, 8)[4:6] == ["333...33", "33333333"]
    assert app.state()["clipboard"] is None               # the stone clipboard is not the marquee's


def test_the_marquee_with_the_keys_and_in_a_column():
    app = run([*common_start(), W("stone 0 0"), W("tool select"), W("pixel 0 0"), {"key": "c"}, {"key": "right"},
               {"key": "space"},
               {"key": "right"}, {"key": "down"}, {"key": "space"}, {"key": "down"}, {"key": "down"}])
    assert app.state()["marquee"] == [10, 12, 2, 2] and app.state()["cursor"] == [11, 11]
    assert app.state()["floating"] == "move"
    doc = app.screen.doc
    run([{"key": "return"}], app=app)
    # the column's pixels moved down two; what they uncovered took each stone's row colour (no hole)
    assert [doc.pixel(0, r, 10, 10) for r in range(6)] == list(ROW_COLOURS)
    assert [doc.pixel(0, r, 10, 12) for r in range(6)] == list(ROW_COLOURS)
    run([{"key": "escape"}, {"key": "escape"}], app=app)
    assert app.state()["marquee"] is None and app.state()["cursor"] is None


def test_the_arrows_act_where_the_player_last_acted():
    """Colours chosen by the keys, then a click in the edit box: the arrows move the pixel cursor, not the colour;
    a click on a stone brings them to the stones."""
    app = run([{"key": "tab"}, {"key": "tab"}, {"key": "tab"}, {"key": "right"}])
    assert app.state()["focus"] == "colours" and app.state()["colour"] == 2
    run([W("pixel 5 5"), {"key": "right"}, {"key": "right"}], app=app)
    assert app.state()["focus"] == "canvas" and app.state()["colour"] == 2 and app.state()["cursor"] == [11, 10]
    run([W("stone 2 3"), {"key": "right"}], app=app)
    assert app.state()["focus"] == "stones" and app.state()["selected"]["col"] == 3


def test_the_answer_stays_under_the_hover_help_until_the_next_action():
    import pyxel
    app = run([{"key": "s"}])
    undo = app.screen.find("Undo")

    def hover():
        pyxel.set_mouse_pos(undo.x + 2, undo.y + 2)
        run([{"wait": 1}], app=app)

    said = app.state()["status"]
    assert said.startswith("Select:")
    hover()                                                # the pointer over a button: the answer stays
    assert app.screen.status_texts()[0] == said
    run([W("pixel 5 5")], app=app)                         # the next action: then the button's help shows
    hover()
    assert app.screen.status_texts()[0] != said and app.screen.status_texts()[0] == app.screen.hover_help


def test_the_stone_clipboard_still_works_with_select_out_of_use():
    app = run([W("stone 0 0"), {"key": "ctrl+c"}, W("stone 1 1"), {"key": "ctrl+v"}])
    assert app.state()["clipboard"] == "stone"
    assert app.state()["stones"][7][2] == app.state()["stones"][0][2]


def test_the_view_menu_zooms_and_hides_the_grid():
    from ishido_retro.ui.menubar import shortcut_text
    app = run([{"menu": ["View", "Zoom In"]}, {"menu": ["View", "Grid"]}])
    assert (app.state()["zoom"], app.state()["grid"]) == (10, False)
    run([{"menu": ["View", "Zoom Out"]}, {"menu": ["View", "Zoom Out"]}, {"menu": ["View", "Grid"]}], app=app)
    assert (app.state()["zoom"], app.state()["grid"]) == (5, True)
    view = next(m for m in app.menubar.menus if m.title == "View")
    assert [(i.label, shortcut_text(i.shortcut), i.checked and i.checked()) for i in view.items] == [
        ("Zoom In", "+", None), ("Zoom Out", "-", None), ("Grid", "G", True), ("Colour-blind Preview", "", None)]


def test_the_edit_menu_copies_and_pastes_the_marquee():
    app = run([{"menu": ["File", "New Stoneset"]}, W("OK"), W("colour 2"), W("pixel 1 1"), W("tool select"),
               drag((0, 0), (2, 2)), {"menu": ["Edit", "Cut", "Marquee"]}])
    doc = app.screen.doc
    assert doc.pixel(0, 0, 1, 1) == 0 and app.state()["status"] == "Cut 3 x 3 pixels."
    run([drag((5, 5), (7, 7)), {"menu": ["Edit", "Paste", "Marquee"]}], app=app)
    assert doc.pixel(0, 0, 6, 6) == 0 and app.state()["marquee"] == [5, 5, 3, 3]    # floating, not laid yet
    run([{"key": "return"}], app=app)
    assert doc.pixel(0, 0, 6, 6) == 2 and app.state()["floating"] is None
    run([{"menu": ["Edit", "Erase", "Marquee"]}, W("tool pencil")], app=app)
    assert doc.pixel(0, 0, 6, 6) == 0
    edit = next(m for m in app.menubar.menus if m.title == "Edit")
    copy = next(i for i in edit.items if i.label == "Copy")
    assert [(i.label, i.is_enabled()) for i in copy.submenu] == [
        ("Stone", True), ("Column", True), ("Row", True), ("Marquee", False)]     # Marquee: with Select in hand


def test_the_pad_reaches_the_scopes_the_brushes_and_the_view_menu():
    app = run([*common_start(), {"pad": "rightshoulder"}, {"pad": "rightshoulder"}, {"pad": "rightshoulder"},
               {"pad": "rightshoulder"}])
    assert app.state()["focus"] == "button Undo"
    assert app.state()["row_colours"] == list(ROW_COLOURS)
    walked = []
    for _ in range(40):
        run([{"pad": "dpad_right"}], app=app)
        walked.append(app.state()["focus"])
        if walked[-1] == "button scope column":
            break
    assert walked[-3:] == ["button Names", "button scope stone", "button scope column"]   # the scopes come last
    run([{"pad": "a"}], app=app)
    assert app.state()["scope"] == "column"
    for _ in range(20):
        run([{"pad": "dpad_left"}], app=app)
        if app.state()["focus"] == "button brush 3":
            break
    run([{"pad": p} for p in ("a", "start", "dpad_right", "dpad_right", "dpad_down", "a")], app=app)
    assert app.state()["brush"] == 3 and app.state()["zoom"] == 10          # View > Zoom In


def test_the_new_letters_do_nothing_with_ctrl_or_alt_held():
    keys = ["alt+e", "ctrl+d", "alt+s", "ctrl+g", "ctrl+w", "alt+a", "alt+c", "ctrl+1", "alt+3", "ctrl+plus"]
    app = run([{"key": k} for k in keys])
    state = app.state()
    assert state["dialog"] is None
    assert (state["tool"], state["scope"], state["brush"], state["zoom"], state["grid"]) == ("pencil", "stone", 1, 5,
                                                                                             True)
    run([{"key": "g"}, {"key": "shift+plus"}, {"key": "s"}, {"key": "e"}, {"key": "d"}], app=app)
    state = app.state()
    assert (state["tool"], state["zoom"], state["grid"]) == ("disc", 10, False)


def test_the_new_widget_names_in_any_case_and_the_ones_that_are_not_there():
    app = run([W("scope COLUMN"), W("tool Disc"), W("Brush 2"), W("Ellipse")])
    assert (app.state()["scope"], app.state()["tool"], app.state()["brush"]) == ("column", "ellipse", 2)
    for name in ("brush 4", "brush 0", "scope set", "tool oval"):
        with pytest.raises(Exception, match=f"no widget named '{name}'"):
            run([W(name)], app=app)
