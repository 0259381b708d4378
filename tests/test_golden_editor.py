"""Golden screens of the stoneset editor's windows added for the designer's path (issue 30)."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def run(steps, path=None):
    from ishido_retro.editor.runner import run_editor_script
    return run_editor_script(steps, path=path)


def W(name):
    return {"click": {"widget": name}}


def test_the_names_dialog(golden):
    run([W("Names")])
    golden("editor-names")
