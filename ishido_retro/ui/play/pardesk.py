"""The par of the deal on the board, worked out beside the game and kept per deal in the data folder.

When a game starts on a numbered deal, the par (:mod:`ishido_retro.players.par`) is looked up in
the pars file (:mod:`ishido_retro.storage.pars`); a deal not solved yet is solved where the computer
thinks (:class:`~ishido_retro.ui.thinking.thinker.Thinker`): in a worker process of its own, one
round a job so the par so far arrives round by round; in a page, in the slices of frames no other
thinking wants (:func:`~ishido_retro.ui.thinking.slices.submit_background`), at a smaller effort; in a
scripted run not at all, unless ``ISHIDO_RETRO_PAR_EFFORT`` sets the effort (then at once, so a
script sees the same whatever the machine). ``ISHIDO_RETRO_PAR_EFFORT=0`` turns the par off. A par
found to the end is kept in the file, so a deal is solved once; a kept par is used only after the
engine replayed its moves to the same figures.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from concurrent.futures import Future
from functools import partial
from typing import Any

from ishido_retro.engine import Game
from ishido_retro.formats.numbers import whole_number
from ishido_retro.match import Match
from ishido_retro.players.par import DEFAULT_EFFORT, ParGame, ParSearch, replay, round_best, round_steps, widths
from ishido_retro.players.parbook import Book, ParKey
from ishido_retro.players.steps import finish
from ishido_retro.ui.play.parline import band_par, par_line
from ishido_retro.ui.thinking import slices
from ishido_retro.ui.thinking.thinker import Job, Thinker

EFFORT_VAR = "ISHIDO_RETRO_PAR_EFFORT"
MAX_ASKED_EFFORT = 1 << 20  # a wider beam than any machine thinks through; more is not a number asked for
PAGE_EFFORT = 512           # a page thinks in slices of its frames, in a slower Python


def par_key(game: Game) -> ParKey | None:
    """What a par belongs to: the deal's number, the scoring, the 4-Way rule (None: a deal with no number)."""
    seed = game.deal.seed
    return None if seed is None else (seed, game.scoring, game.rules.strict_four_way)


def _effort_asked() -> int | None:
    """The effort ``ISHIDO_RETRO_PAR_EFFORT`` asks for (ASCII digits only: a superscript ``²`` passes
    ``str.isdigit`` and then ``int`` raises); None when unset or not a plain number."""
    return whole_number(os.environ.get(EFFORT_VAR, ""), 0, MAX_ASKED_EFFORT)


def _replays_to(game: Game, par: ParGame) -> bool:
    """Whether the engine replays ``par``'s moves on ``game``'s deal to the figures it claims."""
    try:
        played = replay(game.deal, game.scoring, game.rules, par)
    except ValueError:
        return False
    return (played.is_over and (played.four_ways, played.final_score(), played.stones_left)
            == (par.four_ways, par.points, par.stones_left))


