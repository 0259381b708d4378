"""High-score boards: Today's Scores, All-Time Highs and Tournament High Scores.

Pure: no pyxel, no clock.  Every operation that depends on the day is given the
date (``YYYY-MM-DD``) by its caller.

Boards
------
Each board exists once per scoring (``modern`` and ``ancient``), because the two
rank games differently:

``today``
    Every mode but tournament; only entries of the given date count, so the
    board empties by itself when the date changes.
``all_time``
    Solitaire, cooperative and challenge games that used no hint and were not
    started over (flags ``hinted`` / ``restarted``).
``tournament``
    Tournament games (not those started over); emptied when a new tournament starts.

Modern boards rank by score, then more 4-Ways, then fewer stones left.  Ancient
boards rank by pouch emptied, then more 4-Ways, then fewer stones left.  Equal
games keep the order they were made in (date, then id).  A board keeps the
best :data:`BOARD_SIZE` entries.  A game enters only with something its scoring
counts (points in Modern, a stone placed in Ancient), and never above a better game:
:meth:`HighScores.missed` says why one entered no board.

File format (``ishido-scores/1``)::

    format: ishido-scores/1
    last_name: Ann               # optional: the name last typed in
    boards:
      all_time:
        modern:
          - {name: Ann, score: 1234, four_ways: 3, stones_left: 0, mode: solitaire,
             date: '2026-11-22', stoneset: Ishido, deal: 42, id: 9f3c...}
        ancient: []
      today: {modern: [], ancient: []}
      tournament: {modern: [], ancient: []}

``deal`` is optional (null when the game was not dealt from a seed).  ``id``
tells two games with equal numbers apart when two copies of a board are merged.
A reader ignores keys it does not know.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

import yaml

from ishido_retro.engine.stones import STONE_COUNT, TABLEAU_SQUARES
from ishido_retro.formats import DataFileError, load_yaml_text

FORMAT = "ishido-scores/1"
FORMAT_PREFIX = "ishido-scores/"
BOARD_SIZE = 10
BOARDS = ("today", "all_time", "tournament")
SCORINGS = ("modern", "ancient")
MODES = ("solitaire", "cooperative", "challenge", "tournament")
DISQUALIFYING_FLAGS = frozenset({"hinted", "restarted"})
MAX_NAME = 24
MAX_TEXT = 64
# More than any game can score: the points of a placement double with every 4-Way made before it, and
# even 40 4-Ways (more than a board can hold) give 8 << 40, under 10**13 a stone. A file claiming more is damaged.
MAX_SCORE = 10**13
MAX_ENTRIES_READ = 200          # per board in a file; more is not a scores file of ours
TO_PLACE = STONE_COUNT - len(TABLEAU_SQUARES)     # 66: the stones a game has to place

# Why a game entered no board (HighScores.missed).
NOTHING_COUNTED = "nothing counted"     # no points (Modern), no stone placed (Ancient)
NO_BOARD = "no board"                   # a tournament game started over: no board takes it
OUTRANKED = "outranked"                 # every board it may enter holds BOARD_SIZE games as good or better

_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}\Z")     # ASCII digits only: no "２０２６-..."


class ScoresError(ValueError):
    """A scores file that cannot be used; the message is one plain sentence."""


class ScoresSyntaxError(ScoresError):
    """The text is not YAML, or not a mapping."""


class ScoresFormatError(ScoresError):
    """The format line is missing, wrong, or names a newer version."""


class ScoresEntryError(ScoresError):
    """A board or an entry does not hold what it should."""


@dataclass(frozen=True)
class Entry:
    """One game on a board."""

    name: str
    score: int
    four_ways: int
    stones_left: int
    mode: str
    scoring: str
    date: str
    stoneset: str
    deal: int | None = None
    id: str = ""

    @property
    def emptied(self) -> bool:
        """The pouch was emptied (no stone left)."""
        return self.stones_left == 0

    @property
    def counts(self) -> bool:
        """The game has something its scoring counts: points (Modern), a stone placed (Ancient)."""
        return self.stones_left < TO_PLACE if self.scoring == "ancient" else self.score > 0

    def rank_key(self) -> tuple[int, ...]:
        """Smaller ranks higher; games of equal merit keep the order they were made in."""
        if self.scoring == "ancient":
            return (0 if self.emptied else 1, -self.four_ways, self.stones_left)
        return (-self.score, -self.four_ways, self.stones_left)

    def sort_key(self) -> tuple[Any, ...]:
        return (self.rank_key(), self.date, self.id, self.name)

    def as_dict(self) -> dict[str, Any]:
        """The entry as it is written in the file (its board gives the scoring)."""
        return {
            "name": self.name, "score": self.score, "four_ways": self.four_ways,
            "stones_left": self.stones_left, "mode": self.mode, "date": self.date,
            "stoneset": self.stoneset, "deal": self.deal, "id": self.id,
        }

    def summary(self) -> dict[str, Any]:
        """The short form the runner's ``high_scores`` dump shows."""
        return {"name": self.name, "score": self.score, "four_ways": self.four_ways,
                "stones_left": self.stones_left, "mode": self.mode}


