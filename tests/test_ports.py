"""Screens receive small ports, never the App: every protocol of the UI has at most ten members, and only
the entry point imports ui/app.py."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
UI_FILES = sorted([*(ROOT / "ishido_retro" / "ui").rglob("*.py"), *(ROOT / "editor").rglob("*.py")])
MAX_MEMBERS = 10


def protocols(path: Path) -> dict[str, int]:
    """The Protocol classes in ``path`` and how many members (methods, properties, attributes) each names."""
    found = {}
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ClassDef) and any(getattr(b, "id", getattr(b, "attr", None)) == "Protocol"
                                                  for b in node.bases):
            found[node.name] = sum(isinstance(m, (ast.FunctionDef, ast.AnnAssign)) for m in node.body)
    return found


def test_the_ports_are_found():
    assert protocols(ROOT / "ishido_retro" / "ui" / "ports.py") == {
        "Requesters": 4, "Prefs": 3, "SoundPort": 1, "ThemeChoices": 2, "HelpTexts": 2, "SavedGames": 3,
        "ScoreBoards": 2}


def test_every_port_has_at_most_ten_members():
    too_big = {f"{path.relative_to(ROOT).as_posix()}:{name}": n
               for path in UI_FILES for name, n in protocols(path).items() if n > MAX_MEMBERS}
    assert too_big == {}


def test_a_port_of_eleven_members_is_seen(tmp_path):
    members = "".join(f"    def m{i}(self) -> None: ...\n" for i in range(10))
    (tmp_path / "wide.py").write_text(f"class Wide(typing.Protocol):\n    x: int\n{members}")
    assert protocols(tmp_path / "wide.py") == {"Wide": 11}


def test_only_the_entry_point_imports_the_app():
    importers = []
    for path in UI_FILES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == "ishido_retro.ui.app":
                importers.append(path.relative_to(ROOT).as_posix())
    assert sorted(set(importers)) == ["ishido_retro/ui/launch.py"]
