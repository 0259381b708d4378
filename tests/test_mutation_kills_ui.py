"""UI tests written to kill mutants that bench/mutation.py found surviving in the UI's pure logic: the board cursor,
the resting policy, the menu bar's keys and pointer, and a window's focus ring. Plain values, no window."""

from __future__ import annotations

import pytest

from ishido_retro import layout
from ishido_retro.engine import Square
from ishido_retro.ui.input import Input
from ishido_retro.ui.menubar import Menu, MenuBar, MenuItem, _next_enabled
from ishido_retro.ui.play.cursor import START, BoardCursor
from ishido_retro.ui.resting import LIVELY_SECONDS, QUIET_SECONDS, REST_SECONDS, RestPolicy
from ishido_retro.ui.widgets.base import Button, Widget, Window, _reachable, claim_focus, reading_order

# --- the board cursor -------------------------------------------------------------------------------------------


def test_a_new_cursor_is_hidden_and_hiding_it_hides_it():
    cursor = BoardCursor()
    assert cursor.shown is False and cursor.at is None and cursor.square == START
    cursor.arrow("left")
    assert cursor.shown is True and cursor.at == START
    cursor.hide()
    assert cursor.shown is False and cursor.at is None


def test_the_cursor_stops_at_the_last_column_and_row():
    cursor = BoardCursor()
    cursor.arrow("right")
    for _ in range(layout.BOARD_COLS + 2):
        cursor.arrow("right")
    for _ in range(layout.BOARD_ROWS + 2):
        cursor.arrow("down")
    assert cursor.square == Square(layout.BOARD_COLS - 1, layout.BOARD_ROWS - 1)


LEGAL = [Square(7, 5), Square(2, 1), Square(9, 1), Square(4, 3)]    # reading order: 2,1 9,1 4,3 7,5


def test_tab_and_shift_tab_from_a_hidden_cursor_go_to_the_first_and_last_fitting_square():
    cursor = BoardCursor()
    assert cursor.jump(LEGAL, 1) is True and cursor.square == Square(2, 1)
    cursor = BoardCursor()
    assert cursor.jump(LEGAL, -1) is True and cursor.square == Square(7, 5)


def test_shift_tab_walks_back_and_wraps_to_the_last():
    cursor = BoardCursor()
    cursor.jump(LEGAL, 1)                                      # 2,1 shown
    assert cursor.jump(LEGAL, -1) is True and cursor.square == Square(7, 5)      # wraps round
    assert cursor.jump(LEGAL, -1) is True and cursor.square == Square(4, 3)
    assert cursor.jump(LEGAL, 0 + 1) is True and cursor.square == Square(7, 5)


def test_a_stone_that_fits_nowhere_shows_the_cursor_and_says_so():
    cursor = BoardCursor()
    assert cursor.jump([], 1) is False and cursor.shown and cursor.square == START


# --- the resting policy -------------------------------------------------------------------------------------------


class Clock:
    def __init__(self):
        self.t = 10.0

    def __call__(self):
        return self.t


def test_the_policy_s_defaults_and_the_times_given():
    policy = RestPolicy(Clock())
    assert (policy.quiet, policy.rest, policy.lively, policy.resting) == \
        (QUIET_SECONDS, REST_SECONDS, LIVELY_SECONDS, False)
    policy = RestPolicy(Clock(), quiet=1.0, rest=0.5, lively=0.25)
    assert (policy.quiet, policy.rest, policy.lively) == (1.0, 0.5, 0.25)


def test_a_new_policy_is_awake_until_its_quiet_time_has_passed():
    clock = Clock()
    policy = RestPolicy(clock, quiet=1.0, rest=0.5, lively=0.25)
    assert policy.resting is False
    clock.t += 0.5
    assert policy.pause(False, False, False) == 0.0 and policy.resting is False
    clock.t += 0.5
    assert policy.pause(False, False, False) == 0.5 and policy.resting is True


