"""A small widget set in Amiga style, shared by the game and the stoneset editor."""

from .base import Button, Clickable, Label, Widget, Window, label_matches

__all__ = ["Button", "Clickable", "Label", "Widget", "Window", "label_matches"]
from .filereq import FileRequester, list_drawer
from .listview import ArrowButton, ListRow, ListView, VScrollBar
from .requester import EntryRequester, Requester
from .slider import Slider
from .textentry import TextEntry, claim_focus
from .textview import TextWindow
from .toggles import CheckBox, RadioGroup, RadioOption

__all__ += ["FileRequester", "list_drawer", "ArrowButton", "ListRow", "ListView", "VScrollBar",
            "EntryRequester", "Requester", "Slider", "TextEntry", "claim_focus", "TextWindow",
            "CheckBox", "RadioGroup", "RadioOption"]
