"""The match: everything around one game that a player would expect to be kept.

A :class:`Match` owns the mode (solitaire, cooperative, tournament, challenge),
the scoring, the seats (a name, human or computer and its level), whose turn
it is, the current :class:`~ishido_retro.engine.game.Game`, the tournament and
its results, the timers (run from an injected :class:`~.clock.Clock`), the
flags that keep a game off the All-Time board, and the undo lock.

Every change is an action value given to :meth:`Match.apply`, which returns
what happened as a list of event values; the UI turns events into sounds,
messages and animations, and reads the match to draw.  Nothing here calls the
UI, reads the system clock or imports pyxel.

Computer seats: when :meth:`Match.computer_request` returns a request, the UI
runs ``request.choose()`` on a worker thread (it works on a private copy of the
game) and hands the square back as ``ComputerMove(square, request.key)``; a
move whose key no longer matches (the game moved on meanwhile) is ignored.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from ishido_retro.engine.deal import Deal
from ishido_retro.engine.deal import deal as deal_from_seed
from ishido_retro.engine.game import Game, Placement
from ishido_retro.engine.rules import IllegalPlacement
from ishido_retro.engine.scoring import SCORINGS
from ishido_retro.engine.stones import Square
from ishido_retro.match.clock import Clock, Countdown
from ishido_retro.players.computer import Player, make_player

MODES = ("solitaire", "cooperative", "tournament", "challenge")
TWO_SEAT_MODES = ("cooperative", "challenge")    # the others have one seat
MODE_NAMES = {"solitaire": "Solitaire", "cooperative": "Cooperative", "tournament": "Tournament",
              "challenge": "Challenge"}
LEVELS = ("novice", "adept", "master")
HINTS = {"show_moves": "Show Possible Moves", "always_show_moves": "Always Show Moves", "show_pouch": "Show Pouch",
         "suggest_move": "Suggest a Move"}
OFF_THE_BOARD_FLAGS = ("hinted", "restarted")
TIMER_MINUTES = (1, 60)
TIMER_SECONDS = (1, 60)
MAX_NAME = 24


class MatchError(ValueError):
    """A match set up, or loaded, with values that do not fit together."""


# --- seats ---------------------------------------------------------------------


@dataclass(frozen=True)
class Seat:
    """One place at the table: a name, and whether the computer plays it (and how well)."""

    name: str
    computer: bool = False
    level: str = "master"


def seat_count(mode: str) -> int:
    """How many seats ``mode`` has: two in Cooperative and Challenge play, else one."""
    return 2 if mode in TWO_SEAT_MODES else 1


def default_seat_name(mode: str, seat: int, computer: bool) -> str:
    """The name seat ``seat`` gets when nobody names it: "Player" or "Computer", numbered where there are two."""
    who = "Computer" if computer else "Player"
    return who if seat_count(mode) == 1 else f"{who} {seat + 1}"


def default_seats(mode: str, computer_1: bool = False, computer_2: bool = False,
                  level: str = "master", names: tuple[str, ...] = ()) -> tuple[Seat, ...]:
    """The seats Computer Player 1 and 2 give in ``mode`` (the tournament's seat is named per game).

    ``names`` name the two seats of Cooperative and Challenge play; a blank one,
    or none, gives "Player N" or "Computer N".
    """
    if seat_count(mode) == 1:
        return (Seat(default_seat_name(mode, 0, computer_1), computer_1, level),)
    chosen = [n.strip() for n in names[:2]] + ["", ""]
    return tuple(Seat(chosen[i] or default_seat_name(mode, i, computer), computer, level)
                 for i, computer in enumerate((computer_1, computer_2)))


def is_default_seat_name(name: str, seat: int) -> bool:
    """Whether ``name`` is blank or one a two-seat mode gives seat ``seat`` unasked ("Player 1", "Computer 1")."""
    return name.strip() in ("", *(default_seat_name(TWO_SEAT_MODES[0], seat, computer) for computer in (False, True)))


def seat_name_problem(name: str) -> str | None:
    """None if ``name`` can name a seat, else why not."""
    name = name.strip()
    if not name or len(name) > MAX_NAME or not name.isprintable():
        return f"A player's name has 1 to {MAX_NAME} letters, digits or signs."
    return None


def level_problem(level: str) -> str | None:
    """None if ``level`` is a computer level, else why not."""
    return None if level in LEVELS else f"There is no computer level {level!r}."


def scoring_problem(mode: str, scoring: str) -> str | None:
    """None if ``scoring`` exists and ``mode`` may use it (Challenge play is always Modern), else why not."""
    if scoring not in SCORINGS:
        return f"There is no {scoring!r} scoring; use modern or ancient."
    if mode == "challenge" and scoring == "ancient":
        return "Ancient scoring cannot be used in Challenge play."
    return None


def setup_problem(mode: str, scoring: str, seats: tuple[Seat, ...]) -> str | None:
    """The one check of a match's set-up (a new match, a Configure, a loaded file): None if the mode,
    scoring and seats fit together, else one sentence naming the first fault."""
    if mode not in MODES:
        return f"There is no {mode!r} mode; the modes are {', '.join(MODES)}."
    problem = scoring_problem(mode, scoring)
    if problem is not None:
        return problem
    wanted = seat_count(mode)
    if len(seats) != wanted:
        return f"{MODE_NAMES[mode]} play has {wanted} seat{'s' * (wanted > 1)}, not {len(seats)}."
    for seat in seats:
        problem = seat_name_problem(seat.name)
        if problem is not None:
            return f"{problem} {seat.name[:MAX_NAME + 1]!r} is not one."
        problem = level_problem(seat.level)
        if problem is not None:
            return problem
    return None


# --- actions (what can be asked of a match) -----------------------------------


@dataclass(frozen=True)
class Place:
    """A human puts the touchstone on ``square``."""

    square: Square


@dataclass(frozen=True)
class ComputerMove:
    """The computer's choice for the request with ``key``; ignored when the game has moved on."""

    square: Square
    key: tuple[int, int, int]


@dataclass(frozen=True)
class Undo:
    """Take back the last placement (and the computer's after it, so a human is to play)."""


@dataclass(frozen=True)
class EndGame:
    """Game > End Game."""


@dataclass(frozen=True)
class NewGame:
    """A new deal from ``seed`` with the same mode and seats (not in a tournament)."""

    seed: int


@dataclass(frozen=True)
class StartOver:
    """Game > Start Game Over: the same deal from its first stone; off the All-Time board."""


@dataclass(frozen=True)
class Tick:
    """Look at the clock: a timer may have run out."""


@dataclass(frozen=True)
class Pause:
    """A requester, dialog or menu is open: the timers stand still until :class:`Resume`."""


@dataclass(frozen=True)
class Resume:
    """Nothing stands in front of the board any more: the timers run again."""


@dataclass(frozen=True)
class UseHint:
    """A hint was taken (one of :data:`HINTS`): the game leaves the All-Time board."""

    kind: str


@dataclass(frozen=True)
class Configure:
    """A new match: its mode, scoring and seats, first deal from ``seed``.

    In a tournament ``seed`` makes the one deal every player plays, and ``seats``
    is ignored: each game's player arrives with :class:`StartTournamentGame`.
    """

    mode: str
    scoring: str
    seed: int
    seats: tuple[Seat, ...] = ()


@dataclass(frozen=True)
class SetComputer:
    """Computer Player 1 or 2 (seat 0 or 1) switched on or off, now.

    ``name`` is the seat's chosen name, kept whoever plays it; without one the
    seat is called "Computer N" or "Player N" (in solitaire "Computer" or "Player").
    """

    seat: int
    on: bool
    level: str | None = None
    name: str | None = None


@dataclass(frozen=True)
class SetLevel:
    """The level of every computer seat, now and for later games."""

    level: str


@dataclass(frozen=True)
class SetScoring:
    """Ancient or Modern: at once if no stone was placed yet, else from the next game."""

    scoring: str


@dataclass(frozen=True)
class SetTimers:
    """Minutes per tournament game and seconds per challenge move; None switches a timer off."""

    tournament_minutes: int | None
    challenge_seconds: int | None


@dataclass(frozen=True)
class NewTournament:
    """A new shuffle for a new tournament; its results are cleared."""

    seed: int


@dataclass(frozen=True)
class StartTournamentGame:
    """The next tournament game, played by ``seat`` on the tournament's deal."""

    seat: Seat


@dataclass(frozen=True)
class LockUndo:
    """No move made so far may be undone; Undo then gives ``reason``."""

    reason: str


Action = (Place | ComputerMove | Undo | EndGame | NewGame | StartOver | Tick | Pause | Resume | UseHint | Configure
          | SetComputer | SetLevel | SetScoring | SetTimers | NewTournament | StartTournamentGame | LockUndo)


# --- events (what happened) ----------------------------------------------------


@dataclass(frozen=True)
class Placed:
    placement: Placement
    seat: int
    by_computer: bool


@dataclass(frozen=True)
class FourWay:
    placement: Placement
    seat: int
    count: int          # the seat's (or team's) 4-Ways so far, this one included


@dataclass(frozen=True)
class Refused:
    reason: str


@dataclass(frozen=True)
class TurnPassed:
    seat: int           # the seat to play now
    timed_out: bool     # the previous seat's timer ran out


@dataclass(frozen=True)
class TimeUp:
    seat: int
    scope: str          # "move" (challenge) or "game" (tournament)


@dataclass(frozen=True)
class Undone:
    placement: Placement


@dataclass(frozen=True)
class GameStarted:
    seed: int | None
    mode: str
    number: int         # games started in this match, this one included


@dataclass(frozen=True)
class SeatScore:
    name: str
    computer: bool
    score: int
    four_ways: int


@dataclass(frozen=True)
class GameResult:
    """How a game ended and what every seat made of it."""

    reason: str                    # emptied | stuck | player | time
    mode: str
    scoring: str
    stones_left: int
    four_ways: int
    scores: tuple[SeatScore, ...]
    all_time: bool                 # may enter the All-Time board (no hint, no restart, not a tournament)


@dataclass(frozen=True)
class GameOver:
    result: GameResult


@dataclass(frozen=True)
class FlagRaised:
    flag: str           # "hinted" or "restarted": the game left the All-Time board


@dataclass(frozen=True)
class UndoLocked:
    reason: str


@dataclass(frozen=True)
class Configured:
    mode: str
    scoring: str


@dataclass(frozen=True)
class SettingChanged:
    what: str           # "scoring", "timers", "computer", "level"
    now: bool           # True: applies to this game; False: from the next one


@dataclass(frozen=True)
class TournamentCleared:
    seed: int


Event = (Placed | FourWay | Refused | TurnPassed | TimeUp | Undone | GameStarted | GameOver | FlagRaised
         | UndoLocked | Configured | SettingChanged | TournamentCleared)


# --- tournament ----------------------------------------------------------------


@dataclass(frozen=True)
class TournamentEntry:
    name: str
    computer: bool
    score: int
    four_ways: int
    stones_left: int
    flags: tuple[str, ...] = ()    # "restarted", "hinted": a game the high scores should not take

    @property
    def on_board(self) -> bool:
        """Whether this game may enter the Tournament High Scores (not when it was started over)."""
        return not set(self.flags) & set(OFF_THE_BOARD_FLAGS)


@dataclass
class Tournament:
    """Games on one deal, one player after another, and their results in order."""

    deal: Deal
    results: list[TournamentEntry] = field(default_factory=list)
    games: int = 0                 # games started on this deal
    awaiting_player: bool = True   # no game live: the next player's name is wanted


@dataclass(frozen=True)
class ComputerRequest:
    """What a worker thread needs to choose a computer move: a private game and a player."""

    key: tuple[int, int, int]
    seat: int
    level: str
    game: Game
    player: Player

    def choose(self) -> Square:
        return self.player.choose(self.game)


def computer_seed(deal_seed: int | None, placed: int, seat: int) -> int:
    """The seed of the computer's player for one move: the same deal and position give the same choice."""
    return (deal_seed or 0) * 131 + placed * 7 + seat


def computer_player(level: str, seed: int | None, clock: Callable[[], float] | None = None) -> Player:
    """``make_player(level, seed, clock)``; ``clock`` lets Master keep to its time limit.

    A clock that stands still while the player thinks (a :class:`ManualClock`, a
    scripted run's frame clock) sets no limit, so the choice is the same on any machine.
    """
    return make_player(level, seed, clock)


# --- the match -------------------------------------------------------------------


class Match:
    """A match in progress. Create with :meth:`new`; change only through :meth:`apply`."""

    def __init__(self, clock: Clock, mode: str, scoring: str, seats: tuple[Seat, ...], game: Game,
                 tournament: Tournament | None = None, tournament_minutes: int | None = None,
                 challenge_seconds: int | None = None) -> None:
        _check_setup(mode, scoring, seats)
        self.clock = clock
        self.mode = mode
        self.scoring = scoring
        self.seats = seats
        self.game = game
        self.tournament = tournament
        self.tournament_minutes = tournament_minutes
        self.challenge_seconds = challenge_seconds
        self.countdown: Countdown | None = None
        self.undo_lock_reason: str | None = None
        self.time_ran_out = False
        self.paused = False            # a requester or menu is open: the timers stand still
        self.serial = 1                # goes up with every game, so stale computer moves are known
        self._reported_over = game.is_over

    @classmethod
    def new(cls, clock: Clock, mode: str = "solitaire", scoring: str = "modern", seed: int = 1,
            seats: tuple[Seat, ...] | None = None, tournament_minutes: int | None = None,
            challenge_seconds: int | None = None) -> Match:
        """A match with its first game dealt from ``seed`` (in a tournament: waiting for a player)."""
        if seats is None:
            seats = default_seats(mode)
        match = cls(clock, "solitaire", "modern", default_seats("solitaire"), Game.new(seed),
                    tournament_minutes=tournament_minutes, challenge_seconds=challenge_seconds)
        events = match.apply(Configure(mode, scoring, seed, seats))
        refused = [e.reason for e in events if isinstance(e, Refused)]
        if refused:
            raise MatchError(refused[0])
        return match

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

    def timer_left(self) -> float | None:
        """Seconds left on the running timer (this game's, or this move's), or None without one."""
        if self.countdown is None:
            return None
        return self.countdown.left(self.clock.now())

    @property
    def on_all_time_board(self) -> bool:
        """Whether this game may still enter the All-Time board."""
        return self.mode != "tournament" and not (self.game.flags & set(OFF_THE_BOARD_FLAGS))

    def hint_costs_all_time(self) -> bool:
        """Whether taking a hint now would cost a place on the All-Time board (so ask first)."""
        return self.playing and self.mode != "tournament" and "hinted" not in self.game.flags

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

    # --- actions -------------------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        """Do ``action``; return what happened, in order."""
        events: list[Event] = []
        if not isinstance(action, (Configure, NewTournament)):
            self._check_time(events)
        handler = getattr(self, "_do_" + type(action).__name__.lower())
        handler(action, events)
        return events

    def _do_tick(self, action: Tick, events: list[Event]) -> None:
        pass   # the clock was looked at in apply()

    def _do_pause(self, action: Pause, events: list[Event]) -> None:
        if self.paused:
            return
        self.paused = True
        if self.countdown is not None:
            self.countdown.stop(self.clock.now())

    def _do_resume(self, action: Resume, events: list[Event]) -> None:
        if not self.paused:
            return
        self.paused = False
        if self.countdown is not None and self.playing:
            self.countdown.start(self.clock.now())

    def _do_place(self, action: Place, events: list[Event]) -> None:
        if self.playing and self.seat.computer:
            events.append(Refused("It is the computer's turn."))
            return
        self._place(action.square, False, events)

    def _do_computermove(self, action: ComputerMove, events: list[Event]) -> None:
        if action.key != self.turn_key() or not self.computer_to_play():
            return    # the game moved on while the computer was thinking
        self._place(action.square, True, events)

    def _place(self, square: Square, by_computer: bool, events: list[Event]) -> None:
        if self.waiting_for_player:
            events.append(Refused("The next tournament game starts once its player is named (Game > New Game)."))
            return
        if self.game.is_over:
            events.append(Refused("The game is over."))
            return
        seat = self.turn
        try:
            placement = self.game.place(square)
        except IllegalPlacement as exc:
            events.append(Refused(exc.reason))
            return
        events.append(Placed(placement, seat, by_computer))
        if placement.four_way:
            tally = self.game.tally(seat) if self.mode == "challenge" else self.game.tally()
            events.append(FourWay(placement, seat, tally.four_ways))
        if self.game.is_over:
            self._finish(events)
            return
        if len(self.seats) > 1:
            events.append(TurnPassed(self.turn, False))
        if self.mode == "challenge" and self.countdown is not None:
            self._restart_countdown(self.countdown, self.clock.now())

    def _do_undo(self, action: Undo, events: list[Event]) -> None:
        reason = self.undo_refusal()
        if reason is not None:
            events.append(Refused(reason))
            return
        events.append(Undone(self.game.undo()))
        self._reported_over = False
        while self.seat.computer and self.game.can_undo and len(self.seats) > 1:
            events.append(Undone(self.game.undo()))

    def _do_endgame(self, action: EndGame, events: list[Event]) -> None:
        if not self.playing:
            events.append(Refused("No game is being played."))
            return
        self.game.end()
        self._finish(events)

    def _do_newgame(self, action: NewGame, events: list[Event]) -> None:
        if self.mode == "tournament":
            events.append(Refused("Every tournament game uses the tournament's deal: name the next player."))
            return
        self._start(self._new_game(deal_from_seed(action.seed)), events)

    def _do_startover(self, action: StartOver, events: list[Event]) -> None:
        if self.waiting_for_player:
            events.append(Refused("No game is being played."))
            return
        had = "restarted" in self.game.flags
        game = self.game.restarted()
        self._start(game, events, count=False)
        if not had:
            events.append(FlagRaised("restarted"))

    def _do_usehint(self, action: UseHint, events: list[Event]) -> None:
        reason = self.hint_allowed(action.kind)
        if reason is not None:
            events.append(Refused(reason))
            return
        if self.playing and "hinted" not in self.game.flags:
            self.game.flags.add("hinted")
            events.append(FlagRaised("hinted"))

    def _do_configure(self, action: Configure, events: list[Event]) -> None:
        seats = action.seats or default_seats(action.mode)
        if action.mode == "tournament":
            seats = (Seat("Player"),)
        try:
            _check_setup(action.mode, action.scoring, seats)
        except MatchError as exc:
            events.append(Refused(str(exc)))
            return
        self.mode, self.scoring, self.seats = action.mode, action.scoring, seats
        self.undo_lock_reason = None
        events.append(Configured(self.mode, self.scoring))
        if self.mode == "tournament":
            self._do_newtournament(NewTournament(action.seed), events)
        else:
            self.tournament = None
            self._start(self._new_game(deal_from_seed(action.seed)), events)

    def _do_setcomputer(self, action: SetComputer, events: list[Event]) -> None:
        if not 0 <= action.seat < len(self.seats):
            events.append(Refused(f"There is no Computer Player {action.seat + 1} in {MODE_NAMES[self.mode]} play."))
            return
        seat = self.seats[action.seat]
        level = action.level or seat.level
        problem = level_problem(level)
        if problem is not None:
            events.append(Refused(problem))
            return
        if action.name is not None and action.name.strip():
            problem = seat_name_problem(action.name)
            if problem is not None:
                events.append(Refused(problem))
                return
            name = action.name.strip()
        elif action.on:
            name = seat.name if seat.computer else default_seat_name(self.mode, action.seat, True)
        else:
            name = seat.name if not seat.computer else default_seat_name(self.mode, action.seat, False)
        seats = list(self.seats)
        seats[action.seat] = Seat(name, action.on, level)
        self.seats = tuple(seats)
        events.append(SettingChanged("computer", True))

    def _do_setlevel(self, action: SetLevel, events: list[Event]) -> None:
        problem = level_problem(action.level)
        if problem is not None:
            events.append(Refused(problem))
            return
        self.seats = tuple(replace(s, level=action.level) for s in self.seats)
        events.append(SettingChanged("level", True))

    def _do_setscoring(self, action: SetScoring, events: list[Event]) -> None:
        problem = scoring_problem(self.mode, action.scoring)
        if problem is not None:
            events.append(Refused(problem))
            return
        if self.tournament is not None and (self.tournament.games or not self.tournament.awaiting_player):
            events.append(Refused("A tournament keeps the scoring it started with; "
                                  "start a new tournament to change it."))
            return
        self.scoring = action.scoring
        if not self.game.history and not self.game.is_over:
            fresh = self._new_game(self.game.deal)
            fresh.flags = set(self.game.flags)
            self.game = fresh
            events.append(SettingChanged("scoring", True))
        else:
            events.append(SettingChanged("scoring", False))

    def _do_settimers(self, action: SetTimers, events: list[Event]) -> None:
        for value, (low, high), what in ((action.tournament_minutes, TIMER_MINUTES, "minutes per game"),
                                         (action.challenge_seconds, TIMER_SECONDS, "seconds per move")):
            if value is not None and not low <= value <= high:
                events.append(Refused(f"The timer takes {low} to {high} {what}, not {value}."))
                return
        self.tournament_minutes = action.tournament_minutes
        self.challenge_seconds = action.challenge_seconds
        fresh = self.playing and not self.game.history
        if fresh or self.mode == "challenge":
            self._arm_timer()    # a challenge timer takes effect with the next move at the latest
        events.append(SettingChanged("timers", fresh or self.mode == "challenge"))

    def _do_newtournament(self, action: NewTournament, events: list[Event]) -> None:
        if self.mode != "tournament":
            events.append(Refused("A tournament is set up from Game > Tournament."))
            return
        deal = deal_from_seed(action.seed)
        self.tournament = Tournament(deal)
        self.seats = (Seat("Player"),)
        self.game = Game(deal, scoring=self.scoring)
        self.serial += 1
        self.countdown = None
        self.time_ran_out = False
        self._reported_over = False
        events.append(TournamentCleared(action.seed))

    def _do_starttournamentgame(self, action: StartTournamentGame, events: list[Event]) -> None:
        tournament = self.tournament
        if tournament is None:
            events.append(Refused("No tournament is being played."))
            return
        name = action.seat.name.strip()
        problem = seat_name_problem(name) or level_problem(action.seat.level)
        if problem is not None:
            events.append(Refused(problem))
            return
        if self.playing:
            self.game.end()
            self._finish(events)
        self.seats = (replace(action.seat, name=name),)
        tournament.awaiting_player = False
        self._start(Game(tournament.deal, scoring=self.scoring), events)

    def _do_lockundo(self, action: LockUndo, events: list[Event]) -> None:
        self.game.lock_undo()
        self.undo_lock_reason = action.reason
        events.append(UndoLocked(action.reason))

    # --- inner workings ---------------------------------------------------------------

    def _new_game(self, deal: Deal) -> Game:
        """A game of ``deal`` for this match's mode, seats and scoring."""
        if self.mode in TWO_SEAT_MODES:
            return Game(deal, scoring=self.scoring, mode=self.mode, players=len(self.seats))
        return Game(deal, scoring=self.scoring)

    def _start(self, game: Game, events: list[Event], count: bool = True) -> None:
        self.game = game
        self.serial += 1
        self.time_ran_out = False
        self._reported_over = False
        self.undo_lock_reason = None
        if self.tournament is not None and count:
            self.tournament.games += 1
        self._arm_timer()
        number = self.tournament.games if self.tournament is not None else self.serial
        events.append(GameStarted(game.deal.seed, self.mode, number))

    def _arm_timer(self) -> None:
        now = self.clock.now()
        if self.mode == "tournament" and self.tournament_minutes is not None and self.playing:
            if not self.game.history:
                self.countdown = Countdown(self.tournament_minutes * 60.0)
                self._restart_countdown(self.countdown, now)
        elif self.mode == "challenge" and self.challenge_seconds is not None and self.playing:
            self.countdown = Countdown(float(self.challenge_seconds))
            self._restart_countdown(self.countdown, now)
        elif self.mode != "tournament" or self.tournament_minutes is None:
            self.countdown = None

    def _restart_countdown(self, countdown: Countdown, now: float) -> None:
        """A full period from ``now``; while paused it waits, full, for :class:`Resume`."""
        countdown.restart(now)
        if self.paused:
            countdown.stop(now)

    def _check_time(self, events: list[Event]) -> None:
        countdown = self.countdown
        if countdown is None or not countdown.running or not self.playing:
            return
        now = self.clock.now()
        if self.mode == "tournament":
            if countdown.expired(now):
                countdown.stop(now)
                events.append(TimeUp(self.turn, "game"))
                self.time_ran_out = True
                self.game.end()
                self._finish(events)
            return
        # Challenge: every whole period that ran out passes one turn (a long pause may pass several).
        for _ in range(1000):
            if not countdown.expired(now) or not self.playing:
                break
            assert countdown.started_at is not None
            deadline = countdown.started_at + countdown.limit - countdown.spent
            events.append(TimeUp(self.turn, "move"))
            self.game.pass_turn()
            events.append(TurnPassed(self.turn, True))
            countdown.restart(deadline)

    def _finish(self, events: list[Event]) -> None:
        if self._reported_over:
            return
        self._reported_over = True
        if self.countdown is not None:
            self.countdown.stop(self.clock.now())
        result = self.result()
        if self.tournament is not None:
            seat = self.seats[0]
            self.tournament.results.append(TournamentEntry(seat.name, seat.computer, result.scores[0].score,
                                                           self.game.four_ways, self.game.stones_left,
                                                           tuple(sorted(self.game.flags))))
            self.tournament.awaiting_player = True
        events.append(GameOver(result))


def _check_setup(mode: str, scoring: str, seats: tuple[Seat, ...]) -> None:
    problem = setup_problem(mode, scoring, seats)
    if problem is not None:
        raise MatchError(problem)
