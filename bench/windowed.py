"""What the idle and start-up benches share: a virtual display, the programs they start, CPU time.

A program is started in a real pyxel window: on an Xvfb server of its own (``--display xvfb``,
the default when ``Xvfb`` is installed) or with SDL's offscreen video driver (``--display
offscreen``: no X at all, but no input can be sent either). The game runs from this checkout
with a fresh data folder; the peer (KinaPPP's pyxel Ishido, ``--peer DIR``: a checkout of
https://github.com/KinaPPP/i-love-ishido) from its own folder. Both keep their compiled modules
(``__pycache__``), as an installed game does, whatever ``PYTHONDONTWRITEBYTECODE`` says. Neither is
changed: the start-up bench wraps ``pyxel.run`` from outside (see :data:`FIRST_DRAW`).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TICKS = os.sysconf("SC_CLK_TCK")

# Run as ``python -c FIRST_DRAW T0 KIND TARGET``: wrap pyxel.run so that the end of the first draw prints
# the seconds since T0 (the wall time the bench took just before it started the process) and ends it.
FIRST_DRAW = """
import os, runpy, sys, time
import pyxel
t0, kind, target = float(sys.argv[1]), sys.argv[2], sys.argv[3]
run = pyxel.run
def first_draw_then_exit(update, draw):
    def draw_once():
        draw()
        print(f"{time.time() - t0:.4f}", flush=True)
        os._exit(0)
    run(update, draw_once)
pyxel.run = first_draw_then_exit
if kind == "module":
    sys.argv = [target]
    runpy.run_module(target, run_name="__main__", alter_sys=True)
else:
    os.chdir(os.path.dirname(target)); sys.path.insert(0, os.path.dirname(target)); sys.argv = [target]
    runpy.run_path(target, run_name="__main__")
"""


@dataclass(frozen=True)
class Program:
    """A game to start: ``kind`` is ``module`` (run with ``-m`` from ``folder``) or ``script`` (a file run from
    its folder), by ``python``."""

    name: str
    kind: str
    target: str
    to_board: tuple[str, ...]      # xdotool arguments, sent to the window, that leave the title for a board
    folder: str = str(ROOT)
    python: str = sys.executable

    def command(self) -> list[str]:
        if self.kind == "module":
            return [self.python, "-m", self.target]
        if self.kind == "code":
            return [self.python, "-c", self.target]
        return [self.python, self.target]

    def cwd(self) -> str:
        return self.folder if self.kind in ("module", "code") else str(Path(self.target).parent)


def ours(folder: str | None = None) -> Program:
    """The game of this checkout, or of another one (``folder``, run by its own ``.venv`` when it has one):
    a click below the title's middle deals a game."""
    root = Path(folder).resolve() if folder else ROOT
    venv = root / ".venv" / "bin" / "python"
    name = "ishido-retro" if folder is None else f"ishido-retro ({root.name})"
    return Program(name, "module", "ishido_retro", ("mousemove", "--window", "{wid}", "480", "420", "click", "1"),
                   str(root), str(venv) if folder and venv.exists() else sys.executable)


def empty_window(scale: int) -> Program:
    """A pyxel window of the game's size (320 x 200, shown ``scale`` times) at the game's 30 frames a second
    that draws nothing: the least an open window costs."""
    code = (f"import pyxel; pyxel.init(320, 200, title='empty', fps=30, display_scale={scale}); "
            "pyxel.run(lambda: None, lambda: None)")
    return Program(f"empty window x{scale}", "code", code, ())


def peer(folder: str) -> Program:
    """KinaPPP's I LOVE ISHIDO: ``A`` on its start screen deals an All Ways game."""
    main = Path(folder).resolve() / "ishido.py"
    if not main.is_file():
        raise SystemExit(f"{main} does not exist: --peer needs a checkout of KinaPPP/i-love-ishido")
    return Program("peer (KinaPPP)", "script", str(main), ("key", "--window", "{wid}", "a"))


@contextlib.contextmanager
def display(kind: str) -> Iterator[dict[str, str]]:
    """The environment of a program on the display ``kind`` (xvfb: a server started for the bench)."""
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", ISHIDO_RETRO_HOME=tempfile.mkdtemp(prefix="ishido-bench-"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)     # as a player's install runs: compiled modules kept and reused
    if kind == "offscreen":
        env.pop("DISPLAY", None)
        yield env | {"SDL_VIDEODRIVER": "offscreen"}
        return
    if shutil.which("Xvfb") is None:
        raise SystemExit("Xvfb is not installed (apt-get install xvfb); or use --display offscreen")
    number = 90 + os.getpid() % 100
    server = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "1024x768x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(1.0)
        env.pop("SDL_VIDEODRIVER", None)
        yield env | {"DISPLAY": f":{number}"}
    finally:
        server.terminate()
        server.wait()


@contextlib.contextmanager
def busy_cores(count: int) -> Iterator[None]:
    """``count`` processes spinning on the cores while the block runs (a busy machine, for the benches)."""
    spinners = [subprocess.Popen(["yes"], stdout=subprocess.DEVNULL) for _ in range(count)]
    try:
        yield
    finally:
        for spinner in spinners:
            spinner.kill()
            spinner.wait()


def default_display() -> str:
    return "xvfb" if shutil.which("Xvfb") else "offscreen"


def cpu_seconds(pid: int) -> float:
    """User and system CPU seconds of ``pid`` and every process below it (the game's workers too)."""
    total = 0.0
    for proc in [pid, *descendants(pid)]:
        try:
            fields = Path(f"/proc/{proc}/stat").read_text().rsplit(")", 1)[1].split()
        except (FileNotFoundError, ProcessLookupError):
            continue
        total += (int(fields[11]) + int(fields[12])) / TICKS     # utime, stime
    return total


def descendants(pid: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (FileNotFoundError, ProcessLookupError, IndexError, ValueError):
                continue
            children.setdefault(ppid, []).append(int(entry.name))
    found, todo = [], [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def window_of(pid: int, env: dict[str, str], timeout: float = 20.0) -> str | None:
    """The X window id of ``pid``'s visible window (None without xdotool or when none shows in time)."""
    if shutil.which("xdotool") is None:
        return None
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        out = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid)], env=env,
                             capture_output=True, text=True).stdout.split()
        if out:
            return out[-1]
        time.sleep(0.2)
    return None
