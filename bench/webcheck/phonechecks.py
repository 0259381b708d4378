"""The three checks of ``phone.py`` (see its docstring): ``killed``, ``fill``, ``offline``."""

from __future__ import annotations

import base64
import contextlib
import json
import shutil
import time

import drive  # type: ignore[import-not-found]
from phone import LANDSCAPE, PORTRAIT

FILE_B64 = """
import base64
from ishido_retro.storage import datafolder
p = datafolder.folder_path() / {name!r}
base64.b64encode(p.read_bytes()).decode('ascii') if p.exists() else ''
"""

KEEP_DONE = "() => window.ishidoRetroKeep ? [window.ishidoRetroKeep.writes, window.ishidoRetroKeep.done, " \
            "window.ishidoRetroKeep.durable, window.ishidoRetroKeep.problem] : null"


def _kept_on_disk(page, seconds: float) -> tuple[object, object]:
    """Wait (at most SECONDS) until every write the page's durable store began has completed: (durable, problem)."""
    deadline = time.monotonic() + seconds
    while True:
        writes, done, durable, problem = page.evaluate(KEEP_DONE)
        if (writes and done == writes) or time.monotonic() > deadline:
            return durable, problem
        time.sleep(0.02)


def _read(r, name: str) -> bytes:
    return base64.b64decode(r.page.evaluate(drive.RUN_PYTHON, FILE_B64.format(name=name)) or "")


@contextlib.contextmanager
def _fresh(run, pw, Browser, name: str, screen, fresh: bool = True):
    """A browser on the profile WORK/phone/NAME (emptied first when FRESH), its page on SCREEN (None: a desk),
    at the title."""
    profile = run.work / "phone" / name
    if fresh:
        shutil.rmtree(profile, ignore_errors=True)
    b = Browser(pw, profile, run.servers, run.log)
    try:
        page, cdp, r = run.page(b, screen)
        t = run.to_title(page, cdp, r)
        yield b, page, cdp, r, t
    finally:
        b.close()


def killed(run, pw, Browser, file: str, steps: list, **_) -> None:
    """A file the game writes survives the browser killed 1 s after the write."""
    with _fresh(run, pw, Browser, "killed", None) as (b, page, cdp, r, _t):
        r.calibrate()
        before_file = _read(r, file)
        for step in steps:
            r.run_step(step)
        written = _read(r, file)
        durable, problem = _kept_on_disk(page, 5)
        run.check(bool(durable) and not problem, f"killed: the page keeps its files in IndexedDB (durable "
                                                 f"{durable}, problem {problem})")
        run.check(written != before_file and bool(written), f"killed: the steps wrote {file} ({len(written)} bytes)")
        page.evaluate("() => localStorage.setItem('phone-check', String(Date.now()))")
        time.sleep(1.0)
        b.kill()
    with _fresh(run, pw, Browser, "killed", None, fresh=False) as (b, page, cdp, r, _t):
        back = _read(r, file)
        lost = page.evaluate("() => localStorage.getItem('phone-check')") is None
        run.check(back == written, f"killed: {file} is back after the browser was killed 1 s after the write "
                                   f"({len(back)} of {len(written)} bytes, the same: {back == written})")
        run.figure(f"killed 1 s after a write: {file} kept ({'same' if back == written else 'NOT the same'}); "
                   f"a localStorage entry written then {'lost' if lost else 'kept'}")


PICTURE = """() => {
  const c = document.querySelector('canvas#canvas'); const r = c.getBoundingClientRect();
  return [r.x, r.y, r.width, r.height, c.width, c.height, innerWidth, innerHeight];
}"""

SCALE = """
import pyxel
from ishido_retro.ui import headless
[pyxel.width, pyxel.height]
"""


