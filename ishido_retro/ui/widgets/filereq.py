"""The Amiga file requester: a drawer list, Drawer and File fields, OK / Parent / Cancel.

Layout (as ARP's and ASL's requesters): the list of the current drawer with
sub-drawers first as ``"name (dir)"`` and then the files that match ``pattern``;
below it the typed "Drawer" and "File" fields, a message line, and the buttons
"OK" (at the left, labelled "OK" in both load and save mode), "Parent" and "Cancel".

* Clicking a file, or lighting it with the keys, puts its name into File; double-clicking it is OK.
* Clicking a ``(dir)`` row opens that drawer; Parent goes up one level.
* Typing a path into Drawer and pressing Return opens it (relative paths are taken
  from the current drawer, ``~`` is the home folder). A whole path (``~/sets/x``, or a folder then a name) typed
  into File, to load or to save, opens its folder the same way and keeps the name. A folder that does not exist,
  or lies outside ``root``, is refused with a message and the old drawer stays.
* Return in File (or with no field active) is OK, Escape is Cancel, Tab moves
  from File to the buttons, the list and Drawer (as they are read, wrapping); Down or Up in a field
  enters the list; pageup/pagedown and the wheel scroll it. With the list focused the arrows light
  a row and Return opens the drawer or chooses the file lit.

The requester closes with the chosen :class:`~pathlib.Path`, or ``None`` on Cancel.
In save mode the name must pass :func:`ishido_retro.storage.userdata.safe_name`, and when
``pattern`` is given and the name has none of its suffixes the first one is added
(``"game1"`` becomes ``"game1.yaml"``); the file need not exist (asking before
overwriting is the caller's business). In load mode the file must exist.
``root`` confines the requester to one folder and what is below it: Parent is
ghosted there and typed drawers outside it are refused.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from ishido_retro.formats import UnsafeName
from ishido_retro.storage import folders
from ishido_retro.storage.folders import list_drawer
from ishido_retro.storage.userdata import safe_name
from ishido_retro.ui import draw
from ishido_retro.ui.input import Input
from ishido_retro.ui.widgets.base import Button, Label, Widget, Window
from ishido_retro.ui.widgets.listview import ListView
from ishido_retro.ui.widgets.textentry import TextEntry, claim_focus

DIR_SUFFIX = " (dir)"
MAX_MESSAGE_LINES = 4       # a longer message takes list rows: the whole sentence stays readable


def shown_name(name: str) -> str:
    """A file name as the ASCII font can show it: every other character becomes ``?``."""
    return "".join(ch if " " <= ch <= "~" else "?" for ch in name)


class FileRequester(Window):
    """``FileRequester(title, drawer, mode="load", file_name="", pattern=None, on_close=None, root=None)``;
    ``newest=True`` (with no ``file_name``): the list opens with its newest file chosen, its name in File."""

    W, H = 256, 176
    LIST_ROWS = 10

    def __init__(self, title: str, drawer: Path | str | None = None, mode: str = "load", file_name: str = "",
                 pattern: Sequence[str] | str | None = None, on_close: Callable[[object], None] | None = None,
                 root: Path | str | None = None, name: str | None = None, newest: bool = False) -> None:
        if mode not in ("load", "save"):
            raise ValueError(f"file requester mode must be 'load' or 'save', not {mode!r}")
        x, y = (320 - self.W) // 2, (200 - self.H) // 2
        super().__init__(x, y, self.W, self.H, title, on_close, name)
        self.mode = mode
        self.pattern: tuple[str, ...] | None = (pattern,) if isinstance(pattern, str) else (
            tuple(pattern) if pattern else None)
        self.root: Path | None = folders.resolved(Path(root).expanduser()) if root is not None else folders.page_root()
        self._message = ""
        self.entries: list[tuple[str, str]] = []      # ("dir" | "file", name), in list order
        self.picked: tuple[str, str] | None = None     # (shown in File, real name) of the file last clicked

        cy = self.content_y
        lx, lw = x + 8, self.W - 16
        self.list = self.add(ListView(lx, cy, lw, self.LIST_ROWS * draw.LINE_H + 4, on_select=self._picked,
                                      on_activate=self._activated, name="Files", on_return=self._entered))
        self.list.select_on_move = False        # the keys light a row; Return opens or chooses it
        self.list.on_light = self._lit
        fy = cy + self.list.h + 5
        lab = draw.text_width("Drawer") + 4
        self.drawer_label = self.add(Label(lx, fy + 2, "Drawer"))
        self.drawer_entry = self.add(TextEntry(lx + lab, fy, lw - lab, "", 255, name="Drawer",
                                               on_submit=self._typed_drawer))
        self.file_label = self.add(Label(lx, fy + 16, "File"))
        self.file_entry = self.add(TextEntry(lx + lab, fy + 14, lw - lab, file_name, 100, name="File",
                                             on_submit=lambda _v: self.ok()))
        self.message_y = fy + 29
        by = self.y + self.H - 17
        self.ok_button = self.add(Button(lx, by, "OK", self.ok, w=52, h=11))
        self.parent_button = self.add(Button(x + (self.W - 52) // 2, by, "Parent", self.go_parent, w=52, h=11))
        self.add(Button(lx + lw - 52, by, "Cancel", self.cancel, w=52, h=11))
        self.default_button = self.ok_button

        start = Path(drawer).expanduser() if drawer is not None else (self.root or Path.cwd())
        try:
            start = folders.resolved(start)
        except OSError:
            start = self.root or Path.cwd()
        if not self._allowed(start):
            start = self.root  # type: ignore[assignment]
        while not folders.is_folder(start) and start != start.parent and self._allowed(start.parent):
            start = start.parent
        self.drawer: Path = start
        self._open(start)
        if newest and not file_name:
            self._choose_newest()
        claim_focus(self.file_entry)

    # -- the message line(s) ------------------------------------------------------------
    @property
    def message(self) -> str:
        """What the requester says (why a name or a drawer was refused), wrapped under the fields."""
        return self._message

    @message.setter
    def message(self, text: str) -> None:
        self._message = text
        self._layout()

    def message_lines(self) -> list[str]:
        """The message as drawn: word-wrapped to the window, at most ``MAX_MESSAGE_LINES`` lines."""
        if not self._message:
            return []
        lines = draw.wrap(self._message, (self.W - 16) // draw.CHAR_W)
        if len(lines) > MAX_MESSAGE_LINES:
            lines = lines[:MAX_MESSAGE_LINES]
            lines[-1] = lines[-1][: (self.W - 16) // draw.CHAR_W - 3].rstrip() + "..."
        return lines

    def _layout(self) -> None:
        """Every message line past the first takes one row of the list; the fields move up with it."""
        extra = max(0, len(self.message_lines()) - 1)
        self.list.resize((self.LIST_ROWS - extra) * draw.LINE_H + 4)
        fy = self.list.y + self.list.h + 5
        self.drawer_label.y, self.drawer_entry.y = fy + 2, fy
        self.file_label.y, self.file_entry.y = fy + 16, fy + 14
        self.message_y = fy + 29

    # -- folders ------------------------------------------------------------------
    def _allowed(self, path: Path) -> bool:
        return self.root is None or path == self.root or self.root in path.parents

    def _open(self, path: Path) -> None:
        self.drawer = path
        self.drawer_entry.value = folders.drawer_text(path)
        dirs, files, error = list_drawer(path, self.pattern)
        self.entries = [("dir", d) for d in dirs] + [("file", f) for f in files]
        self.list.set_items([shown_name(d) + DIR_SUFFIX for d in dirs] + [shown_name(f) for f in files])
        self.message = error
        self.parent_button.enabled = path != path.parent and self._allowed(path.parent)

    def change_drawer(self, path: Path | str) -> bool:
        """Open ``path`` if it is an allowed folder; otherwise say why and keep the current one."""
        p = Path(folders.drawer_path(str(path))).expanduser()
        if not p.is_absolute():
            p = self.drawer / p
        try:
            p = folders.resolved(p)
        except OSError:
            self.message = "No such drawer"
            return False
        if not self._allowed(p):
            self.message = "Not allowed: stay inside " + (self.root.name if self.root else "")
            return False
        if not folders.is_folder(p):
            self.message = "No such drawer: " + Path(path).name
            return False
        self._open(p)
        return True

    def go_parent(self) -> None:
        if self.parent_button.enabled:
            self._open(self.drawer.parent)

    def _typed_drawer(self, value: str) -> None:
        if value.strip():
            self.change_drawer(value.strip())

    # -- the list ------------------------------------------------------------------
    def _picked(self, index: int) -> None:
        kind, entry = self.entries[index]
        if kind == "dir":
            self.change_drawer(self.drawer / entry)
        else:
            self.file_entry.value = shown_name(entry)
            self.picked = (self.file_entry.value, entry)
            self.message = ""

    def _choose_newest(self) -> None:
        files = [name for kind, name in self.entries if kind == "file"]
        name = folders.newest(self.drawer, files)
        if name is not None:
            self.list.select(self.entries.index(("file", name)))

    def _lit(self, index: int) -> None:
        """The keys lit a row: a file's name goes into File (a drawer opens only at Return)."""
        if self.entries[index][0] == "file":
            self._picked(index)

    def _activated(self, index: int) -> None:
        if index < len(self.entries) and self.entries[index][0] == "file":
            self.ok()

    def _entered(self, index: int) -> None:
        """Return on the lit row: a drawer opens, a file is chosen."""
        if index < len(self.entries):
            kind = self.entries[index][0]
            self._picked(index)         # a drawer opens here: the entries are the new drawer's
            if kind == "file":
                self.ok()

    # -- closing --------------------------------------------------------------------
    def chosen_path(self) -> Path | None:
        """The path OK would close with, or None (with ``message`` saying why)."""
        name = self.file_entry.value.strip()
        if self.picked is not None and self.file_entry.value == self.picked[0]:
            name = self.picked[1]       # the clicked file's real name, non-ASCII letters and all
        if not name:
            self.message = "Choose a file, or type its name"
            return None
        is_path = "/" in name or "\\" in name or name == "~"
        if name in (".", ".."):
            self.message = "Type folders into Drawer, names into File"
            return None
        if is_path:
            # a whole path (or ~/..., or a folder then a name) typed into File, to load or to save: open its
            # folder (the same checks as Drawer), keep the name
            folder, _, base = ("~/" if name == "~" else name.replace("\\", "/")).rpartition("/")
            if not self.change_drawer(folder or "/"):
                return None
            if not base:
                self.message = "Choose a file, or type its name"
                return None
            name = base
            self.file_entry.value = base
        if self.mode == "save":
            try:
                safe_name(name)
            except UnsafeName as exc:
                self.message = str(exc)
                return None
            if self.pattern and not name.lower().endswith(tuple(s.lower() for s in self.pattern)):
                name += self.pattern[0]
                try:
                    safe_name(name)
                except UnsafeName as exc:
                    self.message = str(exc)
                    return None
            path = self.drawer / name
            if folders.is_folder(path):
                self.message = f"{name} is a drawer"
                return None
            return path
        path = self.drawer / name
        problem = folders.not_a_file(path, name)       # a folder, pipe, device or loop says what it is
        if problem is not None:
            self.message = problem
            return None
        return path

    def ok(self) -> None:
        path = self.chosen_path()
        if path is not None:
            self.close(path)

    def cancel(self) -> None:
        self.close(None)

    # -- input and drawing -------------------------------------------------------------
    def handle(self, inp: Input) -> bool:
        if Widget.handle(self, inp) or self.key_nav(inp, arrows=False):
            return True
        k = inp.keys
        if ("down" in k or "up" in k) and (self.file_entry.focused or self.drawer_entry.focused) and self.entries:
            claim_focus(self.list)               # from a field the arrows enter the list and light a row
            self.focus_shown = True
            self.list.handle(inp)
            return True
        if "escape" in k:
            self.cancel()
        elif "return" in k:
            self.ok()
        page = self.list.visible_lines - 1
        for key, n in (("up", -1), ("down", 1), ("pageup", -page), ("pagedown", page)):
            if key in k:
                self.list.scroll(n)
        return True

    def draw(self) -> None:
        if not self.visible:
            return
        super().draw()
        for i, line in enumerate(self.message_lines()):
            draw.text(self.x + 8, self.message_y + i * draw.LINE_H, line, draw.FG)

    def text_for_dump(self) -> str:
        rows = "\n".join(self.list.visible_items())
        message = "\n".join(self.message_lines())
        drawer = folders.drawer_text(self.drawer)       # as Drawer says it (in a page: Browser:saves)
        return f"Drawer: {drawer}\nFile: {self.file_entry.value}\n{message}\n{rows}".rstrip()
