"""How the stronger computer players judge a board for the stones still to come.

A *hole* is an empty square next to at least one stone.  For every hole the
judge knows which kinds of stone fit it (:class:`.position.Position` keeps that)
and how many of the unseen stones are of those kinds.  A board is better when

* every kind of stone still to come has somewhere to go (a kind with no hole is
  a stone that ends the game if drawn, with one or two holes a stone close to it);
* holes in the Within with four neighbours that unseen stones fit (a 4-Way
  waiting for its stone) and with three (one step from it) are many, and more so
  when several unseen copies fit them;
* few holes are *dead*: no stone still to come can fill them, which wastes a
  square and, once surrounded, a 4-Way.

Only the squares next to a placement change, so :meth:`Judge.after` judges a
placement by difference from the board judged once in full.
"""

from __future__ import annotations

from dataclasses import dataclass

from ishido_retro.players.position import AROUND, NEIGHBOURS, WITHIN, Position, bits, fit_mask

__all__ = ["Judge", "Weights", "matching"]


def matching(holes: list[int], counts: list[int]) -> int:
    """How many of the holes (each a set of kinds that fit it) can get a stone of their own.

    The largest matching between holes and the unseen copies (``counts[t]``
    copies of kind ``t``): the 4-Ways the stones still to come can complete.
    """
    if not holes:
        return 0
    owner: dict[tuple[int, int], int] = {}
    return sum(_place(h, set(), holes, counts, owner) for h in range(len(holes)))


def _place(h: int, seen: set[tuple[int, int]], holes: list[int], counts: list[int],
           owner: dict[tuple[int, int], int]) -> bool:
    """Give hole ``h`` a stone, moving earlier holes to others if need be (:func:`matching`'s augmenting path).

    A function of its own, not one nested in :func:`matching`: a nested one that calls itself is a
    reference cycle, garbage only the collector frees (a long pause in a frame, thousands a search).
    """
    for t in bits(holes[h]):
        for copy in range(counts[t]):
            slot = (t, copy)
            if slot in seen:
                continue
            seen.add(slot)
            if slot not in owner or _place(owner[slot], seen, holes, counts, owner):
                owner[slot] = h
                return True
    return False


@dataclass(frozen=True)
class Weights:
    """How much each feature of a board counts.

    Tuned with ``bench/tune_judge.py`` on deals 2001-2400 (a one-stone probe player, three rounds of
    halving/doubling each weight); checked with Adept on deals 3001-3060: pouch emptied 88.3 % -> 98.3 %,
    4-Ways 5.80 -> 6.00, mean score 3677 -> 3996 against the weights before.
    """

    four_way_now: float = 80.0      # making a 4-Way with this stone
    early_four_way: float = 0.13    # ... and this much more per 4-Way short of eight (early ones double more)
    points_now: float = 0.75        # per base point (1, 2, 4, 8) earned in the Within
    ready4: float = 90.0            # per 4-Way hole that can have an unseen stone of its own (a matching)
    ready4_fit: float = 2.0         # ... per fitting unseen stone, up to four
    ready3: float = 6.0             # a Within hole with three neighbours some unseen stone fits
    ready3_fit: float = 0.375       # ... per fitting unseen stone, up to six
    dead: float = 10.0              # a hole no unseen stone fits
    dead4: float = 9.4              # extra for a dead hole in the Within with three or four neighbours
    no_place: float = 1600.0        # per unit of chance that the next stone has nowhere to go
    one_place: float = 106.0        # per unit of chance that the next stone has only one place
    two_places: float = 13.3        # ... only two places
    stuck: float = 400.0            # a stone drawn during the search that could go nowhere
    emptied: float = 200.0          # the last stone placed: the pouch is empty


