"""One frame's input as a plain value, so widgets never read pyxel directly.

The app builds an :class:`Input` from pyxel each frame (:func:`poll`); tests and
the scripted runner drive pyxel itself (``set_mouse_pos``/``set_btn``), so the
same path is exercised as with a real mouse.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pyxel

from ishido_retro.ui import clocks

DOUBLE_CLICK_TICKS = 20     # a third of a second (ticks of the app's clock: ui.clocks)
DOUBLE_CLICK_DISTANCE = 3   # pixels the mouse may move between the two clicks
KEY_HOLD_TICKS, KEY_REPEAT_TICKS = 18, 3   # a held key repeats after 0.3 s, 20 times a second

# Key names used in shortcuts and by the runner's ``key:`` step.
KEY_NAMES: dict[str, int] = {
    "return": pyxel.KEY_RETURN, "enter": pyxel.KEY_RETURN, "escape": pyxel.KEY_ESCAPE, "esc": pyxel.KEY_ESCAPE,
    "up": pyxel.KEY_UP, "down": pyxel.KEY_DOWN, "left": pyxel.KEY_LEFT, "right": pyxel.KEY_RIGHT,
    "backspace": pyxel.KEY_BACKSPACE, "delete": pyxel.KEY_DELETE, "tab": pyxel.KEY_TAB, "space": pyxel.KEY_SPACE,
    "pageup": pyxel.KEY_PAGEUP, "pagedown": pyxel.KEY_PAGEDOWN, "home": pyxel.KEY_HOME, "end": pyxel.KEY_END,
    "f1": pyxel.KEY_F1, "f11": pyxel.KEY_F11,
}
for _c in "abcdefghijklmnopqrstuvwxyz":
    KEY_NAMES[_c] = getattr(pyxel, f"KEY_{_c.upper()}")
for _d in "0123456789":
    KEY_NAMES[_d] = getattr(pyxel, f"KEY_{_d}")
MODIFIERS = {"ctrl": (pyxel.KEY_LCTRL, pyxel.KEY_RCTRL), "shift": (pyxel.KEY_LSHIFT, pyxel.KEY_RSHIFT),
             "alt": (pyxel.KEY_LALT, pyxel.KEY_RALT)}


@dataclass(frozen=True)
class Input:
    """What the player did this frame."""

    x: int = 0
    y: int = 0
    left_pressed: bool = False
    left_released: bool = False
    left_held: bool = False
    right_pressed: bool = False
    right_released: bool = False
    right_held: bool = False
    double_click: bool = False
    keys: frozenset[str] = field(default_factory=frozenset)   # e.g. {"return", "ctrl+n", "a"}
    text: str = ""
    wheel: int = 0
    held: frozenset[str] = field(default_factory=frozenset)   # modifiers held now: "ctrl", "shift", "alt"

    def key(self, name: str) -> bool:
        return name in self.keys


def parse_key(spec: str) -> tuple[tuple[str, ...], str]:
    """Split ``"ctrl+n"`` into modifiers and key name; raise ValueError for unknown names."""
    parts = [p.strip().lower() for p in spec.split("+") if p.strip()]
    if not parts:
        raise ValueError(f"empty key {spec!r}")
    *mods, key = parts
    for m in mods:
        if m not in MODIFIERS:
            raise ValueError(f"unknown modifier {m!r} in key {spec!r}")
    if key not in KEY_NAMES:
        raise ValueError(f"unknown key {key!r} in {spec!r}")
    return tuple(mods), key


class InputPoller:
    """Builds one :class:`Input` per frame from pyxel, tracking double clicks and held keys (in ticks)."""

    def __init__(self) -> None:
        self.tick = 0
        self._last_click = -1000
        self._last_pos = (-100, -100)
        self._held: dict[int, int] = {}          # key code -> ticks it has been held down

    def poll(self) -> Input:
        passed = clocks.passed()
        self.tick += passed
        left_pressed = pyxel.btnp(pyxel.MOUSE_BUTTON_LEFT)
        double = False
        if left_pressed:
            x, y = pyxel.mouse_x, pyxel.mouse_y
            lx, ly = self._last_pos
            near = abs(x - lx) <= DOUBLE_CLICK_DISTANCE and abs(y - ly) <= DOUBLE_CLICK_DISTANCE
            double = near and self.tick - self._last_click <= DOUBLE_CLICK_TICKS
            self._last_click = -1000 if double else self.tick
            self._last_pos = (x, y)
        held_mods = [m for m, codes in MODIFIERS.items() if any(pyxel.btn(c) for c in codes)]
        keys = set()
        for name, code in KEY_NAMES.items():
            if self._pressed(code, passed):
                keys.add(name)
                for m in held_mods:
                    keys.add(f"{m}+{name}")
        text = pyxel.input_text if isinstance(getattr(pyxel, "input_text", ""), str) else ""
        if held_mods and any(m in ("ctrl", "alt") for m in held_mods):
            text = ""
        return Input(
            x=pyxel.mouse_x, y=pyxel.mouse_y,
            left_pressed=left_pressed, left_released=pyxel.btnr(pyxel.MOUSE_BUTTON_LEFT),
            left_held=pyxel.btn(pyxel.MOUSE_BUTTON_LEFT),
            right_pressed=pyxel.btnp(pyxel.MOUSE_BUTTON_RIGHT), right_released=pyxel.btnr(pyxel.MOUSE_BUTTON_RIGHT),
            right_held=pyxel.btn(pyxel.MOUSE_BUTTON_RIGHT),
            double_click=double, keys=frozenset(keys), text=text, wheel=int(pyxel.mouse_wheel),
            held=frozenset(held_mods),
        )

    def _pressed(self, code: int, passed: int) -> bool:
        """The key went down this frame, or has been held long enough to repeat (timed by the clock, as
        pyxel's own repeat counts frames)."""
        if pyxel.btnp(code):
            self._held[code] = 0
            return True
        if not pyxel.btn(code):
            self._held.pop(code, None)
            return False
        before = self._held.setdefault(code, 0)     # down before this poller saw it go down: held from now
        self._held[code] = before + passed
        return clocks.crossed(before, before + passed, KEY_HOLD_TICKS, KEY_REPEAT_TICKS)
