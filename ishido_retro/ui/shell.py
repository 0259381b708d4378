"""What the game's App and the stoneset editor's own window share: the window, the frame loop,
the requester stack and what the scripted runner reads.

:class:`Shell` routes each frame's input (the top requester first, then the screen's
right-click pick, the menu bar and its shortcuts, else the screen), updates the screen and
the requesters, and drops the closed ones. An app subclasses it and says, through a few
small hooks, what it adds: the game's clock and F11, the match controller, when menu
shortcuts are live, what a closing window keeps. :func:`init_window` and :func:`run_window`
open the pyxel window and run an app in it until the window closes.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import sys
import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

import pyxel

from ishido_retro import layout
from ishido_retro.match.clock import Clock
from ishido_retro.ui import (  # widgets: the requesters load when opened
    clocks,
    collector,
    inputkind,
    lastresort,
    leaving,
    webtouch,
    widgets,
)
from ishido_retro.ui.input import Input, InputPoller
from ishido_retro.ui.menubar import MenuBar, menus_dump
from ishido_retro.ui.thinking import slices
from ishido_retro.ui.touchtaps import TouchTaps
from ishido_retro.ui.widgets.base import Widget, Window

CANCEL = "Cancel"

if TYPE_CHECKING:
    from ishido_retro.ui.resting import WindowRest


class Shell:
    """A window's frame loop and requester stack: ``frame()`` runs one update and draw.

    A subclass sets ``screen``, ``menubar`` and ``clock`` in its ``__init__`` after calling this one;
    each frame reads the clock once for everything that counts ticks (:mod:`.clocks`).
    """

    screen: Widget
    menubar: MenuBar
    clock: Clock

    def __init__(self, quit_hook: Callable[[], None] | None = None) -> None:
        collector.take_over()                      # garbage collected on this thread only: pyxel's images
        self.poller = InputPoller()
        self.poller.shape = TouchTaps().shape     # with touch, the finger's taps, long presses and drags
        self.quit_hook = quit_hook or pyxel.quit
        self.quitting = False       # File > Quit was chosen: its answer stands when the process ends
        self.windows: list[Window] = []
        self.frames = 0
        self.rest: WindowRest | None = None       # a desktop window's rest (ui.resting): none in scripted runs
        self.slice_steps: int | None = None       # thinking in slices: by the clock, or (a script) steps a frame
        self._touch_shown = False                  # the pointer is hidden while touch is the input
        inputkind.use(inputkind.MOUSE)             # until the page (or a script) says touch
        webtouch.reset()
        leaving.keep_with(self.window_closing)     # what a SIGTERM or SIGINT keeps
        slices.clear()                             # nothing left to think about from an earlier window

    # --- the frame loop -----------------------------------------------------

    def update(self) -> None:
        start = time.perf_counter()
        collector.collect_due()
        leaving.check()
        self.frames += 1
        self.before_input()
        clocks.begin_frame(self.clock)
        self.follow_input_kind()
        self.route(self.poller.poll())
        while (more := self.poller.more()) is not None:     # keys that came together: each on its own, in order
            self.windows = [w for w in self.windows if not w.closed]
            self.route(more)
        self.update_screen()
        for w in self.windows:
            w.update()
        self.windows = [w for w in self.windows if not w.closed]
        self.after_update()
        slices.work(frame_start=start, steps=self.slice_steps)     # where there are no workers, thinking is here

    def route(self, inp: Input) -> None:
        """Give the frame's input to the top requester, else to the screen if it claims it first (the editor's
        Shift+right pick, the title's Start), else the menu bar and its shortcuts, else the screen."""
        if inp.keys:
            lastresort.test_hook(inp.keys)     # a test's way to an unexpected error (off unless asked for)
        for path in inp.dropped:
            self.dropped(path)
        if self.windows and not self.windows[-1].lets_through(inp):
            self.windows[-1].handle(inp)
        elif self.screen.takes_right_click(inp) or self.screen.takes_first(inp):
            self.screen.handle(inp)
        elif (inputkind.touching() and inp.left_pressed and not self.menubar.active
              and self.screen.menus_strip_at(inp.x, inp.y)):
            self.menubar.open_for_taps()        # with touch, the title strip is where the menus are
        elif self.menubar.handle(inp) or inp.keys and self.menu_shortcuts() and self.menubar.shortcut(inp.keys):
            pass
        else:
            self.screen.handle(inp)

    def follow_input_kind(self) -> None:
        """The input in use as the page saw it (:mod:`.inputkind`); with touch no pointer is drawn, and a
        focused text field asks the page for the phone's keyboard (:mod:`.webtouch`)."""
        inputkind.from_page()
        touch = inputkind.touching()
        if touch != self._touch_shown and webtouch.in_page():     # (a script's pointer stays as the runner left it)
            self._touch_shown = touch
            pyxel.mouse(not touch)
        webtouch.want_keyboard(touch and self.field_focused())

    def field_focused(self) -> bool:
        """Whether a text field of the window on top (or of the screen) has the keys."""
        from ishido_retro.ui.widgets.textentry import TextEntry
        root: Widget = self.windows[-1] if self.windows else self.screen
        return any(isinstance(w, TextEntry) and w.focused for w in root.walk())

    def dropped(self, path: str) -> None:
        """Hook: a file dropped on the window (the editor opens it; the game installs a set: ``ui.drops``)."""
        self.screen.take_drop(path)

    def before_input(self) -> None:
        """Hook: what moves each frame before the input is read (the game's frame clock)."""

    def after_update(self) -> None:
        """Hook: what follows each frame's changes (the game keeps its game in progress)."""

    def menu_shortcuts(self) -> bool:
        """Hook: whether the menus' keyboard shortcuts are live on the screen on show."""
        return True

    def update_screen(self) -> None:
        """The screen's frame (the game adds its match controller's)."""
        self.screen.update()

    def draw(self) -> None:
        self.screen.draw()
        for w in self.windows:
            w.draw()
        if self.windows:
            self.windows[-1].draw_focus()
        self.menubar.draw()

    def frame(self) -> None:
        """One frame as pyxel.run would do it: update, draw, flip."""
        self.update()
        self.draw()
        pyxel.flip()

    # --- requesters -----------------------------------------------------------------

    def open(self, window: Window) -> Window:
        self.windows.append(window)
        return window

    def message(self, title: str, text: str) -> None:
        self.open(widgets.Requester(title, text, buttons=("OK",)))

    def confirm(self, title: str, text: str, ok: str, on_ok: Callable[[], object]) -> None:
        """Ask ``text`` with ``ok`` and Cancel; ``on_ok()`` if ``ok`` is chosen. Every such question does
        something that cannot be taken back (ends a game, replaces a file, throws edits away): Return
        presses Cancel, so one Return never loses work."""
        def closed(result: object) -> None:
            if result == ok:
                on_ok()
        self.open(widgets.Requester(title, text, buttons=(ok, CANCEL), on_close=closed, default=CANCEL))

    # --- leaving ---------------------------------------------------------------------

    def window_closing(self) -> None:
        """The window is closing without File > Quit (pyxel cannot ask): keep what would be lost."""
        if not self.quitting:
            self.keep_on_close()

    def keep_on_close(self) -> None:
        """Hook: what a window closed without File > Quit keeps. Here: what the screen keeps (the editor's
        unsaved edits, autosaved: the next start offers them back through Recover, as after a crash)."""
        self.screen.keep_on_close()

    # --- for the scripted runner --------------------------------------------------------

    def find_widget(self, name: str) -> Widget | None:
        """The named widget a click may reach now: the top requester's, else the screen's."""
        if self.windows:
            top = self.windows[-1]
            found = top.find(name)
            if found is None and top.board_beside:      # a window beside the board: the board's widgets too
                found = self.screen.find(name)
                return found if found is not None and not top.contains(*found.centre) else None
            return found
        return self.screen.find(name)

    def window_state(self) -> dict[str, Any]:
        """The runner's ``dump:`` keys for the requester on top (what the keys focus in it) and the menu bar (what
        is lit in it while it is open)."""
        top = self.windows[-1] if self.windows else None
        dialog = None if top is None else {"title": top.title, "text": top.text_for_dump(), "focus": top.focus_name()}
        bar = self.menubar
        return ({"dialog": dialog, "menu_open": bar.active, "menus": menus_dump(bar.menus),
                 "input": inputkind.current(), "phone_keyboard": webtouch.keyboard_wanted()}
                | ({"menu_highlight": bar.highlight()} if bar.active else {}))

    def editor_state(self) -> dict[str, Any]:
        """The runner's ``dump:`` of the stoneset editor's screen (on its own or hosted in the game)."""
        return {"screen": "editor", **self.window_state(), **(self.screen.own_state() or {})}


