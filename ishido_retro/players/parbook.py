"""The pars already found, one a deal: the ``ishido-par/1`` text format.

::

    format: ishido-par/1
    pars:
      - {deal: 644533553, scoring: modern, strict: false, effort: 2048,
         four_ways: 10, points: 71400, stones_left: 0, moves: [40, 41, ...]}

A par belongs to a deal number, a scoring and the 4-Way rule; ``effort`` is the widest beam that
found it (:mod:`.par`), ``moves`` its squares (``Square.cell_index``, 0..95) in order, so the par game
can be watched without solving the deal again.  Only finished searches are kept.  The newest
:data:`MAX_PARS` are kept; a reader ignores other keys.  Pure: parse from text, format to text; the
file lives in the data folder (:mod:`ishido_retro.storage.pars`).  The figures are checked against
the engine's replay of the moves when a par is used (:func:`.par.replay`), not here.
"""

from __future__ import annotations

from typing import Any

import yaml

from ishido_retro.engine.deal import DEAL_NUMBERS
from ishido_retro.engine.scoring import SCORINGS
from ishido_retro.formats import DataFileError, load_format_mapping, show_value
from ishido_retro.players.par import ParGame

FORMAT = "ishido-par/1"
MAX_PARS = 1000
WHAT = "a pars file"
SOURCE = "The pars file"

ParKey = tuple[int, str, bool]          # deal number, scoring, strict 4-Way rule
Book = dict[ParKey, tuple[ParGame, int]]  # ... -> (the par, the effort that found it)


class ParBookError(DataFileError):
    """A pars file the game cannot read; ``str(exc)`` is one plain sentence."""


def format_book(book: Book) -> str:
    """The text of a pars file (the newest :data:`MAX_PARS`); :func:`parse_book` reads it back."""
    entries = list(book.items())[-MAX_PARS:]
    pars = [{"deal": deal, "scoring": scoring, "strict": strict, "effort": effort, "four_ways": par.four_ways,
             "points": par.points, "stones_left": par.stones_left, "moves": list(par.squares)}
            for (deal, scoring, strict), (par, effort) in entries]
    return yaml.safe_dump({"format": FORMAT, "pars": pars}, sort_keys=False, default_flow_style=None, width=100)


def _int(entry: dict[Any, Any], key: str, low: int, high: int, n: int) -> int:
    value = entry.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ParBookError(f"{SOURCE}'s par {n}: its {key} is {show_value(value)}; it must be a whole number "
                           f"from {low} to {high}")
    return value


def _entry(entry: Any, n: int) -> tuple[ParKey, tuple[ParGame, int]]:
    if not isinstance(entry, dict):
        raise ParBookError(f"{SOURCE}'s par {n} is {show_value(entry)}, not a list of keys and values")
    deal = _int(entry, "deal", DEAL_NUMBERS[0], DEAL_NUMBERS[-1], n)
    scoring, strict = entry.get("scoring"), entry.get("strict", False)
    if scoring not in SCORINGS:
        raise ParBookError(f"{SOURCE}'s par {n}: its scoring is {show_value(scoring)}; it must be modern or ancient")
    if not isinstance(strict, bool):
        raise ParBookError(f"{SOURCE}'s par {n}: its strict is {show_value(strict)}; it must be true or false")
    effort = _int(entry, "effort", 1, 10**7, n)
    moves = entry.get("moves")
    if not isinstance(moves, list) or len(moves) > 66:
        raise ParBookError(f"{SOURCE}'s par {n}: its moves are {show_value(moves)}; they must be a list of at "
                           f"most 66 squares")
    for q in moves:
        if isinstance(q, bool) or not isinstance(q, int) or not 0 <= q < 96:
            raise ParBookError(f"{SOURCE}'s par {n}: one of its squares is {show_value(q)}; a square is 0 to 95")
    left = _int(entry, "stones_left", 0, 66, n)
    if left != 66 - len(moves):
        raise ParBookError(f"{SOURCE}'s par {n} has {len(moves)} moves and {left} stones left; they must add up "
                           f"to 66")
    par = ParGame(tuple(moves), _int(entry, "four_ways", 0, 66, n), _int(entry, "points", 0, 10**9, n), left,
                  effort)
    return (deal, scoring, strict), (par, effort)


def parse_book(text: str) -> Book:
    """The pars a pars file's text holds; ParBookError (a DataFileError) names the first fault."""
    data = load_format_mapping(text, FORMAT, ParBookError, WHAT, SOURCE, max_depth=5)
    pars = data.get("pars") or []
    if not isinstance(pars, list) or len(pars) > MAX_PARS:
        raise ParBookError(f"{SOURCE}'s 'pars' must be a list of at most {MAX_PARS} pars, not {show_value(pars)}")
    return dict(_entry(entry, n) for n, entry in enumerate(pars, 1))
