"""Choices > Stonesets and Boards: the stoneset and board in play, chosen, loaded and kept.

:class:`Themes` implements the :class:`~.ports.ThemeChoices` port. It loads what the settings
name into the :class:`~.theme.Theme` (what fails falls back to the last good one, with a message),
shows the dialogs that choose them, and puts the player's own sets in play (their files, picked with
Other…, are :class:`~.themefiles.ThemeFiles`' job).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from ishido_retro import formats
from ishido_retro.storage import resources, settingsfile
from ishido_retro.storage.resources import MissingAssetError
from ishido_retro.ui.ports import Prefs, Requesters
from ishido_retro.ui.theme import Theme

if TYPE_CHECKING:
    from ishido_retro.ui.ownsettools import OwnSetTools
    from ishido_retro.ui.themefiles import ThemeFiles


class Themes:
    """``edit(setting)`` shows the stoneset editor in the game's window with that set (the App lends it its screen)."""

    def __init__(self, prefs: Prefs, theme: Theme, requesters: Requesters, edit: Callable[[str], None]) -> None:
        self.prefs = prefs
        self.theme = theme
        self.requesters = requesters
        self.edit = edit
        self.showing = ("", "")     # the (stoneset, board) on screen: a dialog's preview may show others than in play
        self.said: set[tuple[str, str, str]] = set()     # own sets found unusable and said so, this session
        self.start_problems: list[tuple[str, str]] = []  # (title, text) said when the game is ready

    @functools.cached_property
    def tools(self) -> OwnSetTools:
        """The own sets' tools in the dialogs (Replace, Rename, Delete, Show Folder...): made when first asked for."""
        from ishido_retro.ui.ownsettools import OwnSetTools
        return OwnSetTools(self.requesters, self.prefs, self.load)

    @functools.cached_property
    def files(self) -> ThemeFiles:
        """Other…: the player's own files (made when first asked for: the title has no need of them)."""
        from ishido_retro.ui.themefiles import ThemeFiles
        return ThemeFiles(self.requesters, self.theme, self.use_own, self.load)

    def stoneset_names(self) -> list[str]:
        from ishido_retro.stonesets.shipped import SHIPPED_STONESETS
        return list(SHIPPED_STONESETS)

    def board_names(self) -> list[str]:
        from ishido_retro.stonesets.shipped import SHIPPED_BOARDS
        return list(SHIPPED_BOARDS)

    def load(self, initial: bool = False) -> None:
        """Load the chosen stoneset and board. What fails falls back to the last good one: a shipped name
        that does not exist quietly, by changing the setting; the player's own set or board with a requester
        naming it, its file and why (once a session for the same reason), the setting kept as it is, so that
        mending the file brings it back."""
        s = self.prefs.settings
        if s.matching_board:
            s.board = s.stoneset if not s.stoneset.startswith("user:") else s.board
        for kind, name in (("stoneset", s.stoneset), ("board", s.board)):
            load, shipped, folder = _loader(kind)
            try:
                loaded = _ready(kind, name) or load(settingsfile.theme_path(name, folder, shipped))
            except (OSError, ValueError, KeyError) as exc:   # KeyError: no shipped theme of that name
                fallback = self.theme.stoneset_name if kind == "stoneset" else self.theme.board_name
                if name.startswith("user:") and not isinstance(exc, formats.UnsafeName):
                    self._own_unusable(kind, name, exc, fallback, initial)
                else:
                    if not initial:
                        reason = exc.args[0] if isinstance(exc, KeyError) and exc.args else exc
                        self.requesters.message(kind.capitalize(),
                                                f"The {kind} {display_name(name)} could not be loaded: {reason}")
                    setattr(s, kind, fallback)
                if initial:
                    try:
                        loaded = load(shipped(fallback))
                    except (OSError, ValueError) as broken:   # a shipped file: the install is broken
                        raise MissingAssetError(f"the shipped {kind} {fallback} cannot be loaded ({broken}); "
                                                "reinstall Ishido Retro") from broken
                    name = fallback
                else:
                    continue
            if kind == "stoneset":
                self.theme.load_stoneset(loaded)
                self.theme.stoneset_name = name
            else:
                self.theme.load_board(loaded, name)
        self.theme.apply()
        self.showing = (self.theme.stoneset_name, self.theme.board_name)

    def _own_unusable(self, kind: str, name: str, exc: Exception, fallback: str, initial: bool) -> None:
        """Say once a session (for the same reason) that the player's own ``kind`` ``name`` cannot be used; at
        the start, when the game is ready (:meth:`say_start_problems`)."""
        said = (kind, name, str(exc))
        if said in self.said:
            return
        self.said.add(said)
        from ishido_retro.storage.ownsets import shown_path
        text = own_unusable_text(kind, shown_path(kind, name[5:]), exc, fallback)
        if initial:
            self.start_problems.append((kind.capitalize(), text))
        else:
            self.requesters.message(kind.capitalize(), text)

    def say_start_problems(self) -> None:
        """The requesters of the own sets that could not be used at the start (the game is ready to show them)."""
        for title, text in self.start_problems:
            self.requesters.message(title, text)
        self.start_problems = []

    def _take(self) -> None:
        """Put what the settings now name in play and keep it (a preview that shows it already stays on screen)."""
        s = self.prefs.settings
        board = s.stoneset if s.matching_board and not s.stoneset.startswith("user:") else s.board
        if self.showing == (s.stoneset, board):
            s.board = board
            self.theme.stoneset_name, self.theme.board_name = self.showing
        else:
            self.load()
        self.prefs.save_settings()

    # --- the dialogs: Choices > Stonesets... and Boards... ----------------------------------

    def open_stonesets(self, marked: str | None = None) -> None:
        """Choices > Stonesets...: the shipped sets and the player's own, the one in play (or ``marked``) marked, a
        preview, OK, Other..., Edit Stoneset..., Cancel, and the own sets' tools."""
        from ishido_retro.ui.chooser import CANCEL, OK, Chooser, Chosen, StonesPreview  # with its widgets
        from ishido_retro.ui.ownsettools import OWN_TOOLS
        rows, captions, unplayable = _own_rows(self.stoneset_names(), "stoneset", self.prefs.settings.stoneset)

        def closed(chosen: object) -> None:
            button = chosen.button if isinstance(chosen, Chosen) else CANCEL
            if button == OK and isinstance(chosen, Chosen):
                if chosen.name in unplayable:
                    self.load()
                    self.requesters.message("Stonesets", unplayable[chosen.name])
                    return
                self.prefs.settings.stoneset = rows[chosen.name]
                self._take()
                return
            self.load()                   # the preview goes: what was in play is back
            if button == OTHER and not self.tools.from_browser("stoneset"):
                self.files.choose_stoneset()
            elif button == EDIT and isinstance(chosen, Chosen):
                self.edit_stoneset(rows[chosen.name])
            elif isinstance(chosen, Chosen) and button in OWN_TOOLS:
                self.tools.act(button, "stoneset", rows[chosen.name], self.open_stonesets)
        _remark(self.requesters.open(Chooser("Stonesets", list(rows), _row_of(rows, self.prefs.settings.stoneset),
                                             StonesPreview(), (OTHER, EDIT),
                                             lambda row: (self.load() if row in unplayable
                                                          else self._preview_stoneset(rows[row])),
                                             closed, captions=captions, folder=_folder_text("stoneset"),
                                             tools=OWN_TOOLS)), rows, marked)

    def open_boards(self, marked: str | None = None) -> None:
        """Choices > Boards...: the shipped boards and the player's own, the one in play (or ``marked``) marked,
        Matching Board, a preview, OK, Other..., Cancel, and the own sets' tools."""
        from ishido_retro.ui.chooser import OK, BoardPreview, Chooser, Chosen
        from ishido_retro.ui.ownsettools import OWN_TOOLS
        s = self.prefs.settings
        rows, captions, unplayable = _own_rows(self.board_names(), "board", s.board)

        def closed(chosen: object) -> None:
            if isinstance(chosen, Chosen) and chosen.button == OK:
                if chosen.name in unplayable:
                    self.load()
                    self.requesters.message("Boards", unplayable[chosen.name])
                    return
                s.board, s.matching_board = rows[chosen.name], chosen.matching
                self._take()
                return
            self.load()
            if isinstance(chosen, Chosen) and chosen.button == OTHER and not self.tools.from_browser("board"):
                self.files.choose_board()
            elif isinstance(chosen, Chosen) and chosen.button in OWN_TOOLS:
                self.tools.act(chosen.button, "board", rows[chosen.name], self.open_boards)

        def matching(ticked: bool) -> str | None:
            follow = s.stoneset if ticked and s.stoneset in rows.values() else None
            if follow is not None:
                self.preview("board", follow)
            return follow
        _remark(self.requesters.open(Chooser("Boards", list(rows), _row_of(rows, s.board), BoardPreview(), (OTHER,),
                                             lambda row: (self.load() if row in unplayable
                                                          else self.preview("board", rows[row])),
                                             closed, matching=s.matching_board, on_matching=matching,
                                             captions=captions, folder=_folder_text("board"), tools=OWN_TOOLS)),
                rows, marked)

    def _preview_stoneset(self, name: str) -> None:
        self.preview("stoneset", name)
        if self.prefs.settings.matching_board and name in self.board_names():
            self.preview("board", name)

    def preview(self, kind: str, name: str) -> None:
        """Show the stoneset or board ``name`` on screen without choosing it (a dialog's preview); the names
        in play stay the theme's (a later load falls back to them)."""
        load, shipped, folder = _loader(kind)
        try:
            loaded = load(settingsfile.theme_path(name, folder, shipped))
        except (OSError, ValueError, KeyError) as exc:
            reason = exc.args[0] if isinstance(exc, KeyError) and exc.args else exc
            self.requesters.message(kind.capitalize(), f"The {kind} {display_name(name)} could not be loaded: {reason}")
            return
        kept = self.theme.stoneset_name, self.theme.board_name
        if kind == "stoneset":
            self.theme.load_stoneset(loaded)
            self.showing = (name, self.showing[1])
        else:
            self.theme.load_board(loaded, name)
            self.showing = (self.showing[0], name)
        self.theme.stoneset_name, self.theme.board_name = kept
        self.theme.apply()

    def use_saved(self, stoneset: str | None, board: str | None) -> None:
        """A loaded game brings the stoneset and board it was saved with (when it names both)."""
        s = self.prefs.settings
        if stoneset and board and (stoneset, board) != (s.stoneset, s.board):
            s.stoneset, s.board = stoneset, board
            s.matching_board = stoneset == board
            self.load()
            self.prefs.save_settings()

    def edit_stoneset(self, setting: str) -> None:
        """Choices > Stonesets > Edit Stoneset…: the stoneset editor's screen in this window with the set marked
        (``setting``); Use puts it in play, Cancel brings the game back."""
        self.edit(setting)

    def use_own(self, kind: str, setting: str) -> None:
        """Put the player's own stoneset or board ``setting`` (``user:FILE``) in play and keep the choice."""
        if kind == "stoneset":
            self.prefs.settings.stoneset = setting
            self.load()
            self.prefs.save_settings()
        else:
            self._use_user_board(setting[5:])

    def _use_user_board(self, name: str) -> None:
        self.prefs.settings.board = "user:" + name
        self.prefs.settings.matching_board = False
        self.load()
        self.prefs.save_settings()


