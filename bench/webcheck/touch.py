"""webcheck on a phone: the game's page played by taps in headless Chromium with a phone's screen and touch
(issue 45, touch first).

usage: ``WEBCHECK_WORK=DIR python bench/webcheck/touch.py [--no-build] [--portrait-only]`` from the checkout,
with the project's ``shared/`` beside it and ``setup.sh`` run for DIR (see ``shared/tools/webcheck/README.md``).

Two phones, each a fresh browser: portrait 390 x 844 and landscape 844 x 390 CSS pixels, deviceScaleFactor 3,
mobile, touch emulated (``Emulation.setTouchEmulationEnabled``); every tap is Chromium's own gesture
(``Input.synthesizeTapGesture``, 60 ms; a long press 900 ms) in CSS pixels, aimed from the canvas's
``getBoundingClientRect()`` and its backing size. What is typed comes as a phone's keyboard gives it
(``Input.insertText`` into the focused element, then Return as a key of that element). In portrait:

- the page reached by a tap; the game says touch is the input, shows no virtual gamepad, and its texts name
  taps (the title's invitation, the board's status line);
- a game played by taps (a tap on a square places; a tap on the stone just placed takes it back; a tap on
  the touchstone lifts it and a tap on a square sets it down);
- the menu bar opened by a long press on the board and by a tap on the title strip; a title, an item and a
  submenu's item chosen by taps; a requester answered by taps (New Game over a game in progress);
- the Oracle's question typed by the phone keyboard path (the hidden field has the focus, its text reaches
  the game's field, Return asks), and a name for the high scores the same way (End Game by taps);
- Choices > Gamepad on Screen by taps: pyxel's gamepad comes, goes, and the choice is kept over a reload.

In landscape: the title, a few taps, the menu bar by a long press. Screenshots are in ``WORK/shots``
(``touch-portrait-*.png``, ``touch-landscape-*.png``), the log in ``WORK/logs/touch.txt``; the last line is the
summary, the exit status 0 only when every check held and there was no traceback or page error.

The page is the one ``tools/make_web.py`` builds; where it has no viewport meta (a phone would lay it out
980 CSS pixels wide), a copy with ``width=device-width`` is served instead and the log says so.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WEBCHECK = Path(os.environ.get("WEBCHECK_HOME", ROOT.parent / "shared" / "tools" / "webcheck"))
WORK = Path(os.environ.get("WEBCHECK_WORK", "/tmp/webcheck-work")).resolve()
PHONES = {"portrait": (390, 844), "landscape": (844, 390)}
TAP_MS, LONG_MS = 60, 900
VIEWPORT_META = '<meta name="viewport" content="width=device-width, initial-scale=1">'

RECT_OF = """
import _webcheck, json
def _rect(path):
    bar = _webcheck.app().menubar
    mi = bar.find_menu(path[0])
    if len(path) == 1:
        return bar.title_rect(mi)
    items = bar.menus[mi].items
    ii = bar.find_item(items, path[1])
    if len(path) == 2:
        return bar.panel(mi).item_rect(ii)
    return bar.subpanel(mi, ii).item_rect(bar.find_item(items[ii].submenu, path[2]))
