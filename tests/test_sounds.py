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


@pytest.mark.parametrize("name", sorted(EXPECTED_SECONDS))
def test_sounds_are_levelled(mod, name, tmp_path):
    """Every sound peaks between -24 and -14 dBFS: none near silent (the pick-up was at -35), none loud."""
    import math
    path = tmp_path / f"{name}.wav"
    mod.Sounds().render_wav(name, path)
    _seconds, samples = read_wav(path)
    peak = 20 * math.log10(max(abs(v) for v in samples) / 32768)
    assert -24 <= peak <= -14, f"{name} peaks at {peak:.1f} dBFS"


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
