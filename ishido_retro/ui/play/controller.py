"""The match on screen: actions go to the match, and the events that come back become what the screens show.

:class:`MatchController` holds the :class:`~ishido_retro.match.match.Match`. Every change to the
game goes through :meth:`MatchController.apply`; :meth:`MatchController.show` turns the events that
come back into sounds, status lines and requesters (one ``match`` over the event types, which mypy
checks is exhaustive). It reaches the shell only through small ports and the board only through
:class:`PlayView`. Setting up games lives in :mod:`.setup` and :mod:`.deals`, tournaments in
:mod:`.tournament`, computer seats in :mod:`.seats`, hints in :mod:`.hints`, the Game Over summary
in :mod:`.gameover`.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Sequence
from typing import Any, NoReturn, Protocol

from ishido_retro.engine import Square, Stone
from ishido_retro.engine.board import Board
from ishido_retro.match import (
    Action,
    ComputerMove,
    Configured,
    Event,
    FlagRaised,
    FourWay,
    GameOver,
    GameResult,
    GameStarted,
    LockUndo,
    Match,
    Pause,
    Place,
    Placed,
    Refused,
    Resume,
    SettingChanged,
    Tick,
    TimeUp,
    TournamentCleared,
    TurnPassed,
    Undo,
    UndoLocked,
    Undone,
    UseHint,
)
from ishido_retro.ui.play.computer import ComputerDriver
from ishido_retro.ui.play.cursor import BoardCursor
from ishido_retro.ui.play.lastmove import ComputerMarks, last_move
from ishido_retro.ui.play.pardesk import ParDesk
from ishido_retro.ui.play.refusal import TITLE, RefusedMark, refusal_said
from ishido_retro.ui.play.statusline import placed_text
from ishido_retro.ui.play.suggest import Suggester
from ishido_retro.ui.ports import Prefs, Requesters, SoundPort

if sys.version_info >= (3, 11):
    from typing import assert_never
else:  # Python 3.10
    def assert_never(value: NoReturn) -> NoReturn:
        raise AssertionError(f"no case for {value!r}")


SUGGESTED = "Master suggests the marked square."
HINT_TAKEN = "Off the All-Time Highs from now on."     # a hint taken while the game was on that board
THINKING = "Master thinks of a move for you..."


class PlayView(Protocol):
    """What the controller may change on the board screen (UI-only state)."""

    status: str
    carrying: bool
    show_moves_for: int | None
    cursor: BoardCursor
    refused: RefusedMark

    def reset(self) -> None: ...

    def fly(self, stone: Stone, square: Square, on_landed: Callable[[], object]) -> None: ...

    def flying(self) -> bool: ...

    def celebrate_four_way(self, square: Square, bonus: int) -> None: ...

    def celebrate_end(self) -> None: ...


class OracleHook(Protocol):
    """What the controller tells the Oracle: a game started, a 4-Way was made."""

    def game_started(self, person: bool) -> None: ...

    def game_over(self, person: bool) -> None: ...

    def four_way_on(self, board: Board, square: Square, by_computer: bool) -> object: ...


class MatchPort(Protocol):
    """What the play parts (set-up, deals, tournaments, seats, hints) use of the controller."""

    playing: bool       # the board is on screen (not the title)

    @property
    def match(self) -> Match: ...

    @property
    def board(self) -> PlayView: ...

    def apply(self, action: Action, refusal_title: str = "Not There") -> list[Event]: ...

    def next_seed(self) -> int: ...

    def reseed(self, seed: int) -> None: ...

    def game_in_progress(self) -> bool: ...

    def replace_match(self, match: Match) -> None: ...


class MatchController:
    """The match on show: actions in, events out to sounds, status lines and requesters."""

    def __init__(self, match: Match, seeds: random.Random, requesters: Requesters, prefs: Prefs,
                 sounds: SoundPort) -> None:
        self.match = match
        self.seeds = seeds
        self.requesters = requesters
        self.prefs = prefs
        self.sounds = sounds
        self.view: PlayView | None = None
        self.playing = False                # the board is on screen (not the title)
        self.computer = ComputerDriver(match, self._computer_may_move, self._computer_chose)
        self.suggester = Suggester(lambda: self.match, lambda: self.computer.synchronous)
        self.computer_marks = ComputerMarks()
        self.suggester.landed = self._suggested
        self.par = ParDesk(lambda: self.match, lambda: self.computer.synchronous)    # the deal's par, beside it
        self.par.tell = lambda sentence: self.requesters.message("Par", sentence)    # a damaged pars file
        # Set when the parts are put together: the Oracle is told of new games and 4-Ways; game_over shows
        # the summary; tournament_cleared is called when a new tournament clears the last one's results.
        self.oracle: OracleHook | None = None
        self.game_over: Callable[[GameResult], object] | None = None
        self.tournament_cleared: Callable[[], object] | None = None

    def replace_match(self, match: Match) -> None:
        """Play on with ``match`` (a loaded game) in place of the one on show."""
        match.serial = self.match.serial + 1        # moves asked of the old match are known stale
        self.match = match
        self.computer.match = match
        self.playing = True
        self.board.reset()

    # --- plumbing -------------------------------------------------------------------

    def attach(self, view: PlayView) -> None:
        self.view = view

    @property
    def board(self) -> PlayView:
        assert self.view is not None, "the play screen is attached at start-up"
        return self.view

    def apply(self, action: Action, refusal_title: str = "Not There") -> list[Event]:
        """Give ``action`` to the match and show what happened."""
        events = self.match.apply(action)
        self.show(events, refusal_title)
        return events

    def next_seed(self) -> int:
        """A fresh deal's number from the randomness source, never the deal on the board (a New Game or a new
        tournament plays its own deal)."""
        played = self.match.game.deal.seed
        while (seed := self.seeds.randrange(1, 2**31)) == played:
            pass
        return seed

    def reseed(self, seed: int) -> None:
        """The deals that follow come from ``seed``: the source pinned (the runner's ``seed:`` step, tests). A deal
        chosen by number in the game (Play Deal, Deal of the Day) does not pin it: New Game stays fresh."""
        self.seeds = random.Random(seed)

    def update(self) -> None:
        """Once a frame: the timers (standing still while a requester or menu is open), then the computer's move."""
        busy = self.requesters.busy
        if busy() != self.match.paused:
            self.apply(Pause() if busy() else Resume())
        if self.playing and self.match.countdown is not None and self.match.countdown.running:
            self.apply(Tick())
        if self.playing:
            self.computer.update()
            self.suggester.update()         # Master's answer, when it is in: _suggested
            self.par.update()

    def _suggested(self, square: Square) -> None:
        """Master's suggestion is in: no longer "thinking", and the keys' cursor is on its square."""
        self.board.status = SUGGESTED
        self.board.cursor.put(square)

    # --- events -> sounds, words, requesters ----------------------------------------------

    def show(self, events: Sequence[Event], refusal_title: str = "Not There") -> None:
        for event in events:
            self._show(event, refusal_title)

    def _show(self, event: Event, refusal_title: str) -> None:
        view = self.board
        match event:
            case Placed():
                self._placed(event)
            case Refused():
                self.sounds.play("error")
                if self.prefs.settings.messages or refusal_title != "Not There":
                    self.requesters.message(refusal_title, event.reason)
                else:
                    view.status = "That square does not take this stone."
            case TurnPassed():
                if event.timed_out:
                    self.sounds.play("error")
                    seats = self.match.seats
                    gone = seats[1 - event.seat if len(seats) == 2 else 0].name
                    view.status = f"Time up for {gone}. {seats[event.seat].name} plays."
            case Undone():
                view.carrying = False
                view.status = "Took back the last stone."   # no square names: the board shows none
            case GameStarted():
                self._game_started()
            case FlagRaised():
                if event.flag != "restarted":       # Start Game Over says itself where a new start counts
                    view.status = HINT_TAKEN
            case UndoLocked():
                view.status = event.reason
            case GameOver():
                if self.oracle is not None:
                    self.oracle.game_over(person=not self.match.only_computers())
                view.carrying = False
                view.celebrate_end()
                self._first_game_over()
                if self.game_over is not None:
                    self.game_over(event.result)
            case TimeUp():
                if event.scope == "game":
                    view.status = "Time is up for this game."
            case TournamentCleared():
                if self.tournament_cleared is not None:
                    self.tournament_cleared()
            case FourWay() | Configured() | SettingChanged():
                pass    # a 4-Way is shown with its Placed; the command that asked says what a setting changed
            case _:
                assert_never(event)

    def _placed(self, event: Placed) -> None:
        p, view = event.placement, self.board
        self.computer_marks.placed(self.match.game, p.square, event.by_computer)
        self.sounds.play("fourway" if p.four_way else "click")
        who = f"{self.match.seats[event.seat].name}: " if len(self.match.seats) > 1 else ""
        game = self.match.game
        view.status = who + placed_text(p, game.scoring, game.stones_left, game.four_ways)
        if p.four_way:
            view.celebrate_four_way(p.square, p.bonus)
        if p.four_way and self.oracle is not None:
            self.oracle.four_way_on(self.match.game.board, p.square, by_computer=event.by_computer)

    def _first_game_over(self) -> None:
        """A person's first game is over: its hint that a click on the scoreboard shows digits is given."""
        settings = self.prefs.settings
        if settings.scoreboard_hint and not self.match.only_computers():
            settings.scoreboard_hint = False
            self.prefs.save_settings()

    def _game_started(self) -> None:
        self.board.reset()
        if self.oracle is not None:
            self.oracle.game_started(person=not self.match.only_computers())
        if self.prefs.settings.always_show_moves and self.match.hint_allowed("always_show_moves") is None:
            self.match.apply(UseHint("always_show_moves"))    # every move shown: off the All-Time board

    # --- the game on the board --------------------------------------------------------------

    def game_in_progress(self) -> bool:
        game = self.match.game
        return self.playing and self.match.playing and bool(game.history)

    def accepts_clicks(self) -> bool:
        """The board takes a human's stone now."""
        return self.match.playing and not self.match.seat.computer and not self.board.flying()

    def place(self, square: Square) -> None:
        """The stone to ``square``; refused, the square is marked and why is said as Choices > Messages and
        Refusal Windows ask (:mod:`.refusal`)."""
        for event in self.match.apply(Place(square)):
            if isinstance(event, Refused):
                self.sounds.play("error")
                self.board.refused.put(square)
                status, text = refusal_said(self.prefs.settings, event.reason)
                if text is not None:
                    self.requesters.message(TITLE, text)
                if status is not None:
                    self.board.status = status
            else:
                self._show(event, TITLE)

    def can_undo(self) -> bool:
        return self.playing and self.match.can_undo

    def undo_offered(self) -> bool:
        """The Undo item can be chosen: a person's move can be taken back now. Otherwise it is ghosted: no move
        yet, Challenge play, moves the Oracle has answered, or only the computer's moves since then."""
        match = self.match
        if not (self.playing and match.can_undo):
            return False
        game = match.game
        return len(match.seats) < 2 or any(not match.seats[p.player].computer for p in game.history[game.undo_floor:])

    def undo(self) -> None:
        self.apply(Undo(), refusal_title="Undo")

    def lock_undo(self, reason: str) -> None:
        """For the Oracle: the moves so far stay; Undo says ``reason``."""
        self.apply(LockUndo(reason))

    def computer_square(self) -> Square | None:
        """The computer's last stone, to mark (:class:`~.lastmove.ComputerMarks`)."""
        return self.computer_marks.last(self.match)

    def suggested_square(self) -> Square | None:
        """Master's suggestion for the position on screen, once it has been worked out."""
        if self.match.mode == "tournament" or not self.match.playing:
            return None
        return self.suggester.suggested()

    # --- the computer ----------------------------------------------------------------------

    def _computer_may_move(self) -> bool:
        return self.playing and not self.requesters.busy() and not self.board.carrying and not self.board.flying()

    def _computer_chose(self, square: Square, key: tuple[int, int, int]) -> None:
        stone = self.match.game.touchstone
        if stone is None or key != self.match.turn_key():
            return
        self.board.fly(stone, square, lambda: self.apply(ComputerMove(square, key)))

    # --- for the runner's dump --------------------------------------------------------------

    def dump(self) -> dict[str, Any]:
        match = self.match
        tournament = match.tournament
        left = match.timer_left()
        return {
            "mode": match.mode,
            "scoring": match.game.scoring,        # the game on the board (a switch waits for the next)
            "players": [{"name": s.name, "computer": s.computer, "score": s.score, "four_ways": s.four_ways}
                        for s in match.seat_scores()],
            "turn": match.turn,
            "refused_square": None if (refused := self.board.refused.square) is None else list(refused),
            "suggested_square": None if (square := self.suggested_square()) is None else list(square),
            "last_move": last_move(match.game),          # [col, row, seat] of the last stone placed, or null
            "timer": None if left is None else round(left, 2),
            "par": self.par.dump(),          # {four_ways, points, stones_left, final} of the deal's par, or null
            "tournament": None if tournament is None else {
                "game": tournament.games,
                "results": [{"name": e.name, "score": e.score, "four_ways": e.four_ways,
                             "stones_left": e.stones_left} for e in tournament.results],
            },
        }
