"""The lessons, in the order the Lessons window lists them.

The teaching follows the 1990 manual (matching one, two, three and four
neighbours; building a 4-Way from a corner and around the centre; Center Master
Play; the Beyond, which scores nothing), told in the game's own words.

Squares are written as on the board's edges (``f4``: column f, row 4 from the
top); stones as two digits, colour then symbol (``21``: colour 2, symbol 1).
The guidance never names a colour or a symbol, since every stoneset draws them
differently: it says "the same colour", "its symbol".
"""

from __future__ import annotations

from ishido_retro.engine.stones import Square, Stone
from ishido_retro.lessons.model import Goal, Lesson, Step


def _board(text: str) -> tuple[tuple[Square, Stone], ...]:
    """``"f4:00 g5:11"``: the stones on the prepared board."""
    return tuple((Square.parse(sq), Stone.parse(st)) for sq, st in (item.split(":") for item in text.split()))


def _pouch(text: str) -> tuple[Stone, ...]:
    return tuple(Stone.parse(item) for item in text.split())


def _at(text: str) -> frozenset[Square]:
    return frozenset(Square.parse(item) for item in text.split())


HOLE_EDGE = Square.parse("k7")      # the Within's corner square, walled from the Beyond
HOLE_CENTRE = Square.parse("f5")    # the second square touching both centre stones
HOLE_CORNER = Square.parse("b2")

ONE_WAY = Lesson(
    key="one-way",
    name="The 1-Way",
    summary="A stone must touch another and share something.",
    board=_board("f4:00 g5:11"),
    pouch=_pouch("02 31 12"),
    steps=(
        Step("Put it beside the stone of the same colour.", Goal(ways=1)),
        Step("This one shares a symbol: set it beside that one.", Goal(ways=1)),
        Step("Colour or symbol: either match makes a 1-Way.", Goal(ways=1)),
    ),
    done_text="Done! A 1-Way in the Within scores 1 point.",
)

TWO_WAY = Lesson(
    key="two-way",
    name="The 2-Way",
    summary="Between two stones: one by colour, one by symbol.",
    board=_board("e4:00 g4:11 f6:23"),
    pouch=_pouch("01 21 20"),
    steps=(
        Step("Fill the gap: match one by colour, one by symbol.", Goal(ways=2)),
        Step("Another 2-Way: above and below, one each way.", Goal(ways=2)),
        Step("Find the one square where it makes a 2-Way.", Goal(ways=2)),
    ),
    done_text="Done! A 2-Way in the Within scores 2 points.",
)

THREE_WAY = Lesson(
    key="three-way",
    name="The 3-Way",
    summary="Three neighbours: two match one way, one the other.",
    board=_board("f3:02 e4:04 g4:31 e5:14 g5:34"),
    pouch=_pouch("01 04"),
    steps=(
        Step("Two neighbours share its colour, one its symbol.", Goal(ways=3)),
        Step("Now turn it round: two by symbol, one by colour.", Goal(ways=3)),
    ),
    done_text="Done! A 3-Way in the Within scores 4 points.",
)

EDGE_FOUR_WAY = Lesson(
    key="edge-four-way",
    name="A 4-Way at the Edge",
    summary="Build out from a corner stone to a 4-Way.",
    board=_board("l8:21 k8:31 l7:22"),
    pouch=_pouch("25 41 23 51 21"),
    steps=(
        Step("Climb the edge with a stone of the same colour.", Goal(squares=_at("l6"))),
        Step("Run along the bottom with one of the same symbol.", Goal(squares=_at("j8"))),
        Step("Wall the Within's corner square from above.",
             Goal(squares=_at("k6"), keep_open=(HOLE_EDGE,))),
        Step("Close its last side from the left, by symbol.", Goal(squares=_at("j7"), keep_open=(HOLE_EDGE,))),
        Step("Only this stone fits: 2 by colour, 2 by symbol.", Goal(ways=4)),
    ),
    done_text="A 4-Way! A bonus, and double points from now on.",
)

MIDDLE_FOUR_WAY = Lesson(
    key="middle-four-way",
    name="A 4-Way in the Middle",
    summary="The two opening stones in the centre start a 4-Way.",
    board=_board("f4:00 g5:11 f3:03"),
    pouch=_pouch("41 31 05 01"),
    steps=(
        Step("Head for the square between the centre stones.", Goal(squares=_at("h5")),
             missed="It fits there, but it leads away from that square."),
        Step("Give that square a right side, matched by symbol.", Goal(squares=_at("h4"))),
        Step("And a top side, matched here by colour.", Goal(squares=_at("g3"))),
        Step("Two share a colour, two a symbol: make the 4-Way!", Goal(ways=4)),
    ),
    done_text="A 4-Way in the middle, built on the opening pair.",
)

CENTER_MASTER = Lesson(
    key="center-master-play",
    name="Center Master Play",
    summary="Around the centre, keep every 4-Way square open.",
    board=_board("f4:00 g5:11 f3:03 g3:05 h4:31 h5:41 g4:01 e4:20 g6:15"),
    pouch=_pouch("30 10 45 12 10"),
    steps=(
        Step("Now wall the other square between the centre pair.",
             Goal(squares=_at("e5"), keep_open=(HOLE_CENTRE,))),
        Step("It would fill the hole as a mere 3-Way. Wait.",
             Goal(avoid=_at("e6 f6"), keep_open=(HOLE_CENTRE,))),
        Step("This one would spoil the hole: play it elsewhere.",
             Goal(keep_open=(HOLE_CENTRE,))),
        Step("This one closes the last side and keeps it open.",
             Goal(squares=_at("f6"), keep_open=(HOLE_CENTRE,))),
        Step("Its twin arrives: now it makes the 4-Way.", Goal(ways=4)),
    ),
    done_text="Two 4-Ways by the centre: masters make four there.",
)

BEYOND = Lesson(
    key="beyond",
    name="What the Beyond Is For",
    summary="The dark edge scores nothing, yet it builds and it keeps.",
    board=_board("a1:00 b1:03 c1:43 c2:42"),
    pouch=_pouch("05 25 55 22 02"),
    steps=(
        Step("The Beyond scores nothing, but it can wall a hole.",
             Goal(squares=_at("a2"), keep_open=(HOLE_CORNER,))),
        Step("Go on down the edge; the Within stays free.", Goal(beyond=True, keep_open=(HOLE_CORNER,))),
        Step("It would spoil the hole: park it in the Beyond.",
             Goal(beyond=True, keep_open=(HOLE_CORNER,))),
        Step("Now close the hole's last side, by colour.",
             Goal(squares=_at("b3"), keep_open=(HOLE_CORNER,))),
        Step("Fill the hole by the corner: a 4-Way!", Goal(ways=4)),
    ),
    done_text="The Beyond: no points, but room to build and park.",
)

LESSONS: tuple[Lesson, ...] = (ONE_WAY, TWO_WAY, THREE_WAY, EDGE_FOUR_WAY, MIDDLE_FOUR_WAY, CENTER_MASTER, BEYOND)
