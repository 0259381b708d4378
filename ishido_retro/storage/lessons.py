"""The lessons file, ``lessons.yaml`` in the data folder: which lessons the player has finished.

The format is ``ishido-lessons/1`` (:mod:`ishido_retro.lessons.progress`). Two copies
of the game may finish lessons at the same time: each change is made under the
file's lock on what is on disk at that moment and written atomically, so none is
lost. A damaged file is kept beside the new one as ``lessons.yaml.bad`` and the
player is told in one sentence.
"""

from __future__ import annotations

from pathlib import Path

from ishido_retro import formats
from ishido_retro.lessons.progress import WHAT, Progress, format_progress, parse_progress
from ishido_retro.storage import datafolder, safeio, userdata

LESSONS_FILE = "lessons.yaml"
MAX_BYTES = 64 * 1024


def lessons_path() -> Path:
    return datafolder.data_dir() / LESSONS_FILE


def _parse(data: bytes) -> Progress:
    return parse_progress(formats.decode_text(data, WHAT, LESSONS_FILE))


def load_progress() -> tuple[Progress, str | None]:
    """The lessons finished, and a sentence when the file could not be used. Never raises."""
    try:
        return _parse(safeio.read_bytes(lessons_path(), MAX_BYTES, WHAT)), None
    except formats.FileMissing:
        return Progress(), None
    except formats.DataFileError as exc:
        return Progress(), (f"Your lessons file could not be read: {exc} It will be kept as a .bad copy "
                            f"when you finish a lesson.")
    except OSError as exc:
        return Progress(), f"Your lessons file could not be read ({exc.strerror or type(exc).__name__})."


def mark_done(key: str, known: Progress | None = None) -> tuple[Progress, str | None]:
    """Record lesson ``key`` as finished, keeping every lesson the file and ``known`` hold.

    Returns the progress as written (or as this copy knows it, when it could not be
    written) and a sentence when something went wrong. Never raises.
    """
    result = (known or Progress()).with_done(key)

    def update(old: bytes | None) -> str:
        nonlocal result
        disk = Progress() if old is None else _parse(old)
        result = disk.merged(result)
        return format_progress(result)

    try:
        kept = userdata.locked_update(lessons_path(), update, MAX_BYTES, WHAT)
    except formats.DataFileError as exc:
        return result, f"Your lessons could not be saved: {exc}"
    except OSError as exc:
        return result, f"Your lessons could not be saved ({exc.strerror or type(exc).__name__})."
    if kept is not None:
        return result, f"Your lessons file was damaged; it is kept as {kept.name} and a new one is started."
    return result, None
