"""The game's sounds, synthesised with pyxel (nothing recorded).

========== ================================================= =================
name       what it is                                        slots -> channels
========== ================================================= =================
chimes     wind chimes for the title: soft pentatonic bells  0,1,2 -> 1,2,3
           struck at uneven moments, each ringing away
           (3.5 s)
click      a stone set down: a short wooden clack            3 -> 0
pickup     a stone lifted: a tick and a short soft tone      4 -> 0
menu       a menu choice: a very short, soft tick            5 -> 0
error      an illegal move: a low, soft buzzing thud         6 -> 1
fourway    a 4-Way: a bright rising arpeggio of bells        7,8 -> 2,3
gameover   the end of a game: a short falling phrase         9,10 -> 1,2
========== ================================================= =================

Sound slots 0..15 and channels 0..3 are reserved for these (slots 11..15 are
spare).  Stone noises share channel 0, so a click cuts a pickup short instead
of piling up.

Levels: pyxel leaves a channel at full volume about 18 dB under full scale, so the
four tones' gains are raised (:data:`TONE_GAINS`) until the chimes peak near -3 dBFS,
loud enough over a quiet room; every sound then peaks between -9 and -2 dBFS, and
none clips, alone or with the sound that can start with it (a game's last stone and
the end of the game).

Where they play (the Amiga manual: the board is presented with the sound of wind
chimes; the stones click as they are placed): ``chimes`` when the board first
appears after the title, ``click`` and ``fourway`` when a stone is placed, ``pickup``
when the touchstone is lifted, ``error`` for a refused move or a turn timed out,
``gameover`` with the Game Over summary, ``menu`` when a menu item is chosen.

Toggles (the Choices menu): ``enabled`` ("Sounds") governs every sound;
``click_enabled`` ("Stone Click") governs ``click`` and ``pickup`` only.
"""

from __future__ import annotations

from pathlib import Path
from typing import cast

import pyxel

from ishido_retro.storage import userdata

CHANNELS = range(0, 4)

STONE_SOUNDS = frozenset({"click", "pickup"})

# pyxel's four tones (triangle, square, pulse, noise) at their default balance, all raised by LEVEL.
LEVEL = 5.6
TONE_GAINS = (1.0 * LEVEL, 0.3 * LEVEL, 0.3 * LEVEL, 0.6 * LEVEL)

# A struck bell: a quick drop after the strike, then a long fading tail (ticks: 48 a quarter at T120).
_BELL = "@ENV1{127,3,90,6,60,12,36,27,12,48,0}"
_BELL_SHORT = "@ENV1{127,3,90,9,54,18,24,30,0}"
_HUSH = "@ENV1{127,12,100,36,56,72,20,96,0}"

# name -> [(slot, channel, definition)], a definition being an MML string or set() arguments.
_VOICES: dict[str, list[tuple[int, int, object]]] = {
    "chimes": [
        # three bells on C-major pentatonic notes (C D E G A); rests uneven so strikes never fall in step
        (0, 1, f"T120 Q100 @0 V72 {_BELL} O6 L16 R16 E4. R8 A2 R16 D4 G4."),
        (1, 2, f"T120 Q100 @0 V58 {_BELL} O6 L16 R4. G2 E4 R8 A4. R8"),
        (2, 3, f"T120 Q100 @0 V64 {_BELL} O5 L16 R8. A4 R16 > C2 < G4. E4 R8"),
    ],
    "click": [
        # noise strike, then a damped hollow knock
        (3, 0, ("a4 c3 a2 g2 f2 r r r", "nttt t", "65421", "nnnnf", 1)),
    ],
    "pickup": [
        (4, 0, ("g4 d4 r r r r r r", "nt", "76", "nf", 1)),
    ],
    "menu": [
        (5, 0, ("e4 r r r r r r r", "t", "5", "f", 1)),
    ],
    "error": [
        (6, 1, ("f1 c1 c1 b0 a#0 a0 g#0 g0", "n s s s s s s s", "5 4 4 3 3 2 2 1", "n n n n n n n f", 3)),
    ],
    "fourway": [
        (7, 2, f"T120 Q100 @0 V112 {_BELL_SHORT} O5 L16 C E G > C E {_BELL} G4. R16"),
        (8, 3, f"T120 Q100 @2 V28 {_BELL_SHORT} O6 L16 R32 C E G > C E {_BELL} G4. R32"),
    ],
    "gameover": [
        (9, 1, f"T120 Q100 @0 V64 {_HUSH} O5 L8 G E D C < A4 G2 R8"),
        (10, 2, f"T120 Q100 @0 V40 {_HUSH} O3 L8 R4 C4 < F4 C2 R8"),
    ],
}

