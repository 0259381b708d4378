"""The play screen: the board, the touchstone, the scoreboard and the pouch."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pyxel

from .. import layout
from ..layout import STONE
from ..model import IllegalPlacement, Square
from . import draw
from .input import Input
from .scoreboard import draw_pouch, draw_scoreboard
from .theme import STONE_BANK, board_image, stone_source
from .widgets.base import Widget

if TYPE_CHECKING:
    from .app import App

MODE_NAMES = {"solitaire": "Solitaire", "cooperative": "Cooperative", "tournament": "Tournament",
              "challenge": "Challenge"}


class PlayScreen(Widget):
    """Draws the game and turns clicks into moves. UI-only state lives here, game state in the Game."""

    def __init__(self, app: App) -> None:
        super().__init__(0, 0, layout.SCREEN_W, layout.SCREEN_H, "play")
        self.app = app
        self.touchstone = self.add(Widget(*layout.TOUCHSTONE_RECT, name="touchstone"))
        self.scoreboard = self.add(Widget(*layout.SCOREBOARD_RECT, name="scoreboard"))
        self.pouch = self.add(Widget(*layout.POUCH_RECT, name="pouch"))
        self.carrying = False
        self.show_moves_for: int | None = None   # history length at which Show Possible Moves was asked
        self.status = ""
        self._legal_cache: tuple[int, int, list[Square]] | None = None

    # --- what is shown --------------------------------------------------------

    def reset(self) -> None:
        self.carrying = False
        self.show_moves_for = None
        self.status = ""
        self._legal_cache = None

    def legal(self) -> list[Square]:
        game = self.app.game
        key = (id(game), game._version)
        if self._legal_cache is None or self._legal_cache[:2] != key:
            self._legal_cache = (*key, game.legal_squares())
        return self._legal_cache[2]

    def showing_moves(self) -> bool:
        game = self.app.game
        return not game.is_over and (self.app.settings.always_show_moves or self.show_moves_for == len(game.history))

    # --- input ------------------------------------------------------------------

    def handle(self, inp: Input) -> bool:
        game = self.app.game
        if inp.key("escape") and self.carrying:
            self.carrying = False
            return True
        if not inp.left_pressed:
            return False
        x, y = inp.x, inp.y
        cell = layout.square_at(x, y)
        if cell is not None:
            self.click_square(Square(*cell))
        elif self.touchstone.contains(x, y):
            if self.carrying:
                self.carrying = False
            elif game.touchstone is not None and not game.is_over:
                self.carrying = True
                self.app.sounds.play("pickup")
        elif self.scoreboard.contains(x, y):
            self.app.toggle_setting("graphic_scoreboard")
        elif self.pouch.contains(x, y) and inp.double_click:
            self.app.show_pouch()
        else:
            return False
        return True

    def click_square(self, square: Square) -> None:
        game = self.app.game
        last = game.history[-1] if game.history else None
        if game.board[square] is not None:
            # Clicking the stone just placed picks it up again, where undo is allowed.
            if not self.carrying and last is not None and last.square == square and game.can_undo:
                self.app.undo()
                self.carrying = True
                self.app.sounds.play("pickup")
            return
        if game.is_over:
            return
        self.carrying = False
        try:
            placement = game.place(square)
        except IllegalPlacement as exc:
            self.app.illegal(exc.reason)
            return
        self.app.placed(placement)

    # --- drawing ------------------------------------------------------------------

    def draw(self) -> None:
        app = self.app
        game = app.game
        pyxel.blt(0, 0, board_image(), 0, 0, layout.SCREEN_W, layout.SCREEN_H)
        for square, stone in game.board:
            x, y = layout.square_origin(*square)
            pyxel.blt(x, y, STONE_BANK, *stone_source(*stone), STONE, STONE, 0)
        if self.showing_moves():
            for square in self.legal():
                _mark(*layout.square_origin(*square))
        mx, my = pyxel.mouse_x, pyxel.mouse_y
        if self.carrying:
            cell = layout.square_at(mx, my)
            if cell is not None and game.board[Square(*cell)] is None:
                x, y = layout.square_origin(*cell)
                pyxel.rectb(x, y, STONE, STONE, layout.ROLE_ACCENT)
        touch = game.touchstone
        if touch is not None and not self.carrying:
            pyxel.blt(*layout.TOUCHSTONE_STONE, STONE_BANK, *stone_source(*touch), STONE, STONE, 0)
        draw_scoreboard(game.final_score(), game.four_ways, app.settings.graphic_scoreboard)
        draw_pouch(len(game.pouch))
        self._draw_strips()
        if self.carrying and touch is not None:
            pyxel.blt(mx - STONE // 2, my - STONE // 2, STONE_BANK, *stone_source(*touch), STONE, STONE, 0)

    def _draw_strips(self) -> None:
        app, game = self.app, self.app.game
        tx, ty, tw, _ = layout.TITLE_RECT
        left = f"{MODE_NAMES.get(app.settings.mode, 'Solitaire')} - {game.scoring.capitalize()}"
        draw.text(tx + 3, ty + 4, left, layout.ROLE_WHITE)
        right = ""
        if app.settings.computer_player_1 and not game.is_over:
            right = "Computer plays"
        elif game.players > 1:
            right = f"Player {game.current_player + 1}"
        if right:
            draw.text(tx + tw - draw.text_width(right) - 3, ty + 4, right, layout.ROLE_ACCENT)
        sx, sy, _, _ = layout.STATUS_RECT
        status = self.status
        reason = game.end_reason
        if reason is not None:
            status = {"emptied": "The pouch is empty.", "stuck": "The stone cannot be placed.",
                      "player": "Game ended."}[reason] + "  Right button: menu"
        draw.text(sx + 3, sy + 3, status[:58], layout.ROLE_WHITE)


def _mark(x: int, y: int) -> None:
    """Corner brackets and a dot on a legal square, outlined in black so they read on any square."""
    e, k = STONE - 1, 4
    for col, d in ((layout.ROLE_BLACK, 1), (layout.ROLE_ACCENT, 0)):
        for (ax, ay), (dx, dy) in (((x + 1, y + 1), (1, 1)), ((x + e - 1, y + 1), (-1, 1)),
                                   ((x + 1, y + e - 1), (1, -1)), ((x + e - 1, y + e - 1), (-1, -1))):
            pyxel.line(ax + d * dx, ay + d * dy, ax + d * dx + dx * k, ay + d * dy, col)
            pyxel.line(ax + d * dx, ay + d * dy, ax + d * dx, ay + d * dy + dy * k, col)
        pyxel.rect(x + STONE // 2 - 2 + d, y + STONE // 2 - 2 + d, 3, 3, col)
