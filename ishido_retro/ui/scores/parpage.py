"""The Statistics window's second page: the deals played against their pars (pure: no pyxel).

Its lines come from :class:`~ishido_retro.scores.parstats.ParStatistics`: how many deals have a known par, the
mean share of the par's 4-Ways (and of a Modern par's points), then a row a deal, the newest first.
"""

from __future__ import annotations

from ishido_retro.scores.parstats import DealAgainstPar, ParStatistics
from ishido_retro.words import counted

FIGURES, PAR = "Figures", "Par"           # the window's page buttons, by their labels (the runner's widget names)
CHARS = 47                                # a line across the window


def _percent(share: float | None) -> str:
    return "not known yet" if share is None else f"{round(100 * share)}%"


def deal_row(d: DealAgainstPar) -> str:
    """``644533553  6/10 4-Ways  12,300/71,400 pts`` (Ancient: stones left, ``12/0 left``), or the par unknown."""
    if d.par is None:
        return f"{d.deal:<10} {counted(d.four_ways, '4-Way')}, par not known yet"
    fours, points, left = d.par
    if d.scoring == "ancient":
        return f"{d.deal:<10} {d.four_ways}/{fours} 4-Ways  {d.stones_left}/{left} left"
    return f"{d.deal:<10} {d.four_ways}/{fours} 4-Ways  {d.points:,}/{points:,} pts"


def par_page_lines(par: ParStatistics, rows: int) -> list[str]:
    """The page's lines, at most ``rows`` deals listed."""
    if not par.deals:
        return ["No numbered deal finished yet.", "", "Every deal you finish is set against", "its par here."]
    out = [f"Deals played: {len(par.deals)}; par known for {par.known}",
           f"Mean share of par's 4-Ways: {_percent(par.share())}"]
    if any(d.scoring == "modern" for d in par.deals):
        out.append(f"Mean share of its points: {_percent(par.share(of_points=True))}")
    out += ["", "Deal       You/Par (newest first)"]
    out += [deal_row(d)[:CHARS] for d in par.deals[:rows]]
    if len(par.deals) > rows:
        out.append(f"... and {counted(len(par.deals) - rows, 'older deal')}")
    return out
