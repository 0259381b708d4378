"""Shared test set-up: silent audio, user data under pytest's tmp_path, golden screens."""

import os

import pytest
from hypothesis import settings

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# Hypothesis keeps no example database in the checkout (.hypothesis/): tests write only under tmp_path.
# No deadline: an example's time depends on the machine's load, and no test may depend on speed.
# Derandomized: every run draws the same examples (seeded from each test's name), so a run cannot fail
# on a roll of the dice; the random exploration is bench/fuzz.py's (--properties runs these tests
# with the "explore" profile: new random examples each time, more of them).
settings.register_profile("ishido", database=None, deadline=None, derandomize=True)
settings.register_profile("explore", database=None, deadline=None, derandomize=False, max_examples=400)
settings.load_profile(os.environ.get("ISHIDO_HYPOTHESIS_PROFILE", "ishido"))
os.environ.pop("ISHIDO_RETRO_HOME", None)      # set below: never a real user's folder


@pytest.fixture(scope="session", autouse=True)
def session_home(tmp_path_factory):
    """User data for session- and module-wide fixtures: a folder under pytest's base temp."""
    os.environ["ISHIDO_RETRO_HOME"] = str(tmp_path_factory.mktemp("home"))
    yield
    os.environ.pop("ISHIDO_RETRO_HOME", None)


@pytest.fixture(autouse=True)
def user_home(tmp_path, monkeypatch):
    """Every test's user data folder is its own, under its tmp_path."""
    monkeypatch.setenv("ISHIDO_RETRO_HOME", str(tmp_path / "home"))


@pytest.fixture(autouse=True)
def mouse_at_rest():
    """The headless pyxel's mouse, shared by every test of a worker, starts where a new process has it, so no
    test sees a hover tip left by the one before it (the tests run in a random order)."""
    from ishido_retro.ui import headless
    if headless._ready:
        import pyxel
        pyxel.set_mouse_pos(0, 0)


@pytest.fixture(autouse=True)
def collector_given_back():
    """A window collects garbage on the main thread only (``ui.collector``, for pyxel's images); after each test
    Python's own collector is back, so no test runs with the collection an earlier test's window took."""
    yield
    import sys
    collector = sys.modules.get("ishido_retro.ui.collector")
    if collector is not None:
        collector.give_back()


@pytest.fixture
def home(tmp_path):
    """The test's user data folder (``user_home`` points ISHIDO_RETRO_HOME at it); not created yet."""
    return tmp_path / "home"


@pytest.fixture(scope="module")
def pyxel_ready():
    """A headless pyxel for the runner: ``pytestmark = pytest.mark.usefixtures("pyxel_ready")``."""
    from ishido_retro.ui.headless import ensure_pyxel

    ensure_pyxel()


@pytest.hookimpl(trylast=True)
def pytest_configure(config):
    from golden import Update

    try:
        update = Update.from_options(config.getoption("--update-golden"), config.getoption("--update-golden-all"))
    except ValueError as exc:
        raise pytest.UsageError(str(exc)) from None
    if update is not None:
        config.pluginmanager.register(GoldenUpdates(update), "golden-updates")
    # Hypothesis's own cache goes under pytest's base temp too, not into the checkout.
    from hypothesis.configuration import set_hypothesis_home_dir

    set_hypothesis_home_dir(config._tmp_path_factory.getbasetemp() / "hypothesis")


def pytest_addoption(parser):
    group = parser.getgroup("golden screens", "rewriting tests/golden/*.png after a deliberate change")
    group.addoption("--update-golden", metavar="NAME,...", default=None,
                    help="rewrite the golden screens named (comma-separated, e.g. play,menu-file) where they "
                         "differ, and show what changed; any other screen that differs still fails")
    group.addoption("--update-golden-all", action="store_true",
                    help="rewrite every golden screen that differs, and show what changed in each")


@pytest.fixture
def golden(request, tmp_path, monkeypatch):
    """``golden(name, crop=None)`` compares the pyxel screen (or a crop) with tests/golden/NAME.png.

    The text cursor blinks with the clock's ticks (``ui.clocks.ticks``): they stand still at 0 meanwhile.
    With ``--update-golden=NAME,...`` a named screen that differs is rewritten; the change goes to
    the run's summary (through the test's user properties, so xdist workers report it too).
    """
    from golden import Update, compare, screen_image

    from ishido_retro.ui.headless import ensure_pyxel

    ensure_pyxel()
    from ishido_retro.ui import clocks

    monkeypatch.setattr(clocks, "ticks", lambda: 0)
    config = request.config
    update = Update.from_options(config.getoption("--update-golden"), config.getoption("--update-golden-all"))
    out = config._tmp_path_factory.getbasetemp() / "golden-updates" if update else tmp_path

    def check(name, crop=None):
        request.node.user_properties.append(("golden-seen", name))
        change = compare(name, screen_image(crop), out, update)
        if change is not None:
            request.node.user_properties.append(("golden-change", change.line()))

    return check


class GoldenUpdates:
    """With ``--update-golden``: gathers the screens compared and rewritten, and lists them at the end.

    The golden fixture records both in the test's user properties, which xdist's workers send to
    the controller with each report, so the summary is whole with ``-n`` too.
    """

    def __init__(self, update):
        self.update = update
        self.seen: set[str] = set()
        self.changes: list[str] = []

    def pytest_runtest_logreport(self, report):
        if report.when != "teardown":
            return
        for key, value in report.user_properties:
            if key == "golden-seen":
                self.seen.add(value)
            elif key == "golden-change":
                self.changes.append(value)

    def pytest_terminal_summary(self, terminalreporter):
        write = terminalreporter.write_line
        terminalreporter.section("golden screens")
        for line in sorted(self.changes):
            write(line)
        write(f"{len(self.changes)} rewritten; {len(self.seen) - len(self.changes)} compared and left as they were.")
        missing = sorted((self.update.names or frozenset()) - self.seen)
        if missing:
            write("named, but no test that ran drew them (nothing written): " + ", ".join(missing), red=True)


def pytest_terminal_summary(terminalreporter, config):
    """The order the tests ran in, said even with -q: pytest-randomly's seed replays it."""
    seed = getattr(config.option, "randomly_seed", None)
    if isinstance(seed, int):
        terminalreporter.write_line(f"tests ran in random order {seed}: replay it with --randomly-seed={seed}")
    elif config.pluginmanager.has_plugin("randomly") is False:
        terminalreporter.write_line("tests ran in file order (pytest-randomly is not installed or is off)")
