"""The engine's command-line tools: ``selfplay`` and ``replay``.

``ishido-retro selfplay --player LEVEL --games N --seed S [--out DIR]`` lets a
computer player play the deals S, S+1, ... and, with ``--out``, writes one game
record per deal (``game-<seed>.yaml``).  With ``--deals DIR`` it plays instead
the deals (tableau and pouch order, scoring, strict rule) of the
``ishido-record/1`` files in DIR, in the order of their names, and writes
``<name>.yaml`` for each, so players are compared on exactly the same deals.
It prints a line per game and, as its last line, one JSON object with the
summary (``games``, ``emptied_pct``, ``four_ways_mean``, ``score_mean``,
``ms_per_move`` and more).

``ishido-retro replay FILE`` checks a game record and prints its final board and
result.  Any problem is reported as one sentence on stderr with a non-zero exit
status.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

from ishido_retro.engine.game import Game
from ishido_retro.engine.records import RecordError
from ishido_retro.players.computer import LEVELS, make_player
from ishido_retro.storage.records import read_record, write_record

_END_WORDS = {
    "emptied": "the pouch was emptied",
    "stuck": "the next stone could not be placed",
    "player": "the player ended the game",
    None: "the game is still in progress",
}


def _fail(message: str, status: int = 2) -> int:
    print(f"ishido-retro: {message}", file=sys.stderr)
    return status


def _deals_from(folder: Path) -> tuple[list[tuple[str, Game]], list[str]]:
    """(name, fresh game) for every record in ``folder`` that reads, and one sentence for each that does not."""
    games: list[tuple[str, Game]] = []
    problems: list[str] = []
    for path in sorted(p for p in folder.iterdir() if p.suffix.lower() in (".yaml", ".yml") and p.is_file()):
        try:
            played = read_record(path)
        except RecordError as exc:
            problems.append(f"{path.name}: skipped, {exc}")
            continue
        except Exception as exc:  # never a traceback for a bad file
            problems.append(f"{path.name}: skipped, it cannot be read as a game record ({type(exc).__name__})")
            continue
        games.append((path.stem, Game(played.deal, scoring=played.scoring, rules=played.rules)))
    return games, problems


def _out_folder(out: str | None) -> Path | None:
    """The folder ``--out`` names, created; ValueError with the sentence to print when it cannot be."""
    if not out:
        return None
    out_dir = Path(out)
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ValueError(f"cannot create the folder {out}: {exc.strerror or exc}") from None
    if not out_dir.is_dir():
        raise ValueError(f"{out} is not a folder")
    return out_dir


def _deals_to_play(args: Any, seed: int, games: int) -> list[tuple[str, Game]]:
    """(name, fresh game) for each deal to play: the records of ``--deals`` or the seeds from ``seed`` on.

    ValueError with the sentence to print when ``--deals`` gives nothing to play.
    """
    deals = getattr(args, "deals", None)
    if not deals:
        scoring = getattr(args, "scoring", "modern") or "modern"
        return [(f"game-{seed + n}", Game.new(seed + n, scoring=scoring)) for n in range(games)]
    folder = Path(deals)
    if not folder.is_dir():
        raise ValueError(f"--deals {deals}: there is no such folder")
    to_play, problems = _deals_from(folder)
    for problem in problems:
        print(f"ishido-retro: {problem}", file=sys.stderr)
    if not to_play:
        raise LookupError(f"--deals {deals}: the folder holds no game record that can be read")
    return to_play


class _Tally:
    """What the summary line adds up over the games played."""

    def __init__(self) -> None:
        self.emptied = self.four_ways = self.score_sum = self.left_sum = self.moves = self.max_score = 0
        self.thinking = 0.0

    def add(self, game: Game) -> int:
        score = game.final_score()
        self.emptied += game.stones_left == 0
        self.four_ways += game.four_ways
        self.score_sum += score
        self.left_sum += game.stones_left
        self.max_score = max(self.max_score, score)
        return score

    def summary(self, played: int) -> dict[str, Any]:
        return {
            "games": played,
            "emptied_pct": round(100.0 * self.emptied / played, 2),
            "four_ways_mean": round(self.four_ways / played, 3),
            "score_mean": round(self.score_sum / played, 2),
            "mean_four_ways": round(self.four_ways / played, 3),
            "mean_score": round(self.score_sum / played, 2),
            "max_score": self.max_score,
            "mean_stones_left": round(self.left_sum / played, 3),
            "ms_per_move": round(1000.0 * self.thinking / self.moves, 3) if self.moves else 0.0,
        }


def _play_out(game: Game, player: Any, tally: _Tally) -> None:
    while not game.is_over:
        start = time.perf_counter()
        square = player.choose(game)
        tally.thinking += time.perf_counter() - start
        game.place(square)
        tally.moves += 1


def selfplay_main(args: Any) -> int:
    level = getattr(args, "player", "greedy")
    games = getattr(args, "games", 10)
    seed = getattr(args, "seed", 1)
    out = getattr(args, "out", None)
    if level not in LEVELS:
        return _fail(f"there is no player level {level!r}; choose one of: {', '.join(LEVELS)}")
    if games is None or games < 1:
        return _fail("--games must be 1 or more")
    if seed is None or seed < 0:
        return _fail("--seed must be 0 or more")
    try:
        out_dir = _out_folder(out)
        to_play = _deals_to_play(args, seed, games)
    except ValueError as exc:
        return _fail(str(exc))
    except LookupError as exc:
        return _fail(str(exc), 1)

    tally = _Tally()
    for number, (name, game) in enumerate(to_play):
        player_seed = game.deal.seed if game.deal.seed is not None else number
        _play_out(game, make_player(level, player_seed, clock=time.perf_counter), tally)
        score = tally.add(game)
        if out_dir is not None:
            try:
                write_record(out_dir / f"{name}.yaml", game)
            except OSError as exc:
                return _fail(f"cannot write a record into {out}: {exc.strerror or exc}", 1)
        label = f"game {game.deal.seed}" if not getattr(args, "deals", None) else name
        print(f"{label}: {game.stones_left} stones left, {game.four_ways} 4-Ways, score {score}", flush=True)
    print(json.dumps(tally.summary(len(to_play))), flush=True)
    return 0


def describe(game: Game) -> str:
    """The final board and the result of ``game`` as text."""
    lines = [game.board.to_text(), ""]
    reason = game.end_reason
    lines.append(f"moves: {len(game.history)}")
    lines.append(f"ended: {_END_WORDS[reason]}")
    if reason == "stuck" and game.stuck_stone is not None:
        lines.append(f"stuck stone: {game.stuck_stone}")
    lines.append(f"scoring: {game.scoring}")
    if game.mode != "solitaire":
        lines.append(f"mode: {game.mode}, {game.players} players")
    lines.append(f"stones left: {game.stones_left}")
    lines.append(f"4-Ways: {game.four_ways}")
    lines.append(f"score: {game.final_score(0)}")
    if game.mode == "challenge":
        for i in range(game.players):
            lines.append(f"player {i + 1}: {game.final_score(i)} points, {game.tallies[i].four_ways} 4-Ways")
    return "\n".join(lines)


def replay_main(args) -> int:
    path = getattr(args, "file", None)
    if not path:
        return _fail("replay needs a record file")
    try:
        game = read_record(path)
    except RecordError as exc:
        where = f" (move {exc.move})" if exc.move is not None and f"move {exc.move}" not in str(exc).lower() else ""
        message = f"{exc}{where}"
        return _fail(message if str(path) in message else f"{path}: {message}", 1)
    except Exception as exc:  # never a traceback for a bad file
        return _fail(f"{path}: cannot be read as a game record ({type(exc).__name__}: {exc})", 1)
    print(describe(game))
    return 0
