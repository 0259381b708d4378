"""The scripted-input runner: drive the real app from a YAML list of steps.

Steps (one key each)::

    - seed: 42                       # deal a fresh game from seed 42 and show it
    - click: [x, y]                  # left click at a screen pixel
    - click: {square: [col, row]}    # ... at the centre of a board square
    - click: {widget: OK}            # ... on a named widget (touchstone, scoreboard, pouch, any button)
    - rclick                         # right click (press and release) where the mouse is
    - drag: [[x0, y0], [x1, y1]]     # left button down at the first point, moved through the others, up
    - menu: [Game, New Game]         # right button held, move to the title, the item (and sub-item), release
    - menu: [Choices, Stonesets, Runes]  # an item that opens a dialog of choices: Runes marked, then OK
    - key: "ctrl+n"                  # press and release a key, with optional modifiers (f10, tab, shift+tab...)
    - pad: a                         # press and release a button of the first gamepad (dpad_left, b, start...)
    - type: "some text"              # typed text, as if from the keyboard
    - wait: 30                       # run frames
    - clock: 12.5                    # move the match's clock forward (seconds), then run one frame
    - shot: title.png                # screenshot at 1x into the shots folder
    - dump: state.yaml               # the visible state into the shots folder
    - date: 2026-11-22               # the date the game believes it is (Today's Scores, Deal of the Day)
    - save: game.yaml                # File > Save Game As... with that file chosen
    - load: game.yaml                # File > Load Game... with that file chosen (a confirmation may follow)
    - close_window: true             # the window's close button: the game in progress is kept, the run ends
    - drop: my-set.png               # the file dropped on the window (pyxel.dropped_files, as a real drop)

``save`` and ``load`` take a path; a relative one is taken from the current
folder, as the file requester would show it.

Input goes through pyxel itself (``set_mouse_pos``, ``set_btn``, ``set_input_text``),
so the app sees exactly what a player's mouse and keyboard would give it.

Time: a scripted app runs on a frame clock (1/60 s a frame); it moves only
through frames and the ``clock:`` step, so timers never depend on real time.

The computer thinks with no time limit in a script, so its choices never depend on the
machine: at once on the frame that asks (by default), in slices of the frames where there are
no worker processes (``ISHIDO_RETRO_WORKERS=0``), or in a worker process
(``ISHIDO_RETRO_WORKERS=1``); the same deal and level give the same moves in all three.
``--frame-times FILE`` writes one line a frame, ``STEP MS``: the step that ran the frame (0
before the first) and the frame's update+draw in milliseconds.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, NoReturn

import pyxel
import yaml

from ishido_retro import layout
from ishido_retro.storage import userdata
from ishido_retro.ui.clocks import FrameClock
from ishido_retro.ui.input import KEY_NAMES, MODIFIERS, PAD_BUTTONS, parse_key

STEP_KINDS = ("seed", "click", "rclick", "drag", "menu", "key", "pad", "type", "wait", "clock", "shot", "dump",
              "date", "save", "load", "close_window", "drop")
MAX_WAIT = 100_000
MAX_CLOCK = 24 * 3600
MAX_SEED = 2**64 - 1          # the largest seed a game record holds (a save must load again)
MAX_NAME_BYTES = 255          # the longest name a file system gives a file


class ScriptError(Exception):
    """A script that cannot be read, or a step that cannot be done; the message is one sentence."""

    def __init__(self, message: str) -> None:
        message = message.strip()
        super().__init__(message if message.endswith((".", "?", "!")) else message + ".")


class Quit(Exception):
    """The app asked to quit (File > Quit): the script stops there."""


@contextlib.contextmanager
def run_limits(time_limit: float) -> Iterator[None]:
    """Inside the block a run ends when it has taken ``time_limit`` seconds (ScriptError). (SIGTERM and
    SIGINT end it at the next frame, as they end a window: :mod:`.leaving`.)"""
    def too_long(signum: int, frame: object) -> None:
        raise ScriptError(f"the script ran for longer than its time limit of {time_limit:g} seconds and was stopped "
                          f"(--time-limit SECONDS gives it more)")
    kept = []
    alarm = hasattr(signal, "setitimer") and sys.platform != "emscripten"     # a browser page has no signals
    if alarm:
        kept.append((signal.SIGALRM, signal.signal(signal.SIGALRM, too_long)))
        signal.setitimer(signal.ITIMER_REAL, time_limit)
    try:
        yield
    finally:
        if alarm:
            signal.setitimer(signal.ITIMER_REAL, 0)
        for sig, handler in kept:
            signal.signal(sig, handler)


MAX_SCRIPT_BYTES = 1024 * 1024


def load_script(path: str | Path, kinds: tuple[str, ...] = STEP_KINDS) -> list:
    """The steps of a runner script, each one of ``kinds`` (another app passes its own), checked;
    :class:`ScriptError` with one sentence otherwise."""
    try:
        data = userdata.read_yaml(path, MAX_SCRIPT_BYTES, "a runner script", max_depth=8)
    except userdata.FileMissing:
        raise ScriptError(f"script {path} does not exist") from None
    except userdata.DataFileError as exc:
        raise ScriptError(f"script {path} cannot be read: {exc}") from None
    if data is None:
        data = []
    _refuse_huge_values(data, path)
    if not isinstance(data, list):
        raise ScriptError(f"script {path} must be a YAML list of steps, not {userdata.show_value(data)}")
    for i, step in enumerate(data, 1):
        kind: str | None
        if isinstance(step, str):
            kind = step
        else:
            kind = next(iter(step)) if isinstance(step, dict) and len(step) == 1 else None
        if not isinstance(kind, str) or kind not in kinds:
            raise ScriptError(f"step {i}: {userdata.show_value(step)} is not a step; "
                              f"use one of {', '.join(kinds)}")
    return data


def _refuse_huge_values(data: object, path: str | Path) -> None:
    """Refuse numbers and texts no step needs, so messages that quote a step stay short and printable."""
    todo = [data]
    while todo:
        value = todo.pop()
        if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 64:
            raise ScriptError(f"script {path} holds {userdata.show_value(value)}; no step needs one that large")
        if isinstance(value, str) and len(value) > 10_000:
            raise ScriptError(f"script {path} holds a text of {len(value)} characters; no step needs one that long")
        if isinstance(value, dict):
            todo.extend(value.keys())
            todo.extend(value.values())
        elif isinstance(value, list):
            todo.extend(value)


Step = Callable[[Any], None]     # a step's handler, given the step's argument (None for a bare step)


class Runner:
    """Runs steps against an app with ``frame()``, ``windows``, ``menubar``, ``find_widget(name)`` and
    ``state()``; the game's own steps (``seed``, squares, ``save``) also use ``deal``, ``board_on_screen`` and
    ``is_playing``.
    Another app (the stoneset editor) subclasses it and changes the table of :meth:`steps`."""

    def __init__(self, app, shots: str | Path | None = None) -> None:
        self.app = app
        self.shots = Path(shots) if shots else None
        self.step_no = 0
        self.frame_times: list[tuple[int, float]] | None = None    # (step, update+draw ms) a frame, when asked

    # --- frames and raw input ---------------------------------------------

    def frames(self, n: int = 1) -> None:
        for _ in range(n):
            if self.frame_times is None:
                self.app.frame()
            else:
                self._timed_frame(self.frame_times)

    def _timed_frame(self, times: list[tuple[int, float]]) -> None:
        """One frame as ``app.frame()`` runs it, its update and draw timed (``--frame-times``)."""
        start = time.perf_counter()
        self.app.update()
        self.app.draw()
        times.append((self.step_no, (time.perf_counter() - start) * 1000))
        pyxel.flip()

    def frame_times_text(self) -> str:
        """``--frame-times``: one line a frame, ``STEP MS`` (the step that ran it, 0 before the first)."""
        return "".join(f"{step} {ms:.3f}\n" for step, ms in self.frame_times or [])

    def move(self, x: int, y: int) -> None:
        pyxel.set_mouse_pos(int(x), int(y))
        self.frames(1)

    def click_at(self, x: int, y: int) -> None:
        self.move(x, y)
        pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, True)
        self.frames(1)
        pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, False)
        self.frames(2)

    # --- steps ----------------------------------------------------------------

    def fail(self, message: str) -> NoReturn:
        raise ScriptError(f"step {self.step_no}: {message}")

    def steps(self) -> dict[str, Step]:
        """The table of step kinds: each step's name and what does it (one entry per name in ``STEP_KINDS``)."""
        return {"seed": self.do_seed, "click": self.do_click, "rclick": self.do_rclick, "drag": self.do_drag,
                "menu": self.do_menu, "key": self.do_key, "pad": self.do_pad, "type": self.do_type,
                "wait": self.do_wait, "clock": self.do_clock, "shot": self.do_shot, "dump": self.do_dump,
                "date": self.do_date, "save": self.do_save, "load": self.do_load, "close_window": self.do_close_window,
                "drop": self.do_drop}

    def run(self, steps: list) -> None:
        """Run ``steps`` (as :func:`load_script` checked them) in order."""
        table = self.steps()
        for self.step_no, step in enumerate(steps, 1):
            kind, arg = (step, None) if isinstance(step, str) else next(iter(step.items()))
            table[kind](arg)

    def do_seed(self, arg) -> None:
        if isinstance(arg, bool) or not isinstance(arg, int):
            self.fail(f"seed needs a whole number, not {arg!r}")
        if not 0 <= arg <= MAX_SEED:        # a saved game of that deal could not be loaded again
            self.fail(f"seed needs a whole number from 0 to {MAX_SEED}, not {arg}")
        self.app.deal(arg)
        self.frames(1)

    def do_click(self, arg) -> None:
        if isinstance(arg, list) and len(arg) == 2 and all(isinstance(v, int) and not isinstance(v, bool) for v in arg):
            x, y = arg
            if not (0 <= x < layout.SCREEN_W and 0 <= y < layout.SCREEN_H):
                self.fail(f"click {arg} is off the {layout.SCREEN_W}x{layout.SCREEN_H} screen")
            self.click_at(x, y)
        elif isinstance(arg, dict) and set(arg) == {"square"}:
            sq = arg["square"]
            if not (isinstance(sq, list) and len(sq) == 2 and all(isinstance(v, int) for v in sq)
                    and 0 <= sq[0] < layout.BOARD_COLS and 0 <= sq[1] < layout.BOARD_ROWS):
                self.fail(f"square {sq!r} is not [col 0-11, row 0-7]")
            if not self.app.board_on_screen():
                self.fail("there is no board on the screen to click (still on the title screen?)")
            self.click_at(*layout.square_centre(*sq))
        elif isinstance(arg, dict) and set(arg) == {"widget"}:
            name = str(arg["widget"])
            widget = self.app.find_widget(name)
            if widget is None:
                self.fail(f"no widget named {name!r} on the screen now")
            self.click_at(*widget.centre)
        else:
            self.fail(f"click needs [x, y], {{square: [col, row]}} or {{widget: NAME}}, not {arg!r}")

    def do_rclick(self, arg) -> None:
        pyxel.set_btn(pyxel.MOUSE_BUTTON_RIGHT, True)
        self.frames(1)
        pyxel.set_btn(pyxel.MOUSE_BUTTON_RIGHT, False)
        self.frames(2)

    def do_drag(self, arg) -> None:
        """``drag: [[x0, y0], [x1, y1], ...]``: press at the first point, move through the others, release."""
        if not (isinstance(arg, list) and 2 <= len(arg) <= 1000 and all(
                isinstance(p, list) and len(p) == 2 and all(isinstance(v, int) and not isinstance(v, bool) for v in p)
                and 0 <= p[0] < layout.SCREEN_W and 0 <= p[1] < layout.SCREEN_H for p in arg)):
            self.fail(f"drag needs a list of two or more [x, y] points on the {layout.SCREEN_W}x{layout.SCREEN_H} "
                      f"screen, not {userdata.show_value(arg)}")
        self.move(*arg[0])
        pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, True)
        self.frames(1)
        for x, y in arg[1:]:
            self.move(x, y)
        pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, False)
        self.frames(2)

    def do_menu(self, arg) -> None:
        if not (isinstance(arg, list) and 2 <= len(arg) <= 3 and all(isinstance(a, str) for a in arg)):
            self.fail(f"menu needs [Title, Item] or [Title, Item, Subitem], not {arg!r}")
        if self.app.windows:
            self.fail(f"a requester ({self.app.windows[-1].title}) is open; the menu bar is not available")
        bar = self.app.menubar
        mi = bar.find_menu(arg[0])
        if mi is None:
            self.fail(f"no menu titled {arg[0]!r}; the menus are " + ", ".join(m.title for m in bar.menus))
        items = bar.menus[mi].items
        ii = bar.find_item(items, arg[1])
        if ii is None:
            self.fail(f"menu {bar.menus[mi].title} has no item {arg[1]!r}")
        item = items[ii]
        si = None
        if len(arg) == 3 and item.chooser:
            self._choose_in_dialog(arg, mi, ii)
            return
        if len(arg) == 3:
            if item.submenu is None:
                self.fail(f"{item.label} has no submenu")
            si = bar.find_item(item.submenu, arg[2])
            if si is None:
                self.fail(f"{item.label} has no item {arg[2]!r}")
            target = item.submenu[si]
        else:
            if item.submenu is not None:
                self.fail(f"{item.label} opens a submenu: name one of its items")
            target = item
        if not (item.is_enabled() and target.is_enabled()):
            self.fail(f"menu item {' > '.join(arg)} is ghosted (not available now)")
        self._choose_item(mi, ii, si)

    def _choose_item(self, mi: int, ii: int, si: int | None) -> None:
        """Hold the right button over menu ``mi``, move onto item ``ii`` (and sub-item ``si``), let go."""
        bar = self.app.menubar
        tx, ty, tw, th = bar.title_rect(mi)
        pyxel.set_mouse_pos(tx + tw // 2, ty + th // 2)
        pyxel.set_btn(pyxel.MOUSE_BUTTON_RIGHT, True)
        self.frames(2)
        ix, iy, iw, ih = bar.panel(mi).item_rect(ii)
        self.move(ix + iw // 2, iy + ih // 2)
        if si is not None:
            sx, sy, sw, sh = bar.subpanel(mi, ii).item_rect(si)
            self.move(sx + sw // 2, sy + sh // 2)
        self.frames(1)
        pyxel.set_btn(pyxel.MOUSE_BUTTON_RIGHT, False)
        self.frames(2)

    def _choose_in_dialog(self, arg: list, mi: int, ii: int) -> None:
        """``[Title, Item, Name]`` where Item opens a dialog of choices (Choices > Stonesets...): the item is
        chosen, then the widget ``Name`` in its dialog is clicked, then OK when the dialog is still open."""
        item = self.app.menubar.menus[mi].items[ii]
        if not item.is_enabled():
            self.fail(f"menu item {' > '.join(arg)} is ghosted (not available now)")
        self._choose_item(mi, ii, None)
        dialog = self.app.windows[-1] if self.app.windows else None
        if dialog is None:
            self.fail(f"{item.label} opened no dialog")
        widget = dialog.find(arg[2])
        if widget is None or widget is dialog:
            self.fail(f"{item.label} has no item {arg[2]!r}")
        self.click_at(*widget.centre)
        ok = dialog.find("OK")
        if not dialog.closed and ok is not None:
            self.click_at(*ok.centre)

    def do_key(self, arg) -> None:
        if not isinstance(arg, str):
            self.fail(f"key needs a string like \"ctrl+n\", not {arg!r}")
        try:
            mods, key = parse_key(arg)
        except ValueError as exc:
            self.fail(str(exc))
        codes = [MODIFIERS[m][0] for m in mods] + [KEY_NAMES[key]]
        for code in codes:
            pyxel.set_btn(code, True)
        self.frames(1)
        for code in reversed(codes):
            pyxel.set_btn(code, False)
        self.frames(2)

    def do_pad(self, arg) -> None:
        """``pad: a``: press and release a button of the first gamepad (pyxel's GAMEPAD1 names in lower case)."""
        if not isinstance(arg, str) or arg.strip().lower() not in PAD_BUTTONS:
            self.fail(f"pad needs a button of {', '.join(PAD_BUTTONS)}, not {userdata.show_value(arg)}")
        code = PAD_BUTTONS[arg.strip().lower()]
        pyxel.set_btn(code, True)
        self.frames(1)
        pyxel.set_btn(code, False)
        self.frames(2)

    def do_type(self, arg) -> None:
        if not isinstance(arg, str):
            self.fail(f"type needs a string, not {arg!r}")
        pyxel.set_input_text(arg)
        self.frames(2)

    def do_date(self, arg) -> None:
        import datetime
        if isinstance(arg, datetime.date):      # YAML reads an unquoted 2026-11-22 as a date
            arg = arg.isoformat()
        try:
            self.app.scores.set_date(arg)
        except ValueError as exc:
            self.fail(str(exc))
        self.frames(1)

    def file_name_problem(self, kind: str, arg: str) -> None:
        """Fail with one sentence when ``arg`` cannot name a file: a NUL character, a name over 255 bytes."""
        if "\x00" in arg:
            self.fail(f"{kind}: a file name cannot hold a NUL character")
        for part in Path(arg).parts:
            size = len(os.fsencode(part))
            if size > MAX_NAME_BYTES:
                self.fail(f"{kind}: the file name {part[:20]!r}... is {size} bytes long; a file name has at most "
                          f"{MAX_NAME_BYTES} bytes")

    def _file_step(self, kind: str, arg) -> Path:
        if not isinstance(arg, str) or not arg.strip():
            self.fail(f"{kind} needs a file name, not {arg!r}")
        self.file_name_problem(kind, arg)
        if self.app.windows:
            self.fail(f"a requester ({self.app.windows[-1].title}) is open; File > {kind} is not available")
        return Path(arg).expanduser().absolute()

    def do_save(self, arg) -> None:
        path = self._file_step("save", arg)
        if not self.app.is_playing():
            self.fail("there is no game on the board to save (still on the title screen?)")
        self.app.files.save_to(path)
        self.frames(1)

    def do_load(self, arg) -> None:
        self.app.files.load_from(self._file_step("load", arg))
        self.frames(1)

    def do_drop(self, arg) -> None:
        """``drop: PATH``: the file dropped on the window, given to pyxel as a real drop is (``dropped_files``, for
        one frame), so the app reads it through the same input. A relative path is taken from the current folder."""
        if not isinstance(arg, str) or not arg.strip():
            self.fail(f"drop needs a file name, not {userdata.show_value(arg)}")
        self.file_name_problem("drop", arg)
        pyxel.set_dropped_files([str(Path(arg).expanduser().absolute())])
        self.frames(1)
        pyxel.set_dropped_files([])
        self.frames(1)

    def do_close_window(self, arg) -> None:
        """The window's close button: the game in progress is kept (as the atexit handler does), then the run ends."""
        self.app.window_closing()
        raise Quit()

    def do_wait(self, arg) -> None:
        if isinstance(arg, bool) or not isinstance(arg, int) or not 0 <= arg <= MAX_WAIT:
            self.fail(f"wait needs a number of frames from 0 to {MAX_WAIT}, not {arg!r}")
        self.frames(arg)

    def do_clock(self, arg) -> None:
        if isinstance(arg, bool) or not isinstance(arg, (int, float)) or not 0 <= arg <= MAX_CLOCK:
            self.fail(f"clock needs a number of seconds from 0 to {MAX_CLOCK}, not {arg!r}")
        clock = self.app.clock
        if not isinstance(clock, FrameClock):
            self.fail("clock works only when the script runs the app on its frame clock")
        clock.advance(float(arg))
        self.frames(1)

    def _out(self, name, suffixes: tuple[str, ...]) -> Path:
        if self.shots is None:
            self.fail("shot and dump need --shots DIR")
        if not isinstance(name, str) or Path(name).name != name or not name.lower().endswith(suffixes):
            self.fail(f"{name!r} must be a plain file name ending in {' or '.join(suffixes)}")
        try:
            userdata.safe_name(name)
        except userdata.UnsafeName as exc:
            self.fail(str(exc))
        self.shots.mkdir(parents=True, exist_ok=True)
        return self.shots / name

    def do_shot(self, arg) -> None:
        path = self._out(arg, (".png",))
        userdata.atomic_write_with(path, lambda tmp: pyxel.screenshot(str(tmp), 1))

    def do_dump(self, arg) -> None:
        path = self._out(arg, (".yaml", ".yml"))
        userdata.atomic_write(path, yaml.safe_dump(self.app.state(), sort_keys=False, default_flow_style=None))


def drive(runner: Runner, steps: list):
    """Show the app's first frame if it has none, run the steps until the end or a Quit; returns the app."""
    try:
        if runner.app.frames == 0:
            runner.frames(1)     # the first frame: the first screen is on show before step 1
        runner.run(steps)
    except Quit:
        # The app closed in the middle of a step: let go of what the step was holding down.
        for code in (pyxel.MOUSE_BUTTON_LEFT, pyxel.MOUSE_BUTTON_RIGHT,
                     *(c for codes in MODIFIERS.values() for c in codes), *KEY_NAMES.values(),
                     *PAD_BUTTONS.values()):
            pyxel.set_btn(code, False)
    return runner.app
