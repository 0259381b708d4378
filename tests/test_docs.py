"""The README and docs/ name only things that exist, and the README keeps the two commands CI and players copy."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
TOP = ("ishido_retro/", "editor/", "resources/", "boards/", "tests/", "bench/", "tools/", "docs/", ".ci/")
PACKAGES = tuple(f"{p.name}/" for p in (ROOT / "ishido_retro").iterdir() if (p / "__init__.py").exists())


def test_the_readme_keeps_the_play_and_test_commands_after_their_markers():
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    after = {lines[i]: lines[i + 2] for i in range(len(lines) - 2) if lines[i].startswith("<!-- ")}
    assert after["<!-- play-command -->"] == (
        "python3 -m venv .venv && .venv/bin/pip install -e . && .venv/bin/ishido-retro")
    assert after["<!-- test-command -->"] == (
        'python3 -m venv .venv && .venv/bin/pip install -q -e ".[test]" && SDL_AUDIODRIVER=dummy '
        ".venv/bin/python -m pytest -n 4 --dist worksteal")


@pytest.mark.parametrize("page", PAGES, ids=[p.relative_to(ROOT).as_posix() for p in PAGES])
def test_every_file_a_page_names_exists(page):
    text = page.read_text(encoding="utf-8")
    quoted = set(re.findall(r"`([^`\s]+)`", text))
    named = {m for m in quoted if m.startswith(TOP)}
    named |= {m for m in re.findall(r"\]\(([^)\s]+)\)", text) if "://" not in m}
    named |= {f"ishido_retro/{m}" for m in quoted if m.startswith(PACKAGES)}   # ui/play/screen.py and the like
    missing = sorted(m for m in named if not (ROOT / m.split("#")[0]).exists())
    assert missing == [], f"{page.name} names files that do not exist: {missing}"
