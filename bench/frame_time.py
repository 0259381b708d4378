"""Frame time of the play screen, and start-up time to the first drawn frame.

For each scene it prints the median, 99th percentile and worst milliseconds of
update+draw over FRAMES frames of the play screen mid-game (about 60 stones):

* ``no menu``: the board alone, legal squares marked;
* ``menu open``: the Choices menu held open with its Oracle Settings submenu;
* ``4-Way``: the 4-Way moment (glow, ripple, rising bonus) on a stone with four
  neighbours, started again each time it ends;
* ``computer thinks``: Computer Player 1 playing the game in its worker process, frames
  paced at 60 fps (the line says on how many frames it was thinking and how many moves
  it made);

and, for frames paced at 60 fps while Master works out Help > Suggest a Move in
its worker process, update+draw and the time from one frame's start to the next.

With ``--baseline REV`` the same scenes are measured first on the code of git
revision REV (exported to a temporary folder and imported from there, shipped
resources from this checkout), so old and new are compared in the same run on
the same machine load.

With ``--peer DIR`` (a checkout of KinaPPP/i-love-ishido) its play screen is measured too, in a
process of its own, headless, in turns with this tree's ``no menu`` scene (``--turns``, default 3),
so that the ratio is taken on the same machine load: its All Ways board with about 60 stones placed,
update+draw over the same number of frames with no input.

    python bench/frame_time.py [--baseline main] [--frames 600] [--no-startup] [--peer DIR [--turns 3]]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# the settings the scenes change are saved: keep them out of the player's own folder
os.environ.setdefault("ISHIDO_RETRO_HOME", tempfile.mkdtemp(prefix="ishido-bench-"))
ROOT = Path(__file__).resolve().parent.parent


def nearly_full_game(app) -> None:
    """Play a greedy-ish game until about 60 stones lie on the board (or it ends)."""
    for seed in range(1, 200):
        app.deal(seed)
        rng = random.Random(seed)
        game = app.game
        while not game.is_over and len(game.board) < 62:
            squares = game.legal_squares()
            best = max(len(game.board.neighbour_stones(s)) for s in squares)
            game.place(rng.choice([s for s in squares if len(game.board.neighbour_stones(s)) == best]))
        if len(game.board) >= 55:
            return


def time_frames(app, frames: int) -> list[float]:
    import pyxel

    times = []
    for _ in range(frames):
        t0 = time.perf_counter()
        app.update()
        app.draw()
        times.append((time.perf_counter() - t0) * 1000)
        pyxel.flip()
    return times


def summary(times: list[float]) -> dict[str, float]:
    ordered = sorted(times)
    return {"median": statistics.median(ordered), "p99": ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))],
            "worst": ordered[-1]}


def measure_scenes(frames: int, board_only: bool = False) -> dict[str, dict[str, float]]:
    """Run every scene (or only ``no menu``) in this process and return its figures."""
    import pyxel

    from ishido_retro.ui.app import App
    from ishido_retro.ui.headless import ensure_pyxel

    ensure_pyxel()
    app = App(quit_hook=lambda: None)
    out = {}

    # mid-game, no menu
    nearly_full_game(app)
    app.settings.always_show_moves = True
    app.settings.computer_player_1 = False
    time_frames(app, 10)
    out["no menu"] = summary(time_frames(app, frames))
    if board_only:
        return out

    # the Choices menu held open with its Oracle Settings submenu, as a player holding the right button would
    bar = app.menubar
    mi = bar.find_menu("Choices")
    pyxel.set_btn(pyxel.MOUSE_BUTTON_RIGHT, True)
    tx, ty, tw, th = bar.title_rect(mi)
    pyxel.set_mouse_pos(tx + 4, ty + 4)
    app.frame()
    item = bar.find_item(bar.menus[mi].items, "Oracle Settings")
    ix, iy, iw, ih = bar.panel(mi).item_rect(item)
    pyxel.set_mouse_pos(ix + 10, iy + 3)
    app.frame()
    if not (bar.active and bar.open_index == mi and bar.hover == item):
        raise RuntimeError("the Oracle Settings submenu did not open")
    out["menu open"] = summary(time_frames(app, frames))
    pyxel.set_mouse_pos(316, 196)              # off the menus, so letting go chooses nothing
    app.frame()
    pyxel.set_btn(pyxel.MOUSE_BUTTON_RIGHT, False)
    app.frame()
    app.frame()
    if bar.active or app.windows:
        raise RuntimeError("letting go of the menu opened something")

    # the 4-Way moment, restarted whenever it ends, on the stone with the most neighbours
    board = app.game.board
    square = max((sq for sq, _ in board), key=lambda sq: len(board.neighbour_stones(sq)))
    play = getattr(getattr(app, "control", None), "board", None)
    if play is None or not hasattr(play, "effects"):
        out["4-Way"] = {"missing": 1.0}        # a baseline revision from before the 4-Way moment
    else:
        times = []
        for _ in range(frames):
            if not play.effects.moments:
                play.effects.four_way(square, 400)
            times += time_frames(app, 1)
        out["4-Way"] = summary(times)
        play.effects.clear()

    # Computer Player 1 plays (its thinking runs on a worker thread; a fresh deal keeps it busy)
    if not hasattr(app, "control"):
        out["computer thinks"] = {"missing": 1.0}   # a baseline revision from before the match controller
        return out
    app.deal(7)
    app.computer.synchronous = False
    _toggle_computer_1(app)
    if not app.match.seats[0].computer:
        raise RuntimeError("the computer seat could not be switched on")
    thinking, start = 0, len(app.game.history)
    times = []
    for _ in range(frames):             # paced at 60 fps, as the window is, so the computer gets its time
        t0 = time.perf_counter()
        times += time_frames(app, 1)
        thinking += app.computer.thinking()
        time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - t0)))
    out["computer thinks"] = summary(times)
    out["computer thinks"].update(thinking_frames=thinking, moves=len(app.game.history) - start)
    _toggle_computer_1(app)
    return out


def _toggle_computer_1(app) -> None:
    """Game > Computer Player 1 (the seats part since the controller split; the controller on older revisions)."""
    seats = getattr(app, "seats", None)
    if seats is not None:
        seats.toggle(0)
    else:
        app.control.toggle_computer(0)


def run_baseline(rev: str, frames: int) -> dict[str, dict[str, float]]:
    """The scenes measured on the code of ``rev``, in a fresh process that imports it."""
    with tempfile.TemporaryDirectory(prefix="ishido-baseline-") as tmp:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", rev, "ishido_retro"],
                                 capture_output=True, check=True).stdout
        subprocess.run(["tar", "-x", "-C", tmp], input=archive, check=True)
        env = dict(os.environ, PYTHONPATH=tmp + os.pathsep + os.environ.get("PYTHONPATH", ""))
        done = subprocess.run([sys.executable, __file__, "--worker", "--frames", str(frames)], env=env,
                              capture_output=True, text=True, check=True)
        result = json.loads(done.stdout.strip().splitlines()[-1])
        if not result.pop("_module").startswith(tmp):
            raise RuntimeError("the baseline run did not import the exported revision")
        return result


def measure_startup() -> None:
    code = (
        "import time, sys; t0 = float(sys.argv[1]);\n"
        "from ishido_retro.ui.headless import ensure_pyxel; ensure_pyxel()\n"
        "from ishido_retro.ui.app import App; app = App(quit_hook=lambda: None); app.update(); app.draw()\n"
        "print(f'{time.time() - t0:.3f}')\n"
    )
    samples = []
    for _ in range(3):
        out = subprocess.run([sys.executable, "-c", code, repr(time.time())], capture_output=True, text=True,
                             env=dict(os.environ, SDL_AUDIODRIVER="dummy"), check=True)
        samples.append(float(out.stdout.strip().splitlines()[-1]))
    print(f"process start to first drawn frame: best {min(samples):.3f} s, median {statistics.median(samples):.3f} s")


def print_scenes(label: str, scenes: dict[str, dict[str, float]]) -> None:
    for scene, fig in scenes.items():
        if "missing" in fig:
            print(f"{label:9s} {scene:16s} (not in this revision)")
            continue
        extra = ""
        if "moves" in fig:
            extra = f"   (thinking on {fig['thinking_frames']:.0f} frames, {fig['moves']:.0f} moves)"
        over = "   OVER 16.7 ms" if fig["worst"] > 1000 / 60 else ""
        print(f"{label:9s} {scene:16s} median {fig['median']:7.3f} ms   p99 {fig['p99']:7.3f} ms   "
              f"worst {fig['worst']:7.3f} ms{extra}{over}")


def measure_frames_while_master_thinks(asks: int = 5) -> None:
    """Frames drawn at 60 fps while Master works out Help > Suggest a Move on its worker thread."""
    import pyxel

    from ishido_retro.ui.app import App
    from ishido_retro.ui.headless import ensure_pyxel

    ensure_pyxel()
    app = App(quit_hook=lambda: None)
    app.deal(7)
    rng = random.Random(7)
    control = app.control
    times: list[float] = []
    gaps: list[float] = []
    thinking_frames = 0
    for _ in range(asks):
        game = app.game
        for _ in range(6):       # a few moves on, so each question is a new position
            if not game.is_over:
                game.place(rng.choice(game.legal_squares()))
        if game.is_over:
            break
        control.suggester.ask()
        deadline = time.perf_counter() + 10
        last = None
        while control.suggester.thinking() or control.suggested_square() is None:
            t0 = time.perf_counter()
            if last is not None:
                gaps.append((t0 - last) * 1000)
            last = t0
            app.update()
            app.draw()
            spent = time.perf_counter() - t0
            times.append(spent * 1000)
            thinking_frames += 1
            pyxel.flip()
            time.sleep(max(0.0, 1 / 60 - spent))
            if time.perf_counter() > deadline:
                break
    over = sum(t > 1000 / 60 for t in times)
    print(f"while Master thinks ({asks} questions, {thinking_frames} frames at 60 fps): update+draw median "
          f"{statistics.median(times):.3f} ms, worst {max(times):.3f} ms, {over} frames over 16.7 ms; "
          f"from one frame's start to the next: median {statistics.median(gaps):.1f} ms, worst {max(gaps):.1f} ms")


# Run as ``python -c PEER_FRAMES DIR FRAMES`` from the peer's folder: its game, headless, an All Ways board played
# to about 60 stones, then update+draw timed over FRAMES frames; prints the milliseconds as JSON.
PEER_FRAMES = """
import json, os, random, sys, time
import pyxel
folder, frames = sys.argv[1], int(sys.argv[2])
os.chdir(folder); sys.path.insert(0, folder)
init = pyxel.init
pyxel.init = lambda *a, **k: init(*a, **{**k, "headless": True})
def run(update, draw):
    game = GAME[0]
    for seed in range(1, 200):      # as this tree's scene: the most neighbours first, until about 60 stones
        random.seed(seed)
        rng = random.Random(seed)
        game.restart_game()
        while game.game_state == "PLAYING" and game.current_stone is not None and stones(game) < 62:
            legal = [(x, y) for y in range(len(game.board)) for x in range(len(game.board[0]))
                     if game.is_placeable(x, y, game.current_stone)]
            if not legal:
                break
            best = max(len(logic.get_adj_directions(game, x, y)) for x, y in legal)
            game.cursor_x, game.cursor_y = rng.choice(
                [sq for sq in legal if len(logic.get_adj_directions(game, *sq)) == best])
            game.place_stone()
        if stones(game) >= 55 and game.game_state == "PLAYING":
            break
    for _ in range(200):            # the placing's effects played out
        update(); draw()
    times = []
    for _ in range(frames):
        t0 = time.perf_counter()
        update(); draw()
        times.append((time.perf_counter() - t0) * 1000)
        pyxel.flip()
    print(json.dumps({"times": times, "stones": stones(game), "playing": game.game_state == "PLAYING"}))
    os._exit(0)
