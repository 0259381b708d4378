"""Game > Start Game Over, said one way wherever it is asked: what it ends, what it keeps, where the new
start may be entered (the rule of :func:`ishido_retro.scores.highscores.boards_for`).

Starting over puts every stone back and plays the same deal from its first stone. A game still in
progress ends without a score (nothing of it is recorded); a finished one keeps the score it was
recorded with. The new start can enter Today's Scores but not the All-Time Highs; in a tournament
it counts in the tournament's standings but enters no board.
"""

from __future__ import annotations

TITLE = "Start Game Over"


def where_it_counts(mode: str) -> str:
    """Where a game started over may be entered, in a few words."""
    if mode == "tournament":
        return "It counts in the tournament, but not on the Tournament High Scores."
    return "It can enter Today's Scores, but not the All-Time Highs."


def question(mode: str, in_progress: bool) -> str:
    """The one question Start Game Over asks."""
    deal = "this tournament game" if mode == "tournament" else "this deal"
    kept = ("The game on the board ends without a score." if in_progress else
            "The game just played keeps its score.")
    return f"Play {deal} again from its first stone? {kept} {where_it_counts(mode)}"


def started_over(mode: str) -> str:
    """The status line once the game has started over."""
    if mode == "tournament":
        return "Started over: no Tournament High Score."
    return "Started over: Today's Scores only."
