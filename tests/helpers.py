"""Small builders for hand-made positions (shared by the engine tests) and the runner's shortcuts for e2e tests."""

import yaml

from ishido_retro.engine import Board, Deal, Game, Square, Stone


def S(col, row):
    return Square(col, row)


def T(colour, symbol):
    return Stone(colour, symbol)


def board_of(*items):
    """A board from (col, row, colour, symbol) tuples."""
    return Board((Square(c, r), Stone(a, b)) for c, r, a, b in items)


def position(items, pouch, **options):
    """A game whose board holds ``items`` (col, row, colour, symbol) and whose pouch is ``pouch`` ([colour, symbol]).

    The deal is not a real one (it is never checked); it only stages a position.
    """
    tableau = tuple((Square(c, r), Stone(a, b)) for c, r, a, b in items)
    return Game(Deal(tableau=tableau, pouch=tuple(Stone(a, b) for a, b in pouch)), **options)


def run(steps, shots=None, app=None):
    """Play runner ``steps`` on ``app`` (a new app when None), shots and dumps under ``shots``; the app."""
    from ishido_retro.ui.launch import run_script
    return run_script(steps, shots, app=app)


def dump(app, folder, name="state.yaml"):
    """The runner's state dump of ``app``, written under ``folder`` and read back."""
    run([{"dump": name}], folder, app=app)
    return yaml.safe_load((folder / name).read_text())


def greedy_square(game):
    """The square a simple, fixed player picks: most neighbours, then the first in board order."""
    return max(game.legal_squares(), key=lambda sq: (len(game.board.neighbour_stones(sq)), -sq.cell_index))
