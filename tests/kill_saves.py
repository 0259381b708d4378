"""Kill a process while it saves, and check what it leaves: the old file or the new one, never half, nothing lost.

Shared by ``tests/test_kill_during_save.py`` (a few trials per kind) and
``bench/kill_saves.py`` (many). One trial: a forked child saves versions 1, 2, 3...
of one kind of file in a loop, announcing each version on a pipe before it starts
writing it; the parent kills it with SIGKILL after a random delay, then checks that
the file holds exactly the version announced last (new) or the one before (old),
that it loads, that a damaged file's content survived (the settings' ``.bad``
step), and that a normal start (temp cleanup, loading) works.
"""

from __future__ import annotations

import os
import random
import signal
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path


@dataclass
class Kind:
    save: Callable[[Path, int], None]          # write version n into the home folder
    version: Callable[[Path], int]             # the version the home folder holds (raises if damaged)
    modulus: int = 0                           # versions are only told apart modulo this (0: exactly)


def _settings_save(home: Path, n: int) -> None:
    from ishido_retro import settings as settings_mod
    from ishido_retro.storage import settingsfile
    settingsfile.save(settings_mod.Settings(stoneset=f"user:v{n}.png", sounds=n % 2 == 0))


def _settings_version(home: Path) -> int:
    from ishido_retro.storage import settingsfile
    if not (home / "settings.yaml").exists():
        return 0
    loaded, problem = settingsfile.load()
    assert problem is None, problem
    n = int(loaded.stoneset.removeprefix("user:v").removesuffix(".png"))
    assert loaded.sounds == (n % 2 == 0)
    return n


def _damaged_settings_save(home: Path, n: int) -> None:
    """The player's file is damaged (version n), then the game saves a setting over it."""
    from ishido_retro.storage import settingsfile
    from ishido_retro.storage.userdata import atomic_write
    atomic_write(home / "settings.yaml", f"sounds: [damaged {n}\n")
    os.write(_ANNOUNCE[0], f"d{n}\n".encode())
    loaded, _ = settingsfile.load()
    loaded.stoneset, loaded.sounds = f"user:v{n}.png", n % 2 == 0
    settingsfile.save(loaded)


def _damaged_settings_version(home: Path) -> int:
    text = (home / "settings.yaml").read_text() if (home / "settings.yaml").exists() else ""
    if text.startswith("sounds: [damaged "):
        return int(text.split()[-1])
    return _settings_version(home) if text else 0


def _record_save(home: Path, n: int) -> None:
    from ishido_retro.engine import Game
    from ishido_retro.storage.records import write_record
    write_record(home / "game.yaml", Game.new(n))


def _record_version(home: Path) -> int:
    from ishido_retro.storage.records import read_record
    if not (home / "game.yaml").exists():
        return 0
    return int(read_record(home / "game.yaml").deal.seed)


def _match_save(home: Path, n: int) -> None:
    """A saved match (a record with its ``match`` key), as the game's Save Game writes it."""
    import yaml

    from ishido_retro.match import Match
    from ishido_retro.match.clock import ManualClock
    from ishido_retro.match.matchfile import match_to_record
    from ishido_retro.storage.userdata import atomic_write
    match = Match.new(ManualClock(), "cooperative", seed=n)
    if _module_there("ishido_retro.storage.savedgames"):
        from ishido_retro.storage.savedgames import save_game
        save_game(home / "match.yaml", match, "Gems", "Gems")
    else:
        atomic_write(home / "match.yaml", yaml.safe_dump(match_to_record(match), sort_keys=False))


def _match_version(home: Path) -> int:
    from ishido_retro.match.clock import ManualClock
    from ishido_retro.match.matchfile import match_from_record
    from ishido_retro.storage.safeio import read_yaml
    if not (home / "match.yaml").exists():
        return 0
    return int(match_from_record(read_yaml(home / "match.yaml"), ManualClock()).game.deal.seed)


def _stoneset_save(home: Path, n: int) -> None:
    from ishido_retro.storage.resources import shipped_stoneset_path
    from ishido_retro.storage.stonesets import load_stoneset, save_stoneset
    ss = _CACHE.get("stoneset") or load_stoneset(shipped_stoneset_path("Gems"))
    _CACHE["stoneset"] = ss
    ss.name = f"V{n}"
    save_stoneset(ss, home / "set.png")


def _stoneset_version(home: Path) -> int:
    from ishido_retro.storage.stonesets import load_stoneset
    if not (home / "set.png").exists():
        return 0
    return int(load_stoneset(home / "set.png").name[1:])


def _board_save(home: Path, n: int) -> None:
    from ishido_retro.storage.boards import load_board, save_board
    from ishido_retro.storage.resources import shipped_board_path
    board = _CACHE.get("board") or load_board(shipped_board_path("Gems"))
    _CACHE["board"] = board
    board.name = f"V{n}"
    board.palette[7] = n % 0x1000000
    save_board(board, home / "board.png")


