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
# One frame counts at most 0.1 s of holding: a key tapped just before a slow frame (a requester being
# built, a browser page under load) is still down after it, and that is one press, not a repeat that
# would answer the requester the press opened.
KEY_HELD_STEP_TICKS = 6

# Key names used in shortcuts and by the runner's ``key:`` step.
KEY_NAMES: dict[str, int] = {
    "return": pyxel.KEY_RETURN, "enter": pyxel.KEY_RETURN, "escape": pyxel.KEY_ESCAPE, "esc": pyxel.KEY_ESCAPE,
    "up": pyxel.KEY_UP, "down": pyxel.KEY_DOWN, "left": pyxel.KEY_LEFT, "right": pyxel.KEY_RIGHT,
    "backspace": pyxel.KEY_BACKSPACE, "delete": pyxel.KEY_DELETE, "tab": pyxel.KEY_TAB, "space": pyxel.KEY_SPACE,
    "pageup": pyxel.KEY_PAGEUP, "pagedown": pyxel.KEY_PAGEDOWN, "home": pyxel.KEY_HOME, "end": pyxel.KEY_END,
}
for _f in range(1, 13):
    KEY_NAMES[f"f{_f}"] = getattr(pyxel, f"KEY_F{_f}")
for _c in "abcdefghijklmnopqrstuvwxyz":
    KEY_NAMES[_c] = getattr(pyxel, f"KEY_{_c.upper()}")
for _d in "0123456789":
    KEY_NAMES[_d] = getattr(pyxel, f"KEY_{_d}")
# Other keys that give the same name: the keypad's Enter is Return.
KEY_ALIASES: dict[str, tuple[int, ...]] = {"return": (pyxel.KEY_KP_ENTER,)}
MODIFIERS = {"ctrl": (pyxel.KEY_LCTRL, pyxel.KEY_RCTRL), "shift": (pyxel.KEY_LSHIFT, pyxel.KEY_RSHIFT),
             "alt": (pyxel.KEY_LALT, pyxel.KEY_RALT)}

# The first gamepad's buttons by pyxel's names in lower case (the runner's ``pad:`` step takes them).
PAD_BUTTONS: dict[str, int] = {
    name[len("GAMEPAD1_BUTTON_"):].lower(): getattr(pyxel, name)
    for name in dir(pyxel) if name.startswith("GAMEPAD1_BUTTON_")}
# What a pad button also does as a key, so that every screen and requester walks the same way with a pad:
# the D-pad is the arrow keys, A is Return, B is Escape, the shoulders are Shift+Tab and Tab. Start opens
# the menu bar (as F10) and starts a game on the title: those read ``Input.pad`` itself, as B on the board
# (Undo) does.
PAD_KEYS: dict[str, tuple[str, ...]] = {
    "dpad_up": ("up",), "dpad_down": ("down",), "dpad_left": ("left",), "dpad_right": ("right",),
    "a": ("return",), "b": ("escape",), "leftshoulder": ("tab", "shift+tab"), "rightshoulder": ("tab",),
}

_KEY_CODES = [*KEY_NAMES.items(), *((name, code) for name, codes in KEY_ALIASES.items() for code in codes)]
_PAD_CODES = list(PAD_BUTTONS.items())


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
    pad: frozenset[str] = field(default_factory=frozenset)    # gamepad buttons pressed: "a", "start", "dpad_up"
    dropped: tuple[str, ...] = ()     # the paths of files dropped on the window this frame (pyxel.dropped_files)

    def key(self, name: str) -> bool:
        return name in self.keys

    def shift_tab(self) -> bool:
        """Shift+Tab (or the pad's left shoulder): the focus goes back."""
        return "shift+tab" in self.keys

    def menu_key(self) -> bool:
        """F10 or the pad's Start: the menu bar opens (or closes)."""
        return "f10" in self.keys or "start" in self.pad


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
        self.last = Input()                      # the latest frame's input (a resting window looks at it)

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
        held_mods = held_modifiers()
        keys = set()
        for name in self._pressed(_KEY_CODES, passed):
            keys.add(name)
            for m in held_mods:
                keys.add(f"{m}+{name}")
            if len(held_mods) > 1:              # "ctrl+shift+s": every modifier held, in MODIFIERS' order
                keys.add("+".join([*held_mods, name]))
        pad = set(self._pressed(_PAD_CODES, passed))
        for name in pad:
            keys.update(PAD_KEYS.get(name, ()))
        text = pyxel.input_text if isinstance(getattr(pyxel, "input_text", ""), str) else ""
        if held_mods and any(m in ("ctrl", "alt") for m in held_mods):
            text = ""
        self.last = Input(
            x=pyxel.mouse_x, y=pyxel.mouse_y,
            left_pressed=left_pressed, left_released=pyxel.btnr(pyxel.MOUSE_BUTTON_LEFT),
            left_held=pyxel.btn(pyxel.MOUSE_BUTTON_LEFT),
            right_pressed=pyxel.btnp(pyxel.MOUSE_BUTTON_RIGHT), right_released=pyxel.btnr(pyxel.MOUSE_BUTTON_RIGHT),
            right_held=pyxel.btn(pyxel.MOUSE_BUTTON_RIGHT),
            double_click=double, keys=frozenset(keys), text=text, wheel=int(pyxel.mouse_wheel),
            held=frozenset(held_mods), pad=frozenset(pad), dropped=_dropped(),
        )
        return self.last

    def _pressed(self, codes: list[tuple[str, int]], passed: int) -> list[str]:
        """The names of the keys (or buttons) that went down this frame, or have been held long enough to repeat:
        timed by the clock, where pyxel's own repeat counts frames. A key already down when the poller first
        sees it counts as held from then."""
        btnp, held, named = pyxel.btnp, self._held, []
        for name, code in codes:
            if not btnp(code, 1, 1):           # neither down nor held: one call for nearly every key
                if held:
                    held.pop(code, None)
            elif btnp(code):
                held[code] = 0
                named.append(name)
            else:
                before = held.setdefault(code, 0)
                after = before + min(passed, KEY_HELD_STEP_TICKS)
                held[code] = after
                if clocks.crossed(before, after, KEY_HOLD_TICKS, KEY_REPEAT_TICKS):
                    named.append(name)
        return named


def held_modifiers() -> list[str]:
    """The modifiers held this frame, in :data:`MODIFIERS`' order. One let go during the frame counts too: a
    quick Ctrl+V (xdotool's, or a fast hand) can press Ctrl in one frame and let it go with V in the next, and
    that V is still Ctrl+V, never the V of a tool."""
    return [m for m, codes in MODIFIERS.items() if any(pyxel.btn(c) or pyxel.btnr(c) for c in codes)]


def _dropped() -> tuple[str, ...]:
    """The files dropped on the window this frame, as pyxel gives them (none where pyxel has no drops)."""
    files = getattr(pyxel, "dropped_files", None)
    return tuple(str(f) for f in files) if isinstance(files, list) and files else ()
