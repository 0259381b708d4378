"""The clipboard side of the editor: the Edit menu's Cut, Copy, Paste and Erase of the selected stone,
column or row, said on the status line (a paste the manual's rules refuse gets a requester)."""

from __future__ import annotations

from typing import Protocol

from ishido_retro.stonesets.document import Kind, PasteRefused, Selection, StonesetDoc, TooManyColours

from .view import EditorView


class ClipboardPort(Protocol):
    """The document and the selection an edit acts on, and where it says what it did."""

    @property
    def doc(self) -> StonesetDoc: ...

    @property
    def view(self) -> EditorView: ...

    def say(self, text: str) -> None: ...

    def message(self, title: str, text: str) -> None: ...


def edit(port: ClipboardPort, operation: str, kind: Kind) -> None:
    """Cut, Copy, Paste or Erase the stone, column or row of the selected stone; it becomes the selection."""
    view, doc = port.view, port.doc
    target = Selection(kind, view.col, view.row)
    what = {"stone": f"stone {view.col + 1},{view.row + 1}", "column": f"column {view.col + 1}",
            "row": f"row {view.row + 1}"}[kind]
    if operation == "paste":
        try:
            doc.paste(target)
        except (PasteRefused, TooManyColours) as exc:
            port.message("Paste", str(exc))
            return
        port.say(f"Pasted the {doc.clipboard.kind if doc.clipboard else ''} onto {what}.")
    elif operation == "copy":
        doc.copy(target)
        port.say(f"Copied {what}.")
    elif operation == "cut":
        doc.cut(target)
        port.say(f"Cut {what}: it is on the clipboard, its stones are transparent.")
    elif operation == "erase":
        doc.erase(target)
        port.say(f"Erased {what} (the clipboard is unchanged).")
    view.kind = kind