def _board_version(home: Path) -> int:
    """The picture and its sidecar are two files, each old or new: the sidecar is written second."""
    from ishido_retro.storage.boards import load_board
    if not (home / "board.png").exists():
        return 0
    board = load_board(home / "board.png")
    named = int(board.name[1:]) if board.name.startswith("V") else 0
    assert board.palette[7] in (named % 0x1000000, (named + 1) % 0x1000000), (board.palette[7], named)
    return named


def _dump_save(home: Path, n: int) -> None:
    import yaml

    from ishido_retro.storage.userdata import atomic_write
    atomic_write(home / "state.yaml", yaml.safe_dump({"n": n, "board": [[n, i, i % 6, i % 6] for i in range(72)]}))


def _dump_version(home: Path) -> int:
    from ishido_retro.storage.safeio import read_yaml
    if not (home / "state.yaml").exists():
        return 0
    data = read_yaml(home / "state.yaml")
    assert len(data["board"]) == 72 and data["board"][-1][0] == data["n"]
    return int(data["n"])


def _shot_save(home: Path, n: int) -> None:
    """The runner's ``shot:``: the screen (filled with colour n mod 16) written as a PNG by pyxel."""
    import pyxel

    from ishido_retro.storage.userdata import atomic_write_with
    pyxel.cls(n % 16)
    atomic_write_with(home / "shot.png", lambda tmp: pyxel.screenshot(str(tmp), 1))


def _shot_version(home: Path) -> int:
    from PIL import Image
    if not (home / "shot.png").exists():
        return 0
    with Image.open(home / "shot.png") as im:
        im.load()
        assert im.size == (320, 200)
        colours = im.convert("RGB").getcolors()
    assert colours is not None and len(colours) == 1, "a cut or mixed screenshot"
    import pyxel
    rgb = colours[0][1]
    n = [i for i, c in enumerate(list(pyxel.colors)[:16]) if c == (rgb[0] << 16 | rgb[1] << 8 | rgb[2])]
    assert n, rgb
    return n[0]


KINDS: dict[str, Kind] = {
    "settings": Kind(_settings_save, _settings_version),
    "damaged settings": Kind(_damaged_settings_save, _damaged_settings_version),
    "record": Kind(_record_save, _record_version),
    "saved match": Kind(_match_save, _match_version),
    "stoneset": Kind(_stoneset_save, _stoneset_version),
    "board": Kind(_board_save, _board_version),
    "runner dump": Kind(_dump_save, _dump_version),
    "runner shot": Kind(_shot_save, _shot_version, modulus=16),
}

def _scores_save(home: Path, n: int) -> None:
    """A game of score n added to the high scores (``ishido-scores/1``) under their lock."""
    from ishido_retro.scores import highscores as hs
    from ishido_retro.storage import scorefiles
    entry = hs.Entry("Ann", n, 0, 10, "solitaire", "modern", "2026-11-22", "Gems", n, f"id{n}")
    scorefiles.add_score(entry, set(), "2026-11-22")


def _scores_version(home: Path) -> int:
    from ishido_retro.storage import scorefiles
    if not (home / "scores.yaml").exists():
        return 0
    scores, message = scorefiles.load_scores("2026-11-22")
    assert message is None, message
    best = scores.boards["all_time"]["modern"]
    return best[0].score if best else 0


def _journal_save(home: Path, n: int) -> None:
    """Reading n appended to the augury journal (``ishido-journal/1``)."""
    import json

    from ishido_retro.oracle.cast import Reading
    from ishido_retro.storage import journal
    line = (Path(__file__).parent / "fixtures" / "oracle-journal.txt").read_text().splitlines()[1]
    record = json.loads(line)
    journal.append(Reading.from_record(record), home / "oracle-journal.txt")


def _journal_version(home: Path) -> int:
    from ishido_retro.storage import journal
    if not (home / "oracle-journal.txt").exists():
        return 0
    readings, note = journal.load(home / "oracle-journal.txt")
    assert note is None, note
    return len(readings)



def _autosave_save(home: Path, n: int) -> None:
    """The editor's autosave, written by its own method (``EditorFiles.autosave``) for a set named Vn."""
    from types import SimpleNamespace

    from ishido_retro.editor.files import EditorFiles
    from ishido_retro.stonesets.document import StonesetDoc
    from ishido_retro.storage.resources import shipped_stoneset_path
    from ishido_retro.storage.stonesets import load_stoneset
    doc = _CACHE.get("doc")
    if doc is None:
        doc = StonesetDoc.from_stoneset(load_stoneset(shipped_stoneset_path("Gems")))
        _CACHE["doc"] = doc
    doc.set_names(f"V{n}", "unknown", "")
    said: list[str] = []
    port = SimpleNamespace(doc=doc, say=said.append)       # the two things autosave uses of its port
    EditorFiles(port, None).autosave()        # type: ignore[arg-type]
    assert not said, said


