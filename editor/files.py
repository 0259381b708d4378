"""The editor's File menu: New, Load, Save, Save As, Import Picture, and autosave (Use is :mod:`.use`).

Every read and write goes through storage (:mod:`ishido_retro.storage.stonesets`: the one
hardened reader, atomic writes). A file that cannot be read or a save that
fails gets a message, and the edits stay in memory. Nothing is written unasked over another file,
over the set the game plays with when the game could not play it, or with colours the contrast
check doubts (:mod:`.checks`). New and Import leave the set with no file, so Save asks for one (their Undo
gives it back). New, Load, a drop and leaving with unsaved edits ask Save, Discard or Cancel first, Save
focused: one Return never throws work away.
Every few edits the set is autosaved into the user data folder; a later start offers it back
(:mod:`.recovery`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from ishido_retro.stonesets.contrast import warning_text
from ishido_retro.stonesets.document import StonesetDoc
from ishido_retro.stonesets.shipped import file_stem
from ishido_retro.stonesets.stoneset import StonesetError
from ishido_retro.storage import datafolder, folders
from ishido_retro.storage import resources as paths
from ishido_retro.storage.autosaves import discard_autosave as remove_autosave
from ishido_retro.storage.autosaves import write_autosave
from ishido_retro.storage.stonesets import import_picture, load_doc, save_doc
from ishido_retro.storage.webfiles import offer_download
from ishido_retro.ui.widgets import FileRequester, Requester
from ishido_retro.ui.widgets.base import Window

from .checks import contrast_findings, same_file, unfair_over_game
from .importing import import_requester
from .recovery import offer_recovery
from .status import SAID_SECONDS, with_path
from .use import use_stoneset

AUTOSAVE_EVERY = 5          # edits (undo and redo count) between autosaves
UNSAVED = "The stoneset has edits that are not saved. Save them first?"
SAVE_DISCARD_CANCEL = ("Save", "Discard", "Cancel")
PICTURE_PATTERN = (".png", ".gif", ".bmp", ".jpg", ".jpeg")


def editable_path(path: Path | None) -> Path | None:
    """The file Save writes to: None for a shipped stoneset (the install tree is never written)."""
    if path is None:
        return None
    try:
        if folders.resolved(path).parent == folders.resolved(paths.STONESETS):
            return None
    except OSError:
        return None
    return path


class FilesPort(Protocol):
    """What the file side needs of the screen: the document (and a new one shown in its place), the
    status line, the requesters, and the game to hand a used set to."""

    @property
    def doc(self) -> StonesetDoc: ...

    def show_doc(self, doc: StonesetDoc | None = None) -> None:
        """Show ``doc`` in place of the set being edited (None: the same one, after New or Import)."""
        ...

    def say(self, text: str, seconds: float | None = None) -> None:
        """The status line: ``text``, for ``seconds`` or until something else is said."""
        ...

    def open(self, window: Window) -> Window: ...

    def message(self, title: str, text: str) -> None: ...

    def confirm(self, title: str, text: str, ok: str, on_ok: Callable[[], None]) -> None: ...

    def used(self, path: Path) -> None:
        """Use: the set saved at ``path`` goes into play."""
        ...

    @property
    def board_palette(self) -> list[int]:
        """The board's 8 colours by role (the contrast check measures stones against its squares)."""
        ...


