"""webcheck with the page's files: a set dropped on the page, one chosen with the browser's file chooser, and
the downloads Save and Export Sheet offer (issue 39).

usage: ``WEBCHECK_WORK=DIR python bench/webcheck/files.py [--no-build] [--steps FILE]`` from the checkout, with
the project's ``shared/`` beside it and ``setup.sh`` run for DIR (see ``shared/tools/webcheck/README.md``).

webcheck's own play list cannot drop a file or answer the browser's file chooser; this runs its driver
(``drive.py``) with four steps more (the default list is ``bench/webcheck/files.txt``):

| step | what it does |
| --- | --- |
| ``makeset FILE SHIPPED NAME...`` | writes ``WORK/files/FILE``: the shipped stoneset SHIPPED named NAME, by Web Check |
| ``drop FILE`` | drops ``WORK/files/FILE`` on the page's canvas (a real drop event with the file in it) |
| ``choose FILE`` | the next file chooser the page opens is answered with ``WORK/files/FILE`` |
| ``clickw NAME...`` | a left click in the middle of the widget NAME of the window on top (read from the game) |
| ``downloaded FILE`` | a download named FILE has come (within 5 s) and is a PNG; it is kept in ``WORK/downloads`` |
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


def make_set(target: Path, shipped: str, name: str) -> None:
    from ishido_retro.storage.resources import shipped_stoneset_path
    from ishido_retro.storage.stonesets import load_stoneset, save_stoneset
    stoneset = load_stoneset(shipped_stoneset_path(shipped))
    stoneset.name, stoneset.author = name, "Web Check"
    target.parent.mkdir(parents=True, exist_ok=True)
    save_stoneset(stoneset, target)


DROP = """async ([name, b64]) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const dt = new DataTransfer();
    dt.items.add(new File([bytes], name, { type: "image/png" }));
    const canvas = document.querySelector("canvas");
    for (const kind of ["dragenter", "dragover", "drop"]) {
        canvas.dispatchEvent(new DragEvent(kind, { dataTransfer: dt, bubbles: true, cancelable: true }));
    }
    return true;
}"""


def extend(drive) -> None:
    """drive.py's play list with the steps above."""
    drive.VERBS.update({"makeset": (3, 99), "drop": (1, 1), "choose": (1, 1), "clickw": (1, 99),
                        "downloaded": (1, 1)})
    plain = drive.Run.run_step
    downloads: list = []
    files = WORK / "files"

    def run_step(self, step) -> None:
        v, a = step.verb, step.args
        if not getattr(self, "_files_hooked", False):
            self.page.on("download", lambda d: downloads.append(d))
            self._files_hooked = True
        if v == "makeset":
            make_set(files / a[0], a[1], " ".join(a[2:]))
        elif v == "drop":
            import base64
            self.page.evaluate(DROP, [a[0], base64.b64encode((files / a[0]).read_bytes()).decode("ascii")])
            self.wait(1.0)
        elif v == "choose":
            self.page.once("filechooser", lambda chooser: chooser.set_files(str(files / a[0])))
        elif v == "clickw":
            name = " ".join(a)
            code = ("import _webcheck, json\nw = _webcheck.app().windows[-1].find(" + json.dumps(name) + ")\n"
                    "json.dumps(None if w is None else [w.x + w.w // 2, w.y + w.h // 2])")
            self.py("frames")           # the helper is in the page
            where = json.loads(self.page.evaluate(drive.RUN_PYTHON, code) or "null")
            if not isinstance(where, list):
                raise drive.Failed(f"no widget {name!r} in the window on top")
            self.click(float(where[0]), float(where[1]))
        elif v == "downloaded":
            deadline = time.monotonic() + 5
            while not any(d.suggested_filename == a[0] for d in downloads) and time.monotonic() < deadline:
                self.wait(0.25)
            found = [d for d in downloads if d.suggested_filename == a[0]]
            if not found:
                raise drive.Failed(f"no download named {a[0]} (downloads: "
                                   f"{[d.suggested_filename for d in downloads] or 'none'})")
            kept = WORK / "downloads" / a[0]
            kept.parent.mkdir(parents=True, exist_ok=True)
            found[-1].save_as(str(kept))
            if not kept.read_bytes().startswith(b"\x89PNG\r\n\x1a\n"):
                raise drive.Failed(f"the download {a[0]} is not a PNG")
            self.note(f"  downloaded {a[0]}: {kept.stat().st_size} bytes, kept as {kept}")
        else:
            plain(self, step)
    drive.Run.run_step = run_step


def main(argv: list[str]) -> int:
    if not (WEBCHECK / "drive.py").exists():
        raise SystemExit(f"files.py: no webcheck at {WEBCHECK} (set WEBCHECK_HOME)")
    build = "--no-build" not in argv
    argv = [a for a in argv if a != "--no-build"]
    if "--steps" not in argv:
        argv += ["--steps", str(Path(__file__).with_name("files.txt"))]
    if build:
        subprocess.run([sys.executable, str(ROOT / "tools" / "make_web.py"), "--out", str(WORK / "dist")], check=True)
    sys.path.insert(0, str(WEBCHECK))
    import drive  # type: ignore[import-not-found]
    extend(drive)
    sys.argv = ["drive.py", "--work", str(WORK), *argv]
    return drive.main()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
