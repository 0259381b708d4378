"""Where the shipped resources live: the folders of their packages.

The checkout keeps them in the top-level ``resources/`` and ``boards/`` folders;
installed (wheel or editable), they are the packages ``ishido_retro.resources``
and ``ishido_retro.boards``.
"""

from __future__ import annotations

from importlib import import_module
from pathlib import Path

from ishido_retro.formats import DataFileError
from ishido_retro.storage.safeio import read_bytes


class MissingAssetError(RuntimeError):
    """A file the game ships with is missing or unreadable: the install is broken."""


def _package_dir(package: str) -> Path:
    """The folder of a package of data (its ``__init__``'s; quicker to start than ``importlib.resources``)."""
    init = import_module(package).__file__
    assert init is not None, f"{package} is not a regular package"
    return Path(init).parent


RESOURCES = _package_dir("ishido_retro.resources")
BOARDS = _package_dir("ishido_retro.boards")
STONESETS = RESOURCES / "stonesets"
TEXTS = RESOURCES / "texts"
FONTS = RESOURCES / "fonts"
FONT_REGULAR = FONTS / "ishido8.bdf"      # drawn by tools/make_font.py
FONT_BOLD = FONTS / "ishido8b.bdf"
ORACLE = RESOURCES / "oracle"          # the Oracle's texts (not required: without them the augury shows no texts)
TITLE_SCENE = RESOURCES / "title.png"  # the title's painting, ready made by tools/make_title.py (not required)


def shipped_stoneset_path(name: str) -> Path:
    """The file of one of the eight shipped stonesets, by its name (case does not matter; KeyError if none)."""
    from ishido_retro.stonesets.stoneset import shipped_stoneset_stem  # with Pillow: not before it is needed
    return STONESETS / f"{shipped_stoneset_stem(name)}.png"


def shipped_board_path(name: str) -> Path:
    """The picture of one of the eight shipped boards, by name (case does not matter; KeyError if none)."""
    from ishido_retro.stonesets.boards import shipped_board_stem
    return BOARDS / f"{shipped_board_stem(name)}.png"


def font_path(bold: bool = False) -> Path:
    """The game's BDF font (regular or bold): pyxel.Font reads it itself, so the UI is given its path."""
    return FONT_BOLD if bold else FONT_REGULAR


def font_text(bold: bool = False) -> str:
    """The text of the game's BDF font (the title's brush lettering reads the bold one's glyphs)."""
    return read_bytes(font_path(bold), 256 * 1024, "a font file").decode("ascii")


def title_scene_png() -> bytes | None:
    """The title's painting as shipped (None when it is missing: the title then paints it itself)."""
    try:
        return read_bytes(TITLE_SCENE, 64 * 1024, "the title picture")
    except DataFileError:
        return None


def required_assets() -> list[Path]:
    """Every shipped file the game cannot do without."""
    from ishido_retro.stonesets.boards import SHIPPED_BOARDS
    from ishido_retro.stonesets.stoneset import SHIPPED_STONESETS
    wanted = [shipped_stoneset_path(n) for n in SHIPPED_STONESETS]
    wanted += [shipped_board_path(n) for n in SHIPPED_BOARDS]
    wanted += [TEXTS / f"{n}.txt" for n in ("rules", "strategy", "about", "oracle")]
    wanted += [FONT_REGULAR, FONT_BOLD]
    return wanted


def check_assets() -> None:
    """Raise :class:`MissingAssetError` naming every shipped file that is missing or unreadable."""
    missing = []
    for path in required_assets():
        try:
            with path.open("rb") as f:
                if not f.read(1):
                    missing.append(path)
        except OSError:
            missing.append(path)
    if missing:
        names = ", ".join(p.name for p in missing[:6]) + (" ..." if len(missing) > 6 else "")
        raise MissingAssetError(
            f"Ishido Retro is installed without {len(missing)} of its own files ({names}) in {RESOURCES.parent}; "
            "reinstall the package.")
