"""What the Edit Stoneset screen is looking at and drawing with; the document holds every change.

Pure: the selected stone, column or row, the drawing colour, the tool, the mirror toggles and
XColor. The screen's widgets read it to draw and the screen's actions change it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ishido_retro.stonesets.clipboard import Kind, Selection

from .editbox import EditBox

# (id, label, key, what it does) in the order of the tool buttons
TOOLS: tuple[tuple[str, str, str, str], ...] = (
    ("pencil", "Pencil", "p", "click or drag in the edit box to paint"),
    ("fill", "Fill", "f", "click to fill an area of one colour"),
    ("line", "Line", "l", "drag from one end to the other"),
    ("rect", "Rect", "r", "drag from corner to corner: an outline"),
    ("box", "Box", "b", "drag from corner to corner: a filled rectangle"),
    ("picker", "Pick", "k", "click a pixel to take its colour (Shift+click too)"),
    ("ellipse", "Ellipse", "e", "drag from corner to corner: an ellipse"),
    ("disc", "Disc", "d", "drag from corner to corner: a filled ellipse"),
    ("select", "Select", "s", "drag a marquee, then drag or nudge its pixels"),
)
# (id, label, key, what it does): toggles and one-shot actions on the stone
ACTIONS: tuple[tuple[str, str, str, str], ...] = (
    ("mirror_h", "Mirror H", "h", "paint also mirrored left-right"),
    ("mirror_v", "Mirror V", "v", "paint also mirrored top-bottom"),
    ("flip_h", "Flip H", "x", "flip the stone left-right"),
    ("flip_v", "Flip V", "y", "flip the stone top-bottom"),
    ("rotate", "Rotate", "o", "turn the stone a quarter turn clockwise"),
)
TOOL_IDS = frozenset(t[0] for t in TOOLS)
# (scope, key, what it reaches): where a paint tool's stroke lands (ishido_retro.stonesets.scopes)
SCOPE_KEYS: tuple[tuple[str, str, str], ...] = (
    ("stone", "n", "this stone only"),
    ("column", "c", "its column"),
    ("row", "w", "its row"),
    ("all", "a", "all 36 stones"),
)
BRUSH_KEYS = ("1", "2", "3")
# View > Colour-blind Preview: (the runner's name, the menu's, the simulation in colourdiff.SIMULATIONS, who)
VISION_NAMES: tuple[tuple[str, str, str, str], ...] = (
    ("protan", "Protan", "protanopia", "no red cones"),
    ("deutan", "Deutan", "deuteranopia", "no green cones"),
    ("tritan", "Tritan", "tritanopia", "no blue cones"),
)            # the pencil's and the line's brush, 1 to 3 pixels wide


def tool_label(tool_id: str) -> str:
    return next(label for t, label, _k, _h in TOOLS + ACTIONS if t == tool_id)


def tool_help(tool_id: str) -> str:
    return next(text for t, _l, _k, text in TOOLS + ACTIONS if t == tool_id)


@dataclass
class EditorView:
    """The stone (``col``, ``row``) being edited, what the Edit menu and XColor act on (``kind``),
    the drawing ``colour`` (0 is transparent), the ``tool``, the toggles, the stroke's ``scope`` and
    ``brush``, and the edit box's zoom (``box``)."""

    col: int = 0
    row: int = 0
    kind: Kind = "stone"
    colour: int = 1
    tool: str = "pencil"
    mirror_h: bool = False
    mirror_v: bool = False
    xcolor: bool = False
    scope: str = "stone"            # where a stroke lands: stone, column, row or all
    brush: int = 1                  # the pencil's and the line's width, 1 to 3
    box: EditBox = field(default_factory=EditBox)     # the edit box's zoom, the part shown, the grid
    vision: str = ""                # View > Colour-blind Preview: a key of VISION_NAMES, "" when off

    @property
    def selection(self) -> Selection:
        return Selection(self.kind, self.col, self.row)

    def select(self, kind: Kind, col: int | None = None, row: int | None = None) -> None:
        """Select a stone, a column or a row; the stone edited moves to the given column and row."""
        self.kind = kind
        self.col = self.col if col is None else col
        self.row = self.row if row is None else row
