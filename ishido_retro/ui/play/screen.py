"""The play screen: the board, the touchstone, the scoreboard and the pouch.

It draws what the match holds and forwards clicks to the
:class:`~.controller.MatchController` (through :class:`BoardControl`) and the commands
a click on the board may give (:class:`BoardCommands`); it keeps only UI state (the stone
being carried, Show Possible Moves, the status line, a computer stone in flight, the board
cursor). The keys play too: the arrows move the cursor (:mod:`.cursor`), Tab and Shift+Tab
jump it to the squares where the stone fits, Return or Space places the stone there as a
click would, Backspace undoes as the Undo item does; with a pad, the D-pad, A and B.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

import pyxel

from ishido_retro import layout
from ishido_retro.engine import Square, Stone
from ishido_retro.layout import STONE
from ishido_retro.match import Match
from ishido_retro.ui import clocks, draw, inputkind
from ishido_retro.ui.input import Input
from ishido_retro.ui.play.boardlayer import StillLayer
from ishido_retro.ui.play.boardwords import BoardWords
from ishido_retro.ui.play.cursor import STEPS, BoardCursor
from ishido_retro.ui.play.effects import Effects
from ishido_retro.ui.play.lastmove import draw_computer_mark
from ishido_retro.ui.play.refusal import RefusedMark
from ishido_retro.ui.play.scoreboard import draw_pouch, draw_score_pair, draw_scoreboard
from ishido_retro.ui.ports import Prefs, SoundPort
from ishido_retro.ui.theme import STONE_BANK, stone_source
from ishido_retro.ui.widgets.base import Widget

FLIGHT_TICKS = 14          # a computer's stone travels from the touchstone in about a quarter second


@dataclass
class Flight:
    stone: Stone
    square: Square
    on_landed: Callable[[], object]
    age: int = 0               # ticks of the app's clock (ui.clocks)

    def position(self) -> tuple[int, int]:
        (x0, y0), (x1, y1) = layout.TOUCHSTONE_STONE, layout.square_origin(*self.square)
        t = min(1.0, self.age / FLIGHT_TICKS)
        t = t * t * (3 - 2 * t)       # ease in and out
        return round(x0 + (x1 - x0) * t), round(y0 + (y1 - y0) * t)


class BoardControl(Protocol):
    """The match on show, as the board screen reads it and moves in it."""

    @property
    def match(self) -> Match: ...

    def accepts_clicks(self) -> bool: ...

    def place(self, square: Square) -> None: ...

    def undo(self) -> None: ...

    def undo_offered(self) -> bool: ...

    def suggested_square(self) -> Square | None: ...

    def computer_square(self) -> Square | None: ...


@dataclass(frozen=True)
class BoardCommands:
    """What a click on the board may ask for besides a move."""

    stop_computers: Callable[[], None]      # a game the computer plays alone: a person takes over
    ask_player: Callable[[], None]          # a tournament waiting for its next player: ask the name
    show_pouch: Callable[[], None]          # a double click on the pouch
    new_game: Callable[[], None] = lambda: None    # the scoreboard clicked (Return, the pad's A) once the game is over


class PlayScreen(BoardWords, Widget):
    """Draws the match and turns clicks into moves. ``menus_up()``: the menu bar is held over the title strip.
    What the title strip and the status line say is :class:`~.boardwords.BoardWords`'."""

    control: BoardControl

    def __init__(self, control: BoardControl, commands: BoardCommands, prefs: Prefs, sounds: SoundPort,
                 menus_up: Callable[[], bool], note: Callable[[], str] = lambda: "") -> None:
        super().__init__(0, 0, layout.SCREEN_W, layout.SCREEN_H, "play")
        self.control = control
        self.commands = commands
        self.prefs = prefs
        self.sounds = sounds
        self.menus_up = menus_up
        self.note = note                         # a passing note (a save's outcome) stands above the rest
        self.touchstone = self.add(Widget(*layout.TOUCHSTONE_RECT, name="touchstone"))
        self.scoreboard = self.add(Widget(*layout.SCOREBOARD_RECT, name="scoreboard"))
        self.pouch = self.add(Widget(*layout.POUCH_RECT, name="pouch"))
        self.carrying = False
        self.show_moves_for: int | None = None   # history length at which Show Possible Moves was asked
        self.status = ""
        self.flight: Flight | None = None
        self.effects = Effects()
        self.still = StillLayer()                # the board and the placed stones, drawn once
        self.cursor = BoardCursor()
        self.refused = RefusedMark()             # the square that refused the stone, until the next input
        self._legal_cache: tuple[int, int, list[Square]] | None = None

    # --- what is shown --------------------------------------------------------

    def reset(self) -> None:
        self.carrying = False
        self.show_moves_for = None
        self.status = ""
        self.flight = None
        self.effects.clear()
        self._legal_cache = None
        self.cursor.hide()
        self.refused.clear()

    def legal(self) -> list[Square]:
        game = self.control.match.game
        key = (id(game), game._version)
        if self._legal_cache is None or self._legal_cache[:2] != key:
            self._legal_cache = (*key, game.legal_squares())
        return self._legal_cache[2]

    def showing_moves(self) -> bool:
        """Show Possible Moves (until the next stone) or Always Show Moves: the legal squares are marked."""
        match = self.control.match
        if match.mode == "tournament" or not match.playing:
            return False
        return self.prefs.settings.always_show_moves or self.show_moves_for == len(match.game.history)

    def last_stone_movable(self) -> bool:
        return self._game_over() and self.control.undo_offered()

    def scoreboard_hint(self) -> bool:
        settings = self.prefs.settings
        return settings.scoreboard_hint and settings.graphic_scoreboard

    def fly(self, stone: Stone, square: Square, on_landed: Callable[[], object]) -> None:
        self.flight = Flight(stone, square, on_landed)

    def flying(self) -> bool:
        return self.flight is not None

    def animations(self) -> bool:
        return self.prefs.settings.animations

    def celebrate_end(self) -> None:
        if self.animations():
            self.effects.end_of_game([sq for sq, _stone in self.control.match.game.board])

    def celebrate_four_way(self, square: Square, bonus: int) -> None:
        if self.animations():
            self.effects.four_way(square, bonus)

    def update(self) -> None:
        self.effects.update()
        flight = self.flight
        if flight is not None:
            flight.age += clocks.passed()
            if flight.age >= FLIGHT_TICKS:
                self.flight = None
                flight.on_landed()

    # --- input ------------------------------------------------------------------

    def handle(self, inp: Input) -> bool:
        match = self.control.match
        self.refused.after(inp)
        if "b" in inp.pad or inp.key("backspace"):      # (B is Escape too: on the board it undoes)
            if self.control.undo_offered():
                self.control.undo()
            return True
        if inp.key("escape") and self.carrying:
            self.carrying = False
            return True
        if inp.key("escape") and match.playing and match.only_computers():
            self.commands.stop_computers()
            return True
        if inp.key("escape") and self.cursor.shown:
            self.cursor.hide()
            return True
        if self._cursor_keys(inp):
            return True
        if not inp.left_pressed:
            return False
        self.effects.clear()            # a click skips the pictures; it still goes on to the game
        x, y = inp.x, inp.y
        cell = layout.square_at(x, y)
        on_board = cell is not None or self.touchstone.contains(x, y)
        if on_board:
            self.cursor.hide()          # the mouse plays: the keys' cursor goes until an arrow brings it back
        if on_board and self._not_now():
            return True
        if cell is not None:
            self.click_square(Square(*cell))
        elif self.touchstone.contains(x, y):
            if self.carrying:
                self.carrying = False
            elif match.game.touchstone is not None and match.playing:
                self.carrying = True
                self.sounds.play("pickup")
        elif self.scoreboard.contains(x, y) and self._game_over():
            self.commands.new_game()
        elif self.scoreboard.contains(x, y):
            self.prefs.settings.scoreboard_hint = False       # the hint is learnt (saved with the toggle)
            self.prefs.toggle_setting("graphic_scoreboard")
        elif self.pouch.contains(x, y) and inp.double_click:
            self.commands.show_pouch()
        else:
            return False
        return True

    def _game_over(self) -> bool:
        """The game on the board is over (not a tournament waiting for its next player): the scoreboard, Return
        and the pad's A start a new one."""
        match = self.control.match
        return match.game.is_over and not match.waiting_for_player and not self.carrying

    def menus_strip_at(self, x: int, y: int) -> bool:
        tx, ty, tw, th = layout.TITLE_RECT
        return x < tx + tw and y < ty + th

    def _not_now(self) -> bool:
        """The board takes no stone now (a tournament waiting for its player, the computer playing or about
        to): a click or Return does what that calls for instead, and True."""
        match = self.control.match
        if match.waiting_for_player:
            self.commands.ask_player()
        elif match.playing and match.only_computers():
            self.commands.stop_computers()
        elif match.playing and not self.control.accepts_clicks():
            self.status = "The computer is about to move."
        else:
            return False
        return True

    def _cursor_keys(self, inp: Input) -> bool:
        """The arrows, Tab and Shift+Tab move the cursor; Return or Space places the stone at it."""
        arrow = next((k for k in STEPS if inp.key(k)), None)
        if arrow is not None:
            self.cursor.arrow(arrow)
        elif inp.shift_tab() or inp.key("tab"):
            game = self.control.match.game
            last = game.history[-1].square if game.history else None
            if not self.cursor.jump(self.legal() if self.control.match.playing else [], -1 if inp.shift_tab() else 1,
                                    near=last, stone=(id(game), len(game.history))):
                self.status = "The stone fits on no square." if self.control.match.playing else ""
        elif (inp.key("return") or "a" in inp.pad) and self._game_over():
            self.commands.new_game()
        elif inp.key("return") or inp.key("space"):
            square = self.cursor.at
            if square is None:
                self.cursor.shown = True    # Return with no cursor shows it: the next Return places
            elif not self._not_now() and self.control.match.playing:
                self.effects.clear()
                self.carrying = False
                self.control.place(square)
        else:
            return False
        return True

    def click_square(self, square: Square) -> None:
        control = self.control
        game = control.match.game
        last = game.history[-1] if game.history else None
        if game.board[square] is not None:
            # Clicking the stone just placed picks it up again, where undo is allowed.
            if not self.carrying and last is not None and last.square == square and control.match.can_undo:
                control.undo()
                self.carrying = not inputkind.touching()    # a finger cannot carry: back to the touchstone
                self.sounds.play("pickup")
            return
        if not control.match.playing:
            return
        from_touchstone = not self.carrying       # a carried stone is already under the pointer
        self.carrying = False
        stone = game.touchstone
        control.place(square)
        if from_touchstone and stone is not None and game.board[square] == stone and self.animations():
            self.effects.glide(stone, square)

    # --- drawing ------------------------------------------------------------------

    def draw(self) -> None:
        control = self.control
        match = control.match
        game = match.game
        pyxel.blt(0, 0, self.still.image(game.board, self.effects.hidden()), 0, 0, layout.SCREEN_W, layout.SCREEN_H)
        if self.showing_moves():
            for square in self.legal():
                _mark(*layout.square_origin(*square))
        draw_computer_mark(self.control.computer_square(), self.effects.hidden())
        suggested = self.control.suggested_square()
        if suggested is not None:
            draw.ring(*layout.square_origin(*suggested), STONE)
        self.cursor.draw()
        self.refused.draw()
        mx, my = pyxel.mouse_x, pyxel.mouse_y
        if self.carrying:
            cell = layout.square_at(mx, my)
            if cell is not None and game.board[Square(*cell)] is None:
                x, y = layout.square_origin(*cell)
                pyxel.rectb(x, y, STONE, STONE, layout.ROLE_ACCENT)
        touch = game.touchstone
        if touch is not None and not self.carrying and self.flight is None:
            pyxel.blt(*layout.TOUCHSTONE_STONE, STONE_BANK, *stone_source(*touch), STONE, STONE, 0)
        graphic = self.prefs.settings.graphic_scoreboard
        if match.mode == "challenge":       # both players' points and 4-Ways on the slate; the one to play lit
            draw_score_pair([(s.name, s.score, s.four_ways) for s in match.seat_scores()],
                            match.turn if match.playing else None, graphic)
        else:
            # the Ancient Way counts stones placed and 4-Ways, not points
            top = len(game.board) if game.scoring == "ancient" else match.seat_score(0).score
            draw_scoreboard(top, game.four_ways, graphic)
        draw_pouch(len(game.pouch))
        self._draw_strips()
        self.effects.draw()
        if self.flight is not None:
            fx, fy = self.flight.position()
            pyxel.blt(fx, fy, STONE_BANK, *stone_source(*self.flight.stone), STONE, STONE, 0)
        if self.carrying and touch is not None:
            pyxel.blt(mx - STONE // 2, my - STONE // 2, STONE_BANK, *stone_source(*touch), STONE, STONE, 0)


def _mark(x: int, y: int) -> None:
    """Corner brackets and a dot on a legal square, outlined in black so they read on any square."""
    e, k = STONE - 1, 4
    for col, d in ((layout.ROLE_BLACK, 1), (layout.ROLE_ACCENT, 0)):
        for (ax, ay), (dx, dy) in (((x + 1, y + 1), (1, 1)), ((x + e - 1, y + 1), (-1, 1)),
                                   ((x + 1, y + e - 1), (1, -1)), ((x + e - 1, y + e - 1), (-1, -1))):
            pyxel.line(ax + d * dx, ay + d * dy, ax + d * dx + dx * k, ay + d * dy, col)
            pyxel.line(ax + d * dx, ay + d * dy, ax + d * dx, ay + d * dy + dy * k, col)
        pyxel.rect(x + STONE // 2 - 2 + d, y + STONE // 2 - 2 + d, 3, 3, col)
