"""Shared test set-up: silent audio, user data in a temporary folder, golden screens."""

import os
import tempfile

import pytest

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["ISHIDO_RETRO_HOME"] = tempfile.mkdtemp(prefix="ishido-test-home-")


def pytest_addoption(parser):
    parser.addoption("--update-golden", action="store_true",
                     help="rewrite tests/golden/*.png from the current screens instead of comparing")


@pytest.fixture
def golden(request, tmp_path):
    """``golden(name, crop=None)`` compares the pyxel screen (or a crop) with tests/golden/NAME.png.

    The text cursor blinks with pyxel's frame count, so the count stands still at 0 meanwhile.
    """
    from golden import compare, screen_image

    from ishido_retro.ui.headless import ensure_pyxel

    ensure_pyxel()
    import pyxel

    pyxel.frame_count = 0              # shadows pyxel's own counter until deleted below
    update = request.config.getoption("--update-golden")

    def check(name, crop=None):
        compare(name, screen_image(crop), tmp_path, update)

    yield check
    del pyxel.frame_count
