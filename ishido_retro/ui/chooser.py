"""Choices > Stonesets... and Boards...: the manual's dialog of choices.

A list of radio choices with one marked, a preview beside it, and a row of buttons: OK
(at the left: Return), the dialog's own buttons (Other..., Edit Stoneset...) and Cancel (at
the right: Escape). The arrow keys move the mark. Marking a choice shows it at once (the
caller loads it into the screen's palette: the board behind the dialog changes too); what the
dialog closes with says which button ended it and what was marked, and the caller keeps the
choice or puts back what was there (Cancel changes nothing).

Every choice is a widget named by its label, so a script can ``click: {widget: Runes}``. The player's
own sets follow the shipped ones by their own names, their author and file (or why one cannot be
played) said under the preview; the list scrolls past ten rows (:mod:`.choicelist`), and the folder
where own sets live is shown under it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import pyxel

from ishido_retro import layout
from ishido_retro.layout import STONE
from ishido_retro.ui import draw
from ishido_retro.ui.choicelist import ChoiceList
from ishido_retro.ui.input import Input
from ishido_retro.ui.theme import STONE_BANK, art_version, board_image, stone_source
from ishido_retro.ui.widgets import CheckBox, Requester
from ishido_retro.ui.widgets.base import Button, Widget
from ishido_retro.ui.widgets.requester import BUTTON_H, MAX_W, PAD

OK, CANCEL = "OK", "Cancel"
SAMPLE_SQUARE = (5, 3)      # a Within square of the board art: the ground the sample stones lie on
MATCHING = "Matching Board"
FOLDER_LINES = 4            # the folder of own sets takes at most this many lines (284 characters)


@dataclass(frozen=True)
class Chosen:
    """How a chooser closed: the button, the choice marked then, and the Matching Board box (boards only)."""

    button: str
    name: str
    matching: bool = False


class StonesPreview(Widget):
    """Two rows of six stones of the set on screen (every colour and every symbol), on the board's squares."""

    def __init__(self) -> None:
        super().__init__(0, 0, 6 * STONE + 4, 2 * STONE + 4)

    def draw(self) -> None:
        draw.bevel(self.x, self.y, self.w, self.h, raised=False, fill=draw.FG)
        sx, sy = layout.square_origin(*SAMPLE_SQUARE)
        for row in range(2):
            for colour in range(6):
                x, y = self.x + 2 + colour * STONE, self.y + 2 + row * STONE
                pyxel.blt(x, y, board_image(), sx, sy, STONE, STONE)
                pyxel.blt(x, y, STONE_BANK, *stone_source(colour, (colour + 3 * row) % 6), STONE, STONE, 0)


