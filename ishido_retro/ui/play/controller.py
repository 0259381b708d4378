"""The match on screen: menu commands become match actions, match events become sounds and words.

:class:`MatchController` holds the :class:`~ishido_retro.match.match.Match` and
talks to the shell only through :class:`~.host.Host` and to the board only
through :class:`PlayView`. Every change to the game goes through
``match.apply(action)``; :meth:`MatchController.show` turns the events that
come back into sounds, status lines, requesters and the game-over summary.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from ishido_retro.engine import Square, Stone
from ishido_retro.engine.scoring import ancient_key, end_bonus
from ishido_retro.engine.stones import STONE_COUNT
from ishido_retro.match.match import (
    HINTS,
    MODE_NAMES,
    Action,
    ComputerMove,
    Configure,
    EndGame,
    Event,
    FlagRaised,
    GameOver,
    GameResult,
    GameStarted,
    LockUndo,
    Match,
    NewGame,
    NewTournament,
    Pause,
    Place,
    Placed,
    Refused,
    Resume,
    Seat,
    SetComputer,
    SetLevel,
    SetScoring,
    SetTimers,
    StartOver,
    StartTournamentGame,
    Tick,
    TimeUp,
    TournamentCleared,
    TurnPassed,
    Undo,
    UndoLocked,
    Undone,
    UseHint,
    seat_count,
)
from ishido_retro.players.review import review_tasks
from ishido_retro.ui.host import Host
from ishido_retro.ui.oracle.controller import OracleController
from ishido_retro.ui.play.computer import ComputerDriver
from ishido_retro.ui.play.modes import (
    SetupChoice,
    setup_requester,
    timer_requester,
    tournament_name_requester,
)
from ishido_retro.ui.play.pouchview import PouchWindow
from ishido_retro.ui.play.review import ReviewWindow
from ishido_retro.ui.play.statusline import placed_text
from ishido_retro.ui.play.suggest import Suggester
from ishido_retro.ui.widgets import Requester
from ishido_retro.words import counted


class PlayView(Protocol):
    """What the controller may change on the board screen (UI-only state)."""

    status: str
    carrying: bool
    show_moves_for: int | None

    def reset(self) -> None: ...

    def fly(self, stone: Stone, square: Square, on_landed: Callable[[], object]) -> None: ...

    def flying(self) -> bool: ...

    def celebrate_four_way(self, square: Square, bonus: int) -> None: ...

    def celebrate_end(self) -> None: ...


class MatchController:
    """Game commands for the menus and the board; events out to sounds, messages and the view."""

    def __init__(self, host: Host, match: Match, seeds: random.Random) -> None:
        self.host = host
        self.match = match
        self.seeds = seeds
        self.view: PlayView | None = None
        self.playing = False                # the board is on screen (not the title)
        self.computer = ComputerDriver(match, self._computer_may_move, self._computer_chose)
        self.suggester = Suggester(lambda: self.match, lambda: self.computer.synchronous)
        self.last_events: list[Event] = []
        self.oracle: OracleController | None = None     # told of new games and 4-Ways
        # Set by the shell: called at the end of every game (it returns what to do once the summary
        # is closed: the high scores), and when a new tournament clears the last one's results.
        self.finished: Callable[[GameResult], Callable[[], object] | None] | None = None
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
        self.last_events = events
        self.show(events, refusal_title)
        return events

    def next_seed(self) -> int:
        return self.seeds.randrange(1, 2**31)

    def update(self) -> None:
        """Once a frame: the timers (standing still while a requester or menu is open), then the computer's move."""
        if self.host.busy() != self.match.paused:
            self.apply(Pause() if self.host.busy() else Resume())
        if self.playing and self.match.countdown is not None and self.match.countdown.running:
            self.apply(Tick())
        if self.playing:
            self.computer.update()
            self.suggester.update()

    # --- events -> sounds, words, requesters ----------------------------------------------

    def show(self, events: Sequence[Event], refusal_title: str = "Not There") -> None:
        sounds, view, settings = self.host.sounds, self.board, self.host.settings
        for event in events:
            if isinstance(event, Placed):
                p = event.placement
                sounds.play("fourway" if p.four_way else "click")
                who = f"{self.match.seats[event.seat].name}: " if len(self.match.seats) > 1 else ""
                game = self.match.game
                view.status = who + placed_text(p, game.scoring, game.stones_left, game.four_ways)
                if p.four_way:
                    view.celebrate_four_way(p.square, p.bonus)
                if p.four_way and self.oracle is not None:
                    self.oracle.four_way_on(self.match.game.board, p.square, by_computer=event.by_computer)
            elif isinstance(event, Refused):
                sounds.play("error")
                if settings.messages or refusal_title != "Not There":
                    self.host.message(refusal_title, event.reason)
                else:
                    view.status = "That square does not take this stone."
            elif isinstance(event, TurnPassed):
                if event.timed_out:
                    sounds.play("error")
                    gone = self.match.seats[1 - event.seat if len(self.match.seats) == 2 else 0].name
                    view.status = f"Time is up: {gone} scores nothing this turn. {self.match.seats[event.seat].name}."
            elif isinstance(event, Undone):
                view.carrying = False
                view.status = "Took back the last stone."   # no square names: the board shows none
            elif isinstance(event, GameStarted):
                view.reset()
                if self.oracle is not None:
                    self.oracle.game_started()
                if settings.always_show_moves and self.match.hint_allowed("always_show_moves") is None:
                    self.match.apply(UseHint("always_show_moves"))    # every move shown: off the All-Time board
            elif isinstance(event, FlagRaised):
                view.status = "This game can no longer enter the All-Time Highs."
            elif isinstance(event, UndoLocked):
                view.status = event.reason
            elif isinstance(event, GameOver):
                view.carrying = False
                view.celebrate_end()
                self.game_over_after_augury(event.result)
            elif isinstance(event, TimeUp) and event.scope == "game":
                view.status = "Time is up for this game."
            elif isinstance(event, TournamentCleared) and self.tournament_cleared is not None:
                self.tournament_cleared()

    def game_over_after_augury(self, result: GameResult) -> None:
        """Game Over now, or, when the 4-Way that ended the game opened an augury, once it is read."""
        augury = self.oracle.open_augury() if self.oracle is not None else None
        if augury is None:
            self.game_over_message(result)
            return
        read = augury.on_close

        def then(answer: object) -> None:
            if read is not None:
                read(answer)
            self.game_over_message(result)
        augury.on_close = then

    def game_over_message(self, result: GameResult) -> None:
        game = self.match.game
        self.host.sounds.play("gameover")
        left = result.stones_left
        bonus = end_bonus(left)
        why = {"emptied": "The pouch is empty: every stone is on the board!",
               "stuck": "The stone on the touchstone fits nowhere on the board.",
               "player": "The game was ended.",
               "time": "The time for this game ran out."}[result.reason]
        in_pouch = len(game.pouch)
        where = (f" (the touchstone and {in_pouch} in the pouch)" if left == in_pouch + 1 else
                 f" ({in_pouch} in the pouch)" if left == in_pouch and left else "")
        if result.scoring == "ancient":
            lines = [why, "", f"Stones placed: {STONE_COUNT - left} of {STONE_COUNT}.",
                     f"Stones not placed: {left}{where}.", f"4-Ways: {result.four_ways}.", "",
                     "The Ancient Way counts no points: emptying the pouch wins; then more 4-Ways rank higher, "
                     "then fewer stones left.",
                     "Ancient Way: " + ("a win - the pouch is empty." if left == 0 else "not a win this time.")]
        else:
            lines = [why, "", f"Stones not placed: {left}{where}.", f"4-Ways: {result.four_ways}.",
                     f"End bonus: {counted(bonus, 'point')}." if bonus else
                     "No end bonus (it needs two stones left or fewer)."]
            if result.mode == "challenge":
                for s in result.scores:
                    lines.append(f"{s.name}: {counted(s.score, 'point')}, {counted(s.four_ways, '4-Way')}.")
                a, b = result.scores[0].score, result.scores[1].score
                lines.append("A draw!" if a == b else f"{result.scores[0 if a > b else 1].name} wins.")
            elif result.mode == "cooperative":
                lines.append(f"Team score: {counted(game.final_score(), 'point')}.")
            else:
                who = f"{result.scores[0].name}'s final score" if result.mode == "tournament" else "Final score"
                lines.append(f"{who}: {counted(game.final_score(), 'point')}.")
        if self.match.tournament is not None:
            results = self.match.tournament.results
            if result.scoring == "ancient":
                ranked = sorted(results, key=lambda e: ancient_key(e.stones_left, e.four_ways), reverse=True)
                shown = [f"{e.four_ways} 4-Ways, {e.stones_left} left" for e in ranked]
            else:
                ranked = sorted(results, key=lambda e: (-e.score, e.stones_left))
                shown = [f"{e.score:,}" for e in ranked]
            lines += ["", "Tournament so far:"] + [
                f"{i}. {e.name}  {text}" + ("" if e.on_board else " (started over)")
                for i, (e, text) in enumerate(zip(ranked[:5], shown), 1)]
        after = self.finished(result) if self.finished is not None else None

        def closed(answer: object) -> None:
            if answer == "New Game":
                self.new_game()
            if after is not None:
                after()
            if answer == "Review":
                self.review_game()
        buttons = ("OK", "Review", "New Game") if game.history else ("OK", "New Game")
        self.host.open(Requester("Game Over", "\n".join(lines), buttons=buttons, on_close=closed))

    # --- starting games ------------------------------------------------------------------

    def start(self) -> None:
        """From the title to the board: a fresh deal in the chosen mode."""
        self.deal(self.next_seed())

    def deal(self, seed: int) -> None:
        """A new game from ``seed``, shown at once (in a tournament: a new shuffle, then the player's name)."""
        self.seeds = random.Random(seed)
        self.host.show_play()
        self.playing = True
        if self.match.mode == "tournament":
            self.apply(NewTournament(seed))
            self.board.reset()
            self.ask_tournament_player()
        else:
            self.apply(NewGame(seed))

    def game_in_progress(self) -> bool:
        game = self.match.game
        return self.playing and self.match.playing and bool(game.history)

    def new_game(self) -> None:
        if self.match.mode == "tournament":
            if self.game_in_progress():
                self.host.confirm("New Game", "End this tournament game now and record its score?", "OK",
                                  self.ask_tournament_player)
            else:
                self.ask_tournament_player()
            return
        if self.game_in_progress():
            self.host.confirm("New Game", "End the game in progress and deal a new one?", "OK",
                              lambda: self.deal(self.next_seed()))
        else:
            self.deal(self.next_seed())

    def ask_tournament_player(self) -> None:
        tournament = self.match.tournament
        number = (tournament.games if tournament else 0) + 1
        computer = self.host.settings.computer_player_1
        self.host.open(tournament_name_requester(number, computer, self.start_tournament_game))

    def start_tournament_game(self, name: str) -> None:
        settings = self.host.settings
        seat = Seat(name, settings.computer_player_1, settings.computer_level)
        self.apply(StartTournamentGame(seat), refusal_title="Tournament")

    def start_over(self) -> None:
        board = "the Tournament High Scores" if self.match.mode == "tournament" else "the high scores"
        self.host.confirm("Start Game Over", "Start this deal again from its first stone? A game started over "
                          f"cannot enter {board}.", "OK", lambda: self.apply(StartOver()))

    def end_game(self) -> None:
        self.host.confirm("End Game", "End this game now? The stones still in the pouch stay unplaced.", "OK",
                          lambda: self.apply(EndGame()))

    def setup_mode(self, mode: str) -> None:
        """Game > Solitaire..., Cooperative..., Tournament..., Challenge...: the set-up dialog."""
        match = self.match
        running = mode == match.mode == "tournament" and match.tournament is not None
        self.host.open(setup_requester(mode, self.host.settings, running, self.game_in_progress(),
                                       self._setup_chosen))

    def _setup_chosen(self, choice: SetupChoice) -> None:
        match, settings = self.match, self.host.settings
        if choice.mode == match.mode == "tournament" and not choice.new_tournament:
            settings.computer_player_1 = choice.computer_1
            self.host.save_settings()
            self.host.show_play()
            self.playing = True
            if match.waiting_for_player:
                self.ask_tournament_player()
            return

        def go() -> None:
            self.configure(choice.mode, choice.scoring, choice.computer_1, choice.computer_2, choice.names)
        tournament = match.tournament
        if tournament is None or not (tournament.results or self.game_in_progress()):
            go()
        elif choice.mode == "tournament":
            self.host.confirm("Tournament", "Start a new tournament? The stones are shuffled anew and the "
                              "Tournament results are cleared.", "OK", go)
        else:
            self.offer_to_save_tournament(go)

    def offer_to_save_tournament(self, leave: Callable[[], object]) -> None:
        """Leaving Tournament play: Save (as File > Save Game As... does, then leave), OK (leave unsaved), Cancel."""
        def answer(button: object) -> None:
            if button == "Save":
                self.host.files.save_as(then=leave)
            elif button == "OK":
                leave()
        self.host.open(Requester("Tournament", "Leave Tournament play? Save keeps the tournament to play on "
                                 "later; with OK it and its results will be lost.",
                                 buttons=("Save", "OK", "Cancel"), on_close=answer))

    def timer_dialog(self, kind: str) -> None:
        """Game > Timer > Tournament Timer... or Challenge Timer...."""
        s = self.host.settings

        def chosen(value: int) -> None:
            if kind == "tournament":
                self.set_timers(value, s.challenge_seconds)
            else:
                self.set_timers(s.tournament_minutes, value)
        self.host.open(timer_requester(kind, s, chosen))

    def configure(self, mode: str, scoring: str, computer_1: bool, computer_2: bool,
                  names: tuple[str, str] | None = None) -> None:
        """A set-up dialog was accepted: remember the choices and start the match they describe.

        ``names`` are the two seats' names from the Cooperative or Challenge dialog ("": the default).
        """
        s = self.host.settings
        s.mode, s.scoring, s.computer_player_1, s.computer_player_2 = mode, scoring, computer_1, computer_2
        if names is not None and seat_count(mode) == 2:
            s.seat_1_name, s.seat_2_name = names
        self.host.save_settings()
        seats = s.seats(mode)
        seed = self.next_seed()
        self.apply(Configure(mode, scoring, seed, seats), refusal_title=MODE_NAMES[mode])
        self.apply(SetTimers(s.tournament_minutes or None, s.challenge_seconds or None), refusal_title="Timer")
        self.host.show_play()
        self.playing = True
        if mode == "tournament":
            self.board.reset()
            self.ask_tournament_player()

    # --- moves ----------------------------------------------------------------------------

    def accepts_clicks(self) -> bool:
        """The board takes a human's stone now."""
        return self.match.playing and not self.match.seat.computer and not self.board.flying()

    def place(self, square: Square) -> None:
        self.apply(Place(square))

    def can_undo(self) -> bool:
        return self.playing and self.match.can_undo

    def undo_offered(self) -> bool:
        """The Undo item is there to choose: a move can be taken back, or a lock can say why not."""
        match = self.match
        locked = match.undo_lock_reason is not None and match.mode != "challenge" and bool(match.game.history)
        return self.playing and (match.can_undo or locked)

    def undo(self) -> None:
        self.apply(Undo(), refusal_title="Undo")

    def lock_undo(self, reason: str) -> None:
        """For the Oracle: the moves so far stay; Undo says ``reason``."""
        self.apply(LockUndo(reason))

    # --- the computer ----------------------------------------------------------------------

    def _computer_may_move(self) -> bool:
        return self.playing and not self.host.busy() and not self.board.carrying and not self.board.flying()

    def _computer_chose(self, square: Square, key: tuple[int, int, int]) -> None:
        stone = self.match.game.touchstone
        if stone is None or key != self.match.turn_key():
            return
        self.board.fly(stone, square, lambda: self.apply(ComputerMove(square, key)))

    def computer_checked(self, seat: int) -> bool:
        return self.host.settings.computer_in_seat(seat)

    def computer_enabled(self, seat: int) -> bool:
        """Computer Player 2 has a meaning only where there are two seats."""
        return seat < seat_count(self.match.mode)

    def toggle_computer(self, seat: int) -> None:
        settings = self.host.settings
        on = not self.computer_checked(seat)
        settings.set_computer_in_seat(seat, on)
        self.host.save_settings()
        if self.match.mode == "tournament":
            self.board.status = ("The computer plays" if on else "A person plays") + " the next tournament game."
            return
        kept = settings.seat_name(seat) if seat_count(self.match.mode) == 2 else ""
        self.apply(SetComputer(seat, on, settings.computer_level, kept or None), refusal_title="Computer Player")

    def stop_computers(self) -> None:
        """A game the computer plays alone is stopped: every computer seat is handed back to a person."""
        settings = self.host.settings
        settings.computer_player_1 = settings.computer_player_2 = False
        self.host.save_settings()
        for i, seat in enumerate(self.match.seats):
            if seat.computer:
                self.match.apply(SetComputer(i, False))
        self.board.status = "The computer stopped: you play on."

    def set_level(self, level: str) -> None:
        self.host.settings.computer_level = level
        self.host.save_settings()
        self.apply(SetLevel(level), refusal_title="Computer Level")

    # --- hints ---------------------------------------------------------------------------

    def hints_available(self) -> bool:
        return self.playing and self.match.mode != "tournament"

    def with_hint_warning(self, kind: str, action: Callable[[], object]) -> None:
        """A hint costs a place on the All-Time Highs; the player may step back first."""
        what = HINTS[kind]
        refusal = self.match.hint_allowed(kind)
        if refusal is not None:
            self.host.sounds.play("error")
            self.host.message(what, refusal)
            return
        if not self.match.hint_costs_all_time():
            self.match.apply(UseHint(kind))
            action()
            return

        def accept() -> None:
            self.apply(UseHint(kind))
            action()
        self.host.confirm(what, f"{what} keeps this game off the All-Time Highs. Go ahead?", "Show", accept)

    def show_possible_moves(self) -> None:
        def show() -> None:
            self.board.show_moves_for = len(self.match.game.history)
        self.with_hint_warning("show_moves", show)

    def suggest_move(self) -> None:
        """Help > Suggest a Move: mark the square Master would choose (a hint)."""
        if not (self.playing and self.match.playing) or self.match.game.is_over:
            return

        def ask() -> None:
            self.suggester.ask()
            self.board.status = "Master suggests the marked square." if self.suggester.suggested() else \
                "Master is thinking about a move for you..."
        self.with_hint_warning("suggest_move", ask)

    def can_review(self) -> bool:
        """Help > Game Review is offered once a game with moves is over."""
        return self.playing and self.match.game.is_over and bool(self.match.game.history)

    def review_game(self) -> None:
        """Help > Game Review: step through the finished game beside Master's choices."""
        if not self.can_review():
            return
        tasks = review_tasks(self.match.game, self.match.game.deal.seed or 0)
        self.host.open(ReviewWindow(tasks, synchronous=self.computer.synchronous))

    def suggested_square(self) -> Square | None:
        """Master's suggestion for the position on screen, once it has been worked out."""
        if self.match.mode == "tournament" or not self.match.playing:
            return None
        return self.suggester.suggested()

    def toggle_always_show_moves(self) -> None:
        if self.host.settings.always_show_moves:
            self.host.toggle_setting("always_show_moves")
        else:
            self.with_hint_warning("always_show_moves", lambda: self.host.toggle_setting("always_show_moves"))

    def show_pouch(self) -> None:
        if not self.playing:
            return
        self.with_hint_warning("show_pouch", lambda: self.host.open(PouchWindow(self.match.game.pouch)))

    def showing_moves(self) -> bool:
        if self.match.mode == "tournament" or not self.match.playing:
            return False
        return self.host.settings.always_show_moves or self.board.show_moves_for == len(self.match.game.history)

    # --- scoring and timers ------------------------------------------------------------------

    def set_scoring(self, scoring: str) -> None:
        events = self.apply(SetScoring(scoring), refusal_title="Scoring")
        if any(isinstance(e, Refused) for e in events):
            return
        self.host.settings.scoring = scoring
        self.host.save_settings()
        if self.playing and not any(getattr(e, "now", True) for e in events):
            self.board.status = f"{scoring.capitalize()} scoring starts with the next game."

    def set_timers(self, tournament_minutes: int, challenge_seconds: int) -> None:
        """0 switches a timer off."""
        s = self.host.settings
        s.tournament_minutes, s.challenge_seconds = tournament_minutes, challenge_seconds
        self.host.save_settings()
        self.apply(SetTimers(tournament_minutes or None, challenge_seconds or None), refusal_title="Timer")

    # --- for the runner's dump --------------------------------------------------------------

    def dump(self) -> dict[str, Any]:
        match = self.match
        tournament = match.tournament
        left = match.timer_left()
        return {
            "mode": match.mode,
            "scoring": match.scoring,
            "players": [{"name": s.name, "computer": s.computer, "score": s.score, "four_ways": s.four_ways}
                        for s in match.seat_scores()],
            "turn": match.turn,
            "suggested_square": None if (square := self.suggested_square()) is None else list(square),
            "timer": None if left is None else round(left, 2),
            "tournament": None if tournament is None else {
                "game": tournament.games,
                "results": [{"name": e.name, "score": e.score, "four_ways": e.four_ways,
                             "stones_left": e.stones_left} for e in tournament.results],
            },
        }
