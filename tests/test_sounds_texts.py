"""Synthesised sounds and the in-game texts."""

import struct
import wave

import pytest

from ishido_retro.paths import MissingAssetError
from ishido_retro.texts import load_text, wrap_text
from ishido_retro.ui.headless import ensure_pyxel


@pytest.fixture(scope="module")
def sounds():
    ensure_pyxel()
    from ishido_retro.ui.sounds import Sounds
    s = Sounds()
    s.setup()
    return s


def test_every_sound_renders_audible_and_short(sounds, tmp_path):
    from ishido_retro.ui.sounds import SOUND_DEFS, render_wav
    for name in SOUND_DEFS:
        path = tmp_path / f"{name}.wav"
        render_wav(name, path)
        with wave.open(str(path)) as w:
            seconds = w.getnframes() / w.getframerate()
            frames = w.readframes(w.getnframes())
        peak = max(abs(v) for v in struct.unpack(f"<{len(frames) // 2}h", frames))
        assert peak > 300, f"{name} is silent"
        assert 0.05 < seconds < 5, f"{name} lasts {seconds:.2f} s"


def test_toggles_govern_what_plays(sounds):
    sounds.last_played.clear()
    sounds.enabled, sounds.click_enabled = True, False
    sounds.play("click")
    sounds.play("fourway")
    assert sounds.last_played == ["fourway"]
    sounds.enabled = False
    sounds.play("error")
    assert sounds.last_played == ["fourway"]
    sounds.enabled = sounds.click_enabled = True
    sounds.play("pickup")
    assert sounds.last_played[-1] == "pickup"
    with pytest.raises(KeyError):
        sounds.play("kazoo")


@pytest.mark.parametrize("name", ["rules", "strategy", "about"])
def test_texts_exist_and_wrap_within_the_window(name):
    text = load_text(name)
    assert len(text) > 500 if name != "about" else len(text) > 200
    lines = wrap_text(text, 68)
    assert all(len(line) <= 68 for _, line in lines)
    assert any(kind == "heading" for kind, _ in lines)
    # No word is lost: every word of the source appears in the wrapped lines, in order.
    source = [w for raw in text.split("\n") for w in (raw[2:] if raw.startswith("# ") else raw).split()]
    wrapped = [w for _, line in lines for w in line.split()]
    assert wrapped == source


def test_wrap_text_marks_headings_blank_lines_and_keeps_diagrams():
    lines = wrap_text("# Title\n\nOne two three four five six.\n\n  keep  it\n  a b c d e f g h\n", 10)
    assert lines[0] == ("heading", "Title")
    assert ("blank", "") in lines
    assert ("text", "  keep  it") in lines                        # drawn as written
    assert ("text", "  a b c d") in lines and ("text", "  e f g h") in lines   # too long: wrapped, indented
    assert [t for k, t in lines if k == "text"][:3] == ["One two", "three four", "five six."]


def test_text_names_cannot_escape():
    with pytest.raises(ValueError):
        load_text("../README")
    with pytest.raises(MissingAssetError, match="nonesuch.txt"):
        load_text("nonesuch")
