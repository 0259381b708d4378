"""Every named sound renders offline to an audible WAV of the right length; toggles silence play."""

import array
import wave

import pytest

from ishido_retro.ui.headless import ensure_pyxel

EXPECTED_SECONDS = {            # (shortest, longest) plausible length
    "chimes": (3.0, 4.5),
    "click": (0.02, 0.15),
    "pickup": (0.01, 0.15),
    "menu": (0.01, 0.15),
    "error": (0.1, 0.6),
    "fourway": (0.6, 2.0),
    "gameover": (1.0, 3.5),
}


@pytest.fixture(scope="module")
def mod():
    ensure_pyxel()
    from ishido_retro.ui import sounds
    sounds.setup()
    return sounds


def read_wav(path):
    with wave.open(str(path)) as w:
        assert w.getsampwidth() == 2
        seconds = w.getnframes() / w.getframerate()
        samples = array.array("h", w.readframes(w.getnframes()))
    return seconds, samples


def test_names(mod):
    assert set(mod.NAMES) == set(EXPECTED_SECONDS)
    slots = [slot for voices in mod.SOUND_DEFS.values() for slot, _ch, _d in voices]
    assert len(slots) == len(set(slots)) and all(0 <= s <= 15 for s in slots)
    assert all(0 <= ch <= 3 for voices in mod.SOUND_DEFS.values() for _s, ch, _d in voices)


@pytest.mark.parametrize("name", sorted(EXPECTED_SECONDS))
def test_renders_audible_wav(mod, name, tmp_path):
    path = tmp_path / f"{name}.wav"
    sec = mod.Sounds().render_wav(name, path)
    seconds, samples = read_wav(path)
    low, high = EXPECTED_SECONDS[name]
    assert low <= seconds <= high, f"{name}: {seconds:.3f} s"
    assert abs(seconds - sec) < 0.01
    assert max(abs(v) for v in samples) > 300, f"{name} is silent"


PEAKS = {                       # (lowest, highest) peak in dBFS: the chimes near -3, nothing faint, nothing clips
    "chimes": (-4.0, -2.0),
    "click": (-9.0, -2.0),
    "pickup": (-9.0, -2.0),
    "menu": (-9.0, -2.0),
    "error": (-9.0, -2.0),
    "fourway": (-9.0, -2.0),
    "gameover": (-9.0, -2.0),
}


def peak_dbfs(samples):
    import math
    return 20 * math.log10(max(abs(v) for v in samples) / 32768)


@pytest.mark.parametrize("name", sorted(EXPECTED_SECONDS))
def test_sounds_are_levelled(mod, name, tmp_path):
    """Each sound rendered alone peaks in its band (the chimes were at -18 dBFS) and no sample clips."""
    path = tmp_path / f"{name}.wav"
    mod.Sounds().render_wav(name, path)
    _seconds, samples = read_wav(path)
    low, high = PEAKS[name]
    assert low <= peak_dbfs(samples) <= high, f"{name} peaks at {peak_dbfs(samples):.1f} dBFS"
    assert not any(abs(v) >= 32767 for v in samples)


@pytest.mark.parametrize("first", ["click", "fourway"])
def test_a_last_stone_and_the_game_over_together_do_not_clip(mod, tmp_path, first):
    """The stone that ends a game sounds with the Game Over phrase: on their channels, mixed, no clipping."""
    import pyxel
    channels: list[list[int]] = [[], [], [], []]
    for name in (first, "gameover"):                    # the later sound takes over a shared channel
        for slot, channel, _definition in mod.SOUND_DEFS[name]:
            channels[channel] = [slot]
    music = pyxel.Music()
    music.set(*channels)
    path = tmp_path / "together.wav"
    music.save(str(path), min(mod.duration(first), mod.duration("gameover")))   # while both sound (pyxel repeats)
    _seconds, samples = read_wav(path)
    assert peak_dbfs(samples) < -1.0 and not any(abs(v) >= 32767 for v in samples)


@pytest.mark.parametrize("name", sorted(EXPECTED_SECONDS))
def test_voices_last_equally_long(mod, name):
    # pyxel repeats a shorter voice of a mixed sound, so all voices must end together.
    import pyxel
    lengths = {round(pyxel.sounds[slot].total_sec(), 3) for slot, _c, _d in mod.SOUND_DEFS[name]}
    assert len(lengths) == 1


def test_chimes_ring_and_fade(mod, tmp_path):
    path = tmp_path / "chimes.wav"
    mod.render_wav("chimes", path)
    seconds, samples = read_wav(path)
    rate = len(samples) / seconds
    tenth = int(rate / 10)
    peaks = [max(abs(v) for v in samples[i:i + tenth]) for i in range(0, len(samples) - tenth + 1, tenth)]
    strikes = sum(1 for a, b in zip(peaks, peaks[1:]) if b > a * 1.3 and b > 500)
    assert strikes >= 6                       # many bells, not one long tone
    assert peaks[-1] < max(peaks) / 4         # it dies away at the end


def test_toggles_suppress_play(mod):
    s = mod.Sounds(enabled=True, click_enabled=False)
    s.setup()
    assert s.play("click") is False and s.play("pickup") is False
    assert s.play("fourway") is True
    assert s.last_played == ["fourway"]
    s.click_enabled = True
    s.play("click")
    assert s.last_played == ["fourway", "click"]
    s.enabled = False
    for name in EXPECTED_SECONDS:
        assert s.play(name) is False
    assert s.last_played == ["fourway", "click"]
    s.enabled = True
    s.play("menu")
    assert s.last_played[-1] == "menu"
    s.stop()
    with pytest.raises(KeyError):
        s.play("trumpet")


def test_play_before_setup_defines_the_sounds(mod):
    s = mod.Sounds()
    assert s.play("menu") is True
    s.stop("menu")


def test_the_chimes_greet_the_board_and_every_menu_choice_ticks(pyxel_ready):
    """Where the manual plays them: wind chimes as the board is presented (not over the title), the
    stone's click as it is placed; the menu tick on every choice, silent once Sounds is off."""
    from helpers import greedy_square, run
    app = run([])
    assert app.sounds.last_played == []                     # the title is quiet
    run([{"click": [160, 100]}], app=app)
    assert app.sounds.last_played == ["chimes"]             # the board, with wind chimes
    run([{"menu": ["Choices", "Graphic Scoreboard"]}], app=app)
    assert app.sounds.last_played == ["chimes", "menu"]
    run([{"click": {"square": list(greedy_square(app.game))}}], app=app)
    assert app.sounds.last_played[-1] == "click"
    run([{"menu": ["Choices", "Sounds"]}], app=app)          # turned off by this choice: no tick
    assert app.sounds.last_played == ["chimes", "menu", "click"] and not app.settings.sounds
    run([{"menu": ["Choices", "Sounds"]}], app=app)          # on again: the choice ticks
    assert app.sounds.last_played == ["chimes", "menu", "click", "menu"]
    run([{"menu": ["Game", "New Game"]}], app=app)
    assert "chimes" not in app.sounds.last_played[1:]        # a new game on the board: no chimes again
