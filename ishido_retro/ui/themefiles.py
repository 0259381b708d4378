"""Choices > Stonesets > Other… and Boards > Other…: the player's own stoneset and board files.

:class:`ThemeFiles` opens a file requester (in the folder last used for that kind, this session), checks
the file picked, keeps a copy in the user data folder and has it put in play; a board of too many
colours is offered reduced to 8, shown on screen first, and kept only if the player says Use.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ishido_retro import formats, layout
from ishido_retro.storage import datafolder, folders, userdata
from ishido_retro.ui import widgets  # its requesters load when first opened
from ishido_retro.ui.ports import Requesters
from ishido_retro.ui.theme import Theme


class ThemeFiles:
    """``use(kind, setting)`` puts a kept file (``user:FILE``) in play; ``back()`` shows again what is in play (a
    preview that was not kept goes)."""

    def __init__(self, requesters: Requesters, theme: Theme, use: Callable[[str, str], None],
                 back: Callable[[], None]) -> None:
        self.requesters = requesters
        self.theme = theme
        self.use = use
        self.back = back
        self.last_folders: dict[str, Path] = {}     # where each file requester was last used, this session

    def last_folder(self, kind: str) -> Path:
        """The folder a file requester for ``kind`` opens in: the last one used, else the user's folder."""
        folder = self.last_folders.get(kind)
        return folder if folder is not None and folders.is_folder(folder) else folders.drawer_for(kind)

    def choose_stoneset(self) -> None:
        """Choices > Stonesets > Other...: a stoneset file, checked, then kept in the user folder."""
        from ishido_retro.storage.stonesets import load_stoneset
        message = self.requesters.message

        def chosen(path) -> None:
            if path is None:
                return
            self.last_folders["stonesets"] = Path(path).parent
            try:
                load_stoneset(path)
            except (OSError, ValueError) as exc:
                message("Stoneset", f"{Path(path).name} cannot be used: {exc}")
                return
            try:
                kept = import_user_file(Path(path), "stonesets")
            except (OSError, ValueError) as exc:
                message("Stoneset", f"{Path(path).name} could not be kept in your stonesets folder: {exc}")
                return
            self.use("stoneset", "user:" + kept)
        self.requesters.open(widgets.FileRequester("Load Stoneset", self.last_folder("stonesets"), mode="load",
                                                   pattern=(".png",), on_close=chosen))

    def choose_board(self) -> None:
        """Choices > Boards > Other...: a picture of the whole screen; too many colours can be reduced."""
        from ishido_retro.stonesets.boards import BoardTooColourful
        from ishido_retro.storage.boards import load_board, reduce_board
        open_window, message = self.requesters.open, self.requesters.message

        def chosen(path) -> None:
            if path is None:
                return
            path = Path(path)
            self.last_folders["boards"] = path.parent
            try:
                load_board(path)
            except BoardTooColourful as exc:
                open_window(widgets.Requester("Board", f"{exc}\nReduce it to 8 colours and show a preview?",
                                              buttons=("Reduce", "Cancel"),
                                              on_close=lambda r: (self._preview_board(path, reduce_board)
                                                                  if r == "Reduce" else None)))
                return
            except (OSError, ValueError) as exc:
                message("Board", f"{path.name} cannot be used: {exc}")
                return
            try:
                kept = import_user_file(path, "boards", companions=(".yaml",))
            except (OSError, ValueError) as exc:
                message("Board", f"{path.name} could not be kept in your boards folder: {exc}")
                return
            self.use("board", "user:" + kept)
        open_window(widgets.FileRequester("Load Board", self.last_folder("boards"), mode="load",
                                          pattern=(".png", ".gif", ".bmp"), on_close=chosen))

    def _preview_board(self, path: Path, reduce: Callable) -> None:
        from ishido_retro.storage.boards import save_board
        message = self.requesters.message
        try:
            art = reduce(path)
        except (OSError, ValueError) as exc:
            message("Board", f"{path.name} cannot be reduced: {exc}")
            return
        self.theme.load_board(art, art.name)
        self.theme.apply()

        def answer(result) -> None:
            if result != "Use":
                self.back()
                return
            reduced = formats.usable_name((path.stem.strip(" .") or "board")[:60] + "-8colours.png", "board")
            name = userdata.unused_name(datafolder.sub_dir("boards"), reduced)
            try:
                save_board(art, datafolder.sub_dir("boards") / name)
            except (OSError, ValueError) as exc:
                message("Board", f"The reduced board could not be saved: {exc}")
                self.back()
                return
            self.use("board", "user:" + name)
        self.requesters.open(_low_requester(widgets.Requester("Preview", "This is the board in 8 colours. Use it?",
                                                              buttons=("Use", "Cancel"), on_close=answer)))


def _low_requester(requester: widgets.Requester) -> widgets.Requester:
    """``requester`` moved to the bottom of the screen, so the board it asks about shows above it."""
    requester.y = layout.SCREEN_H - requester.h - 2
    for child in requester.walk():
        if child is not requester:
            child.y += requester.y - (layout.SCREEN_H - requester.h) // 2
    return requester


def import_user_file(path: Path, folder: str, companions: tuple[str, ...] = ()) -> str:
    """Keep a chosen file in the user data folder (see :func:`ishido_retro.storage.userdata.import_user_file`)."""
    return userdata.import_user_file(path, folder, 8 * 1024 * 1024, "a " + folder.rstrip("s") + " file", companions)
