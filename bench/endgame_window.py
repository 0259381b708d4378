"""The end of a game in a real window (issue 47 point 4): the last stone placed by a real click, Game Over's bands
beside the board, the stone picked up and set down again past them, the name typed with 12 ms taps, and a new
game by a click on the scoreboard (mouse round) or by Return twice (keys round); the windows counted, from the
title of a new player's first game (a fresh data folder) on.

The game runs its own window loop on an Xvfb server of the bench's own; xdotool clicks and types into it through
the X server, as a mouse and a keyboard do. The driver (the game process) plays each deal, by the greedy rule of
the tests, up to one stone before its end, and writes what is on screen after every frame that changed it (the
windows open, whether the game is over, the stones placed, the name field); the bench waits for each state it
expects (up to WAIT seconds, so a loaded machine is slower, not wrong) and prints one JSON line a round.

    python bench/endgame_window.py [--busy 0|2]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from windowed import busy_cores, display, window_of  # noqa: E402

SCALE = 3               # the window shows the 320 x 200 screen at 3x (ui.shell.init_window)
WAIT = 20.0             # seconds a state may take to show
TAP = "12"              # ms a key is down, and between keys (xdotool type/key --delay)


def driver(folder: str) -> None:
    """The game window. ``folder/setup`` asks for the deal on show played to one stone before its end (its file
    removed once done); ``folder/state`` holds what is on screen, rewritten whenever it changes."""
    from ishido_retro.layout import square_centre
    from ishido_retro.ui.app import App
    from ishido_retro.ui.shell import init_window, run_window

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
    from helpers import greedy_square

    init_window("endgame bench")
    app = App()
    base, shown, seen, last = Path(folder), [""], [], [None]
    frame_update = app.update

    def to_one_before_the_end() -> list[int]:
        from ishido_retro.engine import Game
        game = Game.new(app.game.deal.seed)
        squares = []
        while not game.is_over:
            squares.append(greedy_square(game))
            game.place(squares[-1])
        for square in squares[:-1]:
            app.play.control.place(square)
        return list(square_centre(*squares[-1]))

    def update() -> None:
        setup = base / "setup"
        if setup.exists():
            last[0] = to_one_before_the_end()
            setup.unlink()
        frame_update()
        for w in app.windows:
            if id(w) not in seen:
                seen.append(id(w))
                seen.append(w.title)
        entry = next((w.entry.value for w in app.windows if getattr(w, "entry", None) is not None), None)
        opened = [t for t in seen if isinstance(t, str) and t]
        state = {"screen": app.screen.name, "windows": [w.title for w in app.windows], "opened": opened,
                 "over": app.game.is_over, "placed": len(app.game.history), "seed": app.game.deal.seed,
                 "carrying": app.play.carrying, "entry": entry, "last": last[0]}
        text = json.dumps(state)
        if text != shown[0]:
            shown[0] = text
            tmp = base / "state.tmp"
            tmp.write_text(text)
            tmp.replace(base / "state")

    app.update = update      # type: ignore[method-assign]
    run_window(app)


def read(folder: Path) -> dict:
    try:
        return json.loads((folder / "state").read_text())
    except (OSError, ValueError):
        return {}


def until(folder: Path, test, what: str) -> tuple[dict, float]:
    """The first state that passes ``test``, and the seconds it took; SystemExit naming ``what`` after WAIT."""
    start = time.monotonic()
    while time.monotonic() - start < WAIT:
        state = read(folder)
        if state and test(state):
            return state, round(time.monotonic() - start, 2)
        time.sleep(0.02)
    raise SystemExit(f"{what}: not seen in {WAIT} s; last state {read(folder)}")


def xdo(env: dict[str, str], wid: str, *words: str) -> None:
    subprocess.run(["xdotool", *words], env=env, check=True)


def click(env: dict[str, str], wid: str, x: int, y: int) -> None:
    xdo(env, wid, "mousemove", "--window", wid, str(x * SCALE + 1), str(y * SCALE + 1), "click", "1")


def play_round(folder: Path, env: dict[str, str], wid: str, keys: bool) -> dict:
    """One deal to its end and on to the next deal: mouse (scoreboard) or keys (Return, Return)."""
    before = read(folder).get("last")
    (folder / "setup").touch()
    state, _ = until(folder, lambda s: s["last"] is not None and s["last"] != before and s["placed"] > 0,
                     "the deal played to one stone before its end")
    x, y = state["last"]
    figures: dict = {"round": "keys" if keys else "mouse", "seed": state["seed"]}
    click(env, wid, x, y)                                           # the stone that ends the game
    state, figures["game_over_s"] = until(folder, lambda s: s["over"] and s["windows"] == ["Game Over"], "Game Over")
    click(env, wid, x, y)                                           # picked up past the bands
    state, figures["picked_up_s"] = until(folder, lambda s: not s["over"] and s["carrying"] and not s["windows"],
                                          "the last stone picked up")
    click(env, wid, x, y)                                           # set down: Game Over again
    state, figures["over_again_s"] = until(folder, lambda s: s["over"] and s["windows"] == ["Game Over"],
                                           "Game Over again")
    xdo(env, wid, "type", "--delay", TAP, "Ann")
    state, figures["name_s"] = until(folder, lambda s: s["entry"] == "Ann", "the name typed")
    seed = state["seed"]
    if keys:
        xdo(env, wid, "key", "--delay", TAP, "Return")                   # in the field: OK, the name entered
        until(folder, lambda s: not s["windows"], "Game Over closed by Return")
        xdo(env, wid, "key", "--delay", TAP, "Return")                   # on the board: a new game
    else:
        click(env, wid, 286, 104)                                   # the scoreboard: a new game
    state, figures["new_game_s"] = until(folder, lambda s: s["placed"] == 0 and s["seed"] != seed and not s["over"]
                                         and not s["windows"], "the new game")
    figures["windows_opened"] = state["opened"]
    figures["windows_closed_by_the_player"] = 1 if keys else 0
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--driver", help=argparse.SUPPRESS)
    parser.add_argument("--busy", type=int, default=0, help="processes spinning on the cores meanwhile")
    args = parser.parse_args()
    if args.driver:
        driver(args.driver)
        return
    folder = Path(tempfile.mkdtemp(prefix="ishido-endgame-"))
    with busy_cores(args.busy), display("xvfb") as env:
        proc = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--driver", str(folder)],
                                env=env | {"PYTHONPATH": str(Path(__file__).resolve().parent.parent)},
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            wid = window_of(proc.pid, env)
            if wid is None:
                raise SystemExit("the game window did not show")
            xdo(env, wid, "windowfocus", "--sync", wid)
            until(folder, lambda s: "seed" in s, "the title")
            time.sleep(1.0)
            click(env, wid, 160, 140)                          # the title: a new player's first game
            until(folder, lambda s: s["screen"] == "play", "the board")
            for keys in (False, True):
                print(json.dumps({"busy": args.busy, "load": os.getloadavg()[0], **play_round(folder, env, wid,
                                                                                              keys)}), flush=True)
        finally:
            proc.kill()
            proc.wait()


if __name__ == "__main__":
    main()
