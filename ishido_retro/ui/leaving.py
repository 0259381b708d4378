"""SIGTERM and SIGINT end the game at once, keeping what closing the window keeps.

SDL turns these signals into a window close only while a window polls its events, and a
headless run ignores SIGTERM altogether; a close then joined the computer's worker process
and waited for ever. :func:`end_on_signals` (called by the entry points once pyxel is
initialised, so its handlers replace SDL's) only notes the signal; the frame loop (and a search
running on the UI thread, between its steps) calls :func:`check`, which keeps the game in
progress (and a hosted editor's edits) as a window close does, kills the worker processes and
ends the process with status 128 + the signal's number. No frame lasts long, so that is at once.
"""

from __future__ import annotations

import os
import signal
import sys
from collections.abc import Callable

from ishido_retro.ui.thinking import watch

_signal: int | None = None
_keep: Callable[[], None] | None = None
_prog: str | None = None            # a scripted run says on stderr what stopped it, after its program's name


def keep_with(keep: Callable[[], None]) -> None:
    """What leaving keeps: the window's ``window_closing`` (the latest window made)."""
    global _keep
    _keep = keep


def keep_now() -> None:
    """Keep now what leaving keeps (the last resort's first step: :mod:`.lastresort`)."""
    if _keep is not None:
        _keep()


def end_on_signals(prog: str | None = None) -> None:
    """From now on SIGTERM and SIGINT end the process at the next :func:`check` (a browser page has none);
    with ``prog`` (a scripted run) it says ``PROG: stopped by SIGTERM`` on stderr."""
    global _prog
    _prog = prog
    watch.check_between_steps(check)
    if sys.platform == "emscripten":
        return
    for number in (signal.SIGTERM, signal.SIGINT):
        signal.signal(number, _noted)


def _noted(number: int, _frame: object) -> None:
    global _signal
    _signal = number


def check() -> None:
    """Leave now if a signal asked to: keep what a window close keeps, stop the workers, exit."""
    if _signal is None:
        return
    try:
        if _keep is not None:
            _keep()
    finally:
        from ishido_retro.ui.thinking import workers
        workers.stop_all()
        workers.release_locks()      # else multiprocessing's resource tracker warns of them on the terminal
        if _prog is not None:
            print(f"{_prog}: stopped by {signal.Signals(_signal).name}", file=sys.stderr)
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(128 + _signal)
