"""Shared test set-up: silent audio, and user data in a temporary folder."""

import os
import tempfile

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["ISHIDO_RETRO_HOME"] = tempfile.mkdtemp(prefix="ishido-test-home-")
