"""A small widget set in Amiga style, shared by the game and the stoneset editor."""

from ishido_retro.ui.widgets.base import Button, Clickable, Label, Widget, Window, label_matches

__all__ = ["Button", "Clickable", "Label", "Widget", "Window", "label_matches"]
from ishido_retro.ui.widgets.filereq import FileRequester, list_drawer
from ishido_retro.ui.widgets.listview import ArrowButton, ListRow, ListView, VScrollBar
from ishido_retro.ui.widgets.requester import EntryRequester, Requester
from ishido_retro.ui.widgets.slider import Slider
from ishido_retro.ui.widgets.textentry import TextEntry, claim_focus
from ishido_retro.ui.widgets.toggles import CheckBox, RadioGroup, RadioOption

__all__ += ["FileRequester", "list_drawer", "ArrowButton", "ListRow", "ListView", "VScrollBar",
            "EntryRequester", "Requester", "Slider", "TextEntry", "claim_focus",
            "CheckBox", "RadioGroup", "RadioOption"]
