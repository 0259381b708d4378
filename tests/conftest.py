"""Shared test set-up: silent audio, user data under pytest's tmp_path, golden screens."""

import os

import pytest
from hypothesis import settings

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# Hypothesis keeps no example database in the checkout (.hypothesis/): tests write only under tmp_path.
settings.register_profile("ishido", database=None)
settings.load_profile("ishido")
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
    # Hypothesis's own cache goes under pytest's base temp too, not into the checkout.
    from hypothesis.configuration import set_hypothesis_home_dir

    set_hypothesis_home_dir(config._tmp_path_factory.getbasetemp() / "hypothesis")


def pytest_addoption(parser):
    parser.addoption("--update-golden", action="store_true",
                     help="rewrite tests/golden/*.png from the current screens instead of comparing")


@pytest.fixture
def golden(request, tmp_path, monkeypatch):
    """``golden(name, crop=None)`` compares the pyxel screen (or a crop) with tests/golden/NAME.png.

    The text cursor blinks with the clock's ticks (``ui.clocks.ticks``): they stand still at 0 meanwhile.
    """
    from golden import compare, screen_image

    from ishido_retro.ui.headless import ensure_pyxel

    ensure_pyxel()
    from ishido_retro.ui import clocks

    monkeypatch.setattr(clocks, "ticks", lambda: 0)
    update = request.config.getoption("--update-golden")

    def check(name, crop=None):
        compare(name, screen_image(crop), tmp_path, update)

    return check
