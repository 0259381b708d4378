"""The editor's scripted runner: the game runner's steps (but ``seed`` and ``clock``), plus ``load: FILE``
and ``save: FILE``.

Widget names for ``click: {widget: NAME}``: ``stone COL ROW``, ``column COL``, ``row ROW``,
``mask COL``, ``template N``, ``colour N`` (0-15; ``colour T`` is transparent), ``pixel X Y``
(the edit box, while in view), ``tool NAME`` (pencil, fill, line, rect, box, ellipse, disc, select,
picker, mirror_h, mirror_v, flip_h, flip_v, rotate), ``brush N`` (1-3), ``scope NAME`` (stone,
column, row, all) and every button by its label (Undo, Redo, XColor, T, RGB, Names,
Use, Cancel, and the tools' labels); in a colour's RGB window ``Hex`` and the sliders ``Red``, ``Green``,
``Blue``, ``Hue``, ``Saturation`` and ``Value``. ``menu: [File, Save Stoneset]``,
``menu: [Edit, Copy, Column]`` or ``menu: [View, Zoom In]`` use the editor's menus; File > Import Palette… is
answered as Import Picture… is, in its file requester (``key: ctrl+u``, ``type: PATH``, ``key: return``).
"""

from __future__ import annotations

from pathlib import Path

from ishido_retro.ui.clocks import FrameClock
from ishido_retro.ui.runner import Runner, Step, drive
from ishido_retro.ui.script import STEP_KINDS, Quit

from .app import EditorApp

EDITOR_STEPS = (*STEP_KINDS, "load", "save")


class EditorRunner(Runner):
    def steps(self) -> dict[str, Step]:
        """The game runner's table with the editor's own ``seed``, ``clock``, ``load`` and ``save``."""
        return {**super().steps(), "seed": self.no_seed, "clock": self.no_clock, "load": self.do_load,
                "save": self.do_save}

    def no_seed(self, arg) -> None:
        self.fail("seed deals a game; the stoneset editor has no game")

    def no_clock(self, arg) -> None:
        self.fail("clock moves a match's timers; the stoneset editor has none")

    def _file(self, arg, what: str) -> Path:
        if not isinstance(arg, str) or not arg.strip():
            self.fail(f"{what} needs a file name, not {arg!r}")
        self.file_name_problem(what, arg)
        if self.app.windows:
            self.fail(f"a requester ({self.app.windows[-1].title}) is open; answer it before {what}")
        return Path(arg).expanduser()

    def do_load(self, arg) -> None:
        """What File > Load Stoneset… does with FILE chosen (unsaved edits are asked about first)."""
        self.app.screen.files.request_load(self._file(arg, "load"))
        self.frames(1)

    def do_save(self, arg) -> None:
        """What File > Save Stoneset As… does with FILE chosen."""
        self.app.screen.files.request_save(self._file(arg, "save"))
        self.frames(1)


def run_editor_script(steps: list, shots: str | Path | None = None, app: EditorApp | None = None,
                      path: Path | None = None) -> EditorApp:
    """Run ``steps`` against a new EditorApp (pyxel must be initialised). Returns the app."""
    def stop() -> None:
        raise Quit()

    if app is None:
        app = EditorApp(path, quit_hook=stop, clock=FrameClock())
    return drive(EditorRunner(app, shots), steps)
