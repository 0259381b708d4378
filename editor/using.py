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
    _replace_or_copy(files, folder)


def _replace_or_copy(files: EditorFiles, folder: Path) -> None:
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
        elif result == REPLACE and rival is not None:
            try:
                keep_backup("stoneset", rival.file)
            except (OSError, ValueError) as exc:
                files.port.message("Use", f"{rival.file} was not replaced: its backup could not be kept "
                                   f"({str(exc).rstrip('.')}).")
                return
            if files.save_to(folder / rival.file):
                _hand_over(files, folder / rival.file)
    files.port.open(replace_question("stoneset", doc.name, doc.author, rival.file, answer))


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
