"""Widget basics: a rectangle with a name that handles input and draws itself.

Every clickable widget has a ``name`` (its label for buttons) so the scripted
runner can find it with ``click: {widget: NAME}``.

Keyboard focus: at most one widget of a window is ``focused`` (:func:`claim_focus`). A window's
Tab ring is its widgets that ``takes_focus`` (buttons, text fields, lists, check boxes, radio
groups, sliders) in the order they are read on the screen (:func:`reading_order`); the keys act
first on the window's default button (a text field that claimed the focus keeps it). The first
Tab goes to the ring's first stop (past it when the keys already act there), or on from a widget
that claimed the focus. Tab and Shift+Tab walk the ring, wrapping; the
arrows do too where the focused widget has no use for them; Return (or Space) presses a
focused button. The button Return presses is ringed from the start; any other stop once the keys
have walked the ring.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, TypeVar

import pyxel

from ishido_retro.ui import draw
from ishido_retro.ui.input import Input


def normalise_label(label: str, fold: bool = True) -> str:
    """Lower case (unless not ``fold``), without a trailing ellipsis ("…" or "...") and outer spaces."""
    s = label.strip()
    for tail in ("…", "..."):
        if s.endswith(tail):
            s = s[: -len(tail)]
    return s.strip().lower() if fold else s.strip()


def label_matches(label: str | None, query: str) -> bool:
    """Whether a runner or shortcut ``query`` names ``label`` (case-insensitive, ellipsis optional)."""
    return label is not None and normalise_label(label) == normalise_label(query)


W = TypeVar("W", bound="Widget")


class Widget:
    """A rectangle that may handle input, draw itself and hold children."""

    focused: bool = False  # only widgets that take keys (text entries, sliders) are ever focused
    takes_focus = False    # a stop of its window's Tab ring
    shows_own_focus = False  # draws its own sign of the focus (a text field's cursor): no frame round it
    label_overhang = 0     # pixels its label is drawn past its width (the focus frame goes round them too)
    menu_shortcuts = False  # shown in a host's window, it lets the host's menu shortcut keys through (the editor)

    def __init__(self, x: int, y: int, w: int, h: int, name: str | None = None) -> None:
        self.x, self.y, self.w, self.h = x, y, w, h
        self.name = name
        self.visible = True
        self.enabled = True
        self.children: list[Widget] = []
        self.parent: Widget | None = None

    def add(self, child: W) -> W:
        child.parent = self
        self.children.append(child)
        return child

    def contains(self, x: int, y: int) -> bool:
        return self.x <= x < self.x + self.w and self.y <= y < self.y + self.h

    @property
    def centre(self) -> tuple[int, int]:
        return self.x + self.w // 2, self.y + self.h // 2

    def walk(self) -> Iterator[Widget]:
        yield self
        for child in self.children:
            yield from child.walk()

    def find(self, name: str) -> Widget | None:
        """The first visible descendant whose name matches, else self if it matches.

        Descendants come first, so a "Quit" button wins over a requester titled "Quit"; of two that differ only
        in case (the files Game.yaml and game.yaml), the one written as ``name`` is.
        """
        found = [w for w in self.walk() if w is not self and w.visible and label_matches(w.name, name)]
        if found:
            exact = normalise_label(name, fold=False)
            return next((w for w in found if normalise_label(w.name or "", fold=False) == exact), found[0])
        return self if self.visible and label_matches(self.name, name) else None

    def takes_first(self, inp: Input) -> bool:
        """A screen's say: it takes this input before the menu bar does (the title takes a pad's Start)."""
        return False

    def takes_right_click(self, inp: Input) -> bool:
        """A screen's say: it takes this right-button input itself instead of opening the menus."""
        return False

    def menus_strip_at(self, x: int, y: int) -> bool:
        """A screen's say: a tap at ``x``, ``y`` is on its title strip, which opens the menu bar for taps."""
        return False

    def keep_on_close(self) -> None:
        """Hook for a screen: what it keeps when the window closes without Quit (the editor autosaves)."""

    def take_drop(self, path: str) -> bool:
        """Hook for a screen that opens a file dropped on the window itself (the stoneset editor); False: it does
        not, and the app does what it does with drops."""
        return False

    def own_state(self) -> dict[str, Any] | None:
        """Hook for a screen that dumps its own state for the runner (the stoneset editor); None: the app's."""
        return None

    def focus_gained(self) -> None:
        """Hook: the keys now act on this widget (a text field selects its text, so typing replaces it)."""

    def focus_lost(self) -> None:
        self.focused = False

    def handle(self, inp: Input) -> bool:
        """Give the input to children, topmost first; True if one used it."""
        if not (self.visible and self.enabled):
            return False
        return any(child.handle(inp) for child in reversed(self.children))

    def update(self) -> None:
        for child in self.children:
            child.update()

    def draw(self) -> None:
        if not self.visible:
            return
        for child in self.children:
            child.draw()


