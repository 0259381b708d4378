"""File > Import Palette…: the colours of a palette file (GIMP ``.gpl``, JASC ``.pal``, ``.hex``), a picture, a
board or another stoneset replace the set's own, each by its nearest (the rule is
:mod:`ishido_retro.stonesets.recolour`'s), as one Undo step, and the status line says what was done. A file
that cannot be used gets a message and changes nothing. A ``.gpl`` that names the rows' colours offers its names
in the Names dialog."""

from __future__ import annotations

from pathlib import Path

from ishido_retro.stonesets.contrast import row_indices
from ishido_retro.stonesets.document import StonesetDoc
from ishido_retro.stonesets.palettes import PaletteError
from ishido_retro.stonesets.recolour import PalettePlan, plan_palette
from ishido_retro.storage import folders
from ishido_retro.storage.palettes import load_gpl_names, load_palette
from ishido_retro.ui.widgets import FileRequester

from .files import FilesPort, _with_path
from .requesters import names_requester

TITLE = "Import Palette"
PALETTE_PATTERN = (".gpl", ".pal", ".hex", ".png", ".gif", ".bmp", ".jpg", ".jpeg")


def import_palette(port: FilesPort) -> None:
    """The file requester; the chosen file's colours go into the set (:func:`import_palette_path`)."""
    port.open(FileRequester(TITLE, folders.drawer_for("stonesets"), mode="load", pattern=PALETTE_PATTERN,
                            on_close=_with_path(lambda path: import_palette_path(port, path))))


def import_palette_path(port: FilesPort, path: Path) -> None:
    """Put the colours of the file at ``path`` into the set being edited (one undoable step)."""
    try:
        colours = load_palette(path)
    except PaletteError as exc:
        port.message(TITLE, f"{str(exc).rstrip('.')}. The stoneset's colours are unchanged.")
        return
    doc = port.doc
    stones = [bytes(s) for s in doc.stones]
    plan = plan_palette(doc.palette, stones, colours)
    if plan.palette == doc.palette:
        port.say(f"{path.name} holds the set's own colours: nothing changed.")
    else:
        doc.replace_all(StonesetDoc(stones, [bytes(m) for m in doc.masks], plan.palette, doc.name, doc.author,
                                    doc.theme, doc.colour_names, doc.symbol_names), "palette import")
        port.say(said(path.name, plan))
    if path.suffix.lower() == ".gpl":
        offer_names(port, path)


def offer_names(port: FilesPort, path: Path) -> None:
    """A GIMP palette that names the rows' colours opens the Names dialog with those names in the rows' fields
    (OK takes them as one Undo step, Cancel keeps the set's own)."""
    try:
        named = load_gpl_names(path)
    except PaletteError:
        return
    offered = row_names(port.doc, named)
    if offered is not None:
        port.open(names_requester(port.doc, offered))
        port.say(f"{path.name} names the rows' colours: OK in Names takes them, Cancel keeps the set's own.")


def row_names(doc: StonesetDoc, named: list[tuple[int, str]]) -> list[str] | None:
    """The six colour names with each row whose colour a palette line names (the first such line) renamed; None
    when the palette names none of them, or only as they are."""
    first: dict[int, str] = {}
    for rgb, name in named:
        if name and rgb not in first:
            first[rgb] = name[:24]
    names = list(doc.colour_names)
    for row, index in enumerate(row_indices(doc.stones)):
        if index is not None and doc.palette[index] in first:
            names[row] = first[doc.palette[index]]
    return names if names != list(doc.colour_names) else None


def said(name: str, plan: PalettePlan) -> str:
    """What the import did, in one sentence short enough for the status line."""
    parts = []
    if plan.matched:
        many = plan.matched > 1
        parts.append(f"{plan.matched} colour{'s' if many else ''} took {'their' if many else 'its'} nearest")
    if plan.kept:
        parts.append(f"{plan.kept} kept")
    if plan.filled:
        parts.append(f"{plan.filled} went to free swatches")
    return f"{name}: {', '.join(parts)}."
