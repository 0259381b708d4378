"""Help > Lessons...: the Lessons window, a lesson on the board, and the lessons done, kept.

:class:`LessonsDesk` opens the :class:`~.window.LessonsWindow`, puts a lesson's
:class:`~.screen.LessonScreen` on the stage (the game beneath waits, paused, as it was) and
the screen it came from back when the player leaves. What a lesson's placements bring is
shown here: a refusal in a requester (the engine's sentence, or the step's own), a step done
with its sound and points, a lesson done with its closing requester; a lesson done is kept
in the data folder at once (:mod:`ishido_retro.storage.lessons`).
"""

from __future__ import annotations

from typing import Any, Protocol

from ishido_retro.lessons import LESSONS, LessonDone, LessonPlay, Refused, StepDone
from ishido_retro.lessons.model import LessonEvent
from ishido_retro.match.clock import Clock
from ishido_retro.storage import lessons as lessonfile
from ishido_retro.ui.lessons.screen import LessonBoard, LessonScreen
from ishido_retro.ui.lessons.window import LessonEntry, LessonsWindow
from ishido_retro.ui.play.lastmove import last_move
from ishido_retro.ui.play.statusline import placed_text
from ishido_retro.ui.ports import Prefs, Requesters, SoundPort
from ishido_retro.ui.widgets import Requester
from ishido_retro.ui.widgets.base import Widget


class Stage(Protocol):
    """The screen on show: a lesson puts its own there, and the one it came from back."""

    screen: Widget


class LessonsDesk:
    """The lessons: their window, the one on the board, and which are done."""

    def __init__(self, requesters: Requesters, stage: Stage, prefs: Prefs, sounds: SoundPort, clock: Clock) -> None:
        self.requesters = requesters
        self.stage = stage
        self.prefs = prefs
        self.sounds = sounds
        self.clock = clock
        self.progress, self.problem = lessonfile.load_progress()
        self.window: LessonsWindow | None = None
        self.screen: LessonScreen | None = None
        self.index = 0
        self.next_index: int | None = None       # the lesson Lesson Done's Next starts
        self.back_to: Widget | None = None

    # --- what is shown ----------------------------------------------------------------

    def invited(self) -> bool:
        """The title invites to the lessons while none is done."""
        return not any(self.progress.is_done(lesson.key) for lesson in LESSONS)

    def on_stage(self) -> bool:
        """A lesson is on the board (the game beneath it waits)."""
        return self.screen is not None and self.stage.screen is self.screen

    # --- the window -----------------------------------------------------------------------

    def open(self) -> None:
        """Help > Lessons... (and the title's invitation): the window, on the first lesson not done."""
        entries = [LessonEntry(lesson.name, lesson.summary, self.progress.is_done(lesson.key)) for lesson in LESSONS]
        first = next((i for i, entry in enumerate(entries) if not entry.done), 0)
        window = LessonsWindow(entries, self.start, first, on_close=self._window_closed)
        self.window = window
        self.requesters.open(window)
        if self.problem:
            self.requesters.message("Lessons", self.problem)
            self.problem = None

    def _window_closed(self, result: object) -> None:
        """Closed without starting a lesson over a finished one: its board has nothing more to do; leave it."""
        if result != "Start" and self.on_stage() and self.screen is not None and self.screen.play.done:
            self.leave()

    # --- a lesson on the board -------------------------------------------------------------

    def start(self, index: int) -> None:
        """Put lesson ``index`` on the board from its beginning."""
        if not self.on_stage():
            self.back_to = self.stage.screen
        self.index = index
        board = LessonBoard(LessonPlay(LESSONS[index]), self.clock, self._show)
        self.screen = LessonScreen(board, self.prefs, self.sounds, self.leave)
        self.stage.screen = self.screen

    def leave(self) -> None:
        """Back to the screen the lessons were opened from (the title, or the game as it was)."""
        if self.on_stage() and self.back_to is not None:
            self.stage.screen = self.back_to
        self.screen = None

    def _show(self, event: LessonEvent) -> None:
        screen = self.screen
        assert screen is not None, "placements come from the lesson on the board"
        match event:
            case Refused():
                self.sounds.play("error")
                self.requesters.message("Not Quite" if event.fits else "Not There", event.reason)
            case StepDone():
                self._placed(screen, event)
            case LessonDone():
                self._placed(screen, event)
                self._finished()

    def _placed(self, screen: LessonScreen, event: StepDone | LessonDone) -> None:
        p = event.placement
        self.sounds.play("fourway" if p.four_way else "click")
        screen.status = placed_text(p, "modern", stones_left=0, four_ways=0)   # lessons count points
        if p.four_way:
            screen.celebrate_four_way(p.square, p.bonus)

    def _finished(self) -> None:
        lesson = LESSONS[self.index]
        self.progress, problem = lessonfile.mark_done(lesson.key, self.progress)
        buttons: tuple[str, ...]
        waiting = [i for i in range(self.index + 1, len(LESSONS)) if not self.progress.is_done(LESSONS[i].key)] or \
                  [i for i in range(self.index) if not self.progress.is_done(LESSONS[i].key)]
        self.next_index = waiting[0] if waiting else None      # the next lesson not done, on from this one
        if self.next_index is None:
            text, buttons = f"{lesson.name} is done: that was the last lesson.", ("Lessons", "Leave")
        else:
            text = f"{lesson.name} is done. Next: {LESSONS[self.next_index].name}."
            buttons = ("Next", "Lessons", "Leave")
        self.requesters.open(Requester("Lesson Done", text, buttons=buttons, on_close=self._after))
        if problem:
            self.requesters.message("Lessons", problem)

    def _after(self, result: object) -> None:
        if result == "Next" and self.next_index is not None:
            self.start(self.next_index)
        elif result == "Lessons":
            self.open()
        elif result == "Leave":
            self.leave()

    # --- for the scripted runner ---------------------------------------------------------------

    def dump(self) -> dict[str, Any]:
        """``lessons`` while the window is open; during a lesson, ``screen: lesson``, its board and ``lesson``."""
        out: dict[str, Any] = {}
        if self.window is not None and not self.window.closed:
            out["lessons"] = self.window.lessons()
        if self.on_stage():
            assert self.screen is not None
            play = self.screen.play
            game = play.game
            out |= {
                "screen": "lesson",
                "score": game.score, "four_ways": game.four_ways, "stones_left": len(play.lesson.pouch) - play.step,
                "touchstone": list(play.stone) if play.stone is not None else None,
                "board": [[sq.col, sq.row, st.colour, st.symbol] for sq, st in game.board],
                "last_move": last_move(game),
                "legal_squares": [list(sq) for sq in game.legal_squares()] if not play.done else [],
                "moves_shown": self.screen.showing_moves(),
                "carrying": self.screen.carrying, "can_undo": False, "game_over": None,
                "lesson": play.as_dump(),
            }
        return out