class ParDesk:
    """The par of the deal on the board; :meth:`update` once a frame, :meth:`current` to read it."""

    def __init__(self, match: Callable[[], Match], scripted: Callable[[], bool]) -> None:
        self._match = match
        self.thinker = Thinker(scripted)
        self.tell: Callable[[str], object] = lambda sentence: None    # a problem with the pars file
        self.changed: Callable[[], object] = lambda: None            # a better par came in, or the search ended
        self._book: Book | None = None
        self._key: ParKey | None = None
        self._effort = 0
        self._best: ParGame | None = None
        self._final = False
        self._answers: list[Future[Any]] = []
        self._search: ParSearch | None = None

    def _load(self) -> Book:
        if self._book is None:
            from ishido_retro.storage.pars import load_pars

            self._book, problem = load_pars()
            if problem:
                self.tell(problem)
        return self._book

    def update(self) -> None:
        """Once a frame: start on a new deal, take the rounds that came in, keep a par found to the end."""
        game = self._match().game
        key = par_key(game)
        if key != self._key:
            self._begin(key, game)
        if self._final or key is None:
            return
        if self._search is not None:
            self._take(self._search.best)
            if self._search.final:
                self._finished()
            return
        while self._answers and self._answers[0].done():
            answer = self._answers.pop(0)
            if answer.cancelled() or answer.exception() is not None:
                self._answers = []
                return          # a worker that died: no par this game (the game goes on)
            self._take(answer.result())
            if not self._answers:
                self._finished()

    def _begin(self, key: ParKey | None, game: Game) -> None:
        for answer in self._answers:
            answer.cancel()
        if self._answers or self._search is not None:
            self.thinker.stop()
        self._key, self._best, self._final, self._answers, self._search = key, None, False, [], None
        where = self.thinker.where()
        asked = _effort_asked()
        self._effort = asked if asked is not None else PAGE_EFFORT if where == "slices" else DEFAULT_EFFORT
        if key is None or self._effort == 0:
            return
        kept = self._load().get(key)
        if kept is not None and _replays_to(game, kept[0]):
            self._best = kept[0]
            if kept[1] >= self._effort:
                self._final = True
                return
        if where == "now" and asked is None:
            self._final = self._best is not None    # a script sees a kept par, and solves only when asked to
            return
        deal, scoring, rules = game.deal, game.scoring, game.rules
        if where == "slices" or where == "now":
            self._search = ParSearch(deal, scoring, rules, self._effort)
            if where == "now":
                finish(self._search.steps())
            else:
                slices.submit_background(self._search.steps())
            return
        self._answers = self.thinker.ask_all([
            Job(partial(_round_steps, deal, scoring, rules, width), partial(round_best, deal, scoring, rules, width))
            for width in widths(self._effort)])

    def _take(self, found: ParGame | None) -> None:
        scoring = self._key[1] if self._key is not None else "modern"
        if found is not None and (self._best is None or found.rank(scoring) > self._best.rank(scoring)):
            self._best = found
            self.changed()

    def _finished(self) -> None:
        self._final, self._search = True, None
        self.changed()
        if self._best is not None and self._key is not None:
            from ishido_retro.storage.pars import keep_par

            self._load()[self._key] = (self._best, self._effort)
            problem = keep_par(self._key, self._best, self._effort)
            if problem:
                self.tell(problem)

    def current(self) -> tuple[ParGame, bool] | None:
        """(the best game so far, whether the search is over) for the deal on the board, or None."""
        if self._best is None or par_key(self._match().game) != self._key:
            return None
        return self._best, self._final

    def line(self, made: int) -> str | None:
        """The Game Over line (:func:`.parline.par_line`) for a player who made ``made`` 4-Ways, or None."""
        game = self._match().game
        if self._key is None or par_key(game) != self._key or (self._best is None and not self._working()):
            return None
        now = self.current()
        return par_line(self._key[0], None if now is None else now[0], self._final, game.scoring, made)

    def short(self) -> str | None:
        """The par in Game Over's one line (:func:`.parline.band_par`), when :meth:`line` has one."""
        if self.line(0) is None:
            return None
        now = self.current()
        return band_par(None if now is None else now[0], self._final)

    def state(self) -> tuple[ParGame | None, bool, bool]:
        """(the best game so far or None, whether it is final, whether it is still being found) for the board's
        deal."""
        now = self.current()
        return None if now is None else now[0], now is not None and now[1], self._working()

    def kept(self, key: ParKey) -> ParGame | None:
        """The par kept in the pars file for ``key`` (found at any effort), or None."""
        found = None if _effort_asked() == 0 else self._load().get(key)
        return None if found is None else found[0]

    def _working(self) -> bool:
        return bool(self._answers) or self._search is not None

    def par_game(self) -> Game | None:
        """The par game of the deal on the board, replayed by the engine (to watch it), or None."""
        now = self.current()
        if now is None:
            return None
        game = self._match().game
        return replay(game.deal, game.scoring, game.rules, now[0])

    def dump(self) -> dict[str, Any] | None:
        now = self.current()
        if now is None:
            return None
        par, final = now
        return {"four_ways": par.four_ways, "points": par.points, "stones_left": par.stones_left, "final": final}


def _round_steps(deal: Any, scoring: str, rules: Any, width: int, clock: object) -> Any:
    """:func:`round_steps` in the form a :class:`Job` asks for (a round has no time limit)."""
    return round_steps(deal, scoring, rules, width)
