"""The Oracle between games: whether it is on, the kept question, and when to ask or answer.

The manual's rules, as a small state machine the UI drives:

* Turning the Oracle on during a game asks the question at once; between games, at
  the next game's start. Turning it off and on again shows the kept question for editing.
* OK keeps the question (an empty one turns the Oracle off); Cancel turns it off.
* A 4-Way made by a person while an unanswered question is kept gives one reading;
  a computer player's 4-Way gives none. After a reading the question counts as
  answered: ask again (Oracle off and on) for another reading.
* The question is asked only when a person plays (the manual: the Oracle is not
  available in computer play); what is due waits for the first game a person plays.
* It is not asked again at every new deal: a game a person completed without a reading
  brings the unanswered question back at the next game's start (the manual's rule); a
  deal that replaced an unfinished game does not.

Pure: the time of the move is passed in.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ishido_retro.engine.stones import Square, Stone
from ishido_retro.oracle.cast import MAX_QUESTION, METHODS, Reading


@dataclass
class OracleSession:
    """``enabled``: the Choices menu's check mark. ``question``: the kept question (or None)."""

    enabled: bool = False
    question: str | None = None
    answered: bool = False
    ask_at_next_game: bool = False
    method: str = "yarrow"
    come_back: bool = False      # a person completed a game without a reading: ask again at the next game

    def __post_init__(self) -> None:
        if self.method not in METHODS:
            raise ValueError(f"the casting method is one of {METHODS}, not {self.method!r}")

    def toggle(self, in_game: bool) -> bool:
        """Choices > Oracle. Returns True when the question should be asked now."""
        if self.enabled:
            self.enabled = False
            self.ask_at_next_game = self.come_back = False
            return False
        self.enabled = True
        if in_game:
            return True
        self.ask_at_next_game = True
        return False

    def game_started(self, person: bool = True) -> bool:
        """A new game is on the board (``person``: a person plays it). Returns True when the question should
        be asked now; in computer play what is due waits."""
        if not (self.enabled and person):
            return False
        ask = self.ask_at_next_game or (self.come_back and self.waiting)
        self.ask_at_next_game = self.come_back = False
        return ask

    def game_over(self, person: bool = True) -> None:
        """A game ended: one a person played with the question still unanswered brings it back next game."""
        self.come_back = self.come_back or (person and self.waiting)

    def answered_with(self, button: str, text: str) -> None:
        """The question requester closed with ``button`` ("OK" or "Cancel") and the typed ``text``."""
        question = " ".join(text.split())[:MAX_QUESTION]
        if button != "OK" or not question:
            self.enabled = False
            return
        if question != self.question or self.answered:
            self.answered = False
        self.question = question

    @property
    def waiting(self) -> bool:
        """A 4-Way by a person would give a reading now."""
        return self.enabled and self.question is not None and not self.answered

    def four_way(self, centre: tuple[Square, Stone], neighbours: Sequence[tuple[Square, Stone]],
                 moment: float, by_computer: bool) -> Reading | None:
        """A 4-Way was made at ``moment``: the reading it gives, or None."""
        if by_computer or not self.waiting:
            return None
        assert self.question is not None
        reading = Reading.from_four_way(self.question, centre, neighbours, moment, self.method)
        self.answered = True
        return reading