def test_two_changes_exactly_the_lively_time_apart_are_not_an_animation():
    clock = Clock()
    policy = RestPolicy(clock, quiet=1.0, rest=0.5, lively=0.25)
    clock.t += 2.0
    assert policy.pause(False, True, False) == 0.5          # one change: it rests on
    clock.t += 0.25
    assert policy.pause(False, True, False) == 0.5          # the next one 0.25 s later: still resting
    clock.t += 0.125
    assert policy.pause(False, True, False) == 0.0          # closer than that: an animation wakes it


# --- the menu bar ---------------------------------------------------------------------------------------------------


def item(label, *, enabled=True, chosen=None, shortcut=None, submenu=None):
    return MenuItem(label, (lambda: chosen.append(label)) if chosen is not None else (lambda: None),
                    shortcut=shortcut, enabled=lambda: enabled, submenu=submenu)


def keys(*names):
    return Input(keys=frozenset(names))


def test_next_enabled_from_none_starts_at_either_end_and_never_goes_round_twice():
    items = [item("a", enabled=False), item("b"), item("c"), item("d", enabled=False)]
    assert _next_enabled(items, None, 1) == 1
    assert _next_enabled(items, None, -1) == 2
    assert _next_enabled(items, 2, 1) == 1
    assert _next_enabled([item("x", enabled=False)], None, 1) is None
    assert _next_enabled([item("a"), item("b"), item("c")], None, -1) == 2      # from the end: the last
    only = [item("a"), item("b", enabled=False)]
    assert _next_enabled(only, 0, 1) == 0                     # round once, back to itself


def bar(chosen):
    sub = [item("Slow", chosen=chosen), item("Fast", chosen=chosen)]
    ghost_sub = [item("Never", enabled=False)]
    return MenuBar([Menu("File", [item("Open", chosen=chosen), item("Save", chosen=chosen, shortcut="ctrl+s")]),
                    Menu("Game", [item("New", chosen=chosen), item("Speed", submenu=sub),
                                  item("Ghost", submenu=ghost_sub), item("Last", chosen=chosen)])])


def test_space_chooses_the_lit_item_and_up_goes_back_one():
    chosen = []
    menus = bar(chosen)
    menus.handle(keys("f10"))
    menus.handle(keys("right"))
    for k in ("down", "down", "up"):
        menus.handle(keys(k))
    assert menus.highlight() == ["Game", "New"]
    menus.handle(keys("space"))
    assert chosen == ["New"] and menus.highlight() == [] and not menus.active


def test_up_and_down_in_the_first_menu_walk_its_own_items():
    menus = bar([])
    menus.handle(keys("f10"))
    menus.handle(keys("down"))
    menus.handle(keys("down"))
    assert menus.highlight() == ["File", "Save"]
    menus.handle(keys("down"))
    assert menus.highlight() == ["File", "Open"]                       # round File's two, not Game's four


def test_a_ghosted_submenu_is_not_entered():
    menus = bar([])
    menus.handle(keys("f10"))
    menus.handle(keys("right"))
    for k in ("down", "down", "down"):
        menus.handle(keys(k))
    assert menus.highlight() == ["Game", "Last"]                # Ghost (nothing in it can be chosen) passed over
    menus.handle(keys("up"))
    assert menus.highlight() == ["Game", "Speed"]
    menus.handle(keys("return"))
    assert menus.highlight() == ["Game", "Speed", "Slow"]


def test_a_submenu_ghosted_while_its_item_is_lit_is_not_entered():
    playing = [True]
    sub = [MenuItem("Slow", lambda: None, enabled=lambda: playing[0])]
    menus = MenuBar([Menu("Game", [item("New"), MenuItem("Speed", None, submenu=sub)]), Menu("File", [item("Open")])])
    menus.handle(keys("f10"))
    menus.handle(keys("up"))
    assert menus.highlight() == ["Game", "Speed"]
    playing[0] = False
    menus.handle(keys("right"))                                     # not into it: on to the next menu
    assert menus.highlight() == ["File", "Open"]
    menus.handle(keys("left"))
    menus.handle(keys("up"))
    menus.handle(keys("return"))                                    # nothing to choose: the bar closes
    assert not menus.active


