"""The game's command line as a browser page would run it: ``python browser_like.py [--desktop] ARGS...``.

A page has no worker processes, no threads, no signals, no other copy of the game and no
``filelock``. This program makes them absent (each refuses loudly) and, unless ``--desktop`` is
given, tells the game it runs in a page (``sys.platform == "emscripten"``) before importing it,
so every skip the game makes there is made by design. With ``--desktop`` only the child
processes are refused (for ``ISHIDO_RETRO_WORKERS=0`` runs on the desktop).
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading

import pyxel  # noqa: F401 - the desktop's pyxel, loaded while sys.platform is still the real one


def refuse(*_args: object, **_kwargs: object) -> None:
    raise RuntimeError("a browser page cannot do this")


def main() -> int:
    args = sys.argv[1:]
    desktop = args[:1] == ["--desktop"]
    if desktop:
        args = args[1:]
    for name in ("multiprocessing", "concurrent.futures.process", "_multiprocessing"):
        sys.modules[name] = None  # type: ignore[assignment]   # importing it fails
    os.fork = refuse  # type: ignore[assignment]
    os.posix_spawn = refuse  # type: ignore[assignment]
    os.posix_spawnp = refuse  # type: ignore[assignment]
    subprocess.Popen.__init__ = refuse  # type: ignore[assignment, method-assign]
    if not desktop:
        import signal

        sys.modules["filelock"] = None  # type: ignore[assignment]
        threading.Thread.start = refuse  # type: ignore[assignment, method-assign]
        signal.signal = refuse  # type: ignore[assignment]
        sys.platform = "emscripten"
    from ishido_retro.cli import main as game

    return game(args)


if __name__ == "__main__":
    sys.exit(main())
