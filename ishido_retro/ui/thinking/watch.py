"""What the window watches of the computer's thinking without loading it (a quick start): whether an answer
asked of it is still to come (a resting window stays awake, :mod:`ishido_retro.ui.resting`), and what a search
thought on the UI thread does between two of its steps (nothing, until :mod:`ishido_retro.ui.leaving` says:
a signal then ends the run at once). :mod:`.thinker` reports here."""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from concurrent.futures import Future


def _carry_on() -> None:
    """Nothing: the search goes on."""


between_steps: Callable[[], None] = _carry_on
asked: weakref.WeakSet[Future[Any]] = weakref.WeakSet()    # the answers handed out that may still be awaited


def check_between_steps(check: Callable[[], None]) -> None:
    """Call ``check`` between the steps of a search thought on the UI thread."""
    global between_steps
    between_steps = check


def thinking() -> bool:
    """Whether an answer asked of a worker or of slices is still to come (a resting window stays awake)."""
    return any(not answer.done() for answer in list(asked))
