"""Two copies of the game writing the same files at once (shared by the test and bench/two_copies.py).

Each copy is a forked process. For settings, copy A flips ``sounds`` and names a new
stoneset on every save while copy B flips ``oracle`` and names a new board: at the
end the file must hold A's last values and B's last values (nothing one copy saved
is lost to the other). For a shared list (as high scores and the augury journal keep
theirs), both copies append entries through ``userdata.locked_update``: at the end
every entry of both is there, once.
"""

from __future__ import annotations

import os
from pathlib import Path


def _run_children(jobs: list) -> None:
    pids = []
    for job in jobs:
        pid = os.fork()
        if pid == 0:
            code = 1
            try:
                job()
                code = 0
            finally:
                os._exit(code)
        pids.append(pid)
    for pid in pids:
        _, status = os.waitpid(pid, 0)
        assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0, f"a writer failed (status {status})"


def settings_race(home: Path, saves: int) -> dict:
    """Two copies save settings ``saves`` times each at once; returns the settings file at the end."""
    from ishido_retro.storage import settingsfile
    from ishido_retro.storage.safeio import read_yaml

    def copy(field: str, name_field: str, prefix: str):
        def run() -> None:
            mine, _ = settingsfile.load()
            for i in range(1, saves + 1):
                setattr(mine, field, i % 2 == 1)
                setattr(mine, name_field, f"user:{prefix}{i}.png")
                settingsfile.save(mine)
        return run

    _run_children([copy("sounds", "stoneset", "a"), copy("oracle", "board", "b")])
    return read_yaml(home / "settings.yaml")


def list_race(path: Path, entries: int) -> list:
    """Two copies append ``entries`` entries each to one shared YAML list at once; returns the list."""
    import yaml

    from ishido_retro.formats import load_yaml_text
    from ishido_retro.storage.safeio import read_yaml
    from ishido_retro.storage.userdata import locked_update

    def copy(prefix: str):
        def run() -> None:
            for i in range(entries):
                def add(old: bytes | None, i: int = i) -> str:
                    items = [] if old is None else load_yaml_text(old.decode(), "a list", path.name) or []
                    return yaml.safe_dump(items + [f"{prefix}{i}"])
                locked_update(path, add)
        return run

    _run_children([copy("a"), copy("b")])
    return read_yaml(path)


def scores_race(home: Path, games: int) -> list[int]:
    """Two copies add ``games`` high scores each at once (copy A odd scores, B even); the all-time board's scores."""
    from ishido_retro.scores import highscores as hs
    from ishido_retro.storage import scorefiles

    def copy(offset: int):
        def run() -> None:
            for i in range(games):
                score = 2 * i + offset
                entry = hs.Entry("A" if offset else "B", score, 0, 10, "solitaire", "modern", "2026-11-22", "Gems",
                                 score, f"id{score}")
                scorefiles.add_score(entry, set(), "2026-11-22")
        return run

    _run_children([copy(1), copy(0)])
    scores, message = scorefiles.load_scores("2026-11-22")
    assert message is None, message
    return [e.score for e in scores.boards["all_time"]["modern"]]


def journal_race(home: Path, readings: int) -> list[float]:
    """Two copies append ``readings`` auguries each to the journal at once; the moments of all it holds."""
    import json

    from ishido_retro.oracle.cast import Reading
    from ishido_retro.storage import journal

    line = (Path(__file__).parent / "fixtures" / "oracle-journal.txt").read_text().splitlines()[1]
    template = json.loads(line)

    def copy(offset: int):
        def run() -> None:
            for i in range(readings):
                record = dict(template, question=f"copy {offset} reading {i}")
                assert journal.append(Reading.from_record(record)) is None
        return run

    _run_children([copy(0), copy(1)])
    found, note = journal.load()
    assert note is None, note
    return sorted(r.question for r in found)