def init_window(title: str) -> None:
    """Open the 320x200 pyxel window (shown at 3x, whole-pixel scaling, the mouse pointer on) at
    :data:`.clocks.FPS` frames a second."""
    from ishido_retro.ui.headless import mark_ready
    cwd = os.getcwd()
    try:
        with _caller_folder_known():
            pyxel.init(layout.SCREEN_W, layout.SCREEN_H, title=title, fps=clocks.FPS, quit_key=pyxel.KEY_NONE,
                       display_scale=3)
    finally:
        os.chdir(cwd)
    pyxel.integer_scale(True)     # whole-pixel scaling however the window is resized
    pyxel.mouse(True)
    mark_ready()


@contextlib.contextmanager
def _caller_folder_known() -> Iterator[None]:
    """While pyxel.init runs: its ``inspect.stack()`` (it only wants its caller's file, to move into its folder, and
    :func:`init_window` moves back) gives the frames' files alone. The real one reads the source lines of every
    frame and looks through every loaded module for each: tens of milliseconds of a start."""
    import inspect

    def frames(context: int = 1) -> list[Any]:
        frame: Any = sys._getframe(1)
        found = []
        while frame is not None:
            found.append(_Frame(frame.f_code.co_filename))
            frame = frame.f_back
        return found

    real = inspect.stack
    inspect.stack = frames
    try:
        yield
    finally:
        inspect.stack = real


