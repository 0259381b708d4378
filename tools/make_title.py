"""Paint the title screen's scene once and ship it: resources/title.png (deterministic).

The scene (a dusk over a stone garden, ``ishido_retro.ui.title.art.paint_scene``) is painted
in code from the board's eight palette roles; painting it takes tens of milliseconds, so the
game reads this ready-made copy at start instead (``tests/test_title.py`` checks that it is
the same painting). The PNG's indices are the roles; its colours are the Ishido board's, for
looking at it.

    python tools/make_title.py [--out DIR]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PIL import Image  # noqa: E402

from ishido_retro.storage import resources  # noqa: E402
from ishido_retro.ui.title import art  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=resources.TITLE_SCENE.parent)
    args = parser.parse_args(argv)
    with Image.open(resources.shipped_board_path("Ishido")) as board:
        palette = (board.getpalette() or [])[:24]
    out = args.out / resources.TITLE_SCENE.name
    out.write_bytes(art.scene_to_png(art.paint_scene(), palette))
    print(f"{out}: {out.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
