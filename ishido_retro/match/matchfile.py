"""A whole match as plain data that fits in an ``ishido-record/1`` file.

The game itself is written as a record (:mod:`.records`: deal, moves, passes,
flags, undo floor, ``in_progress: true`` while it goes on); the match around it
goes under the record's optional ``match`` key::

    match:
      mode: challenge            # solitaire | cooperative | tournament | challenge
      seats:                     # in seat order
        - {name: Ann, computer: false, level: master}
        - {name: Computer 2, computer: true, level: adept}
      timers: {tournament_minutes: null, challenge_seconds: 20, left: 12.5}
      time_ran_out: false        # a tournament game ended by its timer
      undo_lock: null            # why the moves so far cannot be undone (as after an Oracle reading)
      tournament:                # null outside tournament play
        games: 2                 # games started on the deal
        awaiting_player: false
        results:
          - {name: Ann, computer: false, score: 1234, four_ways: 3, stones_left: 4}
          - {name: Bob, computer: false, score: 990, four_ways: 2, stones_left: 6, flags: [restarted]}

Loading checks everything into temporaries first and raises
:class:`~.records.RecordError` (a ``ValueError``) naming the first fault.
"""

from __future__ import annotations

from typing import Any

from ishido_retro.engine.records import RecordError, game_from_record, record_from_game
from ishido_retro.match.clock import Clock, Countdown
from ishido_retro.match.match import Match
from ishido_retro.match.seats import LEVELS, MAX_NAME, MODES, MatchError, Seat
from ishido_retro.match.timers import TIMER_MINUTES, TIMER_SECONDS
from ishido_retro.match.tournament import Tournament, TournamentEntry

MAX_RESULTS = 1000


def match_to_record(match: Match) -> dict[str, Any]:
    """The record of ``match``'s game with the match under the ``match`` key."""
    record = record_from_game(match.game)
    tournament = match.tournament
    left = match.timer_left()
    record["match"] = {
        "mode": match.mode,
        "seats": [{"name": s.name, "computer": s.computer, "level": s.level} for s in match.seats],
        "timers": {"tournament_minutes": match.tournament_minutes, "challenge_seconds": match.challenge_seconds,
                   "left": None if left is None else round(left, 3)},
        "time_ran_out": match.time_ran_out,
        "undo_lock": match.undo_lock_reason,
        "tournament": None if tournament is None else {
            "games": tournament.games,
            "awaiting_player": tournament.awaiting_player,
            "results": [{"name": e.name, "computer": e.computer, "score": e.score, "four_ways": e.four_ways,
                         "stones_left": e.stones_left, **({"flags": list(e.flags)} if e.flags else {})}
                        for e in tournament.results],
        },
    }
    return record


def match_from_record(data: Any, clock: Clock) -> Match:
    """The match saved in ``data`` (parsed YAML), checked completely; its timer resumes on ``clock``."""
    game = game_from_record(data)
    if not isinstance(data, dict) or not isinstance(data.get("match"), dict):
        raise RecordError("the record holds no match (the 'match' key is missing)")
    m = data["match"]
    mode = m.get("mode")
    if mode not in MODES:
        raise RecordError(f"the match's mode must be one of {', '.join(MODES)}")
    game_mode = "solitaire" if mode == "tournament" else mode
    if game.mode != game_mode:
        raise RecordError(f"the match is {mode} play but its game is a {game.mode} game")
    seats = tuple(_seat(item, i) for i, item in enumerate(_list(m.get("seats"), "the seats"), 1))
    timers = m.get("timers") or {}
    if not isinstance(timers, dict):
        raise RecordError("the match's timers must be a mapping")
    minutes = _optional_int(timers.get("tournament_minutes"), "tournament_minutes", *TIMER_MINUTES)
    seconds = _optional_int(timers.get("challenge_seconds"), "challenge_seconds", *TIMER_SECONDS)
    left = timers.get("left")
    if left is not None and (isinstance(left, bool) or not isinstance(left, (int, float)) or not 0 <= left <= 3600):
        raise RecordError("the time left must be a number of seconds from 0 to 3600")
    time_ran_out = m.get("time_ran_out", False)
    undo_lock = m.get("undo_lock")
    if not isinstance(time_ran_out, bool):
        raise RecordError("time_ran_out must be true or false")
    if undo_lock is not None and not (isinstance(undo_lock, str) and len(undo_lock) <= 200):
        raise RecordError("the undo lock's reason must be a short text")
    tournament = None
    if mode == "tournament":
        tournament = _tournament(m.get("tournament"), game)
    elif m.get("tournament") is not None:
        raise RecordError("only a tournament match lists tournament results")
    try:
        match = Match(clock, mode, game.scoring, seats, game, tournament, minutes, seconds)
    except MatchError as exc:
        raise RecordError(str(exc)) from None
    match.time_ran_out = time_ran_out
    match.undo_lock_reason = undo_lock
    if left is not None and match.playing:
        limit = minutes * 60.0 if mode == "tournament" and minutes else float(seconds or 0)
        if limit:
            countdown = Countdown(limit, spent=max(0.0, limit - float(left)))
            countdown.start(clock.now())
            match.timers.countdown = countdown
    return match


