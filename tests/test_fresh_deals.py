"""Fresh deals (issue 47 point 8): New Game deals from the randomness source, not from a chain that a deal played
by number restarts; a tournament plays its own deal; the deal number shows on the strip in every mode. The source
is injected (``App(seeds=...)``, the runner's ``seed:`` step pins it), so these tests see the same deals each run."""

from __future__ import annotations

import random

import pytest
from helpers import run
from test_e2e_modes import setup

from ishido_retro.ui.play.titlestrip import strip_with_deal

pytestmark = pytest.mark.usefixtures("pyxel_ready")


class Fixed(random.Random):
    """A source that gives ``values`` in turn (then repeats the last)."""

    def __init__(self, *values: int) -> None:
        super().__init__(0)
        self.values = list(values)

    def randrange(self, *_args, **_kwargs) -> int:  # type: ignore[override]
        return self.values.pop(0) if len(self.values) > 1 else self.values[0]


def _app(*values: int):
    from ishido_retro.cli.launch import open_editor
    from ishido_retro.ui.app import App
    from ishido_retro.ui.clocks import FrameClock
    return App(quit_hook=lambda: None, clock=FrameClock(), open_editor=open_editor, seeds=Fixed(*values))


def _play_deal(number: int) -> list:
    return [{"menu": ["Game", "Play Deal"]}, {"type": str(number)}, {"key": "return"}]


def _end(app) -> None:
    """End the game on the board and close every window its end opens."""
    run([{"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}], app=app)
    for _ in range(6):
        if app.windows:
            ok = app.find_widget("OK") or app.find_widget("Close")
            run([{"click": {"widget": ok.name}} if ok is not None else {"key": "escape"}], app=app)
    assert not app.windows


def test_new_game_after_a_deal_played_by_number_comes_from_the_source_not_from_that_deal():
    app = run([{"click": [160, 100]}], app=_app(11, 22, 33, 44))
    assert app.game.deal.seed == 22                 # 11 was the first match's, 22 the title's start
    run([*_play_deal(644533553)], app=app)
    assert app.game.deal.seed == 644533553
    _end(app)
    run([{"menu": ["Game", "New Game"]}], app=app)
    assert app.game.deal.seed == 33
    run(_play_deal(644533553), app=app)
    _end(app)
    run([{"menu": ["Game", "New Game"]}], app=app)
    assert app.game.deal.seed == 44                 # the same deal again: a new deal after it, not 33 again


def test_a_fresh_deal_is_never_the_deal_just_played():
    app = run([{"click": [160, 100]}], app=_app(5, 7, 7, 7, 9))
    assert app.game.deal.seed == 7
    run([{"menu": ["Game", "Tournament…"]}, {"click": {"widget": "OK"}}], app=app)
    assert app.game.deal.seed == 9                  # the source said 7 twice more: skipped, the tournament's own


def test_the_runner_seed_step_pins_the_deals_that_follow():
    first = run([{"click": [160, 100]}, {"seed": 42}, {"menu": ["Game", "New Game"]}])
    second = run([{"click": [160, 100]}, {"seed": 42}, {"menu": ["Game", "New Game"]}])
    assert first.game.deal.seed == second.game.deal.seed != 42


@pytest.mark.parametrize("mode", ["Cooperative", "Challenge", "Tournament"])
def test_the_deal_number_is_on_the_strip_in_every_mode(mode):
    app = run(setup(mode, seed=644533553))
    if mode == "Tournament":
        run([{"type": "Wilhelmina Konstantinova"}, {"click": {"widget": "OK"}}], app=app)
    left, deal, right = app.play.strip_texts()
    strip, placed = strip_with_deal(left, app.play.short_left(), deal, right)
    assert placed is not None and placed[1].endswith(str(app.game.deal.seed))


def test_the_longest_strip_still_shows_the_deal_s_number():
    strip, placed = strip_with_deal("Tournament - Ancient - game 12", "Game 12 - Ancient", "Deal 2147483647",
                                    "Wilhelmina Konstantin  12:34")
    assert placed is not None and placed[1:] in (("Deal 2147483647", True), ("#2147483647", True))
