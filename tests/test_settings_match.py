"""The match's settings: computer level and the two timers, checked when loaded."""

from ishido_retro.settings import from_mapping


def test_timer_and_level_settings_load_when_in_range():
    settings, problems = from_mapping({"computer_level": "adept", "tournament_minutes": 60, "challenge_seconds": 1})
    assert problems == []
    assert (settings.computer_level, settings.tournament_minutes, settings.challenge_seconds) == ("adept", 60, 1)


def test_bad_timer_and_level_settings_fall_back_with_a_reason():
    settings, problems = from_mapping({"computer_level": "grandmaster", "tournament_minutes": 61,
                                       "challenge_seconds": True})
    assert (settings.computer_level, settings.tournament_minutes, settings.challenge_seconds) == ("master", 0, 0)
    assert problems == ["computer_level has an unusable value",
                        "tournament_minutes should be a whole number from 0 to 60",
                        "challenge_seconds should be a whole number from 0 to 60"]
