"""File > Export Palette…: the set's 15 colours written as a palette file other programs read.

The file's ending chooses the format (:func:`ishido_retro.stonesets.palettes.format_palette`): a GIMP ``.gpl``
(the default, with the set's name and each row's colour named as the Names dialog names it), a JASC ``.pal``
or a Lospec ``.hex``; a name with no ending gets ``.gpl``. The file goes into the data folder's ``palettes/``
unless the player names another place, atomically (:mod:`ishido_retro.storage.palettes`); a file already
there is replaced only after asking. In a browser page the file is also offered as a download.
"""

from __future__ import annotations

from pathlib import Path

from ishido_retro.stonesets.contrast import row_indices
from ishido_retro.stonesets.document import PALETTE_COLOURS, StonesetDoc
from ishido_retro.stonesets.palettes import TEXT_FORMATS, format_palette
from ishido_retro.stonesets.shipped import file_stem
from ishido_retro.storage import folders
from ishido_retro.storage.palettes import save_palette
from ishido_retro.storage.webfiles import offer_download
from ishido_retro.ui.widgets import FileRequester

from .files import FilesPort
from .working import Working

TITLE = "Export Palette"
DRAWER = "palettes"


def swatch_names(doc: StonesetDoc) -> list[str]:
    """A name for each of colours 1..15: the name of the first row whose colour it is, else none ("")."""
    names = [""] * PALETTE_COLOURS
    for row, index in enumerate(row_indices(doc.stones)):
        if index is not None and not names[index - 1]:
            names[index - 1] = doc.colour_names[row].strip()
    return names


def palette_text(doc: StonesetDoc, suffix: str) -> str:
    """The palette file of ending ``suffix`` for ``doc``'s colours 1..15 (transparent is no colour to share)."""
    return format_palette(suffix, doc.palette[1:PALETTE_COLOURS + 1], swatch_names(doc), doc.name.strip())


def with_ending(path: Path) -> Path:
    """``path`` as written: a name with no ending takes ``.gpl``."""
    return path if path.suffix else path.with_name(path.name + ".gpl")


def export_palette(port: FilesPort) -> None:
    """Ask where (the data folder's palettes/ at first), then write the palette there."""
    def chosen(result: object) -> None:
        if result is None:
            return
        path = with_ending(Path(str(result)))
        if path.suffix.lower() not in TEXT_FORMATS:
            port.message(TITLE, f"{path.name} has no palette ending: name it .gpl (GIMP, with the colours' names), "
                         ".pal (JASC) or .hex. Nothing was written.")
            return
        if folders.exists(path):
            port.confirm(TITLE, f"{path.name} exists. Replace it with the colours of {port.doc.name.strip()!r}?",
                         "Replace", lambda: write_palette(port, path))
        else:
            write_palette(port, path)
    port.open(FileRequester(TITLE, folders.drawer_for(DRAWER), mode="save",
                            file_name=f"{file_stem(port.doc.name)}.gpl", pattern=tuple(TEXT_FORMATS), on_close=chosen))


def write_palette(port: FilesPort, path: Path) -> None:
    """Write the set's palette at ``path`` (its ending says the format) and say where it went (a "Saving…" first,
    at once)."""
    port.open(Working(TITLE, f"Saving the colours of {port.doc.name.strip() or 'Untitled'!r} as {path}…",
                      lambda: write_now(port, path)))


def write_now(port: FilesPort, path: Path) -> None:
    try:
        save_palette(path, palette_text(port.doc, path.suffix))
    except OSError as exc:
        port.message(TITLE, f"The palette could not be written: {exc.strerror or str(exc).rstrip('.')}.")
        return
    offered = " and offered as a download" if offer_download(path) else ""     # in a browser page
    kind = TEXT_FORMATS[path.suffix.lower()]
    port.message(TITLE, f"The {PALETTE_COLOURS} colours of {port.doc.name.strip() or 'Untitled'!r} are saved as "
                 f"{kind}, {path}{offered}.")
