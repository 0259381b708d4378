"""The runner's output steps: ``shot`` (the screen at 1x, a PNG) and ``dump`` (the visible state, YAML), both
into the shots folder (``--shots DIR``)."""

from __future__ import annotations

from pathlib import Path

import pyxel
import yaml

from ishido_retro.formats import UnsafeName
from ishido_retro.storage.userdata import atomic_write, atomic_write_with, safe_name
from ishido_retro.ui.steps.frames import ScriptFrames


class OutputSteps(ScriptFrames):
    """What a script keeps of a run: screenshots and the app's ``state()``."""

    def _out(self, name, suffixes: tuple[str, ...]) -> Path:
        if self.shots is None:
            self.fail("shot and dump need --shots DIR")
        if not isinstance(name, str) or Path(name).name != name or not name.lower().endswith(suffixes):
            self.fail(f"{name!r} must be a plain file name ending in {' or '.join(suffixes)}")
        try:
            safe_name(name)
        except UnsafeName as exc:
            self.fail(str(exc))
        self.shots.mkdir(parents=True, exist_ok=True)
        return self.shots / name

    def do_shot(self, arg) -> None:
        path = self._out(arg, (".png",))
        atomic_write_with(path, lambda tmp: pyxel.screenshot(str(tmp), 1))

    def do_dump(self, arg) -> None:
        path = self._out(arg, (".yaml", ".yml"))
        atomic_write(path, yaml.safe_dump(self.app.state(), sort_keys=False, default_flow_style=None))
