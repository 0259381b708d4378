"""Entry point of ``ishido-editor``."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    # The editor's screens are a later piece of work; say so plainly rather than open an empty window.
    print("ishido-editor: the stoneset editor is not built yet; stonesets can be drawn in any paint "
          "program using the layout described in README.md.", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
