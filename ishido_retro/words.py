"""Counted nouns for the texts a player reads: "1 point", "2,048 points", "1 4-Way"."""

from __future__ import annotations

__all__ = ["counted"]


def counted(n: int, noun: str) -> str:
    """``n`` (with thousands separators) and ``noun``, plural (an added s) unless ``n`` is exactly 1."""
    return f"{n:,} {noun}{'s' * (n != 1)}"
