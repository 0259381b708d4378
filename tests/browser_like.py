"""The game's command line as a browser page would run it: ``python browser_like.py [--desktop] ARGS...``.

A page has no worker processes, no threads, no signals, no other copy of the game and no
``filelock``. This program makes them absent (each refuses loudly) and, unless ``--desktop`` is
given, tells the game it runs in a page (``sys.platform == "emscripten"``) before importing it,
so every skip the game makes there is made by design. With ``--desktop`` only the child
processes are refused (for ``ISHIDO_RETRO_WORKERS=0`` runs on the desktop).

Either way its files behave as in a browser's Python (Pyodide, :func:`files_as_in_a_page`): there is
no ``os.link``, ``os.umask`` answers 0o777 whatever it is asked, ``fsync`` fails and there is no
``filelock``. Tests call :func:`files_as_in_a_page` with pytest's
``monkeypatch`` to run the storage paths that way in their own process.
"""

from __future__ import annotations

import errno
import os
import subprocess
import sys
import threading
from typing import Any, Protocol

import pyxel  # noqa: F401 - the desktop's pyxel, loaded while sys.platform is still the real one


def refuse(*_args: object, **_kwargs: object) -> None:
    raise RuntimeError("a browser page cannot do this")


def no_fsync(_fd: object) -> None:
    raise OSError(errno.EINVAL, "Invalid argument")       # as some of Emscripten's file systems answer fsync


def pyodide_umask(_mask: int) -> int:
    return 0o777          # Pyodide's os.umask: always 0o777, so 0o666 & ~umask makes a mode-000 file


class Patcher(Protocol):
    """What :func:`files_as_in_a_page` needs of pytest's ``monkeypatch`` (or :class:`ForGood`)."""

    def setattr(self, target: object, name: str, value: object) -> None: ...
    def delattr(self, target: object, name: str) -> None: ...
    def setitem(self, dic: Any, name: str, value: object) -> None: ...


class ForGood:
    """A :class:`Patcher` whose changes last as long as the process (this program's)."""

    def setattr(self, target: object, name: str, value: object) -> None:
        setattr(target, name, value)

    def delattr(self, target: object, name: str) -> None:
        delattr(target, name)

    def setitem(self, dic: Any, name: str, value: object) -> None:
        dic[name] = value


def files_as_in_a_page(patch: Patcher) -> None:
    """Make files behave as in a browser's Python (Pyodide 0.27), through ``patch`` (pytest's ``monkeypatch``).

    No ``os.link``; ``os.umask`` answers 0o777 whatever it is asked (``fchmod`` still sets the mode it is
    given, so a file made with ``0o666 & ~umask`` has mode 000); ``os.fsync`` fails; no ``filelock`` (no
    ``flock`` there).
    """
    patch.delattr(os, "link")
    patch.setattr(os, "umask", pyodide_umask)
    patch.setattr(os, "fsync", no_fsync)
    patch.setitem(sys.modules, "filelock", None)


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
    files_as_in_a_page(ForGood())
    if not desktop:
        import signal

        threading.Thread.start = refuse  # type: ignore[assignment, method-assign]
        signal.signal = refuse  # type: ignore[assignment]
        sys.platform = "emscripten"
    from ishido_retro.cli import main as game

    return game(args)


if __name__ == "__main__":
    sys.exit(main())
