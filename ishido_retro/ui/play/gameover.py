"""The Game Over summary: why the game ended, what it made, the tournament so far, and what next.

:func:`summary_lines` writes the summary from the result; :class:`GameOverSummary` shows it (after
the augury of the 4-Way that ended the game, when there is one) with OK, Review and New Game.
"""

from __future__ import annotations

from collections.abc import Callable

from ishido_retro.engine import Game
from ishido_retro.engine.scoring import end_bonus
from ishido_retro.engine.stones import STONE_COUNT
from ishido_retro.match import GameResult, Match, Tournament
from ishido_retro.ui.play.tournament import standings_lines
from ishido_retro.ui.ports import Requesters, SoundPort
from ishido_retro.ui.widgets import Requester
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
    """``finished(result)`` records the game (it returns what to do once the summary is closed: the high
    scores); ``new_game`` and ``review`` are the summary's New Game and Review buttons."""

    def __init__(self, match: Callable[[], Match], requesters: Requesters, sounds: SoundPort,
                 finished: Callable[[GameResult], Callable[[], object] | None],
                 new_game: Callable[[], object], review: Callable[[], object]) -> None:
        self.match = match
        self.requesters = requesters
        self.sounds = sounds
        self.finished = finished
        self.new_game = new_game
        self.review = review
        self.augury: Callable[[], Window | None] = lambda: None     # the Oracle's augury still on screen
        # the deal's par (ui/play/pardesk.py): its line for the player's 4-Ways, and the par game to watch
        self.par_line: Callable[[int], str | None] = lambda made: None
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
        """The summary requester (the game is recorded first)."""
        match = self.match()
        game = match.game
        self.sounds.play("gameover")
        lines = summary_lines(result, game, match.tournament)
        par = self.par_line(result.four_ways)
        if par:
            lines += ["", par]
        after = self.finished(result)

        def closed(answer: object) -> None:
            if answer == "New Game":
                self.new_game()
            if after is not None:
                after()
            if answer == "Review":
                self.review()
            if answer == "Watch Par" and self.watch_par is not None:
                self.watch_par()
        buttons: tuple[str, ...] = ("OK", "Review", "New Game") if game.history else ("OK", "New Game")
        if par and self.watch_par is not None and not par.startswith("The par of"):
            buttons += ("Watch Par",)
        self.requesters.open(Requester("Game Over", "\n".join(lines), buttons=buttons, on_close=closed))
