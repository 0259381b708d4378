"""At start, before anything else is read: what a killed write of the game in progress left, put to use.

The game in progress is written after every move (:class:`~.leftgames.KeptGame`), atomically: a
hidden temporary file beside the left game (``.left-game.yaml.XXXXXXXX.tmp``), then put in its place. A
process killed between the two leaves the temporary file. Each one is sealed
(:mod:`ishido_retro.formats.sealed`), so the start tells a whole one from one cut short:

- a whole one is the newest game: it takes its left game's place (or, when a newer file already has that
  name, the next free one), and the Resume question offers it as any left game;
- one cut short is the move being made when the process was killed: it is removed, and that is said (the
  left game beside it, if any, is the game one move earlier).

A temporary file of a left game that another running copy of the game is playing is left alone: that copy
is writing it now. Stale temporary files of every other kind go as before
(:func:`~.userdata.startup_housekeeping`).
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path

from ishido_retro.formats import DataFileError
from ishido_retro.storage import datafolder, userdata

# the games' modules load only when a killed write left something (a quick start):
# ishido_retro.storage.leftgames, ishido_retro.formats.sealed, ishido_retro.engine.records


def _target(temp: Path) -> Path | None:
    from ishido_retro.storage import leftgames
    """The left game a temporary file was written for (``.left-game-2.yaml.ab12cd34.tmp``: ``left-game-2.yaml``)."""
    if not userdata.is_temp_name(temp.name):
        return None
    target = temp.with_name(temp.name[1:].rsplit(".", 2)[0])
    return target if leftgames._number(target) else None


def _free_slot() -> Path | None:
    from ishido_retro.storage import leftgames
    for n in range(1, leftgames.MAX_LEFT + 1):
        path = leftgames.slot_path(n)
        if not path.exists() and not leftgames._temps_of(path):
            return path
    return None


def _use(temp: Path, target: Path) -> str:
    """Put the whole ``temp`` in ``target``'s place, or in a free one when a newer ``target`` is there; what was
    done, in a sentence."""
    with contextlib.suppress(FileNotFoundError):
        if target.stat().st_mtime_ns > temp.stat().st_mtime_ns:
            free = _free_slot()
            if free is None:
                return f"A whole copy of a game left by a stopped write is kept as {temp.name}: no name is free."
            os.replace(temp, free)
            return f"The game being written when Ishido Retro was stopped is kept as {free.name}."
    os.replace(temp, target)
    return f"The game being written when Ishido Retro was stopped is kept as {target.name}."


def _recover_one(temp: Path, target: Path) -> str | None:
    from ishido_retro.engine.records import MAX_RECORD_BYTES
    from ishido_retro.formats.sealed import whole
    from ishido_retro.storage import safeio

    if userdata.held_elsewhere(target):      # a copy playing there writes it now
        return None
    try:
        data = safeio.read_bytes(temp, MAX_RECORD_BYTES + 4096, "a left game")
    except DataFileError:
        return None                          # not a file to read: the stale temp files' cleaning sees to it
    if whole(data) is not None:
        return _use(temp, target)
    temp.unlink()
    earlier = (f"{target.name} holds the game as it was before that move" if target.is_file()
               else "it was the first move of the game")
    return (f"An unfinished write of {target.name} was removed: it was cut short by the end of the process, in "
            f"the move being made; {earlier}.")


def recover() -> list[str]:
    """Every temporary file of a left game that a killed process left, used or removed; a sentence for each.
    Never raises."""
    said: list[str] = []
    try:
        folder = datafolder.folder_path()
        temps = sorted(folder.glob(".left-game*.yaml.*.tmp"))
        if not temps:
            return said
        from ishido_retro.storage import leftgames
        with userdata.locked(leftgames.left_game_path(), leftgames.KEEP_TIMEOUT):
            for temp in temps:
                target = _target(temp)
                if target is not None:
                    with contextlib.suppress(OSError):
                        if (sentence := _recover_one(temp, target)) is not None:
                            said.append(sentence)
    except (OSError, DataFileError, datafolder.NoDataFolder):
        return said
    if said:
        userdata.removed()          # a browser page keeps what moved
    return said


def housekeeping(now: float) -> list[str]:
    """What the game does once at start in its data folder (``now``: ``time.time()``): the killed writes of the
    game in progress put to use (each said on stderr), then stale temp files removed. Never raises."""
    said = recover()
    for sentence in said:
        print(f"ishido-retro: {sentence}", file=sys.stderr)
    userdata.startup_housekeeping(now)
    return said
