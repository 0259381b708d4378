"""A small widget set in Amiga style, shared by the game and the stoneset editor."""

from .base import Button, Label, Widget, Window, label_matches

__all__ = ["Button", "Label", "Widget", "Window", "label_matches"]
