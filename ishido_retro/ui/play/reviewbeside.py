"""Game Review beside the other game of the same deal: the par game beside the player's (or, watching the par,
the player's beside it), at the same move number.

The review window (:mod:`.review`) shows one board at a time: its own game's with Master's choice, or, switched
with the ``Yours`` and ``Par`` buttons at its top right, the P key or the pad's X or Y, the other game's board
before the same move, that game's stone on its square in the white frame, and in the panel what the move paid
and the 4-Ways each game had made by then. Pure but for :func:`draw_beside_panel`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ishido_retro.engine import Game
from ishido_retro.players.review import ReviewTask, review_tasks
from ishido_retro.ui import draw
from ishido_retro.words import counted

YOURS, PAR = "Yours", "Par"               # the two switch buttons, by their labels (the runner's widget names)
SWITCH_KEYS, SWITCH_PAD = ("p",), ("x", "y")


@dataclass(frozen=True)
class Tally:
    """One move of a game: what it paid and the 4-Ways made by then (that move's included)."""

    points: int
    four_way: bool
    four_ways: int


def tallies(game: Game) -> list[Tally]:
    """The :class:`Tally` of each of ``game``'s placements, in order."""
    out, made = [], 0
    for placement in game.history:
        made += placement.four_way
        out.append(Tally(placement.points, placement.four_way, made))
    return out


@dataclass(frozen=True)
class GameShown:
    """One of the two games a review can show: whose (``"Par"`` or ``"You"``), its moves and their tallies."""

    who: str
    tasks: list[ReviewTask]
    tallies: list[Tally]
    final: bool = True          # False: the par so far (its search goes on; a better one replaces it)

    @classmethod
    def of(cls, who: str, game: Game, final: bool = True) -> GameShown:
        return cls(who, review_tasks(game, game.deal.seed or 0), tallies(game), final)

    def at(self, move: int) -> int:
        """The move of this game shown for ``move`` of the other: the same, or its last when it ended before."""
        return max(1, min(move, len(self.tasks)))

    def four_ways_at(self, move: int) -> int:
        """The 4-Ways this game had made by ``move`` (its last move's count once it ended)."""
        return self.tallies[min(move, len(self.tallies)) - 1].four_ways if self.tallies and move >= 1 else 0

    @property
    def whose(self) -> str:
        return "Par's" if self.who == "Par" else "Your"


def beside_sentence(shown: GameShown, move: int) -> str:
    """The status strip while the other game is shown (39 characters at most)."""
    at = shown.at(move)
    if at < move:
        ended = "The par" if shown.who == "Par" else "Your game"
        return f"{ended} ended at move {at}."
    tally = shown.tallies[at - 1]
    paid = "a 4-Way" if tally.four_way else counted(tally.points, "point")
    return f"{shown.whose} move {at}: {paid}."


def beside_dump(shown: GameShown, move: int) -> dict[str, Any]:
    """The runner's ``review.beside`` record: the other game's move shown for ``move``."""
    at = shown.at(move)
    task, tally = shown.tasks[at - 1], shown.tallies[at - 1]
    return {"who": shown.who.lower(), "move": at, "of": len(shown.tasks), "played": list(task.played),
            "points": tally.points, "four_ways": tally.four_ways, "final": shown.final}


def panel_lines(shown: GameShown, own: GameShown, move: int) -> list[str]:
    """The panel's lines (ten characters each at most) while ``shown`` is on the board beside ``own``."""
    at = shown.at(move)
    tally = shown.tallies[at - 1]
    first, second = (shown, own) if shown.who == "Par" else (own, shown)
    paid = "4-Way!" if tally.four_way else f" +{counted(tally.points, 'pt')}"
    head = f"{shown.whose} game"[:10] if shown.final else "Par so far"
    return [head, f"move {at}", "", paid, "", "4-Ways by", f"move {move}:", f" Par {first.four_ways_at(move)}",
            f" You {second.four_ways_at(move)}"]


def draw_beside_panel(x: int, y: int, lines: list[str], width: int) -> None:
    """The panel's text (its bevel is the review's own)."""
    for i, text in enumerate(lines):
        draw.text_fitted(x + 3, y + 3 + i * draw.LINE_H, text, width - 6, draw.FG)
