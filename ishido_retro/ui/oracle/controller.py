"""The Oracle on screen: the menu toggle, the question, the augury on a 4-Way, Save and the journal.

:class:`OracleController` drives the pure :class:`~ishido_retro.oracle.session.OracleSession`
and opens the Oracle's windows through its host (anything with ``settings``,
``open``, ``message``, ``save_settings`` and ``windows``). The app (or the match
controller) tells it when a game starts and when a 4-Way is made; it asks back
through ``lock_undo(reason)`` so the move that gave a reading stays.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Protocol

from ishido_retro.engine.board import Board
from ishido_retro.engine.stones import Square, Stone
from ishido_retro.oracle import augury
from ishido_retro.oracle.cast import Reading
from ishido_retro.oracle.session import OracleSession
from ishido_retro.oracle.texts import OracleTexts, OracleTextsError
from ishido_retro.settings import Settings
from ishido_retro.storage import datafolder, folders, journal
from ishido_retro.storage.texts import shipped_texts
from ishido_retro.ui.notes import where
from ishido_retro.ui.oracle.delay import AuguryDelay
from ishido_retro.ui.oracle.views import AuguryWindow, JournalWindow, question_dialog
from ishido_retro.ui.widgets import FileRequester, Requester
from ishido_retro.ui.widgets.base import Window


def _journal_place() -> str:
    path = journal.journal_path()
    # in the data folder, its name alone: the status line has room for 39 characters
    return where(path, datafolder.data_dir(), "the data folder").removesuffix(" in the data folder")


ANSWERS_NEXT = "The Oracle answers your next 4-Way."     # the question kept
UNDO_REASON = "The Oracle has answered this move: it can no longer be taken back."
SCRIPT_EPOCH = 1_790_000_000.0      # scripted runs cast from this fixed time plus their frame time


class OracleHost(Protocol):
    settings: Settings
    windows: list[Window]

    def open(self, window: Window) -> Window: ...

    def message(self, title: str, text: str) -> None: ...

    def save_settings(self) -> None: ...

    def note(self, text: str) -> None:
        """``text`` on the status line for a few seconds."""
        ...


class OracleController:
    """``wall_clock()`` gives the time of a move in seconds since 1970 (fixed in scripted runs);
    ``stone_name(stone)`` the name the stoneset in play gives a stone (auguries name stones by it)."""

    def __init__(self, host: OracleHost, wall_clock: Callable[[], float],
                 lock_undo: Callable[[str], object], stone_name: Callable[[Stone], str] | None = None) -> None:
        self.host = host
        self.stone_name = stone_name           # the stoneset in play's name for a stone
        self.wall_clock = wall_clock
        self.lock_undo = lock_undo
        s = host.settings
        self.session = OracleSession(enabled=False, method=s.oracle_method if s.oracle_method in ("yarrow", "coins")
                                     else "yarrow")
        if s.oracle:                   # on from an earlier run: ask at the first game
            self.session.toggle(in_game=False)
        self._dialog: Window | None = None     # the question requester while it is open
        self.augury: Window | None = None      # the last augury shown (or waiting to be: ``delay``)
        self.delay = AuguryDelay(host.open)    # a 4-Way's augury opens once the 4-Way has been seen

    # --- the menu -----------------------------------------------------------------------

    @property
    def enabled(self) -> bool:
        return self.session.enabled

    def toggle(self, in_game: bool, person: bool = True) -> None:
        """Choices > Oracle: on asks now (in a game a person plays) or at the next game a person plays; off keeps
        the question."""
        if self.session.toggle(in_game and person):
            self.ask()
        elif self.session.enabled and in_game:
            self.host.note("The Oracle will ask at your next game.")
        self._store()

    def ask(self) -> None:
        self._dialog = self.host.open(question_dialog(self.session.question, self._answered))

    def keep_dialog(self) -> None:
        """The shell cleared its windows (a new board on screen): an unanswered question requester comes back."""
        dialog = self._dialog
        if dialog is not None and not dialog.closed and dialog not in self.host.windows:
            self.host.open(dialog)

    def _answered(self, result: object) -> None:
        self._dialog = None
        button, text = result if isinstance(result, tuple) else ("Cancel", "")
        self.session.answered_with(str(button), str(text))
        if not self.session.enabled:
            self.host.note("The Oracle is off (Choices > Oracle).")
        else:
            self.host.note(ANSWERS_NEXT)
        self._store()

    def _store(self) -> None:
        if self.host.settings.oracle != self.session.enabled:
            self.host.settings.oracle = self.session.enabled
            self.host.save_settings()

    def set_method(self, method: str) -> None:
        """Choices > Oracle Settings > Yarrow Stalks / Three Coins."""
        self.session.method = method
        self.host.settings.oracle_method = method
        self.host.save_settings()

    def toggle_journal(self) -> None:
        self.host.settings.oracle_journal = not self.host.settings.oracle_journal
        self.host.save_settings()

    # --- the game --------------------------------------------------------------------------

    def game_started(self, person: bool = True) -> None:
        """A new game is on the board; ``person``: a person plays it (the Oracle asks nothing in computer play)."""
        self.delay.drop()
        if self.session.game_started(person):
            self.ask()

    def game_over(self, person: bool = True) -> None:
        self.session.game_over(person)

    def four_way_on(self, board: Board, square: Square, by_computer: bool) -> Reading | None:
        """A 4-Way was made on ``square`` of ``board`` (the stone is already there)."""
        stone = board[square]
        around = [(sq, st) for sq in square.neighbours() if (st := board[sq]) is not None]
        if stone is None or len(around) != 4:      # not a 4-Way after all
            return None
        return self.four_way((square, stone), around, by_computer)

    def four_way(self, centre: tuple[Square, Stone], neighbours: Sequence[tuple[Square, Stone]],
                 by_computer: bool) -> Reading | None:
        """A 4-Way was made: cast, lock the move, keep the reading, show the augury."""
        reading = self.session.four_way(centre, neighbours, self.wall_clock(), by_computer)
        if reading is None:
            return None
        if self.stone_name is not None:
            reading = reading.named(self.stone_name)
        self.lock_undo(UNDO_REASON)
        notes = []
        if self.host.settings.oracle_journal:
            try:
                note = journal.append(reading)
            except (OSError, ValueError) as exc:
                note = f"This reading could not be added to the journal: {exc}"
                self.host.note("Reading not added to the journal.")
            else:
                self.host.note(f"Reading added to {_journal_place()}.")
            if note:
                notes.append(note)
        self.show(reading, notes, held=True)
        return reading

    def texts(self) -> tuple[OracleTexts | None, str | None]:
        try:
            return shipped_texts(), None
        except OracleTextsError as exc:
            return None, str(exc)

    def show(self, reading: Reading, notes: Sequence[str] = (), held: bool = False) -> AuguryWindow:
        """The augury of ``reading``; ``held``: a 4-Way just made, seen first (:mod:`.delay`)."""
        if not reading.names and self.stone_name is not None:     # kept before readings kept names
            reading = reading.named(self.stone_name)
        texts, problem = self.texts()
        note = " ".join([*notes, *([problem] if problem else [])]) or None
        window = AuguryWindow(reading, texts, on_save=self.save, note=note)
        if held:
            self.delay.hold(window)
        else:
            self.host.open(window)
        self.augury = window
        return window

    def open_augury(self) -> Window | None:
        """The augury window still on screen, if any (Game Over waits for it)."""
        window = self.augury
        return window if window is not None and not window.closed else None

    # --- keeping readings --------------------------------------------------------------------

    def save(self, reading: Reading) -> None:
        """Save in the augury: the file requester, then Replace or Append when the file exists."""
        try:
            folder = datafolder.sub_dir("auguries")
        except datafolder.NoDataFolder as exc:
            self.host.message("Save Augury", f"The augury could not be saved: {exc}")
            return

        def chosen(path: object) -> None:
            if not isinstance(path, Path):
                return
            if folders.exists(path):
                def replace_or_append(answer: object) -> None:
                    if answer in ("Replace", "Append"):
                        self._write(path, reading, answer == "Append")
                self.host.open(Requester("Save Augury", f"{path.name} exists. Replace it, or append this "
                                         "augury to it?", buttons=("Replace", "Append", "Cancel"),
                                         on_close=replace_or_append, default="Cancel"))
            else:
                self._write(path, reading, False)
        self.host.open(FileRequester("Save Augury", folder, mode="save", file_name="augury.txt",
                                     pattern=(".txt",), on_close=chosen, root=folder))

    def _write(self, path: Path, reading: Reading, append_to: bool) -> None:
        texts, _ = self.texts()
        try:
            note = journal.save_text(path, augury.plain_text(reading, texts), append_to)
        except (OSError, ValueError) as exc:    # ValueError: formats.DataFileError (another copy held the file)
            self.host.note("The augury was not saved.")
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else exc
            self.host.message("Save Augury", f"The augury could not be saved: {reason}")
            return
        place = where(path, folders.drawer_for("auguries"), "auguries")
        from ishido_retro.storage.webfiles import offer_download
        if offer_download(path):      # in a browser page: to the player's disk too (the browser names the file)
            self.host.note("Augury saved; offered as a download.")
        else:
            self.host.note(f"Augury added to {place}." if append_to else f"Augury saved as {place}.")
        if note:
            self.host.message("Save Augury", note)

    def open_journal(self) -> None:
        """Choices > Oracle Journal...: past readings, newest first."""
        readings, note = journal.load()
        self.host.open(JournalWindow(readings, lambda r: self.show(r), note=note))

    # --- for the runner ------------------------------------------------------------------------

    def dump(self) -> dict[str, Any]:
        top = self.host.windows[-1] if self.host.windows else None
        out: dict[str, Any] = {"oracle_question": self.session.question}
        if isinstance(top, AuguryWindow):
            out["oracle"] = top.dump()
        return out
