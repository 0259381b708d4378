"""A runner script: the file of steps, read and checked (:func:`load_script`), the time a run may take
(:func:`run_limits`), and what ends a run (:class:`ScriptError` with one sentence, :class:`Quit`).

The steps themselves are the runner's (:mod:`.runner`, its table; :mod:`.steps`, what each does).
"""

from __future__ import annotations

import contextlib
import signal
import sys
from collections.abc import Iterator
from pathlib import Path

from ishido_retro.formats import DataFileError, FileMissing, show_value
from ishido_retro.storage.safeio import read_yaml

STEP_KINDS = ("seed", "click", "rclick", "drag", "menu", "key", "pad", "type", "wait", "clock", "shot", "dump",
              "date", "save", "load", "close_window", "drop", "input", "tap", "longpress", "phone_type")
MAX_SCRIPT_BYTES = 1024 * 1024


class ScriptError(Exception):
    """A script that cannot be read, or a step that cannot be done; the message is one sentence."""

    def __init__(self, message: str) -> None:
        message = message.strip()
        super().__init__(message if message.endswith((".", "?", "!")) else message + ".")


class Quit(Exception):
    """The app asked to quit (File > Quit): the script stops there."""


@contextlib.contextmanager
def run_limits(time_limit: float) -> Iterator[None]:
    """Inside the block a run ends when it has taken ``time_limit`` seconds (ScriptError). (SIGTERM and
    SIGINT end it at the next frame, as they end a window: :mod:`.leaving`.)"""
    def too_long(signum: int, frame: object) -> None:
        raise ScriptError(f"the script ran for longer than its time limit of {time_limit:g} seconds and was stopped "
                          f"(--time-limit SECONDS gives it more)")
    kept = []
    alarm = hasattr(signal, "setitimer") and sys.platform != "emscripten"     # a browser page has no signals
    if alarm:
        kept.append((signal.SIGALRM, signal.signal(signal.SIGALRM, too_long)))
        signal.setitimer(signal.ITIMER_REAL, time_limit)
    try:
        yield
    finally:
        if alarm:
            signal.setitimer(signal.ITIMER_REAL, 0)
        for sig, handler in kept:
            signal.signal(sig, handler)


def load_script(path: str | Path, kinds: tuple[str, ...] = STEP_KINDS) -> list:
    """The steps of a runner script, each one of ``kinds`` (another app passes its own), checked;
    :class:`ScriptError` with one sentence otherwise."""
    try:
        data = read_yaml(path, MAX_SCRIPT_BYTES, "a runner script", max_depth=8)
    except FileMissing:
        raise ScriptError(f"script {path} does not exist") from None
    except DataFileError as exc:
        raise ScriptError(f"script {path} cannot be read: {exc}") from None
    if data is None:
        data = []
    _refuse_huge_values(data, path)
    if not isinstance(data, list):
        raise ScriptError(f"script {path} must be a YAML list of steps, not {show_value(data)}")
    for i, step in enumerate(data, 1):
        kind: str | None
        if isinstance(step, str):
            kind = step
        else:
            kind = next(iter(step)) if isinstance(step, dict) and len(step) == 1 else None
        if not isinstance(kind, str) or kind not in kinds:
            raise ScriptError(f"step {i}: {show_value(step)} is not a step; "
                              f"use one of {', '.join(kinds)}")
    return data


def _refuse_huge_values(data: object, path: str | Path) -> None:
    """Refuse numbers and texts no step needs, so messages that quote a step stay short and printable."""
    todo = [data]
    while todo:
        value = todo.pop()
        if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 64:
            raise ScriptError(f"script {path} holds {show_value(value)}; no step needs one that large")
        if isinstance(value, str) and len(value) > 10_000:
            raise ScriptError(f"script {path} holds a text of {len(value)} characters; no step needs one that long")
        if isinstance(value, dict):
            todo.extend(value.keys())
            todo.extend(value.values())
        elif isinstance(value, list):
            todo.extend(value)
