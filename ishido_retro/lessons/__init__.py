"""Lessons: the manual's teaching as short prepared games (Help > Lessons...).

``model``: lessons, steps and their goals, and :class:`LessonPlay`, which plays one
(placements in, events out). ``catalogue``: the lessons themselves. ``progress``:
which lessons are done, as ``ishido-lessons/1`` text. Pure: no pyxel, no files.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ishido_retro import lazy_names

if TYPE_CHECKING:
    from ishido_retro.lessons.catalogue import LESSONS
    from ishido_retro.lessons.model import Goal, Lesson, LessonDone, LessonError, LessonPlay, Refused, Step, StepDone
    from ishido_retro.lessons.progress import Progress, ProgressError, format_progress, parse_progress

# where each name lives: the modules are imported when a name is first used, so that a start
# loads only what the first screen needs
_MODULES = {
    "Goal": "model", "LESSONS": "catalogue", "Lesson": "model", "LessonDone": "model", "LessonError": "model",
    "LessonPlay": "model", "Progress": "progress", "ProgressError": "progress", "Refused": "model", "Step": "model",
    "StepDone": "model", "format_progress": "progress", "parse_progress": "progress",
}

__all__ = [
    "Goal", "LESSONS", "Lesson", "LessonDone", "LessonError", "LessonPlay", "Progress", "ProgressError", "Refused",
    "Step", "StepDone", "format_progress", "lesson_named", "parse_progress",
]


__getattr__ = lazy_names(__name__, _MODULES)


def lesson_named(key: str) -> Lesson | None:
    """The lesson with this key, or None."""
    from ishido_retro.lessons.catalogue import LESSONS
    return next((lesson for lesson in LESSONS if lesson.key == key), None)
