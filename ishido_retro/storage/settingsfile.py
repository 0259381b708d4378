"""The settings file in the user data folder: :func:`load` and :func:`save`, and where a theme lives.

The format is :mod:`ishido_retro.settings`'. Two copies of the game may run at once:
:func:`save` writes under the file's lock and only the settings this copy changed since
it loaded or last saved (:func:`ishido_retro.settings.merged_text`), so what the other
copy saved in between is kept.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from ishido_retro import formats
from ishido_retro.settings import FILE_NAME, MAX_BYTES, WHAT, Settings, from_mapping, merged_text, parse_settings
from ishido_retro.storage import datafolder, safeio, userdata

LOCK_TIMEOUT = userdata.LOCK_TIMEOUT     # seconds another copy may hold the settings file
_seen: dict[str, dict[str, Any]] = {}     # settings file -> the settings this copy last loaded or saved


def settings_path() -> Path:
    return datafolder.data_dir() / FILE_NAME


def theme_path(name: str, folder: str, shipped: Callable[[str], Path]) -> Path:
    """Where the stoneset or board the settings name lives: ``user:FILE`` in the user's ``folder`` (checked
    by :func:`safeio.file_in`), else the shipped one ``shipped(name)`` (KeyError when there is none)."""
    if name.startswith("user:"):
        return safeio.file_in(datafolder.sub_dir(folder), name[5:])
    return shipped(name)


def load() -> tuple[Settings, str | None]:
    """The saved settings and a message when the file could not be used as a whole."""
    try:
        path = datafolder.folder_path() / FILE_NAME       # read where it is, even when it cannot be written
    except datafolder.NoDataFolder:
        return Settings(), None
    try:
        data = parse_settings(safeio.read_bytes(path, MAX_BYTES, WHAT))
    except formats.FileMissing:
        _seen[str(path)] = Settings().as_dict()
        return Settings(), None
    except formats.DataFileError as exc:
        _seen[str(path)] = Settings().as_dict()
        if datafolder.folder_problem() is not None:     # said once at start, for the whole folder
            return Settings(), None
        return Settings(), (f"Your settings file could not be read: {exc} The defaults are used; the file will "
                            f"be kept as a .bad copy when you change a setting.")
    settings, problems = from_mapping(data)
    _seen[str(path)] = settings.as_dict()
    if problems:
        return settings, ("Some settings were ignored: " + "; ".join(problems)
                          + ". Your file will be kept as a .bad copy when you change a setting.")
    return settings, None


def save(settings: Settings) -> None:
    """Save the settings this copy of the game changed, keeping what another copy saved meanwhile.

    Raises ``OSError`` or :class:`ishido_retro.formats.errors.DataFileError` when the file cannot be written.
    """
    path = settings_path()
    mine = settings.as_dict()
    before = _seen.get(str(path))
    userdata.locked_update(path, lambda old: merged_text(old, mine, before), MAX_BYTES, WHAT, LOCK_TIMEOUT)
    _seen[str(path)] = mine
