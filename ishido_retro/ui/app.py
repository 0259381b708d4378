"""The game app: screens, requesters, menus, settings and the frame loop.

The App owns the :class:`~ishido_retro.model.Game` (the midend's game state) and
UI state (which screen, what is carried, open requesters). Input arrives as
:class:`~ishido_retro.ui.input.Input` values; drawing reads the model.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pyxel

from .. import layout, userdata
from .. import settings as settings_mod
from ..model import Game, Placement
from ..model.scoring import end_bonus
from ..paths import MissingAssetError
from ..texts import load_text, wrap_text
from .computer import ComputerPlayer
from .input import InputPoller
from .menubar import MenuBar
from .menus import build_menus
from .play import PlayScreen
from .pouchview import PouchWindow
from .sounds import Sounds
from .theme import Theme
from .title import TitleScreen
from .widgets import FileRequester, Requester, TextWindow
from .widgets.base import Widget, Window


class App:
    """Everything on screen. ``frame()`` runs one update and draw."""

    def __init__(self, quit_hook: Callable[[], None] | None = None) -> None:
        self.settings, settings_problem = settings_mod.load()
        self.poller = InputPoller()
        self.theme = Theme()
        self.sounds = Sounds(enabled=self.settings.sounds, click_enabled=self.settings.stone_click)
        self.sounds.setup()
        self.quit_hook = quit_hook or pyxel.quit
        self.windows: list[Window] = []
        self.seed_rng = random.Random(time.time_ns())
        self.game = Game.new(self._next_seed(), scoring=self.settings.scoring)
        self.title = TitleScreen(self)
        self.play = PlayScreen(self)
        self.screen: Widget = self.title
        self.load_theme(initial=True)
        self.menubar = MenuBar(build_menus(self))
        self.computer = ComputerPlayer(self)
        self.frames = 0
        self.sounds.play("chimes")
        if settings_problem:
            self.message("Settings", settings_problem)

    # --- the frame loop -----------------------------------------------------

    def update(self) -> None:
        self.frames += 1
        inp = self.poller.poll()
        if inp.key("f11"):   # (pyxel itself toggles on Alt+Enter)
            self.toggle_fullscreen()
        if self.windows:
            self.windows[-1].handle(inp)
        elif self.menubar.handle(inp) or inp.keys and (self.screen is self.play or getattr(
                self.screen, "menu_shortcuts", False)) and self.menubar.shortcut(inp.keys):
            pass
        else:
            self.screen.handle(inp)
        self.screen.update()
        self.computer.update()
        for w in self.windows:
            w.update()
        self.windows = [w for w in self.windows if not w.closed]

    def draw(self) -> None:
        self.screen.draw()
        for w in self.windows:
            w.draw()
        self.menubar.draw()

    def frame(self) -> None:
        """One frame as pyxel.run would do it: update, draw, flip."""
        self.update()
        self.draw()
        pyxel.flip()

    # --- screens and games -----------------------------------------------------

    def is_playing(self) -> bool:
        return self.screen is self.play

    def _next_seed(self) -> int:
        return self.seed_rng.randrange(1, 2**31)

    def start_playing(self) -> None:
        """From the title screen to the board, with a fresh deal."""
        self.deal(self._next_seed())

    def deal(self, seed: int) -> None:
        """A new game from ``seed``, shown at once (later deals follow from this seed)."""
        self.seed_rng = random.Random(seed)
        self.game = Game.new(seed, scoring=self.settings.scoring)
        self.play.reset()
        self.screen = self.play
        self.windows = []

    def new_game(self) -> None:
        if self.is_playing() and not self.game.is_over and self.game.history:
            self.confirm("New Game", "End the game in progress and deal a new one?", "OK",
                         lambda: self.deal(self._next_seed()))
        else:
            self.deal(self._next_seed())

    def start_over(self) -> None:
        def restart() -> None:
            self.game = self.game.restarted()
            self.play.reset()
        self.confirm("Start Game Over", "Start this deal again from its first stone? A game started over "
                     "cannot enter the high scores.", "OK", restart)

    def end_game(self) -> None:
        def finish() -> None:
            self.game.end()
            self.play.carrying = False
            self.game_over_message()
        self.confirm("End Game", "End this game now? The stones still in the pouch stay unplaced.", "OK", finish)

    def quit(self) -> None:
        if self.is_playing() and not self.game.is_over and self.game.history:
            self.confirm("Quit", "Quit Ishido? The game in progress will be lost.", "Quit", self.quit_hook)
        else:
            self.quit_hook()

    # --- moves -------------------------------------------------------------------

    def can_undo(self) -> bool:
        return self.is_playing() and self.game.can_undo

    def undo(self) -> None:
        placement = self.game.undo()
        self.play.status = f"Took back the stone from {placement.square}."

    def undo_from_menu(self) -> None:
        self.undo()
        self.play.carrying = False

    def placed(self, placement: Placement) -> None:
        self.sounds.play("fourway" if placement.four_way else "click")
        if placement.four_way:
            self.play.status = f"A 4-Way! {placement.points} points and a bonus of {placement.bonus}."
        elif placement.points:
            self.play.status = f"{placement.points} point{'s' * (placement.points != 1)}."
        else:
            self.play.status = "In the Beyond: no points, but a useful stone."
        if self.game.is_over:
            self.game_over_message()

    def illegal(self, reason: str) -> None:
        self.sounds.play("error")
        if self.settings.messages:
            self.message("Not There", reason)
        else:
            self.play.status = "That square does not take this stone."

    def game_over_message(self) -> None:
        game = self.game
        self.sounds.play("gameover")
        left = game.stones_left
        bonus = end_bonus(left)
        why = {"emptied": "The pouch is empty: every stone is on the board!",
               "stuck": "The stone on the touchstone fits nowhere on the board.",
               "player": "You ended the game."}.get(game.end_reason or "", "The game is over.")
        lines = [why, "",
                 f"Stones left: {left}.   4-Ways: {game.four_ways}.",
                 f"End bonus: {bonus} points." if bonus else "No end bonus (it needs two stones left or fewer).",
                 f"Final score: {game.final_score():,} points."]
        if game.scoring == "ancient":
            lines.append("Ancient Way: " + ("a win - the pouch is empty." if left == 0 else
                                             f"the pouch kept {left} stones."))
        self.open(Requester("Game Over", "\n".join(lines), buttons=("OK", "New Game"),
                            on_close=lambda r: self.deal(self._next_seed()) if r == "New Game" else None))

    # --- help --------------------------------------------------------------------

    def _with_hint_warning(self, what: str, action: Callable[[], object]) -> None:
        """Hints cost a place on the All-Time Highs; the player may step back first."""
        game = self.game
        if not self.is_playing() or game.is_over or "hinted" in game.flags:
            action()
            return

        def accept() -> None:
            game.flags.add("hinted")
            action()
        self.confirm(what, f"{what} keeps this game off the All-Time Highs. Go ahead?", "Show", accept)

    def show_possible_moves(self) -> None:
        def show() -> None:
            self.play.show_moves_for = len(self.game.history)
        self._with_hint_warning("Show Possible Moves", show)

    def toggle_always_show_moves(self) -> None:
        if self.settings.always_show_moves:
            self.toggle_setting("always_show_moves")
        else:
            self._with_hint_warning("Always Show Moves", lambda: self.toggle_setting("always_show_moves"))

    def show_pouch(self) -> None:
        if not self.is_playing():
            return
        self._with_hint_warning("Show Pouch", lambda: self.open(PouchWindow(self.game.pouch)))

    def show_text(self, name: str, title: str) -> None:
        self.open(TextWindow(title, wrap_text(load_text(name), TextWindow.CHARS_PER_LINE)))

    def about(self) -> None:
        self.open(TextWindow("About Ishido", wrap_text(load_text("about"), TextWindow.CHARS_PER_LINE)))

    # --- settings ------------------------------------------------------------------

    def toggle_setting(self, name: str) -> None:
        setattr(self.settings, name, not getattr(self.settings, name))
        self.sounds.enabled = self.settings.sounds
        self.sounds.click_enabled = self.settings.stone_click
        if name == "matching_board" and self.settings.matching_board:
            self.settings.board = self.settings.stoneset
            self.load_theme()
        self.save_settings()

    def set_scoring(self, scoring: str) -> None:
        self.settings.scoring = scoring
        self.save_settings()
        if self.is_playing() and not self.game.history:
            self.game = Game(self.game.deal, scoring=scoring)
        else:
            self.play.status = f"{scoring.capitalize()} scoring starts with the next game."

    def save_settings(self) -> None:
        try:
            settings_mod.save(self.settings)
        except OSError as exc:
            self.message("Settings", f"Your settings could not be saved: {exc.strerror or exc}.")

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        pyxel.fullscreen(self.settings.fullscreen)
        self.save_settings()

    # --- themes ----------------------------------------------------------------------

    def stoneset_names(self) -> list[str]:
        from ..model.stoneset import SHIPPED_STONESETS
        return list(SHIPPED_STONESETS)

    def board_names(self) -> list[str]:
        from ..model.boardart import SHIPPED_BOARDS
        return list(SHIPPED_BOARDS)

    def load_theme(self, initial: bool = False) -> None:
        """Load the chosen stoneset and board; what fails falls back to the last good one, with a message."""
        from ..model.boardart import load_board, shipped_board_path
        from ..model.stoneset import load_stoneset, shipped_stoneset_path
        s = self.settings
        if s.matching_board:
            s.board = s.stoneset if not s.stoneset.startswith("user:") else s.board
        for kind, name, load, shipped, folder in (
                ("stoneset", s.stoneset, load_stoneset, shipped_stoneset_path, "stonesets"),
                ("board", s.board, load_board, shipped_board_path, "boards")):
            try:
                loaded = load(self._theme_path(name, shipped, folder))
            except (OSError, ValueError, KeyError) as exc:   # KeyError: no shipped theme of that name
                if not initial:
                    reason = exc.args[0] if isinstance(exc, KeyError) and exc.args else exc
                    self.message(kind.capitalize(), f"The {kind} {display_name(name)} could not be loaded: {reason}")
                fallback = self.theme.stoneset_name if kind == "stoneset" else self.theme.board_name
                setattr(s, kind, fallback)
                if initial:
                    try:
                        loaded = load(shipped(fallback))
                    except (OSError, ValueError) as broken:   # a shipped file: the install is broken
                        raise MissingAssetError(f"the shipped {kind} {fallback} cannot be loaded ({broken}); "
                                                "reinstall Ishido Retro") from broken
                else:
                    continue
            if kind == "stoneset":
                self.theme.load_stoneset(loaded)
                self.theme.stoneset_name = getattr(s, kind)
            else:
                self.theme.load_board(loaded, getattr(s, kind))
        self.theme.apply()

    @staticmethod
    def _theme_path(name: str, shipped: Callable[[str], Path], folder: str) -> Path:
        if name.startswith("user:"):
            return userdata.sub_dir(folder) / userdata.safe_name(name[5:])
        return shipped(name)

    def choose_stoneset(self, name: str) -> None:
        self.settings.stoneset = name
        self.load_theme()
        self.save_settings()

    def choose_board(self, name: str) -> None:
        self.settings.board = name
        self.settings.matching_board = False
        self.load_theme()
        self.save_settings()

    def edit_stoneset(self) -> None:
        """Choices > Stonesets > Edit Stoneset…: the stoneset editor's screen in this window (Use or Cancel
        brings the game back, with the edited set in play after Use)."""
        from ..editor.hosted import open_editor
        open_editor(self)

    def choose_other_stoneset(self) -> None:
        """Choices > Stonesets > Other...: a stoneset file, checked, then kept in the user folder."""
        from ..model.stoneset import load_stoneset

        def chosen(path) -> None:
            if path is None:
                return
            try:
                load_stoneset(path)
            except (OSError, ValueError) as exc:
                self.message("Stoneset", f"{Path(path).name} cannot be used: {exc}")
                return
            self.settings.stoneset = "user:" + import_user_file(Path(path), "stonesets")
            self.load_theme()
            self.save_settings()
        self.open(FileRequester("Load Stoneset", userdata.sub_dir("stonesets"), mode="load",
                                pattern=(".png",), on_close=chosen))

    def choose_other_board(self) -> None:
        """Choices > Boards > Other...: a picture of the whole screen; too many colours can be reduced."""
        from ..model.boardart import BoardTooColourful, load_board, reduce_board

        def chosen(path) -> None:
            if path is None:
                return
            path = Path(path)
            try:
                load_board(path)
            except BoardTooColourful as exc:
                self.open(Requester("Board", f"{exc}\nReduce it to 8 colours and show a preview?",
                                    buttons=("Reduce", "Cancel"),
                                    on_close=lambda r: (self._preview_board(path, reduce_board)
                                                        if r == "Reduce" else None)))
                return
            except (OSError, ValueError) as exc:
                self.message("Board", f"{path.name} cannot be used: {exc}")
                return
            self._use_user_board(import_user_file(path, "boards"))
        self.open(FileRequester("Load Board", userdata.sub_dir("boards"), mode="load",
                                pattern=(".png", ".gif", ".bmp"), on_close=chosen))

    def _preview_board(self, path: Path, reduce: Callable) -> None:
        from ..model.boardart import save_board
        try:
            art = reduce(path)
        except (OSError, ValueError) as exc:
            self.message("Board", f"{path.name} cannot be reduced: {exc}")
            return
        self.theme.load_board(art, art.name)
        self.theme.apply()

        def answer(result) -> None:
            if result != "Use":
                self.load_theme()
                return
            name = unused_name(userdata.sub_dir("boards"), path.stem + "-8colours.png")
            try:
                save_board(art, userdata.sub_dir("boards") / name)
            except (OSError, ValueError) as exc:
                self.message("Board", f"The reduced board could not be saved: {exc}")
                self.load_theme()
                return
            self._use_user_board(name)
        preview = Requester("Preview", "This is the board in 8 colours. Use it?", buttons=("Use", "Cancel"),
                            on_close=answer)
        preview.y = layout.SCREEN_H - preview.h - 2
        for child in preview.walk():
            if child is not preview:
                child.y += preview.y - (layout.SCREEN_H - preview.h) // 2
        self.open(preview)

    def _use_user_board(self, name: str) -> None:
        self.settings.board = "user:" + name
        self.settings.matching_board = False
        self.load_theme()
        self.save_settings()

    # --- requesters -----------------------------------------------------------------

    def open(self, window: Window) -> Window:
        self.play.carrying = False
        self.windows.append(window)
        return window

    def message(self, title: str, text: str) -> None:
        self.open(Requester(title, text, buttons=("OK",)))

    def confirm(self, title: str, text: str, ok: str, on_ok: Callable[[], object]) -> None:
        self.open(Requester(title, text, buttons=(ok, "Cancel"), on_close=lambda r: r == ok and on_ok()))

    # --- for the scripted runner --------------------------------------------------------

    def find_widget(self, name: str) -> Widget | None:
        """The named widget a click may reach now: the top requester's, else the screen's."""
        if self.windows:
            return self.windows[-1].find(name)
        return self.screen.find(name)

    def state(self) -> dict:
        """The visible state, as the runner's ``dump:`` writes it."""
        game = self.game
        top = self.windows[-1] if self.windows else None
        if hasattr(self.screen, "state"):    # a hosted screen (the stoneset editor) dumps its own state
            return {"screen": "editor", "dialog": None if top is None else {"title": top.title,
                    "text": top.text_for_dump()}, "menu_open": self.menubar.active, **self.screen.state()}
        playing = self.is_playing()
        return {
            "screen": "play" if playing else "title",
            "dialog": None if top is None else {"title": top.title, "text": top.text_for_dump()},
            "menu_open": self.menubar.active,
            "score": game.final_score() if playing else 0,
            "four_ways": game.four_ways if playing else 0,
            "stones_left": game.stones_left if playing else 72,
            "touchstone": list(game.touchstone) if playing and game.touchstone is not None else None,
            "board": [[sq.col, sq.row, st.colour, st.symbol] for sq, st in game.board] if playing else [],
            "settings": self.settings.as_dict(),
            "seed": game.deal.seed,
            "game_over": game.end_reason if playing else None,
            "carrying": self.play.carrying,
            "can_undo": self.can_undo(),
            "legal_squares": [list(sq) for sq in self.play.legal()] if playing and self.play.showing_moves() else [],
        }


