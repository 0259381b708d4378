"""Requesters: a centred window with a message, optional gadgets and a row of buttons.

Amiga style (EasyRequest): the message sits in a recessed panel, the buttons along
the bottom with the first (positive) one at the left and the last (negative) one at
the right. Return chooses the first button (or the one the keys focused), Escape the
last; Tab walks the buttons and the body's gadgets. Clicking a button closes the
requester with the button's label as the result.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ishido_retro.layout import SCREEN_H, SCREEN_W
from ishido_retro.ui import clocks, draw
from ishido_retro.ui.input import Input
from ishido_retro.ui.widgets.base import Button, Widget, Window
from ishido_retro.ui.widgets.slider import Slider
from ishido_retro.ui.widgets.textentry import TextEntry, claim_focus, field_width

MAX_W = 300          # widest requester
PAD = 8              # inner margin
LINE_H = draw.LINE_H  # text line pitch
BUTTON_H = 11
MIN_BUTTON_W = 40


class Requester(Window):
    """``Requester(title, text, buttons=("OK",), on_close=None, name=None, body=None, default=None)``.

    ``body`` is an optional list of widgets placed below the text; give them
    coordinates relative to the top-left of that area (0, 0) and the requester
    moves them into place. Read their state in ``on_close`` (for example a
    :class:`~.slider.Slider`'s ``value`` when the result is ``"OK"``).
    """

    def __init__(self, title: str | None, text: str, buttons: Sequence[str] = ("OK",),
                 on_close: Callable[[object], object] | None = None, name: str | None = None,
                 body: Sequence[Widget] | None = None, default: str | None = None) -> None:
        if not buttons:
            raise ValueError("a requester needs at least one button")
        self.text = text
        self.body = list(body or [])
        self.labels = [str(b) for b in buttons]
        max_chars = (MAX_W - 2 * PAD - 8) // draw.CHAR_W
        self.lines = draw.wrap(text, max_chars) if text else []
        while self.lines and not self.lines[-1].strip():
            self.lines.pop()
        text_w = max((draw.text_width(line) for line in self.lines), default=0)
        body_w = max((b.x + b.w + _extra_w(b) for b in self.body), default=0)
        body_h = max((b.y + b.h for b in self.body), default=0)
        bws = [max(MIN_BUTTON_W, draw.text_width(label) + 12) for label in self.labels]
        buttons_w = sum(bws) + 8 * (len(bws) - 1)
        title_w = draw.text_width(title or "") + 30
        inner = max(text_w + 8, body_w, buttons_w, title_w, 120)
        w = inner + 2 * PAD
        head = draw.TITLE_BAR_H + 4 if title else 4
        panel_h = len(self.lines) * LINE_H + 6 if self.lines else 0
        h = head + 2 + panel_h + (body_h + 6 if self.body else 0) + 4 + BUTTON_H + 6
        x, y = (SCREEN_W - w) // 2, (SCREEN_H - h) // 2
        super().__init__(x, y, w, h, title, on_close, name or title or (self.lines[0] if self.lines else None))
        self.panel = (x + PAD, y + head + 2, inner, panel_h)
        by = y + head + 2 + panel_h + (4 if panel_h else 0)
        for b in self.body:
            for part in b.walk():
                part.x += x + PAD
                part.y += by
            self.add(b)
        # buttons: first at the left, last at the right, any others spread between
        self.buttons: list[Button] = []
        row_y = y + h - 6 - BUTTON_H
        n = len(self.labels)
        if n == 1:
            xs = [x + (w - bws[0]) // 2]
        else:
            free = inner - sum(bws)
            xs, bx = [], x + PAD
            for i, bw in enumerate(bws):
                xs.append(bx)
                bx += bw + free // (n - 1) + (1 if i < free % (n - 1) else 0)
        for label, bx, bw in zip(self.labels, xs, bws):
            self.buttons.append(self.add(Button(bx, row_y, label, self._clicker(label), w=bw, h=BUTTON_H)))
        self.default_button = self.buttons[self.labels.index(default) if default in self.labels else 0]

    def _clicker(self, label: str) -> Callable[[], None]:
        return lambda: self.choose(label)

    def result_for(self, label: str) -> object:
        """The value the requester closes with when ``label`` is chosen (subclasses add to it)."""
        return label

    def choose(self, label: str) -> None:
        self.close(self.result_for(label))

    def handle(self, inp: Input) -> bool:
        if Widget.handle(self, inp) or self.key_nav(inp):
            return True
        if "return" in inp.keys:
            self.choose(self.labels[0])
        elif "escape" in inp.keys:
            self.choose(self.labels[-1])
        return True

    def draw(self) -> None:
        if not self.visible:
            return
        draw.window(self.x, self.y, self.w, self.h, self.title)
        px, py, pw, ph = self.panel
        if ph:
            draw.bevel(px, py, pw, ph, raised=False, fill=draw.BG)
            for i, line in enumerate(self.lines):
                draw.text_centred(px + pw // 2, py + 4 + i * LINE_H, line)
        Widget.draw(self)

    def text_for_dump(self) -> str:
        return self.text


class SettledRequester(Requester):
    """A requester that takes no answer before it has been seen: no input until it has been drawn and then
    ``SETTLE_TICKS`` more (a key or click meant for what was on screen before it, the title's "any key", is
    not taken for an answer)."""

    SETTLE_TICKS = 18            # about 0.3 s of the app's clock (ui.clocks)

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.seen_for: int | None = None   # ticks since it was first drawn (None: not drawn yet)

    def settled(self) -> bool:
        return self.seen_for is not None and self.seen_for >= self.SETTLE_TICKS

    def handle(self, inp: Input) -> bool:
        return super().handle(inp) if self.settled() else True

    def update(self) -> None:
        super().update()
        if self.seen_for is not None:
            self.seen_for += clocks.passed()

    def draw(self) -> None:
        super().draw()
        if self.seen_for is None:
            self.seen_for = 0


def _extra_w(w: Widget) -> int:
    """Room some widgets need beyond their rectangle: a slider writes its value to the right."""
    if isinstance(w, Slider):
        texts = [w.fmt.format(w.minimum), w.fmt.format(w.maximum), w.value_text]
        return 4 + max(draw.text_width(t) for t in texts) + 2
    return 0


class ProblemLine(Widget):
    """What is wrong with a typed value, wrapped over at most two lines under the field ("" draws nothing)."""

    LINES = 2

    def __init__(self, w: int) -> None:
        super().__init__(0, 0, w, self.LINES * LINE_H)
        self.text = ""

    def lines(self) -> list[str]:
        return draw.wrap(self.text, self.w // draw.CHAR_W)[:self.LINES] if self.text else []

    def draw(self) -> None:
        for i, line in enumerate(self.lines()):
            draw.text_centred(self.x + self.w // 2, self.y + i * LINE_H, line, draw.FG)


class EntryRequester(Requester):
    """A requester with a text field: closes with ``(button label, typed value)``.

    The field has the focus at once; Return in it chooses the first button. With ``check``, the first
    button closes it only when ``check(value)`` finds nothing wrong; otherwise the requester stays open
    with the text kept and says under the field what ``check`` returned.
    """

    def __init__(self, title: str | None, text: str, value: str = "", max_len: int = 40,
                 buttons: Sequence[str] = ("OK", "Cancel"), on_close: Callable[[object], object] | None = None,
                 allowed=None, name: str | None = None, width: int | None = None,
                 check: Callable[[str], str | None] | None = None) -> None:
        fw = width or max(120, min(field_width(max_len), MAX_W - 2 * PAD))
        self.entry = TextEntry(0, 0, fw, value, max_len, name="Entry", allowed=allowed,
                               on_submit=lambda _v: self.choose(self.labels[0]))
        self.check = check
        self.problem: ProblemLine | None = None
        body: list[Widget] = [self.entry]
        if check is not None:
            self.problem = ProblemLine(MAX_W - 2 * PAD - 8)
            self.problem.y = self.entry.h + 4
            body.append(self.problem)
        super().__init__(title, text, buttons, on_close, name, body=body)
        self.entry.x = self.x + (self.w - self.entry.w) // 2    # centre the field
        if self.problem is not None:
            self.problem.x = self.x + (self.w - self.problem.w) // 2
        claim_focus(self.entry)

    def handle(self, inp: Input) -> bool:
        used = super().handle(inp)
        left_out = self.entry.left_out
        if self.problem is not None and left_out and not self.problem.text:
            from ishido_retro.ui.widgets.textedit import left_out_text
            self.problem.text = left_out_text(left_out)     # said as soon as typed: which letters were dropped
        return used

    def choose(self, label: str) -> None:
        if self.check is not None and self.problem is not None and label == self.labels[0]:
            self.problem.text = self.check(self.entry.value) or ""
            left_out = self.entry.left_out
            if self.problem.text and left_out:
                from ishido_retro.ui.widgets.textedit import left_out_text
                self.problem.text = f"{self.problem.text} {left_out_text(left_out)}"
            if self.problem.text:
                claim_focus(self.entry)
                return
        super().choose(label)

    @property
    def value(self) -> str:
        return self.entry.value

    def result_for(self, label: str) -> object:
        return (label, self.entry.value)

    def text_for_dump(self) -> str:
        said = f"\n{self.problem.text}" if self.problem is not None and self.problem.text else ""
        return f"{self.text}\n[{self.entry.value}]{said}"