NAMES: tuple[str, ...] = tuple(_VOICES)
SOUND_DEFS = _VOICES      # the public name: every sound's voices

_defined = False


def _define(slot: int, definition: object) -> None:
    sound = pyxel.sounds[slot]
    if isinstance(definition, str):
        sound.mml(definition)
    else:
        sound.mml()                       # leave MML mode before using set()
        notes, tones, volumes, effects, speed = cast("tuple[str, str, str, str, int]", definition)
        sound.set(notes, tones, volumes, effects, speed)


def setup() -> None:
    """Define every sound in its pyxel slot (after ``pyxel.init``); idempotent."""
    global _defined
    for tone, gain in zip(pyxel.tones, TONE_GAINS):
        tone.gain = gain
    for voices in _VOICES.values():
        for slot, _channel, definition in voices:
            _define(slot, definition)
    _defined = True


def _ensure_defined() -> None:
    if not _defined:
        setup()


def duration(name: str) -> float:
    """Length of a sound in seconds (its longest voice)."""
    if name not in _VOICES:
        raise KeyError(f"no sound called {name!r}")
    _ensure_defined()
    return max(pyxel.sounds[slot].total_sec() or 0.0 for slot, _c, _d in _VOICES[name])


def render_wav(name: str, path) -> float:
    """Write ``name`` to a WAV file offline, all its voices mixed; returns its length in seconds.

    Short sounds end in rests, so every file is at least a few hundredths of a
    second long.  (pyxel repeats a sound saved for longer than it lasts, so the
    exact length is used.)
    """
    sec = duration(name)
    voices = _VOICES[name]

    def produce(tmp: Path) -> None:         # pyxel writes the file itself: storage gives it a temporary name
        if len(voices) == 1:
            pyxel.sounds[voices[0][0]].save(str(tmp), sec)
        else:
            music = pyxel.Music()
            music.set(*[[slot] for slot, _c, _d in voices])
            music.save(str(tmp), sec)
    userdata.atomic_write_with(path, produce)
    return sec


class Sounds:
    """The named sounds, their toggles, and a record of what was played."""

    def __init__(self, enabled: bool = True, click_enabled: bool = True) -> None:
        self._enabled = enabled
        self.click_enabled = click_enabled
        self.last_played: list[str] = []
        self._ready = False

    # -- toggles ------------------------------------------------------------------
    @property
    def enabled(self) -> bool:
        return self._enabled

    @enabled.setter
    def enabled(self, value: bool) -> None:
        self._enabled = bool(value)
        if not self._enabled and self._ready:
            self.stop()

    def allowed(self, name: str) -> bool:
        """Whether the toggles let ``name`` be heard."""
        if name not in _VOICES:
            raise KeyError(f"no sound called {name!r}; the sounds are {', '.join(NAMES)}")
        if not self._enabled:
            return False
        return self.click_enabled or name not in STONE_SOUNDS

    # -- pyxel --------------------------------------------------------------------
    def setup(self) -> None:
        """Define the sounds in pyxel's slots 0..15.  Call once, after ``pyxel.init``."""
        setup()
        self._ready = True

    def play(self, name: str) -> bool:
        """Play ``name`` unless the toggles forbid it; returns whether it was played."""
        if not self.allowed(name):
            return False
        if not self._ready:
            self.setup()
        for slot, channel, _definition in _VOICES[name]:
            pyxel.play(channel, slot)
        self.last_played.append(name)
        del self.last_played[:-100]           # a record for tests, not a growing log
        return True

    def stop(self, name: str | None = None) -> None:
        """Silence the channels of ``name``, or all four channels."""
        channels = CHANNELS if name is None else [ch for _s, ch, _d in _VOICES[name]]
        for channel in channels:
            pyxel.stop(channel)

    def duration(self, name: str) -> float:
        return duration(name)

    def render_wav(self, name: str, path) -> float:
        """See the module's :func:`render_wav` (ignores the toggles: for tests and tools)."""
        return render_wav(name, path)