OTHER, EDIT = "Other…", "Edit Stoneset…"


def _loader(kind: str) -> tuple[Callable, Callable[[str], Path], str]:
    """How a ``stoneset`` or ``board`` is read: the reader, the shipped file of a name, the player's folder (the
    readers, with Pillow, load when a picture is first read)."""
    if kind == "stoneset":
        def load_stoneset(path: Path) -> object:
            from ishido_retro.storage.stonesets import load_stoneset
            return load_stoneset(path)
        return load_stoneset, resources.shipped_stoneset_path, "stonesets"

    def load_board(path: Path) -> object:
        from ishido_retro.storage.boards import load_board
        return load_board(path)
    return load_board, resources.shipped_board_path, "boards"


def _ready(kind: str, name: str) -> object | None:
    """A shipped stoneset or board in its pyxel-ready form (no picture decoded: a quick start), else None."""
    if name.startswith("user:"):
        return None
    return resources.ready_stoneset(name) if kind == "stoneset" else resources.ready_board(name)


def _own_rows(shipped: list[str], kind: str, in_play: str) -> tuple[dict[str, str], dict[str, str], dict[str, str]]:
    """A dialog's rows (label -> setting): the shipped names, then every own set in the data folder by its own
    name, in :func:`listed_order`; the captions of the own ones (author and file, or why it cannot be played);
    and the sentence said when OK is given on one that cannot be played. A name already listed gets its file's
    name added."""
    from ishido_retro.storage.ownsets import own_listing
    rows = {name: name for name in shipped}
    captions: dict[str, str] = {}
    unplayable: dict[str, str] = {}
    listing = own_listing(kind)
    for own in sorted(listing.sets, key=lambda own: (listed_order(own.name), listed_order(own.file))):
        label = _free_label(own.name, own.file, rows)
        rows[label] = own.setting
        if own.problem is None:
            by = f"by {own.author}, " if own.author and own.author != "unknown" else ""
            captions[label] = f"{by}your own: {own.file}"
        else:
            captions[label] = f"Cannot be played: {own.problem}"
            unplayable[label] = f"Your {kind} {own.file} cannot be played: {own.problem}"
    if in_play.startswith("user:") and in_play not in rows.values():     # chosen, and its file gone since
        from ishido_retro.stonesets.stoneset import name_from_stem
        label = _free_label(name_from_stem(Path(in_play[5:]).stem), in_play[5:], rows)
        rows[label] = in_play
        captions[label] = f"Cannot be played: {in_play[5:]} is not in the folder."
        unplayable[label] = f"Your {kind} {in_play[5:]} cannot be played: it is not in the folder."
    return rows, captions, unplayable