json.dumps(list(_rect(%s)))
"""
WIDGET_AT = """
import _webcheck, json
w = _webcheck.app().find_widget(%s)
json.dumps(None if w is None else [w.x + w.w // 2, w.y + w.h // 2])
"""
GREEDY = """
import _webcheck, json
g = _webcheck.app().game
sq = max(g.legal_squares(), key=lambda sq: (len(g.board.neighbour_stones(sq)), -sq.cell_index))
json.dumps([sq.col, sq.row])
"""
FIELD = """
import _webcheck, json
from ishido_retro.ui.widgets.textentry import TextEntry
a = _webcheck.app()
root = a.windows[-1] if a.windows else a.screen
json.dumps(next((w.value for w in root.walk() if isinstance(w, TextEntry) and w.focused), None))
"""


class Phone:
    """One phone: a page in its own browser context, taps in game coordinates, checks."""

    def __init__(self, drive, browser, servers, log, name: str) -> None:
        self.drive, self.name = drive, name
        w, h = PHONES[name]
        self.context = browser.new_context(viewport={"width": w, "height": h}, ignore_https_errors=True,
                                           device_scale_factor=3, is_mobile=True, has_touch=True)
        self.page = self.context.new_page()
        self.cdp = self.context.new_cdp_session(self.page)
        self.cdp.send("Emulation.setDeviceMetricsOverride", {"width": w, "height": h, "deviceScaleFactor": 3,
                                                             "mobile": True})
        self.cdp.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
        self.r = drive.Run(self.page, WORK, log)
        self.page.on("console", self.r.on_console)
        self.page.on("pageerror", self.r.on_page_error)
        self.url = f"http://127.0.0.1:{servers.page_port}/{drive.PAGE_NAME}"
        self.checks = 0
        self.fitted: tuple[float, float, float, float] | None = None

    # --- the page -------------------------------------------------------------------------------------

    def open(self) -> float:
        """Open the page, tap to start, wait for the title; seconds from opening to the title."""
        start = time.monotonic()
        self.page.goto(self.url)
        while not self.page.query_selector("img#pyxel-prompt"):
            if time.monotonic() - start > self.drive.LOAD_TIMEOUT:
                raise self.drive.Failed("no 'touch to start'")
            self.r.wait(0.25)
        w, h = PHONES[self.name]
        self.r.installed = False
        self.shot("loaded")
        self.tap_page(w / 2, h / 2)
        while not ((self.r.py("frames") or 0) > 0 and self.r.py("screen") == "TitleScreen"):
            if time.monotonic() - start > self.drive.LOAD_TIMEOUT + self.drive.TITLE_TIMEOUT:
                raise self.drive.Failed("no title screen")
            self.r.wait(0.25)
        took = time.monotonic() - start
        self.r.wait(1.5)
        for _ in range(60):              # the title shows before the rest of the game is made
            try:
                if self.r.py("state"):
                    break
            except self.drive.Failed:
                pass
            self.r.wait(0.5)
        self.measure()
        return took

    def measure(self, quiet: bool = False) -> None:
        """Where the game's picture is: the canvas's box, its backing size, the page's scale (measured again
        before every tap: the gamepad coming or going, or a rotation, moves it)."""
        x, y, w, h, bw, bh = self.page.evaluate(
            "() => { const c = document.querySelector('canvas'); const r = c.getBoundingClientRect();"
            " return [r.x, r.y, r.width, r.height, c.width, c.height]; }")
        per_css = bw / w if w else 1.0
        s_back = min(bw / 320, bh / 200)     # whole pixels, unless they would fill < 90 % (then the nearest fit)
        whole = max(1, int(s_back))
        s_back = whole if s_back >= 1 and (whole * 320 >= 0.9 * bw or whole * 200 >= 0.9 * bh) else s_back
        s = s_back / per_css
        self.map = (x + (w - 320 * s) / 2, y + (h - 200 * s) / 2, s)
        sw, sh = PHONES[self.name]
        if quiet:
            return
        self.share = (320 * s / sw, 200 * s / sh)
        self.note(f"canvas {w:.0f}x{h:.0f} CSS px at ({x:.0f},{y:.0f}), backing {bw}x{bh}: the game's 320x200 at "
                  f"{s:.2f} CSS px a pixel, {320 * s:.0f}x{200 * s:.0f} of the {sw}x{sh} screen "
                  f"({320 * s / sw:.0%} of its width, {200 * s / sh:.0%} of its height)")

    def note(self, text: str) -> None:
        self.r.note(f"{self.name}: {text}")

    def shot(self, what: str) -> None:
        self.r.shot(f"touch-{self.name}-{what}")

    def py(self, code: str):
        self.r.py("frames")
        raw = self.page.evaluate(self.drive.RUN_PYTHON, code)
        got = json.loads(raw) if raw else None
        if isinstance(got, dict) and "error" in got:
            raise self.drive.Failed(f"in the page's Python: {got['error'][-300:]}")
        return got

    # --- fingers --------------------------------------------------------------------------------------

    def tap_page(self, px: float, py: float, ms: int = TAP_MS) -> None:
        self.cdp.send("Input.synthesizeTapGesture", {"x": px, "y": py, "duration": ms, "tapCount": 1,
                                                      "gestureSourceType": "touch"})

    def calibrate(self) -> None:
        """Where pyxel really draws the game (with its gamepad on, pyxel 2.5.8 draws it higher in the canvas than
        the middle): two taps on a finished game's board, read back as pyxel's mouse."""
        self.fitted = None
        self.measure(quiet=True)
        ox, oy, s = self.map
        seen = []
        for gx, gy in ((60, 60), (200, 160)):
            px, py = ox + (gx + 0.5) * s, oy + (gy + 0.5) * s
            self.tap_page(px, py)
            self.r.wait(0.6)
            seen.append(((px, py), self.r.py("mouse")))
        ((p1x, p1y), (g1x, g1y)), ((p2x, p2y), (g2x, g2y)) = seen
        sx, sy = (p2x - p1x) / max(1, g2x - g1x), (p2y - p1y) / max(1, g2y - g1y)
        self.fitted = (p1x - (g1x + 0.5) * sx, p1y - (g1y + 0.5) * sy, sx, sy)
        self.note(f"calibrated by two taps: pyxel read {[g for _, g in seen]}; the game at "
                  f"({self.fitted[0]:.0f},{self.fitted[1]:.0f}), {sx:.2f} x {sy:.2f} CSS px a pixel")

    def tap(self, gx: float, gy: float, ms: int = TAP_MS, pause: float = 0.5) -> None:
        self.measure(quiet=True)
        ox, oy, sx, sy = self.fitted or (*self.map, self.map[2])
        self.tap_page(ox + (gx + 0.5) * sx, oy + (gy + 0.5) * sy, ms)
        self.r.wait(pause)

    def long_press(self, gx: float, gy: float) -> None:
        self.tap(gx, gy, LONG_MS, 0.6)

    def tap_menu(self, *path: str, first: int = 1) -> None:
        """Taps on the open bar: the title, then each item of ``path`` (from its ``first``-th part: what is open
        already is not tapped again, which would close it)."""
        for n in range(first, len(path) + 1):
            x, y, w, h = self.py(RECT_OF % json.dumps(list(path[:n])))
            self.tap(x + min(12, w // 2), y + h // 2)

    def tap_widget(self, name: str) -> None:
        where = self.py(WIDGET_AT % json.dumps(name))
        if where is None:
            raise self.drive.Failed(f"no widget {name!r} on the screen now")
        self.tap(*where)

    def type_by_phone(self, text: str) -> None:
        """What a phone's keyboard does: text inserted into the focused element, then Return there."""
        self.cdp.send("Input.insertText", {"text": text})
        self.r.wait(0.6)

    def phone_return(self) -> None:
        for kind in ("rawKeyDown", "char", "keyUp"):
            self.cdp.send("Input.dispatchKeyEvent", {"type": kind, "key": "Enter", "code": "Enter", "text": "\r",
                                                     "windowsVirtualKeyCode": 13, "nativeVirtualKeyCode": 13})
        self.r.wait(0.6)

    # --- checks ---------------------------------------------------------------------------------------

    def state(self) -> dict:
        return self.r.py("state") or {}

    def expect(self, what: str, got, want) -> None:
        self.checks += 1
        if got != want:
            raise self.drive.Failed(f"{self.name}: {what}: {got!r}, expected {want!r}")
        self.note(f"ok: {what} = {got!r}")

    def gamepad_shown(self) -> bool:
        return bool(self.page.evaluate("() => !!document.getElementById('pyxel-gamepad-cross')"))

    def focus_is_hidden_field(self) -> bool:
        return bool(self.page.evaluate("() => document.activeElement && document.activeElement.id === "
                                       "'ishido-retro-keys'"))


def play_portrait(ph: Phone) -> None:
    st = ph.state()
    ph.expect("input kind at the title", st.get("input"), "touch")
    ph.expect("virtual gamepad at the start", ph.gamepad_shown(), False)
    ph.expect("the title's invitation", ph.py("import _webcheck, json\njson.dumps(_webcheck.app().screen"
                                              "._invite_words)"), "New to Ishido? Tap here for the lessons.")
    ph.shot("title")
    ph.tap(160, 60, pause=2.5)                      # the title: a tap starts a game
    st = ph.state()
    ph.expect("screen after a tap on the title", st.get("screen"), "play")
    ph.expect("status line", st.get("status"), "Tap the title strip for menus.")
    ph.shot("board")
    for n in range(6):                               # a game by taps: the first legal square each time
        st = ph.state()
        col, row = st["legal_squares"][0]
        left = st["stones_left"]
        ph.tap(*ph.drive_square(col, row), pause=0.8)
        ph.expect(f"stones left after tap {n + 1}", ph.state()["stones_left"], left - 1)
    ph.shot("played")
    st = ph.state()
    col, row = st["legal_squares"][0]
    left = st["stones_left"]
    ph.tap(*ph.drive_square(col, row), pause=0.8)
    ph.tap(*ph.drive_square(col, row), pause=0.8)    # the stone just placed: taken back
    st = ph.state()
    ph.expect("stones left after taking back", st["stones_left"], left)
    ph.expect("carrying after taking back", st["carrying"], False)
    ph.tap_widget("touchstone")
    ph.expect("carrying after a tap on the touchstone", ph.state()["carrying"], True)
    ph.shot("lifted")
    col, row = ph.state()["legal_squares"][0]
    ph.tap(*ph.drive_square(col, row), pause=0.8)
    ph.expect("stones left after setting the lifted stone down", ph.state()["stones_left"], left - 1)
    # the menu bar: a long press on the board, then taps
    ph.long_press(*ph.drive_square(11, 7))
    st = ph.state()
    ph.expect("menu bar after a long press", st["menu_open"], True)
    ph.expect("stones left after the long press", st["stones_left"], left - 1)
    ph.tap_menu("Help")
    ph.expect("menu lit after a tap on Help", ph.state().get("menu_highlight"), ["Help", None])
    ph.shot("menu-long-press")
    ph.tap(160, 150)                                  # beside the menu: it closes
    ph.expect("menu bar after a tap beside it", ph.state()["menu_open"], False)
    # the title strip, a submenu by taps
    ph.tap(40, 9)
    ph.expect("menu bar after a tap on the title strip", ph.state()["menu_open"], True)
    ph.tap_menu("Game", "Computer Level", "Novice")
    st = ph.state()
    ph.expect("Game > Computer Level > Novice by taps", (st["menu_open"], st["settings"]["computer_level"]),
              (False, "novice"))
    # a requester answered by taps: New Game over a game in progress
    ph.tap(40, 9)
    ph.tap_menu("Game", "New Game")
    st = ph.state()
    ph.expect("the question New Game asks", bool(st.get("dialog")), True)
    ph.shot("requester")
    ph.tap_widget("OK")
    st = ph.state()
    ph.expect("after a tap on New Game", (st.get("dialog"), st["stones_left"]), (None, 66))
    # the Oracle's question by the phone's keyboard
    ph.tap(40, 9)
    ph.tap_menu("Choices", "Oracle")
    st = ph.state()
    ph.expect("the Oracle's window", (st["dialog"] or {}).get("title"), "Oracle")
    ph.expect("the phone's keyboard asked for", st["phone_keyboard"], True)
    ph.expect("the hidden field has the focus", ph.focus_is_hidden_field(), True)
    ph.type_by_phone("Where does the path lead?")
    ph.expect("the question's field", ph.py(FIELD), "Where does the path lead?")
    ph.shot("oracle-typed")
    ph.phone_return()
    st = ph.state()
    ph.expect("the question asked", (st.get("dialog"), st.get("oracle_question")),
              (None, "Where does the path lead?"))
    ph.expect("the hidden field lets the focus go", ph.focus_is_hidden_field(), False)
    # a name for the high scores: a few stones, End Game by taps, then the name typed
    for _ in range(5):                  # the squares with the most neighbours: points
        ph.tap(*ph.drive_square(*ph.py(GREEDY)), pause=0.8)
    ph.tap(40, 9)
    ph.tap_menu("Game", "End Game")
    if ph.state().get("dialog") and ph.py(WIDGET_AT % json.dumps("OK")):
        ph.tap_widget("OK")
    ph.r.wait(2)
    ph.shot("game-over")
    name_typed = False
    for _ in range(4):                  # the summary, then the name's requester (whatever comes first)
        ph.r.wait(1)
        st = ph.state()
        if ph.py(FIELD) is not None:
            ph.expect("the phone's keyboard asked for the name", st.get("phone_keyboard"), True)
            ph.expect("the hidden field has the focus for the name", ph.focus_is_hidden_field(), True)
            ph.py("import _webcheck, json\nfrom ishido_retro.ui.widgets.textentry import TextEntry\n"
                  "a = _webcheck.app()\njson.dumps([w.select_all() if hasattr(w, 'select_all') else None "
                  "for w in a.windows[-1].walk() if isinstance(w, TextEntry) and w.focused] and 1)")
            ph.type_by_phone("Phone Player")
            ph.shot("name-typed")
            ph.expect("the name's field", (ph.py(FIELD) or "").endswith("Phone Player"), True)
            ph.phone_return()
            name_typed = True
            break
        if st.get("dialog") and ph.py(WIDGET_AT % json.dumps("OK")):
            ph.tap_widget("OK")
        else:
            ph.r.wait(1)
    ph.expect("a name typed for the high scores", name_typed, True)
    ph.r.wait(1)
    ph.shot("after-name")
    while ph.state().get("dialog"):
        ph.tap_widget("OK") if ph.py(WIDGET_AT % json.dumps("OK")) else ph.tap_widget("Close")
    # the virtual gamepad, on and off from Choices, kept over a reload
    ph.tap(40, 9)
    ph.tap_menu("Choices", "Gamepad on Screen")
    ph.r.wait(1)
    ph.expect("gamepad after Choices > Gamepad on Screen", ph.gamepad_shown(), True)
    ph.shot("gamepad-on")
    ph.calibrate()
    ph.tap(40, 9)
    ph.expect("menu bar after a tap on the strip with the gamepad on", ph.state()["menu_open"], True)
    ph.tap_menu("Choices", "Gamepad on Screen")
    ph.expect("the setting after Gamepad on Screen again", ph.state()["settings"]["virtual_gamepad"], False)
    ph.expect("gamepad after it is turned off", ph.gamepad_shown(), False)
    ph.fitted = None
    ph.expect("the choice kept", ph.state()["settings"]["virtual_gamepad"], False)


def play_landscape(ph: Phone) -> None:
    ph.expect("input kind at the title", ph.state().get("input"), "touch")
    ph.expect("virtual gamepad at the start", ph.gamepad_shown(), False)
    ph.shot("title")
    ph.tap(160, 60, pause=2.5)
    ph.expect("screen after a tap on the title", ph.state().get("screen"), "play")
    for n in range(3):
        st = ph.state()
        col, row = st["legal_squares"][0]
        ph.tap(*ph.drive_square(col, row), pause=0.8)
        ph.expect(f"stones left after tap {n + 1}", ph.state()["stones_left"], st["stones_left"] - 1)
    ph.long_press(*ph.drive_square(11, 7))
    ph.expect("menu bar after a long press", ph.state()["menu_open"], True)
    ph.tap_menu("Scores")
    ph.shot("menu")
    ph.tap_menu("Scores", "Statistics", first=2)
    ph.expect("a window opened by taps", bool(ph.state().get("dialog")), True)
    ph.shot("statistics")


def square_centre(col: int, row: int) -> tuple[int, int]:
    from ishido_retro import layout
    return layout.square_centre(col, row)


def served_page(drive) -> None:
    """The page with a viewport meta, where the build has none (a copy beside the page is served)."""
    dist = WORK / "dist"
    page = (dist / drive.PAGE_NAME).read_text(encoding="utf-8")
    if 'name="viewport"' in page:
        return
    doctype = "<!doctype html>\n"
    head = doctype if page.startswith(doctype) else ""
    page = head + VIEWPORT_META + "\n" + page[len(head):]
    (dist / drive.PAGE_NAME).write_text(page, encoding="utf-8")
    print("touch.py: the page has no viewport meta; the copy checked here has width=device-width", flush=True)


def main(argv: list[str]) -> int:
    if not (WEBCHECK / "drive.py").exists():
        raise SystemExit(f"touch.py: no webcheck at {WEBCHECK} (set WEBCHECK_HOME)")
    if "--no-build" not in argv:
        subprocess.run([sys.executable, str(ROOT / "tools" / "make_web.py"), "--out", str(WORK / "dist")], check=True)
    sys.path.insert(0, str(WEBCHECK))
    sys.path.insert(0, str(ROOT))
    import drive  # type: ignore[import-not-found]
    import serve  # type: ignore[import-not-found]
    from playwright.sync_api import sync_playwright
    served_page(drive)
    Phone.drive_square = lambda self, c, r: square_centre(c, r)     # type: ignore[attr-defined]
    (WORK / "shots").mkdir(parents=True, exist_ok=True)
    for old in (WORK / "shots").glob("*touch-*.png"):
        old.unlink()
    log = (WORK / "logs" / "touch.txt").open("w")
    servers = serve.Servers(WORK)
    results, failed, phones = [], None, []
    names = ["portrait"] if "--portrait-only" in argv else ["portrait", "landscape"]
    chromium = os.environ.get("CHROMIUM") or "/usr/bin/chromium"
    with sync_playwright() as pw:
        browser = pw.chromium.launch(
            executable_path=chromium, headless=True,
            args=[f"--host-resolver-rules=MAP cdn.jsdelivr.net 127.0.0.1:{servers.cdn_port}",
                  "--ignore-certificate-errors", "--no-sandbox", "--enable-unsafe-swiftshader",
                  "--use-angle=swiftshader", "--autoplay-policy=no-user-gesture-required"])
        try:
            for name in names:
                ph = Phone(drive, browser, servers, log, name)
                phones.append(ph)
                took = ph.open()
                (play_portrait if name == "portrait" else play_landscape)(ph)
                if name == "portrait":
                    ph.r.installed = False
                    ph.page.reload()
                    took_again = ph.open()
                    ph.expect("gamepad after a reload", ph.gamepad_shown(), False)
                    ph.note(f"title again {took_again:.1f} s after the reload")
                ph.shot("end")
                results.append(f"{name}: title in {took:.1f} s, {ph.checks} checks")
                ph.context.close()
        except drive.Failed as e:
            failed = str(e)
            if phones:
                phones[-1].note(f"FAILED: {failed}")
                phones[-1].shot("failed")
        finally:
            browser.close()
            servers.close()
    problems = [p for ph in phones for p in (*ph.r.p.tracebacks, *ph.r.p.page_errors)]
    ok = failed is None and not problems
    line = (f"touch: {'ok' if ok else 'FAILED'}: " + "; ".join(results)
            + (f"; {failed}" if failed else "") + f"; {len(problems)} tracebacks or page errors"
            + (f": {problems[0]}" if problems else ""))
    log.write(line + "\n")
    log.close()
    print(line, flush=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