class Judge:
    """Judges placements on one position for the stones still to come (``position.counts``)."""

    __slots__ = ("w", "pos", "m1", "m2", "total", "hole_value", "places", "base", "fours", "matched", "crowd")

    def __init__(self, w: Weights, pos: Position) -> None:
        self.w = w
        self.pos = pos
        counts = pos.counts
        m1 = m2 = 0
        for t, n in enumerate(counts):
            if n >= 1:
                m1 |= 1 << t
                if n >= 2:
                    m2 |= 1 << t
        self.m1, self.m2, self.total = m1, m2, sum(counts)
        hole_value: dict[int, float] = {}
        places = [0] * len(counts)
        base = 0.0
        masks, nbs, cells = pos.masks, pos.nbs, pos.cells
        fours: dict[int, int] = {}
        for i, n in enumerate(nbs):
            if n == 0 or cells[i] >= 0:
                continue
            mask = masks[i]
            avail = mask & m1
            if n == 4 and avail:
                fours[i] = avail
            v = self.hole_value_of(n, WITHIN[i], avail.bit_count() + (mask & m2).bit_count())
            hole_value[i] = v
            base += v
            for t in bits(avail):
                places[t] += 1
        self.hole_value, self.places = hole_value, places
        self.fours = fours
        self.matched = matching(list(fours.values()), counts)
        self.crowd = self._crowded(places)
        self.base = base + self._crowding(self.crowd) + w.ready4 * self.matched

    def hole_value_of(self, n: int, within: bool, fit: int) -> float:
        w = self.w
        if fit == 0:
            return -(w.dead + (w.dead4 if within and n >= 3 else 0.0))
        if within:
            if n == 4:
                return w.ready4_fit * min(fit, 4)
            if n == 3:
                return w.ready3 + w.ready3_fit * min(fit, 6)
        return 0.0

    def _crowded(self, places: list[int]) -> list[int]:
        """The unseen stones whose kind has zero, one and two places (a list of three counts)."""
        crowd = [0, 0, 0, 0]
        counts = self.pos.counts
        for t in bits(self.m1):
            p = places[t]
            crowd[p if p < 3 else 3] += counts[t]
        return crowd

    def _crowding(self, crowd: list[int]) -> float:
        if not self.total:
            return 0.0
        w = self.w
        return -(w.no_place * crowd[0] + w.one_place * crowd[1] + w.two_places * crowd[2]) / self.total

    def crowding(self, places: list[int]) -> float:
        """Minus the chance-weighted cost of kinds still to come with zero, one or two places."""
        return self._crowding(self._crowded(places))

    def immediate(self, q: int, four_ways_before: int) -> float:
        """What placing a stone on ``q`` earns at once, in the judge's units."""
        if not WITHIN[q]:
            return 0.0
        n = self.pos.nbs[q]
        w = self.w
        value = w.points_now * (1 << (n - 1))
        if n == 4:
            value += w.four_way_now * (1.0 + w.early_four_way * max(0, 8 - four_ways_before))
        return value

    def after(self, q: int, kind: int) -> float:
        """The judgement of the board once ``kind`` lies on square ``q`` (which must be a hole it fits)."""
        pos = self.pos
        cells, masks, nbs, strict = pos.cells, pos.masks, pos.nbs, pos.strict
        m1, m2 = self.m1, self.m2
        hole_value = self.hole_value
        value = self.base - hole_value[q]
        moved: dict[int, int] = {}     # kind -> change in its number of places
        for t in bits(masks[q] & m1):
            moved[t] = -1
        fours = self.fours
        new_fours: dict[int, int] | None = None
        if q in fours:
            new_fours = dict(fours)
            del new_fours[q]
        cells[q] = kind
        try:
            for j in NEIGHBOURS[q]:
                if cells[j] >= 0:
                    continue
                dn, de, ds, dw = AROUND[j]
                mask = fit_mask(cells[dn] if dn >= 0 else -1, cells[de] if de >= 0 else -1,
                                cells[ds] if ds >= 0 else -1, cells[dw] if dw >= 0 else -1, strict)
                n = nbs[j] + 1
                value += self.hole_value_of(n, WITHIN[j], (mask & m1).bit_count() + (mask & m2).bit_count())
                value -= hole_value.get(j, 0.0)
                if n == 4 and mask & m1:
                    if new_fours is None:
                        new_fours = dict(fours)
                    new_fours[j] = mask & m1
                old = masks[j] if nbs[j] else 0
                for t in bits(old & ~mask & m1):
                    moved[t] = moved.get(t, 0) - 1
                for t in bits(mask & ~old & m1):
                    moved[t] = moved.get(t, 0) + 1
        finally:
            cells[q] = -1
        if new_fours is not None:
            value += self.w.ready4 * (matching(list(new_fours.values()), self.pos.counts) - self.matched)
        if moved and self.total:
            crowd = self.crowd
            places, counts = self.places, self.pos.counts
            changed = None
            for t, d in moved.items():
                if not d:
                    continue
                before, now = places[t], places[t] + d
                if before >= 3 and now >= 3:
                    continue
                if changed is None:
                    changed = crowd[:]
                changed[before if before < 3 else 3] -= counts[t]
                changed[now if now < 3 else 3] += counts[t]
            if changed is not None:
                return value - self._crowding(crowd) + self._crowding(changed)
        return value

    def best(self, kind: int, four_ways_before: int) -> float:
        """The best value a stone of ``kind`` can get here (minus ``stuck`` when it fits nowhere)."""
        return self.choice(kind, four_ways_before)[0]

    def choice(self, kind: int, four_ways_before: int) -> tuple[float, int]:
        """(value, square) of the best place for a stone of ``kind``, the first in board order on a tie;
        (minus ``stuck``, -1) when it fits nowhere."""
        value, square = -self.w.stuck, -1
        for q in self.pos.legal(kind):
            v = self.immediate(q, four_ways_before) + self.after(q, kind)
            if square < 0 or v > value:
                value, square = v, q
        return value, square