def check_date(date: str) -> str:
    """``date`` if it is a ``YYYY-MM-DD`` text, else ValueError."""
    if not isinstance(date, str) or not _DATE.match(date):
        raise ValueError(f"a date is written YYYY-MM-DD, not {date!r}")
    return date


def boards_for(mode: str, flags: Iterable[str] = ()) -> tuple[str, ...]:
    """The boards a game of ``mode`` with ``flags`` may enter."""
    if DISQUALIFYING_FLAGS & set(flags) and mode == "tournament":
        return ()                        # a tournament game started over: no board at all (the manual)
    if mode == "tournament":
        return ("tournament",)
    if DISQUALIFYING_FLAGS & set(flags):
        return ("today",)
    return ("today", "all_time")


def rank(entries: Iterable[Entry]) -> list[Entry]:
    """Entries best first, one of each id (or of each identical entry), at most BOARD_SIZE."""
    seen: set[Any] = set()
    unique: list[Entry] = []
    for entry in entries:
        key = entry.id or entry
        if key not in seen:
            seen.add(key)
            unique.append(entry)
    return sorted(unique, key=Entry.sort_key)[:BOARD_SIZE]


def _empty_boards() -> dict[str, dict[str, list[Entry]]]:
    return {board: {scoring: [] for scoring in SCORINGS} for board in BOARDS}


