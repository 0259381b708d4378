"""The high-scores file and the history of finished games, in the user data folder.

``scores.yaml`` (format ``ishido-scores/1``, see :mod:`ishido_retro.scores.highscores`)
is shared by every copy of the game the player runs: each change is made under
a file lock on the version read from disk at that moment, then written
atomically, so two copies adding scores at once, or a crash while writing, never
lose an entry.  A damaged file is kept beside the new one as
``scores.yaml.bad`` (``scores.yaml.2.bad`` ... when older copies exist), the
player is told in one sentence, and the boards this copy knew are written back.

``history/`` holds one ``ishido-record/1`` file per finished game (with the
extra keys ``date`` and ``stoneset``); the statistics window reads them (off the
frame loop: :func:`read_statistics` runs on a worker thread). What was read is
kept per file (its modification time and size tell when to read it again), and a
game finished in this session is kept there as it is written.
"""

from __future__ import annotations

import threading
import uuid
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any, TypeVar

import yaml

from ishido_retro import formats
from ishido_retro.scores import highscores as hs
from ishido_retro.scores.parstats import ParLookup, against_par
from ishido_retro.scores.statistics import Statistics, statistics
from ishido_retro.storage import datafolder, safeio, userdata

SCORES_FILE = "scores.yaml"
HISTORY_DIR = "history"
SCORES_LIMIT = 1024 * 1024
RECORD_LIMIT = 256 * 1024
LOCK_TIMEOUT = 10.0
MAX_HISTORY = 5000

T = TypeVar("T")


def scores_path() -> Path:
    return datafolder.data_dir() / SCORES_FILE


def read_yaml(path: Path, limit: int, what: str) -> Any:
    """Load a YAML file through the one hardened reader; every fault is a ``DataFileError`` (a ValueError)."""
    return safeio.read_yaml(path, limit, what)


def _read_scores(path: Path, known: hs.HighScores | None) -> tuple[hs.HighScores, str | None]:
    """The boards on disk; a damaged file is kept as a ``.bad`` copy and what this copy knew stands in."""
    try:
        return hs.scores_from_data(read_yaml(path, SCORES_LIMIT, "a high-scores file")), None
    except formats.FileMissing:
        return hs.HighScores(), None
    except (ValueError, OSError) as exc:
        reason = str(exc).rstrip(".") if isinstance(exc, ValueError) else (exc.strerror or type(exc).__name__)
        try:
            backup = userdata.keep_bad_copy(path)
        except OSError:
            backup = None
        if backup is None:
            return known or hs.HighScores(), f"Your high scores could not be read ({reason}) and cannot be kept aside."
        return known or hs.HighScores(), (f"Your high scores file was damaged ({reason}); it is kept as "
                                          f"{backup.name} and a new one is started.")


def load_scores(date: str) -> tuple[hs.HighScores, str | None]:
    """The boards as they are on disk now (Today's only for ``date``) and a message if the file was damaged."""
    try:
        path = scores_path()
        with userdata.locked(path, LOCK_TIMEOUT):
            scores, message = _read_scores(path, None)
            if message:
                userdata.atomic_write(path, hs.format_scores(scores))
    except (OSError, userdata.FileBusy) as exc:
        return hs.HighScores(), f"Your high scores could not be read: {_said(exc)}."
    scores.roll_date(date)
    return scores, message


def update_scores(change: Callable[[hs.HighScores], T], date: str,
                  known: hs.HighScores | None = None) -> tuple[T, hs.HighScores, str | None]:
    """Apply ``change`` to the boards on disk under the lock and write them back atomically.

    ``known`` (the boards this copy last saw) stands in for a damaged file, merged
    so that none of its entries is lost.  Returns what ``change`` returned, the
    boards as written and a message when something went wrong.
    """
    try:
        path = scores_path()
        with userdata.locked(path, LOCK_TIMEOUT):
            scores, message = _read_scores(path, known)
            scores.roll_date(date)
            result = change(scores)
            userdata.atomic_write(path, hs.format_scores(scores))
    except (OSError, userdata.FileBusy) as exc:
        scores = known or hs.HighScores()
        return change(scores), scores, f"Your high scores could not be saved: {_said(exc)}."
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


def _said(exc: Exception) -> str:
    """An error's words in the middle of a sentence (its own full stop dropped)."""
    return str(exc).rstrip(".")


def new_game_id() -> str:
    """A unique id for a finished game (tells equal games apart on the boards and in the history)."""
    return uuid.uuid4().hex[:16]


# --- history ------------------------------------------------------------------------


def history_dir() -> Path:
    return datafolder.sub_dir(HISTORY_DIR)


def save_history(record: dict[str, Any], date: str, game_id: str) -> Path:
    """Keep the record of a finished game in the history folder; returns its path."""
    hs.check_date(date)
    record = {**record, "date": date}
    path = history_dir() / userdata.safe_name(f"{date}-{game_id}.yaml")
    text = yaml.safe_dump(record, sort_keys=False, default_flow_style=None, width=200)
    userdata.atomic_write(path, text)
    try:                         # the statistics need not read this file again: its summary, as read back
        summary = _summary(formats.load_yaml_text(text, "a game record"))
        st = path.stat()
    except (ValueError, OSError):
        return path
    with _history_lock:
        _history_cache[path] = (st.st_mtime_ns, st.st_size, summary)
    return path


_SUMMARY_KEYS = ("format", "mode", "scoring", "in_progress", "result", "tournament", "seed", "date", "stoneset",
                 "strict_four_way")
_history_cache: dict[Path, tuple[int, int, dict[str, Any] | None]] = {}   # path -> (mtime_ns, size, summary)
_history_lock = threading.Lock()        # the cache is filled by the statistics' worker thread and by appends


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
    with _history_lock:
        return _load_history()


def _load_history() -> tuple[list[dict[str, Any]], int]:
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


def read_statistics() -> Statistics:
    """The statistics of the history (unreadable records counted among those left out).

    Reading a long history takes seconds: the statistics window calls this on a worker thread.
    """
    records, unreadable = load_history()
    stats = statistics(records)
    stats = replace(stats, par=against_par(records, _par_lookup()))
    return replace(stats, skipped=stats.skipped + unreadable) if unreadable else stats


def _par_lookup() -> ParLookup:
    """The pars file's pars as the statistics look them up (none when the file cannot be read)."""
    from ishido_retro.storage.pars import load_pars

    book, _problem = load_pars()        # a damaged file is said where a par is found (ui/play/pardesk.py)

    def par_of(deal: int, scoring: str, strict: bool) -> tuple[int, int, int] | None:
        kept = book.get((deal, scoring, strict))
        return None if kept is None else (kept[0].four_ways, kept[0].points, kept[0].stones_left)
    return par_of
