"""The engine's command-line tools: ``selfplay`` and ``replay``.

``ishido-retro selfplay --player LEVEL --games N --seed S [--out DIR]`` lets a
computer player play the deals S, S+1, ... and, with ``--out``, writes one game
record per deal (``game-<seed>.yaml``).  It prints a line per game and, as its
last line, one JSON object with the summary.

``ishido-retro replay FILE`` checks a game record and prints its final board and
result.  Any problem is reported as one sentence on stderr with a non-zero exit
status.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from .model.game import Game
from .model.players import LEVELS, make_player
from .model.records import RecordError, read_record, write_record

_END_WORDS = {
    "emptied": "the pouch was emptied",
    "stuck": "the next stone could not be placed",
    "player": "the player ended the game",
    None: "the game is still in progress",
}


def _fail(message: str, status: int = 2) -> int:
    print(f"ishido-retro: {message}", file=sys.stderr)
    return status


def selfplay_main(args) -> int:
    level = getattr(args, "player", "greedy")
    games = getattr(args, "games", 10)
    seed = getattr(args, "seed", 1)
    out = getattr(args, "out", None)
    scoring = getattr(args, "scoring", "modern") or "modern"
    if level not in LEVELS:
        return _fail(f"there is no player level {level!r}; choose one of: {', '.join(LEVELS)}")
    if games is None or games < 1:
        return _fail("--games must be 1 or more")
    if seed is None or seed < 0:
        return _fail("--seed must be 0 or more")
    out_dir = None
    if out:
        out_dir = Path(out)
        try:
            out_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            return _fail(f"cannot create the folder {out}: {exc.strerror or exc}")
        if not out_dir.is_dir():
            return _fail(f"{out} is not a folder")

    emptied = four_ways = score_sum = left_sum = moves = 0
    max_score = 0
    thinking = 0.0
    for n in range(games):
        game_seed = seed + n
        game = Game.new(game_seed, scoring=scoring)
        player = make_player(level, game_seed)
        while not game.is_over:
            start = time.perf_counter()
            square = player.choose(game)
            thinking += time.perf_counter() - start
            game.place(square)
            moves += 1
        score = game.final_score()
        emptied += game.stones_left == 0
        four_ways += game.four_ways
        score_sum += score
        left_sum += game.stones_left
        max_score = max(max_score, score)
        if out_dir is not None:
            try:
                write_record(out_dir / f"game-{game_seed}.yaml", game)
            except OSError as exc:
                return _fail(f"cannot write a record into {out}: {exc.strerror or exc}", 1)
        print(f"game {game_seed}: {game.stones_left} stones left, {game.four_ways} 4-Ways, score {score}", flush=True)

    summary = {
        "games": games,
        "emptied_pct": round(100.0 * emptied / games, 2),
        "mean_four_ways": round(four_ways / games, 3),
        "mean_score": round(score_sum / games, 2),
        "max_score": max_score,
        "mean_stones_left": round(left_sum / games, 3),
        "ms_per_move": round(1000.0 * thinking / moves, 3) if moves else 0.0,
    }
    print(json.dumps(summary), flush=True)
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
