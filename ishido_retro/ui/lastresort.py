"""The last resort: no traceback takes work with it.

Any exception no other part of the game or the editor handled, in a window's frame (:func:`guarded`, which
:func:`~.shell.run_window` hands pyxel) or in a scripted run (:func:`~.shell.run_script_file`), comes here:

1. what a window close keeps is kept (:func:`.leaving.keep_now`: the game in progress as a left game, the
   stoneset editor's unsaved edits autosaved, the editor hosted in the game included);
2. the traceback is written to ``error.log`` in the data folder (:mod:`ishido_retro.storage.errorlog`);
3. one sentence naming that file is said on stderr, and the process ends with status 1. A browser page
   cannot end: it shows the sentence in the window instead, and runs no more frames.

The next start of the game or the editor says it once, over what it offers back.

Test hook: with the environment variable ``ISHIDO_RETRO_TEST_CRASH`` set (to anything but ``0`` or empty),
F12 raises an exception in the frame it is pressed (:func:`test_hook`), so tests can reach this with a real
process, a real window and the runner's ``key: f12``.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Collection
from pathlib import Path

from ishido_retro.ui import leaving

TEST_HOOK = "ISHIDO_RETRO_TEST_CRASH"
TEST_KEY = "f12"


class TestCrash(RuntimeError):
    """The exception the test hook raises."""


def test_hook(keys: Collection[str]) -> None:
    """Raise :class:`TestCrash` when F12 is among ``keys`` and the test hook is on."""
    if TEST_KEY in keys and os.environ.get(TEST_HOOK, "0") not in ("", "0"):
        raise TestCrash(f"the test hook ({TEST_HOOK}): F12 was pressed")


def _shown(path: Path) -> str:
    """``path`` as said on a terminal: the home folder as ``~``."""
    home = os.path.expanduser("~")
    text = str(path)
    return "~" + text[len(home):] if home not in ("", "/", "~") and text.startswith(home + os.sep) else text


def crashed(program: str, exc: BaseException) -> str:
    """Keep the work, write the traceback down, say so on stderr; the sentence said."""
    import traceback
    trace = "".join(traceback.format_exception(exc))
    kept = "what a closing window keeps (the game in progress, unsaved stoneset edits)"
    try:
        leaving.keep_now()
    except Exception:       # noqa: BLE001 - keeping is the last thing that may fail; it is written down too
        kept = "nothing: keeping failed too"
        trace += "\nWhile keeping the work:\n" + traceback.format_exc()
    from ishido_retro.storage import errorlog
    try:
        path = errorlog.write(program, trace, kept)
    except (OSError, ValueError) as problem:
        reason = getattr(problem, "strerror", None) or str(problem).rstrip(".")
        sentence = (f"{program}: stopped on an unexpected error. What was in progress is kept for the next start "
                    f"where the data folder allows; {errorlog.LOG} could not be written ({reason}), so here is "
                    f"what happened:\n{trace}")
    else:
        sentence = (f"{program}: stopped on an unexpected error. What was in progress is kept for the next start; "
                    f"what happened is written in {_shown(path)}.")
    print(sentence, file=sys.stderr, flush=True)
    return sentence


def end(status: int = 1) -> None:
    """End the process at once (the window's ``atexit`` keeping is done already): the workers stopped first."""
    from ishido_retro.ui.thinking import workers
    workers.stop_all()
    workers.release_locks()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(status)


class Guard:
    """A window's frame callbacks, each run under the last resort."""

    def __init__(self, program: str, update: Callable[[], None], draw: Callable[[], None],
                 app: object = None) -> None:
        self.program = program
        self.app = app                    # the window's app (what a harness standing in for pyxel.run looks at)
        self._update, self._draw = update, draw
        self.said: str | None = None      # a page's sentence, shown instead of the frames

    def update(self) -> None:
        if self.said is None:
            self._run(self._update)

    def draw(self) -> None:
        if self.said is None:
            self._run(self._draw)
        if self.said is not None:
            _draw_sentence(self.said)

    def _run(self, part: Callable[[], None]) -> None:
        try:
            part()
        except Exception as exc:     # noqa: BLE001 - the last resort: every exception no one else handled
            sentence = crashed(self.program, exc)
            if sys.platform != "emscripten":
                end(1)
            self.said = sentence.split("\n", 1)[0].split(": ", 1)[-1]


def _draw_sentence(sentence: str) -> None:
    """The sentence in the window, in the built-in font, on black."""
    import textwrap

    import pyxel

    from ishido_retro.layout import ROLE_WHITE
    pyxel.cls(0)
    for i, line in enumerate(textwrap.wrap(sentence, 75)):
        pyxel.text(8, 8 + 8 * i, line, ROLE_WHITE)
