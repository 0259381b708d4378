"""The computer in the seats: Game > Computer Player 1 and 2, Computer Level, and Esc to stop it.

The settings keep the choices for the next games; the match is told at once
(:class:`~ishido_retro.match.actions.SetComputer`, ``SetLevel``), except in a tournament, where
Computer Player 1 decides who plays the next game.
"""

from __future__ import annotations

from ishido_retro.match import SetComputer, SetLevel, seat_count
from ishido_retro.ui.play.controller import MatchPort
from ishido_retro.ui.ports import Prefs


class ComputerSeats:
    def __init__(self, control: MatchPort, prefs: Prefs) -> None:
        self.control = control
        self.prefs = prefs

    def checked(self, seat: int) -> bool:
        return self.prefs.settings.computer_in_seat(seat)

    def enabled(self, seat: int) -> bool:
        """Computer Player 2 has a meaning only where there are two seats."""
        return seat < seat_count(self.control.match.mode)

    def toggle(self, seat: int) -> None:
        control, settings = self.control, self.prefs.settings
        on = not self.checked(seat)
        settings.set_computer_in_seat(seat, on)
        self.prefs.save_settings()
        if control.match.mode == "tournament":
            control.board.status = "Next tournament game: " + ("the computer." if on else "a person.")
            return
        kept = settings.seat_name(seat) if seat_count(control.match.mode) == 2 else ""
        control.apply(SetComputer(seat, on, settings.computer_level, kept or None), refusal_title="Computer Player")

    def stop(self) -> None:
        """A game the computer plays alone is stopped: every computer seat is handed back to a person."""
        control, settings = self.control, self.prefs.settings
        settings.computer_player_1 = settings.computer_player_2 = False
        self.prefs.save_settings()
        for i, seat in enumerate(control.match.seats):
            if seat.computer:
                control.match.apply(SetComputer(i, False))
        control.board.status = "The computer stopped: you play on."

    def set_level(self, level: str) -> None:
        self.prefs.settings.computer_level = level
        self.prefs.save_settings()
        self.control.apply(SetLevel(level), refusal_title="Computer Level")
