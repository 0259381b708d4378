"""A small widget set in Amiga style, shared by the game and the stoneset editor."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ishido_retro import lazy_names

if TYPE_CHECKING:
    from ishido_retro.ui.widgets.base import Button, Clickable, Label, Widget, Window, label_matches
    from ishido_retro.ui.widgets.filereq import FileRequester, list_drawer
    from ishido_retro.ui.widgets.listview import ArrowButton, ListRow, ListView, VScrollBar
    from ishido_retro.ui.widgets.requester import EntryRequester, Requester
    from ishido_retro.ui.widgets.slider import Slider
    from ishido_retro.ui.widgets.textentry import TextEntry, claim_focus
    from ishido_retro.ui.widgets.toggles import CheckBox, RadioGroup, RadioOption

# where each name lives: the modules are imported when a name is first used, so that a start
# loads only what the first screen needs
_MODULES = {
    "ArrowButton": "listview", "Button": "base", "CheckBox": "toggles", "Clickable": "base",
    "EntryRequester": "requester", "FileRequester": "filereq", "Label": "base", "ListRow": "listview",
    "ListView": "listview", "RadioGroup": "toggles", "RadioOption": "toggles", "Requester": "requester",
    "Slider": "slider", "TextEntry": "textentry", "VScrollBar": "listview", "Widget": "base", "Window": "base",
    "claim_focus": "textentry", "label_matches": "base", "list_drawer": "filereq",
}

__all__ = [
    "ArrowButton", "Button", "CheckBox", "Clickable", "EntryRequester", "FileRequester", "Label", "ListRow",
    "ListView", "RadioGroup", "RadioOption", "Requester", "Slider", "TextEntry", "VScrollBar", "Widget", "Window",
    "claim_focus", "label_matches", "list_drawer",
]


__getattr__ = lazy_names(__name__, _MODULES)
