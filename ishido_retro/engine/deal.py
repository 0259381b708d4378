"""Dealing: the opening tableau and the order of the pouch, from a seed."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from ishido_retro.engine.stones import COLOURS, FULL_SET, SYMBOLS, TABLEAU_SQUARES, Square, Stone
from ishido_retro.formats.numbers import is_digits, whole_number


class DealError(ValueError):
    """A tableau or pouch that is not a proper Ishido deal."""


@dataclass(frozen=True)
class Deal:
    """The six opening stones and the 66 others in draw order."""

    tableau: tuple[tuple[Square, Stone], ...]
    pouch: tuple[Stone, ...]
    seed: int | None = None

    def check(self) -> None:
        """Raise DealError with a clear sentence if this is not a valid deal."""
        squares = [sq for sq, _ in self.tableau]
        if len(self.tableau) != 6 or sorted(squares) != sorted(TABLEAU_SQUARES):
            raise DealError("the tableau must hold exactly one stone on each corner "
                            "and on the centre squares (5,3) and (6,4)")
        stones = [st for _, st in self.tableau]
        for stone in stones + list(self.pouch):
            stone.check()
        if {s.colour for s in stones} != set(range(COLOURS)) or {s.symbol for s in stones} != set(range(SYMBOLS)):
            raise DealError("the six tableau stones must show all six colours and all six symbols")
        if len(self.pouch) != 66:
            raise DealError(f"the pouch must hold 66 stones, not {len(self.pouch)}")
        counts = Counter(stones) + Counter(self.pouch)
        for stone, n in sorted(counts.items()):
            if n > 2:
                raise DealError(f"stone {list(stone)} appears {n} times; a set has two of each")
        if sum(counts.values()) != 72 or len(counts) != 36:
            raise DealError("tableau and pouch together must be the 72 stones of a set, two of each")


def deal(seed: int) -> Deal:
    """Deal a game from ``seed``: the same seed always gives the same game."""
    rng = random.Random(seed)
    symbols = list(range(SYMBOLS))
    rng.shuffle(symbols)
    # One stone of each colour, each with a different symbol: all six of both show.
    opening = [Stone(colour, symbols[colour]) for colour in range(COLOURS)]
    rng.shuffle(opening)
    tableau = tuple(zip(TABLEAU_SQUARES, opening))
    rest = list(FULL_SET)
    for stone in opening:
        rest.remove(stone)
    rng.shuffle(rest)
    return Deal(tableau=tableau, pouch=tuple(rest), seed=seed)


DEAL_NUMBERS = range(1, 2**31)          # the deal numbers a player may type (new games draw from these too)


def deal_of_the_day(date: str) -> int:
    """The deal number of the day ``date`` (``YYYY-MM-DD``): the same for everyone on that date.

    It is the first eight hex digits of the SHA-256 of ``"ishido-retro deal of the day YYYY-MM-DD"``,
    taken modulo 2**31 - 1, plus one (so it lies in :data:`DEAL_NUMBERS`).
    """
    # ASCII digits only: "２０２６-11-22" (full-width) would hash to another deal than "2026-11-22".
    if not (isinstance(date, str) and len(date) == 10 and date[4] == date[7] == "-"
            and is_digits(date[:4] + date[5:7] + date[8:])):
        raise ValueError(f"a date is written YYYY-MM-DD, not {date!r}")
    import hashlib  # loads OpenSSL: only when a day's deal is asked for, not at the game's start
    digest = hashlib.sha256(f"ishido-retro deal of the day {date}".encode()).hexdigest()
    return int(digest[:8], 16) % (2**31 - 1) + 1


def parse_deal_number(text: str) -> int:
    """The deal number a player typed; ValueError with a plain sentence when it is not one."""
    # ASCII digits only: not the superscript "²" (isdigit says yes, int() raises), nor full-width "１２"
    number = whole_number(text.strip().lstrip("#"), DEAL_NUMBERS[0], DEAL_NUMBERS[-1], max_digits=10)
    if number is None:
        raise ValueError(f"a deal number is a whole number from 1 to {DEAL_NUMBERS[-1]}")
    return number
