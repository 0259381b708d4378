"""The runner's input steps: ``click``, ``rclick``, ``drag``, ``menu``, ``key``, ``pad`` and ``type``.

Input goes through pyxel itself (``set_mouse_pos``, ``set_btn``, ``set_input_text``), so the app sees
exactly what a player's mouse, keyboard and pad would give it.
"""

from __future__ import annotations

import pyxel

from ishido_retro import layout
from ishido_retro.formats import show_value
from ishido_retro.ui.input import KEY_NAMES, MODIFIERS, PAD_BUTTONS, parse_key
from ishido_retro.ui.steps.frames import ScriptFrames


class InputSteps(ScriptFrames):
    """The mouse, the keys, the pad and typed text, as a player gives them."""

    def move(self, x: int, y: int) -> None:
        pyxel.set_mouse_pos(int(x), int(y))
        self.frames(1)

    def click_at(self, x: int, y: int) -> None:
        self.move(x, y)
        pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, True)
        self.frames(1)
        pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, False)
        self.frames(2)

    def do_click(self, arg) -> None:
        self.click_at(*self.point(arg, "click"))

    def point(self, arg, verb: str) -> tuple[int, int]:
        """Where a ``click``, ``tap`` or ``longpress`` step goes: ``[x, y]``, ``{square: [col, row]}`` (its centre)
        or ``{widget: NAME}`` (its centre)."""
        if isinstance(arg, list) and len(arg) == 2 and all(isinstance(v, int) and not isinstance(v, bool) for v in arg):
            x, y = arg
            if not (0 <= x < layout.SCREEN_W and 0 <= y < layout.SCREEN_H):
                self.fail(f"{verb} {arg} is off the {layout.SCREEN_W}x{layout.SCREEN_H} screen")
            return x, y
        if isinstance(arg, dict) and set(arg) == {"square"}:
            sq = arg["square"]
            if not (isinstance(sq, list) and len(sq) == 2 and all(isinstance(v, int) for v in sq)
                    and 0 <= sq[0] < layout.BOARD_COLS and 0 <= sq[1] < layout.BOARD_ROWS):
                self.fail(f"square {sq!r} is not [col 0-11, row 0-7]")
            if not self.app.board_on_screen():
                self.fail(f"there is no board on the screen to {verb} (still on the title screen?)")
            return layout.square_centre(*sq)
        if isinstance(arg, dict) and set(arg) == {"widget"}:
            name = str(arg["widget"])
            widget = self.app.find_widget(name)
            if widget is None:
                self.fail(f"no widget named {name!r} on the screen now")
            return widget.centre
        self.fail(f"{verb} needs [x, y], {{square: [col, row]}} or {{widget: NAME}}, not {arg!r}")

    def do_rclick(self, arg) -> None:
        pyxel.set_btn(pyxel.MOUSE_BUTTON_RIGHT, True)
        self.frames(1)
        pyxel.set_btn(pyxel.MOUSE_BUTTON_RIGHT, False)
        self.frames(2)

    def do_drag(self, arg) -> None:
        """``drag: [[x0, y0], [x1, y1], ...]``: press at the first point, move through the others, release.
        ``drag: {path: [...], button: middle}`` drags with the middle button, ``drag: {path: [...], hold: space}``
        with the left one while Space is held (pressed before the button, let go after it)."""
        button, held = pyxel.MOUSE_BUTTON_LEFT, None
        if isinstance(arg, dict) and "path" in arg and set(arg) <= {"path", "button", "hold"}:
            if arg.get("button", "left") not in ("left", "middle") or arg.get("hold", "space") != "space":
                self.fail(f"drag's button is left or middle and its hold is space, not {show_value(arg)}")
            button = pyxel.MOUSE_BUTTON_MIDDLE if arg.get("button") == "middle" else button
            held = KEY_NAMES["space"] if "hold" in arg else None
            arg = arg["path"]
        if not (isinstance(arg, list) and 2 <= len(arg) <= 1000 and all(
                isinstance(p, list) and len(p) == 2 and all(isinstance(v, int) and not isinstance(v, bool) for v in p)
                and 0 <= p[0] < layout.SCREEN_W and 0 <= p[1] < layout.SCREEN_H for p in arg)):
            self.fail(f"drag needs a list of two or more [x, y] points on the {layout.SCREEN_W}x{layout.SCREEN_H} "
                      f"screen, not {show_value(arg)}")
        self.move(*arg[0])
        if held is not None:
            pyxel.set_btn(held, True)
            self.frames(1)
        pyxel.set_btn(button, True)
        self.frames(1)
        for x, y in arg[1:]:
            self.move(x, y)
        pyxel.set_btn(button, False)
        self.frames(1)
        if held is not None:
            pyxel.set_btn(held, False)
        self.frames(1)

    def do_menu(self, arg) -> None:
        if not (isinstance(arg, list) and 2 <= len(arg) <= 3 and all(isinstance(a, str) for a in arg)):
            self.fail(f"menu needs [Title, Item] or [Title, Item, Subitem], not {arg!r}")
        if self.app.windows:
            self.fail(f"a requester ({self.app.windows[-1].title}) is open; the menu bar is not available")
        bar = self.app.menubar
        mi = bar.find_menu(arg[0])
        if mi is None:
            self.fail(f"no menu titled {arg[0]!r}; the menus are " + ", ".join(m.title for m in bar.menus))
        items = bar.menus[mi].items
        ii = bar.find_item(items, arg[1])
        if ii is None:
            self.fail(f"menu {bar.menus[mi].title} has no item {arg[1]!r}")
        item = items[ii]
        si = None
        if len(arg) == 3 and item.chooser:
            self._choose_in_dialog(arg, mi, ii)
            return
        if len(arg) == 3:
            if item.submenu is None:
                self.fail(f"{item.label} has no submenu")
            si = bar.find_item(item.submenu, arg[2])
            if si is None:
                self.fail(f"{item.label} has no item {arg[2]!r}")
            target = item.submenu[si]
        else:
            if item.submenu is not None:
                self.fail(f"{item.label} opens a submenu: name one of its items")
            target = item
        if not (item.is_enabled() and target.is_enabled()):
            self.fail(f"menu item {' > '.join(arg)} is ghosted (not available now)")
        self._choose_item(mi, ii, si)

    def _choose_item(self, mi: int, ii: int, si: int | None) -> None:
        """Hold the right button over menu ``mi``, move onto item ``ii`` (and sub-item ``si``), let go."""
        bar = self.app.menubar
        tx, ty, tw, th = bar.title_rect(mi)
        pyxel.set_mouse_pos(tx + tw // 2, ty + th // 2)
        pyxel.set_btn(pyxel.MOUSE_BUTTON_RIGHT, True)
        self.frames(2)
        ix, iy, iw, ih = bar.panel(mi).item_rect(ii)
        self.move(ix + iw // 2, iy + ih // 2)
        if si is not None:
            sx, sy, sw, sh = bar.subpanel(mi, ii).item_rect(si)
            self.move(sx + sw // 2, sy + sh // 2)
        self.frames(1)
        pyxel.set_btn(pyxel.MOUSE_BUTTON_RIGHT, False)
        self.frames(2)

    def _choose_in_dialog(self, arg: list, mi: int, ii: int) -> None:
        """``[Title, Item, Name]`` where Item opens a dialog of choices (Choices > Stonesets...): the item is
        chosen, then the widget ``Name`` in its dialog is clicked, then OK when the dialog is still open."""
        item = self.app.menubar.menus[mi].items[ii]
        if not item.is_enabled():
            self.fail(f"menu item {' > '.join(arg)} is ghosted (not available now)")
        self._choose_item(mi, ii, None)
        dialog = self.app.windows[-1] if self.app.windows else None
        if dialog is None:
            self.fail(f"{item.label} opened no dialog")
        widget = dialog.find(arg[2])
        if widget is None or widget is dialog:
            self.fail(f"{item.label} has no item {arg[2]!r}")
        self.click_at(*widget.centre)
        ok = dialog.find("OK")
        if not dialog.closed and ok is not None:
            self.click_at(*ok.centre)

    def do_key(self, arg) -> None:
        if not isinstance(arg, str):
            self.fail(f"key needs a string like \"ctrl+n\", not {arg!r}")
        try:
            mods, key = parse_key(arg)
        except ValueError as exc:
            self.fail(str(exc))
        codes = [MODIFIERS[m][0] for m in mods] + [KEY_NAMES[key]]
        for code in codes:
            pyxel.set_btn(code, True)
        self.frames(1)
        for code in reversed(codes):
            pyxel.set_btn(code, False)
        self.frames(2)

    def do_pad(self, arg) -> None:
        """``pad: a``: press and release a button of the first gamepad (pyxel's GAMEPAD1 names in lower case)."""
        if not isinstance(arg, str) or arg.strip().lower() not in PAD_BUTTONS:
            self.fail(f"pad needs a button of {', '.join(PAD_BUTTONS)}, not {show_value(arg)}")
        code = PAD_BUTTONS[arg.strip().lower()]
        pyxel.set_btn(code, True)
        self.frames(1)
        pyxel.set_btn(code, False)
        self.frames(2)

    def do_type(self, arg) -> None:
        if not isinstance(arg, str):
            self.fail(f"type needs a string, not {arg!r}")
        pyxel.set_input_text(arg)
        self.frames(2)


def let_go() -> None:
    """Let go of every button still held down: a run that stopped in the middle of a step (the app closed, a step
    failed) must not leave a key down for the next run, whose first frame would take it as pressed (an Escape left
    down answered a new app's first requester)."""
    for code in (pyxel.MOUSE_BUTTON_LEFT, pyxel.MOUSE_BUTTON_RIGHT, pyxel.MOUSE_BUTTON_MIDDLE,
                 *(c for codes in MODIFIERS.values() for c in codes), *KEY_NAMES.values(), *PAD_BUTTONS.values()):
        if pyxel.btn(code):
            pyxel.set_btn(code, False)


def forget_input() -> None:
    """Before a new app's first frame: nothing held down, and no press, text or drop of an earlier run still
    waiting in pyxel's frame (a frame that ended in an exception was never flipped, and a new app's first frame
    would take its Return or Escape as its own, answering the first requester)."""
    let_go()
    pyxel.flip()
