"""SIGKILL the real game in a real window while it plays, then start it again: what comes back (issue 46).

    nice python bench/kill_play.py [--rounds 30] [--seed 1] [--at-write 0.5]

Starts one Xvfb server, then each round, in a fresh data folder: ``python -m ishido_retro --script`` in a real
window on it (the runner clicks a fixed deal's moves, a dump after each, with a few frames between), and kills
it with SIGKILL: in a share ``--at-write`` of the rounds the moment a temporary file of the left game appears
(the write under way), else at a random moment in its first seconds. Then a headless start answers the Resume
question and dumps the board. A round passes when the board that came back is the one after the last move
dumped before the kill, or after the move that followed (a move made but not yet dumped): at most the move
being made is lost. It prints each round's kind, the moves dumped, the moves that came back, and a summary.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
MOVES = 12
DEAL = 5


def squares() -> list[list[int]]:
    from helpers import greedy_moves
    return greedy_moves(DEAL, MOVES)


def boards() -> list[list[list[int]]]:
    """The dump's board after 0, 1, ... MOVES moves."""
    from ishido_retro.engine import Game
    game = Game.new(DEAL)
    out = [[[sq.col, sq.row, st.colour, st.symbol] for sq, st in game.board]]
    for square in squares():
        from ishido_retro.engine.stones import Square
        game.place(Square(*square))
        out.append([[sq.col, sq.row, st.colour, st.symbol] for sq, st in game.board])
    return out


class Created:
    """inotify on a folder: the names of the files made in it, as they are made (Linux)."""

    def __init__(self, folder: Path) -> None:
        import ctypes
        self.libc = ctypes.CDLL("libc.so.6", use_errno=True)
        self.fd = self.libc.inotify_init()
        if self.fd < 0 or self.libc.inotify_add_watch(self.fd, str(folder).encode(), 0x100) < 0:   # IN_CREATE
            raise OSError(ctypes.get_errno(), "inotify")
        self.pending: list[str] = []

    def next_name(self) -> str:
        """The next name made, or "" when none came within a tenth of a second."""
        import select
        import struct
        while not self.pending:
            if not select.select([self.fd], [], [], 0.1)[0]:
                return ""
            data = os.read(self.fd, 4096)
            at = 0
            while at < len(data):
                _wd, _mask, _cookie, size = struct.unpack_from("iIII", data, at)
                self.pending.append(data[at + 16:at + 16 + size].rstrip(b"\0").decode())
                at += 16 + size
        return self.pending.pop(0)

    def close(self) -> None:
        os.close(self.fd)


def env_for(home: Path, display: str | None) -> dict[str, str]:
    env = dict(os.environ, ISHIDO_RETRO_HOME=str(home), SDL_AUDIODRIVER="dummy")
    env.pop("ISHIDO_RETRO_WORKERS", None)
    if display:
        env["DISPLAY"] = display
    return env


def one_round(work: Path, display: str, rng: random.Random, at_write: bool) -> tuple[int, int | None, str]:
    """Moves dumped before the kill, moves that came back (None: nothing offered), and how it was killed."""
    if work.exists():
        shutil.rmtree(work)
    home, shots = work / "home", work / "shots"
    home.mkdir(parents=True)
    steps: list = [{"seed": DEAL}]
    for i, square in enumerate(squares(), 1):
        steps += [{"click": {"square": square}}, {"dump": f"m{i}.yaml"}, {"wait": rng.randint(1, 8)}]
    steps.append({"wait": 100000})
    (work / "play.yaml").write_text(yaml.safe_dump(steps))
    game = subprocess.Popen([sys.executable, "-m", "ishido_retro", "--script", str(work / "play.yaml"),
                             "--shots", str(shots)], env=env_for(home, display),
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    how = "at the write" if at_write else "at random"
    deadline = time.monotonic() + 90
    if at_write:
        wanted = rng.randint(1, MOVES - 1)       # the write of this move
        while not (shots / f"m{wanted - 1}.yaml").exists() and time.monotonic() < deadline and game.poll() is None:
            time.sleep(0.002)
        watch = Created(home)
        try:
            while time.monotonic() < deadline and game.poll() is None and not (shots / f"m{MOVES}.yaml").exists():
                name = watch.next_name()         # waits (a tenth of a second at most) for a file made in the folder
                if name.startswith(".left-game") and name.endswith(".tmp"):
                    break
        finally:
            game.kill()
            watch.close()
    else:
        while not (shots / "m1.yaml").exists() and time.monotonic() < deadline and game.poll() is None:
            time.sleep(0.005)              # the window is up and playing
        time.sleep(rng.uniform(0, 1.5))
    game.kill()
    game.wait()
    dumped = max((i for i in range(MOVES + 1) if (shots / f"m{i}.yaml").exists()), default=0)
    again = work / "again.yaml"
    again.write_text(yaml.safe_dump([{"wait": 1}, {"dump": "start.yaml"}, {"wait": 20},    # Resume? settles first
                                     {"click": {"widget": "Resume"}}, {"dump": "resumed.yaml"}]))
    done = subprocess.run([sys.executable, "-m", "ishido_retro", "--headless", "--script", str(again),
                           "--shots", str(shots)], env=env_for(home, None), capture_output=True, text=True,
                          timeout=120)
    start = yaml.safe_load((shots / "start.yaml").read_text()) if (shots / "start.yaml").exists() else None
    if start is None or not start.get("dialog") or start["dialog"]["title"] != "Resume?":
        return dumped, None, how + (f" ({done.stderr.strip()[-200:]})" if done.returncode else "")
    board = yaml.safe_load((shots / "resumed.yaml").read_text())["board"]
    every = boards()
    back = every.index(board) if board in every else -1
    if "The game being written when" in done.stderr:
        how += " (its whole temp file used)"
    elif "An unfinished write of" in done.stderr:
        how += " (a temp file cut short removed)"
    return dumped, back, how


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--at-write", type=float, default=0.5, help="share of the rounds killed at the write")
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    display = f":{rng.randint(200, 900)}"
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1024x768x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1.0)
    work = Path(tempfile.mkdtemp(prefix="ishido-killplay-"))
    kinds: dict[str, list[int]] = {}
    failures = 0
    try:
        for i in range(args.rounds):
            at_write = rng.random() < args.at_write
            dumped, back, how = one_round(work / "round", display, rng, at_write)
            made = (dumped, dumped + 1)
            ok = (back in made) if back is not None else dumped == 0
            kinds.setdefault(how, [0, 0])[0 if ok else 1] += 1
            failures += not ok
            print(f"round {i + 1:3}: killed {how}: {dumped} moves dumped, "
                  f"{'nothing offered' if back is None else f'{back} moves came back'}{'' if ok else '  LOST'}",
                  flush=True)
    finally:
        xvfb.kill()
        shutil.rmtree(work, ignore_errors=True)
    for kind, (good, bad) in kinds.items():
        print(f"killed {kind}: {good + bad} rounds, {good} lost at most the move being made, {bad} lost more")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
