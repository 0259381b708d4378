"""The Game menu's set-up dialogs: the four modes, the two timers and the tournament player's name.

Each is a requester with buttons ``OK`` and ``Cancel`` (the runner clicks them
by name); what is chosen goes to a callback, never straight into the match.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ishido_retro.match import MAX_NAME, MODE_NAMES, default_seat_name, is_default_seat_name, seat_count
from ishido_retro.settings import Settings
from ishido_retro.ui import draw
from ishido_retro.ui.widgets import CheckBox, EntryRequester, RadioGroup, Requester, Slider, TextEntry
from ishido_retro.ui.widgets.base import Label, Widget
from ishido_retro.ui.widgets.textentry import field_width

INTRO = {
    "solitaire": "Play alone on a fresh deal, or let Computer Player 1 play it while you watch.",
    "cooperative": "Two players take turns and build one team score. Computer Player 1 moves first, "
                   "Computer Player 2 second; a person takes any seat left unticked.",
    "challenge": "Two players take turns, each scoring alone. Modern scoring only; no Undo. "
                 "Computer Player 1 moves first, Computer Player 2 second.",
    "tournament": "Players take turns playing whole games on the same deal; the best score wins. "
                  "A name is asked before each game. With Computer Player 1 ticked the computer plays the next game.",
}


@dataclass(frozen=True)
class SetupChoice:
    mode: str
    scoring: str
    computer_1: bool
    computer_2: bool
    new_tournament: bool
    names: tuple[str, str] = ("", "")      # Cooperative and Challenge: the seats' names ("": the default)


def setup_requester(mode: str, settings: Settings, tournament_running: bool, game_running: bool,
                    on_ok: Callable[[SetupChoice], None]) -> Requester:
    """The set-up dialog of ``mode``, preset from ``settings``."""
    body: list[Widget] = []
    y = 0
    scoring_group: RadioGroup | None = None
    if mode != "challenge":
        body.append(Label(0, y + 1, "Scoring:"))
        scoring_group = RadioGroup(draw.text_width("Scoring:") + 6, y, ["Ancient", "Modern"],
                                   selected=settings.scoring.capitalize(),
                                   name="Scoring", horizontal=True)
        body.append(scoring_group)
        y += 14
    cp1 = CheckBox(0, y, "Computer Player 1", checked=settings.computer_player_1)
    body.append(cp1)
    y += 13
    cp2: CheckBox | None = None
    name_fields: list[TextEntry] = []
    if seat_count(mode) == 2:
        cp2 = CheckBox(0, y, "Computer Player 2", checked=settings.computer_player_2)
        body.append(cp2)
        y += 14
        name_fields = _seat_name_fields(body, y, settings, mode)
        y += 2 * (TextEntry.H + 2)
    which: RadioGroup | None = None
    if mode == "tournament" and tournament_running:
        which = RadioGroup(0, y, ["Continue Tournament", "New Tournament"], name="Tournament")
        body.append(which)
    text = INTRO[mode]
    if game_running:
        text += " The game in progress ends."

    def closed(result: object) -> None:
        if result != "OK":
            return
        scoring = "modern" if scoring_group is None else scoring_group.value.lower()
        new = which is None or which.value == "New Tournament"
        names = tuple("" if is_default_seat_name(f.value, i) else f.value.strip() for i, f in enumerate(name_fields))
        on_ok(SetupChoice(mode, scoring, cp1.checked, cp2.checked if cp2 else False, new,
                          (names[0], names[1]) if names else ("", "")))

    return Requester(f"{MODE_NAMES[mode]} Game", text, buttons=("OK", "Cancel"), on_close=closed, body=body)


def _seat_name_fields(body: list[Widget], y: int, settings: Settings, mode: str) -> list[TextEntry]:
    """Two name fields, "Player 1 Name" and "Player 2 Name", preset to the names the seats have now."""
    fields = []
    for i in range(2):
        label = f"Name {i + 1}:"
        body.append(Label(0, y + 2, label))
        shown = settings.seat_name(i) or default_seat_name(mode, i, settings.computer_in_seat(i))
        field = TextEntry(draw.text_width(label) + 6, y, field_width(MAX_NAME), shown, max_len=MAX_NAME,
                          name=f"Player {i + 1} Name")         # the longest name shown whole
        body.append(field)
        fields.append(field)
        y += TextEntry.H + 2
    return fields


def timer_requester(kind: str, settings: Settings, on_ok: Callable[[int], None]) -> Requester:
    """Tournament Timer (1-60 minutes a game) or Challenge Timer (1-60 seconds a move); 0 means no timer."""
    tournament = kind == "tournament"
    current = settings.tournament_minutes if tournament else settings.challenge_seconds
    unit = "minutes for each tournament game" if tournament else "seconds for each challenge move"
    on = CheckBox(0, 0, "Timer On", checked=True)      # the dialog is opened to set a time: on, until unticked
    slider = Slider(0, 14, 120, 1, 60, current or (30 if tournament else 20), name="Time",
                    fmt="{} min" if tournament else "{} s", page=5)

    def closed(result: object) -> None:
        if result == "OK":
            on_ok(slider.value if on.checked else 0)

    title = "Tournament Timer" if tournament else "Challenge Timer"
    return Requester(title, f"Set the {unit} (1 to 60) with the slider; untick Timer On for no limit.",
                     buttons=("OK", "Cancel"), on_close=closed, body=[on, slider])


def tournament_name_requester(number: int, computer: bool, on_ok: Callable[[str], None]) -> EntryRequester:
    """Asked before each tournament game: who plays it."""
    default = "Computer" if computer else ""

    def closed(result: object) -> None:
        if isinstance(result, tuple) and result[0] == "OK" and str(result[1]).strip():
            on_ok(str(result[1]).strip())

    who = "The computer plays this game." if computer else "Type the player's name."
    return EntryRequester(f"Tournament Game {number}", f"Who plays game {number} on this deal? {who}",
                          value=default, max_len=MAX_NAME, on_close=closed, name="Player Name")
