"""Lessons: the manual's teaching as short prepared games (Help > Lessons...).

``model``: lessons, steps and their goals, and :class:`LessonPlay`, which plays one
(placements in, events out). ``catalogue``: the lessons themselves. ``progress``:
which lessons are done, as ``ishido-lessons/1`` text. Pure: no pyxel, no files.
"""

from ishido_retro.lessons.catalogue import LESSONS
from ishido_retro.lessons.model import Goal, Lesson, LessonDone, LessonError, LessonPlay, Refused, Step, StepDone
from ishido_retro.lessons.progress import Progress, ProgressError, format_progress, parse_progress

__all__ = [
    "LESSONS", "Goal", "Lesson", "LessonDone", "LessonError", "LessonPlay", "Progress", "ProgressError",
    "Refused", "Step", "StepDone", "format_progress", "lesson_named", "parse_progress",
]


def lesson_named(key: str) -> Lesson | None:
    """The lesson with this key, or None."""
    return next((lesson for lesson in LESSONS if lesson.key == key), None)
