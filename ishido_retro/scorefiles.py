"""The high-scores file and the history of finished games, in the user data folder.

``scores.yaml`` (format ``ishido-scores/1``, see :mod:`ishido_retro.model.scores`)
is shared by every copy of the game the player runs: each change is made under
a file lock on the version read from disk at that moment, then written
atomically, so two copies adding scores at once, or a crash while writing, never
lose an entry.  A damaged file is kept beside the new one as
``scores.yaml.bad`` (``.bad2``, ``.bad3`` ... when older backups exist), the
player is told in one sentence, and the boards this copy knew are written back.

``history/`` holds one ``ishido-record/1`` file per finished game (with the
extra keys ``date`` and ``stoneset``); the statistics window reads them.
"""

from __future__ import annotations

import contextlib
import os
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import filelock
import yaml

from . import userdata
from .model import scores as hs

SCORES_FILE = "scores.yaml"
HISTORY_DIR = "history"
SCORES_LIMIT = 1024 * 1024
RECORD_LIMIT = 256 * 1024
LOCK_TIMEOUT = 10.0
MAX_HISTORY = 5000

T = TypeVar("T")
# libyaml's safe loader when PyYAML has it (about 10 times faster on the history's records)
_SAFE_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def scores_path() -> Path:
    return userdata.data_dir() / SCORES_FILE


class UnreadableFile(ValueError):
    """A file that is too large, not UTF-8 text or not YAML; the message says which."""


def read_yaml(path: Path, limit: int, what: str) -> Any:
    """Load a YAML file through the size-limited reader (the one place this module reads a file).

    OSError is left to the caller; every fault of the content is an :class:`UnreadableFile`.
    """
    data = userdata.read_limited(path, limit, what)
    try:
        return yaml.load(data.decode("utf-8"), Loader=_SAFE_LOADER)
    except UnicodeDecodeError:
        raise UnreadableFile(f"{path.name} is not UTF-8 text") from None
    except yaml.MarkedYAMLError as exc:
        line = f" at line {exc.problem_mark.line + 1}" if exc.problem_mark is not None else ""
        raise UnreadableFile(f"{path.name} is not valid YAML{line}") from None
    except (yaml.YAMLError, RecursionError):
        raise UnreadableFile(f"{path.name} is not valid YAML") from None


@contextlib.contextmanager
def locked(path: Path) -> Iterator[None]:
    """Hold the lock that every copy of the game takes before changing ``path``."""
    with filelock.FileLock(str(path) + ".lock", timeout=LOCK_TIMEOUT):
        yield


def _backup(path: Path) -> Path:
    n = 1
    while True:
        backup = path.with_name(path.name + (".bad" if n == 1 else f".bad{n}"))
        if not backup.exists():
            os.replace(path, backup)
            return backup
        n += 1


def _read_scores(path: Path, known: hs.HighScores | None) -> tuple[hs.HighScores, str | None]:
    """The boards on disk; a damaged file is backed up and replaced by what this copy knew."""
    if not path.exists():
        return hs.HighScores(), None
    try:
        return hs.scores_from_data(read_yaml(path, SCORES_LIMIT, "a high-scores file")), None
    except (ValueError, OSError) as exc:
        reason = str(exc) if isinstance(exc, ValueError) else (exc.strerror or type(exc).__name__)
        try:
            backup = _backup(path)
        except OSError:
            return known or hs.HighScores(), f"Your high scores could not be read ({reason}) and cannot be moved aside."
        return known or hs.HighScores(), (f"Your high scores file was damaged ({reason}); it is kept as "
                                          f"{backup.name} and a new one is started.")


def load_scores(date: str) -> tuple[hs.HighScores, str | None]:
    """The boards as they are on disk now (Today's only for ``date``) and a message if the file was damaged."""
    path = scores_path()
    try:
        with locked(path):
            scores, message = _read_scores(path, None)
            if message:
                userdata.atomic_write(path, hs.format_scores(scores))
    except (OSError, filelock.Timeout) as exc:
        return hs.HighScores(), f"Your high scores could not be read: {exc}."
    scores.roll_date(date)
    return scores, message


