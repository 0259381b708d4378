"""The editor's File menu: New, Load, Save, Save As, Import Picture, names, Use, and autosave.

Every read and write goes through storage (:mod:`ishido_retro.storage.stonesets`: the one
hardened reader, atomic writes). A file that cannot be read or a save that
fails gets a message, and the edits stay in memory. Every few edits the set is autosaved into
the user data folder; a later start offers it back (:func:`pending_autosave`).
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pyxel

from ishido_retro.stonesets.document import EDIT_COLOURS, StonesetDoc
from ishido_retro.stonesets.stoneset import StonesetError, check_playable, file_stem
from ishido_retro.storage import folders, userdata
from ishido_retro.storage import resources as paths
from ishido_retro.storage.autosaves import discard_autosave as remove_autosave
from ishido_retro.storage.autosaves import keep_damaged, pending_autosave, write_autosave
from ishido_retro.storage.stonesets import import_picture, load_doc, save_doc
from ishido_retro.ui import draw
from ishido_retro.ui.widgets import FileRequester, Label, Requester, TextEntry
from ishido_retro.ui.widgets.base import Widget

from .screen import CLEAR_KEY, STONE_BASE

if TYPE_CHECKING:
    from .screen import EditorScreen

AUTOSAVE_EVERY = 5          # edits (undo and redo count) between autosaves
PICTURE_PATTERN = (".png", ".gif", ".bmp", ".jpg", ".jpeg")
PREVIEW_BASE = STONE_BASE   # the picture's colour v is screen index 7 + v while it is previewed


def user_folder() -> Path:
    return userdata.sub_dir("stonesets")


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


class EditorFiles:
    """The file side of one editing session: its file, saving, loading and autosave."""

    def __init__(self, screen: EditorScreen, path: Path | None) -> None:
        self.screen = screen
        self.path = editable_path(path)
        self.autosaved_at = screen.doc.changes

    @property
    def doc(self) -> StonesetDoc:
        return self.screen.doc

    def _message(self, title: str, text: str) -> None:
        self.screen.host.message(title, text)

    def _replace_doc(self, doc: StonesetDoc, path: Path | None) -> None:
        self.screen.doc = doc
        self.path = editable_path(path)
        self.autosaved_at = doc.changes
        self.screen.select_stone(0, 0)
        self.screen.apply_palette()

    def _unsaved_first(self, title: str, then: Callable[[], None]) -> None:
        if self.doc.dirty:
            self.screen.host.confirm(title, "The stoneset has edits that are not saved. Throw them away?",
                                     "Discard", then)
        else:
            then()

    # --- New, Load ---------------------------------------------------------------------

    def new(self) -> None:
        def erase() -> None:
            self.doc.clear()
            self.screen.select_stone(0, 0)
            self.screen.status = "A new stoneset: every stone is transparent. Mask templates give quick shapes."
        self.screen.host.confirm("New Stoneset", "Erase all the stones?", "OK", erase)

    def load(self) -> None:
        def ask() -> None:
            drawer = self.path.parent if self.path else folders.drawer_for("stonesets")
            self.screen.host.open(FileRequester("Load Stoneset", drawer, mode="load", pattern=(".png",),
                                                on_close=_with_path(self.load_path)))
        self._unsaved_first("Load Stoneset", ask)

    def load_path(self, path: Path) -> None:
        """Open ``path`` in place of the set being edited (no question asked: see :meth:`load`)."""
        try:
            doc = load_doc(path)
        except StonesetError as exc:
            self._message("Load Stoneset", f"{path.name} cannot be opened: {exc} The stoneset being edited "
                          "is unchanged.")
            return
        self._replace_doc(doc, path)
        self.screen.status = doc.opened_note or f"Loaded {path.name}."

    def request_load(self, path: Path) -> None:
        """Load ``path`` as File > Load Stoneset… would with it chosen (asking first about unsaved edits)."""
        self._unsaved_first("Load Stoneset", lambda: self.load_path(path))

    # --- Save, Save As --------------------------------------------------------------------

    def save(self) -> None:
        if self.path is None:
            self.save_as()
        else:
            self.save_to(self.path)

    def save_as(self) -> None:
        drawer = self.path.parent if self.path else folders.drawer_for("stonesets")
        name = self.path.name if self.path else f"{file_stem(self.doc.name)}.png"
        self.screen.host.open(FileRequester("Save Stoneset", drawer, mode="save", file_name=name,
                                            pattern=(".png",),
                                            on_close=_with_path(self.request_save)))

    def request_save(self, path: Path) -> None:
        """Save As with ``path`` chosen: asks before replacing another file."""
        if folders.exists(path) and path != self.path:
            def replace() -> None:
                self.save_to(path)
            self.screen.host.confirm("Save Stoneset", f"{path.name} exists. Replace it?", "Replace", replace)
        else:
            self.save_to(path)

    def save_to(self, path: Path) -> bool:
        try:
            save_doc(self.doc, path)
        except (OSError, ValueError) as exc:
            reason = getattr(exc, "strerror", None) or str(exc)
            self._message("Save Stoneset", f"The stoneset could not be saved to {path.name}: {reason}. "
                          "Your edits are kept here; try another folder or name.")
            return False
        self.path = path
        self.discard_autosave()
        self.screen.status = f"Saved {path.name}."
        return True

    # --- Import Picture ---------------------------------------------------------------------

    def import_picture(self) -> None:
        self.screen.host.open(FileRequester("Import Picture", folders.drawer_for("stonesets"), mode="load",
                                            pattern=PICTURE_PATTERN, on_close=_with_path(self.import_path)))

    def import_path(self, path: Path) -> None:
        """Reduce the picture at ``path`` into a stoneset, show it, and take it on Use."""
        try:
            imported = import_picture(path)
        except StonesetError as exc:
            self._message("Import Picture", f"{exc} The stoneset being edited is unchanged.")
            return
        saved = list(pyxel.colors)
        colours = list(saved)
        colours[PREVIEW_BASE + 1:PREVIEW_BASE + 1 + EDIT_COLOURS] = imported.palette[1:EDIT_COLOURS + 1]
        pyxel.colors[:] = colours       # while it is shown, the set's 8 screen colours are the picture's

        def closed(result: object) -> None:
            pyxel.colors[:] = saved
            if result == "Use":
                self.doc.replace_all(imported, "import picture")
                self.screen.apply_palette()
                self.screen.select_stone(0, 0)
                used = len({v for stone in imported.stones for v in stone} - {0})
                self.screen.status = f"Imported {path.name} in {used} colours."
        self.screen.host.open(Requester("Import Picture", f"{path.name}, reduced to {EDIT_COLOURS} colours and cut "
                                        "into 36 stones. Use it?", buttons=("Use", "Cancel"), on_close=closed,
                                        body=[PicturePreview(imported)]))

    # --- names ---------------------------------------------------------------------------------

    def edit_names(self) -> None:
        doc = self.doc
        fields = [TextEntry(40, 0, 150, doc.name, 40, name="Name"),
                  TextEntry(40, 14, 150, doc.author, 60, name="Author"),
                  TextEntry(40, 28, 150, doc.theme, 60, name="Theme")]
        labels = [Label(0, 3 + 14 * k, text) for k, text in enumerate(("Name", "Author", "Theme"))]
        fields[0].focused = True

        def closed(result: object) -> None:
            if result == "OK":
                doc.set_names(fields[0].value, fields[1].value, fields[2].value)
        dialog = Requester("Stoneset", "", buttons=("OK", "Cancel"), on_close=closed, body=[*labels, *fields])
        for entry in fields:       # Return in a field is OK
            entry.on_submit = lambda _value: dialog.choose("OK")
        self.screen.host.open(dialog)

    # --- Use ---------------------------------------------------------------------------------

    def use(self) -> None:
        """Save the set (to its file, or into the user folder) and hand it to the game."""
        problems = self.doc.warnings()
        try:
            stoneset = self.doc.to_stoneset()
            check_playable(stoneset.stones, stoneset.palette, stoneset.colour_names, stoneset.symbol_names,
                           "The stoneset")
        except StonesetError as exc:
            self._message("Use", f"{exc} Finish it first; Save keeps the work in progress.")
            return
        if problems.holes:
            self.screen.status = problems.messages()[-1]
        try:
            folder = user_folder()
        except userdata.NoDataFolder as exc:
            self._message("Use", f"The stoneset cannot be kept for the game: {exc} Save Stoneset As… keeps it in a "
                          "file of your choice.")
            return
        path = self.path
        if path is None or not _is_inside(path, folder):
            path = folder / _unused(folder, f"{file_stem(self.doc.name)}.png", self.path)
        if (self.doc.dirty or path != self.path) and not self.save_to(path):
            return
        self.discard_autosave()
        if self.screen.on_use:
            self.screen.on_use(path)

    # --- autosave -------------------------------------------------------------------------------

    def update(self) -> None:
        if self.doc.dirty and self.doc.changes - self.autosaved_at >= AUTOSAVE_EVERY:
            self.autosave()

    def autosave(self) -> None:
        self.autosaved_at = self.doc.changes
        try:
            write_autosave(self.doc.to_stoneset().to_png_bytes())
        except userdata.NoDataFolder:
            pass                # said once at start: there is nowhere to keep it
        except (OSError, ValueError) as exc:      # ValueError: FileBusy, another copy held the lock too long
            self.screen.status = f"Autosave failed: {getattr(exc, 'strerror', None) or str(exc).rstrip('.')}."

    def discard_autosave(self) -> None:
        try:
            remove_autosave()
        except OSError as exc:
            self.screen.status = f"The autosave could not be removed: {exc.strerror or exc}."

    def offer_recovery(self) -> None:
        """Ask whether to take back the autosave a crashed session left (if there is one)."""
        path = pending_autosave()
        if path is None:
            return

        def answer(result: object) -> None:
            if result != "Recover":
                self.discard_autosave()
                return
            try:
                doc = load_doc(path)
            except StonesetError as exc:
                try:
                    kept = keep_damaged(path)
                except OSError as refused:      # a read-only folder: it stays as it is
                    self._message("Recover", f"The autosave cannot be read: {exc} It could not be kept aside "
                                  f"({(refused.strerror or str(refused)).lower()}) and stays as {path.name}.")
                    return
                self.discard_autosave()
                where = f" It is kept as {kept.name} in the data folder." if kept else ""
                self._message("Recover", f"The autosave cannot be read: {exc}{where}")
                return
            doc.saved_revision = -1     # recovered work is unsaved work
            self._replace_doc(doc, None)
            self.screen.status = "Recovered the autosaved stoneset: save it with Save Stoneset As."
        self.screen.host.open(Requester("Recover", "An editing session ended without saving. Its stoneset was "
                                        "autosaved. Recover it?", buttons=("Recover", "Discard"),
                                        on_close=answer))


class PicturePreview(Widget):
    """The imported stones, drawn in the picture's own colours (put in the set's screen indices 8..15)."""

    def __init__(self, doc: StonesetDoc) -> None:
        super().__init__(0, 0, 120, 120, "Preview")
        self.image = pyxel.Image(120, 120)
        base = ctypes.addressof(self.image.data_ptr())
        for r in range(6):
            for c in range(6):
                px = doc.stone_in_play(c, r)
                for y in range(20):
                    row = bytes(PREVIEW_BASE + v if v else CLEAR_KEY for v in px[y * 20:(y + 1) * 20])
                    ctypes.memmove(base + (r * 20 + y) * 120 + c * 20, row, 20)

    def draw(self) -> None:
        pyxel.rect(self.x, self.y, self.w, self.h, draw.MID)
        pyxel.blt(self.x, self.y, self.image, 0, 0, 120, 120, CLEAR_KEY)


def _with_path(action: Callable[[Path], None]) -> Callable[[object], None]:
    """A file requester's on_close: ``action(path)`` when a file was chosen, nothing on Cancel."""
    def closed(result: object) -> None:
        if result is not None:
            action(Path(str(result)))
    return closed


def _is_inside(path: Path, folder: Path) -> bool:
    return folders.same_folder(path, folder)


def _unused(folder: Path, name: str, own: Path | None) -> str:
    stem, suffix = Path(name).stem, Path(name).suffix
    candidate, n = name, 1
    while folders.exists(folder / candidate) and (own is None or (folder / candidate) != own):
        n += 1
        candidate = f"{stem}-{n}{suffix}"
    return candidate
