"""Keys as they were pressed, in a real window: quick Ctrl shortcuts and quick plain taps, counted by the game.

The game runs its own window loop (:func:`ishido_retro.ui.shell.run_window`: pyxel's ``run``, resting
while nothing happens) on an Xvfb server of the bench's own, and xdotool types into it through the X
server (XTEST), as a keyboard does. Two series, each in one xdotool process so that its timing holds:

* ``ctrl``: TAPS times Ctrl+P, Ctrl held down HOLD_CTRL seconds before P is tapped and let go at once after
  it (``keydown ctrl sleep 0.03 key p keyup ctrl``), a pause of GAP seconds between taps and a longer one
  (REST seconds: the window rests) after every REST_EVERY taps;
* ``plain``: TAPS plain taps, Right and Left in turn, each held TAP seconds, TAP_GAP seconds apart (quicker
  than a frame at 30 a second: two taps can fall in one frame).

The game counts what it did: Help > Show Pouch chosen by its shortcut (its action is swapped for a counter,
so no window opens and the next Ctrl+P goes to the board again), and the board cursor's moves by the arrows;
and the most key presses one frame handed on (``most_in_a_frame``: more than one when taps fell together).
With ``--busy N``, N processes spin (``yes > /dev/null``) on the cores meanwhile. The machine may be shared
with others: "at rest" means only that the bench adds no load of its own.

    python bench/keys_window.py [--taps 100] [--busy 0|2] [--baseline DIR]

``--baseline DIR`` runs another checkout of the game (its own ``.venv`` when it has one) the same way.
``KEYS_WRAP=SCRIPT`` runs the driver through SCRIPT (``python SCRIPT DRIVER ARGS...``), to log what it wants.
It prints one line per series: what was sent, what the game counted, and the frames' count and slowest.
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
from windowed import ROOT, busy_cores, display, window_of  # noqa: E402

HOLD_CTRL = 0.03      # Ctrl is down this long before P
GAP = 0.15            # between two Ctrl+P
REST, REST_EVERY = 3.0, 25     # a pause long enough for the window to rest (2.5 s), every so many taps
TAP, TAP_GAP = 0.012, 0.012    # a plain tap is down 12 ms, the next one 12 ms later


def driver(stop: str) -> None:
    """The game window: deals a game, swaps Show Pouch's action for a counter, counts the cursor's moves and
    the frames; when the file ``stop`` appears it prints the counts as one JSON line and ends."""
    from ishido_retro.ui.app import App
    from ishido_retro.ui.shell import init_window, run_window

    init_window("keys bench")
    app = App()
    counts = {"show_pouch": 0, "right": 0, "left": 0, "frames": 0, "slowest_ms": 0.0, "most_in_a_frame": 0}
    last = [time.perf_counter()]
    for menu in app.menubar.menus:
        for item in menu.items:
            if item.shortcut == "ctrl+p":
                item.action = lambda: counts.__setitem__("show_pouch", counts["show_pouch"] + 1)
    frame_update = app.update
    extra = [0]                 # key presses after the first handed on in this frame (a poller without more(): none)
    more = getattr(app.poller, "more", None)
    if more is not None:
        def counted_more():
            found = more()
            extra[0] += found is not None
            return found
        app.poller.more = counted_more        # type: ignore[method-assign]

    def update() -> None:
        now = time.perf_counter()
        counts["slowest_ms"] = max(counts["slowest_ms"], round((now - last[0]) * 1000, 1))
        last[0] = now
        if counts["frames"] == 0:
            app.show_play()
            app.deal(5)
            arrow = app.play.cursor.arrow

            def counted(key: str) -> None:
                if key in counts:
                    counts[key] += 1
                arrow(key)
            app.play.cursor.arrow = counted      # type: ignore[method-assign]
            print("ready", flush=True)
        counts["frames"] += 1
        if os.path.exists(stop):
            print(json.dumps(counts), flush=True)
            os._exit(0)
        extra[0] = 0
        frame_update()
        counts["most_in_a_frame"] = max(counts["most_in_a_frame"], extra[0] + 1)
        if counts["frames"] == 1:
            counts["slowest_ms"] = 0.0       # the first frame deals the game: not a frame the keys meet

    app.update = update      # type: ignore[method-assign]
    run_window(app)


def ctrl_taps(taps: int) -> list[str]:
    words: list[str] = []
    for i in range(taps):
        words += ["keydown", "ctrl", "sleep", str(HOLD_CTRL), "key", "p", "keyup", "ctrl",
                  "sleep", str(REST if (i + 1) % REST_EVERY == 0 else GAP)]
    return words


def plain_taps(taps: int) -> list[str]:
    words: list[str] = []
    for i in range(taps):
        key = "Right" if i % 2 == 0 else "Left"
        words += ["keydown", key, "sleep", str(TAP), "keyup", key, "sleep", str(TAP_GAP)]
    return words


def series(folder: Path, python: str, env: dict[str, str], name: str, words: list[str]) -> dict:
    """Start the game window, send ``words`` to xdotool, and read what the game counted."""
    stop = Path(tempfile.mkdtemp(prefix="ishido-keys-")) / "stop"
    wrap = os.environ.get("KEYS_WRAP", "").split()     # a script that runs the driver, logging what it wants
    proc = subprocess.Popen([python, *wrap, str(Path(__file__).resolve()), "--driver", str(stop)], cwd=folder,
                            env=env | {"PYTHONPATH": str(folder)}, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            text=True)
    assert proc.stdout is not None
    try:
        if proc.stdout.readline().strip() != "ready":
            raise SystemExit(f"the game window did not start ({folder})")
        wid = window_of(proc.pid, env)
        if wid is None:
            raise SystemExit("the game window did not show")
        subprocess.run(["xdotool", "windowfocus", "--sync", wid], env=env, check=True)
        time.sleep(3.0)          # the window has rested before the first key
        subprocess.run(["xdotool", *words], env=env, check=True)
        time.sleep(1.0)
        stop.touch()
        counts = json.loads(proc.stdout.readline())
    finally:
        proc.kill()
        proc.wait()
    return {"series": name, **counts}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--driver", help=argparse.SUPPRESS)
    parser.add_argument("--taps", type=int, default=100)
    parser.add_argument("--busy", type=int, default=0, help="processes spinning on the cores meanwhile")
    parser.add_argument("--baseline", help="another checkout of the game, run the same way")
    parser.add_argument("--only", choices=("ctrl", "plain"))
    args = parser.parse_args()
    if args.driver:
        driver(args.driver)
        return
    checkouts = [(ROOT, sys.executable)]
    if args.baseline:
        base = Path(args.baseline).resolve()
        venv = base / ".venv" / "bin" / "python"
        checkouts.append((base, str(venv) if venv.exists() else sys.executable))
    with busy_cores(args.busy), display("xvfb") as env:
        for folder, python in checkouts:
            for name, words in (("ctrl", ctrl_taps(args.taps)), ("plain", plain_taps(args.taps))):
                if args.only in (None, name):
                    result = series(folder, python, env, name, words)
                    print(json.dumps({"checkout": folder.name, "busy": args.busy, "taps": args.taps, **result}),
                          flush=True)


if __name__ == "__main__":
    main()
