"""The player's own stonesets and boards: the ones in the data folder listed, and a dropped file installed.

Own sets live in the data folder's ``stonesets/`` and ``boards/``. :func:`own_sets` lists every file
there with the set's own name and author, and why it cannot be played when it cannot (the dialogs list
it all the same). :func:`install_dropped` reads a dropped file through the one hardened reader, checks
that it is a stoneset or a board (:mod:`ishido_retro.stonesets.dropped`) and copies it in, never over a
different set: a taken name gets ``-2``, ``-3``...; the same set already there is used as it is.
"""

from __future__ import annotations

import os
import threading
from dataclasses import dataclass
from pathlib import Path

from ishido_retro.formats import DataFileError, FileMissing, usable_name
from ishido_retro.stonesets.boards import BoardArt
from ishido_retro.stonesets.dropped import MAX_DROPPED_BYTES, NotASet, parse_dropped
from ishido_retro.stonesets.stoneset import name_from_stem
from ishido_retro.storage.datafolder import NoDataFolder, sub_dir
from ishido_retro.storage.safeio import read_bytes
from ishido_retro.storage.userdata import atomic_write, unused_name
from ishido_retro.storage.webfiles import in_page

FOLDERS = {"stoneset": "stonesets", "board": "boards"}
SUFFIXES = {"stoneset": (".png",), "board": (".png", ".gif", ".bmp")}
MAX_LISTED = 2000       # own sets a dialog lists at most (it says so when the folder holds more)

__all__ = ["Incoming", "Installed", "NotASet", "OwnSet", "check_dropped", "install_dropped", "keep_dropped",
           "matching_own", "own_folder", "own_listing", "own_sets", "OwnListing", "warm_listings"]


@dataclass(frozen=True)
class OwnSet:
    """One file of the player's: ``setting`` is what the settings hold for it (``user:FILE``)."""

    file: str
    name: str
    author: str
    problem: str | None = None       # why it cannot be played, or None

    @property
    def setting(self) -> str:
        return "user:" + self.file


@dataclass(frozen=True)
class Installed:
    """A dropped set kept in the data folder: ``file`` in ``folder``; ``new`` False when it was there already."""

    kind: str
    file: str
    folder: Path
    name: str
    author: str
    new: bool
    backup: Path | None = None      # where the file it replaced is kept, when it replaced one

    @property
    def setting(self) -> str:
        return "user:" + self.file


def own_folder(kind: str) -> Path:
    """The folder of the player's own ``kind`` (``stoneset`` or ``board``), made when missing; NoDataFolder when
    the data folder cannot be used."""
    return sub_dir(FOLDERS[kind])


@dataclass(frozen=True)
class OwnListing:
    """The own sets a dialog lists (at most :data:`MAX_LISTED`, by file name) and how many the folder holds."""

    sets: list[OwnSet]
    total: int

    @property
    def cut(self) -> bool:
        return self.total > len(self.sets)


def own_sets(kind: str, limit: int | None = None) -> list[OwnSet]:
    """Every own ``kind`` in the data folder, by file name (the first ``limit`` when given); never raises."""
    return own_listing(kind, limit if limit is not None else ALL).sets


ALL = 1 << 62


def own_listing(kind: str, limit: int | None = None) -> OwnListing:
    """The own ``kind`` in the data folder, by file name, the first ``limit`` of them (None: :data:`MAX_LISTED`,
    the dialogs'), and how many there are;
    a big folder's index (:mod:`.ownindex`) spares reading the pictures that did not change. Never raises."""
    from ishido_retro.stonesets.boards import sidecar_name
    from ishido_retro.storage import ownindex
    _warmed()
    try:
        folder = own_folder(kind)
        with os.scandir(folder) as entries:
            files = sorted(((e.name, ownindex.stamp(e, folder / sidecar_name(e.name) if kind == "board" else None))
                            for e in entries if not e.name.startswith(".") and e.name.lower().endswith(SUFFIXES[kind])
                            and _is_file(e)), key=lambda f: f[0].lower())
    except (OSError, ValueError):
        return OwnListing([], 0)
    known = ownindex.read_index(folder) if len(files) >= ownindex.INDEX_FROM and limit != 0 else {}
    present = {file for file, _ in files}
    kept = {file: entry for file, entry in known.items() if file in present}
    found, changed = [], False
    for file, stamp in files[:MAX_LISTED if limit is None else limit]:
        entry = known.get(file)
        if entry is None or stamp is None or entry[0] != stamp:
            entry = (stamp or (0, 0, 0), *_read_own(kind, folder, file))
            kept[file], changed = entry, True
        found.append(OwnSet(file, entry[1], entry[2], entry[3]))
    if changed or len(kept) != len(known):
        ownindex.keep_index(folder, kept, len(files))
    return OwnListing(found, len(files))


_warming: list[threading.Thread] = []


def warm_listings() -> None:
    """At a desk, once the game is ready: every own set's folder listed on a thread of its own, so that its index
    (:mod:`.ownindex`) is up to date, off the frame, when a dialog first opens (a thousand sets take seconds to
    read). A dialog opened sooner waits for it (:func:`own_listing`), never reading twice. A browser page has no
    threads: its dialogs read when they open, as before. Never raises."""
    if in_page() or _warming:
        return
    thread = threading.Thread(target=_warm, name="ishido-own-sets", daemon=True)
    _warming.append(thread)
    thread.start()


def _warm() -> None:
    # no garbage is collected on this thread (it could drop a pyxel image): the window's main thread collects
    # (ui.collector)
    for kind in FOLDERS:
        own_listing(kind)


