"""The Game Over summary: why the game ended, what it made, the tournament so far, and what next.

:func:`summary_lines` writes the summary from the result; :class:`GameOverSummary` shows it (after
the augury of the 4-Way that ended the game, when there is one) in one window with where the game ranks
and its name, and OK, Review, Scores and New Game, in two bands around the board (:mod:`.endband`): the board
stays the player's meanwhile.
"""

from __future__ import annotations

from collections.abc import Callable

from ishido_retro.engine import Game
from ishido_retro.engine.scoring import end_bonus
from ishido_retro.engine.stones import STONE_COUNT
from ishido_retro.match import GameResult, Match, Tournament
from ishido_retro.ui.play.endband import NEW_GAME, PICKED_UP, GameOverWindow, band_heading, band_line
from ishido_retro.ui.play.tournament import standings_lines
from ishido_retro.ui.ports import Requesters, SoundPort
from ishido_retro.ui.widgets.base import Window
from ishido_retro.words import counted

WHY = {"emptied": "The pouch is empty: every stone is on the board!",
       "stuck": "The stone on the touchstone fits nowhere on the board.",
       "player": "The game was ended.",
       "time": "The time for this game ran out."}


def summary_lines(result: GameResult, game: Game, tournament: Tournament | None) -> list[str]:
    """The Game Over requester's text, a line each."""
    left = result.stones_left
    bonus = end_bonus(left)
    in_pouch = len(game.pouch)
    where = (f" (the touchstone and {in_pouch} in the pouch)" if left == in_pouch + 1 else
             f" ({in_pouch} in the pouch)" if left == in_pouch and left else "")
    if result.scoring == "ancient":
        lines = [WHY[result.reason], "", f"Stones placed: {STONE_COUNT - left} of {STONE_COUNT}.",
                 f"Stones not placed: {left}{where}.", f"4-Ways: {result.four_ways}.", "",
                 "The Ancient Way counts no points: emptying the pouch wins; then more 4-Ways rank higher, "
                 "then fewer stones left.",
                 "Ancient Way: " + ("a win - the pouch is empty." if left == 0 else "not a win this time.")]
    else:
        lines = [WHY[result.reason], "", f"Stones not placed: {left}{where}.", f"4-Ways: {result.four_ways}.",
                 f"End bonus: {counted(bonus, 'point')}." if bonus else
                 "No end bonus (it needs two stones left or fewer)."]
        lines += _modern_outcome(result, game)
    if tournament is not None:
        lines += ["", "Tournament so far:"] + standings_lines(tournament.results, result.scoring)
    return lines


def _modern_outcome(result: GameResult, game: Game) -> list[str]:
    """Who won (Challenge), the team's score (Cooperative) or the final score."""
    if result.mode == "challenge":
        lines = [f"{s.name}: {counted(s.score, 'point')}, {counted(s.four_ways, '4-Way')}." for s in result.scores]
        a, b = result.scores[0].score, result.scores[1].score
        return lines + ["A draw!" if a == b else f"{result.scores[0 if a > b else 1].name} wins."]
    if result.mode == "cooperative":
        return [f"Team score: {counted(game.final_score(), 'point')}."]
    who = f"{result.scores[0].name}'s final score" if result.mode == "tournament" else "Final score"
    return [f"{who}: {counted(game.final_score(), 'point')}."]


