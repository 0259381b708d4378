"""webcheck on a phone (issue 45): the page fills the screen in both orientations, opens offline, and keeps
what the game wrote through a tab killed a second after.

usage: ``WEBCHECK_WORK=DIR python bench/webcheck/phone.py [--no-build] [--only killed,kept,fill,review,offline]
[--file NAME] [--steps FILE] [--rounds N]`` from the checkout, with the project's ``shared/`` beside it and ``setup.sh``
run for DIR (see ``shared/tools/webcheck/README.md``).

It drives its own Chromium (headless, on a user-data folder of its own in ``WORK/phone``) over CDP, so that
it can kill it (SIGKILL, no unload handler runs) and start it again on the same folder. Five checks:

- ``killed``: a desktop page; the steps (``--steps``, default: start a game, a click on the scoreboard, which
  saves ``settings.yaml``) write the file ``--file`` (default ``settings.yaml``) in the data folder; when the
  page's durable store has written it, wait 1 s, kill the browser, start it again: the file must read back the
  same. A ``localStorage`` entry written at the same moment is looked for too (it is what the page kept its
  files in before; Chromium writes it to disk only seconds after a change). To check the game in progress
  once it is kept after each move: ``--file left-game.yaml --steps`` a list that plays a stone.
- ``kept``: a desktop page; a game started and N moves played (N = 1, 2, ... ``--rounds``), the browser killed
  as soon as the page's durable store has written ``left-game.yaml`` after the last move, started again on the
  same folder: Resume? is asked, and Return resumes the game where it was (score, stones left, the board).
- ``fill``: a phone (390 x 844 at 3x, touch) in landscape then portrait then landscape again, rotated without a
  reload: the game's picture's share of the screen (from the canvas's box and backing size, and from the
  screenshot's pixels), and that the game is still where it was after each turn.
- ``review``: Game Review of a whole game (deal 249, all 66 stones placed by a simple fixed player) opened in
  the page: the seconds until Master has looked at every move (within 60 s), and its progress on the way.
- ``offline``: a fresh profile, the first visit (time to the title, what the service worker keeps), a second
  visit online, then the network cut (the context offline and both servers stopped) and a reload: the title
  must come and a game start.

Screenshots go to ``WORK/shots/phone-*.png`` (3x on the phone), the log to ``WORK/logs/phone.txt``. The last
line is the summary; exit status 0 when every check held.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WEBCHECK = Path(os.environ.get("WEBCHECK_HOME", ROOT.parent / "shared" / "tools" / "webcheck"))
WORK = Path(os.environ.get("WEBCHECK_WORK", "/tmp/webcheck-work")).resolve()
PAGE = "ishido-retro.html"
LANDSCAPE = {"width": 844, "height": 390, "deviceScaleFactor": 3, "mobile": True,
             "screenOrientation": {"type": "landscapePrimary", "angle": 90}}
PORTRAIT = {"width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": True,
            "screenOrientation": {"type": "portraitPrimary", "angle": 0}}
KILLED_STEPS = ["key Enter", "wait 2", "expect screen play", "click 286 104", "wait 0.3"]

sys.path.insert(0, str(WEBCHECK))
import drive  # type: ignore[import-not-found]  # noqa: E402
import serve  # type: ignore[import-not-found]  # noqa: E402


class Browser:
    """A headless Chromium of our own on ``profile``, driven over CDP; :meth:`kill` is a phone killing it."""

    def __init__(self, pw, profile: Path, servers, log) -> None:
        chromium = os.environ.get("CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
        self.proc = subprocess.Popen(
            [chromium, "--headless=new", f"--user-data-dir={profile}", "--remote-debugging-port=0",
             f"--host-resolver-rules=MAP cdn.jsdelivr.net 127.0.0.1:{servers.cdn_port}",
             "--ignore-certificate-errors", "--no-sandbox", "--enable-unsafe-swiftshader", "--use-angle=swiftshader",
             "--autoplay-policy=no-user-gesture-required", "--no-first-run", "--no-default-browser-check",
             "about:blank"], stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True, start_new_session=True)
        ws = None
        assert self.proc.stderr is not None
        for line in self.proc.stderr:
            m = re.search(r"DevTools listening on (ws://\S+)", line)
            if m:
                ws = m.group(1)
                break
        if ws is None:
            raise SystemExit("phone.py: Chromium did not start")
        threading.Thread(target=lambda: [log.write("chromium: " + ln) for ln in self.proc.stderr], daemon=True).start()
        self.browser = pw.chromium.connect_over_cdp(ws)
        self.context = self.browser.contexts[0]

    def kill(self) -> None:
        os.killpg(self.proc.pid, signal.SIGKILL)
        self.proc.wait()

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.browser.close()
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.proc.pid, signal.SIGTERM)
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.proc.wait(10)


class Phone:
    """One run: the servers, the log, the browsers, the figures."""

    def __init__(self, work: Path) -> None:
        self.work = work
        self.servers = serve.Servers(work)
        self.url = f"http://127.0.0.1:{self.servers.page_port}/{PAGE}"
        self.log = (work / "logs" / "phone.txt").open("w")
        self.figures: list[str] = []
        self.failures: list[str] = []

    def page(self, browser: Browser, screen: dict | None):
        page = browser.context.new_page()
        cdp = browser.context.new_cdp_session(page)
        if screen is None:
            page.set_viewport_size(drive.VIEWPORT)
        else:
            cdp.send("Emulation.setDeviceMetricsOverride", screen)
            cdp.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
        r = drive.Run(page, self.work, self.log)
        page.on("console", r.on_console)
        page.on("pageerror", r.on_page_error)
        return page, cdp, r

    def to_title(self, page, cdp, r, reload: bool = False) -> float:
        """Open (or reload) the page, start it with a tap or a click, wait for the title: seconds in all."""
        r.installed = False
        start = time.monotonic()
        page.reload() if reload else page.goto(self.url)
        while not page.query_selector("img#pyxel-prompt"):
            if time.monotonic() - start > drive.LOAD_TIMEOUT:
                raise drive.Failed("no 'touch to start'")
            r.wait(0.1)
        w, h = page.evaluate("() => [innerWidth, innerHeight]")
        if page.evaluate("() => matchMedia('(pointer: coarse)').matches"):
            cdp.send("Input.synthesizeTapGesture", {"x": w / 2, "y": h / 2, "duration": 60})
        else:
            page.mouse.click(w / 2, h / 2)
        while not ((r.py("frames") or 0) > 0 and r.py("screen") == "TitleScreen"):
            if time.monotonic() - start > drive.LOAD_TIMEOUT + drive.TITLE_TIMEOUT:
                raise drive.Failed("no title screen")
            r.wait(0.1)
        return time.monotonic() - start

    def say(self, text: str) -> None:
        print(text, flush=True)
        self.log.write(text + "\n")
        self.log.flush()

    def figure(self, text: str) -> None:
        self.figures.append(text)
        self.say("  " + text)

    def check(self, ok: bool, what: str) -> None:
        if not ok:
            self.failures.append(what)
        self.say(("  ok: " if ok else "  FAILED: ") + what)

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.servers.close()
        self.log.close()


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--no-build", action="store_true")
    ap.add_argument("--only", default="killed,kept,fill,review,offline")
    ap.add_argument("--file", default="settings.yaml")
    ap.add_argument("--steps", type=Path)
    ap.add_argument("--rounds", type=int, default=3, help="rounds of the kept check")
    args = ap.parse_args(argv)
    if not (WEBCHECK / "drive.py").exists():
        raise SystemExit(f"phone.py: no webcheck at {WEBCHECK} (set WEBCHECK_HOME)")
    if not args.no_build:
        subprocess.run([sys.executable, str(ROOT / "tools" / "make_web.py"), "--out", str(WORK / "dist")], check=True)
    (WORK / "shots").mkdir(parents=True, exist_ok=True)
    for old in (WORK / "shots").glob("phone-*.png"):
        old.unlink()
    import phonechecks
    from playwright.sync_api import sync_playwright
    run = Phone(WORK)
    steps = drive.load_steps(args.steps) if args.steps else [drive.Step(0, *_split(s), s) for s in KILLED_STEPS]
    try:
        with sync_playwright() as pw:
            for name in args.only.split(","):
                run.say(f"phone: {name}")
                try:
                    getattr(phonechecks, name)(run, pw, Browser, file=args.file, steps=steps, rounds=args.rounds)
                except drive.Failed as e:
                    run.check(False, f"{name}: {e}")
    finally:
        run.close()
    line = (f"phone: {'ok' if not run.failures else 'FAILED'}: " + "; ".join(run.figures)
            + (f"; failed: {'; '.join(run.failures)}" if run.failures else ""))
    print(line, flush=True)
    (WORK / "logs" / "phone-summary.txt").write_text(line + "\n" + json.dumps(run.figures, indent=1) + "\n")
    return 0 if not run.failures else 1


def _split(step: str) -> tuple[str, list[str]]:
    verb, *args = step.split()
    return verb, args


sys.path.insert(0, str(Path(__file__).resolve().parent))

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
