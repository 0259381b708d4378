"""One frame's input as a plain value, so widgets never read pyxel directly.

The app builds an :class:`Input` from pyxel each frame (:meth:`InputPoller.poll`, and
:meth:`InputPoller.more` for each further key pressed in the same frame); tests and the
scripted runner drive pyxel itself (``set_mouse_pos``/``set_btn``), so the same path is
exercised as with a real mouse and keyboard.

Keys are taken as they were pressed, not as they are when the frame runs: pyxel reads
the keyboard once a frame, so a quick Ctrl+P (Ctrl let go within a few tens of
milliseconds) or two taps in one slow frame used to lose a modifier or a key. The rule
is :func:`presses`; ``bench/keys_window.py`` counts it in a real window.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace

import pyxel

from ishido_retro.ui import clocks, inputkind, webtouch

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
    "plus": pyxel.KEY_PLUS, "minus": pyxel.KEY_MINUS,
}
for _f in range(1, 13):
    KEY_NAMES[f"f{_f}"] = getattr(pyxel, f"KEY_F{_f}")
for _c in "abcdefghijklmnopqrstuvwxyz":
    KEY_NAMES[_c] = getattr(pyxel, f"KEY_{_c.upper()}")
for _d in "0123456789":
    KEY_NAMES[_d] = getattr(pyxel, f"KEY_{_d}")
# Other keys that give the same name: the keypad's Enter is Return; + is also the = key it shares on most
# keyboards (with or without Shift) and the keypad's +, and - the keypad's -.
KEY_ALIASES: dict[str, tuple[int, ...]] = {
    "return": (pyxel.KEY_KP_ENTER,), "plus": (pyxel.KEY_EQUALS, pyxel.KEY_KP_PLUS), "minus": (pyxel.KEY_KP_MINUS,)}
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

# What the phone's keyboard sends besides text (ui.webtouch), as the keys they are.
PHONE_KEYS = {webtouch.BACKSPACE: "backspace", webtouch.RETURN: "return", webtouch.ESCAPE: "escape"}

_KEY_CODES = [*KEY_NAMES.items(), *((name, code) for name, codes in KEY_ALIASES.items() for code in codes)]
_KEY_NAMES_OF: dict[int, tuple[str, ...]] = {}     # a key's code -> every name it has ("return", "enter")
for _name, _code in _KEY_CODES:
    _KEY_NAMES_OF[_code] = (*_KEY_NAMES_OF.get(_code, ()), _name)
_MODIFIER_OF = {code: name for name, codes in MODIFIERS.items() for code in codes}
_PAD_CODES = list(PAD_BUTTONS.items())
MOST_PRESSES = 32     # key presses one frame hands on (a flood beyond loses its oldest)


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
    middle_pressed: bool = False      # the middle button (the editor's hand)
    middle_held: bool = False
    space_held: bool = False          # Space down now (Space and a drag move the editor's view)
    long_press: bool = False          # touch: a finger held still (ui.touchtaps), where x, y are

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


def presses(order: Sequence[int], names: Mapping[int, tuple[str, ...]],
            down_before: Iterable[str]) -> list[frozenset[str]]:
    """The key presses of one frame in the order they came, each as the names it gives (``{"p", "ctrl+p"}``).

    ``order`` is every key that went down during the frame, in order (pyxel's ``input_keys``: a key tapped twice
    is there twice, a key pressed and let go within the frame once); ``names`` the names of the keys the game
    knows; ``down_before`` the modifiers that were down when the frame began, held still or let go during it.
    A modifier counts for a key that went down while it was down: one down before the frame for every key of
    the frame (pyxel cannot say whether it was let go before or after the key: a shortcut's quick Ctrl is
    let go just after its letter, so it counts), one pressed during the frame for the keys after it."""
    mods = set(down_before)
    found: list[frozenset[str]] = []
    for code in order:
        modifier = _MODIFIER_OF.get(code)
        if modifier is not None:
            mods.add(modifier)
        elif code in names:
            found.append(_with(names[code], mods))
    return found


class InputPoller:
    """Builds one :class:`Input` per frame from pyxel, tracking double clicks and held keys (in ticks).

    Keys are taken as they were pressed (:func:`presses`): every key that went down counts once, however
    short the tap, with the modifiers down at that moment. When a frame brings more than one, the first is in
    :meth:`poll`'s input and :meth:`more` gives each of the others in an input of its own, in order, to be
    handled in the same frame: a slow frame loses none, mixes none and falls behind by none."""

    def __init__(self) -> None:
        self.tick = 0
        self._last_click = -1000
        self._last_pos = (-100, -100)
        self._held: dict[int, int] = {}          # key code -> ticks it has been held down
        self._more: deque[frozenset[str]] = deque()       # this frame's key presses after the first
        self._mods_down: set[int] = set()        # the modifier keys down when the last frame ended, as far as known
        self.last = Input()                      # the latest frame's input (a resting window looks at it)
        # with touch: what makes a finger's taps, long presses and drags of the mouse (ui.touchtaps, set by the shell)
        self.shape: Callable[[Input, int], Input] | None = None

    def poll(self) -> Input:
        passed = clocks.passed()
        self.tick += passed
        held_mods = held_modifiers()
        self._more = deque(self._key_presses(passed, held_mods)[-MOST_PRESSES:])
        keys = set(self._more.popleft()) if self._more else set()
        pad = set(self._pad_pressed(passed))
        for name in pad:
            keys.update(PAD_KEYS.get(name, ()))
        text = pyxel.input_text if isinstance(getattr(pyxel, "input_text", ""), str) else ""
        if held_mods and any(m in ("ctrl", "alt") for m in held_mods):
            text = ""
        phone = webtouch.next_typed()          # the phone's own keyboard, in a page: typed text or a key
        if phone in PHONE_KEYS:
            keys.add(PHONE_KEYS[phone])
        else:
            text += phone
        inp = Input(
            x=pyxel.mouse_x, y=pyxel.mouse_y,
            left_pressed=pyxel.btnp(pyxel.MOUSE_BUTTON_LEFT), left_released=pyxel.btnr(pyxel.MOUSE_BUTTON_LEFT),
            left_held=pyxel.btn(pyxel.MOUSE_BUTTON_LEFT),
            right_pressed=pyxel.btnp(pyxel.MOUSE_BUTTON_RIGHT), right_released=pyxel.btnr(pyxel.MOUSE_BUTTON_RIGHT),
            right_held=pyxel.btn(pyxel.MOUSE_BUTTON_RIGHT),
            keys=frozenset(keys), text=text, wheel=int(pyxel.mouse_wheel),
            held=frozenset(held_mods), pad=frozenset(pad), dropped=_dropped(),
            middle_pressed=pyxel.btnp(pyxel.MOUSE_BUTTON_MIDDLE), middle_held=pyxel.btn(pyxel.MOUSE_BUTTON_MIDDLE),
            space_held=pyxel.btn(pyxel.KEY_SPACE),
        )
        if self.shape is not None and inputkind.touching():
            inp = self.shape(inp, passed)
        if inp.left_pressed and self._double(inp.x, inp.y):
            inp = replace(inp, double_click=True)
        self.last = inp
        return inp

    def _double(self, x: int, y: int) -> bool:
        """Whether a press at ``x``, ``y`` now is the second of a double click (or a double tap)."""
        lx, ly = self._last_pos
        near = abs(x - lx) <= DOUBLE_CLICK_DISTANCE and abs(y - ly) <= DOUBLE_CLICK_DISTANCE
        double = near and self.tick - self._last_click <= DOUBLE_CLICK_TICKS
        self._last_click = -1000 if double else self.tick
        self._last_pos = (x, y)
        return double

    def more(self) -> Input | None:
        """The frame's next key press after the one :meth:`poll` gave, as an input of its own (the pointer where
        it is, no button going down or up, no text); None when there is none."""
        if not self._more:
            return None
        last = self.last
        return Input(x=last.x, y=last.y, left_held=last.left_held, right_held=last.right_held,
                     keys=self._more.popleft(), held=last.held)

    def _key_presses(self, passed: int, held_mods: list[str]) -> list[frozenset[str]]:
        """This frame's key presses in order (:func:`presses`), then the repeats of the keys held down (with the
        modifiers held now). A key already down when the poller first sees it counts as held from then."""
        order = _pressed_order()
        btn, held = pyxel.btn, self._held
        fresh = set(order)
        for code in fresh & _KEY_NAMES_OF.keys():
            held[code] = 0
        # Down when the frame began: held still, or let go during it. One pressed during it as the last frame left
        # it: down if it was down at any time then (pyxel cannot say whether a modifier pressed and let go within a
        # frame went down again: under load one frame may hold the end of one quick Ctrl+P and the start of the next)
        before = [m for m, codes in MODIFIERS.items()
                  if any(c in self._mods_down if c in fresh else btn(c) or pyxel.btnr(c) for c in codes)]
        self._mods_down = {c for c in _MODIFIER_OF if btn(c)}
        found = presses(order, _KEY_NAMES_OF, before)
        for code, plain in _KEY_NAMES_OF.items():
            if not btn(code):
                held.pop(code, None)
            elif code not in fresh and self._repeats(code, passed):
                found.append(_with(plain, held_mods))
        return found

    def _repeats(self, code: int, passed: int) -> bool:
        """Whether the held key ``code`` repeats this frame: timed by the clock, where pyxel's own repeat counts
        frames."""
        before = self._held.setdefault(code, 0)
        after = before + min(passed, KEY_HELD_STEP_TICKS)
        self._held[code] = after
        return clocks.crossed(before, after, KEY_HOLD_TICKS, KEY_REPEAT_TICKS)

    def _pad_pressed(self, passed: int) -> list[str]:
        """The names of the pad buttons that went down this frame, or have been held long enough to repeat."""
        btnp, named = pyxel.btnp, []
        for name, code in _PAD_CODES:
            if not btnp(code, 1, 1):           # neither down nor held: one call for nearly every button
                self._held.pop(code, None)
            elif btnp(code):
                self._held[code] = 0
                named.append(name)
            elif self._repeats(code, passed):
                named.append(name)
        return named


def _with(names: tuple[str, ...], mods: Iterable[str]) -> frozenset[str]:
    """A key's names, alone, with each modifier (``{"s", "ctrl+s", "shift+s"}``) and, with more than one, with
    all of them in :data:`MODIFIERS`' order (``"ctrl+shift+s"``)."""
    chosen = set(mods)
    ordered = [m for m in MODIFIERS if m in chosen]
    found = {f"{m}+{name}" for m in ordered for name in names}
    if len(ordered) > 1:
        found |= {"+".join([*ordered, name]) for name in names}
    return frozenset(names) | found