def update_scores(change: Callable[[hs.HighScores], T], date: str,
                  known: hs.HighScores | None = None) -> tuple[T, hs.HighScores, str | None]:
    """Apply ``change`` to the boards on disk under the lock and write them back atomically.

    ``known`` (the boards this copy last saw) stands in for a damaged file, merged
    so that none of its entries is lost.  Returns what ``change`` returned, the
    boards as written and a message when something went wrong.
    """
    path = scores_path()
    try:
        with locked(path):
            scores, message = _read_scores(path, known)
            scores.roll_date(date)
            result = change(scores)
            userdata.atomic_write(path, hs.format_scores(scores))
    except (OSError, filelock.Timeout) as exc:
        scores = known or hs.HighScores()
        return change(scores), scores, f"Your high scores could not be saved: {exc}."
    return result, scores, message


def add_score(entry: hs.Entry, flags: set[str] | frozenset[str], date: str,
              known: hs.HighScores | None = None) -> tuple[tuple[str, ...], hs.HighScores, str | None]:
    """Put ``entry`` on the boards it qualifies for (remembering its name); returns those boards."""
    def change(scores: hs.HighScores) -> tuple[str, ...]:
        scores.last_name = entry.name
        return scores.add(entry, flags)
    return update_scores(change, date, known)


def clear_scores(board: str, scoring: str | None, date: str) -> tuple[hs.HighScores, str | None]:
    """Empty one board (both scorings when ``scoring`` is None)."""
    _, scores, message = update_scores(lambda s: s.clear(board, scoring), date)
    return scores, message


def new_game_id() -> str:
    """A unique id for a finished game (tells equal games apart on the boards and in the history)."""
    return uuid.uuid4().hex[:16]


# --- history ------------------------------------------------------------------------


def history_dir() -> Path:
    return userdata.sub_dir(HISTORY_DIR)


def save_history(record: dict[str, Any], date: str, game_id: str) -> Path:
    """Keep the record of a finished game in the history folder; returns its path."""
    hs.check_date(date)
    record = {**record, "date": date}
    path = history_dir() / userdata.safe_name(f"{date}-{game_id}.yaml")
    userdata.atomic_write(path, yaml.safe_dump(record, sort_keys=False, default_flow_style=None, width=200))
    return path


_SUMMARY_KEYS = ("format", "mode", "scoring", "in_progress", "result", "tournament", "seed", "date", "stoneset")
_history_cache: dict[Path, tuple[int, int, dict[str, Any] | None]] = {}   # path -> (mtime_ns, size, summary)


def _summary(data: Any) -> dict[str, Any] | None:
    """The keys of a record the statistics read (so that the cache stays small)."""
    if not isinstance(data, dict):
        return None
    out = {k: data[k] for k in _SUMMARY_KEYS if k in data}
    match = data.get("match")
    if isinstance(match, dict):
        out["match"] = {"mode": match.get("mode")}
    return out


def load_history() -> tuple[list[dict[str, Any]], int]:
    """The records in the history folder (oldest file name first, only the keys statistics read)
    and how many could not be read.  Files already read and unchanged are not read again."""
    records: list[dict[str, Any]] = []
    unreadable = 0
    paths = sorted(p for p in history_dir().glob("*.yaml") if p.is_file())[-MAX_HISTORY:]
    for path in paths:
        try:
            st = path.stat()
            cached = _history_cache.get(path)
            if cached is not None and cached[:2] == (st.st_mtime_ns, st.st_size):
                summary = cached[2]
            else:
                summary = _summary(read_yaml(path, RECORD_LIMIT, "a game record"))
                _history_cache[path] = (st.st_mtime_ns, st.st_size, summary)
        except (ValueError, OSError):
            unreadable += 1
            continue
        if summary is None:
            unreadable += 1
        else:
            records.append(summary)
    return records, unreadable
