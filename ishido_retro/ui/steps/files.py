"""The runner's file steps: ``save``, ``load`` and ``drop``, and ``close_window`` (what a window's close keeps).

``save`` and ``load`` take a path; a relative one is taken from the current folder, as the file
requester would show it.
"""

from __future__ import annotations

import os
from pathlib import Path

import pyxel

from ishido_retro.formats import show_value
from ishido_retro.ui.script import Quit
from ishido_retro.ui.steps.frames import ScriptFrames

MAX_NAME_BYTES = 255          # the longest name a file system gives a file


class FileSteps(ScriptFrames):
    """Files saved, loaded and dropped as File > Save Game As…, File > Load Game… and a drop on the window do."""

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
            self.fail(f"drop needs a file name, not {show_value(arg)}")
        self.file_name_problem("drop", arg)
        pyxel.set_dropped_files([str(Path(arg).expanduser().absolute())])
        self.frames(1)
        pyxel.set_dropped_files([])
        self.frames(1)

    def do_close_window(self, arg) -> None:
        """The window's close button: the game in progress is kept (as the atexit handler does), then the run ends."""
        self.app.window_closing()
        raise Quit()
