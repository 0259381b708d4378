"""A browser page's files in and out: a file offered as a download, files dropped on the page or chosen with
the browser's file chooser brought in.

A page's data folder lives in the browser's Python (see :mod:`.webkeep`); nothing there reaches the player's
own disk by itself. :func:`listen` (once, at the start of a page) adds to the page a hidden file chooser and
a drop handler for the whole page: a file dropped on it or chosen is written into :data:`INBOX` in the
browser's Python, and its path waits in the page until :func:`arrived` hands it to the game, as pyxel hands a
file dropped on a desktop window (``pyxel.dropped_files``). :func:`choose_file` opens the browser's chooser;
:func:`offer_download` gives a file of the data folder to the browser as a download. On the desktop all of
them do nothing and say so by their result.

A browser opens its file chooser only soon after the player's click or key, and shows its own window; the
file then comes in a frame or two later (it is read without blocking the game).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from ishido_retro.storage.safeio import MAX_READ_BYTES, read_bytes

INBOX = "/tmp/ishido-retro-in"       # in the browser's Python: where files dropped or chosen arrive
ACCEPT = ".png,.gif,.bmp"

_PAGE_SIDE = r"""(FS, inbox, accept) => {
  if (window.ishidoRetroFiles) return window.ishidoRetroFiles;
  const waiting = [];
  try { FS.mkdir(inbox); } catch (e) {}
  const take = (files) => {
    for (const file of Array.from(files || [])) {
      file.arrayBuffer().then((buf) => {
        const path = inbox + "/" + (file.name.replace(/[\/\\\x00-\x1f]/g, "_") || "dropped");
        FS.writeFile(path, new Uint8Array(buf));
        waiting.push(path);
      });
    }
  };
  const over = (e) => { e.preventDefault(); e.stopPropagation(); e.dataTransfer.dropEffect = "copy"; };
  window.addEventListener("dragover", over, true);
  window.addEventListener("drop", (e) => { e.preventDefault(); e.stopPropagation(); take(e.dataTransfer.files); },
                          true);
  const chooser = document.createElement("input");
  chooser.type = "file";
  chooser.accept = accept;
  chooser.id = "ishido-retro-chooser";
  chooser.style.display = "none";
  chooser.addEventListener("change", () => { take(chooser.files); chooser.value = ""; });
  document.body.appendChild(chooser);
  const download = (name, bytes) => {
    const a = document.createElement("a");
    a.download = name;
    a.href = URL.createObjectURL(new Blob([bytes], { type: "application/octet-stream" }));
    a.style.display = "none";
    document.body.appendChild(a);
    a.click();
    setTimeout(() => { a.remove(); URL.revokeObjectURL(a.href); }, 2000);
  };
  window.ishidoRetroFiles = {
    arrived: () => waiting.splice(0, waiting.length).join("\n"),
    choose: () => chooser.click(),
    download: download,
  };
  return window.ishidoRetroFiles;
}"""

_page: list[Any] = []       # the page side, once :func:`listen` has set it up


def in_page() -> bool:
    """Whether the game runs in a browser page."""
    return sys.platform == "emscripten"


def listen() -> bool:
    """In a page, set up the drop handler, the file chooser and downloads (once); False on the desktop or when the
    page would not. Never raises."""
    if _page:
        return True
    if not in_page():
        return False
    try:
        import js  # type: ignore[import-not-found]   # Pyodide's bridge to the page
        import pyodide_js  # type: ignore[import-not-found]
        _page.append(js.eval(_PAGE_SIDE)(pyodide_js.FS, INBOX, ACCEPT))
    except Exception as exc:       # noqa: BLE001 - the page's errors are JavaScript's; the game plays on
        print(f"ishido-retro: files cannot be dropped on or chosen into this page ({exc}).", file=sys.stderr)
        return False
    return True


def arrived() -> tuple[str, ...]:
    """The paths (in the browser's Python) of the files dropped on the page or chosen since the last call."""
    if not _page:
        return ()
    try:
        return tuple(p for p in str(_page[0].arrived()).split("\n") if p)
    except Exception:              # noqa: BLE001
        return ()


def choose_file() -> bool:
    """Open the browser's file chooser; the file chosen comes in through :func:`arrived`. False where there is
    none (the desktop)."""
    if not _page:
        return False
    try:
        _page[0].choose()
    except Exception:              # noqa: BLE001
        return False
    return True


def offer_download(path: Path | str) -> bool:
    """In a page, give the file ``path`` to the browser as a download under its own name; False on the desktop,
    or when it cannot be read or the page refuses."""
    if not _page:
        return False
    try:
        from pyodide.ffi import to_js  # type: ignore[import-not-found]
        data = read_bytes(path, MAX_READ_BYTES, "a file to download")
        _page[0].download(Path(path).name, to_js(data))
    except Exception as exc:       # noqa: BLE001
        print(f"ishido-retro: {Path(path).name} could not be offered as a download ({exc}).", file=sys.stderr)
        return False
    return True