class _Frame:
    """What pyxel reads of an ``inspect.FrameInfo``: the file."""

    def __init__(self, filename: str) -> None:
        self.filename = filename


def run_script_file(prog: str, title: str, script: str, headless: bool, kinds: tuple[str, ...],
                    run: Callable[[list], object], time_limit: float | None = None) -> int:
    """Read the runner script ``script`` (steps of ``kinds``), open the window (or the headless pyxel) and
    ``run(steps)`` for at most ``time_limit`` seconds. The exit status: 2 when the script cannot be read, 1
    when a step fails or the time is up (each said on stderr after ``prog:``), 128 + the signal's number when
    SIGTERM or SIGINT stops it (:mod:`.leaving`), else 0."""
    from ishido_retro.ui.script import ScriptError, load_script, run_limits
    from ishido_retro.ui.timelimit import TIME_LIMIT
    try:
        steps = load_script(script, kinds)
    except ScriptError as exc:
        print(f"{prog}: {exc}", file=sys.stderr)
        return 2
    said: contextlib.AbstractContextManager[None]
    if headless:
        from ishido_retro.storage.datafolder import problem_said_on_stderr
        from ishido_retro.ui.headless import ensure_pyxel
        said = problem_said_on_stderr(prog)
        ensure_pyxel()
    else:
        said = contextlib.nullcontext()
        init_window(title)
    leaving.end_on_signals(prog)
    try:
        with said, run_limits(time_limit or TIME_LIMIT):
            run(steps)
    except ScriptError as exc:
        print(f"{prog}: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:     # noqa: BLE001 - the last resort: the work kept, the traceback in error.log
        lastresort.crashed(prog, exc)
        return 1
    finally:
        from ishido_retro.ui.thinking import workers
        workers.stop_all()      # a worker mid-search would hold the process's exit
    return 0


def run_window(app: Shell, program: str = "ishido-retro") -> None:
    """Run ``app`` in the open window until it closes; a close keeps what ``app.window_closing`` keeps, and so
    does an unexpected error (:mod:`.lastresort`, which says so after ``program``). The window rests while
    nothing happens (:mod:`.resting`)."""
    from ishido_retro.ui import resting
    atexit.register(app.window_closing)     # a window close ends the process (the workers are stopped first)
    leaving.end_on_signals()
    app.rest = resting.for_window(app.draw, lambda: app.poller.last)
    update, draw = (app.update, app.draw) if app.rest is None else (app.rest.watched(app.update), app.rest.draw)
    guard = lastresort.Guard(program, update, draw, app)
    pyxel.run(guard.update, guard.draw)
