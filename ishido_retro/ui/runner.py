"""The scripted-input runner: drive the real app from a YAML list of steps.

Steps (one key each)::

    - seed: 42                       # deal a fresh game from seed 42 and show it
    - click: [x, y]                  # left click at a screen pixel
    - click: {square: [col, row]}    # ... at the centre of a board square
    - click: {widget: OK}            # ... on a named widget (touchstone, scoreboard, pouch, any button)
    - rclick                         # right click (press and release) where the mouse is
    - drag: [[x0, y0], [x1, y1]]     # left button down at the first point, moved through the others, up
    - drag: {path: [[x0, y0], [x1, y1]], button: middle}   # ... with the middle button
    - drag: {path: [[x0, y0], [x1, y1]], hold: space}      # ... with Space held round it (the editor's hand)
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
    - input: touch                   # the input in use from now on: touch or mouse (the texts follow it)
    - tap: {square: [3, 2]}          # a finger down and up ([x, y], a square or a widget); touch is the input
    - longpress: [160, 100]          # a finger held still there: the menu bar opens for taps
    - phone_type: "Ann\n"            # what the phone's keyboard types into the field that has the keys

``save`` and ``load`` take a path; a relative one is taken from the current
folder, as the file requester would show it.

What each step does lives by kind in :mod:`.steps`: input (``click``, ``rclick``, ``drag``, ``menu``,
``key``, ``pad``, ``type``), files (``save``, ``load``, ``drop``, ``close_window``), time (``wait``,
``clock``, ``date``) and output (``shot``, ``dump``); reading a script, in :mod:`.script`. Input goes
through pyxel itself (``set_mouse_pos``, ``set_btn``, ``set_input_text``), so the app sees exactly what a
player's mouse and keyboard would give it.

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

from collections.abc import Callable
from typing import Any

from ishido_retro.ui.script import Quit
from ishido_retro.ui.steps.files import FileSteps
from ishido_retro.ui.steps.input import forget_input, let_go
from ishido_retro.ui.steps.output import OutputSteps
from ishido_retro.ui.steps.timing import TimeSteps
from ishido_retro.ui.steps.touch import TouchSteps

MAX_SEED = 2**64 - 1          # the largest seed a game record holds (a save must load again)

Step = Callable[[Any], None]     # a step's handler, given the step's argument (None for a bare step)


class Runner(TouchSteps, FileSteps, TimeSteps, OutputSteps):
    """Runs steps against an app with ``frame()``, ``windows``, ``menubar``, ``find_widget(name)`` and
    ``state()``; the game's own steps (``seed``, squares, ``save``) also use ``deal``, ``board_on_screen`` and
    ``is_playing``.
    Another app (the stoneset editor) subclasses it and changes the table of :meth:`steps`."""

    def steps(self) -> dict[str, Step]:
        """The table of step kinds: each step's name and what does it (one entry per name in ``STEP_KINDS``)."""
        return {"seed": self.do_seed, "click": self.do_click, "rclick": self.do_rclick, "drag": self.do_drag,
                "menu": self.do_menu, "key": self.do_key, "pad": self.do_pad, "type": self.do_type,
                "wait": self.do_wait, "clock": self.do_clock, "shot": self.do_shot, "dump": self.do_dump,
                "date": self.do_date, "save": self.do_save, "load": self.do_load, "close_window": self.do_close_window,
                "drop": self.do_drop, "input": self.do_input, "tap": self.do_tap, "longpress": self.do_longpress,
                "phone_type": self.do_phone_type}

    def run(self, steps: list) -> None:
        """Run ``steps`` (as :func:`~.script.load_script` checked them) in order, each one's writes done before the
        next."""
        from ishido_retro.storage.writebehind import flush_all
        table = self.steps()
        for self.step_no, step in enumerate(steps, 1):
            kind, arg = (step, None) if isinstance(step, str) else next(iter(step.items()))
            table[kind](arg)
            flush_all()         # the game in progress as the step left it is in the folder (a dump, a kill, a test)

    def do_seed(self, arg) -> None:
        """``seed: N``: a fresh game from seed N, shown at once."""
        if isinstance(arg, bool) or not isinstance(arg, int):
            self.fail(f"seed needs a whole number, not {arg!r}")
        if not 0 <= arg <= MAX_SEED:        # a saved game of that deal could not be loaded again
            self.fail(f"seed needs a whole number from 0 to {MAX_SEED}, not {arg}")
        self.app.deal(arg)
        self.frames(1)


def drive(runner: Runner, steps: list):
    """Show the app's first frame if it has none, run the steps until the end or a Quit; returns the app."""
    try:
        if runner.app.frames == 0:
            forget_input()       # a new app starts with no input an earlier run left in pyxel
            runner.frames(1)     # the first frame: the first screen is on show before step 1
        runner.run(steps)
    except Quit:
        let_go()     # the app closed in the middle of a step: let go of what the step was holding down
    except BaseException:
        let_go()     # a step failed (or the time ran out) in the middle: the same
        raise
    return runner.app
