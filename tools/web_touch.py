"""The page's launcher option for pyxel's virtual gamepad (issue 45, touch first), apart from the rest of the page.

pyxel's ``app2html`` writes ``gamepad: "enabled"`` into the page's ``launchPyxel`` call, and pyxel's web
runtime (2.5.8 as 2.9.9: ``_addVirtualGamepad``) then draws its gamepad over a touch screen. The game is
played by taps there, so the page asks for the gamepad only when the player turned it on (Choices >
Gamepad on Screen): the game keeps that choice in the page's ``localStorage`` under
``ishido_retro.ui.webtouch.GAMEPAD_KEY``, read here before pyxel starts; anything else, or none, is off.
(The rest of the page's touch, the input kind and the phone's keyboard, the game adds from its own Python:
``ishido_retro/ui/webtouch.py``.)
"""

from __future__ import annotations

GAMEPAD_KEY = "ishido-retro-virtual-gamepad"      # the same as ishido_retro.ui.webtouch.GAMEPAD_KEY
ENABLED = 'gamepad: "enabled"'
CHOSEN = ('gamepad: ((() => { try { return localStorage.getItem("' + GAMEPAD_KEY + '") === "on"; } '
          'catch (e) { return false; } })() ? "enabled" : "disabled")')


def with_gamepad_choice(page: str) -> str:
    """The page with its launcher's gamepad as the player chose it (off unless turned on)."""
    if page.count(ENABLED) != 1:
        raise SystemExit("make_web: pyxel's app2html wrote a page this tool does not know (no single gamepad option)")
    return page.replace(ENABLED, CHOSEN)
