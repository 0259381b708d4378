"""The player's settings and choices, kept between runs in ``settings.yaml``.

Pure: no pyxel, no files. :func:`parse_settings` reads the bytes of a settings file,
:func:`from_mapping` takes what fits (values of the wrong type are reported and
ignored) and :func:`merged_text` writes the new file's text. Reading and writing the
file is :mod:`ishido_retro.storage.settingsfile`'s business: a missing, unreadable or
damaged file gives the defaults and a message, and the file is left as it is until the
player changes a setting; then a damaged file, or one holding values of the wrong type,
is first kept as ``settings.yaml.bad`` (or ``settings.yaml.2.bad``..., never
overwritten) and the new file replaces it atomically.

Two copies of the game may run at once: the new text holds only the settings this
copy changed since it loaded or last saved, so what the other copy saved in between is
kept (and so are keys this version does not know).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import TYPE_CHECKING, Any

from ishido_retro import formats
from ishido_retro.formats import WrongShape, decode_text, require_mapping

if TYPE_CHECKING:
    from ishido_retro.match import Seat

FILE_NAME = "settings.yaml"
FORMAT = "ishido-settings/1"
MAX_BYTES = 64 * 1024
WHAT = "a settings file"


@dataclass
class Settings:
    graphic_scoreboard: bool = True
    sounds: bool = True
    stone_click: bool = True
    messages: bool = True
    refusal_windows: bool = False    # a refused square opens the Amiga's "Not There" requester (with messages on)
    animations: bool = True          # stones glide, a 4-Way ripples (off: the board changes at once)
    show_high_scores: bool = False
    always_show_moves: bool = False
    oracle: bool = False
    oracle_journal: bool = True        # every reading is added to the Oracle journal
    oracle_method: str = "yarrow"      # yarrow | coins: how the Oracle casts its lines
    scoring: str = "modern"            # modern | ancient
    mode: str = "solitaire"            # solitaire | cooperative | tournament | challenge
    computer_player_1: bool = False
    computer_player_2: bool = False
    computer_level: str = "master"     # novice | adept | master
    tournament_minutes: int = 0        # minutes per tournament game, 1-60; 0: no timer
    challenge_seconds: int = 0         # seconds per challenge move, 1-60; 0: no timer
    seat_1_name: str = ""              # Cooperative and Challenge: seat 1's name; "": Player 1 / Computer 1
    seat_2_name: str = ""              # ... and seat 2's
    stoneset: str = "Ishido"
    board: str = "Ishido"
    matching_board: bool = True
    fullscreen: bool = False
    ask_before_hints: bool = True      # a hint asks first whether to keep the game off the All-Time board
    scoreboard_hint: bool = True       # a first game's status line says a click on the scoreboard shows digits
    virtual_gamepad: bool = False      # a page on a touch screen shows pyxel's gamepad (Choices > Gamepad on Screen)

    def as_dict(self) -> dict:
        return asdict(self)

    # --- the seats: Computer Player 1 and 2 and the names of the two seats ---------------------------

    def computer_in_seat(self, seat: int) -> bool:
        """Whether Computer Player ``seat + 1`` is checked."""
        return self.computer_player_1 if seat == 0 else self.computer_player_2

    def set_computer_in_seat(self, seat: int, on: bool) -> None:
        if seat == 0:
            self.computer_player_1 = on
        else:
            self.computer_player_2 = on

    def seat_name(self, seat: int) -> str:
        """The name chosen for seat ``seat`` of Cooperative and Challenge play ("": its default name)."""
        return self.seat_1_name if seat == 0 else self.seat_2_name

    def seats(self, mode: str) -> tuple[Seat, ...]:
        """The seats these settings give a new match in ``mode``."""
        from ishido_retro.match import default_seats
        return default_seats(mode, self.computer_player_1, self.computer_player_2, self.computer_level,
                             (self.seat_1_name, self.seat_2_name))


_RANGES = {"tournament_minutes": (0, 60), "challenge_seconds": (0, 60)}


def _choices() -> tuple[dict[str, tuple[str, ...]], dict[str, int]]:
    """The values a choice may take, and the longest name of a seat (the match's and the engine's words, loaded
    when a settings file is first read: a first start shows its title without them)."""
    from ishido_retro.engine.scoring import SCORINGS
    from ishido_retro.match import LEVELS, MAX_NAME, MODES
    return ({"scoring": SCORINGS, "mode": MODES, "computer_level": LEVELS, "oracle_method": ("yarrow", "coins")},
            {"seat_1_name": MAX_NAME, "seat_2_name": MAX_NAME})


def from_mapping(data: object) -> tuple[Settings, list[str]]:
    """Settings from a loaded mapping, ignoring (and reporting) what does not fit."""
    settings = Settings()
    problems: list[str] = []
    if not isinstance(data, dict):
        return settings, ["the settings file does not hold a mapping of settings"]
    choices, names = _choices()
    for f in fields(Settings):
        if f.name not in data:
            continue
        value = data[f.name]
        default = getattr(settings, f.name)
        if isinstance(default, bool):
            if isinstance(value, bool):
                setattr(settings, f.name, value)
            else:
                problems.append(f"{f.name} should be true or false")
        elif isinstance(default, int):
            low, high = _RANGES[f.name]
            if isinstance(value, int) and not isinstance(value, bool) and low <= value <= high:
                setattr(settings, f.name, value)
            else:
                problems.append(f"{f.name} should be a whole number from {low} to {high}")
        elif f.name in names:
            if isinstance(value, str) and len(value) <= names[f.name] and value.isprintable():
                setattr(settings, f.name, value)
            else:
                problems.append(f"{f.name} should be a name of at most {names[f.name]} letters")
        elif isinstance(value, str) and len(value) <= 100 and value in choices.get(f.name, (value,)):
            setattr(settings, f.name, value)
        else:
            problems.append(f"{f.name} has an unusable value")
    return settings, problems


def parse_settings(data: bytes) -> dict[str, Any]:
    """The mapping a settings file holds (without ``format``); DataFileError when it is damaged."""
    loaded = formats.load_yaml_text(decode_text(data, WHAT, FILE_NAME), WHAT, FILE_NAME, max_depth=8)
    if loaded is None:
        return {}
    mapping = require_mapping(loaded, WHAT, FILE_NAME)
    return {k: v for k, v in mapping.items() if k != "format"}


def merged_text(old: bytes | None, mine: dict[str, Any], before: dict[str, Any] | None) -> str:
    """The text of the settings file after this copy saves ``mine`` over the file's bytes ``old`` (None: none).

    Only the settings this copy changed since ``before`` (what it last loaded or saved; None:
    everything) replace what the file holds; keys of a newer version are kept. A file that
    cannot be read, or holds values of the wrong type, raises DataFileError (it is kept as a
    ``.bad`` copy and the text is asked again for no file).
    """
    disk: dict[str, Any] = {}
    if old is not None:
        disk = parse_settings(old)
        if from_mapping(disk)[1]:
            raise WrongShape("the settings file holds values of the wrong type")
    merged: dict[str, Any] = {"format": FORMAT}
    for key, value in mine.items():
        changed = before is None or before.get(key) != value
        merged[key] = value if changed or key not in disk else disk[key]
    merged.update({k: v for k, v in disk.items() if k not in merged})   # keys of a newer version
    import yaml  # not before settings are first written: a quick start
    try:
        return yaml.safe_dump(merged, sort_keys=False, allow_unicode=True)
    except (yaml.YAMLError, ValueError, TypeError):
        # A key this version does not know holds a value it cannot write back: keep the file as a copy.
        raise WrongShape("the settings file holds a value this version cannot write back") from None
