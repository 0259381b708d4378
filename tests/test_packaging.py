"""The package is whole: every code and data folder is listed in pyproject.toml, and the wheel
holds every shipped file inside ``ishido_retro`` (no top-level ``editor``)."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

tomllib = pytest.importorskip("tomllib")

ROOT = Path(__file__).resolve().parent.parent
SKIP_PARTS = {"__pycache__"}


def _config() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def _package_dirs() -> dict[str, Path]:
    """Installed package name -> checkout folder, from [tool.setuptools.package-dir]."""
    mapping = {"ishido_retro": ROOT / "ishido_retro"}
    for name, folder in _config()["tool"]["setuptools"]["package-dir"].items():
        mapping[name] = ROOT / folder
    return mapping


def _package_name(folder: Path) -> str:
    """The installed package name of a checkout folder (the longest mapped root that holds it)."""
    best = max((root for root in _package_dirs().items() if root[1] == folder or root[1] in folder.parents),
               key=lambda item: len(item[1].parts))
    rel = folder.relative_to(best[1])
    return ".".join([best[0], *rel.parts]) if rel.parts else best[0]


def _shipped_files() -> list[Path]:
    """Every file of resources/, boards/ and editor/ that the game ships (no caches)."""
    out = []
    for top in ("resources", "boards", "editor"):
        for path in (ROOT / top).rglob("*"):
            if path.is_file() and not SKIP_PARTS & set(path.parts) and path.suffix != ".pyc":
                out.append(path)
    return sorted(out)


def test_every_code_and_data_folder_is_a_listed_package():
    packages = set(_config()["tool"]["setuptools"]["packages"])
    wanted = set()
    for root in _package_dirs().values():
        for init in root.rglob("__init__.py"):
            if not SKIP_PARTS & set(init.parts):
                wanted.add(_package_name(init.parent))
    for path in _shipped_files():
        wanted.add(_package_name(path.parent))
    assert "ishido_retro.resources.stonesets" in wanted and "ishido_retro.ui.widgets" in wanted
    missing = sorted(wanted - packages)
    assert not missing, f"pyproject.toml's packages leaves out {missing}"


def test_package_data_patterns_cover_every_shipped_file():
    patterns = _config()["tool"]["setuptools"]["package-data"]["*"]
    uncovered = [str(p.relative_to(ROOT)) for p in _shipped_files()
                 if p.suffix != ".py" and not any(p.match(pat) for pat in patterns)]
    assert not uncovered, f"package-data patterns {patterns} miss {uncovered}"


@pytest.mark.slow
def test_the_wheel_holds_every_shipped_file_inside_the_game_package(tmp_path):
    # Slow: pip builds the wheel in an isolated environment, fetching setuptools from the index.
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(tmp_path), str(ROOT)],
                   check=True, cwd=tmp_path, capture_output=True)
    (wheel,) = tmp_path.glob("ishido_retro-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    tops = {n.split("/")[0] for n in names}
    assert tops == {"ishido_retro", f"{wheel.name.split('-')[0]}-{wheel.name.split('-')[1]}.dist-info"}
    assert not any(n.startswith("editor/") for n in names)
    for path in _shipped_files():
        installed = _package_name(path.parent).replace(".", "/") + "/" + path.name
        assert installed in names, f"the wheel leaves out {path.relative_to(ROOT)} (as {installed})"
    for path in (ROOT / "ishido_retro").rglob("*.py"):
        if not SKIP_PARTS & set(path.parts):
            assert str(path.relative_to(ROOT)) in names
    assert "ishido_retro/resources/texts/rules.txt" in names
    assert "ishido_retro/editor/__main__.py" in names
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
