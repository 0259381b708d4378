"""The editor's own small requesters: the set's names, and the words of leaving with unsaved edits (one
colour's RGB is :mod:`.colourdialog`'s). Each OK is one command on the document (so Undo takes it back)."""

from __future__ import annotations

from collections.abc import Callable

from ishido_retro.stonesets.document import StonesetDoc
from ishido_retro.ui.widgets import Label, Requester, TextEntry, claim_focus
from ishido_retro.ui.widgets.base import Window

NAMES_Y = 52         # the first row of colour and symbol names in the Names requester


def names_requester(doc: StonesetDoc, colour_names: list[str] | None = None) -> Window:
    """The set's name, author and theme, and the names of its six colours (rows) and six symbols (columns),
    as the game names its stones (the augury, the status line); Return in a field is OK. ``colour_names``
    (a palette's, offered) fill the colours' fields in place of the set's own."""
    fields = [TextEntry(40, 13 * k, 236, value, size, name=label)
              for k, (label, value, size) in enumerate((("Name", doc.name, 40), ("Author", doc.author, 80),
                                                         ("Theme", doc.theme, 80)))]
    labels = [Label(0, 3 + 13 * k, text) for k, text in enumerate(("Name", "Author", "Theme"))]
    labels += [Label(10, NAMES_Y - 11, "Colours (rows)"), Label(146, NAMES_Y - 11, "Symbols (columns)")]
    for k in range(6):
        y = NAMES_Y + 13 * k
        labels.append(Label(0, y + 3, str(k + 1)))
        shown = (colour_names or doc.colour_names)[k]
        fields.append(TextEntry(10, y, 128, shown, 24, name=f"Colour name {k + 1}"))
    fields += [TextEntry(146, NAMES_Y + 13 * k, 130, doc.symbol_names[k], 24, name=f"Symbol name {k + 1}")
               for k in range(6)]
    claim_focus(fields[0])          # its text selected: typing replaces it

    def closed(result: object) -> None:
        if result == "OK":
            values = [f.value for f in fields]
            doc.set_names(values[0], values[1], values[2], values[3:9], values[9:15])
    dialog = Requester("Stoneset", "", buttons=("OK", "Cancel"), on_close=closed, body=[*labels, *fields])
    dialog.tab_order = list(fields)     # Tab goes down the colour names, then down the symbol names
    for entry in fields:       # Return in a field is OK
        entry.on_submit = lambda _value: dialog.choose("OK")
    return dialog


LEAVE_TITLE = "Leave the Editor"
LEAVE_TEXT = "The edits made since the last save are lost if you leave without saving. Save them first?"
LEAVE_ANSWERS = ("Save", "Leave and Lose Edits", "Keep Editing")     # Cancel with unsaved edits: what each does


def copy_name_requester(set_name: str, offered: str, named: Callable[[str], None]) -> Window:
    """Use on a set with no file in the data folder: the copy's file name (``offered`` first); Save and Use
    gives ``named`` the name, with ``.png`` added when it has none."""
    entry = TextEntry(0, 0, 200, offered, 60, name="File")
    claim_focus(entry)

    def closed(result: object) -> None:
        if result == "Save and Use":
            name = entry.value.strip()
            named(name if name.lower().endswith(".png") else name + ".png")
    dialog = Requester("Use", f'The game plays "{set_name.strip() or "Untitled"}" from a copy in your stonesets '
                       "folder. Name the copy's file:", buttons=("Save and Use", "Cancel"), on_close=closed,
                       body=[entry])
    entry.on_submit = lambda _value: dialog.choose("Save and Use")
    return dialog