def _free_label(name: str, file: str, rows: dict[str, str]) -> str:
    """``name``, or when a row has it (in any case) ``name (file)``, or when even that is taken (a set may be
    named so) ``name (file, 2)``, ``3``...: never a label already listed."""
    taken = {r.lower() for r in rows}
    label, n = name, 1
    while label.lower() in taken:
        n += 1
        label = f"{name} ({file})" if n == 2 else f"{name} ({file}, {n - 1})"
    return label


def _remark(chooser: object, rows: dict[str, str], marked: str | None) -> None:
    """Mark ``marked`` (a setting) in a dialog opened again after one of its tools, and show it; the Matching
    Board box stays as it was."""
    from ishido_retro.ui.chooser import Chooser
    row = next((row for row, name in rows.items() if name == marked), None)
    if isinstance(chooser, Chooser) and row is not None:
        box = chooser.matching.checked if chooser.matching is not None else None
        chooser.mark(row)
        if chooser.matching is not None and box is not None:
            chooser.matching.checked = box


def listed_order(name: str) -> tuple[tuple[int, str], ...]:
    """The order a player reads a list of names in: by letters, case not counting, and numbers by their value
    ("Set 2" before "Set 10")."""
    import re

    from ishido_retro.formats.numbers import is_digits
    # ASCII digits only: "Set ²" from a file is letters here (int("²") raises), as "Set ١" is
    return tuple((int(part), "") if is_digits(part) else (-1, part) for part in re.split(r"([0-9]+)", name.casefold()))


