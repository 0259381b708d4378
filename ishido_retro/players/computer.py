"""Computer players: the levels by name.

Each level is a class with ``choose(game, rng=None) -> Square``: the square on
which the current touchstone goes.  :func:`make_player` builds one by name;
:data:`LEVELS` lists the names, weakest first.

* ``random``: any legal square (for tests and benchmarks).
* ``greedy``: the most points right now; among equals, the square with more
  neighbours, then the one fewest unseen stones could use (for benchmarks).
* ``novice``: plays like a beginner: legal, keen on points now, and now and then
  a move with no plan at all.
* ``adept``: judges every square (:mod:`.judge`), then looks one stone ahead for
  the best few: the average, over every kind of stone still to come weighted by
  its unseen copies, of the best place that stone would then have.  With an
  injected clock it stops looking ahead once another look-ahead would pass its
  limit (45 ms), and drops a look-ahead the deadline cuts short (a move stays under 50 ms).
* ``master``: the same look-ahead over more squares, then, for the six best,
  playouts: the same sampled orders of the next eight stones played out from
  each square by the judge's favourite placement; every 16 rounds the worse
  half of the squares drop out (six, three, then two), up to 128 rounds or as
  many as its time allows (at most about 1 s a move).  It stops at a deadline
  read from an injected clock, and its work is bounded without one.

What a player may know
----------------------
``choose`` turns the game into a :class:`~ishido_retro.engine.view.PlayerView` with
:func:`~ishido_retro.engine.view.view_of` and decides from that alone: the board, the touchstone
and the *multiset* of stones still to come, kept as counts by kind in a fixed
order.  The order of the pouch never reaches a player.

The levels live in :mod:`.simple` (random, greedy, novice), :mod:`.adept` and
:mod:`.master`, on what :mod:`.base` and the look-ahead of :mod:`.search` share.
"""

from __future__ import annotations

from ishido_retro.players.adept import AdeptPlayer
from ishido_retro.players.base import Clock, Player, SeededPlayer, position_of
from ishido_retro.players.judge import Weights
from ishido_retro.players.master import MasterPlayer
from ishido_retro.players.simple import GreedyPlayer, NovicePlayer, RandomPlayer

__all__ = ["LEVELS", "AdeptPlayer", "Clock", "GreedyPlayer", "MasterPlayer", "NovicePlayer", "Player",
           "PLAYABLE_LEVELS", "RandomPlayer", "UnknownLevel", "Weights", "make_player", "position_of"]


class UnknownLevel(ValueError):
    """A player level name that does not exist."""


_REGISTRY: dict[str, type[SeededPlayer]] = {
    "random": RandomPlayer,
    "greedy": GreedyPlayer,
    "novice": NovicePlayer,
    "adept": AdeptPlayer,
    "master": MasterPlayer,
}

LEVELS: tuple[str, ...] = tuple(_REGISTRY)

# The levels a person chooses between in the game (the others are for tests and benchmarks).
PLAYABLE_LEVELS: tuple[str, ...] = ("novice", "adept", "master")


def make_player(level: str, seed: int | None = None, clock: Clock | None = None) -> Player:
    """A computer player of ``level`` (one of :data:`LEVELS`), deterministic for a given seed.

    ``clock`` (a function giving seconds) lets Adept and Master keep to their time limits.
    """
    try:
        cls = _REGISTRY[level]
    except (KeyError, TypeError):
        raise UnknownLevel(f"there is no player level {level!r}; the levels are {', '.join(LEVELS)}") from None
    if cls is MasterPlayer:
        return MasterPlayer(seed=seed, clock=clock)
    if cls is AdeptPlayer:
        return AdeptPlayer(seed=seed, clock=clock)
    return cls(seed=seed)