def held_modifiers() -> list[str]:
    """The modifiers held this frame, in :data:`MODIFIERS`' order. One let go during the frame counts too: a
    quick Ctrl+V (xdotool's, or a fast hand) can press Ctrl in one frame and let it go with V in the next, and
    that V is still Ctrl+V, never the V of a tool."""
    return [m for m, codes in MODIFIERS.items() if any(pyxel.btn(c) or pyxel.btnr(c) for c in codes)]


def _pressed_order() -> list[int]:
    """The keys that went down this frame, in order (pyxel's ``input_keys``; where a pyxel has none, the keys
    ``btnp`` says went down, in the order of :data:`KEY_NAMES`)."""
    order = getattr(pyxel, "input_keys", None)
    if isinstance(order, list):
        return [code for code in order if code in _KEY_NAMES_OF or code in _MODIFIER_OF]
    return [code for code in (*_MODIFIER_OF, *_KEY_NAMES_OF) if pyxel.btnp(code)]


def _dropped() -> tuple[str, ...]:
    """The files dropped on the window this frame, as pyxel gives them (none where pyxel has no drops)."""
    from ishido_retro.storage.webfiles import arrived  # a browser page's: dropped on the page or chosen
    files = getattr(pyxel, "dropped_files", None)
    return (tuple(str(f) for f in files) if isinstance(files, list) and files else ()) + arrived()
