"""The Amiga menu bar: hold the right button, move over a title, release over an item.

With the keys (F10, or a pad's Start): the bar opens on the first menu; Left and Right walk the
menus, Up and Down the items (ghosted ones are skipped), Right enters a submenu and Left leaves it,
Return (or Space) picks, Escape closes (a submenu first), F10 again closes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pyxel

from ishido_retro.ui import draw
from ishido_retro.ui.input import Input
from ishido_retro.ui.widgets.base import label_matches

BAR_H = 11
ITEM_H = 10
CHECK_W = 8        # room for the check mark at an item's left


@dataclass
class MenuItem:
    """One item. ``checked`` and ``enabled`` are asked each time the menu is drawn."""

    label: str
    action: Callable[[], None] | None = None
    shortcut: str | None = None          # e.g. "ctrl+n"; shown as ^N
    checked: Callable[[], bool] | None = None
    enabled: Callable[[], bool] = lambda: True
    submenu: list[MenuItem] | None = None
    separator_before: bool = False
    chooser: bool = False      # opens a dialog of choices: a script's [Title, Item, Choice] marks one, then OK
    former_labels: tuple[str, ...] = ()    # what earlier versions called it: scripts written then still find it

    def is_enabled(self) -> bool:
        if self.submenu is not None:
            return self.enabled() and any(i.is_enabled() for i in self.submenu)
        return self.action is not None and self.enabled()


@dataclass
class Menu:
    title: str
    items: list[MenuItem] = field(default_factory=list)


def shortcut_text(shortcut: str | None) -> str:
    if not shortcut:
        return ""
    mods, _, key = shortcut.rpartition("+")
    return ("Shift+" if "shift" in mods else "") + ("^" if "ctrl" in mods else "") + {"plus": "+", "minus": "-"}.get(
        key, key.upper())


class _Panel:
    """Geometry of one open drop-down (a menu or a submenu)."""

    def __init__(self, items: list[MenuItem], x: int, y: int) -> None:
        self.items = items
        widest = max(draw.text_width(i.label) + (draw.text_width(shortcut_text(i.shortcut)) + 8 if i.shortcut else 0)
                     + (12 if i.submenu is not None else 0) for i in items)
        self.w = CHECK_W + widest + 6
        self.h = len(items) * ITEM_H + 4
        self.x = min(x, draw_limit_x() - self.w)
        self.y = y

    def item_rect(self, i: int) -> tuple[int, int, int, int]:
        return self.x + 1, self.y + 2 + i * ITEM_H, self.w - 2, ITEM_H

    def item_at(self, x: int, y: int) -> int | None:
        if not (self.x <= x < self.x + self.w and self.y + 2 <= y < self.y + self.h - 2):
            return None
        i = (y - self.y - 2) // ITEM_H
        return i if 0 <= i < len(self.items) else None


def draw_limit_x() -> int:
    return 320


class MenuBar:
    """Shown while the right mouse button is held, as on the Amiga, or from F10 until an item is picked."""

    def __init__(self, menus: list[Menu], on_choose: Callable[[], object] | None = None) -> None:
        self.menus = menus
        self.on_choose = on_choose           # after a chosen item's action (the menu sound)
        self.active = False
        self.by_keys = False                 # opened by F10 (or Start): the keys walk it, not the mouse
        self.open_index: int | None = None
        self.hover: int | None = None        # item index in the open menu
        self.sub_hover: int | None = None
        self.chosen: list[str] | None = None  # labels of the last choice, for tests
        x = 4
        self.title_x: list[tuple[int, int]] = []
        for m in menus:
            w = draw.text_width(m.title) + 10
            self.title_x.append((x, w))
            x += w

    # --- geometry the runner uses to move the mouse like a player ---------------

    def title_rect(self, index: int) -> tuple[int, int, int, int]:
        x, w = self.title_x[index]
        return x, 0, w, BAR_H

    def panel(self, index: int) -> _Panel:
        x, _ = self.title_x[index]
        return _Panel(self.menus[index].items, x, BAR_H)

    def subpanel(self, index: int, item: int) -> _Panel:
        p = self.panel(index)
        ix, iy, iw, _ = p.item_rect(item)
        return _Panel(p.items[item].submenu or [], ix + iw - 4, iy)

    def find_menu(self, title: str) -> int | None:
        for i, m in enumerate(self.menus):
            if label_matches(m.title, title):
                return i
        return None

    @staticmethod
    def find_item(items: list[MenuItem], label: str) -> int | None:
        for i, item in enumerate(items):
            if label_matches(item.label, label) or any(label_matches(f, label) for f in item.former_labels):
                return i
        return None

    # --- input --------------------------------------------------------------

    def highlight(self) -> list[str | None]:
        """The menu open and the item lit in it (None: none yet), and the submenu's item when one is lit."""
        if not self.active or self.open_index is None:
            return []
        menu = self.menus[self.open_index]
        if self.hover is None:
            return [menu.title, None]
        item = menu.items[self.hover]
        if item.submenu is not None and self.sub_hover is not None:
            return [menu.title, item.label, item.submenu[self.sub_hover].label]
        return [menu.title, item.label]

    def handle(self, inp: Input) -> bool:
        if inp.right_pressed and (not self.active or self.by_keys):
            self.active, self.by_keys = True, False
            self.open_index = self.hover = self.sub_hover = None
        elif not self.active and inp.menu_key():
            self.active, self.by_keys = True, True
            self.open_index, self.hover, self.sub_hover = 0, None, None
            return True
        elif not self.active and inp.long_press:
            self.open_for_taps()
            return True
        if not self.active:
            return False
        if self.by_keys:
            if inp.left_pressed:
                _tapped(self, inp.x, inp.y)
            else:
                self._walk(inp)
            return True
        self._track(inp.x, inp.y)
        if inp.right_released or not inp.right_held:
            self._release()
        return True

    def _track(self, x: int, y: int) -> None:
        if y < BAR_H:
            for i in range(len(self.menus)):
                tx, _, tw, _ = self.title_rect(i)
                if tx <= x < tx + tw:
                    if self.open_index != i:
                        self.open_index, self.hover, self.sub_hover = i, None, None
                    return
            self.hover = self.sub_hover = None
            return
        if self.open_index is None:
            return
        if self.hover is not None and self.menus[self.open_index].items[self.hover].submenu is not None:
            sub = self.subpanel(self.open_index, self.hover)
            j = sub.item_at(x, y)
            if j is not None:
                self.sub_hover = j
                return
        panel = self.panel(self.open_index)
        item = panel.item_at(x, y)
        if item is not None:
            if item != self.hover:
                self.sub_hover = None
            self.hover = item
        elif self.sub_hover is None:
            self.hover = None

    # --- taps (and clicks) on a bar that stays open ---------------------------------

    def open_for_taps(self) -> None:
        """Open the bar with no menu down, to be walked by taps (a long press, a tap on the title strip); the keys
        walk it too."""
        self.active, self.by_keys = True, True
        self.open_index = self.hover = self.sub_hover = None

    # --- the keys ---------------------------------------------------------------

    def _walk(self, inp: Input) -> None:
        """One frame of F10's menu bar: the arrows, Return, Escape and F10."""
        keys = inp.keys
        in_sub = self.sub_hover is not None
        if inp.menu_key() or ("escape" in keys and not in_sub):
            self.close()
        elif "escape" in keys or ("left" in keys and in_sub):
            self.sub_hover = None
        elif "return" in keys or "space" in keys:
            if self._submenu() is not None and not in_sub:
                self._enter_submenu()
            elif self.hover is not None:
                self._release()
        elif "right" in keys and self._submenu() is not None and not in_sub:
            self._enter_submenu()
        elif "left" in keys or "right" in keys:
            self._next_menu(-1 if "left" in keys else 1)
        elif "up" in keys or "down" in keys:
            step = -1 if "up" in keys else 1
            if in_sub:
                self.sub_hover = _next_enabled(self._submenu() or [], self.sub_hover, step)
            else:
                self.hover = _next_enabled(self.menus[self.open_index or 0].items, self.hover, step)

    def _submenu(self) -> list[MenuItem] | None:
        """The lit item's submenu, if it has one and it can be entered."""
        if self.open_index is None or self.hover is None:
            return None
        item = self.menus[self.open_index].items[self.hover]
        return item.submenu if item.submenu is not None and item.is_enabled() else None

    def _enter_submenu(self) -> None:
        self.sub_hover = _next_enabled(self._submenu() or [], None, 1)

    def _next_menu(self, step: int) -> None:
        """The menu beside the open one (wrapping); an item is lit in it if one was lit here."""
        lit = self.hover is not None
        self.open_index = ((self.open_index or 0) + step) % len(self.menus)
        self.sub_hover = None
        self.hover = _next_enabled(self.menus[self.open_index].items, None, 1) if lit else None

    def close(self) -> None:
        self.active = self.by_keys = False
        self.open_index = self.hover = self.sub_hover = None

    def _release(self) -> None:
        action = None
        if self.open_index is not None and self.hover is not None:
            menu = self.menus[self.open_index]
            item = menu.items[self.hover]
            if item.submenu is not None and self.sub_hover is not None:
                sub = item.submenu[self.sub_hover]
                if item.is_enabled() and sub.is_enabled():
                    action = sub.action
                    self.chosen = [menu.title, item.label, sub.label]
            elif item.submenu is None and item.is_enabled():
                action = item.action
                self.chosen = [menu.title, item.label]
        self.close()
        if action:
            action()
            self._chosen()

    def _chosen(self) -> None:
        if self.on_choose is not None:
            self.on_choose()

    def shortcut(self, keys: frozenset[str]) -> bool:
        """Run the enabled item whose shortcut is among ``keys``; the one with the most modifiers when several are
        (Ctrl+Shift+S is Save As, not the Ctrl+S of Save that the same keys also make). A plain key's (G, +, F1)
        does not act while Ctrl or Alt is held (Ctrl+G is not G)."""
        held = any(k.startswith(("ctrl+", "alt+")) for k in keys)
        found = [it for menu in self.menus for item in menu.items for it in [item, *(item.submenu or [])]
                 if it.shortcut and it.shortcut in keys and it.is_enabled() and it.action
                 and not (held and not it.shortcut.startswith(("ctrl+", "alt+")))]
        if not found:
            return False
        best = max(found, key=lambda it: (it.shortcut or "").count("+"))
        if best.action:
            best.action()
        self._chosen()
        return True

    # --- drawing ------------------------------------------------------------

    def draw(self) -> None:
        if not self.active:
            return
        pyxel.rect(0, 0, 320, BAR_H, draw.BG)
        pyxel.line(0, BAR_H - 1, 319, BAR_H - 1, draw.FG)
        for i, m in enumerate(self.menus):
            x, _, w, _ = self.title_rect(i)
            if i == self.open_index:
                pyxel.rect(x, 0, w, BAR_H - 1, draw.FG)
                draw.text(x + 5, 2, m.title, draw.BG)
            else:
                draw.text(x + 5, 2, m.title, draw.FG)
        if self.open_index is None:
            return
        self._draw_panel(self.panel(self.open_index), self.hover)
        if self.hover is not None:
            item = self.menus[self.open_index].items[self.hover]
            if item.submenu is not None and item.is_enabled():
                self._draw_panel(self.subpanel(self.open_index, self.hover), self.sub_hover)

    def _draw_panel(self, panel: _Panel, hover: int | None) -> None:
        pyxel.rect(panel.x + 2, panel.y + 2, panel.w, panel.h, draw.SHADOW)
        pyxel.rect(panel.x, panel.y, panel.w, panel.h, draw.BG)
        pyxel.rectb(panel.x, panel.y, panel.w, panel.h, draw.FG)
        for i, item in enumerate(panel.items):
            x, y, w, h = panel.item_rect(i)
            enabled = item.is_enabled()
            if item.separator_before and i:
                for xx in range(x + 1, x + w - 1, 2):
                    pyxel.pset(xx, y, draw.MID)
            fg = draw.FG if enabled else draw.GHOST     # ghosted: the same letters, dimmed
            if i == hover and enabled:
                pyxel.rect(x, y, w, h, draw.FG)
                fg = draw.BG
            draw.text(x + CHECK_W, y + 1, item.label, fg)
            if item.checked is not None and item.checked():
                _check_mark(x + 1, y + 2, fg)
            if item.shortcut:
                sc = shortcut_text(item.shortcut)
                draw.text(x + w - draw.text_width(sc) - 3, y + 1, sc, fg)
            if item.submenu is not None:
                draw.text(x + w - 9, y + 1, "▸", fg)


