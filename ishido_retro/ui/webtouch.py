"""A browser page's touch: which input the player uses, the phone's own keyboard for text fields, and pyxel's
virtual gamepad turned on or off (Choices > Gamepad on Screen).

:func:`listen` (once, at the start of a page) adds to the page:

- the **input kind**: touch when the screen's main pointer is coarse (a phone, a tablet), then whichever the
  player last used (a finger's or a pen's pointer: touch; a mouse's: mouse), read each frame by
  :func:`kind` (:mod:`.inputkind` keeps it);
- on the game's canvas, a touch keeps to the game: the browser's own mouse events after a tap (which would
  reach pyxel as a second click), its scrolling, zooming and long-press menu are held back;
- a **hidden text field**: while a field of the game has the keys (:func:`want_keyboard`), it takes the focus,
  so the phone shows its keyboard; what is typed there comes to the game (:func:`next_typed`) as typed text,
  Backspace, Return and Escape, and goes through the game's field as any typing does (its length and
  characters unchanged). A touch on the game while a field has the keys brings the keyboard back when the
  player had closed it;
- **the virtual gamepad**: pyxel's launcher shows it on a touch screen when told ``gamepad: "enabled"``; the
  page (``tools/make_web.py``) tells it so only when the player's last choice, kept in the page's
  ``localStorage`` under :data:`GAMEPAD_KEY`, was on; :func:`gamepad` keeps that choice and adds or takes away
  the gamepad at once (pyxel 2.5.8's and 2.9.9's launchers both have ``_addVirtualGamepad``).

On the desktop and in a script there is no page: :func:`kind` is None, the keyboard is only remembered
(:func:`keyboard_wanted`, for the runner's dump) and the runner's ``phone_type:`` step puts text where the page
would (:func:`push_typed`).
"""

from __future__ import annotations

import contextlib
import sys
from collections import deque
from typing import Any

GAMEPAD_KEY = "ishido-retro-virtual-gamepad"     # "on" / "off": read by the page before pyxel starts
BACKSPACE, RETURN, ESCAPE = "\b", "\n", "\x1b"

_PAGE_SIDE = r"""(padKey) => {
  if (window.ishidoRetroTouch) return window.ishidoRetroTouch;
  const canvas = document.querySelector("canvas");
  let kind = window.matchMedia("(pointer: coarse)").matches ? "touch" : "mouse";
  window.addEventListener("pointerdown", (e) => { kind = e.pointerType === "mouse" ? "mouse" : "touch"; }, true);
  window.addEventListener("pointermove", (e) => { if (e.pointerType === "mouse") kind = "mouse"; }, true);
  const field = document.createElement("input");
  field.type = "text";
  field.id = "ishido-retro-keys";
  field.setAttribute("autocomplete", "off");
  field.setAttribute("autocorrect", "off");
  field.setAttribute("autocapitalize", "off");
  field.setAttribute("spellcheck", "false");
  field.setAttribute("aria-label", "the game's text field");
  Object.assign(field.style, { position: "fixed", left: "0", top: "0", width: "1px", height: "1px",
    opacity: "0", border: "0", padding: "0", margin: "0", fontSize: "16px", zIndex: "-1" });
  document.body.appendChild(field);
  const typed = [];
  const BASE = "  ";           // two spaces, so that a Backspace always changes the field
  let last = BASE;
  const reset = () => { field.value = BASE; last = BASE; };
  reset();
  field.addEventListener("input", (e) => {
    const now = field.value;
    let same = 0;
    while (same < last.length && same < now.length && last[same] === now[same]) same++;
    for (let k = same; k < last.length; k++) typed.push("\b");
    if (now.length > same) typed.push(now.slice(same));
    last = now;
    if (!e.isComposing && (now.length < BASE.length || now.length > 64)) reset();
  });
  const SPECIAL = { Enter: "\n", Escape: "\x1b" };
  for (const t of ["keydown", "keypress", "keyup"]) {
    field.addEventListener(t, (e) => {
      e.stopPropagation();          // the game hears it once, from here, not again from pyxel's keyboard
      if (t === "keydown" && SPECIAL[e.key]) { e.preventDefault(); typed.push(SPECIAL[e.key]); }
    });
  }
  let wanted = false;
  const keyboard = (on) => {
    wanted = on;
    if (on && document.activeElement !== field) { reset(); field.focus({ preventScroll: true }); }
    if (!on && document.activeElement === field) field.blur();
  };
  if (canvas) {
    Object.assign(canvas.style, { touchAction: "none", userSelect: "none", webkitUserSelect: "none",
      webkitTouchCallout: "none" });
    const hold = (e) => { if (e.cancelable) e.preventDefault(); };
    canvas.addEventListener("touchstart", hold, { passive: false });
    canvas.addEventListener("touchmove", hold, { passive: false });
    canvas.addEventListener("touchend", (e) => { hold(e); if (wanted) keyboard(true); }, { passive: false });
    canvas.addEventListener("contextmenu", (e) => e.preventDefault());
  }
  const PAD = ["pyxel-gamepad-cross", "pyxel-gamepad-button", "pyxel-gamepad-menu"];
  const gamepad = (on) => {
    try { localStorage.setItem(padKey, on ? "on" : "off"); } catch (e) {}
    const shown = PAD.some((id) => document.getElementById(id));
    if (on && !shown && typeof _addVirtualGamepad === "function") _addVirtualGamepad("enabled");
    if (!on && shown) {
      for (const id of PAD) { const el = document.getElementById(id); if (el) el.remove(); }
      const h = typeof _addVirtualGamepad === "function" && _addVirtualGamepad._handler;
      if (h) for (const t of ["touchstart", "touchmove", "touchend"]) document.removeEventListener(t, h);
      if (typeof _virtualGamepadStates !== "undefined") _virtualGamepadStates.fill(false);
      if (canvas && canvas.style.height === "80%") canvas.style.height = "";
      window.dispatchEvent(new Event("resize"));
    }
    return PAD.some((id) => document.getElementById(id)) || (on && typeof _addVirtualGamepad === "function");
  };
  window.ishidoRetroTouch = {
    kind: () => kind,
    typed: () => typed.splice(0, typed.length).join("\u0000"),
    keyboard: keyboard,
    keyboardShown: () => document.activeElement === field,
    gamepad: gamepad,
  };
  return window.ishidoRetroTouch;
}"""