class GameOverSummary:
    """``finished(result)`` records the game and returns what enters its results (given the window as the
    :class:`~ishido_retro.ui.scores.desk.NameSlot` that asks the first name); ``new_game``, ``review`` and
    ``high_scores`` are the window's New Game, Review and Scores buttons.

    The one window at a game's end (:class:`GameOverWindow`) does not hold the board: a click on the board goes
    to it (the last stone may be picked up, which closes the window: the game is not over any more), a click on
    the scoreboard starts a new game as New Game does. For a later part (par): ``extra_line()`` is one more line
    of text, read again each frame (None: no line), ``extra_button()`` one more button ``(label, action)``."""

    def __init__(self, match: Callable[[], Match], requesters: Requesters, sounds: SoundPort,
                 finished: Callable[[GameResult], Callable[..., object] | None],
                 new_game: Callable[[], object], review: Callable[[], object],
                 high_scores: Callable[[], object] = lambda: None) -> None:
        self.match = match
        self.requesters = requesters
        self.sounds = sounds
        self.finished = finished
        self.new_game = new_game
        self.review = review
        self.high_scores = high_scores
        self.augury: Callable[[], Window | None] = lambda: None     # the Oracle's augury still on screen
        self.extra_line: Callable[[], str | None] = lambda: None
        self.extra_button: Callable[[], tuple[str, Callable[[], object]] | None] = lambda: None
        self.window: GameOverWindow | None = None
        # the deal's par (ui/play/pardesk.py): its line for the player's 4-Ways, and the par game to watch
        self.par_line: Callable[[int], str | None] = lambda made: None
        self.par_short: Callable[[], str | None] = lambda: None     # ... and in the band's one line
        self.watch_par: Callable[[], object] | None = None

    def show(self, result: GameResult) -> None:
        """Game Over now, or, when the 4-Way that ended the game opened an augury, once it is read."""
        augury = self.augury()
        if augury is None:
            self.open(result)
            return
        read = augury.on_close

        def then(answer: object) -> None:
            if read is not None:
                read(answer)
            self.open(result)
        augury.on_close = then

    def open(self, result: GameResult) -> None:
        """The Game Over window (the game is recorded first, and its first name asked in it)."""
        match = self.match()
        game = match.game
        if not game.is_over:             # its last stone was picked up before the augury was read
            return
        self.sounds.play("gameover")
        slot = EndSlot()
        after = self.finished(result)
        if after is not None:
            after(slot)
        lines = summary_lines(result, game, match.tournament) + slot.said
        self._show(result, "\n".join(lines), slot, self.extra_button() or self._watch_par_button(result))
        for text in slot.warnings:      # over it: read first
            self.requesters.message("High Scores", text)

    def _show(self, result: GameResult, text: str, slot: EndSlot, extra: tuple[str, Callable[[], object]] | None,
              waiting: str = "OK") -> None:
        """The window, asking the name ``slot`` holds; a second name (Challenge) is asked in the same window
        again, and the button ``waiting`` chosen before it acts once it is given (OK: whatever is chosen then)."""
        game = self.match().game

        def closed(answer: object) -> None:
            label, name = answer if isinstance(answer, tuple) else (answer, None)
            if label == PICKED_UP:
                return
            if label == "OK":
                label = waiting
            slot.wanted = label == SCORES
            if slot.answer is not None:
                reply, slot.answer, slot.places = slot.answer, None, None
                reply(("OK", name or ""))
                if slot.answer is not None:         # the other player's name: the same window again
                    self._show(result, text, slot, extra, label)
                    return
            elif slot.wanted:
                self.high_scores()
            if label == NEW_GAME:
                self.new_game()
            elif label == REVIEW:
                self.review()
            elif extra is not None and label == extra[0]:
                extra[1]()
        buttons = ["OK", REVIEW, SCORES, NEW_GAME] if game.history else ["OK", SCORES, NEW_GAME]
        if extra is not None:
            buttons.insert(-1, extra[0])
        places = slot.places

        def line(_extra: str | None) -> str:       # the band's one line: the par in its short form
            return band_line(result, places, self.extra_line() or self.par_short())
        self.window = GameOverWindow(text, buttons, slot, still_over=lambda: self.match().game.is_over,
                                     extra_line=lambda: self.extra_line() or self.par_line(result.four_ways),
                                     on_close=closed, heading=band_heading(result, game),
                                     line=line,
                                     details=lambda text: self.requesters.message("Summary", text))
        self.requesters.open(self.window)

    def _watch_par_button(self, result: GameResult) -> tuple[str, Callable[[], object]] | None:
        """Watch Par, once the deal's par is known or being worked out (ui/play/pardesk.py)."""
        if self.watch_par is None or not self.par_line(result.four_ways):
            return None        # offered while the par is being worked out too: it shows the best game so far
        return WATCH_PAR, self.watch_par

    def new_game_from_board(self) -> None:
        """A click on the scoreboard (or Return, or the pad's A, on the board) once the game is over: New Game,
        through the Game Over window when it is open (its name is entered first)."""
        window = self.window
        if window is not None and not window.closed:
            window.choose(NEW_GAME)
        else:
            self.new_game()


REVIEW, SCORES, WATCH_PAR = "Review", "Scores", "Watch Par"


class EndSlot:
    """The Game Over window as the place where the first name is asked (``NameSlot``)."""

    def __init__(self) -> None:
        self.places: dict[str, int] | None = None
        self.default = ""
        self.answer: Callable[[object], None] | None = None
        self.said: list[str] = []
        self.warnings: list[str] = []
        self.wanted = False
        self.asked = 0              # names asked so far: the second is the other player's (Challenge)

    def takes_name(self) -> bool:
        return self.answer is None

    def ask_name(self, places: dict[str, int], default: str, answer: Callable[[object], None]) -> None:
        self.places, self.default, self.answer = places, default, answer
        self.asked += 1

    def say(self, text: str) -> None:
        self.said += ["", text]

    def warn(self, text: str) -> None:
        self.warnings.append(text)

    def boards_wanted(self) -> bool:
        return self.wanted
