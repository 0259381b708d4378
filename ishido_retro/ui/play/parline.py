"""What the screens say of the par (pure: no pyxel): the line beside a finished game."""

from __future__ import annotations

from ishido_retro.players.par import ParGame
from ishido_retro.words import counted


def par_figures(par: ParGame, scoring: str) -> str:
    """``10 4-Ways, 71,400 points`` (Modern) or ``10 4-Ways, the pouch emptied`` (Ancient: no points)."""
    fours = counted(par.four_ways, "4-Way")
    if scoring == "ancient":
        return f"{fours}, " + ("the pouch emptied" if par.emptied else f"{counted(par.stones_left, 'stone')} left")
    return f"{fours}, {counted(par.points, 'point')}"


def kept_par_text(par: ParGame | None, scoring: str) -> str | None:
    """A kept par's figures (:func:`par_figures`), or None when none is kept."""
    return None if par is None else par_figures(par, scoring)


def par_line(deal: int, par: ParGame | None, final: bool, scoring: str, made: int) -> str:
    """The Game Over line: ``Par for deal 644533553: 10 4-Ways, 71,400 points; you made 6.``

    While the search goes on: ``Par so far: 8 4-Ways, 30,100 points (still looking); you made 6.``;
    before its first game: ``The par of deal 644533553 is still being worked out; you made 6.`` (each two lines
    in the Game Over window, so that the line can follow the search in the same window)
    """
    if par is None:
        return f"The par of deal {deal} is still being worked out; you made {made}."
    if final:
        return f"Par for deal {deal}: {par_figures(par, scoring)}; you made {made}."
    return f"Par so far: {par_figures(par, scoring)} (still looking); you made {made}."


def band_par(par: ParGame | None, final: bool) -> str:
    """The par in Game Over's one line (21 characters at most): ``Par: 10 4-Ways``, ``Par so far: 8 4-Ways`` or
    ``Par: being found``."""
    if par is None:
        return "Par: being found"
    return f"Par{'' if final else ' so far'}: {counted(par.four_ways, '4-Way')}"


def day_line(par: ParGame | None, final: bool, working: bool, scoring: str) -> str:
    """The status line when the deal of the day starts (39 characters at most): ``Day's par: 10 4-Ways, 71,400
    points.``, ``Par so far: 8 4-Ways, 30,100 points...``, or that it is being found or not known."""
    if par is None:
        return "Day's deal: its par is being found." if working else "Day's deal: its par is not known."
    figures = par_figures(par, scoring).replace("the pouch emptied", "pouch emptied")
    return f"Day's par: {figures}." if final else f"Par so far: {figures}..."
