"""What a match holds, and what can be read from it: seats, turn, scores, undo, hints, the result.

:class:`MatchState` is the state the action handlers (:mod:`.turns`,
:mod:`.configure`) change, with the few steps they share: a game begins
(:meth:`~MatchState.start`) and a game ends (:meth:`~MatchState.finish`).
:class:`~.match.Match` adds the one way in, ``apply``.
"""

from __future__ import annotations

import copy

from ishido_retro.engine.deal import Deal
from ishido_retro.engine.game import Game
from ishido_retro.match.clock import Clock, Countdown
from ishido_retro.match.computer_moves import ComputerRequest, computer_player, computer_seed
from ishido_retro.match.events import Event, GameOver, GameResult, GameStarted, SeatScore
from ishido_retro.match.seats import HINTS, OFF_THE_BOARD_FLAGS, TWO_SEAT_MODES, Seat, check_setup
from ishido_retro.match.timers import Timers
from ishido_retro.match.tournament import Tournament, TournamentEntry


class MatchState:
    """A match's mode, scoring, seats, game, tournament, timers, flags and undo lock."""

    def __init__(self, clock: Clock, mode: str, scoring: str, seats: tuple[Seat, ...], game: Game,
                 tournament: Tournament | None = None, tournament_minutes: int | None = None,
                 challenge_seconds: int | None = None) -> None:
        check_setup(mode, scoring, seats)
        self.timers = Timers(clock, tournament_minutes, challenge_seconds)
        self.mode = mode
        self.scoring = scoring
        self.seats = seats
        self.game = game
        self.tournament = tournament
        self.undo_lock_reason: str | None = None
        self.time_ran_out = False
        self.serial = 1                # goes up with every game, so stale computer moves are known
        self.over_reported = game.is_over    # GameOver was given for this game
        self.revision = 0              # goes up with every action that may change what a saved game holds

    # --- the timers, as the match shows them -------------------------------------

    @property
    def clock(self) -> Clock:
        return self.timers.clock

    @property
    def countdown(self) -> Countdown | None:
        """The countdown running now: this tournament game's, or this challenge move's."""
        return self.timers.countdown

    @property
    def paused(self) -> bool:
        """A requester or menu is open: the timers stand still."""
        return self.timers.paused

    @property
    def tournament_minutes(self) -> int | None:
        return self.timers.tournament_minutes

    @property
    def challenge_seconds(self) -> int | None:
        return self.timers.challenge_seconds

    def timer_left(self) -> float | None:
        """Seconds left on the running timer (this game's, or this move's), or None without one."""
        return self.timers.left()

    # --- what is shown ---------------------------------------------------------

    @property
    def turn(self) -> int:
        """The index in :attr:`seats` of the seat to play."""
        return self.game.current_player if len(self.seats) > 1 else 0

    @property
    def seat(self) -> Seat:
        return self.seats[self.turn]

    @property
    def waiting_for_player(self) -> bool:
        """A tournament between games: the next player's name is wanted before play."""
        return self.tournament is not None and self.tournament.awaiting_player

    @property
    def playing(self) -> bool:
        """A game is live: stones can be placed."""
        return not self.game.is_over and not self.waiting_for_player

    def computer_to_play(self) -> bool:
        return self.playing and self.seat.computer

    def only_computers(self) -> bool:
        return all(seat.computer for seat in self.seats)

    def seat_score(self, index: int) -> SeatScore:
        """The score shown for seat ``index``: its own in challenge, the team's or the player's otherwise."""
        seat = self.seats[index]
        game = self.game
        if self.mode == "challenge":
            return SeatScore(seat.name, seat.computer, game.final_score(index), game.tally(index).four_ways)
        own = sum(1 for p in game.history if p.four_way and p.player == index) if len(self.seats) > 1 \
            else game.four_ways
        return SeatScore(seat.name, seat.computer, game.final_score(0), own)

    def seat_scores(self) -> tuple[SeatScore, ...]:
        return tuple(self.seat_score(i) for i in range(len(self.seats)))

    @property
    def score(self) -> int:
        """The score of the seat to play (the team's outside challenge)."""
        return self.seat_score(self.turn).score

    @property
    def on_all_time_board(self) -> bool:
        """Whether this game may still enter the All-Time board."""
        return self.mode != "tournament" and not (self.game.flags & set(OFF_THE_BOARD_FLAGS))

    def hint_costs_all_time(self) -> bool:
        """Whether taking a hint now would cost a place on the All-Time board (so ask first): not once the game
        is off that board (a hint taken, or started over)."""
        return self.playing and self.mode != "tournament" and not self.game.flags & {"hinted", "restarted"}

    def hint_allowed(self, kind: str) -> str | None:
        """None if the hint ``kind`` may be used now, else why not."""
        if kind not in HINTS:
            return f"There is no hint called {kind!r}."
        if self.mode == "tournament":
            return f"{HINTS[kind]} is not available in Tournament play."
        return None

    def undo_refusal(self) -> str | None:
        """None if Undo may take a move back now, else the reason."""
        game = self.game
        if self.mode == "challenge":
            return "Undo is not available in Challenge play."
        if self.waiting_for_player:
            return "No game is being played."
        if game.ended_by_player or (self.tournament is not None and game.is_over):
            return "The game has ended."
        if not game.history:
            return "There is no move to take back."
        if len(game.history) <= game.undo_floor:
            return self.undo_lock_reason or "That move can no longer be taken back."
        if not game.can_undo:
            return "That move can no longer be taken back."
        if self.only_computers():
            return "The computer is playing every seat."
        return None

    @property
    def can_undo(self) -> bool:
        return self.undo_refusal() is None

    def turn_key(self) -> tuple[int, int, int]:
        """Identifies the position to move in: the game, the stones placed and the turns passed."""
        return (self.serial, len(self.game.history), len(self.game.passes))

    def computer_request(self) -> ComputerRequest | None:
        """What the computer needs to choose its move, when a computer seat is to play."""
        if not self.computer_to_play():
            return None
        key = self.turn_key()
        seat = self.seat
        seed = computer_seed(self.game.deal.seed, key[1], self.turn)
        return ComputerRequest(key, self.turn, seat.level, copy.deepcopy(self.game),
                               computer_player(seat.level, seed, self.clock.now))

    def result(self) -> GameResult:
        game = self.game
        reason = "time" if self.time_ran_out else (game.end_reason or "player")
        return GameResult(reason, self.mode, game.scoring, game.stones_left, game.four_ways, self.seat_scores(),
                          self.on_all_time_board)

    # --- a game begins, a game ends ----------------------------------------------

    def new_game(self, deal: Deal) -> Game:
        """A game of ``deal`` for this match's mode, seats and scoring."""
        if self.mode in TWO_SEAT_MODES:
            return Game(deal, scoring=self.scoring, mode=self.mode, players=len(self.seats))
        return Game(deal, scoring=self.scoring)

    def start(self, game: Game, events: list[Event], count: bool = True) -> None:
        """Play ``game`` now; ``count``: a new game of the tournament (not one started over)."""
        self.game = game
        self.serial += 1
        self.time_ran_out = False
        self.over_reported = False
        self.undo_lock_reason = None
        if self.tournament is not None and count:
            self.tournament.games += 1
        self.timers.arm(self.mode, self.playing, not self.game.history)
        number = self.tournament.games if self.tournament is not None else self.serial
        events.append(GameStarted(game.deal.seed, self.mode, number))

    def finish(self, events: list[Event]) -> None:
        """The game has ended: its result, once (and into the tournament's results)."""
        if self.over_reported:
            return
        self.over_reported = True
        self.timers.stop()
        result = self.result()
        if self.tournament is not None:
            seat = self.seats[0]
            self.tournament.results.append(TournamentEntry(seat.name, seat.computer, result.scores[0].score,
                                                           self.game.four_ways, self.game.stones_left,
                                                           tuple(sorted(self.game.flags))))
            self.tournament.awaiting_player = True
        events.append(GameOver(result))
