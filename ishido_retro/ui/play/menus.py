"""Every menu of the Amiga manual, wired to the shell (files, choices, texts) and the match controller.

Items whose feature is not built yet are present but ghosted (``enabled`` is
``_later``), never a "not implemented" box.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ishido_retro.match import LEVELS
from ishido_retro.ui.host import Host
from ishido_retro.ui.menubar import Menu, MenuItem

if TYPE_CHECKING:
    from ishido_retro.ui.play.controller import MatchController


def _later() -> bool:
    return False


def build_menus(host: Host, game: MatchController) -> list[Menu]:
    settings = host.settings

    def setting(name: str) -> Callable[[], bool]:
        return lambda: bool(getattr(settings, name))

    def toggle(name: str) -> Callable[[], None]:
        return lambda: host.toggle_setting(name)

    def playing() -> bool:
        return game.playing

    def game_running() -> bool:
        return game.playing and game.match.playing

    def mode_is(*modes: str) -> Callable[[], bool]:
        return lambda: game.match.mode in modes

    def call(action: Callable[[str], None], name: str) -> Callable[[], None]:
        return lambda: action(name)

    def chosen(key: str, name: str) -> Callable[[], bool]:
        return lambda: bool(getattr(settings, key) == name)

    oracle = game.oracle
    assert oracle is not None, "the Oracle is made before the menus"
    stonesets = [MenuItem(name, call(host.choose_stoneset, name), checked=chosen("stoneset", name))
                 for name in host.stoneset_names()]
    stonesets += [MenuItem("Other…", host.choose_other_stoneset, separator_before=True),
                  MenuItem("Edit Stoneset…", host.edit_stoneset)]
    boards = [MenuItem(name, call(host.choose_board, name), checked=chosen("board", name))
              for name in host.board_names()]
    boards += [MenuItem("Matching Board", toggle("matching_board"), checked=setting("matching_board"),
                        separator_before=True),
               MenuItem("Other…", host.choose_other_board)]
    levels = [MenuItem(level.capitalize(), call(game.set_level, level), checked=chosen("computer_level", level))
              for level in LEVELS]
    modes = [MenuItem(f"{label}…", call(game.setup_mode, mode), checked=mode_is(mode),
                      separator_before=(mode == "solitaire"))
             for mode, label in (("solitaire", "Solitaire"), ("cooperative", "Cooperative"),
                                 ("tournament", "Tournament"), ("challenge", "Challenge"))]

    return [
        Menu("?", [MenuItem("About Ishido…", host.about)]),
        Menu("File", [
            MenuItem("Load Game…", host.files.load),
            MenuItem("Save Game", host.files.save, shortcut="ctrl+s", enabled=playing),
            MenuItem("Save Game As…", host.files.save_as, enabled=playing),
            MenuItem("Quit", host.quit, shortcut="ctrl+q", separator_before=True),
        ]),
        Menu("Game", [
            MenuItem("New Game", game.new_game, shortcut="ctrl+n"),
            MenuItem("Start Game Over", game.start_over,
                     enabled=lambda: playing() and not game.match.waiting_for_player),
            MenuItem("End Game", game.end_game, shortcut="ctrl+e", enabled=game_running),
            MenuItem("Play Deal…", host.play_deal),
            MenuItem("Deal of the Day", host.deal_of_the_day),
            *modes,
            MenuItem("Ancient", lambda: game.set_scoring("ancient"), checked=lambda: game.match.scoring == "ancient",
                     separator_before=True, enabled=lambda: game.match.mode != "challenge"),
            MenuItem("Modern", lambda: game.set_scoring("modern"), checked=lambda: game.match.scoring == "modern"),
            MenuItem("Computer Player 1", lambda: game.toggle_computer(0), checked=lambda: game.computer_checked(0),
                     separator_before=True),
            MenuItem("Computer Player 2", lambda: game.toggle_computer(1), checked=lambda: game.computer_checked(1),
                     enabled=lambda: game.computer_enabled(1)),
            MenuItem("Computer Level", None, submenu=levels),
            MenuItem("Timer", None, submenu=[
                MenuItem("Tournament Timer…", lambda: game.timer_dialog("tournament"), enabled=mode_is("tournament")),
                MenuItem("Challenge Timer…", lambda: game.timer_dialog("challenge"), enabled=mode_is("challenge"))]),
        ]),
        Menu("Choices", [
            MenuItem("Stonesets", None, submenu=stonesets),
            MenuItem("Boards", None, submenu=boards),
            MenuItem("Graphic Scoreboard", toggle("graphic_scoreboard"), checked=setting("graphic_scoreboard"),
                     separator_before=True),
            MenuItem("Sounds", toggle("sounds"), checked=setting("sounds")),
            MenuItem("Stone Click", toggle("stone_click"), checked=setting("stone_click")),
            MenuItem("Messages", toggle("messages"), checked=setting("messages")),
            MenuItem("Animations", toggle("animations"), checked=setting("animations")),
            MenuItem("Show High Scores", toggle("show_high_scores"), checked=setting("show_high_scores")),
            MenuItem("Oracle", lambda: oracle.toggle(in_game=game_running()), checked=lambda: oracle.enabled),
            MenuItem("Oracle Settings", None, submenu=[
                MenuItem("Keep Journal", oracle.toggle_journal, checked=setting("oracle_journal")),
                MenuItem("Yarrow Stalks", lambda: oracle.set_method("yarrow"),
                         checked=chosen("oracle_method", "yarrow"), separator_before=True),
                MenuItem("Three Coins", lambda: oracle.set_method("coins"),
                         checked=chosen("oracle_method", "coins"))]),
            MenuItem("Oracle Journal…", oracle.open_journal),
        ]),
        Menu("Help", [
            MenuItem("Undo Previous Move", game.undo, shortcut="ctrl+z", enabled=game.undo_offered),
            MenuItem("Show Possible Moves", game.show_possible_moves, shortcut="ctrl+m",
                     enabled=lambda: game_running() and game.hints_available()),
            MenuItem("Always Show Moves", game.toggle_always_show_moves, checked=setting("always_show_moves"),
                     enabled=mode_is("solitaire", "cooperative", "challenge")),
            MenuItem("Show Pouch…", game.show_pouch, shortcut="ctrl+p", enabled=game.hints_available),
            MenuItem("Suggest a Move", game.suggest_move,
                     enabled=lambda: game_running() and game.hints_available() and not game.match.game.is_over),
            MenuItem("Game Review…", game.review_game, enabled=game.can_review),
            MenuItem("Rules…", lambda: host.show_text("rules", "Rules"), separator_before=True),
            MenuItem("Strategy…", lambda: host.show_text("strategy", "Strategy")),
            MenuItem("The Oracle…", lambda: host.show_text("oracle", "The Oracle of the Stones")),
        ]),
        Menu("Scores", [
            MenuItem("Today's Scores…", lambda: host.scores.show("today")),
            MenuItem("All-Time Highs…", lambda: host.scores.show("all_time")),
            MenuItem("Tournament High Scores…", lambda: host.scores.show("tournament")),
            MenuItem("Statistics…", host.scores.show_statistics, separator_before=True),
        ]),
    ]
