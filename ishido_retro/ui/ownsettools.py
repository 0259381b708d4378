"""The Stonesets and Boards dialogs' tools for the player's own sets: Rename…, Delete… and Show Folder.

The tools sit in a row under the dialog's list (:class:`~.chooser.Chooser`'s ``tools``); each closes the
dialog with the marked set, does its work here, and opens the dialog again (``reopen(marked)``) when it is
done. The sets that come with the game are refused with a sentence. Rename asks the new name in a field
holding the old one, selected (typing replaces it), and refuses an empty, too long or taken name under the
field; Delete asks, and its focused answer is Cancel. Every file operation is storage's
(:mod:`ishido_retro.storage.ownfiles`): a deleted file is kept in the data folder's backup folder first.
Show Folder hands the folder to the system's file manager, or says where it is when there is none (always
in a browser page).
"""

from __future__ import annotations

from collections.abc import Callable

from ishido_retro.ui.ports import Prefs, Requesters
from ishido_retro.ui.widgets import Requester
from ishido_retro.ui.widgets.requester import EntryRequester

RENAME, DELETE, SHOW_FOLDER = "Rename…", "Delete…", "Show Folder"
OWN_TOOLS = (RENAME, DELETE, SHOW_FOLDER)
CANCEL = "Cancel"


class OwnSetTools:
    """``reload()`` loads what the settings name again (a deleted set in play gives way to Ishido's)."""

    def __init__(self, requesters: Requesters, prefs: Prefs, reload: Callable[[], None]) -> None:
        self.requesters = requesters
        self.prefs = prefs
        self.reload = reload

    def act(self, tool: str, kind: str, setting: str, reopen: Callable[[str | None], None]) -> None:
        """Do ``tool`` to the ``kind`` whose setting is ``setting`` (``user:FILE`` for an own one)."""
        match tool:
            case "Show Folder":
                self._show_folder(kind, lambda: reopen(setting))
            case _ if not setting.startswith("user:"):
                what = "renamed" if tool == RENAME else "deleted"
                self._say(f"{tool.rstrip('…')} {kind.capitalize()}",
                          f"The {kind} {setting} comes with the game and cannot be {what}; only your own "
                          f"{kind}s can.", lambda: reopen(setting))
            case "Rename…":
                self._rename(kind, setting[5:], reopen)
            case "Delete…":
                self._delete(kind, setting[5:], reopen)

    def from_browser(self, kind: str) -> bool:
        """Other… in a browser page: the browser's file chooser for a ``kind`` (the file chosen comes in as a drop
        does, a frame or two later); False on the desktop (the game's own file requester is for there)."""
        from ishido_retro.storage.webfiles import choose_file
        return choose_file()

    def _say(self, title: str, text: str, then: Callable[[], None]) -> None:
        self.requesters.open(Requester(title, text, on_close=lambda _result: then()))

    def _show_folder(self, kind: str, then: Callable[[], None]) -> None:
        from ishido_retro.storage.ownfiles import why_not_shown
        from ishido_retro.storage.ownsets import folder_text, own_folder
        try:
            folder = own_folder(kind)
        except OSError as exc:
            self._say("Show Folder", f"Your {kind}s have no folder: {str(exc).rstrip('.')}.", then)
            return
        why = why_not_shown(folder)
        if why is None:                 # a sign on screen: the file manager's window may open behind the game's
            self._say("Show Folder", f"The folder of your own {kind}s, {folder_text(kind)}, is handed to the "
                      "file manager; its window may open behind this one.", then)
            return
        from ishido_retro.storage.webfiles import in_page
        if in_page():
            self._say("Show Folder", f"In this page your own {kind}s are kept in the browser, where no "
                      "file manager reaches. Save in the stoneset editor offers a set as a download; a file dropped "
                      "on the page or chosen with Other… comes in.", then)
            return
        said = f"There is {why}" if why.startswith("no ") else why[0].upper() + why[1:]
        self._say("Show Folder", f"Your own {kind}s are in {folder_text(kind)}. {said}; open that folder yourself "
                  "to copy sets in or out.", then)

    def _rename(self, kind: str, file: str, reopen: Callable[[str | None], None]) -> None:
        from ishido_retro.storage.ownfiles import name_problem, rename_own
        from ishido_retro.storage.ownsets import own_sets
        old = next((own.name for own in own_sets(kind) if own.file == file), file)
        title = f"Rename {kind.capitalize()}"

        def answer(result: object) -> None:
            button, name = result if isinstance(result, tuple) else (CANCEL, "")
            if button != "OK":
                reopen("user:" + file)
                return
            try:
                new_file = rename_own(kind, file, name)
            except (OSError, ValueError) as exc:
                self._say(title, f"Your {kind} {file} could not be renamed: {_words(exc)}.",
                          lambda: reopen("user:" + file))
                return
            self._follow(kind, "user:" + file, "user:" + new_file)
            reopen("user:" + new_file)
        asked = EntryRequester(title, f"A new name for your {kind} {old!r} ({file}):", value=old,
                               max_len=40, on_close=answer, check=lambda v: name_problem(kind, v, file))
        self.requesters.open(asked)             # the field has the old name selected: typing replaces it

    def _delete(self, kind: str, file: str, reopen: Callable[[str | None], None]) -> None:
        from ishido_retro.storage.ownfiles import BACKUPS, delete_own
        from ishido_retro.storage.ownsets import FOLDERS
        title = f"Delete {kind.capitalize()}"

        def answer(result: object) -> None:
            if result != "Delete":
                reopen("user:" + file)
                return
            try:
                kept = delete_own(kind, file)
            except (OSError, ValueError) as exc:
                self._say(title, f"Your {kind} {shown} was not deleted: {_words(exc)}.",
                          lambda: reopen("user:" + file))
                return
            self._follow(kind, "user:" + file, None)
            self._say(title, f"Your {kind} {shown} is deleted; its file is kept as {kept}.", lambda: reopen(None))
        shown = _named(kind, file)
        asked = Requester(title, f"Delete your {kind} {shown}? The file is kept in {BACKUPS}/{FOLDERS[kind]} in "
                          "your data folder.", buttons=("Delete", CANCEL), on_close=answer)
        asked.default_button = asked.buttons[-1]        # one Return deletes nothing
        self.requesters.open(asked)

    def _follow(self, kind: str, old: str, new: str | None) -> None:
        """The settings follow a renamed set (``new``) or leave a deleted one (None: Ishido's in its place)."""
        s = self.prefs.settings
        if getattr(s, kind) != old:
            return
        setattr(s, kind, new or "Ishido")
        self.prefs.save_settings()
        self.reload()


def _named(kind: str, file: str) -> str:
    """An own set as a question names it: ``'Frost' (frost.png)``, its name and its file."""
    from ishido_retro.storage.ownsets import own_sets
    name = next((own.name for own in own_sets(kind) if own.file == file), None)
    return f"{name!r} ({file})" if name else file


def _words(exc: Exception) -> str:
    """What a failed file operation says, in the game's words: a sentence of storage's as it is, the system's
    reason without ``[Errno ...]`` or a path."""
    from ishido_retro.formats import DataFileError
    from ishido_retro.storage.ownfiles import NoBackup
    if isinstance(exc, (NoBackup, DataFileError)) or not isinstance(exc, OSError):
        return str(exc).rstrip(".")
    from ishido_retro.storage.datafolder import os_reason
    return os_reason(exc)
