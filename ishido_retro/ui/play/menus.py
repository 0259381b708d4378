"""Every menu of the Amiga manual, wired to the shell's ports (files, choices, texts) and the play parts.

One builder per menu; :func:`build_menus` puts them on the bar in the manual's order.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from ishido_retro.match import LEVELS, Match
from ishido_retro.ui import gestures
from ishido_retro.ui.menubar import Menu, MenuItem
from ishido_retro.ui.play.deals import Deals
from ishido_retro.ui.play.hints import Hints
from ishido_retro.ui.play.seats import ComputerSeats
from ishido_retro.ui.play.setup import GameSetup
from ishido_retro.ui.ports import HelpTexts, Prefs, SavedGames, ScoreBoards, ThemeChoices


class GameState(Protocol):
    """What the menus read of the game on show (and Undo, which the Help menu offers)."""

    @property
    def playing(self) -> bool: ...

    @property
    def match(self) -> Match: ...

    def undo(self) -> None: ...

    def undo_offered(self) -> bool: ...


class OracleMenu(Protocol):
    """Choices > Oracle, Oracle Settings and Oracle Journal."""

    @property
    def enabled(self) -> bool: ...

    def toggle(self, in_game: bool, person: bool = True) -> None: ...

    def toggle_journal(self) -> None: ...

    def set_method(self, method: str) -> None: ...

    def open_journal(self) -> None: ...


@dataclass(frozen=True)
class ShellPorts:
    """What the menus call of the shell: settings, themes, texts, saved games, scores, Quit and the lessons."""

    prefs: Prefs
    themes: ThemeChoices
    texts: HelpTexts
    files: SavedGames
    scores: ScoreBoards
    quit: Callable[[], None]
    lessons: Callable[[], None]


@dataclass(frozen=True)
class PlayParts:
    """What the menus call of the game: its state, deals, set-up, computer seats, hints and the Oracle."""

    control: GameState
    deals: Deals
    setup: GameSetup
    seats: ComputerSeats
    hints: Hints
    oracle: OracleMenu


def _setting(prefs: Prefs, name: str) -> Callable[[], bool]:
    return lambda: bool(getattr(prefs.settings, name))


def _toggle(prefs: Prefs, name: str) -> Callable[[], None]:
    return lambda: prefs.toggle_setting(name)


def _chosen(prefs: Prefs, key: str, name: str) -> Callable[[], bool]:
    return lambda: bool(getattr(prefs.settings, key) == name)


def _call(action: Callable[[str], None], name: str) -> Callable[[], None]:
    return lambda: action(name)


def _mode_is(control: GameState, *modes: str) -> Callable[[], bool]:
    return lambda: control.match.mode in modes


def _game_running(control: GameState) -> Callable[[], bool]:
    return lambda: control.playing and control.match.playing


def build_menus(shell: ShellPorts, play: PlayParts) -> list[Menu]:
    return [
        about_menu(shell.texts),
        file_menu(shell.files, shell.quit, play.control),
        game_menu(play, shell.prefs),
        choices_menu(shell.prefs, shell.themes, play.oracle, play.control),
        help_menu(play.control, play.hints, shell.prefs, shell.texts, shell.lessons),
        scores_menu(shell.scores),
    ]


def about_menu(texts: HelpTexts) -> Menu:
    return Menu("?", [MenuItem("About Ishido…", texts.about)])


def file_menu(files: SavedGames, quit_game: Callable[[], None], control: GameState) -> Menu:
    def playing() -> bool:
        return control.playing

    return Menu("File", [
        MenuItem("Load Game…", files.load),
        MenuItem("Save Game", files.save, shortcut="ctrl+s", enabled=playing),
        MenuItem("Save Game As…", files.save_as, enabled=playing),
        MenuItem("Quit", quit_game, shortcut="ctrl+q", separator_before=True),
    ])


def game_menu(play: PlayParts, prefs: Prefs) -> Menu:
    control, deals, setup, seats = play.control, play.deals, play.setup, play.seats
    levels = [MenuItem(level.capitalize(), _call(seats.set_level, level),
                       checked=_chosen(prefs, "computer_level", level))
              for level in LEVELS]
    modes = [MenuItem(f"{label}…", _call(setup.setup_mode, mode), checked=_mode_is(control, mode),
                      separator_before=(mode == "solitaire"))
             for mode, label in (("solitaire", "Solitaire"), ("cooperative", "Cooperative"),
                                 ("tournament", "Tournament"), ("challenge", "Challenge"))]
    return Menu("Game", [
        MenuItem("New Game", deals.new_game, shortcut="ctrl+n"),
        MenuItem("Start Game Over", deals.start_over,
                 enabled=lambda: control.playing and not control.match.waiting_for_player),
        MenuItem("End Game", deals.end_game, shortcut="ctrl+e", enabled=_game_running(control)),
        MenuItem("Play Deal…", deals.play_deal),
        MenuItem("Deal of the Day", deals.deal_of_the_day),
        *modes,
        MenuItem("Ancient", lambda: setup.set_scoring("ancient"), checked=lambda: control.match.scoring == "ancient",
                 separator_before=True, enabled=lambda: control.match.mode != "challenge"),
        MenuItem("Modern", lambda: setup.set_scoring("modern"), checked=lambda: control.match.scoring == "modern"),
        MenuItem("Computer Player 1", lambda: seats.toggle(0), checked=lambda: seats.checked(0),
                 separator_before=True),
        MenuItem("Computer Player 2", lambda: seats.toggle(1), checked=lambda: seats.checked(1),
                 enabled=lambda: seats.enabled(1)),
        MenuItem("Computer Level", None, submenu=levels),
        MenuItem("Timer", None, submenu=[
            MenuItem("Tournament Timer…", lambda: setup.timer_dialog("tournament"),
                     enabled=_mode_is(control, "tournament")),
            MenuItem("Challenge Timer…", lambda: setup.timer_dialog("challenge"),
                     enabled=_mode_is(control, "challenge"))]),
    ])


def choices_menu(prefs: Prefs, themes: ThemeChoices, oracle: OracleMenu, control: GameState) -> Menu:
    game_running = _game_running(control)
    return Menu("Choices", [
        MenuItem("Stonesets…", themes.open_stonesets, chooser=True),
        MenuItem("Boards…", themes.open_boards, chooser=True),
        MenuItem("Graphic Scoreboard", _toggle(prefs, "graphic_scoreboard"),
                 checked=_setting(prefs, "graphic_scoreboard"), separator_before=True),
        MenuItem("Sounds", _toggle(prefs, "sounds"), checked=_setting(prefs, "sounds")),
        MenuItem("Stone Click", _toggle(prefs, "stone_click"), checked=_setting(prefs, "stone_click")),
        MenuItem("Messages", _toggle(prefs, "messages"), checked=_setting(prefs, "messages")),
        MenuItem("Refusal Windows", _toggle(prefs, "refusal_windows"), checked=_setting(prefs, "refusal_windows"),
                 enabled=_setting(prefs, "messages")),
        MenuItem("Animations", _toggle(prefs, "animations"), checked=_setting(prefs, "animations")),
        MenuItem("Show High Scores", _toggle(prefs, "show_high_scores"), checked=_setting(prefs, "show_high_scores")),
        MenuItem("Ask Before Hints", _toggle(prefs, "ask_before_hints"), checked=_setting(prefs, "ask_before_hints")),
        MenuItem("Oracle", lambda: oracle.toggle(game_running(), not control.match.only_computers()),
                 checked=lambda: oracle.enabled),
        MenuItem("Oracle Settings", None, submenu=[
            MenuItem("Keep Journal", oracle.toggle_journal, checked=_setting(prefs, "oracle_journal")),
            MenuItem("Yarrow Stalks", lambda: oracle.set_method("yarrow"),
                     checked=_chosen(prefs, "oracle_method", "yarrow"), separator_before=True),
            MenuItem("Three Coins", lambda: oracle.set_method("coins"),
                     checked=_chosen(prefs, "oracle_method", "coins"))]),
        MenuItem("Oracle Journal…", oracle.open_journal),
        *_page_items(prefs),
    ])


def _page_items(prefs: Prefs) -> list[MenuItem]:
    """What only a browser page has: pyxel's gamepad on a touch screen (off unless chosen)."""
    from ishido_retro.ui import webtouch
    if not webtouch.in_page():
        return []
    return [MenuItem("Gamepad on Screen", _toggle(prefs, "virtual_gamepad"), checked=_setting(prefs, "virtual_gamepad"),
                     separator_before=True)]


