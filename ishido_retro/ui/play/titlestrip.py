"""The title strip above the board: the mode and scoring at the left, the player and the clock at the
right, the deal between them where there is room. However long a player's name, the two sides never run
into each other: the left side gives its short form first (a tournament's game number and scoring alone,
the mode of the others), so that the strip keeps one size of letters; then it takes the small font, then
both sides do, then the short form does; the status line gets the same words while the menu bar covers
the strip. Between a tournament's games the strip names the game about to be played.
"""

from __future__ import annotations

from dataclasses import dataclass

from ishido_retro import layout
from ishido_retro.match import MODE_NAMES, Match
from ishido_retro.ui import draw

GAP = 8          # pixels between the words of the strip
JOIN = "   "     # between them on the status line


@dataclass(frozen=True)
class Strip:
    """What the strip draws: each side's words and whether in the small font."""

    left: str
    right: str
    small_left: bool = False
    small_right: bool = False

    def widths(self) -> tuple[int, int]:
        return draw.text_width(self.left, small=self.small_left), draw.text_width(self.right, small=self.small_right)


def fit_strip(left: str, short_left: str, right: str, width: int) -> Strip:
    """The first of the strip's forms whose two sides fit ``width`` pixels with a gap between them."""
    forms = [Strip(left, right), Strip(short_left, right), Strip(left, right, True),
             Strip(left, right, True, True), Strip(short_left, right, True, True)]
    for strip in forms:
        lw, rw = strip.widths()
        if lw + (GAP + rw if right else 0) <= width:
            return strip
    room = max(0, width - draw.text_width(short_left, small=True) - GAP)
    return Strip(short_left, draw.fitted(right, room)[0], True, True)     # no name is that long: a last resort


def strip_with_deal(left: str, short_left: str, deal: str, right: str) -> tuple[Strip, tuple[int, str, bool] | None]:
    """The strip's form (:func:`fit_strip`) and where its deal goes, ``(x, words, small)`` (None: no deal). The deal
    shows in every mode: to make room for it the left side takes its short form, then the deal the small font,
    then its number alone, and last a very long name is cut short."""
    tw = layout.TITLE_RECT[2]
    strip = fit_strip(left, short_left, right, tw - 6)
    if not deal:
        return strip, None
    short = fit_strip(short_left, short_left, right, tw - 6)
    number = "#" + deal.removeprefix("Deal ")
    for form, words, small in ((strip, deal, False), (short, deal, False), (strip, deal, True),
                               (short, deal, True), (short, number, True)):
        x = _deal_x(form, words, small)
        if x is not None:
            return form, (x, words, small)
    room = tw - 6 - draw.text_width(short_left, small=True) - draw.text_width(number, small=True) - 2 * GAP
    form = Strip(short_left, draw.fitted(right, room)[0], True, True)    # a name that long gives way to the deal
    x = _deal_x(form, number, True)
    return (form, (x, number, True)) if x is not None else (strip, None)


def draw_strip(left: str, short_left: str, deal: str, right: str) -> None:
    """The strip's words drawn in it (:func:`strip_with_deal`)."""
    tx, ty, tw, _ = layout.TITLE_RECT
    strip, placed = strip_with_deal(left, short_left, deal, right)
    _lw, rw = strip.widths()
    draw.text(tx + 3, ty + 3 + strip.small_left, strip.left, layout.ROLE_WHITE, small=strip.small_left)
    if right:
        draw.text(tx + tw - rw - 3, ty + 3 + strip.small_right, strip.right, layout.ROLE_ACCENT,
                  small=strip.small_right)
    if placed is not None:
        x, words, small = placed
        draw.text(x, ty + 3 + small, words, layout.ROLE_FRAME_LIGHT, small=small)


def _deal_x(strip: Strip, deal: str, small: bool) -> int | None:
    """Where the deal's words go between the strip's two sides (as far right as they may), or None: no room."""
    tx, _ty, tw, _ = layout.TITLE_RECT
    lw, rw = strip.widths()
    width = draw.text_width(deal, small=small)
    start = tx + 3 + lw + GAP
    end = tx + tw - 3 - (rw + GAP if strip.right else 0)
    x = max(start, end - width)
    return x if x + width <= end else None


def strip_line(left: str, short_left: str, deal: str, right: str, width: int) -> str:
    """The strip's words in one line of ``width`` pixels (the status line while the menus are up)."""
    for words in ((left, deal, right), (left, right), (short_left, right)):
        line = JOIN.join(w for w in words if w)
        if draw.text_width(line) <= width:          # the 8-pixel font, as every status line
            return line
    return JOIN.join(w for w in (short_left, right) if w)


def match_strip_texts(match: Match) -> tuple[str, str, str]:
    """What the title strip says: mode and scoring (left), the deal, whose turn and time (right)."""
    left = f"{MODE_NAMES[match.mode]} - {match.game.scoring.capitalize()}"
    if match.tournament is not None:
        left += f" - game {match.tournament.game_in_view}"
    right = ""
    if match.waiting_for_player:
        right = "Next player?"
    elif match.playing:
        seat = match.seat
        if match.only_computers():
            right = "Computer plays"
        elif len(match.seats) > 1 or match.tournament is not None:
            right = seat.name
        left_time = match.timer_left()
        if left_time is not None:
            right = (right + "  " if right else "") + _time_text(left_time, match.mode == "tournament")
    seed = match.game.deal.seed
    return left, f"Deal {seed}" if seed is not None else "", right


def match_short_left(match: Match) -> str:
    """The strip's left side when a long name leaves it little room: the game number and scoring of a
    tournament, the mode of the others."""
    if match.tournament is not None:
        return f"Game {match.tournament.game_in_view} - {match.game.scoring.capitalize()}"
    return MODE_NAMES[match.mode]


def _time_text(seconds: float, minutes: bool) -> str:
    whole = int(seconds + 0.999)
    if minutes:
        return f"{whole // 60}:{whole % 60:02d}"
    return f"{whole}s"
