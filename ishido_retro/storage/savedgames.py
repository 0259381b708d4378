"""Saved games: ``ishido-record/1`` files that resume a whole match where it was left.

A saved game is the record of the match's game (:mod:`ishido_retro.engine.records`,
with ``in_progress: true`` while the game goes on) with the match around it under
the ``match`` key (:mod:`ishido_retro.match.matchfile`: mode, seats, timers,
tournament and its results), plus two keys of its own::

    stoneset: Ishido        # the stoneset and board on show when it was saved
    board: Ishido

Loading replays and checks the whole file (so undo works as before the save)
before anything of the game in progress is touched; every fault is a
:class:`~ishido_retro.engine.records.RecordError` with one plain sentence.
``ishido-retro replay FILE`` reads the same files; a record of one game without
the ``match`` key (a ``selfplay`` record, say) loads too, with people in its seats.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from ishido_retro import formats
from ishido_retro.engine import records
from ishido_retro.engine.records import RecordError
from ishido_retro.formats.sealed import sealed
from ishido_retro.match import Match, MatchError, default_seats
from ishido_retro.match.clock import Clock
from ishido_retro.match.matchfile import match_from_record, match_to_record
from ishido_retro.storage import datafolder, safeio, userdata

SAVES_DIR = "saves"
SUFFIX = ".yaml"
MAX_THEME_NAME = 100


@dataclass
class SavedGame:
    """A match read back from a file, with the theme it was saved with (None when not given)."""

    match: Match
    stoneset: str | None = None
    board: str | None = None


def saves_dir() -> Path:
    """The folder the file requester opens on for saved games."""
    return datafolder.sub_dir(SAVES_DIR)


def saved_text(match: Match, stoneset: str | None = None, board: str | None = None) -> str:
    """The text of a saved game."""
    data: dict[str, Any] = match_to_record(match)
    if stoneset:
        data["stoneset"] = stoneset
    if board:
        data["board"] = board
    return yaml.safe_dump(data, sort_keys=False, default_flow_style=None, width=200)


def quick_text(match: Match, stoneset: str | None = None, board: str | None = None) -> str:
    """The text of a saved game, written in a fraction of :func:`saved_text`'s time (the game in progress is
    written after every move): each key of the record on a line of its own, its value in flow style, as JSON
    writes it (JSON of plain ASCII is YAML, read back to the same values). A record holding any other text (a
    name with an accent, say) is written by :func:`saved_text`."""
    import json
    data: dict[str, Any] = match_to_record(match)
    if stoneset:
        data["stoneset"] = stoneset
    if board:
        data["board"] = board
    lines = []
    for key, value in data.items():
        flow = json.dumps(value, ensure_ascii=True, allow_nan=False)
        if "\\" in flow or not (key.isascii() and key.isidentifier()):
            return yaml.safe_dump(data, sort_keys=False, default_flow_style=None, width=200)
        lines.append(f"{key}: {flow}\n")
    return "".join(lines)


def _plain_match(data: dict[str, Any], clock: Clock) -> Match:
    """A record without the ``match`` key: its game, with people in its seats."""
    game = records.game_from_record(data)
    try:
        return Match(clock, game.mode, game.scoring, default_seats(game.mode), game)
    except MatchError as exc:
        raise RecordError(str(exc)) from None


def save_game(path: Path | str, match: Match, stoneset: str | None = None, board: str | None = None) -> None:
    """Write ``match`` to ``path`` atomically."""
    userdata.atomic_write(path, saved_text(match, stoneset, board))


def kept_bytes(match: Match, stoneset: str | None, board: str | None) -> bytes:
    """The game in progress as it is written after every move: quickly (:func:`quick_text`) and sealed (the closing
    line that says it is whole: :mod:`ishido_retro.formats.sealed`)."""
    return sealed(quick_text(match, stoneset, board))


def keep_game(path: Path | str, data: bytes, durable: bool) -> None:
    """Write the game in progress (:func:`kept_bytes`) to ``path`` atomically; ``durable``: on the disk before it
    returns (a write after each move leaves that to the system: a killed process loses nothing the system was
    given)."""
    userdata.atomic_write(path, data, durable=durable)


def read_saved(path: Path | str, clock: Clock) -> SavedGame:
    """The match saved in ``path``, checked move by move (its timer resumes on ``clock``).

    RecordError names the first fault.
    """
    path = Path(path)
    try:
        text = safeio.read_bytes(path, records.MAX_RECORD_BYTES, "a saved game")
    except formats.DataFileError as exc:
        raise RecordError(str(exc), keep_case=True) from None
    if not text.strip():
        raise RecordError(f"{path.name} is empty: it is not a saved game")
    data = records._parse(text)      # the records' own reader: size, binary, YAML faults named
    if isinstance(data, dict) and "match" not in data:
        match = _plain_match(data, clock)        # a record of one game (selfplay, an older save)
    else:
        match = match_from_record(data, clock)
    themes = []
    for key in ("stoneset", "board"):
        value = data.get(key)
        if value is not None and (not isinstance(value, str) or not value or len(value) > MAX_THEME_NAME):
            raise RecordError(f"the saved game's {key} must be a name of at most {MAX_THEME_NAME} characters")
        themes.append(value)
    return SavedGame(match, themes[0], themes[1])