def root_of(widget: Widget) -> Widget:
    while widget.parent is not None:
        widget = widget.parent
    return widget


def claim_focus(widget: Widget) -> None:
    """Give ``widget`` the keyboard focus, taking it from every other widget in the same window; a widget that
    did not have it is told (:meth:`Widget.focus_gained`)."""
    for w in root_of(widget).walk():
        if w is not widget and w.focused:
            w.focus_lost()
    if not widget.focused:
        widget.focused = True
        widget.focus_gained()


def _reachable(widget: Widget, root: Widget) -> bool:
    """Shown and usable, and so are all its parents up to ``root``."""
    w: Widget | None = widget
    while w is not None and w is not root:
        if not (w.visible and w.enabled):
            return False
        w = w.parent
    return True


def reading_order(widgets: list[Widget]) -> list[Widget]:
    """``widgets`` as they are read on the screen: rows top to bottom, each left to right. A widget whose top
    lies above the bottom of every widget of the row being gathered joins that row."""
    rows: list[list[Widget]] = []
    for w in sorted(widgets, key=lambda w: (w.y, w.x)):
        if rows and w.y < min(o.y + o.h for o in rows[-1]):
            rows[-1].append(w)
        else:
            rows.append([w])
    return [w for row in rows for w in sorted(row, key=lambda w: w.x)]


class Label(Widget):
    def __init__(self, x: int, y: int, text: str, col: int = draw.FG) -> None:
        super().__init__(x, y, draw.text_width(text), draw.CHAR_H)
        self.text = text
        self.col = col

    def draw(self) -> None:
        if self.visible:
            draw.text(self.x, self.y, self.text, self.col)


class Clickable(Widget):
    """Press, then release over the widget: ``clicked()`` (as Intuition's gadgets act)."""

    def __init__(self, x: int, y: int, w: int, h: int, name: str | None) -> None:
        super().__init__(x, y, w, h, name)
        self.pressed = False

    def clicked(self) -> None:
        raise NotImplementedError

    def handle(self, inp: Input) -> bool:
        if not (self.visible and self.enabled):
            return False
        if inp.left_pressed and self.contains(inp.x, inp.y):
            if inp.left_released:       # pressed and released within one frame (a touchpad tap): a whole click
                self.pressed = False
                self.clicked()
                return True
            self.pressed = True
            return True
        if self.pressed and inp.left_released:
            self.pressed = False
            if self.contains(inp.x, inp.y):
                self.clicked()
            return True
        return False


