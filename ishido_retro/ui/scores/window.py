"""The high-score boards window, the statistics window and the name entry of a high score.

Self-contained: each window takes plain data (board entries, a
:class:`~ishido_retro.scores.statistics.Statistics`) and reports through callbacks.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future
from functools import partial
from typing import Any

import pyxel

from ishido_retro.layout import SCREEN_H, SCREEN_W
from ishido_retro.scores.highscores import MAX_NAME, NO_BOARD, NOTHING_COUNTED, Entry
from ishido_retro.scores.statistics import Statistics
from ishido_retro.ui import draw
from ishido_retro.ui.numerals.marks import draw_points_strip, draw_roman_letters, shown_text
from ishido_retro.ui.scores.parpage import FIGURES, PAR, par_page_lines
from ishido_retro.ui.widgets.base import Button, Widget, Window
from ishido_retro.ui.widgets.requester import EntryRequester
from ishido_retro.words import counted

BOARD_TITLES = {"today": "Today's Scores", "all_time": "All-Time Highs", "tournament": "Tournament High Scores"}
TAB_NAMES = {"today": "Today", "all_time": "All-Time", "tournament": "Tournament"}
MODE_NAMES = {"solitaire": "Solitaire", "cooperative": "Coop", "challenge": "Challenge", "tournament": "Tournament"}
ROW_H = 12
STRIP_W = 94          # the dark slate strip of a row's score: any score up to 9,999,999 in Roman marks
ROWS = 10
NAME_CHARS = 9        # in the 8-pixel font; a longer name (up to 24) takes the small font, in two lines
COLUMN_GAP = 3
LINE_H = draw.CHAR_H + 1   # the statistics' text lines
PAR_ROWS = 9               # deals listed on the statistics' Par page


def columns(left: int) -> dict[str, int]:
    """The x of each column of a board's table, from the font's width."""
    cw = draw.CHAR_W
    name = left + 3 * cw + 2
    strip = name + NAME_CHARS * cw + COLUMN_GAP
    four_ways = strip + STRIP_W + COLUMN_GAP
    stones = four_ways + 4 * cw + COLUMN_GAP        # VIII in the table's letters
    return {"rank": left, "name": name, "strip": strip, "four_ways": four_ways, "stones": stones,
            "mode": stones + 4 * cw + 2 * COLUMN_GAP}    # 6 pixels between the "Left" and "Mode" headers


def scoring_label(showing: str) -> str:
    """The label of the button that switches to the other scoring."""
    return "Ancient" if showing == "modern" else "Modern"


def missed_sentence(entry: Entry, why: str, boards: Sequence[str]) -> str:
    """Why a game entered no high-score board, in one sentence (``why`` from ``HighScores.missed``)."""
    ancient = entry.scoring == "ancient"
    if why == NOTHING_COUNTED:
        if ancient:
            return "This game placed no stone, so it enters no high-score board (the Ancient Way counts the " \
                   "stones placed and the 4-Ways)."
        return "This game scored no points, so it enters no high-score board."
    if why == NO_BOARD:
        return "A tournament game that was started over enters no high-score board."
    if ancient:
        what = f"{counted(entry.four_ways, '4-Way')} and {counted(entry.stones_left, 'stone')} left"
    else:
        what = counted(entry.score, "point")
    where = " or ".join(BOARD_TITLES[b] for b in boards)
    holds = "it holds" if len(boards) == 1 else "each holds"
    return f"This game ({what}) did not reach {where}: {holds} ten games as good or better."


def kept_name_sentence(name: str) -> str:
    """Why a game that ended before (Undo after its end, then played to its end again) asks no name."""
    return f"No name is asked: this game ended once before, and its place on the boards keeps the name given " \
           f"then, {name}."


def ordinal(n: int) -> str:
    """1 -> "1st", 2 -> "2nd", 11 -> "11th"."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


