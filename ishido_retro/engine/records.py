"""Game records: the project's interchange format for finished and saved games.

A record is a small YAML document.  Every key below keeps its meaning in later
versions; new optional keys may appear, and a reader ignores keys it does not
know.  ::

    format: ishido-record/1
    seed: 42              # optional: the seed the deal came from (informative;
                          #   the tableau and pouch below are what counts)
    scoring: modern       # modern | ancient
    tableau:              # the six opening stones: [col, row, colour, symbol]
      - [0, 0, 3, 1]
    pouch:                # the 66 other stones in draw order: [colour, symbol]
      - [2, 5]
    moves:                # one [col, row] per stone drawn, in order
      - [1, 0]
    ended_by: player      # only when the player ended the game early
    result:
      stones_left: 0      # 72 minus the stones on the board at the end
      four_ways: 7        # 4-Ways made in the whole game
      score: 12345        # Modern score with every bonus

Columns run 0..11 from the left, rows 0..7 from the top; colours and symbols
are numbered 0..5.

Optional keys
-------------
``mode``
    ``solitaire`` (the default), ``cooperative`` or ``challenge``.
``players``
    How many players take turns (default 1; at least 2 outside solitaire).
    Player ``i`` (counting from 0) places the stones of moves ``i+1``,
    ``i+1+players``, ...
``strict_four_way: true``
    The game was played with the stricter 4-Way rule (the two stones matched by
    colour must touch corner to corner).  Absent means the ordinary rule.
``in_progress: true``
    A game saved before its end.  The check that the game did not stop while
    the next stone could still be placed is skipped, and ``result`` holds the
    numbers so far (no end bonus yet).  Never together with ``ended_by``.
``undo_floor: N``
    The first N moves may no longer be taken back (as after an Oracle
    reading).  Default 0.
``flags: [restarted, ...]``
    Short words the game carries along, such as ``restarted`` for a deal
    started over; a list of strings.
``passes: [N, ...]``
    Turns given up without a placement (a challenge player whose move timer ran
    out): each number is how many moves had been made when that turn passed, in
    order.  Only in games of several players.  Default none.
``match``
    The match around the game, when it is saved in progress (see
    :mod:`ishido_retro.match.matchfile`): mode (tournament included), seats,
    timers, tournament results.  Replaying the game ignores it.
``result.scores``
    In a challenge game, every player's Modern score with every bonus, player 0
    first.  ``result.score`` is then player 0's score (in the other modes it is
    the team's).

Loading a record replays it completely: the tableau must hold one stone on each
corner and on the centre squares and show all six colours and all six symbols,
tableau and pouch together must be the 72 stones of a set, every move must be
legal, the game must not stop while the next stone could still be placed
(unless the player ended it or it is in progress) and ``result`` must agree with
the replay.  The first problem found is reported as a :class:`RecordError`
whose message is one plain sentence and whose ``move`` names the move (counted
from 1) when one move is to blame.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import yaml

from ishido_retro.engine.deal import Deal, DealError
from ishido_retro.engine.game import MODES, Game
from ishido_retro.engine.rules import IllegalPlacement, RuleSet
from ishido_retro.engine.scoring import SCORINGS
from ishido_retro.engine.stones import COLOURS, COLS, ROWS, SYMBOLS, Square, Stone
from ishido_retro.formats import DataFileError, decode_text, load_yaml_text, show_value

FORMAT = "ishido-record/1"
FORMAT_PREFIX = "ishido-record/"
MAX_PLAYERS = 8
MAX_FLAGS = 32
MAX_RECORD_BYTES = 1024 * 1024   # a record is a few kilobytes; a saved game with its extras well under this
MAX_RECORD_NODES = 50_000        # a record holds about 700 YAML values


class RecordError(DataFileError):
    """A record that cannot be read or does not describe a proper game.

    ``move`` is the number of the move at fault (counted from 1), or None when
    the problem is not one move's.
    """

    def __init__(self, message: str, move: int | None = None, keep_case: bool = False) -> None:
        message = message.strip()
        if not keep_case:       # keep_case: the message starts with a file name
            message = message[:1].upper() + message[1:]
        if not message.endswith((".", "?", "!")):
            message += "."
        super().__init__(message)
        self.move = move


# --- writing -------------------------------------------------------------------


def record_from_game(game: Game) -> dict[str, Any]:
    """The record of ``game`` as plain data (dicts, lists, ints and strings)."""
    record: dict[str, Any] = {"format": FORMAT}
    if game.deal.seed is not None:
        record["seed"] = int(game.deal.seed)
    record["scoring"] = game.scoring
    if game.mode != "solitaire":
        record["mode"] = game.mode
    if game.players != 1:
        record["players"] = game.players
    if game.rules.strict_four_way:
        record["strict_four_way"] = True
    record["tableau"] = [[sq.col, sq.row, st.colour, st.symbol] for sq, st in game.deal.tableau]
    record["pouch"] = [[st.colour, st.symbol] for st in game.deal.pouch]
    record["moves"] = [[p.square.col, p.square.row] for p in game.history]
    if game.passes:
        record["passes"] = list(game.passes)
    if game.ended_by_player:
        record["ended_by"] = "player"
    elif not game.is_over:
        record["in_progress"] = True
    if game.undo_floor:
        record["undo_floor"] = game.undo_floor
    if game.flags:
        record["flags"] = sorted(game.flags)
    result: dict[str, Any] = {
        "stones_left": game.stones_left,
        "four_ways": game.four_ways,
        "score": game.final_score(0),
    }
    if game.mode == "challenge":
        result["scores"] = [game.final_score(i) for i in range(game.players)]
    record["result"] = result
    return record


class _Dumper(yaml.SafeDumper):
    """Writes short lists of numbers on one line: ``- [0, 0, 3, 1]``."""


def _represent_list(dumper: yaml.SafeDumper, data: list[Any]) -> yaml.Node:
    flow = all(isinstance(x, (int, str)) for x in data)
    return dumper.represent_sequence("tag:yaml.org,2002:seq", data, flow_style=flow)


_Dumper.add_representer(list, _represent_list)


def dump_record(game: Game) -> str:
    """The record of ``game`` as YAML text."""
    return yaml.dump(record_from_game(game), Dumper=_Dumper, sort_keys=False, default_flow_style=False)


# --- reading -------------------------------------------------------------------


def load_record(text: str | bytes) -> Game:
    """Check the record ``text`` completely and return its game, replayed.

    Raises :class:`RecordError` naming the first problem.
    """
    data = _parse(text)
    return game_from_record(data)


def _parse(text: str | bytes) -> Any:
    if isinstance(text, (bytes, bytearray)):
        if len(text) > MAX_RECORD_BYTES:
            raise RecordError(f"the record is {len(text)} bytes; a record may have at most {MAX_RECORD_BYTES}")
        if b"\x00" in text:
            raise RecordError("this is a binary file, not a game record")
        try:
            text = decode_text(bytes(text), "a game record", "The record")
        except DataFileError as exc:
            raise RecordError(str(exc)) from None
    if not isinstance(text, str):
        raise RecordError("a record must be given as text")
    if len(text) > MAX_RECORD_BYTES:
        raise RecordError(f"the record is {len(text)} characters; a record may have at most {MAX_RECORD_BYTES}")
    if "\x00" in text:
        raise RecordError("this is a binary file, not a game record")
    try:
        return load_yaml_text(text, "a game record", "The record", max_depth=16, max_nodes=MAX_RECORD_NODES)
    except DataFileError as exc:
        raise RecordError(str(exc)) from None


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _int(value: Any, what: str, low: int, high: int | None, move: int | None = None) -> int:
    if not _is_int(value):
        raise RecordError(f"{what} must be a whole number, not {_show(value)}", move)
    if value < low or (high is not None and value > high):
        span = f"from {low} to {high}" if high is not None else f"at least {low}"
        raise RecordError(f"{what} must be {span}, not {_show(value)}", move)
    return int(value)


def _list(value: Any, what: str, move: int | None = None) -> list[Any]:
    if not isinstance(value, list):
        raise RecordError(f"{what} must be a list, not {_show(value)}", move)
    return value


def _show(value: Any) -> str:
    if value is None:
        return "empty"
    if isinstance(value, bool):
        return f"the truth value {str(value).lower()}"
    if isinstance(value, str):
        text = value if len(value) <= 30 else value[:27] + "..."
        return f"the text {text!r}"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, float):
        return f"the number {value!r}"
    if _is_int(value):
        return show_value(value).removeprefix("the number ")
    return show_value(value)


def _ints(value: Any, n: int, what: str, ranges: tuple[tuple[int, int], ...], move: int | None = None) -> list[int]:
    items = _list(value, what, move)
    if len(items) != n:
        raise RecordError(f"{what} must hold {n} numbers, not {len(items)}", move)
    return [_int(x, what, lo, hi, move) for x, (lo, hi) in zip(items, ranges)]


_SQUARE_RANGES = ((0, COLS - 1), (0, ROWS - 1))
_STONE_RANGES = ((0, COLOURS - 1), (0, SYMBOLS - 1))


def game_from_record(data: Any) -> Game:
    """Check parsed record data (as from ``yaml.safe_load``) and replay it."""
    _check_format(data)
    header = _header(data)
    deal = _deal(data, header.seed)
    moves = _moves(data)
    passes = _passes(data, len(moves), header.players)
    ended_by, in_progress = _ending(data)
    undo_floor = _int(data.get("undo_floor", 0), "undo_floor", 0, len(moves))
    flags = _flags(data)
    try:
        game = Game(deal, scoring=header.scoring, mode=header.mode, players=header.players,
                    rules=RuleSet(strict_four_way=header.strict))
    except ValueError as exc:
        raise RecordError(str(exc)) from None
    _replay(game, moves, passes)
    _check_end(game, ended_by, in_progress, len(moves))
    game.undo_floor = max(game.undo_floor, undo_floor)
    game.flags = set(flags)
    _check_result(data.get("result"), game)
    return game


@dataclass(frozen=True)
class _Header:
    """The keys of a record that set up its game: how it was dealt, scored and played."""

    seed: int | None
    scoring: str
    mode: str
    players: int
    strict: bool


def _check_format(data: Any) -> None:
    if not isinstance(data, dict):
        raise RecordError(f"a game record is a mapping of keys to values, not {_show(data)}")
    fmt = data.get("format")
    if fmt is None:
        raise RecordError("this is not a game record: the 'format' key is missing")
    if not isinstance(fmt, str):
        raise RecordError(f"the format must be a text such as {FORMAT!r}, not {_show(fmt)}")
    if fmt != FORMAT:
        if fmt.startswith(FORMAT_PREFIX):
            version = fmt if len(fmt) <= 30 else fmt[:27] + "..."
            version = version if version.isprintable() else repr(version)
            raise RecordError(f"this record is format {version}; this version of the game reads {FORMAT}")
        raise RecordError(f"this is not a game record: its format is {_show(fmt)}, not {FORMAT!r}")


def _header(data: dict[Any, Any]) -> _Header:
    """Seed, scoring, mode, players and 4-Way rule, checked; then that the stones, moves and result are there."""
    seed = data.get("seed")
    if seed is not None:
        seed = _int(seed, "the seed", 0, 2**64 - 1)
    scoring = data.get("scoring", "modern")
    if not isinstance(scoring, str) or scoring not in SCORINGS:
        raise RecordError(f"scoring must be 'modern' or 'ancient', not {_show(scoring)}")
    mode = data.get("mode", "solitaire")
    if not isinstance(mode, str) or mode not in MODES:
        raise RecordError(f"mode must be one of {', '.join(MODES)}, not {_show(mode)}")
    default_players = 1 if mode == "solitaire" else 2
    players = _int(data.get("players", default_players), "the number of players", 1, MAX_PLAYERS)
    strict = data.get("strict_four_way", False)
    if not isinstance(strict, bool):
        raise RecordError(f"strict_four_way must be true or false, not {_show(strict)}")
    for key in ("tableau", "pouch", "moves", "result"):
        if key not in data:
            raise RecordError(f"the record has no {key!r} key")
    return _Header(seed, scoring, mode, players, strict)


def _deal(data: dict[Any, Any], seed: int | None) -> Deal:
    """The tableau and the pouch in draw order, checked to be a proper deal of the 72 stones."""
    tableau = []
    seen_squares = set()
    for i, item in enumerate(_list(data.get("tableau"), "the tableau"), 1):
        col, row, colour, symbol = _ints(item, 4, f"tableau entry {i} ([col, row, colour, symbol])",
                                          _SQUARE_RANGES + _STONE_RANGES)
        square = Square(col, row)
        if square in seen_squares:
            raise RecordError(f"the tableau puts two stones on square ({col}, {row})")
        seen_squares.add(square)
        tableau.append((square, Stone(colour, symbol)))
    pouch = []
    for i, item in enumerate(_list(data.get("pouch"), "the pouch"), 1):
        colour, symbol = _ints(item, 2, f"pouch entry {i} ([colour, symbol])", _STONE_RANGES)
        pouch.append(Stone(colour, symbol))
    deal = Deal(tableau=tuple(tableau), pouch=tuple(pouch), seed=seed)
    try:
        deal.check()
    except DealError as exc:
        raise RecordError(str(exc)) from None
    return deal


def _moves(data: dict[Any, Any]) -> list[Square]:
    moves = []
    for i, item in enumerate(_list(data.get("moves"), "the moves"), 1):
        col, row = _ints(item, 2, f"move {i} ([col, row])", _SQUARE_RANGES, move=i)
        moves.append(Square(col, row))
    return moves


def _passes(data: dict[Any, Any], moves: int, players: int) -> list[int]:
    """The turns passed, as the number of moves made before each, in order."""
    passes = [_int(n, "a passed turn", 0, moves) for n in _list(data.get("passes", []), "the passes")]
    if passes != sorted(passes):
        raise RecordError("the passes must be listed in the order they happened")
    if passes and players < 2:
        raise RecordError("only a game of several players can pass a turn")
    return passes


def _ending(data: dict[Any, Any]) -> tuple[str | None, bool]:
    """``ended_by`` (None or "player") and ``in_progress``, which cannot both be given."""
    ended_by = data.get("ended_by")
    if ended_by is not None and ended_by != "player":
        raise RecordError(f"ended_by may only be 'player', not {_show(ended_by)}")
    in_progress = data.get("in_progress", False)
    if not isinstance(in_progress, bool):
        raise RecordError(f"in_progress must be true or false, not {_show(in_progress)}")
    if in_progress and ended_by is not None:
        raise RecordError("a record cannot be both in progress and ended by the player")
    return ended_by, in_progress


def _flags(data: dict[Any, Any]) -> list[str]:
    flags = _list(data.get("flags", []), "the flags")
    if len(flags) > MAX_FLAGS or not all(isinstance(f, str) and 0 < len(f) <= 40 for f in flags):
        raise RecordError(f"the flags must be a list of at most {MAX_FLAGS} short words")
    return flags


def _replay(game: Game, moves: list[Square], passes: list[int]) -> None:
    """Make every move, and pass every turn, on ``game`` in order; the first one not allowed is the fault."""
    pending_passes = list(passes)
    for number, square in enumerate(moves, 1):
        while pending_passes and pending_passes[0] == number - 1:
            game.pass_turn()
            pending_passes.pop(0)
        stone = game.touchstone
        reason = game.end_reason
        if reason is not None:
            why = {"emptied": "the pouch was already empty",
                   "stuck": f"stone {list(stone) if stone else '?'} could not be placed anywhere"}[reason]
            raise RecordError(f"move {number} comes after the end of the game: {why}", move=number)
        assert stone is not None  # the game goes on, so a stone is drawn
        try:
            game.place(square)
        except IllegalPlacement as exc:
            raise RecordError(
                f"move {number} puts stone {list(stone)} on square ({square.col}, {square.row}), "
                f"which is not allowed: {_lower_first(exc.reason)}",
                move=number,
            ) from None
    after = len(moves)
    for _ in pending_passes:
        if game.is_over:
            raise RecordError(f"a turn is passed after move {after}, when the game had already ended",
                              move=after or None)
        game.pass_turn()


def _check_end(game: Game, ended_by: str | None, in_progress: bool, after: int) -> None:
    """The replayed game ends as the record says: by the player, not yet, or by itself after move ``after``."""
    if ended_by == "player":
        if game.is_over:
            raise RecordError(
                f"the record says the player ended the game, but it had already ended after move {after}"
                f" ({'the pouch was empty' if game.end_reason == 'emptied' else 'the next stone could not be placed'})",
                move=after or None,
            )
        game.end()
    elif in_progress:
        if game.is_over:
            raise RecordError(
                f"the record says the game is in progress, but it ended after move {after}"
                f" ({'the pouch was empty' if game.end_reason == 'emptied' else 'the next stone could not be placed'})",
                move=after or None,
            )
    elif not game.is_over:
        stone = game.touchstone
        assert stone is not None  # the game goes on, so a stone is drawn
        square = game.legal_squares()[0]
        raise RecordError(
            f"the record stops after move {after}, but stone {list(stone)} could still be placed "
            f"(on square ({square.col}, {square.row}), for one) and the player did not end the game",
            move=after + 1,
        )


def _check_result(result: Any, game: Game) -> None:
    if result is None:
        raise RecordError("the record has no result")
    if not isinstance(result, dict):
        raise RecordError(f"the result must be a mapping with stones_left, four_ways and score, not {_show(result)}")
    expected = {
        "stones_left": game.stones_left,
        "four_ways": game.four_ways,
        "score": game.final_score(0),
    }
    names = {"stones_left": "stones left", "four_ways": "4-Ways", "score": "score"}
    for key, value in expected.items():
        if key not in result:
            raise RecordError(f"the result has no {key}")
        given = _int(result[key], f"the result's {key}", 0, None)
        if given != value:
            raise RecordError(f"the result gives {_show(given)} {names[key]}, but replaying the moves gives {value}")
    if "scores" in result or game.mode == "challenge":
        if game.mode != "challenge":
            raise RecordError("only a challenge game lists each player's scores in its result")
        if "scores" not in result:
            raise RecordError("the result of a challenge game must list each player's score under 'scores'")
        scores = _list(result["scores"], "the result's scores")
        if len(scores) != game.players:
            raise RecordError(f"the result lists {len(scores)} scores for {game.players} players")
        for i, given in enumerate(scores):
            given = _int(given, f"player {i + 1}'s score in the result", 0, None)
            value = game.final_score(i)
            if given != value:
                raise RecordError(f"the result gives player {i + 1} a score of {_show(given)}, "
                                  f"but replaying the moves gives {value}")


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]

