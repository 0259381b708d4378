"""A file dropped on the game's window: a stoneset or a board installed in the data folder, then offered.

pyxel gives the paths dropped in a frame (``pyxel.dropped_files``, read into :class:`~.input.Input`);
the :class:`~.shell.Shell` hands each to the screen first (the stoneset editor opens it) and then to
:meth:`Drops.install`. The file is read through the one hardened reader and copied into the data folder
(:func:`ishido_retro.storage.ownsets.install_dropped`, never over a different set); the game says where
it went and offers to play it now. Anything else gets one sentence, and nothing is written.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ishido_retro.ui.ports import Requesters

PLAY_NOW, NOT_NOW = "Play Now", "Not Now"


class Drops:
    """``use(kind, setting)`` puts the installed set in play (and keeps the choice)."""

    def __init__(self, requesters: Requesters, use: Callable[[str, str], None]) -> None:
        self.requesters = requesters
        self.use = use

    def install(self, path: str) -> None:
        from ishido_retro.storage.ownsets import install_dropped, shown_path
        from ishido_retro.ui.widgets import Requester
        try:
            kept = install_dropped(Path(path))
        except (OSError, ValueError) as exc:        # the one sentence of a DataFileError (or the system's)
            reason = getattr(exc, "strerror", None) if not isinstance(exc, ValueError) else None
            self.requesters.message("Drop", f"{Path(path).name} cannot be installed: {reason}." if reason
                                    else str(exc))
            return
        by = f" by {kept.author}" if kept.author and kept.author != "unknown" else ""
        done = "is installed as" if kept.new else "was already installed as"
        text = f"The {kept.kind} {kept.name!r}{by} {done} {shown_path(kept.kind, kept.file)}. Play with it now?"

        def answer(result: object) -> None:
            if result == PLAY_NOW:
                self.use(kept.kind, kept.setting)
        self.requesters.open(Requester(kept.kind.capitalize(), text, buttons=(PLAY_NOW, NOT_NOW), on_close=answer))
