"""What the play screen says: the title strip at the top (the mode and scoring, the deal, whose turn and
the time) and the status line at the bottom (what just happened, why the game ended, a hint for a
newcomer); while the menu bar covers the strip, the strip's words go to the status line. A passing note
(what a save did) stands above the rest. (What a placed stone's line says is :mod:`.statusline`'s.)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ishido_retro import layout
from ishido_retro.match import Match
from ishido_retro.ui import draw, gestures
from ishido_retro.ui.play.titlestrip import draw_strip, match_short_left, match_strip_texts, strip_line


class MatchShown(Protocol):
    @property
    def match(self) -> Match: ...


IDLE_HINT = gestures.say("menus", gestures.MOUSE)           # the desk's words; the line says the input's own
GAME_OVER_MOVE_HINT = gestures.say("game_over_move", gestures.MOUSE)   # the stone that ended it can be picked up
SCOREBOARD_HINT = gestures.say("scoreboard_digits", gestures.MOUSE)   # a first game's hint after a stone's line
STATUS_TEXT_W = layout.STATUS_RECT[2] - 6


class BoardWords:
    """The play screen's words: its ``control`` gives the match, ``status`` is the last thing said of it,
    ``menus_up()`` whether the menu bar covers the strip, ``note()`` a passing note."""

    control: MatchShown
    status: str
    menus_up: Callable[[], bool]
    note: Callable[[], str]

    def strip_texts(self) -> tuple[str, str, str]:
        """What the title strip says: mode and scoring (left), the deal, whose turn and time (right)."""
        return match_strip_texts(self.control.match)

    def short_left(self) -> str:
        """The strip's left side when a long name leaves it little room."""
        return match_short_left(self.control.match)

    def status_text(self) -> str:
        """What the status line says; while the menu bar covers the title strip, the strip's words."""
        if self.menus_up():
            left, deal, right = self.strip_texts()
            return strip_line(left, self.short_left(), deal, right, STATUS_TEXT_W)
        note = self.note()
        if note:
            return note
        match = self.control.match
        game = match.game
        status = self.status
        if match.waiting_for_player:
            status = status or gestures.say("next_player")
        elif game.is_over:
            status = {"emptied": "Pouch empty.", "stuck": "Stone stuck.",
                      "player": "Game ended."}[game.end_reason or "player"]
            if match.time_ran_out:
                status = "Time ran out."
            status = (gestures.say("game_over_move") if self.last_stone_movable()
                      else f"{status} {gestures.say('game_over')}")
        elif match.only_computers() and not status:
            status = gestures.say("stop_computer")
        elif not status:
            status = gestures.say("menus")      # a newcomer learns where the menus are
        elif game.history and self.scoreboard_hint() and _fits(f"{status} {gestures.say('scoreboard_digits')}"):
            status = f"{status} {gestures.say('scoreboard_digits')}"
        return self._without_long_name(status)

    def last_stone_movable(self) -> bool:
        """The stone that ended the game may be picked up and moved (the game is over again when set down)."""
        return False

    def scoreboard_hint(self) -> bool:
        """Whether a first game's hint that a click on the scoreboard shows digits is still to be given."""
        return False

    def _without_long_name(self, status: str) -> str:
        """A line too long for the status line loses the player's name it begins with (the strip names them)."""
        if draw.shortened(status, STATUS_TEXT_W) != status:
            for seat in self.control.match.seats:
                if status.startswith(f"{seat.name}: "):
                    return status[len(seat.name) + 2:]
        return status

    def status_drawn(self) -> str:
        """The status line's text as it is drawn (in the 8-pixel font, cut after a word when too long)."""
        return draw.shortened(self.status_text(), STATUS_TEXT_W)

    def _draw_strips(self) -> None:
        sx, sy, _, _ = layout.STATUS_RECT
        # the menu bar hides the top of the title strip: its words move to the status line meanwhile
        if not self.menus_up():
            left, deal, right = self.strip_texts()
            draw_strip(left, self.short_left(), deal, right)
        draw.text_shortened(sx + 3, sy + 2, self.status_text(), STATUS_TEXT_W, layout.ROLE_WHITE)


def _fits(status: str) -> bool:
    return draw.text_width(status) <= STATUS_TEXT_W