def _folder_text(kind: str) -> str:
    """Where the own ``kind`` live, and when the folder holds more than a dialog lists, that it lists the first."""
    from ishido_retro.storage.ownsets import MAX_LISTED, folder_text, own_listing
    listing = own_listing(kind, limit=0)
    if listing.total <= MAX_LISTED:
        return folder_text(kind)
    return (f"{folder_text(kind)} (it holds {listing.total:,} {kind}s; the first {MAX_LISTED:,} by file name are "
            f"listed)")


def _row_of(rows: dict[str, str], in_play: str) -> str:
    return next((row for row, name in rows.items() if name == in_play), next(iter(rows)))


def own_unusable_text(kind: str, where: str, exc: Exception, fallback: str) -> str:
    """The requester's words: the player's own set or board that cannot be used, its name, its file and why."""
    from ishido_retro.formats import FileMissing
    from ishido_retro.stonesets.stoneset import name_from_stem
    reason = "the file is not there" if isinstance(exc, FileMissing) else str(exc).rstrip(".")
    return (f"Your {kind} {name_from_stem(Path(where).stem)!r} ({where}) cannot be used: {reason}. "
            f"The {kind} {fallback} is shown instead until you choose another in Choices > {kind.capitalize()}s "
            f"or mend the file.")


def display_name(name: str) -> str:
    return repr(name[5:] if name.startswith("user:") else name)

