"""A file dropped on the game's window: a stoneset or a board installed in the data folder, then offered.

pyxel gives the paths dropped in a frame (``pyxel.dropped_files``, read into :class:`~.input.Input`; in a
browser page also the files dropped on the page or chosen with its file chooser,
:mod:`ishido_retro.storage.webfiles`); the :class:`~.shell.Shell` hands each to the screen first (the
stoneset editor opens it) and then to :meth:`Drops.install`. The file is read through the one hardened
reader and checked (:func:`ishido_retro.storage.ownsets.check_dropped`). A set of the same name and author
as an own set asks first (:func:`replace_question`): Replace (the old file kept in the backup folder),
Keep Both (the new one beside it, ``-2``) or Cancel; otherwise it is copied in, never over a different set.
The game says where it went and offers to play it now. Anything else gets one sentence, and nothing is
written.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ishido_retro.ui import widgets  # its requesters load when first opened, not before the title
from ishido_retro.ui.ports import Requesters

PLAY_NOW, NOT_NOW = "Play Now", "Not Now"
REPLACE, KEEP_BOTH, CANCEL = "Replace", "Keep Both", "Cancel"


def replace_question(kind: str, name: str, author: str, file: str,
                     on_answer: Callable[[object], object]) -> widgets.Requester:
    """Replace, Keep Both or Cancel: a set of ``name`` by ``author`` meets the own ``kind`` in ``file`` of the same
    name and author. Return (the focused answer) keeps both; Escape cancels."""
    from ishido_retro.storage.ownfiles import BACKUPS
    from ishido_retro.storage.ownsets import FOLDERS
    by = f" by {author}" if author and author != "unknown" else ""
    text = (f"Your {kind} {name!r}{by} is installed already, as {file}. Replace it with this one (the old file is "
            f"kept in {BACKUPS}/{FOLDERS[kind]} in your data folder), keep both, or cancel?")
    asked = widgets.Requester(kind.capitalize(), text, buttons=(REPLACE, KEEP_BOTH, CANCEL), on_close=on_answer)
    asked.default_button = asked.buttons[1]        # one Return keeps both: nothing is written over
    return asked


class Drops:
    """``use(kind, setting)`` puts the installed set in play (and keeps the choice)."""

    def __init__(self, requesters: Requesters, use: Callable[[str, str], None]) -> None:
        self.requesters = requesters
        self.use = use

    def install(self, path: str) -> None:
        from ishido_retro.storage.ownfiles import replace_own
        from ishido_retro.storage.ownsets import check_dropped, keep_dropped
        try:
            incoming = check_dropped(Path(path))
        except (OSError, ValueError) as exc:        # the one sentence of a DataFileError (or the system's)
            self._cannot(path, exc)
            return
        rival = incoming.rival
        if rival is None:
            self._keep(path, lambda: keep_dropped(incoming))
            return

        def answer(result: object) -> None:
            if result == REPLACE:
                self._keep(path, lambda: replace_own(incoming, rival.file))
            elif result == KEEP_BOTH:
                self._keep(path, lambda: keep_dropped(incoming))
        self.requesters.open(replace_question(incoming.kind, incoming.name, incoming.author, rival.file, answer))

    def _cannot(self, path: str, exc: Exception) -> None:
        reason = getattr(exc, "strerror", None) if not isinstance(exc, ValueError) else None
        self.requesters.message("Drop", f"{Path(path).name} cannot be installed: {reason}." if reason else str(exc))

    def _keep(self, path: str, keep: Callable) -> None:
        """``keep()`` the set, then say where it went and offer to play it now."""
        from ishido_retro.storage.ownfiles import NoBackup
        from ishido_retro.storage.ownsets import shown_path
        try:
            kept = keep()
        except NoBackup as exc:         # Replace: the old one's backup first, so nothing was written over
            self.requesters.message("Drop", f"{Path(path).name} was not installed and nothing was replaced: "
                                            f"{exc}.")
            return
        except (OSError, ValueError) as exc:
            self._cannot(path, exc)
            return
        by = f" by {kept.author}" if kept.author and kept.author != "unknown" else ""
        done = "is installed as" if kept.new else "was already installed as"
        text = f"The {kept.kind} {kept.name!r}{by} {done} {shown_path(kept.kind, kept.file)}."
        if kept.backup is not None:
            text += (f" The old one is kept as {kept.backup.parent.parent.name}/{kept.backup.parent.name}/"
                     f"{kept.backup.name} in your data folder.")
        text += " Play with it now?"

        def answer(result: object) -> None:
            if result == PLAY_NOW:
                self.use(kept.kind, kept.setting)
        self.requesters.open(widgets.Requester(kept.kind.capitalize(), text, buttons=(PLAY_NOW, NOT_NOW),
                                               on_close=answer))
