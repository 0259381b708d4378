"""The size line the project keeps (docs/ARCHITECTURE.md, "Sizes"): in the game and the editor no file over 500
lines, no class over 250, no function over 60. A class that grows past its line is split along the jobs it
does, not into a helper named after it."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MAX_FILE, MAX_CLASS, MAX_FUNCTION = 500, 250, 60


def sources() -> list[Path]:
    return sorted(p for folder in ("ishido_retro", "editor") for p in (ROOT / folder).rglob("*.py"))


def too_big(path: Path, text: str) -> list[str]:
    """What in the module ``text`` (read from ``path``) is over its line: ``where: N lines (the line is M)``."""
    name = path.relative_to(ROOT) if path.is_absolute() else path
    found = []
    lines = len(text.splitlines())
    if lines > MAX_FILE:
        found.append(f"{name}: {lines} lines (the line is {MAX_FILE})")
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.ClassDef):
            limit = MAX_CLASS
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            limit = MAX_FUNCTION
        else:
            continue
        size = (node.end_lineno or node.lineno) - node.lineno + 1
        if size > limit:
            found.append(f"{name}:{node.lineno} {node.name}: {size} lines (the line is {limit})")
    return found


def test_no_file_class_or_function_is_over_its_line():
    over = [fault for path in sources() for fault in too_big(path, path.read_text(encoding="utf-8"))]
    assert over == []


def test_the_sources_are_all_read():
    names = {p.relative_to(ROOT).as_posix() for p in sources()}
    assert {"ishido_retro/ui/app.py", "ishido_retro/ui/runner.py", "editor/screen.py"} <= names
    assert not any("/.venv/" in n or n.startswith(".venv") for n in names)


@pytest.mark.parametrize("body, expected", [
    ("x = 1\n" * 500, []),
    ("x = 1\n" * 501, ["m.py: 501 lines (the line is 500)"]),
    ("class A:\n" + "    x = 1\n" * 249, []),
    ("class A:\n" + "    x = 1\n" * 250, ["m.py:1 A: 251 lines (the line is 250)"]),
    ("def f():\n" + "    x = 1\n" * 60, ["m.py:1 f: 61 lines (the line is 60)"]),
    ("class A:\n    async def f(self):\n" + "        x = 1\n" * 60, ["m.py:2 f: 61 lines (the line is 60)"]),
    ("def f():\n" + "    x = 1\n" * 59, []),
])
def test_the_count_knows_each_edge(body, expected):
    assert too_big(Path("m.py"), body) == expected
