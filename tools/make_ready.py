"""Make the pyxel-ready bytes the game ships, so that a start shows the title without decoding a picture:
``resources/title.ready`` (the title painted and lettered), and beside each shipped stoneset and board its
``.ready`` form (the screen palette and pixels its picture gives, and the mark of the picture it was made
from: a ready file whose mark is not its picture's is refused at start). Deterministic.

Run it after a change to the title's painting, a shipped stoneset or a shipped board; ``tests/test_ready.py``
checks that every ready file still says what its source says.

    python tools/make_ready.py
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ishido_retro.stonesets.ready import board_to_ready, stones_to_ready  # noqa: E402
from ishido_retro.stonesets.shipped import SHIPPED_BOARDS, SHIPPED_STONESETS  # noqa: E402
from ishido_retro.storage import resources  # noqa: E402
from ishido_retro.storage.boards import load_board  # noqa: E402
from ishido_retro.storage.stonesets import load_stoneset  # noqa: E402
from ishido_retro.ui.title import art  # noqa: E402
from ishido_retro.ui.title.screen import BRUSH_SCALE, TITLE  # noqa: E402


def ready_files() -> dict[Path, bytes]:
    """Every ready file the game ships, by its path, made from its source."""
    made = {resources.TITLE_READY: art.title_to_ready(art.painted_title(TITLE, BRUSH_SCALE))}
    for name in SHIPPED_STONESETS:
        path = resources.shipped_stoneset_path(name)
        made[path.with_suffix(resources.READY)] = stones_to_ready(load_stoneset(path), resources.source_mark(path))
    for name in SHIPPED_BOARDS:
        path = resources.shipped_board_path(name)
        made[path.with_suffix(resources.READY)] = board_to_ready(load_board(path), resources.source_mark(path))
    return made


def main(argv: list[str] | None = None) -> int:
    argparse.ArgumentParser(description=__doc__.split("\n\n")[0]).parse_args(argv)
    for path, data in ready_files().items():
        path.write_bytes(data)
        print(f"{path}: {len(data)} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
