"""Thinking that can stop and go on: a search written as a generator of steps.

A player's search yields (``None``) between small pieces of work and returns its answer, so
the same code either runs to the end at once (:func:`finish`) or a slice at a time inside
the frames of a window that has no worker process to think in. Yielding changes nothing of
what is computed or in which order, so both give the same answer.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import TypeVar

T = TypeVar("T")

Steps = Generator[None, None, T]

__all__ = ["Steps", "finish"]


def finish(steps: Steps[T], between: Callable[[], None] | None = None) -> T:
    """Run ``steps`` to the end and return its answer; ``between`` is called after each step."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value  # type: ignore[no-any-return]
        if between is not None:
            between()


def done(value: T) -> Steps[T]:
    """Steps that give ``value`` at once (for thinking too short to cut)."""
    return value
    yield  # a generator with no step
