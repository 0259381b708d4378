"""Game Over in two bands that frame the board: the result above it, over the title strip, and the name field
and the buttons below it, over the status line. The 12 x 8 board, the touchstone, the scoreboard and the pouch
stay in view and take their clicks (issue 47: the end of a game leaves the board to the player).

:func:`band_heading` and :func:`band_line` say the result in a title and one line; the whole summary is the
window's text (the dump's) and opens, as a message, from a click on the line (its widget name ``Summary``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ishido_retro.engine import Game
from ishido_retro.engine.scoring import end_bonus
from ishido_retro.layout import BOARD_H, BOARD_Y, SCREEN_W
from ishido_retro.match import GameResult
from ishido_retro.scores.highscores import MAX_NAME
from ishido_retro.ui import draw, gestures
from ishido_retro.ui.input import Input
from ishido_retro.ui.scores.window import BOARD_TITLES, TAB_NAMES, ordinal
from ishido_retro.ui.widgets import Requester
from ishido_retro.ui.widgets.base import Button, Widget
from ishido_retro.ui.widgets.textentry import TextEntry, claim_focus, field_width
from ishido_retro.words import counted

TOP_H = BOARD_Y                           # the band above the board: 0 to 21
BOTTOM_Y = BOARD_Y + BOARD_H + 1          # the band below it: 183 to 199 (the board's frame line kept)
BOTTOM_H = 200 - BOTTOM_Y
MARGIN = 4
LINE_CHARS = (SCREEN_W - 2 * MARGIN) // draw.CHAR_W
WHY_SHORT = {"emptied": "Pouch emptied", "stuck": "Touchstone fits nowhere", "player": "Ended", "time": "Out of time"}


def band_heading(result: GameResult, game: Game) -> str:
    """The title bar's words: Game Over and the outcome (points, the winner, or the Ancient Way's win)."""
    if result.scoring == "ancient":
        outcome = "a win (Ancient Way)" if result.stones_left == 0 else "not a win (Ancient Way)"
    elif result.mode == "challenge":
        a, b = result.scores[0].score, result.scores[1].score
        outcome = "a draw" if a == b else f"{result.scores[0 if a > b else 1].name} wins"
    elif result.mode == "cooperative":
        outcome = f"team score {game.final_score():,}"
    elif result.mode == "tournament":
        outcome = f"{result.scores[0].name}, {counted(game.final_score(), 'point')}"
    else:
        outcome = counted(game.final_score(), "point")
    return draw.shortened(f"Game Over: {outcome}", SCREEN_W - 40)


def band_line(result: GameResult, places: dict[str, int] | None, extra: str | None = None) -> str:
    """The line under the title: why it ended, the stones left, the 4-Ways, the bonus, where it ranks and the par's
    line, as much as one line holds (where it ranks before why it ended, which goes before the par)."""
    left = result.stones_left
    bonus = end_bonus(left) if result.scoring != "ancient" else 0
    rest = [counted(result.four_ways, "4-Way")] + ([f"{bonus:,} bonus"] if bonus else [])
    if result.mode == "challenge" and result.scoring != "ancient":
        rest = [f"{s.name} {s.score:,}" for s in result.scores]
    rank = ", ".join(f"{ordinal(n)} {TAB_NAMES[b]}" for b, n in (places or {}).items())
    said = [", ".join(parts) + "." for parts in ([counted(left, "stone") + " left" if left else "no stone left"] + rest,
                                                 [f"{left} left"] + rest, [f"{left} left"] + rest[:1])]
    why = [f"{WHY_SHORT[result.reason]}: {line}" for line in said]
    plain = [line[0].upper() + line[1:] for line in said]
    ranks, par = ([f"Ranks {rank}."] if rank else []), ([f"{extra}."] if extra else [])
    for tails, heads in (((ranks + par), why), (ranks, why), (ranks + par, plain), (ranks, plain), (par, why),
                         ([], why + plain)):
        for head in heads:
            line = " ".join([head] + tails)
            if len(line) <= LINE_CHARS:
                return line
    return draw.shortened(plain[-1], SCREEN_W - 2 * MARGIN)


def ranked_text(places: dict[str, int], other: bool = False) -> str:
    """Where a game ranks, and the name it asks for (``other``: the second player's, in Challenge)."""
    where = " and ".join(f"{ordinal(n)} on {BOARD_TITLES[b]}" for b, n in places.items())
    if other:
        return f"The other player's game ranks {where}. Their name for the board:"
    return f"Your game ranks {where}. Your name for the board:"


class SummaryLine(Button):
    """The band's line of the result: a click (or Return, focused) shows the whole summary."""

    def draw(self) -> None:
        if self.visible:
            draw.text_centred(self.x + self.w // 2, self.y + 1, self.label, draw.HILITE if self.pressed else draw.FG)


class GameOverWindow(Requester):
    """Game Over: the result in the top band, the name field (when the game makes a board) and the buttons in the
    bottom one; ``text`` is the whole summary (the dump's text, and the message the line opens with ``details``).
    It lets the board have the mouse (:meth:`lets_through`) and closes by itself, as ``PICKED_UP``, once the game
    is no longer over (its last stone picked up)."""

    board_beside = True

    def __init__(self, text: str, buttons: list[str], slot: EndSlotLike, still_over: Callable[[], bool],
                 extra_line: Callable[[], str | None], on_close: Callable[[object], object],
                 heading: str = "Game Over", line: Callable[[str | None], str] | None = None,
                 details: Callable[[str], None] = lambda _text: None) -> None:
        self.still_over = still_over
        self.extra_line = extra_line
        self.extra = extra_line()
        self.heading = heading
        self.line_of = line or (lambda extra: draw.shortened(text.split("\n")[0], SCREEN_W - 2 * MARGIN))
        self.details = details
        self.entry: TextEntry | None = None
        body: list[Widget] = []
        if slot.places is not None:
            text += f"\n\n{ranked_text(slot.places, slot.asked > 1)}"
            self.entry = TextEntry(0, 0, field_width(MAX_NAME), slot.default[:MAX_NAME], MAX_NAME, name="Entry",
                                   on_submit=lambda _v: self.choose("OK"))
            body.append(self.entry)
        self.base_text = text
        super().__init__("Game Over", self._with_extra(), buttons=buttons, on_close=on_close, body=body,
                         default=NEW_GAME)
        self.summary = self.add(SummaryLine(MARGIN, draw.TITLE_BAR_H + 1, self.line_of(self.extra),
                                            lambda: self.details(self.text), w=SCREEN_W - 2 * MARGIN, h=9,
                                            name="Summary"))
        self.children.insert(0, self.children.pop())       # the line first, as it is read; the buttons last
        self._lay_out()
        self.tab_order = [w for w in (self.entry, *self.buttons, self.summary) if w is not None]
        if self.entry is not None:
            claim_focus(self.entry)

    def _lay_out(self) -> None:
        """The whole screen is the window's; only its two bands are drawn and take the mouse."""
        self.x, self.y, self.w, self.h = 0, 0, SCREEN_W, 200
        self.panel = (0, 0, 0, 0)
        row_y = BOTTOM_Y + (BOTTOM_H - 11) // 2
        right = SCREEN_W - MARGIN
        for button in reversed(self.buttons):
            button.w = max(24, draw.text_width(button.label) + 10)
            right -= button.w
            button.x, button.y = right, row_y
            right -= 3
        self.hint_w = right - 5 - MARGIN
        label_w = draw.text_width(NAME_LABEL) + 4
        self.labelled = self.hint_w - label_w >= MIN_FIELD_W      # with Watch Par too, the field alone
        if self.entry is not None:
            self.entry.x, self.entry.y = MARGIN + (label_w if self.labelled else 0), row_y
            self.entry.w = min(field_width(MAX_NAME), right - 5 - self.entry.x)

    def _with_extra(self) -> str:
        return self.base_text + (f"\n\n{self.extra}" if self.extra is not None else "")

    def result_for(self, label: str) -> object:
        return (label, self.entry.value) if self.entry is not None else label

    def contains(self, x: int, y: int) -> bool:
        return y < TOP_H or y >= BOTTOM_Y

    def handle(self, inp: Input) -> bool:
        if "escape" in inp.keys:         # Escape (the pad's B) closes: the board stays as it is
            self.choose("OK")
            return True
        return super().handle(inp)

    def lets_through(self, inp: Input) -> bool:
        return (inp.left_pressed or inp.right_pressed) and not self.contains(inp.x, inp.y)

    def update(self) -> None:
        super().update()
        if not self.closed and not self.still_over():
            self.close(PICKED_UP)
        extra = self.extra_line()
        if extra != self.extra and self.extra is not None and extra is not None:    # the same lines: text only
            self.extra = extra
            self.text = self._with_extra()
            self.summary.label = self.line_of(extra)

    def draw(self) -> None:
        if not self.visible:
            return
        draw.window(0, 0, SCREEN_W, TOP_H, self.heading, shadow=False)
        draw.window(0, BOTTOM_Y, SCREEN_W, BOTTOM_H, shadow=False)
        text_y = BOTTOM_Y + (BOTTOM_H - draw.CHAR_H) // 2 + 1
        if self.entry is not None:
            if self.labelled:
                draw.text(MARGIN, text_y, NAME_LABEL)
        else:
            said = self.extra if self.extra is not None else gestures.say("game_over_move")
            draw.text_shortened(MARGIN, text_y, said, self.hint_w)
        Widget.draw(self)

    def text_for_dump(self) -> str:
        return self.text + (f"\n[{self.entry.value}]" if self.entry is not None else "")


class EndSlotLike(Protocol):
    """What the window reads of the slot that asks the name (``gameover.EndSlot``)."""

    places: dict[str, int] | None
    default: str
    asked: int


NAME_LABEL = "Name:"
MIN_FIELD_W = 60          # the name field beside its label: 8 letters in view
PICKED_UP, NEW_GAME = "Picked Up", "New Game"
