"""F1 in the editor: its keys, from the Stoneset Editor part of the shipped keys text (the game's Help > Keys
shows the same words among the game's)."""

from __future__ import annotations

from ishido_retro.storage.texts import load_text
from ishido_retro.texts import wrap_text
from ishido_retro.ui.help.textview import TextWindow
from ishido_retro.ui.widgets.base import Window

HEADING = "# The Stoneset Editor"


def editor_keys_text() -> str:
    """The keys text from the editor's heading up to the next heading."""
    text = load_text("keys")
    start = text.index(HEADING) + len(HEADING)
    end = text.find("\n# ", start)
    return text[start:end if end >= 0 else len(text)].strip("\n")


def keys_window() -> Window:
    """The list, its tables kept in columns as the game's Help > Keys shows them."""
    return TextWindow("Editor Keys", wrap_text(editor_keys_text(), TextWindow.CHARS_PER_LINE))
