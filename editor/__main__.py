"""Entry point of ``ishido-editor [FILE]`` and ``ishido-editor --headless --script FILE [--shots DIR]``."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from ishido_retro.ui.timelimit import add_time_limit

TITLE = "Ishido: Edit Stoneset"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="ishido-editor", description="The Ishido stoneset editor.")
    parser.add_argument("file", nargs="?", metavar="FILE", help="a stoneset PNG to open")
    parser.add_argument("--headless", action="store_true", help="run without a window (needs --script)")
    parser.add_argument("--script", metavar="FILE", help="YAML list of input steps")
    parser.add_argument("--shots", metavar="DIR", help="folder for the script's shot: and dump: files")
    add_time_limit(parser)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.headless and not args.script:
        parser.error("--headless needs --script FILE")
    from ishido_retro.storage.resources import MissingAssetError, check_assets
    try:
        check_assets()
    except MissingAssetError as exc:
        print(f"ishido-editor: {exc}", file=sys.stderr)
        return 3
    from ishido_retro.storage.userdata import startup_housekeeping
    startup_housekeeping(time.time())      # temp files of saves that were killed
    path = Path(args.file) if args.file else None
    if args.script:
        from ishido_retro.ui.shell import run_script_file

        from .runner import EDITOR_STEPS, run_editor_script
        return run_script_file("ishido-editor", TITLE, args.script, args.headless, EDITOR_STEPS,
                               lambda steps: run_editor_script(steps, args.shots, path=path), args.time_limit)
    from ishido_retro.ui.shell import init_window, run_window

    from .app import EditorApp
    init_window(TITLE)
    run_window(EditorApp(path), "ishido-editor")     # a window close ends the process: the unsaved edits are autosaved
    return 0


if __name__ == "__main__":
    sys.exit(main())
