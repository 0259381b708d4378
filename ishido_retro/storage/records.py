"""Game records on disk: :func:`read_record` and :func:`write_record`.

The format (``ishido-record/1``) and its checks live in :mod:`ishido_retro.engine.records`;
this module reads a file through the one hardened reader and writes one atomically.
"""

from __future__ import annotations

from pathlib import Path

from ishido_retro.engine.game import Game
from ishido_retro.engine.records import MAX_RECORD_BYTES, RecordError, dump_record, load_record
from ishido_retro.formats import DataFileError
from ishido_retro.storage.safeio import read_bytes
from ishido_retro.storage.userdata import atomic_write


def write_record(path: Path | str, game: Game) -> None:
    """Write the record of ``game`` to ``path`` atomically (old file or new, never half)."""
    atomic_write(path, dump_record(game))


def read_record(path: Path | str) -> Game:
    """Read, check and replay the record in the file ``path``."""
    try:
        data = read_bytes(path, MAX_RECORD_BYTES, "a game record")
    except DataFileError as exc:
        raise RecordError(str(exc), keep_case=True) from None
    return load_record(data)
