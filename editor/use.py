"""Use: the set being edited saved where the game keeps the player's sets, then played with.

A set with its file in the data folder is saved there (when it has edits) and handed to the game. Any
other (a shipped set, a new one, a file elsewhere) gets a copy in the data folder: when an own set has
the same name and author, Replace (that file kept in the backup folder first, then written over), Keep
Both or Cancel; else the copy's name is asked. A set the game could not play is not used. In a browser page
Use offers no download (Save does): the set goes to the game, not to the player's disk.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from ishido_retro.formats.errors import UnsafeName
from ishido_retro.formats.names import check_name
from ishido_retro.stonesets.document import StonesetDoc
from ishido_retro.stonesets.shipped import file_stem
from ishido_retro.stonesets.stoneset import StonesetError, check_playable
from ishido_retro.storage import datafolder, folders
from ishido_retro.ui.widgets.base import Window

from .checks import unused_name
from .requesters import copy_name_requester


class UsePort(Protocol):
    """Where Use asks and says."""

    def open(self, window: Window) -> Window: ...

    def message(self, title: str, text: str) -> None: ...

    def say(self, text: str, seconds: float | None = None) -> None: ...


class UsingFiles(Protocol):
    """What Use needs of the editor's file side (:class:`.files.EditorFiles`)."""

    path: Path | None

    @property
    def doc(self) -> StonesetDoc: ...

    @property
    def port(self) -> UsePort: ...

    def write(self, path: Path, then: Callable[[Path], None] | None = None, offer: bool = True) -> None: ...

    def save_to(self, path: Path, offer: bool = True) -> bool: ...

    def contrast_first(self, go_on: str, then: Callable[[], None]) -> None: ...

    def hand_over(self, path: Path) -> None: ...


def user_folder() -> Path:
    return datafolder.sub_dir("stonesets")


def use_stoneset(files: UsingFiles) -> None:
    """Save the set (to its file, or into the user folder) and hand it to the game."""
    doc = files.doc
    problems = doc.warnings()
    try:
        stoneset = doc.to_stoneset()
        check_playable(stoneset.stones, stoneset.palette, stoneset.colour_names, stoneset.symbol_names,
                       "The stoneset")
    except StonesetError as exc:
        files.port.message("Use", f"{exc} Finish it first; Save keeps the work in progress.")
        return
    if problems.holes:
        files.port.say(problems.messages()[-1])
    files.contrast_first("Use Anyway", lambda: _use_saved(files))


def _use_saved(files: UsingFiles) -> None:
    try:
        folder = user_folder()
    except datafolder.NoDataFolder as exc:
        files.port.message("Use", f"The stoneset cannot be kept for the game: {exc} Save Stoneset As… keeps it in a "
                           "file of your choice.")
        return
    if files.path is not None and folders.same_folder(files.path, folder):
        if files.doc.dirty:
            files.write(files.path, files.hand_over, offer=False)
        else:
            files.hand_over(files.path)
        return
    _replace_or_copy(files, folder)


def _replace_or_copy(files: UsingFiles, folder: Path) -> None:
    """Use on a set with no file in the data folder: when an own set has its name and author, Replace (that
    file kept in the backup folder first, then written over), Keep Both (a copy under a name of its own) or
    Cancel; else the copy's name is asked."""
    from ishido_retro.storage.ownfiles import keep_backup
    from ishido_retro.storage.ownsets import matching_own
    from ishido_retro.ui.drops import KEEP_BOTH, REPLACE, replace_question
    doc = files.doc
    rival = matching_own("stoneset", doc.name, doc.author)
    if rival is None:
        _name_the_copy(files, folder)
        return

    def answer(result: object) -> None:
        if result == KEEP_BOTH:
            _name_the_copy(files, folder)
        elif result == REPLACE:
            try:
                keep_backup("stoneset", rival.file)
            except (OSError, ValueError) as exc:
                from ishido_retro.storage.ownfiles import NoBackup
                why = str(exc).rstrip(".") if isinstance(exc, NoBackup) else \
                    f"its backup could not be kept ({str(exc).rstrip('.')})"
                files.port.message("Use", f"{rival.file} was not replaced: {why}.")
                return
            if files.save_to(folder / rival.file, offer=False):
                files.hand_over(folder / rival.file)
    files.port.open(replace_question("stoneset", doc.name, doc.author, rival.file, answer))


def _name_the_copy(files: UsingFiles, folder: Path) -> None:
    """Use on a set with no file in the data folder (a shipped set, a new one): ask for the copy's name."""
    def named(name: str) -> None:
        try:
            check_name(name, "a stoneset's file name")
        except UnsafeName as exc:
            files.port.message("Use", f"{exc}.")
            return
        files.write(folder / name, files.hand_over, offer=False)
    files.port.open(copy_name_requester(files.doc.name, unused_name(folder, f"{file_stem(files.doc.name)}.png"),
                                        named))