def _share(run, r, cdp, name: str) -> tuple[float, float]:
    x, y, w, h, bw, bh, vw, vh = r.page.evaluate(PICTURE)
    whole = max(1, min(bw // 320, bh // 200))
    fits = whole * 320 >= 0.9 * bw or whole * 200 >= 0.9 * bh
    s = whole if fits else min(bw / 320, bh / 200)
    pw_, ph_ = 320 * s * w / bw, 200 * s * h / bh
    _shot3x(r, cdp, name)
    seen = _seen(r.work / "shots" / f"phone-{name}.png", vw)
    run.figure(f"{name} {vw}x{vh}: canvas {w:.0f}x{h:.0f} CSS px (backing {bw}x{bh}), the picture "
               f"{pw_:.0f}x{ph_:.0f} = {100 * pw_ / vw:.0f} % of the width, {100 * ph_ / vh:.0f} % of the height"
               f" (in the screenshot: {seen})")
    return pw_ / vw, ph_ / vh


def _tap_square(r, cdp, col: int, row: int) -> None:
    """A tap on a board square, aimed by the page's scale (as :func:`_share` works it out)."""
    from ishido_retro import layout
    x, y, w, h, bw, bh, _vw, _vh = r.page.evaluate(PICTURE)
    whole = max(1, min(bw // 320, bh // 200))
    s = whole if whole * 320 >= 0.9 * bw or whole * 200 >= 0.9 * bh else min(bw / 320, bh / 200)
    k = s * w / bw                                   # CSS px a game pixel
    gx, gy = layout.square_centre(col, row)
    cdp.send("Input.synthesizeTapGesture", {"x": x + (w - 320 * k) / 2 + (gx + 0.5) * k,
                                            "y": y + (h - 200 * k) / 2 + (gy + 0.5) * k, "duration": 60})


def _seen(shot, css_width: int) -> str:
    """The box of the screenshot's pixels that differ from pyxel's ground (#202224), in CSS px."""
    from PIL import Image, ImageChops
    im = Image.open(shot).convert("RGB")
    box = ImageChops.difference(im, Image.new("RGB", im.size, (0x20, 0x22, 0x24))).getbbox()
    k = im.width / css_width
    return "nothing" if box is None else f"{(box[2] - box[0]) / k:.0f}x{(box[3] - box[1]) / k:.0f}"


def _shot3x(r, cdp, name: str) -> None:
    """A screenshot at the phone's own pixels (3x), WORK/shots/phone-NAME.png."""
    data = cdp.send("Page.captureScreenshot", {"format": "png"})["data"]
    (r.work / "shots" / f"phone-{name}.png").write_bytes(base64.b64decode(data))


NO_PAD = """() => { const pad = document.querySelectorAll('[id^=pyxel-gamepad]'); pad.forEach((e) => e.remove());
  document.querySelector('canvas#canvas').style.height = ''; dispatchEvent(new Event('resize')); return pad.length; }"""


def fill(run, pw, Browser, **_) -> None:
    """The picture's share of a phone's screen, landscape, portrait and back, rotated without a reload."""
    with _fresh(run, pw, Browser, "fill", LANDSCAPE) as (b, page, cdp, r, t):
        run.figure(f"phone title in {t:.1f} s")
        r.wait(1.5)
        _share(run, r, cdp, "landscape-title-pad")
        pad = page.evaluate(NO_PAD)      # the launcher's virtual gamepad off, as a touch page has it (issue 45)
        run.figure(f"without pyxel's virtual gamepad ({pad} parts taken away):")
        r.wait(1.5)
        sw, sh = _share(run, r, cdp, "landscape-title")
        run.check(sh >= 0.9 or sw >= 0.9, "fill: landscape, the picture takes >= 90 % of the height or width")
        _start_game(r)
        _tap_square(r, cdp, *r.py("state")["legal_squares"][0])      # mid-game: a stone placed by a tap
        r.wait(1.5)
        before = r.py("state")
        run.check(before and before.get("screen") == "play" and before.get("stones_left") == 65,
                  f"fill: a game started and a stone placed by a tap ({before.get('stones_left')} stones left)")
        for name, screen in (("portrait", PORTRAIT), ("landscape", LANDSCAPE)):
            cdp.send("Emulation.setDeviceMetricsOverride", screen)
            r.wait(1.5)
            sw, sh = _share(run, r, cdp, name + "-play")
            if name == "portrait":
                run.check(sw >= 0.99, "fill: portrait, the picture spans the width")
            else:
                run.check(sh >= 0.9 or sw >= 0.9, "fill: landscape again, >= 90 %")
            after = r.py("state")
            same = {k: after.get(k) for k in ("screen", "score", "stones_left")} == \
                {k: before.get(k) for k in ("screen", "score", "stones_left")}
            run.check(same, f"fill: turned to {name} without a reload, the game where it was "
                            f"({after.get('screen')}, {after.get('stones_left')} stones left)")
        run.check(not r.p.tracebacks and not r.p.page_errors, f"fill: no traceback, no page error {r.p.page_errors}")


def offline(run, pw, Browser, **_) -> None:
    """First visit, second visit, then with no network: the title comes and a game starts."""
    with _fresh(run, pw, Browser, "offline", LANDSCAPE) as (b, page, cdp, r, t1):
        kept = _kept(page, r)
        run.figure(f"first visit: title in {t1:.1f} s; the worker keeps {kept['files']} files, "
                   f"{kept['bytes']} bytes (version {kept['version']})")
        t2 = run.to_title(page, cdp, r, reload=True)
        kept2 = _kept(page, r)
        run.figure(f"repeat visit online: title in {t2:.1f} s "
                   f"(kept now {kept2['files']} files, {kept2['bytes']} bytes)")
        b.context.set_offline(True)
        run.servers.close()
        t3 = run.to_title(page, cdp, r, reload=True)
        run.figure(f"offline: title in {t3:.1f} s")
        r.key("Enter")
        r.wait(2)
        st = r.py("state") or {}
        run.check(st.get("screen") == "play", f"offline: a game starts ({st.get('screen')}, "
                                              f"{st.get('stones_left')} stones left)")
        r.shot("phone-offline-play")
        run.check(not r.p.tracebacks and not r.p.page_errors, f"offline: no traceback, no page error "
                                                              f"{r.p.page_errors[:1]}")


def _kept(page, r) -> dict:
    """What the worker keeps, once it has kept what the page told it (the count stops growing)."""
    last, same = None, 0
    for _ in range(60):
        got = page.evaluate("() => window.ishidoRetroKept ? window.ishidoRetroKept() : null")
        if got is None:
            return {"files": 0, "bytes": 0, "version": None}
        same = same + 1 if got == last else 0
        if same >= 3:
            return got
        last = got
        r.wait(0.5)
    return json.loads(json.dumps(last))


OPEN_REVIEW = """
import _webcheck
from ishido_retro.engine import Game
from ishido_retro.engine.deal import deal
from ishido_retro.players.review import review_tasks
from ishido_retro.ui.play.review import ReviewWindow
_g = Game(deal({seed}))
while _g.legal_squares():      # a simple fixed player: most neighbours, then the first square
    _g.place(max(_g.legal_squares(), key=lambda sq: (len(_g.board.neighbour_stones(sq)), -sq.cell_index)))
_webcheck.app().open(ReviewWindow(review_tasks(_g, {seed}), synchronous=False))
str(len(_g.history))
"""
REVIEW_READY = """
import _webcheck
_w = _webcheck.app().windows[-1]
str([_w.analyser.ready, len(_w.tasks), _w.analyser.thinker.where()])
"""


def review(run, pw, Browser, seed: int = 249, **_) -> None:
    """Game Review of a whole game in the page (desktop viewport): seconds until every move is ready."""
    with _fresh(run, pw, Browser, "review", None) as (b, page, cdp, r, _t):
        r.py("frames")
        moves = int(page.evaluate(drive.RUN_PYTHON, OPEN_REVIEW.format(seed=seed)))
        start = time.monotonic()
        seen = []
        while True:
            ready, total, where = json.loads(page.evaluate(drive.RUN_PYTHON, REVIEW_READY).replace("'", '"'))
            t = time.monotonic() - start
            if not seen or seen[-1][1] != ready:
                seen.append((round(t, 1), ready))
            if ready == total or t > 180:
                break
            if len(seen) == 2 and seen[-1][1] == 1:
                _shot3x(r, cdp, "review-early")
            r.wait(0.5)
        _shot3x(r, cdp, "review-done")
        run.figure(f"Game Review in the page ({where}): {ready} of {total} moves of a {moves}-move game "
                   f"(deal {seed}) in {t:.1f} s; progress {seen[:: max(1, len(seen) // 6)]}")
        run.check(ready == total and t <= 60, f"review: a whole game reviewed within 60 s ({t:.1f} s)")


GAME_KEYS = ("score", "stones_left", "board", "four_ways", "seed")


def _ready_state(r, seconds: float = 60) -> dict:
    """The game's state, once the game has made its parts (before, the state cannot be read)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        with contextlib.suppress(drive.Failed):
            return r.py("state") or {}
        r.wait(0.5)
    raise drive.Failed(f"the game's state cannot be read {seconds:.0f} s after the title")


def _start_game(r, seconds: float = 60) -> None:
    """Return at the title until a game is on (the first key may only wake the game; its parts come next)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        r.key("Enter")
        r.wait(2)
        with contextlib.suppress(drive.Failed):
            if (r.py("state") or {}).get("screen") == "play":
                return
    raise drive.Failed(f"no game {seconds:.0f} s after Return at the title")


def kept(run, pw, Browser, rounds: int = 3, **_) -> None:
    """The game in progress, kept after every move (``left-game.yaml``), back where it was after the browser is
    killed right after a move (as soon as the page's durable store has the write), in ROUNDS rounds."""
    from ishido_retro import layout
    back_where = 0
    for n in range(1, rounds + 1):
        with _fresh(run, pw, Browser, "kept", None) as (b, page, cdp, r, _t):
            r.calibrate()
            _start_game(r)
            for _move in range(n):                  # n moves, each on the touchstone's first legal square
                before = _read(r, "left-game.yaml")
                col, row = r.py("state")["legal_squares"][0]
                r.click(*layout.square_centre(col, row))
                deadline = time.monotonic() + 20
                while time.monotonic() < deadline and _read(r, "left-game.yaml") == before:
                    time.sleep(0.05)        # the frame after the move writes the kept game
            played = r.py("state") or {}
            _kept_on_disk(page, 10)
            written = _read(r, "left-game.yaml")
            b.kill()
        with _fresh(run, pw, Browser, "kept", None, fresh=False) as (b, page, cdp, r, _t):
            back = _read(r, "left-game.yaml")
            asked = _ready_state(r).get("dialog") or {}     # the game gets ready by itself once its parts are loaded
            r.wait(1.5)                             # Resume? settles before it takes an answer
            r.key("Enter")
            r.wait(2)
            now = r.py("state") or {}
            same = {k: now.get(k) for k in GAME_KEYS} == {k: played.get(k) for k in GAME_KEYS}
            back_where += same and back == written
            run.check(bool(written) and back == written and same,
                      f"kept, round {n}: killed right after move {n}, the page asked {asked.get('title')!r}; "
                      f"left-game.yaml back ({len(back)} of {len(written)} bytes); resumed where it was: {same} "
                      f"({now.get('stones_left')} stones left, score {now.get('score')})")
    run.figure(f"killed right after a move: the game back where it was in {back_where} of {rounds} rounds")
