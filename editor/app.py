"""The editor's own window (``ishido-editor``): the Edit Stoneset screen, its menus and requesters.

The same :class:`~.screen.EditorScreen` can be hosted by the game's App (Choices > Stonesets >
Edit Stoneset…); this shell is what runs it on its own.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pyxel

from ishido_retro import settings as settings_mod
from ishido_retro import userdata
from ishido_retro.model.boardart import load_board, shipped_board_path
from ishido_retro.model.stoneset import StonesetError, shipped_stoneset_path
from ishido_retro.model.stoneset_files import load_doc
from ishido_retro.ui.input import InputPoller
from ishido_retro.ui.menubar import MenuBar
from ishido_retro.ui.theme import Theme, board_image
from ishido_retro.ui.widgets import Requester
from ishido_retro.ui.widgets.base import Widget, Window

from .menus import build_menus
from .screen import EditorScreen


def theme_path(name: str, folder: str, shipped: Callable[[str], Path]) -> Path:
    """A stoneset or board named in the settings: ``user:FILE`` in the user folder, else a shipped one."""
    if name.startswith("user:"):
        return userdata.sub_dir(folder) / userdata.safe_name(name[5:])
    return shipped(name)


class EditorApp:
    """The editor on its own: ``frame()`` runs one update and draw."""

    def __init__(self, path: Path | None = None, quit_hook: Callable[[], None] | None = None) -> None:
        self.settings, _problem = settings_mod.load()
        self.poller = InputPoller()
        self.quit_hook = quit_hook or pyxel.quit
        self.quitting = False       # File > Quit was chosen: its answer stands when the process ends
        self.windows: list[Window] = []
        self.frames = 0
        self.theme = Theme()
        try:
            self.theme.load_board(load_board(theme_path(self.settings.board, "boards", shipped_board_path)),
                                  self.settings.board)
        except (OSError, ValueError, KeyError):
            self.theme.load_board(load_board(shipped_board_path("Ishido")), "Ishido")
        self.theme.apply()
        problem = None
        doc = None
        if path is not None:
            try:
                doc = load_doc(path)
            except StonesetError as exc:
                problem = f"{path.name} cannot be opened: {exc} The current stoneset is shown instead."
                path = None
        if doc is None:
            path, doc = self._current_stoneset()
        self.screen = EditorScreen(self, doc, path, on_use=self.used, on_leave=self.quit_hook,
                                   board_palette=self.theme.board_palette, board_image=board_image())
        self.menubar = MenuBar(build_menus(self.screen, self.quit))
        self.screen.apply_palette()
        self.screen.files.offer_recovery()
        if problem:
            self.message("Load Stoneset", problem)

    def _current_stoneset(self):
        """The stoneset the game plays with (as the manual's editor opens), else the shipped Ishido set."""
        try:
            path = theme_path(self.settings.stoneset, "stonesets", shipped_stoneset_path)
            return path, load_doc(path)
        except (OSError, ValueError, KeyError):
            path = shipped_stoneset_path("Ishido")
            return path, load_doc(path)

    # --- the frame loop -------------------------------------------------------------------

    def update(self) -> None:
        self.frames += 1
        inp = self.poller.poll()
        if self.windows:
            self.windows[-1].handle(inp)
        elif self.screen.takes_right_click(inp):
            self.screen.handle(inp)
        elif self.menubar.handle(inp) or (inp.keys and self.menubar.shortcut(inp.keys)):
            pass
        else:
            self.screen.handle(inp)
        self.screen.update()
        for w in self.windows:
            w.update()
        self.windows = [w for w in self.windows if not w.closed]

    def draw(self) -> None:
        self.screen.draw()
        for w in self.windows:
            w.draw()
        self.menubar.draw()

    def frame(self) -> None:
        self.update()
        self.draw()
        pyxel.flip()

    # --- host services for the screen -----------------------------------------------------------

    def open(self, window: Window) -> Window:
        self.windows.append(window)
        return window

    def message(self, title: str, text: str) -> None:
        self.open(Requester(title, text, buttons=("OK",)))

    def confirm(self, title: str, text: str, ok: str, on_ok: Callable[[], None]) -> None:
        def closed(result: object) -> None:
            if result == ok:
                on_ok()
        self.open(Requester(title, text, buttons=(ok, "Cancel"), on_close=closed))

    def used(self, path: Path) -> None:
        """Use: the game plays with this set from its next start; the editor closes."""
        self.settings.stoneset = "user:" + path.name
        try:
            settings_mod.save(self.settings)
        except OSError as exc:
            self.message("Use", f"The game's settings could not be saved: {exc.strerror or exc}. The stoneset is "
                         f"saved as {path.name}; choose it with Choices > Stonesets > Other….")
            return
        self.quit_hook()

    def quit(self) -> None:
        def leave() -> None:
            self.quitting = True
            self.screen.files.discard_autosave()
            self.quit_hook()
        if self.screen.doc.dirty:
            self.confirm("Quit", "Quit the editor and lose the edits made since the last save?", "Quit", leave)
        else:
            leave()

    def window_closing(self) -> None:
        """The window is closing without File > Quit (pyxel cannot ask): autosave the unsaved edits.

        The next start offers them back through Recover, as after a crash.
        """
        if not self.quitting and self.screen.doc.dirty:
            self.screen.files.autosave()

    # --- for the scripted runner ------------------------------------------------------------

    def find_widget(self, name: str) -> Widget | None:
        if self.windows:
            return self.windows[-1].find(name)
        return self.screen.find(name)

    def state(self) -> dict:
        top = self.windows[-1] if self.windows else None
        return {
            "screen": "editor",
            "dialog": None if top is None else {"title": top.title, "text": top.text_for_dump()},
            "menu_open": self.menubar.active,
            **self.screen.state(),
        }
