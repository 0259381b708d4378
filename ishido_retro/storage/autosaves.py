"""The stoneset editor's autosave: the set being edited, kept every few edits, offered back after a crash."""

from __future__ import annotations

from pathlib import Path

from ishido_retro.storage import datafolder, userdata

AUTOSAVE_NAME = "editor-autosave.png"


def autosave_path() -> Path:
    return userdata.data_dir() / AUTOSAVE_NAME


def pending_autosave() -> Path | None:
    """The autosave an editing session left behind (it crashed or was killed), if any."""
    try:
        path = datafolder.folder_path() / AUTOSAVE_NAME
        return path if path.is_file() else None
    except OSError:           # no folder, a name too long...: nothing was left there
        return None


def write_autosave(data: bytes) -> None:
    """Keep the PNG bytes of the set being edited (atomically); OSError when the disk refuses."""
    userdata.atomic_write(autosave_path(), data)


def discard_autosave() -> None:
    """The work is saved or thrown away: the autosave goes (OSError when it cannot be removed)."""
    path = pending_autosave()
    if path is not None:
        path.unlink(missing_ok=True)


def keep_damaged(path: Path) -> Path | None:
    """Keep an autosave that cannot be read as a ``.bad`` copy (see :func:`userdata.keep_bad_copy`)."""
    return userdata.keep_bad_copy(path)
