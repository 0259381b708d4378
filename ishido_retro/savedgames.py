"""Saved games: ``ishido-record/1`` files that resume where they were left.

A saved game is the game's record (:mod:`ishido_retro.model.records`) with
``in_progress: true`` while the game is not over, plus two keys of its own::

    stoneset: Ishido        # the stoneset and board on show when it was saved
    board: Ishido

Loading replays and checks the record completely (so undo works as before the
save) before anything of the game in progress is touched; every fault is a
:class:`~ishido_retro.model.records.RecordError` with one plain sentence.
``ishido-retro replay FILE`` reads the same files.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from . import userdata
from .model import records
from .model.game import Game
from .model.records import RecordError, load_record, record_from_game

SAVES_DIR = "saves"
SUFFIX = ".yaml"
MAX_THEME_NAME = 100


@dataclass
class SavedGame:
    """A game read back from a file, with the theme it was saved with (None when not given)."""

    game: Game
    stoneset: str | None = None
    board: str | None = None


def saves_dir() -> Path:
    """The folder the file requester opens on for saved games."""
    return userdata.sub_dir(SAVES_DIR)


def saved_text(game: Game, stoneset: str | None = None, board: str | None = None) -> str:
    """The text of a saved game."""
    data: dict[str, Any] = record_from_game(game)
    if stoneset:
        data["stoneset"] = stoneset
    if board:
        data["board"] = board
    return yaml.safe_dump(data, sort_keys=False, default_flow_style=None, width=200)


def save_game(path: Path | str, game: Game, stoneset: str | None = None, board: str | None = None) -> None:
    """Write ``game`` to ``path`` atomically."""
    userdata.atomic_write(path, saved_text(game, stoneset, board))


def read_saved(path: Path | str) -> SavedGame:
    """The game saved in ``path``, checked move by move; RecordError names the first fault."""
    path = Path(path)
    try:
        if path.is_dir():
            raise RecordError(f"{path.name} is a folder, not a saved game")
        data = userdata.read_limited(path, what="a saved game")
    except FileNotFoundError:
        raise RecordError(f"there is no file {path.name}") from None
    except PermissionError:
        raise RecordError(f"{path.name} cannot be read: permission denied") from None
    except OSError as exc:
        raise RecordError(f"{path.name} cannot be read: {exc.strerror or exc}") from None
    except RecordError:
        raise
    except ValueError as exc:        # too large
        raise RecordError(str(exc)) from None
    if not data.strip():
        raise RecordError(f"{path.name} is empty: it is not a saved game")
    game = load_record(data)
    extra = records._parse(data)      # the records' own reader; load_record has checked it is a mapping
    themes = []
    for key in ("stoneset", "board"):
        value = extra.get(key)
        if value is not None and (not isinstance(value, str) or not value or len(value) > MAX_THEME_NAME):
            raise RecordError(f"the saved game's {key} must be a name of at most {MAX_THEME_NAME} characters")
        themes.append(value)
    return SavedGame(game, themes[0], themes[1])