class Button(Clickable):
    """A push button: it fires ``on_click`` when the left button is released over it (or, focused, at Return)."""

    takes_focus = True

    def __init__(self, x: int, y: int, label: str, on_click: Callable[[], None] | None = None,
                 w: int | None = None, h: int = 11, name: str | None = None) -> None:
        super().__init__(x, y, w or draw.text_width(label) + 10, h, name or label)
        self.label = label
        self.on_click = on_click
        self.toggled = False       # for toggle-style buttons (the editor's XColor, say)

    def clicked(self) -> None:
        if self.on_click:
            self.on_click()

    def draw(self) -> None:
        if not self.visible:
            return
        sunken = self.pressed or self.toggled
        draw.bevel(self.x, self.y, self.w, self.h, raised=not sunken, fill=draw.HILITE if sunken else draw.BG)
        col = draw.FG if self.enabled else draw.GHOST     # ghosted: dimmed, every pixel kept
        draw.text_centred(self.x + self.w // 2, self.y + (self.h - draw.CHAR_H) // 2 + 1, self.label, col)


class Window(Widget):
    """A modal window (requester). The app shows the topmost one and gives it all input.

    ``close(result)`` marks it closed and calls ``on_close(result)``; the app then removes it.
    """

    def __init__(self, x: int, y: int, w: int, h: int, title: str | None = None,
                 on_close: Callable[[object], object] | None = None, name: str | None = None) -> None:
        super().__init__(x, y, w, h, name or title)
        self.title = title
        self.on_close = on_close
        self.closed = False
        self.result: object = None
        self.default_button: Button | None = None   # where the focus starts (None: the ring's first button)
        self.focus_shown = False                     # the keys have walked the ring: draw where the focus is
        self.tab_order: list[Widget] = []            # widgets Tab walks first, in this order (then the rest)
        self.return_presses = True                   # Return presses the focused button before Tab (ringed)

    @property
    def content_y(self) -> int:
        return self.y + (draw.TITLE_BAR_H + 4 if self.title else 4)

    def close(self, result: object = None) -> None:
        if self.closed:
            return
        self.closed = True
        self.result = result
        if self.on_close:
            self.on_close(result)

    def handle(self, inp: Input) -> bool:
        if not super().handle(inp):
            self.key_nav(inp)
        return True      # a modal window swallows all input

    board_beside = False   # it leaves the board's widgets in view and clickable (the runner finds them by name)

    def lets_through(self, inp: Input) -> bool:
        """Whether ``inp`` goes past this window to the screen (a window that leaves the board to the player)."""
        return False

    # --- keyboard focus ---------------------------------------------------------------

    def focus_ring(self) -> list[Widget]:
        """The widgets Tab walks, as they are read on the screen (those of ``tab_order`` first, in its order: a
        window of columns goes down each column)."""
        ring = reading_order([w for w in self.walk() if w is not self and w.takes_focus and _reachable(w, self)])
        first = [w for w in self.tab_order if w in ring]
        return first + [w for w in ring if w not in first]

    def focused_widget(self) -> Widget | None:
        """The widget the keys act on: the focused one, else the default button, else the ring's first."""
        ring = self.focus_ring()
        focused = next((w for w in ring if w.focused), None)
        if focused is not None:
            return focused
        if self.default_button is not None and self.default_button in ring:
            return self.default_button
        return next((w for w in ring if isinstance(w, Button)), ring[0] if ring else None)

    def focus_name(self) -> str | None:
        """The focused button's label or the focused field's name (the runner's ``dialog: focus``)."""
        w = self.focused_widget()
        if w is None:
            return None
        return w.name or getattr(w, "label", None) or type(w).__name__

    def move_focus(self, step: int) -> None:
        """The focus to the next (``step`` 1) or previous (-1) stop of the ring, wrapping."""
        ring = self.focus_ring()
        if not ring:
            return
        here = self.focused_widget()
        at = ring.index(here) if here in ring else (-1 if step > 0 else 0)
        if step > 0 and not self.focus_shown and not any(w.focused for w in ring) and at > 0:
            at = -1       # the first Tab: the first stop, not the one after a default button further on
        claim_focus(ring[(at + step) % len(ring)])
        self.focus_shown = True

    def key_nav(self, inp: Input, arrows: bool = True) -> bool:
        """Tab and Shift+Tab, Return or Space on a focused button, and (with ``arrows``) the arrows the focused
        widget left unused; True if one of them was used."""
        keys = inp.keys
        if inp.shift_tab() or "tab" in keys:
            self.move_focus(-1 if inp.shift_tab() else 1)
            return True
        focus = self.focused_widget()
        if isinstance(focus, Button) and ("return" in keys or ("space" in keys and self.focus_shown)):
            focus.clicked()
            return True
        if arrows and len(self.focus_ring()) > 1:
            for key, step in (("left", -1), ("up", -1), ("right", 1), ("down", 1)):
                if key in keys:
                    self.move_focus(step)
                    return True
        return False

    def draw_focus(self) -> None:
        """A dotted frame round the focused widget: from the start round the button Return presses, round any
        widget once the keys have moved the focus (text fields show their own cursor)."""
        w = self.focused_widget()
        if w is None or w.shows_own_focus or not (self.focus_shown or (self.return_presses and isinstance(w, Button))):
            return
        x0, y0, x1, y1 = w.x - 2, w.y - 2, w.x + w.w + 1 + w.label_overhang, w.y + w.h + 1
        for x in range(x0, x1 + 1):
            col = draw.FG if (x - x0) % 2 == 0 else draw.HILITE
            pyxel.pset(x, y0, col)
            pyxel.pset(x, y1, col)
        for y in range(y0, y1 + 1):
            col = draw.FG if (y - y0) % 2 == 0 else draw.HILITE
            pyxel.pset(x0, y, col)
            pyxel.pset(x1, y, col)

    def draw(self) -> None:
        if not self.visible:
            return
        draw.window(self.x, self.y, self.w, self.h, self.title)
        super().draw()

    def text_for_dump(self) -> str:
        """The window's message text, for the runner's ``dump`` (subclasses override)."""
        return ""
