"""``ishido-retro par DEAL``: the par of a deal, the best game the solver finds knowing the pouch's order.

It prints one line, ``deal DEAL: N 4-Ways, P points, emptied`` (or ``..., K stones left``);
``--record FILE`` writes the par game as a game record (``ishido-record/1``), ``--effort N`` sets the
widest beam (in boards, so a deal and an effort always give the same par), ``--seconds S`` stops the
search after S seconds of CPU with the best game so far, ``--scoring ancient`` ranks games the
Ancient way and ``--strict`` plays by the strict 4-Way rule.  A bad argument is one sentence on
stderr and exit status 2; a record that cannot be written, status 1.
"""

from __future__ import annotations

import sys
import time
from typing import Any

from ishido_retro.engine.deal import deal, parse_deal_number
from ishido_retro.engine.rules import RuleSet
from ishido_retro.players.par import DEFAULT_EFFORT, ParGame, replay, solve


def par_text(number: int, par: ParGame) -> str:
    """The line ``par`` prints for deal ``number``."""
    if par.emptied:
        end = "emptied"
    else:
        end = f"{par.stones_left} stone{'s' if par.stones_left != 1 else ''} left"
    return f"deal {number}: {par.four_ways} 4-Ways, {par.points} points, {end}"


def _fail(message: str, status: int = 2) -> int:
    print(f"ishido-retro: {message}", file=sys.stderr)
    return status


def par_main(args: Any) -> int:
    try:
        number = parse_deal_number(str(args.deal))
    except ValueError as exc:
        return _fail(f"par {args.deal}: {exc}")
    effort = args.effort if args.effort is not None else DEFAULT_EFFORT
    if effort < 1:
        return _fail("--effort is the widest beam, a whole number of 1 or more")
    seconds = args.seconds
    if seconds is not None and not (0 < seconds < 10**6):
        return _fail("--seconds is a number of seconds above 0")
    rules = RuleSet(strict_four_way=bool(args.strict))
    search = solve(deal(number), scoring=args.scoring, rules=rules, effort=effort, seconds=seconds,
                   clock=time.process_time)
    par = search.best
    assert par is not None          # the first round always ends with a game
    if args.record:
        from ishido_retro.storage.records import write_record

        try:
            write_record(args.record, replay(deal(number), args.scoring, rules, par))
        except OSError as exc:
            return _fail(f"cannot write the par game to {args.record}: {exc.strerror or exc}", 1)
    print(par_text(number, par), flush=True)
    return 0
