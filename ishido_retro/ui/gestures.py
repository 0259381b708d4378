"""The words that name a gesture, for the input in use: taps on a phone, keys and buttons at a desk.

Every text that tells the player what to press, click or tap is one entry of :data:`WORDS` and is read with
:func:`say` when it is shown, so it follows the input of the moment (:mod:`.inputkind`). A new text of this
kind is a new entry here, with a wording for each input.
"""

from __future__ import annotations

from ishido_retro.ui import inputkind

MOUSE, TOUCH = inputkind.MOUSE, inputkind.TOUCH

WORDS: dict[str, dict[str, str]] = {
    # the status line of the board when nothing else is said: where the menus are
    "menus": {MOUSE: "Hold the right button or F10 for menus.", TOUCH: "Tap the title strip for menus."},
    # once the game is over (i47), after why it ended, in the status line's 39 characters: the scoreboard starts a
    # new one; the stone that ended it can still be moved
    "game_over": {MOUSE: "Click score: new game.", TOUCH: "Tap score: new game."},
    "game_over_move": {MOUSE: "Score: new game; last stone: move it.", TOUCH: "Tap score: new game, stone: move it."},
    # a first game's hint after a stone's line (Roman marks shown)
    "scoreboard_digits": {MOUSE: "Click the score: digits.", TOUCH: "Tap the score: digits."},
    "next_player": {MOUSE: "Click the board for the next player.", TOUCH: "Tap the board for the next player."},
    "stop_computer": {MOUSE: "Click or Esc stops the computer.", TOUCH: "Tap the board to stop the computer."},
    # a lesson's status line, after its name
    "leave_lesson": {MOUSE: "Esc to leave.", TOUCH: "Hold to leave."},
    # Help > Keys…: the help text (a file of resources/texts) and its window's title
    "keys_text": {MOUSE: "keys", TOUCH: "touch"},
    "keys_title": {MOUSE: "Keys", TOUCH: "Playing by Touch"},
    # the title screen
    "start": {MOUSE: "Click or press a key", TOUCH: "Tap to start"},
    "lessons": {MOUSE: "New to Ishido? Press L for the lessons.", TOUCH: "New to Ishido? Tap here for the lessons."},
}


def say(key: str, kind: str | None = None) -> str:
    """The words of ``key`` for ``kind`` (default: the input in use)."""
    return WORDS[key][kind or inputkind.current()]
