"""``--time-limit SECONDS``, the flag both programs give a scripted run, and its default.

Kept apart from the runner so that the command lines can offer it without importing pyxel
(a plain start builds its window first and imports the rest while the title shows).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse

TIME_LIMIT = 600.0            # seconds a script may run, unless --time-limit says otherwise


def _seconds(text: str) -> float:
    import argparse

    from ishido_retro.formats.numbers import decimal_number

    seconds = decimal_number(text)      # ASCII digits only: no "inf", "1e999", "1_0" or full-width "６０"
    if seconds is None or not (math.isfinite(seconds) and seconds > 0):
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds above 0")
    return seconds


def add_time_limit(parser: argparse.ArgumentParser) -> None:
    """``--time-limit SECONDS``: how long a script may run before it is stopped (the game's and the editor's)."""
    parser.add_argument("--time-limit", type=_seconds, default=TIME_LIMIT, metavar="SECONDS",
                        help=f"stop a --script run that takes longer (default {TIME_LIMIT:g} seconds)")