def stones(game):
    return sum(s is not None for row in game.board for s in row)
pyxel.run = run
import ishido
import game_logic as logic
GAME = []
original = ishido.Ishido.__init__
def keep(self, *a, **k):
    GAME.append(self)
    original(self, *a, **k)
ishido.Ishido.__init__ = keep
ishido.Ishido()
"""


def measure_peer(folder: str, frames: int) -> tuple[dict[str, float], int]:
    """The peer's play screen: update+draw figures over ``frames`` frames, and how many stones lay on its board."""
    main = Path(folder).resolve() / "ishido.py"
    if not main.is_file():
        raise SystemExit(f"{main} does not exist: --peer needs a checkout of KinaPPP/i-love-ishido")
    env = dict(os.environ, SDL_AUDIODRIVER="dummy")
    out = subprocess.run([sys.executable, "-c", PEER_FRAMES, str(main.parent), str(frames)], cwd=main.parent, env=env,
                         capture_output=True, text=True, timeout=600)
    if out.returncode != 0:
        raise SystemExit(f"the peer did not run: {out.stderr[-800:]}")
    found = json.loads(out.stdout.strip().splitlines()[-1])
    return summary(found["times"]), found["stones"]


def compare_with_peer(folder: str, frames: int, turns: int) -> None:
    """This tree's ``no menu`` scene and the peer's board, measured in turns, each in a fresh process."""
    ours: list[float] = []
    theirs: list[float] = []
    for _ in range(turns):
        ours.append(run_this_tree(frames)["no menu"]["median"])
        peer, stones = measure_peer(folder, frames)
        theirs.append(peer["median"])
    mine, peer_median = statistics.median(ours), statistics.median(theirs)
    print(f"no menu, median of {turns} turns: this tree {mine:.3f} ms, the peer {peer_median:.3f} ms "
          f"({stones} stones on its board): {mine / peer_median:.2f} times the peer's")


