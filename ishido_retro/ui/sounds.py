"""The game's sounds, synthesised with pyxel's own oscillators (nothing recorded).

Slots 0..15 of ``pyxel.sounds`` and channels 0..3 belong to this module:
the wind chimes ring on channels 0..2 (three voices that overlap like real
chimes), every other sound on channel 3.
"""

from __future__ import annotations

import pyxel

# name: list of (slot, notes, tones, volumes, effects, speed); several entries are voices played together
SOUND_DEFS: dict[str, list[tuple[int, str, str, str, str, int]]] = {
    # Wind chimes: pentatonic bells (triangle with a fade) at irregular moments, three voices.
    "chimes": [
        (0, "e4rrg4rrrra4rrrd4rre4rrr", "t", "5", "f", 14),
        (1, "rrb4rrrrd4rrrb3rrrrrrg4r", "t", "4", "f", 14),
        (2, "rrrrrre3rrrrrrrra3rrrrrr", "t", "3", "f", 14),
    ],
    # A stone set down: a short knock of noise over a low wooden tone.
    "click": [(3, "c2g1", "nt", "64", "ff", 3)],
    # An illegal square: a soft low buzz falling away.
    "error": [(4, "c1c1a0", "s", "443", "nnf", 7)],
    # A 4-Way: a bright rising arpeggio ending on a held bell.
    "fourway": [(5, "c3e3g3c4e4g4c4", "t", "4556667", "nnnnnnf", 5)],
    # Picking a stone up: a tiny tick.
    "pickup": [(6, "g3", "p", "3", "f", 3)],
    # The game ends: a short falling phrase.
    "gameover": [(7, "g3e3d3c3rg2", "t", "55543", "nnnnnf", 14)],
    # A menu item chosen: the quietest tick.
    "menu": [(8, "a3", "p", "2", "f", 2)],
}

CHANNEL_FX = 3
CLICK_SOUNDS = ("click", "pickup")


class Sounds:
    """Plays named sounds, honouring the Sounds and Stone Click toggles."""

    def __init__(self, enabled: bool = True, click_enabled: bool = True) -> None:
        self.enabled = enabled
        self.click_enabled = click_enabled
        self.last_played: list[str] = []   # every sound asked for and allowed, for tests

    def setup(self) -> None:
        """Define the sounds in pyxel's slots (after pyxel.init)."""
        for voices in SOUND_DEFS.values():
            for slot, notes, tones, volumes, effects, speed in voices:
                pyxel.sounds[slot].set(notes, tones, volumes, effects, speed)

    def allowed(self, name: str) -> bool:
        if not self.enabled:
            return False
        return self.click_enabled or name not in CLICK_SOUNDS

    def play(self, name: str) -> None:
        if name not in SOUND_DEFS:
            raise KeyError(f"no sound named {name!r}")
        if not self.allowed(name):
            return
        self.last_played.append(name)
        del self.last_played[:-50]
        voices = SOUND_DEFS[name]
        if len(voices) == 1:
            pyxel.play(CHANNEL_FX, voices[0][0])
        else:
            for channel, voice in enumerate(voices):
                pyxel.play(channel, voice[0])

    def stop(self) -> None:
        for channel in range(4):
            pyxel.stop(channel)


def render_wav(name: str, path: str) -> None:
    """Write the first voice of sound ``name`` to a WAV file, offline (for tests and listening)."""
    slot = SOUND_DEFS[name][0][0]
    sound = pyxel.sounds[slot]
    pyxel.sounds[slot].save(str(path), max(0.1, sound.total_sec() + 0.1))