_page: list[Any] = []                 # the page side, once :func:`listen` has set it up
_typed: deque[str] = deque()          # what the phone's keyboard typed, a token a frame: text, or a key
_keyboard = [False]                   # a field has the keys while touch is the input: the phone's keyboard shows


def in_page() -> bool:
    """Whether the game runs in a browser page."""
    return sys.platform == "emscripten"


def listen() -> bool:
    """In a page, set up the input kind, the canvas's touch, the hidden field and the gamepad's switch (once);
    False on the desktop or when the page would not. Never raises."""
    if _page:
        return True
    if not in_page():
        return False
    try:
        import js  # type: ignore[import-not-found]   # Pyodide's bridge to the page
        _page.append(js.eval(_PAGE_SIDE)(GAMEPAD_KEY))
    except Exception as exc:       # noqa: BLE001 - the page's errors are JavaScript's; the game plays on
        print(f"ishido-retro: this page cannot follow touch ({exc}).", file=sys.stderr)
        return False
    return True


def kind() -> str | None:
    """``touch`` or ``mouse`` as the page saw it last; None where there is no page."""
    if not _page:
        return None
    try:
        return str(_page[0].kind())
    except Exception:              # noqa: BLE001
        return None


def want_keyboard(on: bool) -> None:
    """A text field has the keys (``on``) or none has: the page's hidden field takes the focus or gives it up
    (the page is told only of a change)."""
    if on == _keyboard[0]:
        return
    _keyboard[0] = on
    if _page:
        with contextlib.suppress(Exception):      # the page's errors are JavaScript's; the game plays on
            _page[0].keyboard(on)


def keyboard_wanted() -> bool:
    """Whether the phone's keyboard is asked for now (the runner's ``phone_keyboard`` dump key)."""
    return _keyboard[0]


def push_typed(text: str) -> None:
    """What the page does when the phone's keyboard types ``text`` (the runner's ``phone_type:`` step): one token
    a character run, ``\\b`` Backspace, ``\\n`` Return, ``\\x1b`` Escape."""
    run = ""
    for ch in text:
        if ch in (BACKSPACE, RETURN, ESCAPE):
            if run:
                _typed.append(run)
            _typed.append(ch)
            run = ""
        else:
            run += ch
    if run:
        _typed.append(run)


def next_typed() -> str:
    """The next thing the phone's keyboard typed (a character run, or one of Backspace, Return, Escape); "" when
    nothing waits. One a frame: a field takes them in the order they came."""
    if _page and _keyboard[0]:         # the hidden field types only while it has the focus
        try:
            got = str(_page[0].typed())
        except Exception:          # noqa: BLE001
            got = ""
        for token in got.split("\u0000"):
            if token:
                push_typed(token)
    return _typed.popleft() if _typed else ""


def reset() -> None:
    """Forget what waits (a new window: nothing typed for an earlier one is taken by it)."""
    _typed.clear()
    _keyboard[0] = False


def gamepad(on: bool) -> bool:
    """Show pyxel's virtual gamepad (``on``) or take it away, and keep the choice for the page's next start;
    False where there is no page."""
    if not _page:
        return False
    try:
        return bool(_page[0].gamepad(on))
    except Exception:              # noqa: BLE001
        return False
