"""Widget basics: a rectangle with a name that handles input and draws itself.

Every clickable widget has a ``name`` (its label for buttons) so the scripted
runner can find it with ``click: {widget: NAME}``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TypeVar

from ishido_retro.ui import draw
from ishido_retro.ui.input import Input


def normalise_label(label: str) -> str:
    """Lower case, without a trailing ellipsis ("…" or "...") and outer spaces."""
    s = label.strip()
    for tail in ("…", "..."):
        if s.endswith(tail):
            s = s[: -len(tail)]
    return s.strip().lower()


def label_matches(label: str | None, query: str) -> bool:
    """Whether a runner or shortcut ``query`` names ``label`` (case-insensitive, ellipsis optional)."""
    return label is not None and normalise_label(label) == normalise_label(query)


W = TypeVar("W", bound="Widget")


class Widget:
    """A rectangle that may handle input, draw itself and hold children."""

    focused: bool = False  # only widgets that take keys (text entries, sliders) are ever focused

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

        Descendants come first, so a "Quit" button wins over a requester titled "Quit".
        """
        for w in self.walk():
            if w is not self and w.visible and label_matches(w.name, name):
                return w
        return self if self.visible and label_matches(self.name, name) else None

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
    """A push button: it fires ``on_click`` when the left button is released over it."""

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
        super().handle(inp)
        return True      # a modal window swallows all input

    def draw(self) -> None:
        if not self.visible:
            return
        draw.window(self.x, self.y, self.w, self.h, self.title)
        super().draw()

    def text_for_dump(self) -> str:
        """The window's message text, for the runner's ``dump`` (subclasses override)."""
        return ""
