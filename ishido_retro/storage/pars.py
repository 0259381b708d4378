"""The pars file, ``pars.yaml`` in the data folder: the par of every deal already solved, so a deal is solved once.

The format is ``ishido-par/1`` (:mod:`ishido_retro.players.parbook`). Two copies of the game may
find pars at the same time: each is added under the file's lock to what is on disk then and written
atomically, so none is lost. A damaged file is kept beside the new one as ``pars.yaml.bad`` and the
player is told in one sentence.
"""

from __future__ import annotations

from pathlib import Path

from ishido_retro import formats
from ishido_retro.players.par import ParGame
from ishido_retro.players.parbook import WHAT, Book, ParKey, format_book, parse_book
from ishido_retro.storage import datafolder, safeio, userdata

PARS_FILE = "pars.yaml"
MAX_BYTES = 1024 * 1024


def pars_path() -> Path:
    return datafolder.data_dir() / PARS_FILE


def load_pars() -> tuple[Book, str | None]:
    """The pars kept, and a sentence when the file could not be used. Never raises."""
    try:
        return parse_book(formats.decode_text(safeio.read_bytes(pars_path(), MAX_BYTES, WHAT), WHAT, PARS_FILE)), None
    except (formats.FileMissing, datafolder.NoDataFolder):    # no data folder: said once, by its own message
        return {}, None
    except formats.DataFileError as exc:
        return {}, f"Your pars file could not be read: {exc} It will be kept as a .bad copy when a par is found."
    except OSError as exc:
        return {}, f"Your pars file could not be read ({exc.strerror or type(exc).__name__})."


def keep_par(key: ParKey, par: ParGame, effort: int) -> str | None:
    """Add the par of ``key`` to the file (keeping every par already there); a sentence when it went wrong."""

    def update(old: bytes | None) -> str:
        book = {} if old is None else parse_book(formats.decode_text(old, WHAT, PARS_FILE))
        book.pop(key, None)             # the newest last: the oldest leave first when the file is full
        book[key] = (par, effort)
        return format_book(book)

    try:
        kept = userdata.locked_update(pars_path(), update, MAX_BYTES, WHAT)
    except datafolder.NoDataFolder:
        return None                     # the data folder's problem is said once, by its own message
    except formats.DataFileError as exc:
        return f"The par could not be kept: {exc}"
    except OSError as exc:
        return f"The par could not be kept ({exc.strerror or type(exc).__name__})."
    if kept is not None:
        return f"Your pars file was damaged; it is kept as {kept.name} and a new one is started."
    return None