def _list(value: Any, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise RecordError(f"{what} must be a list")
    return value


def _name(value: Any, what: str) -> str:
    if not isinstance(value, str) or not value.strip() or len(value) > MAX_NAME or not value.isprintable():
        raise RecordError(f"{what} must be a name of 1 to {MAX_NAME} characters")
    return value


def _bool(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise RecordError(f"{what} must be true or false")
    return value


def _count(value: Any, what: str, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= high:
        raise RecordError(f"{what} must be a whole number from 0 to {high}")
    return value


def _flags(value: Any, what: str) -> tuple[str, ...]:
    items = _list(value, what)
    if len(items) > 8 or not all(isinstance(f, str) and 0 < len(f) <= 40 for f in items):
        raise RecordError(f"{what} must be a short list of short words")
    return tuple(items)


def _optional_int(value: Any, what: str, low: int, high: int) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise RecordError(f"{what} must be from {low} to {high}, or null")
    return value


def _seat(item: Any, number: int) -> Seat:
    if not isinstance(item, dict):
        raise RecordError(f"seat {number} must be a mapping with name, computer and level")
    level = item.get("level", "master")
    if level not in LEVELS:
        raise RecordError(f"seat {number}'s level must be one of {', '.join(LEVELS)}")
    return Seat(_name(item.get("name"), f"seat {number}'s name"),
                _bool(item.get("computer"), f"seat {number}'s computer"), level)


def _tournament(value: Any, game: Any) -> Tournament:
    if not isinstance(value, dict):
        raise RecordError("a tournament match needs its 'tournament' mapping")
    results = []
    for i, item in enumerate(_list(value.get("results", []), "the tournament results")[:MAX_RESULTS + 1], 1):
        if i > MAX_RESULTS:
            raise RecordError(f"a tournament keeps at most {MAX_RESULTS} results")
        if not isinstance(item, dict):
            raise RecordError(f"tournament result {i} must be a mapping")
        results.append(TournamentEntry(
            _name(item.get("name"), f"tournament result {i}'s name"),
            _bool(item.get("computer", False), f"tournament result {i}'s computer"),
            _count(item.get("score"), f"tournament result {i}'s score", 10**7),
            _count(item.get("four_ways"), f"tournament result {i}'s four_ways", 72),
            _count(item.get("stones_left"), f"tournament result {i}'s stones_left", 72),
            _flags(item.get("flags", []), f"tournament result {i}'s flags")))
    games = _count(value.get("games", len(results)), "the tournament's games", MAX_RESULTS + 1)
    awaiting = _bool(value.get("awaiting_player", True), "awaiting_player")
    if games < len(results):
        raise RecordError(f"the tournament lists {len(results)} results but started only {games} games")
    return Tournament(game.deal, results, games, awaiting)
