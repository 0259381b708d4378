"""The stonesets and boards the game ships, by name, and the file stem of a name.

No Pillow and no YAML here: the start checks the shipped files and picks the title's set by
these names before anything is decoded.
"""

from __future__ import annotations

import re

SHIPPED_STONESETS: tuple[str, ...] = (
    "Gems", "Inner Shapes", "Magic", "Chungfu", "Ishido", "Rameses", "Runes", "Shaman",
)
SHIPPED_BOARDS: tuple[str, ...] = SHIPPED_STONESETS
DEFAULT_BOARD = "Ishido"


def file_stem(name: str) -> str:
    """The file name stem of a stoneset or board name: ``"Inner Shapes"`` -> ``"inner-shapes"``."""
    return re.sub(r"[^a-z0-9]+", "-", name.strip().lower()).strip("-") or "stoneset"


def shipped_stoneset_stem(name: str) -> str:
    """The file stem of one of the eight shipped stonesets, by its name (case does not matter)."""
    for shipped in SHIPPED_STONESETS:
        if shipped.lower() == name.strip().lower():
            return file_stem(shipped)
    raise KeyError(f"there is no shipped stoneset called {name!r}; the shipped ones are {', '.join(SHIPPED_STONESETS)}")


def shipped_board_stem(name: str) -> str:
    """The file stem of one of the eight shipped boards, by name (case does not matter)."""
    for shipped in SHIPPED_BOARDS:
        if shipped.lower() == name.strip().lower():
            return file_stem(shipped)
    raise KeyError(f"there is no shipped board called {name!r}; the shipped ones are {', '.join(SHIPPED_BOARDS)}")