def _tapped(bar: MenuBar, x: int, y: int) -> None:
    """A tap (or a left click) on the bar opened by F10, Start or a long press: a title opens its menu (its own
    title again closes it), an item is chosen (one with a submenu opens it), anywhere else closes the bar."""
    if y < BAR_H:
        hit = next((i for i in range(len(bar.menus)) if bar.title_x[i][0] <= x < sum(bar.title_x[i])), None)
        if hit is None:
            bar.close()
        else:
            bar.open_index = None if hit == bar.open_index else hit
            bar.hover = bar.sub_hover = None
        return
    if bar.open_index is None:
        bar.close()
        return
    items = bar.menus[bar.open_index].items
    sub = bar._submenu()
    if sub is not None:
        j = bar.subpanel(bar.open_index, bar.hover or 0).item_at(x, y)
        if j is not None:
            if sub[j].is_enabled():
                bar.sub_hover = j
                bar._release()
            return
    i = bar.panel(bar.open_index).item_at(x, y)
    if i is None:
        bar.close()
    elif items[i].is_enabled():
        bar.hover, bar.sub_hover = i, None
        if items[i].submenu is None:
            bar._release()


def _next_enabled(items: list[MenuItem], at: int | None, step: int) -> int | None:
    """The next item from ``at`` (None: from the end before the first) that can be chosen, wrapping; None if none."""
    n = len(items)
    start = (-1 if step > 0 else n) if at is None else at
    for k in range(1, n + 1):
        i = (start + k * step) % n
        if items[i].is_enabled():
            return i
    return None


def _check_mark(x: int, y: int, col: int) -> None:
    pyxel.line(x, y + 2, x + 1, y + 4, col)
    pyxel.line(x + 1, y + 4, x + 5, y, col)


def menus_dump(menus: list[Menu]) -> dict[str, list[dict]]:
    """The runner's ``menus`` key: every menu's items as drawn now, ``{title: [{label, enabled, checked}]}``
    (an item with a submenu adds its own ``items``)."""
    def item(it: MenuItem) -> dict:
        out = {"label": it.label, "enabled": it.is_enabled(), "checked": bool(it.checked and it.checked())}
        if it.submenu is not None:
            out["items"] = [item(sub) for sub in it.submenu]
        return out
    return {m.title: [item(it) for it in m.items] for m in menus}