def _autosave_version(home: Path) -> int:
    """What Recover would open: the autosave in the data folder, read by ``load_doc``."""
    from ishido_retro.storage.autosaves import autosave_path, pending_autosave
    from ishido_retro.storage.stonesets import load_doc
    assert autosave_path() == home / "editor-autosave.png", autosave_path()
    path = pending_autosave()
    if path is None:
        return 0
    return int(load_doc(path).name[1:])


def _lessons_save(home: Path, n: int) -> None:
    """Lesson vn finished (``ishido-lessons/1``), added under the lessons file's lock."""
    from ishido_retro.storage import lessons
    lessons.mark_done(f"v{n}")


def _lessons_version(home: Path) -> int:
    """The last lesson finished; every one before it must still be there."""
    from ishido_retro.storage import lessons
    if not (home / "lessons.yaml").exists():
        return 0
    progress, message = lessons.load_progress()
    assert message is None, message
    numbers = sorted(int(key[1:]) for key in progress.done)
    assert numbers == list(range(1, len(numbers) + 1)), "a finished lesson was lost"
    return numbers[-1] if numbers else 0


def _module_there(name: str) -> bool:
    import importlib.util
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:
        return False


if _module_there("ishido_retro.storage.scorefiles"):
    KINDS["high scores"] = Kind(_scores_save, _scores_version)
if _module_there("ishido_retro.oracle.journal"):
    KINDS["augury journal"] = Kind(_journal_save, _journal_version)
KINDS["editor autosave"] = Kind(_autosave_save, _autosave_version)
KINDS["lessons"] = Kind(_lessons_save, _lessons_version)

_ANNOUNCE: list[int] = [2]
writes: list[int] = []        # how many saves each trial's child had started when it was killed
_CACHE: dict[str, object] = {}


def _child(kind: Kind, home: Path, write_fd: int) -> None:
    _ANNOUNCE[0] = write_fd
    n = 0
    while True:
        n += 1
        os.write(write_fd, f"{n}\n".encode())
        kind.save(home, n)


def trial(name: str, home: Path, rng: random.Random, max_delay: float = 0.05) -> str:
    """One kill during saves of kind ``name`` into ``home``; raises on damage.

    Returns "new" (the version being written is there whole), "old" (the one before
    it is) or "none yet" (killed during the very first save: no file, as before).
    """
    kind = KINDS[name]
    for leftover in home.iterdir():
        if leftover.is_file():
            leftover.unlink()
    if name == "runner shot":
        from ishido_retro.ui.headless import ensure_pyxel
        ensure_pyxel()
    kind.version(home)           # imports done here, not in the child
    if name in ("stoneset", "board", "editor autosave"):
        kind.save(home, 0)
        for leftover in home.iterdir():
            if leftover.is_file():
                leftover.unlink()
    read_fd, write_fd = os.pipe()
    pid = os.fork()
    if pid == 0:     # the child: save until killed
        os.close(read_fd)
        try:
            _child(kind, home, write_fd)
        finally:
            os._exit(1)
    os.close(write_fd)
    time.sleep(rng.uniform(0.002, max_delay))
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    announced = b""
    while chunk := os.read(read_fd, 65536):
        announced += chunk
    os.close(read_fd)
    lines = announced.decode().split()
    versions = [int(x) for x in lines if not x.startswith("d")]
    writes.append(len(versions))
    last = versions[-1] if versions else 0
    found = kind.version(home)
    if kind.modulus:
        if not (home / "shot.png").exists():
            found = 0
        elif found == last % kind.modulus:
            found = last
        elif found == (last - 1) % kind.modulus and last > 1:
            found = last - 1
    assert found in (last, last - 1), f"{name}: holds version {found}, the child was writing {last}"
    if name == "damaged settings":
        damaged = [int(x[1:]) for x in lines if x.startswith("d")]
        if damaged:
            m = damaged[-1]
            texts = [p.read_text() for p in home.iterdir() if p.name.startswith("settings.yaml")]
            assert f"sounds: [damaged {m}\n" in texts, f"the damaged file {m} was dropped"
    _normal_start(home)
    return "new" if found == last else ("old" if found else "none yet")


def _normal_start(home: Path) -> None:
    """What the next start does: stale temp files go, settings load (with a message if damaged)."""
    from ishido_retro.storage import settingsfile
    from ishido_retro.storage.userdata import clean_stale_temps
    clean_stale_temps(time.time(), home, older_than=-1)
    assert not [p.name for p in home.iterdir() if p.name.endswith((".tmp", ".tmp.png"))]
    settingsfile.load()
