"""A lesson on the board: the play screen, with the step's guidance across the top of the screen.

:class:`LessonBoard` is the :class:`~ishido_retro.ui.play.screen.BoardControl` of a lesson: the
board screen reads the lesson's game through a solitaire match made around it, and a click
becomes :meth:`~ishido_retro.lessons.model.LessonPlay.place`; what comes back goes to
``on_event``. :class:`LessonScreen` draws it as the play screen does, marks the squares that
complete the step once the player has missed one (or always, with Always Show Moves), and
leaves the lesson on Escape. The menu bar stays shut meanwhile: its items are about the game
waiting beneath the lesson.
"""

from __future__ import annotations

from collections.abc import Callable

import pyxel

from ishido_retro import layout
from ishido_retro.engine import Square
from ishido_retro.lessons.model import LessonEvent, LessonPlay, Refused
from ishido_retro.match import Match, default_seats
from ishido_retro.match.clock import Clock
from ishido_retro.ui import draw, gestures
from ishido_retro.ui.input import Input
from ishido_retro.ui.play.screen import BoardCommands, PlayScreen
from ishido_retro.ui.ports import Prefs, SoundPort

GUIDANCE_RECT = (7, 3, 306, 16)     # the title strip, drawn on across the whole screen for the guidance
STEP_Y = layout.SCREEN_H - 11      # the step label under the pouch: its outline clear of the frame's bolts (row
                                   # 187) and 2 rows clear of the screen's bottom edge (at 190 it touched it)


def _nothing() -> None:
    """A board command a lesson never gives (no computers, tournaments or pouch window)."""


class LessonBoard:
    """The board control of one lesson: its game as a match, clicks as lesson placements."""

    def __init__(self, play: LessonPlay, clock: Clock, on_event: Callable[[LessonEvent], object]) -> None:
        self.play = play
        self.match = Match(clock, "solitaire", "modern", default_seats("solitaire"), play.game)
        self.on_event = on_event
        self.missed_at: int | None = None      # the step at which a placement was last refused

    def accepts_clicks(self) -> bool:
        return not self.play.done

    def place(self, square: Square) -> None:
        event = self.play.place(square)
        if isinstance(event, Refused):
            self.missed_at = self.play.step
        self.on_event(event)

    def undo(self) -> None:
        """A lesson goes forward only (its placements lock undo); nothing to do."""

    def undo_offered(self) -> bool:
        return False

    def suggested_square(self) -> Square | None:
        return None

    def computer_square(self) -> Square | None:
        return None


class LessonScreen(PlayScreen):
    """The board screen of a lesson. ``leave()`` on Escape."""

    def __init__(self, board: LessonBoard, prefs: Prefs, sounds: SoundPort, leave: Callable[[], object]) -> None:
        super().__init__(board, BoardCommands(_nothing, _nothing, _nothing), prefs, sounds, menus_up=lambda: False)
        self.name = "lesson"
        self.lesson_board = board
        self.leave = leave

    @property
    def play(self) -> LessonPlay:
        return self.lesson_board.play

    def legal(self) -> list[Square]:
        """The squares that complete the step (every one legal for the stone in hand)."""
        return self.play.squares()

    def showing_moves(self) -> bool:
        """The step's squares are marked after a miss at this step, or always with Always Show Moves."""
        if self.play.done:
            return False
        return self.prefs.settings.always_show_moves or self.lesson_board.missed_at == self.play.step

    def takes_right_click(self, inp: Input) -> bool:
        """The right button stays with the lesson: the menus are for the game beneath it."""
        return inp.right_pressed or inp.right_held or inp.right_released

    def takes_first(self, inp: Input) -> bool:
        """So do F10, a pad's Start and a long press."""
        return inp.menu_key() or inp.long_press

    def menus_strip_at(self, x: int, y: int) -> bool:
        return False        # a lesson's strip opens no menus either

    def handle(self, inp: Input) -> bool:
        if (inp.key("escape") or inp.long_press) and not self.carrying:     # a finger has no Escape: it holds
            self.leave()
            return True
        if inp.right_pressed or inp.right_held or inp.right_released:
            return True
        return super().handle(inp)

    def strip_texts(self) -> tuple[str, str, str]:
        """The lesson's name, and the step waiting of how many."""
        play = self.play
        steps = len(play.lesson.steps)
        return play.lesson.name, "", f"Step {min(play.step + 1, steps)}/{steps}"

    def status_text(self) -> str:
        """What the last placement earned; before the first, the lesson's name and how to leave it."""
        return self.status or f"{self.play.lesson.name}. {gestures.say('leave_lesson')}"

    def _draw_strips(self) -> None:
        x, y, w, h = GUIDANCE_RECT
        pyxel.rect(x, y, w, h, layout.ROLE_BLACK)
        pyxel.rect(x + 1, y + 1, w - 2, h - 2, layout.ROLE_FRAME_DARK)
        pyxel.line(x + 1, y + h - 1, x + w - 2, y + h - 1, layout.ROLE_FRAME_LIGHT)
        draw.text(x + 3, y + 3, self.play.text, layout.ROLE_WHITE)
        sx, sy, sw, _ = layout.STATUS_RECT
        draw.text_shortened(sx + 3, sy + 2, self.status_text(), sw - 6, layout.ROLE_WHITE)
        step = self.strip_texts()[2]
        px, _, pw, _ = layout.POUCH_RECT
        draw.text_outlined(px + (pw - draw.text_width(step)) // 2, STEP_Y, step, layout.ROLE_ACCENT, bold=False)
