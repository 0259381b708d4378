"""Which lessons a player has finished: the ``ishido-lessons/1`` text format.

::

    format: ishido-lessons/1
    done: [one-way, two-way]

``done`` lists lesson keys (:attr:`~ishido_retro.lessons.model.Lesson.key`). A key
this version does not know (a lesson of a newer version) is kept and written back,
so nothing another version recorded is lost. A reader ignores other keys.

Pure: parse from text, format to text; the file lives in the data folder
(:mod:`ishido_retro.storage.lessons`).
"""

from __future__ import annotations

from dataclasses import dataclass

import yaml

from ishido_retro.formats import DataFileError, load_format_mapping, show_value
from ishido_retro.lessons.model import KEY_CHARS

FORMAT = "ishido-lessons/1"
MAX_KEY = 40           # characters in a lesson key
MAX_DONE = 1000        # keys a file may list (a real one lists a handful)
WHAT = "a lessons file"
SOURCE = "The lessons file"


class ProgressError(DataFileError):
    """A lessons file the game cannot read; ``str(exc)`` is one plain sentence."""


@dataclass(frozen=True)
class Progress:
    """The keys of the lessons finished."""

    done: frozenset[str] = frozenset()

    def is_done(self, key: str) -> bool:
        return key in self.done

    def with_done(self, key: str) -> Progress:
        """This progress with lesson ``key`` finished too."""
        return Progress(self.done | {check_key(key)})

    def merged(self, other: Progress) -> Progress:
        """Every lesson finished in either (two copies of the game, a file and this session)."""
        return Progress(self.done | other.done)


def check_key(key: object) -> str:
    """``key`` if it is a usable lesson key (1 to 40 lower-case letters, digits, hyphens), else ProgressError."""
    if not isinstance(key, str) or not 0 < len(key) <= MAX_KEY or not set(key) <= KEY_CHARS:
        raise ProgressError(f"{SOURCE} lists {show_value(key)} among the lessons done; a lesson's key is "
                            f"1 to {MAX_KEY} lower-case letters, digits and hyphens")
    return key


def format_progress(progress: Progress) -> str:
    """The text of a lessons file; :func:`parse_progress` reads it back."""
    data = {"format": FORMAT, "done": sorted(progress.done)}
    # the dumper quotes a key YAML would read as something else ('123', 'yes', '2026-11-25')
    return yaml.safe_dump(data, sort_keys=False, default_flow_style=None, width=200)


def parse_progress(text: str) -> Progress:
    """The progress a lessons file's text holds; ProgressError (a DataFileError) names the first fault."""
    data = load_format_mapping(text, FORMAT, ProgressError, WHAT, SOURCE, max_depth=4)
    done = data.get("done", [])
    if done is None:
        done = []
    if not isinstance(done, list) or len(done) > MAX_DONE:
        raise ProgressError(f"{SOURCE}'s 'done' must be a list of at most {MAX_DONE} lesson keys, "
                            f"not {show_value(done)}")
    return Progress(frozenset(check_key(key) for key in done))

