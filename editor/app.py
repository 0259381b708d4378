"""The editor's own window (``ishido-editor``): the Edit Stoneset screen, its menus and requesters.

The same :class:`~.screen.EditorScreen` can be hosted by the game's App (Choices > Stonesets >
Edit Stoneset…); this shell is what runs it on its own.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ishido_retro.match.clock import Clock
from ishido_retro.stonesets.stoneset import StonesetError
from ishido_retro.storage import datafolder, errorlog, folders, settingsfile
from ishido_retro.storage.boards import load_board
from ishido_retro.storage.resources import shipped_board_path, shipped_stoneset_path
from ishido_retro.storage.settingsfile import theme_path
from ishido_retro.storage.stonesets import load_doc
from ishido_retro.ui.clocks import FrameClock, SystemClock
from ishido_retro.ui.menubar import MenuBar
from ishido_retro.ui.shell import Shell
from ishido_retro.ui.theme import Theme, board_image
from ishido_retro.ui.widgets import Requester

from .menus import build_menus
from .screen import EditorScreen


class EditorApp(Shell):
    """The editor on its own: ``frame()`` runs one update and draw (the loop is :class:`Shell`'s).

    ``clock`` times the status line's passing messages: the system's in a window, a frame clock
    (1/60 s a frame) in a scripted run, so a script never depends on real time.
    """

    screen: EditorScreen

    def __init__(self, path: Path | None = None, quit_hook: Callable[[], None] | None = None,
                 clock: Clock | None = None) -> None:
        super().__init__(quit_hook)
        self.clock: Clock = clock if clock is not None else SystemClock()
        self.settings, _problem = settingsfile.load()
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
                                   board_palette=self.theme.board_palette, board_image=board_image(),
                                   now=self.clock.now)
        self.menubar = MenuBar(build_menus(self.screen, self.quit))
        self.screen.apply_palette()
        self.screen.files.offer_recovery()
        if stopped := errorlog.tell_once():     # why Recover is offered
            self.message("Unexpected Error", stopped)
        if problem:
            self.message("Load Stoneset", problem)
        if folder_problem := datafolder.problem_to_show():     # on top: the first thing said
            self.message("Data Folder", folder_problem)

    def _current_stoneset(self):
        """The stoneset the game plays with (as the manual's editor opens), else the shipped Ishido set."""
        try:
            path = theme_path(self.settings.stoneset, "stonesets", shipped_stoneset_path)
            return path, load_doc(path)
        except (OSError, ValueError, KeyError):
            path = shipped_stoneset_path("Ishido")
            return path, load_doc(path)

    def before_input(self) -> None:
        if isinstance(self.clock, FrameClock):
            self.clock.frame()

    # --- host services for the screen (open, message, confirm: the Shell's) ---------------------------

    def used(self, path: Path) -> None:
        """Use: the game plays with this set from its next start; the editor stays open unless the designer
        closes it."""
        self.settings.stoneset = "user:" + path.name
        try:
            settingsfile.save(self.settings)
        except (OSError, ValueError) as exc:     # ValueError: settings.yaml a folder, or locked by another copy
            reason = getattr(exc, "strerror", None) or str(exc).rstrip(".")
            self.message("Use", f"The game's settings could not be saved: {reason}. The stoneset is "
                         f"saved as {path.name}; choose it with Choices > Stonesets > Other….")
            return
        shown = folders.absolute(path)
        self.open(Requester("Use", f'"{self.screen.doc.name.strip() or "Untitled"}" is saved as {shown} and chosen '
                            "in the game's settings: the game shows it the next time it starts (a game open now "
                            "keeps its set until then).", buttons=("Keep Editing", "Close Editor"),
                            on_close=lambda result: self.quit_hook() if result == "Close Editor" else None))

    def quit(self) -> None:
        def leave() -> None:
            self.quitting = True
            self.screen.files.discard_autosave()
            self.quit_hook()
        self.screen.files.unsaved_first("Quit", leave, "The edits made since the last save are lost if you quit "
                                        "without saving. Save them first?", ("Save", "Quit", "Cancel"))

    # window_closing (the unsaved edits autosaved, offered back through Recover at the next start) and
    # find_widget are the Shell's.

    def state(self) -> dict:
        """The visible state, as the runner's ``dump:`` writes it."""
        return self.editor_state()