class EditorFiles:
    """The file side of one editing session: its file, saving, loading and autosave."""

    def __init__(self, port: FilesPort, path: Path | None) -> None:
        self.port = port
        self.path = editable_path(path)
        self.drawer: Path | None = None     # the folder of the last file, kept when New or Import leave none
        self.warned: list[str] = []         # the contrast findings the designer chose to go on with
        self.dropped: list[tuple[int, int, Path]] = []   # each New or Import that left the set's file: the
        #                                                  revisions before and after it, and the file
        self.autosaved_at = port.doc.changes
        self.autosave_failed = False        # said once in a requester; later failures on the status line

    @property
    def doc(self) -> StonesetDoc:
        return self.port.doc

    def _message(self, title: str, text: str) -> None:
        self.port.message(title, text)

    def replace_doc(self, doc: StonesetDoc, path: Path | None) -> None:
        self.path = editable_path(path)
        self.dropped = []
        self.autosaved_at = doc.changes
        self.port.show_doc(doc)

    def _no_file(self, before: int) -> None:
        """A New or an Import (from the document's revision ``before``) leaves the set with no file; undoing it
        gives the file back (:meth:`follow_history`)."""
        if self.path is not None:
            self.drawer = self.path.parent
            if self.doc.revision != before:
                self.dropped.append((before, self.doc.revision, self.path))
        self.path = None

    def follow_history(self) -> None:
        """After an undo or a redo: back at the revision before a New or an Import, the set has the file it had
        then (Save writes there, with no question about its own file); forward at the revision after, none."""
        for before, after, path in self.dropped:
            if self.doc.revision == before and self.path is None:
                self.path = path
            elif self.doc.revision == after and self.path == path:
                self.path = None

    def _folder(self) -> Path:
        """Where Load and Save As open: the folder of the set's file (or of the last one), else the user's."""
        return self.path.parent if self.path else self.drawer or folders.drawer_for("stonesets")

    def unsaved_first(self, title: str, then: Callable[[], None], text: str = UNSAVED,
                      answers: tuple[str, str, str] = SAVE_DISCARD_CANCEL) -> None:
        """``then()`` at once when nothing is unsaved; else ask ``text`` with ``answers``: Save (focused: Return
        keeps the work) saves, asking a name if the set has no file, and goes on once it is saved; Discard goes on
        without; Cancel (or a cancelled save) does nothing."""
        if not self.doc.dirty:
            then()
            return

        def answer(result: object) -> None:
            if result == answers[0]:
                self.save(lambda _path: then())
            elif result == answers[1]:
                then()
        self.port.open(Requester(title, text, buttons=answers, on_close=answer, default=answers[0]))

    # --- New, Load ---------------------------------------------------------------------

    def new(self) -> None:
        """A blank set: with unsaved edits Save, Discard or Cancel first, else "Erase all the stones?"."""
        def erase() -> None:
            before = self.doc.revision
            self.doc.clear()
            self._no_file(before)         # a new set has no file until Save As names one (Save asks)
            self.port.show_doc()
            self.port.say("A new stoneset: every stone is transparent. Mask templates give quick shapes.")
        if self.doc.dirty:
            self.unsaved_first("New Stoneset", erase)
        else:       # nothing unsaved, and Undo brings the set back with its file: Return may erase
            self.port.open(Requester("New Stoneset", "Erase all the stones?", buttons=("OK", "Cancel"),
                                     on_close=lambda result: erase() if result == "OK" else None))

    def load(self) -> None:
        def ask() -> None:
            self.port.open(FileRequester("Load Stoneset", self._folder(), mode="load", pattern=(".png",),
                                         on_close=_with_path(self.load_path)))
        self.unsaved_first("Load Stoneset", ask)

    def load_path(self, path: Path) -> None:
        """Open ``path`` in place of the set being edited (no question asked: see :meth:`load`)."""
        try:
            doc = load_doc(path)
        except StonesetError as exc:
            self._message("Load Stoneset", f"{path.name} cannot be opened: {exc} The stoneset being edited "
                          "is unchanged.")
            return
        self.replace_doc(doc, path)
        self.port.say(doc.opened_note or f"Loaded {path.name}.")

    def request_load(self, path: Path) -> None:
        """Load ``path`` as File > Load Stoneset… would with it chosen (asking first about unsaved edits)."""
        self.unsaved_first("Load Stoneset", lambda: self.load_path(path))

    # --- Save, Save As --------------------------------------------------------------------

    def save(self, then: Callable[[Path], None] | None = None) -> None:
        """Save to the document's own file; a set with none (new, imported, shipped) asks for one first;
        ``then(path)`` once it is saved."""
        if self.path is None:
            self.save_as(then)
        else:
            self.write(self.path, then)

    def save_as(self, then: Callable[[Path], None] | None = None) -> None:
        name = self.path.name if self.path else f"{file_stem(self.doc.name)}.png"
        self.port.open(FileRequester("Save Stoneset", self._folder(), mode="save", file_name=name, pattern=(".png",),
                                     on_close=_with_path(lambda path: self.write(path, then))))

    def request_save(self, path: Path) -> None:
        """Save As with ``path`` chosen: asks before replacing another file."""
        self.write(path)

    def write(self, path: Path, then: Callable[[Path], None] | None = None, offer: bool = True) -> None:
        """Save to ``path``, asking first before writing over a file that is not the document's own
        (Replace / Cancel) and before writing a set the game would refuse over the set it plays with;
        ``then(path)`` once it is saved. ``offer``: in a browser page, the file offered as a download too."""
        def saved() -> None:
            if self.save_to(path, offer) and then is not None:
                then(path)

        def fair_first() -> None:
            reason = unfair_over_game(self.doc, path)
            if reason:
                self.port.confirm("Save Stoneset", f"{path.name} is the stoneset the game plays with, and this set "
                                  f"cannot be played: {reason} The game would refuse it and play Ishido's set. "
                                  "Save it anyway?", "Save Anyway", saved)
            else:
                saved()

        def replace_first() -> None:
            if folders.exists(path) and not same_file(path, self.path):
                self.port.confirm("Save Stoneset", f"{path.name} exists and is another file than this set's. "
                                  "Replace it?", "Replace", fair_first)
            else:
                fair_first()
        self.contrast_first("Save Anyway", replace_first)

    def contrast_first(self, go_on: str, then: Callable[[], None]) -> None:
        """The contrast check of a finished set (on Save and Use): what may be hard to tell apart, in one warning
        whose ``go_on`` button does ``then``; the same findings are not asked about twice."""
        found = contrast_findings(self.doc, self.port.board_palette)
        if not found or found == self.warned:
            then()
            return

        def accepted(result: object) -> None:
            if result == go_on:
                self.warned = found
                then()
        # a warning, not a loss: Return goes on (Cancel keeps the set unsaved, as it is)
        self.port.open(Requester("Contrast", warning_text(found), buttons=(go_on, "Cancel"), on_close=accepted))

    def save_to(self, path: Path, offer: bool = True) -> bool:
        try:
            save_doc(self.doc, path)
        except (OSError, ValueError) as exc:
            reason = getattr(exc, "strerror", None) or str(exc)
            self.port.say(with_path("Not saved: the disk refused ", path, f" ({reason})."), SAID_SECONDS)
            self._message("Save Stoneset", f"The stoneset could not be saved to {path.name}: {reason}. "
                          "Your edits are kept here; try another folder or name.")
            return False
        self.path = path
        self.discard_autosave()
        name = self.doc.name.strip()
        what = f'Saved "{name}" as ' if 0 < len(name) <= 20 else "Saved the stoneset as "
        offered = offer and offer_download(path)      # in a browser page: the file to the player's disk too
        self.port.say(with_path(what, path, ", offered as a download." if offered else "."), SAID_SECONDS)
        return True

    # --- Import Picture ---------------------------------------------------------------------

    def import_picture(self) -> None:
        self.port.open(FileRequester("Import Picture", folders.drawer_for("stonesets"), mode="load",
                                     pattern=PICTURE_PATTERN, on_close=_with_path(self.import_path)))

    def import_path(self, path: Path) -> None:
        """Make the picture at ``path`` a stoneset, say what that does to it, and take it on OK (one undoable
        step; the set then has no file until Save As names one)."""
        try:
            imported = import_picture(path)
        except StonesetError as exc:
            self._message("Import Picture", f"{exc} The stoneset being edited is unchanged.")
            return

        def take() -> None:
            before = self.doc.revision
            self.doc.replace_all(imported.doc, "import picture")
            self._no_file(before)
            self.port.show_doc()
            used = len(imported.doc.colours_in_use())
            how = "exactly" if imported.exact else f"in {used} colours"
            self.port.say(f"Imported {path.name} {how}: Save Stoneset As gives it a file.")
        self.port.open(import_requester(imported, take))

    # --- Use ---------------------------------------------------------------------------------

    def use(self) -> None:
        """Save the set (to its file, or into the user folder) and hand it to the game (:mod:`.use`)."""
        use_stoneset(self)

    def hand_over(self, path: Path) -> None:
        """The set saved at ``path`` goes to the game; its autosave is no longer needed."""
        self.discard_autosave()
        self.port.used(path)

    # --- autosave -------------------------------------------------------------------------------

    def update(self) -> None:
        if self.doc.dirty and self.doc.changes - self.autosaved_at >= AUTOSAVE_EVERY:
            self.autosave()

    def autosave(self) -> None:
        self.autosaved_at = self.doc.changes
        try:
            write_autosave(self.doc.to_stoneset().to_png_bytes())
        except datafolder.NoDataFolder:
            pass                # said once at start: there is nowhere to keep it
        except (OSError, ValueError) as exc:      # ValueError: FileBusy, another copy held the lock too long
            say_autosave_failed(self.port, exc, first=not self.autosave_failed)
            self.autosave_failed = True
        else:
            self.autosave_failed = False

    def discard_autosave(self) -> None:
        try:
            remove_autosave()
        except OSError as exc:
            self.port.say(f"The autosave could not be removed: {exc.strerror or exc}.")

    def offer_recovery(self) -> None:
        """Ask whether to take back the autosave a crashed session left (if there is one)."""
        offer_recovery(self)


def _with_path(action: Callable[[Path], None]) -> Callable[[object], None]:
    """A file requester's on_close: ``action(path)`` when a file was chosen, nothing on Cancel."""
    def closed(result: object) -> None:
        if result is not None:
            action(Path(str(result)))
    return closed


def say_autosave_failed(port: FilesPort, exc: Exception, first: bool) -> None:
    """Say that the work is not kept: the ``first`` time in a requester (a full disk must not pass unseen),
    then on the status line at each failure."""
    is_os = isinstance(exc, OSError) and not isinstance(exc, ValueError)
    reason = datafolder.os_reason(exc) if isinstance(exc, OSError) and is_os else str(exc).rstrip(".")
    if not first:
        port.say(f"Autosave failed: {reason}.")
        return
    port.message("Autosave", f"Your work could not be kept in the autosave: {reason}. Until it can, a crash "
                 "would lose the changes since the last save; save the set with File > Save As… where there is "
                 "room. This is said once; the status line says each time it fails.")