class HighScoresWindow(Window):
    """One or more boards of one scoring; tabs switch between them.

    ``boards`` maps board names (``today``, ``all_time``, ``tournament``) to their
    entries, best first.  ``highlight`` is an entry to mark (the game just
    played).  With ``on_clear`` the window has a Clear button that calls it with
    the board on show (the caller confirms, clears and calls :meth:`set_entries`).
    """

    W, H = 304, 182

    def __init__(self, boards: Mapping[str, Sequence[Entry]], scoring: str, graphic: bool,
                 highlight: Entry | None = None, on_clear: Callable[[str], None] | None = None,
                 on_close: Callable[[object], None] | None = None, first: str | None = None) -> None:
        if not boards:
            raise ValueError("a high-score window shows at least one board")
        x, y = (SCREEN_W - self.W) // 2, (SCREEN_H - self.H) // 2
        super().__init__(x, y, self.W, self.H, "High Scores", on_close, name="High Scores")
        self.boards = {name: list(entries) for name, entries in boards.items()}
        self.scoring = scoring
        self.graphic = graphic
        self.highlight = highlight
        self.shown = first if first in self.boards else next(iter(self.boards))
        self.tabs: dict[str, Button] = {}
        ty = self.content_y
        if len(self.boards) > 1:
            tx = x + 8
            for board in self.boards:
                label = TAB_NAMES[board]
                button = Button(tx, ty, label, partial(self.show, board), w=draw.text_width(label) + 14)
                self.tabs[board] = button
                self.add(button)
                tx += button.w + 4
        self.table_y = ty + 14 + 12
        by = y + self.H - 6 - 11
        self.ok = self.add(Button(x + 8, by, "OK", lambda: self.close("OK"), w=48))
        self.default_button = self.ok
        self.clear_button: Button | None = None
        self.par_text: Callable[[int, str], str | None] = lambda deal, scoring: None    # a deal's par, in words
        if on_clear is not None:
            self.add_clear(on_clear)
        self._sync_tabs()

    def add_scoring_switch(self, boards_of: Callable[[str], Mapping[str, Sequence[Entry]]]) -> None:
        """A button that shows the same boards for the other scoring (``boards_of(scoring)`` gives them)."""
        def switch() -> None:
            scoring = "ancient" if self.scoring == "modern" else "modern"
            self.boards = {name: list(entries) for name, entries in boards_of(scoring).items()}
            self.scoring = scoring
            self.switch_button.label = self.switch_button.name = scoring_label(self.scoring)
        self.switch_button = self.add(Button(self.x + (self.W - 56) // 2, self.ok.y, scoring_label(self.scoring),
                                             switch, w=56))

    def add_clear(self, on_clear: Callable[[str], None]) -> None:
        """Give the window a Clear button that calls ``on_clear`` with the board on show."""
        if self.clear_button is None:
            self.clear_button = self.add(Button(self.x + self.W - 8 - 48, self.ok.y, "Clear",
                                                lambda: on_clear(self.shown), w=48))

    def show(self, board: str) -> None:
        """Put ``board`` on show."""
        if board in self.boards:
            self.shown = board
            self._sync_tabs()

    def set_entries(self, board: str, entries: Sequence[Entry]) -> None:
        """New entries for ``board`` (after Clear, say)."""
        self.boards[board] = list(entries)

    def _sync_tabs(self) -> None:
        for board, button in self.tabs.items():
            button.toggled = board == self.shown

    def handle(self, inp: Any) -> bool:
        if Widget.handle(self, inp) or self.key_nav(inp):
            return True
        if "return" in inp.keys or "escape" in inp.keys:
            self.close("OK")
        return True

    def high_scores(self) -> dict[str, list[dict[str, Any]]]:
        """Every board shown, best first, as the runner's ``high_scores`` dump gives it; ``shown`` is the
        score column as drawn (the 4-Ways on Ancient boards), in Roman marks when Roman numerals are on."""
        ancient = self.scoring == "ancient"
        return {board: [e.summary() | {"shown": shown_text(e.four_ways if ancient else e.score, self.graphic,
                                                            STRIP_W - 4)} for e in entries]
                for board, entries in self.boards.items()}

    def tournament_par(self) -> str | None:
        """On the Tournament board: the par of the tournament's deal (``Par for deal N: ...``), when it is kept."""
        deal = next((e.deal for e in self.boards[self.shown] if e.deal is not None), None)
        if self.shown != "tournament" or deal is None:
            return None
        par = self.par_text(deal, self.scoring)
        return None if par is None else f"Par for deal {deal}: {par}."

    def text_for_dump(self) -> str:
        par = self.tournament_par()
        return f"{BOARD_TITLES[self.shown]} ({self.scoring.capitalize()})" + ("" if par is None else f"\n{par}")

    # --- drawing -------------------------------------------------------------------

    def draw(self) -> None:
        if not self.visible:
            return
        draw.window(self.x, self.y, self.w, self.h, self.title)
        for child in self.children:
            child.draw()
        left = self.x + 6
        heading = f"{BOARD_TITLES[self.shown]} - {self.scoring.capitalize()}"
        if self.tabs:            # the lit tab names the board: only the scoring beside them
            label = f"{self.scoring.capitalize()} scoring"
            draw.text(self.x + self.w - 8 - draw.text_width(label), self.content_y + 2, label)
        else:
            draw.text_centred(self.x + self.w // 2, self.content_y + 3, heading)
        hy = self.table_y - draw.CHAR_H - 3
        ancient = self.scoring == "ancient"
        col = columns(left)
        for cx, label in ((col["name"], "Name"), (col["strip"] + 2, "4-Ways" if ancient else "Score"),
                          (col["four_ways"], "Won" if ancient else "4-W"), (col["stones"], "Left"),
                          (col["mode"], "Mode")):
            draw.text(cx, hy, label, draw.SHADOW)
        rule_y = hy + draw.CHAR_H + 1          # level, under the headers
        pyxel.line(left, rule_y, self.x + self.w - 9, rule_y, draw.MID)
        entries = self.boards[self.shown]
        if not entries:
            draw.text_centred(self.x + self.w // 2, self.table_y + 40, "No games on this board yet.")
        name_w = columns(left)["strip"] - COLUMN_GAP - columns(left)["name"]
        small = any(draw.fitted_lines(e.name, name_w)[1] for e in entries[:ROWS])    # one font for the column
        for i, entry in enumerate(entries[:ROWS]):
            self._draw_row(i, entry, left, self.table_y + i * ROW_H, ancient, small)
        par = self.tournament_par()
        if par is not None and len(entries) < ROWS:      # under the tournament's games (a full board has no room)
            draw.text_shortened(left, self.table_y + len(entries) * ROW_H + 4, par, self.w - 14, draw.SHADOW)

    def _draw_row(self, i: int, entry: Entry, left: int, y: int, ancient: bool, small_names: bool = False) -> None:
        if entry == self.highlight:
            pyxel.rect(left - 2, y - 1, self.w - 8, ROW_H, draw.HILITE)
        col = columns(left)
        ty = y + (ROW_H - 1 - draw.CHAR_H) // 2 + 1
        draw.text(col["rank"], ty, f"{i + 1}.")
        names, small = draw.fitted_lines(entry.name, col["strip"] - COLUMN_GAP - col["name"], small_names)
        for k, line in enumerate(names):       # the small font for all when one needs it, two lines if it needs them
            draw.text(col["name"], (y - 1 + k * draw.SMALL_H if len(names) > 1 else ty + small), line, small=small)
        if ancient and not self.graphic:      # a count of 4-Ways in digits: plain, as the columns beside it
            draw.text(col["strip"] + 2, ty, str(entry.four_ways))
        else:                                 # points, or marks to carve: on the dark slate strip
            draw_points_strip(entry.four_ways if ancient else entry.score, self.graphic,
                              (col["strip"], y, STRIP_W, ROW_H - 1))
        if ancient or not self.graphic:
            draw.text(col["four_ways"], ty, ("yes" if entry.emptied else "-") if ancient else str(entry.four_ways))
        else:                    # the 4-Ways in marks too, as the scoreboard counts them with Roman numerals on
            draw_roman_letters(entry.four_ways, (col["four_ways"], y, col["stones"] - col["four_ways"] - 1,
                                                 ROW_H - 1), ink=draw.FG)
        draw.text(col["stones"], ty, "none" if entry.stones_left == 0 else str(entry.stones_left))
        draw.text(col["mode"], ty, MODE_NAMES.get(entry.mode, entry.mode))


class StatisticsWindow(Window):
    """The figures of every finished game kept in the history, with a histogram of 4-Ways per game.

    Given a :class:`~concurrent.futures.Future` (the history being read on a worker
    thread), the window opens at once saying so and shows the figures on the first
    frame after they are ready; no frame waits for the files.
    """

    W, H = 300, 176
    CHART = (170, 40, 118, 96)     # x, y, w, h relative to the window: the bars' area
    MAX_BINS = 16
    MIN_BINS = 6
    MAX_BAR_W = 12

    def __init__(self, stats: Statistics | Future[Statistics],
                 on_close: Callable[[object], None] | None = None) -> None:
        x, y = (SCREEN_W - self.W) // 2, (SCREEN_H - self.H) // 2
        super().__init__(x, y, self.W, self.H, "Statistics", on_close, name="Statistics")
        self.pending: Future[Statistics] | None = stats if isinstance(stats, Future) else None
        self.stats = stats if isinstance(stats, Statistics) else Statistics()
        self.problem: str | None = None
        self.page = FIGURES                 # or PAR: the deals played against their pars (:mod:`.parpage`)
        self.pages = {label: self.add(Button(x + 8 + i * 52, y + self.H - 17, label, partial(self.show_page, label),
                                             w=48)) for i, label in enumerate((FIGURES, PAR))}
        self.default_button = self.add(Button(x + self.W - 56, y + self.H - 17, "OK", lambda: self.close("OK"), w=48))
        self.show_page(FIGURES)
        self.update()

    def show_page(self, label: str) -> None:
        """Figures (the figures and the chart) or Par (the deals against their pars)."""
        self.page = label
        for name, button in self.pages.items():
            button.toggled = name == label

    def update(self) -> None:
        """Once a frame: take the figures when the worker has them (never waits)."""
        super().update()
        if self.pending is None or not self.pending.done():
            return
        try:
            self.stats = self.pending.result()
        except Exception as exc:     # noqa: BLE001 - whatever stopped the reading is told, the game goes on
            self.problem = (getattr(exc, "strerror", None) or str(exc)).rstrip(".") or type(exc).__name__
        self.pending = None

    def handle(self, inp: Any) -> bool:
        if Widget.handle(self, inp) or self.key_nav(inp):
            return True
        if "p" in inp.keys or inp.pad & {"x", "y"}:       # the other page
            self.show_page(PAR if self.page == FIGURES else FIGURES)
            return True
        if "return" in inp.keys or "escape" in inp.keys:
            self.close("OK")
        return True

    def lines(self) -> list[str]:
        """The figures as text lines (drawn at the left, and dumped)."""
        s = self.stats
        if self.pending is not None:
            return ["Reading the history", "of finished games..."]
        if self.problem is not None:
            return ["The history could not", "be read:", *draw.wrap(self.problem + ".", 26)]
        if not s.games:
            out = ["No finished games yet.", "", "Every game you finish is", "kept and counted here."]
        else:
            out = [f"Games played: {s.games}"]
            if len(s.by_kind) <= 4:
                out += [f"  {MODE_NAMES.get(mode, mode)}/{scoring.capitalize()}: {n}"
                        for (mode, scoring), n in s.by_kind.items()]
            else:                      # too many kinds for the window: by mode only
                by_mode: dict[str, int] = {}
                for (mode, _), n in s.by_kind.items():
                    by_mode[mode] = by_mode.get(mode, 0) + n
                out += [f"  {MODE_NAMES.get(mode, mode)}: {n}" for mode, n in by_mode.items()]
            out += ["", f"Pouch emptied: {round(100 * s.emptied_rate)}%", f"  ({s.emptied} of {s.games} games)",
                    f"4-Ways: mean {s.mean_four_ways:.1f}", f"        best {s.best_four_ways}"]
            if s.scored_games:
                out += [f"Score: mean {round(s.mean_score):,}", f"       best {s.best_score:,}",
                        f"  ({s.scored_games} Modern game{'s' * (s.scored_games != 1)})"]
        if s.skipped:
            out += [f"{s.skipped} record{'s' * (s.skipped != 1)} left out", "(unfinished or unreadable)"]
        return out

    def bins(self) -> list[tuple[str, int]]:
        """The histogram's bars: (label, games), the last bin gathering the long tail."""
        hist = list(self.stats.histogram)
        if hist:
            hist += [0] * (self.MIN_BINS - len(hist))     # a few empty bins keep one game from filling the chart
        if len(hist) <= self.MAX_BINS:
            return [(str(i), n) for i, n in enumerate(hist)]
        head = [(str(i), n) for i, n in enumerate(hist[:self.MAX_BINS - 1])]
        return head + [(f"{self.MAX_BINS - 1}+", sum(hist[self.MAX_BINS - 1:]))]

    def page_lines(self) -> list[str]:
        """The lines of the page on show."""
        if self.page == PAR and self.pending is None and self.problem is None:
            return par_page_lines(self.stats.par, PAR_ROWS)
        return self.lines()

    def text_for_dump(self) -> str:
        return "\n".join(self.page_lines())

    def draw(self) -> None:
        if not self.visible:
            return
        draw.window(self.x, self.y, self.w, self.h, self.title)
        for child in self.children:
            child.draw()
        for i, line in enumerate(self.page_lines()):
            draw.text(self.x + 8, self.content_y + 4 + i * LINE_H, line)
        if self.page == FIGURES:
            self._draw_chart()

    def _draw_chart(self) -> None:
        cx, cy, cw, ch = self.CHART
        x0, y0 = self.x + cx, self.y + cy
        draw.text(x0, y0 - 22, "4-Ways per game")
        draw.bevel(x0 - 3, y0 - 12, cw + 6, ch + 24, raised=False, fill=draw.BG)
        bins = self.bins()
        if not bins:
            draw.text_centred(x0 + cw // 2, y0 + ch // 2, "reading..." if self.pending else "no games")
            return
        top = max(n for _, n in bins) or 1
        draw.text(x0, y0 - 9, f"{top} game{'s' * (top != 1)}", draw.SHADOW)
        base = y0 + ch - 1
        pyxel.line(x0, base + 1, x0 + cw - 1, base + 1, draw.FG)
        slot = cw // len(bins)
        bar_w = min(self.MAX_BAR_W, max(2, slot - 2))
        for i, (label, n) in enumerate(bins):
            bx = x0 + i * slot + (slot - bar_w) // 2
            h = round((ch - 4) * n / top)
            if h:
                pyxel.rect(bx, base - h + 1, bar_w, h, draw.HILITE)
                pyxel.rectb(bx, base - h + 1, bar_w, h, draw.FG)
            if len(bins) <= 8 or i % 2 == 0 or i == len(bins) - 1:
                draw.text(x0 + i * slot + (slot - draw.text_width(label)) // 2 + 1, base + 4, label)


class NameRequester(EntryRequester):
    """A high score: the player's name for the boards, the last name typed already in the field and selected
    (typing replaces it, Backspace clears it, an arrow keeps it and moves the cursor).

    Closes with ``("OK", name)`` or ``("Cancel", name)``.
    """

    def __init__(self, places: Mapping[str, int], last_name: str,
                 on_close: Callable[[object], None] | None = None) -> None:
        where = " and ".join(f"{ordinal(n)} on {BOARD_TITLES[b]}" for b, n in places.items())
        text = f"Your game ranks {where}. Your name for the board:"
        super().__init__("A High Score!", text, value=last_name[:MAX_NAME], max_len=MAX_NAME,
                         buttons=("OK", "Cancel"), on_close=on_close, name="High Score Name")
