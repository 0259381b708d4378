"""Recover: the autosave a session left when it ended without saving, offered back (named) at the next start."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from ishido_retro.stonesets.document import StonesetDoc
from ishido_retro.stonesets.stoneset import StonesetError
from ishido_retro.storage.autosaves import keep_damaged, pending_autosave
from ishido_retro.storage.stonesets import load_doc
from ishido_retro.ui.widgets import Requester
from ishido_retro.ui.widgets.base import Window


class Telling(Protocol):
    """Where Recover asks and says."""

    def open(self, window: Window) -> Window: ...

    def message(self, title: str, text: str) -> None: ...

    def say(self, text: str, seconds: float | None = None) -> None: ...


class RecoveringFiles(Protocol):
    """What Recover needs of the editor's file side."""

    @property
    def port(self) -> Telling: ...

    def discard_autosave(self) -> None: ...

    def replace_doc(self, doc: StonesetDoc, path: Path | None) -> None: ...


def offer_recovery(files: RecoveringFiles) -> None:
    """Ask whether to take back the autosave a crashed session left (if there is one), naming its set."""
    path = pending_autosave()
    if path is None:
        return
    try:
        name = f'"{load_doc(path).name.strip() or "Untitled"}"'
    except StonesetError:
        name = "its stoneset"        # Recover says what is wrong with it

    def answer(result: object) -> None:
        if result != "Recover":
            files.discard_autosave()
            return
        try:
            doc = load_doc(path)
        except StonesetError as exc:
            try:
                kept = keep_damaged(path)
            except OSError as refused:      # a read-only folder: it stays as it is
                files.port.message("Recover", f"The autosave cannot be read: {exc} It could not be kept aside "
                                   f"({(refused.strerror or str(refused)).lower()}) and stays as {path.name}.")
                return
            files.discard_autosave()
            where = f" It is kept as {kept.name} in the data folder." if kept else ""
            files.port.message("Recover", f"The autosave cannot be read: {exc}{where}")
            return
        doc.saved_revision = -1     # recovered work is unsaved work
        files.replace_doc(doc, None)
        files.port.say(f"Recovered {name}: save it with Save Stoneset As.")
    files.port.open(Requester("Recover", f"An editing session ended without saving {name}; it was autosaved. "
                              f"Recover {name}?", buttons=("Recover", "Discard"), on_close=answer))