def run_this_tree(frames: int) -> dict[str, dict[str, float]]:
    """The scenes measured in a fresh process (as the peer is), so the two are alike."""
    out = subprocess.run([sys.executable, __file__, "--worker", "--board-only", "--frames", str(frames)], cwd=ROOT,
                         capture_output=True, text=True, timeout=1200)
    if out.returncode != 0:
        raise SystemExit(f"this tree's scenes did not run: {out.stderr[-800:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--baseline", metavar="REV", help="also measure git revision REV (e.g. main) first")
    parser.add_argument("--no-startup", action="store_true", help="skip the start-up measurement")
    parser.add_argument("--peer", metavar="DIR", help="a checkout of KinaPPP/i-love-ishido to measure in turns")
    parser.add_argument("--turns", type=int, default=3, help="with --peer: how many turns of each")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--board-only", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        import ishido_retro

        result = measure_scenes(args.frames, args.board_only)
        print(json.dumps({**result, "_module": ishido_retro.__file__}))
        return 0
    print(f"update+draw of the play screen over {args.frames} frames a scene")
    if args.baseline:
        print_scenes(args.baseline, run_baseline(args.baseline, args.frames))
    if args.peer:
        compare_with_peer(args.peer, args.frames, args.turns)
        return 0
    print_scenes("this tree", measure_scenes(args.frames))
    measure_frames_while_master_thinks()
    if not args.no_startup:
        measure_startup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