def _warmed() -> None:
    """Wait for :func:`warm_listings`' thread (unless on it)."""
    for thread in _warming:
        if thread is not threading.current_thread():
            thread.join()


def _read_own(kind: str, folder: Path, file: str) -> tuple[str, str, str | None]:
    """The name, author and (when it cannot be played) the reason of the own set in ``file``, from its picture."""
    from ishido_retro.storage.boards import load_board
    from ishido_retro.storage.stonesets import load_stoneset
    load = load_stoneset if kind == "stoneset" else load_board
    try:
        art = load(folder / file)
    except (OSError, ValueError) as exc:
        return name_from_stem(Path(file).stem), "", str(exc)
    return art.name, art.author, None


def _is_file(entry: os.DirEntry) -> bool:
    try:
        return entry.is_file()
    except OSError:
        return False


@dataclass(frozen=True)
class Incoming:
    """A dropped file checked and not kept yet: what it is, the bytes to keep (a board's YAML beside them), the
    file name it takes, the file that holds it already (or None), and an own set of the same name and author
    that it would stand beside (or None)."""

    kind: str
    name: str
    author: str
    data: bytes
    sidecar: str | None
    file: str
    kept_as: str | None
    rival: OwnSet | None


def check_dropped(path: Path | str) -> Incoming:
    """What keeping the dropped stoneset or board ``path`` would do; a ``DataFileError`` (NotASet,
    NoDataFolder...) with one sentence when it cannot be kept. Nothing is written."""
    path = Path(path)
    data = read_bytes(path, MAX_DROPPED_BYTES, "a dropped file")
    dropped = parse_dropped(data, path.name)
    folder = own_folder(dropped.kind)
    art = dropped.art
    stem = Path(path.name).stem if path.suffix.lower() in SUFFIXES[dropped.kind] else path.name
    sidecar = None
    if isinstance(art, BoardArt):        # kept as the game's own indexed PNG (and its YAML), whatever it came as
        data, sidecar = art.to_png_bytes(), art.metadata_text()
        name = usable_name(stem + ".png", fallback="board")
    else:
        name = usable_name(stem + ".png", fallback="stoneset")
    kept = _kept_as(folder, name, data)
    rival = None if kept is not None else matching_own(dropped.kind, dropped.name, dropped.author)
    return Incoming(dropped.kind, dropped.name, dropped.author, data, sidecar, name, kept, rival)


def keep_dropped(incoming: Incoming) -> Installed:
    """Keep ``incoming`` beside what is there (a taken name gets ``-2``...; the same set is used as it is)."""
    folder = own_folder(incoming.kind)
    name = incoming.kept_as or unused_name(folder, incoming.file)
    if incoming.kept_as is None:
        atomic_write(folder / name, incoming.data)
    if incoming.sidecar is not None:
        side = (folder / name).with_suffix(".yaml")
        if incoming.kept_as is None or not side.exists():
            atomic_write(side, incoming.sidecar)
    return Installed(incoming.kind, name, folder, incoming.name, incoming.author, new=incoming.kept_as is None)


def install_dropped(path: Path | str) -> Installed:
    """Keep the dropped stoneset or board ``path`` in the data folder, never over another file (see
    :func:`check_dropped` and :func:`keep_dropped`)."""
    return keep_dropped(check_dropped(path))


def matching_own(kind: str, name: str, author: str, besides: str | None = None) -> OwnSet | None:
    """The own ``kind`` that has the set's ``name`` and ``author`` (case and spaces between words do not count),
    other than the file ``besides``; None when there is none."""
    def key(text: str) -> str:
        return " ".join(text.split()).casefold()
    want = (key(name), key(author or "unknown"))
    for own in own_sets(kind):
        if own.problem is None and own.file != besides and (key(own.name), key(own.author or "unknown")) == want:
            return own
    return None


def _kept_as(folder: Path, name: str, data: bytes) -> str | None:
    """The name under which ``data`` is already in ``folder``: ``name`` or one of the ``-2``, ``-3``... that an
    earlier drop of a different set gave it; None when it is not there."""
    stem, suffix = Path(name).stem, Path(name).suffix
    for n in range(1, 100):
        candidate = name if n == 1 else usable_name(f"{stem[:70]}-{n}{suffix}")
        if not (folder / candidate).exists():
            return None
        if _holds(folder / candidate, data):
            return candidate
    return None


def _holds(path: Path, data: bytes) -> bool:
    """Whether ``path`` is a file holding exactly ``data``."""
    try:
        return read_bytes(path, MAX_DROPPED_BYTES, "a kept set") == data
    except (FileMissing, DataFileError):
        return False


IN_PAGE_FOLDER = "this browser, for this page"   # where a page's own sets are, said instead of a path


def folder_text(kind: str) -> str:
    """Where own ``kind`` live, in full, for a dialog; the reason when the data folder cannot be used. In a
    browser page, the browser: a path inside the browser's Python means nothing to a player."""
    try:
        folder = own_folder(kind)
    except NoDataFolder as exc:
        return str(exc)
    return IN_PAGE_FOLDER if in_page() else str(folder)


def shown_path(kind: str, file: str) -> str:
    """The full path of the own ``kind`` file ``file`` as a requester says it (the file alone when the data
    folder cannot be used, that was said at the start, or in a browser page)."""
    try:
        own_folder(kind)
    except NoDataFolder:
        return file
    return file if in_page() else str(Path(folder_text(kind)) / file)
