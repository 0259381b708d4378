"""A browser page's user data kept between visits: the data folder mirrored into the page's local storage.

A page's files live in the browser's Python's memory (Emscripten's file system) and are gone when the
tab is reloaded or closed. In a page, :func:`restore` (at start, before anything is read) writes back
every file the browser keeps for the game, and :func:`keep` (after each write or removal in the data
folder) copies what changed there into the browser's ``localStorage``: one entry a file, named
:data:`PREFIX` and the file's path in the folder, holding its bytes in base64. Hidden files (temp files
of a save under way, locks) are not kept. On the desktop both do nothing.

The page ``tools/make_web.py`` builds gives the game ``window.ishidoRetroKeep``, an object with
``localStorage``'s methods that holds every entry in memory and writes each change at once to IndexedDB
with ``durability: "strict"``, so that a tab killed a second after a save keeps it (``localStorage`` reaches
the disk only seconds after a change); it reads IndexedDB whole, and moves the entries an earlier page left in
``localStorage`` there, before the game starts. A page without it (another launcher) keeps ``localStorage``.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path, PurePosixPath
from typing import Any

from ishido_retro.storage import datafolder

PREFIX = "ishido-retro:"
DURABLE = "ishidoRetroKeep"            # the page's durable store, when the page has one
# a kept file's path in the folder -> its stamp when kept (:func:`_stamp`)
_kept: dict[str, tuple[int, int, int]] = {}
_said: list[str] = []                       # a problem with the browser's storage, said once


def _store() -> Any:
    """The page's durable store (``window.ishidoRetroKeep``, see ``tools/webpage/keep.js``), else its
    ``localStorage``, else None (the desktop, or a browser that has neither)."""
    if sys.platform != "emscripten":
        return None
    try:
        js = _page_bridge()
        durable = getattr(js, DURABLE, None)
        return durable if durable is not None else js.localStorage
    except (ImportError, AttributeError):
        return None


def _page_bridge() -> Any:
    """Pyodide's ``js`` module, the bridge to the page. Imported from the root folder: pyxel's import hook looks for
    a file named after the module's origin, ``javascript``, in the folder it is imported from, and in a page a file
    looked for in pyxel's working folder is asked of the web server (a request for nothing, a 404, at each start)."""
    here = os.getcwd()
    os.chdir("/")
    try:
        import js  # type: ignore[import-not-found]
    finally:
        os.chdir(here)
    return js


def _folder() -> Path | None:
    try:
        return datafolder.folder_path()
    except datafolder.NoDataFolder:
        return None


def _entries(store: Any) -> list[str]:
    keys = (store.key(i) for i in range(int(store.length)))
    return [k for k in keys if isinstance(k, str) and k.startswith(PREFIX)]


def _usable(name: str) -> PurePosixPath | None:
    """A kept file's path in the folder, when it is one the game could have written (no ``..``, not hidden)."""
    path = PurePosixPath(name)
    if path.is_absolute() or not path.parts or any(p in ("", ".", "..") or p.startswith(".") for p in path.parts):
        return None
    return path


def _say(problem: str) -> None:
    if not _said:
        _said.append(problem)
        print(f"ishido-retro: {problem}", file=sys.stderr)


def restore() -> int:
    """Write back into the data folder every file the page's storage keeps (one already there is left as it
    is); how many were written. Never raises."""
    store, folder = _store(), _folder()
    if store is None or folder is None:
        return 0
    import base64  # a page's only: the desktop never loads it
    try:
        keys = _entries(store)
    except Exception as exc:        # noqa: BLE001 - the browser's errors are JavaScript's; the game starts anyway
        _say(f"your files kept by the browser could not be read ({exc}).")
        return 0
    written = 0
    for key in keys:
        rel = _usable(key[len(PREFIX):])
        target = folder.joinpath(*rel.parts) if rel is not None else None
        if rel is None or target is None or target.exists():
            continue
        try:
            data = base64.b64decode(str(store.getItem(key)), validate=True)
            target.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            info = target.stat()
        except Exception as exc:    # noqa: BLE001 - one file that cannot come back does not stop the others
            _say(f"{rel} kept by the browser could not be restored ({exc}).")
            continue
        _kept[rel.as_posix()] = _stamp(info)
        written += 1
    return written


def _files(folder: Path) -> dict[str, Path]:
    found: dict[str, Path] = {}
    for root, dirs, names in os.walk(folder):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        for name in names:
            if not name.startswith("."):
                path = Path(root) / name
                found[PurePosixPath(path.relative_to(folder)).as_posix()] = path
    return found


def _stamp(info: os.stat_result) -> tuple[int, int, int]:
    """What tells a file's versions apart without reading it: its size, its time and its inode. A page's file
    times are coarse (two saves may carry one time); every save writes a new file put in place of the old, so
    a new inode tells a rewrite of the same size apart."""
    return info.st_size, info.st_mtime_ns, info.st_ino


def keep() -> None:
    """Copy what changed in the data folder into the page's storage, and drop what was removed. Never raises;
    a browser that refuses (its storage full) is said once on stderr."""
    store, folder = _store(), _folder()
    if store is None or folder is None:
        return
    import base64
    try:
        files = _files(folder)
        for rel, path in files.items():
            stamp = _stamp(path.stat())
            if _kept.get(rel) != stamp:
                store.setItem(PREFIX + rel, base64.b64encode(path.read_bytes()).decode("ascii"))
                _kept[rel] = stamp
        for key in _entries(store):
            if key[len(PREFIX):] not in files:
                store.removeItem(key)
                _kept.pop(key[len(PREFIX):], None)
        problem = getattr(store, "problem", None)     # the durable store's last refused write, said once
        if isinstance(problem, str) and problem:
            _say(f"the browser would not keep your files for the next visit ({problem}).")
    except Exception as exc:        # noqa: BLE001 - a full storage raises JavaScript's QuotaExceededError
        _say(f"the browser would not keep your files for the next visit ({exc}).")
