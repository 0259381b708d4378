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
    """Play runner ``steps`` on ``app`` (a new app when None), shots and dumps under ``shots``; the app. The
    headless pyxel is made first when no test of this process made it yet (a test that forgets the
    ``pyxel_ready`` fixture must not pass only after one that has it)."""
    from ishido_retro.cli.launch import run_script
    from ishido_retro.ui.headless import ensure_pyxel
    ensure_pyxel()
    return run_script(steps, shots, app=app)


def dump(app, folder, name="state.yaml"):
    """The runner's state dump of ``app``, written under ``folder`` and read back."""
    run([{"dump": name}], folder, app=app)
    return yaml.safe_load((folder / name).read_text())


def greedy_square(game):
    """The square a simple, fixed player picks: most neighbours, then the first in board order."""
    return max(game.legal_squares(), key=lambda sq: (len(game.board.neighbour_stones(sq)), -sq.cell_index))


def greedy_moves(seed, n):
    """The first ``n`` squares :func:`greedy_square` picks in a game of deal ``seed``, as ``[col, row]``."""
    game, squares = Game.new(seed), []
    for _ in range(n):
        square = greedy_square(game)
        game.place(square)
        squares.append(list(square))
    return squares


def played_by(seed, seats, moves=None, **options):
    """The game dealt from ``seed`` as the player functions alone play it: no match, no app, no clock.

    ``seats`` holds, for each seat in turn, a computer level (its move is what ``make_player`` chooses
    with the seed the match gives that move, ``computer_seed``) or a function of the game (a person's
    rule, e.g. :func:`greedy_square`). Tests compare what the match or the app did with this game
    instead of pinning the squares or scores a computer player happens to reach.
    """
    from ishido_retro.match import computer_seed
    from ishido_retro.players.computer import make_player

    game = Game.new(seed, **options)
    while not game.is_over and (moves is None or len(game.history) < moves):
        seat = game.current_player
        rule = seats[seat]
        if isinstance(rule, str):
            square = make_player(rule, computer_seed(seed, len(game.history), seat)).choose(game)
        else:
            square = rule(game)
        game.place(square)
    return game


def saved_set(path, shipped="Runes", **meta):
    """A copy of the shipped stoneset ``shipped`` saved at ``path`` (its folder made), with ``meta`` (name,
    author...) set; returns ``path``."""
    from ishido_retro.storage.resources import shipped_stoneset_path
    from ishido_retro.storage.stonesets import load_stoneset, save_stoneset
    ss = load_stoneset(shipped_stoneset_path(shipped))
    for key, value in meta.items():
        setattr(ss, key, value)
    path.parent.mkdir(parents=True, exist_ok=True)
    save_stoneset(ss, path)
    return path


class PageStorage:
    """A stand-in for a page's ``localStorage`` (or its durable store, whose refusal of a write shows in
    ``problem``): a dict of strings behind the browser's methods."""

    def __init__(self, problem=None):
        self.items = {}
        self.problem = problem

    @property
    def length(self):
        return len(self.items)

    def key(self, i):
        return list(self.items)[i]

    def getItem(self, key):        # noqa: N802 - the browser's names
        return self.items.get(key)

    def setItem(self, key, value):        # noqa: N802
        self.items[key] = str(value)

    def removeItem(self, key):        # noqa: N802
        self.items.pop(key, None)
