"""The editor's Use: the set saved (to its file in the user folder, or to a copy there named first) and handed
to the game, after the checks a set in play must pass."""

from __future__ import annotations

from pathlib import Path

from ishido_retro.formats.errors import UnsafeName
from ishido_retro.formats.names import check_name
from ishido_retro.stonesets.stoneset import StonesetError, check_playable, file_stem
from ishido_retro.storage import datafolder, folders

from .checks import unused_name
from .files import EditorFiles, user_folder
from .requesters import copy_name_requester


def use(files: EditorFiles) -> None:
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


def _use_saved(files: EditorFiles) -> None:
    try:
        folder = user_folder()
    except datafolder.NoDataFolder as exc:
        files.port.message("Use", f"The stoneset cannot be kept for the game: {exc} Save Stoneset As… keeps it in "
                           "a file of your choice.")
        return
    path = files.path
    if path is not None and folders.same_folder(path, folder):
        if files.doc.dirty:
            files.write(path, lambda saved: _hand_over(files, saved))
        else:
            _hand_over(files, path)
        return
    _name_the_copy(files, folder)


def _name_the_copy(files: EditorFiles, folder: Path) -> None:
    """Use on a set with no file in the data folder (a shipped set, a new one): ask for the copy's name."""
    def named(name: str) -> None:
        try:
            check_name(name, "a stoneset's file name")
        except UnsafeName as exc:
            files.port.message("Use", f"{exc}.")
            return
        files.write(folder / name, lambda saved: _hand_over(files, saved))
    name = files.doc.name
    files.port.open(copy_name_requester(name, unused_name(folder, f"{file_stem(name)}.png"), named))


def _hand_over(files: EditorFiles, path: Path) -> None:
    files.discard_autosave()
    files.port.used(path)
