"""The ``ishido-retro`` command: the game window, the scripted runner and the engine tools."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from ishido_retro.ui.timelimit import TIME_LIMIT, add_time_limit

if TYPE_CHECKING:
    import argparse

def build_parser() -> argparse.ArgumentParser:
    import argparse  # not for a plain start
    parser = argparse.ArgumentParser(
        prog="ishido-retro",
        description="Ishido: The Way of Stones. With no command, opens the game window.",
    )
    parser.add_argument("--headless", action="store_true", help="run without a window (needs --script)")
    parser.add_argument("--script", metavar="FILE", help="YAML list of input steps to feed the game")
    parser.add_argument("--shots", metavar="DIR", help="folder for the script's shot: and dump: files")
    parser.add_argument("--fullscreen", action="store_true", help="start in full screen")
    add_time_limit(parser)
    parser.add_argument("--frame-times", metavar="FILE",
                        help="with --script: one line a frame into FILE, the step and update+draw in ms")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    p = sub.add_parser("selfplay", help="let a computer player play deals and write their records")
    p.add_argument("--player", default="greedy", metavar="LEVEL", help="novice, adept, master (or random, greedy)")
    p.add_argument("--games", type=int, default=10, metavar="N")
    p.add_argument("--seed", type=int, default=1, metavar="S", help="first deal's seed; later games use S+1, S+2, ...")
    p.add_argument("--out", metavar="DIR", help="folder for one record file per game")
    p.add_argument("--deals", metavar="DIR", help="play the deals of the game records in DIR instead of seeded ones")
    p.add_argument("--scoring", choices=("modern", "ancient"), default="modern")

    p = sub.add_parser("replay", help="check a game record and print its final board and result")
    p.add_argument("file", metavar="FILE")

    p = sub.add_parser("par", help="the best game a solver that knows the pouch's order finds for a deal")
    p.add_argument("deal", metavar="DEAL", help="the deal number (1 to 2147483647)")
    p.add_argument("--effort", type=int, metavar="N", help="the widest beam, in boards kept after each stone")
    p.add_argument("--seconds", type=float, metavar="S", help="stop after S seconds of CPU with the best so far")
    p.add_argument("--scoring", choices=("modern", "ancient"), default="modern")
    p.add_argument("--strict", action="store_true", help="the strict 4-Way rule")
    p.add_argument("--record", metavar="FILE", help="write the par game as a game record")
    return parser


def main(argv: list[str] | None = None) -> int:
    if not (sys.argv[1:] if argv is None else argv):
        return start(headless=False, script=None, shots=None, fullscreen=False, time_limit=TIME_LIMIT)
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "selfplay":
        from ishido_retro.cli.commands import selfplay_main

        return selfplay_main(args)
    if args.command == "replay":
        from ishido_retro.cli.commands import replay_main

        return replay_main(args)
    if args.command == "par":
        from ishido_retro.cli.par import par_main

        return par_main(args)
    if args.headless and not args.script:
        parser.error("--headless needs --script FILE")
    if args.frame_times and not args.script:
        parser.error("--frame-times needs --script FILE")
    return start(headless=args.headless, script=args.script, shots=args.shots, fullscreen=args.fullscreen,
                 time_limit=args.time_limit, frame_times=args.frame_times)


def start(headless: bool, script: str | None, shots: str | None, fullscreen: bool, time_limit: float,
          frame_times: str | None = None) -> int:
    """The game: its window, or a script's run (a plain start builds no argument parser: a quick start)."""
    from ishido_retro.storage.resources import MissingAssetError, check_assets

    try:
        check_assets()
    except MissingAssetError as exc:
        print(f"ishido-retro: {exc}", file=sys.stderr)
        return 3
    from ishido_retro.cli.launch import run_app

    return run_app(headless=headless, script=script, shots=shots, fullscreen=fullscreen, time_limit=time_limit,
                   frame_times=frame_times)


if __name__ == "__main__":
    sys.exit(main())