class BoardPreview(Widget):
    """The board on screen at a quarter of its size."""

    SCALE = 4

    def __init__(self) -> None:
        super().__init__(0, 0, layout.SCREEN_W // self.SCALE + 4, layout.SCREEN_H // self.SCALE + 4)
        self._image: pyxel.Image | None = None
        self._version = -1

    def _small(self) -> pyxel.Image:
        if self._image is None or self._version != art_version():
            k = self.SCALE
            art = board_image()
            self._image = image = pyxel.Image(layout.SCREEN_W // k, layout.SCREEN_H // k)
            for y in range(image.height):
                for x in range(image.width):
                    image.pset(x, y, art.pget(x * k + k // 2, y * k + k // 2))
            self._version = art_version()
        return self._image

    def draw(self) -> None:
        draw.bevel(self.x, self.y, self.w, self.h, raised=False, fill=draw.FG)
        small = self._small()
        pyxel.blt(self.x + 2, self.y + 2, small, 0, 0, small.width, small.height)


class Caption(Widget):
    """A few words in the small font, wrapped between words (a word longer than a line, such as a folder's
    path, is broken where the line ends)."""

    LINES = 4

    def __init__(self, w: int, text: Callable[[], str], lines: int = LINES) -> None:
        super().__init__(0, 0, w, lines * (draw.SMALL_H + 1))
        self.text = text
        self.max_lines = lines

    def lines(self) -> list[str]:
        return draw.wrap(draw.printable(self.text(), small=True), self.w // draw.SMALL_W)[:self.max_lines]

    def draw(self) -> None:
        for i, line in enumerate(self.lines()):
            draw.text(self.x, self.y + i * (draw.SMALL_H + 1), line, draw.FG, small=True)


class Chooser(Requester):
    """``Chooser(title, names, marked, preview, buttons, on_mark, on_close, matching=None)``.

    ``names`` are the choices (one a row), ``marked`` the one marked at first; ``on_mark(name)`` shows a
    newly marked choice. ``buttons`` go between OK and Cancel; ``tools`` in a row under the list (the own
    sets' Rename…, Delete…, Show Folder). With ``matching`` (True or False) the dialog has a Matching Board
    box; ``on_matching(ticked)`` may give the choice to mark then. It closes with a :class:`Chosen`.
    """

    def __init__(self, title: str, names: Sequence[str], marked: str, preview: Widget, buttons: Sequence[str],
                 on_mark: Callable[[str], object], on_close: Callable[[object], object],
                 matching: bool | None = None, on_matching: Callable[[bool], str | None] | None = None,
                 captions: Mapping[str, str] | None = None, folder: str | None = None,
                 tools: Sequence[str] = ()) -> None:
        self.on_mark = on_mark
        self.on_matching = on_matching
        self.captions = dict(captions or {})
        self.folder = folder
        self.choices = ChoiceList(names, selected=marked if marked in names else 0, on_change=self._marked)
        preview.x, preview.y = self.choices.w + 12, 0
        below = preview.y + preview.h + 3
        room = max(Caption.LINES, (self.choices.h - below) // (draw.SMALL_H + 1))
        caption = Caption(preview.w, lambda: self.captions.get(self.marked, ""), lines=room)
        caption.x, caption.y = preview.x, below
        body: list[Widget] = [self.choices, preview, caption]
        low = max(self.choices.h, caption.y + caption.h) + 6
        self.matching: CheckBox | None = None
        if matching is not None:
            self.matching = CheckBox(0, low, MATCHING, checked=matching, on_change=self._matching)
            body.append(self.matching)
            low += self.matching.h + 6
        if folder is not None:
            self.folder_line = f"Your own {title.lower()}: {folder}"     # where they live, in full
            # as wide as the dialog, or wider (up to the widest requester) when that saves lines
            width = max(preview.x + preview.w, min(MAX_W - 2 * PAD, len(self.folder_line) * draw.SMALL_W))
            lines = len(draw.wrap(draw.printable(self.folder_line, small=True), width // draw.SMALL_W))
            # no more lines than leave the dialog on the screen (a requester adds its title bar and buttons)
            chrome = draw.TITLE_BAR_H + 4 + 2 + 6 + 4 + BUTTON_H + 6 + (BUTTON_H + 4 if tools else 0)
            fit = (layout.SCREEN_H - chrome - (low - 2)) // (draw.SMALL_H + 1)
            where = Caption(width, lambda: self.folder_line, lines=max(1, min(FOLDER_LINES, lines, fit)))
            where.y = low - 2
            body.append(where)
            low = where.y + where.h + 4
        for i, label in enumerate(tools):       # the own sets' tools, in a row of their own under the list
            x = body[-1].x + body[-1].w + 6 if i else 0
            body.append(Button(x, low, label, self._clicker(label), h=BUTTON_H))
        super().__init__(title, "", (OK, *buttons, CANCEL), on_close, name=title, body=body)

    def find(self, name: str) -> Widget | None:
        """A choice scrolled out of view is scrolled in first (as a player scrolls before clicking it)."""
        self.choices.reveal(name)
        return super().find(name)

    @property
    def marked(self) -> str:
        return self.choices.value

    def mark(self, name: str) -> None:
        """Mark ``name`` (as a click on it does)."""
        self.choices.select(name)

    def _marked(self, index: int) -> None:
        if self.matching is not None:
            self.matching.checked = False        # a board chosen by name: the board no longer follows the set
        self.on_mark(self.choices.options[index])

    def _matching(self, ticked: bool) -> None:
        follow = self.on_matching(ticked) if self.on_matching is not None else None
        if follow is not None and follow in self.choices.options:
            self.choices.selected = self.choices.options.index(follow)    # marked without unticking the box

    def handle(self, inp: Input) -> bool:
        step = (1 if "down" in inp.keys else 0) - (1 if "up" in inp.keys else 0)
        if step:
            count = len(self.choices.options)
            self.choices.select((self.choices.selected + step) % count)
            return True
        return super().handle(inp)

    def result_for(self, label: str) -> object:
        return Chosen(label, self.marked, bool(self.matching and self.matching.checked))

    def text_for_dump(self) -> str:
        box = f"\n[{'x' if self.matching.checked else ' '}] {MATCHING}" if self.matching is not None else ""
        where = f"\n{self.folder_line}" if self.folder is not None else ""
        return "\n".join(f"({'*' if i == self.choices.selected else ' '}) {name}"
                         + (f": {self.captions[name]}" if name in self.captions else "")
                         for i, name in enumerate(self.choices.options)) + box + where