def display_name(name: str) -> str:
    return repr(name[5:] if name.startswith("user:") else name)


def unused_name(folder: Path, name: str) -> str:
    """``name``, or ``name-2``, ``name-3``... if a file of that name exists in ``folder``."""
    stem, suffix = Path(name).stem, Path(name).suffix
    candidate, n = name, 1
    while (folder / candidate).exists():
        n += 1
        candidate = f"{stem}-{n}{suffix}"
    return candidate


def import_user_file(path: Path, folder: str) -> str:
    """Keep a chosen file in the user data folder (copied atomically); returns its name there."""
    target_dir = userdata.sub_dir(folder)
    path = path.resolve()
    if path.parent == target_dir.resolve():
        return userdata.safe_name(path.name)
    data = userdata.read_limited(path, 8 * 1024 * 1024)
    safe = "".join(ch if ch.isalnum() or ch in "-_." else "-" for ch in path.name).lstrip(".") or "file.png"
    existing = target_dir / safe
    if existing.exists() and existing.read_bytes() == data:
        return safe
    name = unused_name(target_dir, userdata.safe_name(safe))
    userdata.atomic_write(target_dir / name, data)
    return name


def run_app(headless: bool = False, script: str | None = None, shots: str | None = None,
            fullscreen: bool = False) -> int:
    """Start the game: a window, or the headless scripted runner."""
    if script is not None:
        from .runner import ScriptError, load_script, run_script
        try:
            steps = load_script(script)
        except ScriptError as exc:
            print(f"ishido-retro: {exc}", file=sys.stderr)
            return 2
        if headless:
            from .headless import ensure_pyxel
            ensure_pyxel()
        else:
            _init_window(fullscreen)
        try:
            run_script(steps, shots)
        except ScriptError as exc:
            print(f"ishido-retro: {exc}", file=sys.stderr)
            return 1
        return 0
    _init_window(fullscreen)
    app = App()
    if fullscreen or app.settings.fullscreen:
        pyxel.fullscreen(True)
    pyxel.run(app.update, app.draw)
    return 0


def _init_window(fullscreen: bool) -> None:
    import os

    from .headless import mark_ready
    cwd = os.getcwd()
    try:
        pyxel.init(layout.SCREEN_W, layout.SCREEN_H, title="Ishido: The Way of Stones", fps=60,
                   quit_key=pyxel.KEY_NONE, display_scale=3)
    finally:
        os.chdir(cwd)
    pyxel.integer_scale(True)     # whole-pixel scaling however the window is resized
    pyxel.mouse(True)
    mark_ready()
