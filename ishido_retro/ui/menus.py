"""Every menu of the Amiga manual, wired to the app.

Items whose feature is not built yet are present but ghosted (``enabled`` is
``_later``), never a "not implemented" box.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .menubar import Menu, MenuItem

if TYPE_CHECKING:
    from .app import App


def _later() -> bool:
    return False


def build_menus(app: App) -> list[Menu]:
    def setting(name: str) -> Callable[[], bool]:
        return lambda: bool(getattr(app.settings, name))

    def toggle(name: str) -> Callable[[], None]:
        return lambda: app.toggle_setting(name)

    playing = app.is_playing
    game_running = lambda: app.is_playing() and not app.game.is_over  # noqa: E731

    def call(action: Callable[[str], None], name: str) -> Callable[[], None]:
        return lambda: action(name)

    def chosen(key: str, name: str) -> Callable[[], bool]:
        return lambda: bool(getattr(app.settings, key) == name)

    stonesets = [MenuItem(name, call(app.choose_stoneset, name), checked=chosen("stoneset", name))
                 for name in app.stoneset_names()]
    stonesets += [MenuItem("Other…", app.choose_other_stoneset, separator_before=True),
                  MenuItem("Edit Stoneset…", app.edit_stoneset)]
    boards = [MenuItem(name, call(app.choose_board, name), checked=chosen("board", name))
              for name in app.board_names()]
    boards += [MenuItem("Matching Board", toggle("matching_board"), checked=setting("matching_board"),
                        separator_before=True),
               MenuItem("Other…", app.choose_other_board)]

    return [
        Menu("?", [MenuItem("About Ishido…", app.about)]),
        Menu("File", [
            MenuItem("Load Game…", None, enabled=_later),
            MenuItem("Save Game", None, shortcut="ctrl+s", enabled=_later),
            MenuItem("Save Game As…", None, enabled=_later),
            MenuItem("Quit", app.quit, shortcut="ctrl+q", separator_before=True),
        ]),
        Menu("Game", [
            MenuItem("New Game", app.new_game, shortcut="ctrl+n"),
            MenuItem("Start Game Over", app.start_over, enabled=playing),
            MenuItem("End Game", app.end_game, shortcut="ctrl+e", enabled=game_running),
            MenuItem("Solitaire…", None, checked=lambda: app.settings.mode == "solitaire", enabled=_later,
                     separator_before=True),
            MenuItem("Cooperative…", None, checked=lambda: app.settings.mode == "cooperative", enabled=_later),
            MenuItem("Tournament…", None, checked=lambda: app.settings.mode == "tournament", enabled=_later),
            MenuItem("Challenge…", None, checked=lambda: app.settings.mode == "challenge", enabled=_later),
            MenuItem("Ancient", lambda: app.set_scoring("ancient"), checked=lambda: app.settings.scoring == "ancient",
                     separator_before=True),
            MenuItem("Modern", lambda: app.set_scoring("modern"), checked=lambda: app.settings.scoring == "modern"),
            MenuItem("Computer Player 1", toggle("computer_player_1"), checked=setting("computer_player_1"),
                     separator_before=True),
            MenuItem("Computer Player 2", None, checked=setting("computer_player_2"), enabled=_later),
            MenuItem("Timer", None, submenu=[MenuItem("Tournament Timer…", None, enabled=_later),
                                             MenuItem("Challenge Timer…", None, enabled=_later)]),
        ]),
        Menu("Choices", [
            MenuItem("Stonesets", None, submenu=stonesets),
            MenuItem("Boards", None, submenu=boards),
            MenuItem("Graphic Scoreboard", toggle("graphic_scoreboard"), checked=setting("graphic_scoreboard"),
                     separator_before=True),
            MenuItem("Sounds", toggle("sounds"), checked=setting("sounds")),
            MenuItem("Stone Click", toggle("stone_click"), checked=setting("stone_click")),
            MenuItem("Messages", toggle("messages"), checked=setting("messages")),
            MenuItem("Show High Scores", None, checked=setting("show_high_scores"), enabled=_later),
            MenuItem("Oracle", None, checked=setting("oracle"), enabled=_later),
        ]),
        Menu("Help", [
            MenuItem("Undo Previous Move", app.undo_from_menu, shortcut="ctrl+z", enabled=app.can_undo),
            MenuItem("Show Possible Moves", app.show_possible_moves, shortcut="ctrl+m", enabled=game_running),
            MenuItem("Always Show Moves", app.toggle_always_show_moves, checked=setting("always_show_moves")),
            MenuItem("Show Pouch…", app.show_pouch, shortcut="ctrl+p", enabled=playing),
            MenuItem("Rules…", lambda: app.show_text("rules", "Rules"), separator_before=True),
            MenuItem("Strategy…", lambda: app.show_text("strategy", "Strategy")),
        ]),
        Menu("Scores", [
            MenuItem("Modern", None, enabled=_later),
            MenuItem("Ancient", None, enabled=_later),
            MenuItem("Tournament", None, enabled=_later),
        ]),
    ]
