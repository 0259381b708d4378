"""The player's settings and choices, kept between runs in ``settings.yaml``.

Pure: no pyxel. A missing, unreadable or damaged file gives the defaults and a
message; the damaged file is left where it is until the player changes a
setting, and is then kept beside the new one as ``settings.yaml.bad``.
"""

from __future__ import annotations

import os
from dataclasses import asdict, dataclass, fields
from pathlib import Path

import yaml

from . import userdata

FILE_NAME = "settings.yaml"
FORMAT = "ishido-settings/1"


@dataclass
class Settings:
    graphic_scoreboard: bool = True
    sounds: bool = True
    stone_click: bool = True
    messages: bool = True
    show_high_scores: bool = False
    always_show_moves: bool = False
    oracle: bool = False
    scoring: str = "modern"            # modern | ancient
    mode: str = "solitaire"            # solitaire | cooperative | tournament | challenge
    computer_player_1: bool = False
    computer_player_2: bool = False
    computer_level: str = "master"     # novice | adept | master
    tournament_minutes: int = 0        # minutes per tournament game, 1-60; 0: no timer
    challenge_seconds: int = 0         # seconds per challenge move, 1-60; 0: no timer
    stoneset: str = "Ishido"
    board: str = "Ishido"
    matching_board: bool = True
    fullscreen: bool = False

    def as_dict(self) -> dict:
        return asdict(self)


_CHOICES = {"scoring": ("modern", "ancient"), "mode": ("solitaire", "cooperative", "tournament", "challenge"),
            "computer_level": ("novice", "adept", "master")}
_RANGES = {"tournament_minutes": (0, 60), "challenge_seconds": (0, 60)}


def settings_path() -> Path:
    return userdata.data_dir() / FILE_NAME


def from_mapping(data: object) -> tuple[Settings, list[str]]:
    """Settings from a loaded mapping, ignoring (and reporting) what does not fit."""
    settings = Settings()
    problems: list[str] = []
    if not isinstance(data, dict):
        return settings, ["the settings file does not hold a mapping of settings"]
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
        elif isinstance(value, str) and len(value) <= 100 and value in _CHOICES.get(f.name, (value,)):
            setattr(settings, f.name, value)
        else:
            problems.append(f"{f.name} has an unusable value")
    return settings, problems


def load() -> tuple[Settings, str | None]:
    """The saved settings and a message when the file could not be used as a whole."""
    path = settings_path()
    if not path.exists():
        return Settings(), None
    try:
        data = yaml.safe_load(userdata.read_limited(path, 64 * 1024).decode("utf-8"))
    except (OSError, ValueError, UnicodeDecodeError, yaml.YAMLError) as exc:
        return Settings(), f"Your settings file could not be read ({type(exc).__name__}); the defaults are used."
    if isinstance(data, dict):
        data = {k: v for k, v in data.items() if k != "format"}
    settings, problems = from_mapping(data)
    if problems:
        return settings, "Some settings were ignored: " + "; ".join(problems) + "."
    return settings, None


def save(settings: Settings) -> None:
    path = settings_path()
    if path.exists():
        try:
            yaml.safe_load(path.read_text("utf-8"))
        except (OSError, ValueError, yaml.YAMLError):
            os.replace(path, path.with_name(FILE_NAME + ".bad"))
    text = yaml.safe_dump({"format": FORMAT, **settings.as_dict()}, sort_keys=False)
    userdata.atomic_write(path, text)