@dataclass
class HighScores:
    """All the boards, per scoring, and the name last typed in."""

    boards: dict[str, dict[str, list[Entry]]] = field(default_factory=_empty_boards)
    last_name: str = ""

    def board(self, board: str, scoring: str, date: str) -> list[Entry]:
        """The entries of one board, best first; Today's only holds games of ``date``."""
        entries = self.boards[board][scoring]
        if board == "today":
            check_date(date)
            entries = [e for e in entries if e.date == date]
        return list(entries)

    def qualifies(self, entry: Entry, flags: Iterable[str] = ()) -> tuple[str, ...]:
        """The boards ``entry`` (a game just ended, with its ``flags``) would enter, in BOARDS order:
        none without anything its scoring counts, none where it would not rank among the best."""
        if not entry.counts:
            return ()
        return tuple(b for b in boards_for(entry.mode, flags) if entry in self._with(b, entry))

    def missed(self, entry: Entry, flags: Iterable[str] = ()) -> tuple[str, tuple[str, ...]] | None:
        """Why ``entry`` enters no board: ``(NOTHING_COUNTED | NO_BOARD | OUTRANKED, the boards it may
        enter)``; None when it enters one."""
        if self.qualifies(entry, flags):
            return None
        boards = boards_for(entry.mode, flags)
        if not boards:
            return NO_BOARD, boards
        return (OUTRANKED if entry.counts else NOTHING_COUNTED), boards

    def places(self, entry: Entry, flags: Iterable[str] = ()) -> dict[str, int]:
        """The place (from 1) ``entry`` would take on each board it qualifies for."""
        return {b: self._with(b, entry).index(entry) + 1 for b in self.qualifies(entry, flags)}

    def add(self, entry: Entry, flags: Iterable[str] = ()) -> tuple[str, ...]:
        """Put ``entry`` on every board it qualifies for; returns those boards."""
        placed = self.qualifies(entry, flags)
        for board in placed:
            self.boards[board][entry.scoring] = self._with(board, entry)
        return placed

    def withdraw(self, game_id: str) -> None:
        """Take one game's entries (``game_id``, or it with a seat's suffix) off every board: a game finished
        again after an Undo enters with the result it finally ended with."""
        for boards in self.boards.values():
            for scoring, entries in boards.items():
                boards[scoring] = [e for e in entries if e.id.split("-")[0] != game_id]

    def place(self, board: str, entry: Entry) -> int | None:
        """The place (from 1) of ``entry`` on ``board``, or None."""
        for i, other in enumerate(self.boards[board][entry.scoring], 1):
            if other == entry:
                return i
        return None

    def _with(self, board: str, entry: Entry) -> list[Entry]:
        entries = self.boards[board][entry.scoring]
        if board == "today":
            entries = [e for e in entries if e.date == entry.date]
        return rank([*entries, entry])

    def clear(self, board: str, scoring: str | None = None) -> None:
        """Empty one board (both scorings when ``scoring`` is None)."""
        for s in (scoring,) if scoring else SCORINGS:
            self.boards[board][s] = []

    def roll_date(self, date: str) -> None:
        """Drop Today's entries of any other date."""
        check_date(date)
        for scoring in SCORINGS:
            self.boards["today"][scoring] = [e for e in self.boards["today"][scoring] if e.date == date]


def merge(ours: HighScores, theirs: HighScores, date: str | None = None) -> HighScores:
    """Both versions of the boards in one: every entry either holds, ranked and cut to size.

    When ``date`` is given, Today's boards keep only that date's entries.
    ``last_name`` is ours when we have one.  A cleared board cannot be told
    from one never filled, so clearing is done under the file's lock, never merged.
    """
    out = HighScores(last_name=ours.last_name or theirs.last_name)
    for board in BOARDS:
        for scoring in SCORINGS:
            entries = [*ours.boards[board][scoring], *theirs.boards[board][scoring]]
            if board == "today" and date is not None:
                entries = [e for e in entries if e.date == check_date(date)]
            out.boards[board][scoring] = rank(entries)
    return out


# --- the file ---------------------------------------------------------------------


def format_scores(scores: HighScores) -> str:
    """The scores file text for ``scores``; :func:`parse_scores` reads it back."""
    data: dict[str, Any] = {"format": FORMAT}
    if scores.last_name:
        data["last_name"] = scores.last_name
    data["boards"] = {
        board: {scoring: [e.as_dict() for e in scores.boards[board][scoring]] for scoring in SCORINGS}
        for board in BOARDS
    }
    return yaml.safe_dump(data, sort_keys=False, default_flow_style=None, allow_unicode=True, width=200)


def parse_scores(text: str | bytes) -> HighScores:
    """The boards in a scores file's text; a :class:`ScoresError` subclass names the first fault."""
    if isinstance(text, (bytes, bytearray)):
        if b"\x00" in text:
            raise ScoresSyntaxError("the scores file is binary, not text")
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise ScoresSyntaxError("the scores file is not UTF-8 text") from None
    try:
        data = load_yaml_text(text, what="a scores file", source="The scores file")
    except DataFileError as exc:
        raise ScoresSyntaxError(str(exc)) from None
    return scores_from_data(data)