def test_the_pointer_s_bar_takes_its_input_and_closes_when_the_button_is_up():
    menus = bar([])
    assert menus.handle(Input(x=5, y=3, right_pressed=True, right_held=True)) is True
    assert menus.handle(Input(x=5, y=3, right_held=True)) is True and menus.active
    assert menus.handle(Input(x=5, y=3)) is True                    # the button is up (its release unseen)
    assert not menus.active


def test_a_right_press_while_walking_by_keys_hands_the_bar_to_the_pointer():
    menus = bar([])
    menus.handle(keys("f10"))
    menus.handle(keys("down"))
    assert menus.by_keys and menus.highlight() == ["File", "Open"]
    menus.handle(Input(x=300, y=150, right_pressed=True, right_held=True))
    assert menus.active and not menus.by_keys and menus.open_index is None and menus.hover is None
    assert menus.highlight() == []


def test_a_right_press_while_the_pointer_holds_the_bar_keeps_what_is_lit():
    menus = bar([])
    menus.handle(Input(x=5, y=3, right_pressed=True, right_held=True))
    assert menus.active and not menus.by_keys
    before = (menus.open_index, menus.hover)
    menus.handle(Input(x=5, y=3, right_pressed=True, right_held=True))
    assert (menus.open_index, menus.hover) == before and menus.active


def test_closing_clears_what_was_lit_to_none():
    menus = bar([])
    menus.handle(keys("f10"))
    menus.close()
    assert (menus.open_index, menus.hover, menus.sub_hover, menus.active) == (None, None, None, False)


def test_a_shortcut_runs_its_item_once_and_says_it_was_used():
    chosen = []
    menus = bar(chosen)
    assert menus.shortcut(frozenset({"ctrl+s"})) is True and chosen == ["Save"]
    assert menus.shortcut(frozenset({"ctrl+q"})) is False and chosen == ["Save"]


# --- the focus ring -------------------------------------------------------------------------------------------------


def window_of(*labels):
    window = Window(0, 0, 200, 100, "Test")
    buttons = [window.add(Button(10 + 40 * i, 50, label)) for i, label in enumerate(labels)]
    return window, buttons


class Field(Widget):
    takes_focus = True


def test_claiming_the_focus_takes_it_from_the_others_only():
    window, (a, b) = window_of("A", "B")
    plain = window.add(Widget(0, 0, 1, 1))
    claim_focus(a)
    claim_focus(b)
    assert (a.focused, b.focused, plain.focused, window.focused) == (False, True, False, False)


def test_a_hidden_or_disabled_parent_takes_its_children_out_of_the_ring():
    window, (a, b) = window_of("A", "B")
    box = window.add(Widget(0, 80, 100, 20))              # below the buttons: last in the ring in any order
    inner = box.add(Button(0, 80, "Inner"))
    assert window.focus_ring() == [a, b, inner] and _reachable(inner, window)
    box.enabled = False
    assert window.focus_ring() == [a, b] and not _reachable(inner, window)
    box.enabled, box.visible = True, False
    assert window.focus_ring() == [a, b]
    b.visible = False
    assert window.focus_ring() == [a]


def test_the_focus_starts_on_the_default_button_only_when_it_is_in_the_ring():
    window, (a, b) = window_of("A", "B")
    assert window.focused_widget() is a
    window.default_button = b
    assert window.focused_widget() is b
    b.visible = False
    assert window.focused_widget() is a


def test_with_no_button_the_focus_starts_on_the_first_stop_and_is_named_by_its_kind():
    window = Window(0, 0, 200, 100, "Test")
    assert window.focused_widget() is None and window.focus_name() is None
    first = window.add(Field(0, 0, 10, 10))
    window.add(Field(0, 20, 10, 10, name="second"))
    assert window.focused_widget() is first and window.focus_name() == "Field"
    window.move_focus(1)
    assert window.focus_name() == "second"


def test_the_focus_is_named_by_a_buttons_label():
    window, _ = window_of("Keep", "Drop")
    assert window.focus_name() == "Keep"


def test_an_unnamed_stop_with_a_label_is_named_by_its_label():
    window = Window(0, 0, 200, 100, "Test")
    box = window.add(Field(0, 0, 10, 10))
    box.label = "Sounds"
    assert window.focus_name() == "Sounds"