def help_menu(control: GameState, hints: Hints, prefs: Prefs, texts: HelpTexts, lessons: Callable[[], None]) -> Menu:
    game_running = _game_running(control)
    return Menu("Help", [
        MenuItem("Undo Previous Move", control.undo, shortcut="ctrl+z", enabled=control.undo_offered),
        MenuItem("Show Possible Moves", hints.show_possible_moves, shortcut="ctrl+m",
                 enabled=lambda: game_running() and hints.available()),
        MenuItem("Always Show Moves", hints.toggle_always_show_moves, checked=_setting(prefs, "always_show_moves"),
                 enabled=_mode_is(control, "solitaire", "cooperative", "challenge")),
        MenuItem("Show Pouch…", hints.show_pouch, shortcut="ctrl+p", enabled=hints.available),
        MenuItem("Suggest a Move", hints.suggest_move,
                 enabled=lambda: game_running() and hints.available() and not control.match.game.is_over),
        MenuItem("Game Review…", hints.review_game, enabled=hints.can_review),
        MenuItem("Rules…", lambda: texts.show_text("rules", "Rules"), separator_before=True),
        MenuItem("Strategy…", lambda: texts.show_text("strategy", "Strategy")),
        MenuItem("The Oracle…", lambda: texts.show_text("oracle", "The Oracle of the Stones")),
        MenuItem("Lessons…", lessons),
        MenuItem("Keys…", lambda: texts.show_text(gestures.say("keys_text"), gestures.say("keys_title")),
                 shortcut="f1"),
    ])


def scores_menu(scores: ScoreBoards) -> Menu:
    """The manual's three boards by their names, then what this game adds: today's board and the statistics."""
    return Menu("Scores", [
        MenuItem("Modern Scores…", lambda: scores.show("all_time", scoring="modern"),
                 former_labels=("All-Time Highs…",)),
        MenuItem("Ancient Scores…", lambda: scores.show("all_time", scoring="ancient")),
        MenuItem("Tournament Scores…", lambda: scores.show("tournament"), former_labels=("Tournament High Scores…",)),
        MenuItem("Today's Scores…", lambda: scores.show("today"), separator_before=True),
        MenuItem("Statistics…", scores.show_statistics),
    ])