def scores_from_data(data: object) -> HighScores:
    """The boards in already-loaded YAML data (see :func:`parse_scores`)."""
    if not isinstance(data, dict):
        raise ScoresSyntaxError("the scores file does not hold a mapping")
    fmt = data.get("format")
    if not isinstance(fmt, str) or not fmt.startswith(FORMAT_PREFIX):
        raise ScoresFormatError(f"the scores file has no '{FORMAT}' format line")
    if fmt != FORMAT:
        raise ScoresFormatError(f"the scores file is in format {fmt[:40]!r}, newer than this game reads ({FORMAT})")
    scores = HighScores()
    last_name = data.get("last_name", "")
    if not isinstance(last_name, str) or len(last_name) > MAX_NAME:
        raise ScoresEntryError(f"last_name must be a name of at most {MAX_NAME} characters")
    scores.last_name = last_name
    boards = data.get("boards", {})
    if not isinstance(boards, dict):
        raise ScoresEntryError("'boards' must be a mapping of boards")
    for board, by_scoring in boards.items():
        if board not in BOARDS:
            continue
        if not isinstance(by_scoring, dict):
            raise ScoresEntryError(f"board {board} must map each scoring to its entries")
        for scoring, items in by_scoring.items():
            if scoring not in SCORINGS:
                continue
            if not isinstance(items, list) or len(items) > MAX_ENTRIES_READ:
                raise ScoresEntryError(f"board {board} {scoring} must be a list of at most {MAX_ENTRIES_READ} entries")
            entries = [_entry(item, board, scoring, i) for i, item in enumerate(items, 1)]
            scores.boards[board][scoring] = rank(entries)
    return scores


def _entry(item: object, board: str, scoring: str, number: int) -> Entry:
    where = f"entry {number} of board {board} {scoring}"
    if not isinstance(item, Mapping):
        raise ScoresEntryError(f"{where} must be a mapping")

    def text(key: str, limit: int) -> str:
        value = item.get(key)
        if not isinstance(value, str) or not value or len(value) > limit:
            raise ScoresEntryError(f"{where}: {key} must be a text of 1 to {limit} characters")
        return value

    def number_(key: str, high: int | None) -> int:
        value = item.get(key)
        if isinstance(value, bool) or not isinstance(value, int) or value < 0 or (high is not None and value > high):
            span = f"from 0 to {high}" if high is not None else "0 or more"
            raise ScoresEntryError(f"{where}: {key} must be a whole number {span}")
        return value

    mode = item.get("mode")
    if mode not in MODES:
        raise ScoresEntryError(f"{where}: mode must be one of {', '.join(MODES)}")
    if (board == "tournament") != (mode == "tournament"):
        raise ScoresEntryError(f"{where}: a {mode} game cannot be on board {board}")
    date = item.get("date")
    if not isinstance(date, str) or not _DATE.match(date):
        raise ScoresEntryError(f"{where}: date must be written YYYY-MM-DD")
    deal = item.get("deal")
    if deal is not None and (isinstance(deal, bool) or not isinstance(deal, int) or deal < 0):
        raise ScoresEntryError(f"{where}: deal must be a deal number (0 or more) or empty")
    ident = item.get("id", "")
    if not isinstance(ident, str) or len(ident) > MAX_TEXT:
        raise ScoresEntryError(f"{where}: id must be a short text")
    return Entry(
        name=text("name", MAX_NAME), score=number_("score", MAX_SCORE), four_ways=number_("four_ways", 72),
        stones_left=number_("stones_left", 72), mode=str(mode), scoring=scoring, date=date,
        stoneset=text("stoneset", MAX_TEXT), deal=deal, id=ident,
    )


def renamed(entry: Entry, name: str) -> Entry:
    """``entry`` with the player's name (trimmed, at most MAX_NAME characters)."""
    name = " ".join(name.split())[:MAX_NAME] or "Anonymous"
    return replace(entry, name=name)