def test_the_ring_looks_at_the_stops_and_their_parents_not_at_the_window_itself():
    window, (a, b) = window_of("A", "B")
    window.enabled = False                  # (a window is shown while it is open; its own flags are not the ring's)
    assert window.focus_ring() == [a, b]


def test_tab_from_a_focus_not_in_the_ring_goes_to_the_first_and_shift_tab_to_the_last():
    window, (a, b, c) = window_of("A", "B", "C")
    window.default_button = None
    outside = Button(0, 0, "Elsewhere")
    window.focused_widget = lambda: outside                          # the focus is on no stop of the ring
    window.move_focus(1)
    assert a.focused and window.focus_shown
    window.move_focus(-1)
    assert c.focused


def test_each_arrow_moves_the_focus_and_says_so_return_presses():
    pressed = []
    window = Window(0, 0, 200, 100, "Test")
    a = window.add(Button(0, 50, "A", on_click=lambda: pressed.append("A")))
    b = window.add(Button(40, 50, "B"))
    c = window.add(Button(80, 50, "C"))
    for key, expected in (("right", b), ("down", c), ("left", b), ("up", a)):
        assert window.key_nav(keys(key)) is True and expected.focused, key
    assert window.key_nav(keys("tab")) is True and b.focused
    window.key_nav(keys("shift+tab"))
    assert window.key_nav(keys("return")) is True and pressed == ["A"]
    assert window.key_nav(keys("x")) is False


def test_the_arrows_need_two_stops_to_move_between():
    window, (a,) = window_of("A")
    assert window.key_nav(keys("right")) is False and window.focus_shown is False
    two, (x, y) = window_of("X", "Y")
    assert two.key_nav(keys("right")) is True and y.focused


@pytest.mark.parametrize("step", [1, -1])
def test_a_window_without_stops_ignores_the_focus_keys(step):
    window = Window(0, 0, 200, 100, "Test")
    window.move_focus(step)
    assert window.focus_shown is False


# --- the order a window's widgets are read in (reading_order) ----------------------------------------------------

def names_in_reading_order(*boxes: tuple[str, int, int, int]) -> list[str]:
    """The names of widgets (name, x, y, h; 20 wide) as reading_order gives them."""
    return [w.name for w in reading_order([Widget(x, y, 20, h, name) for name, x, y, h in boxes])]


def test_reading_order_of_no_widget_and_of_one():
    assert reading_order([]) == []
    assert names_in_reading_order(("a", 5, 5, 10)) == ["a"]


def test_a_widget_whose_top_is_the_bottom_of_the_row_starts_the_next_row():
    assert names_in_reading_order(("B", 0, 10, 10), ("A", 50, 0, 10)) == ["A", "B"]
    assert names_in_reading_order(("B", 0, 9, 10), ("A", 50, 0, 10)) == ["B", "A"]       # one pixel higher: a row


def test_a_row_ends_at_the_bottom_of_its_shortest_widget():
    assert names_in_reading_order(("T", 0, 0, 30), ("S", 50, 0, 10), ("N", 20, 15, 10)) == ["T", "S", "N"]


def test_rows_are_gathered_top_first_and_read_left_to_right():
    assert names_in_reading_order(("A", 0, 8, 10), ("B", 50, 0, 5)) == ["B", "A"]
    assert names_in_reading_order(("C", 90, 0, 10), ("A", 10, 2, 10), ("B", 50, 1, 10)) == ["A", "B", "C"]
    assert names_in_reading_order(("last", 70, 40, 10), ("first", 0, 0, 10)) == ["first", "last"]


def test_tab_once_the_focus_is_shown_from_a_focus_not_in_the_ring_goes_to_the_first():
    window, (a, b, c) = window_of("A", "B", "C")
    window.default_button = None
    window.focus_shown = True
    outside = Button(0, 0, "Elsewhere")
    window.focused_widget = lambda: outside
    window.move_focus(1)
    assert a.focused and not b.focused and not c.focused


def test_the_first_tab_from_a_default_button_second_in_the_ring_goes_to_the_first_stop():
    window, (a, b, c) = window_of("A", "B", "C")
    window.default_button = b
    window.move_focus(1)
    assert a.focused and not c.focused
