"""One place for each name: what the door to files (``ishido_retro.storage``) gives is imported from the module that
defines it, never from another of its modules that only imports it too (issue 41: the file errors and name checks
were listed again in storage/safeio.py and storage/userdata.py beside the formats package's table; the shipped
files' paths in storage/stonesets.py and storage/boards.py beside storage/resources.py). A package's ``__init__``
may list names of its modules (the lazy tables of ``formats``, ``engine``, ``match``): importing from it is fine."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
READERS = ("ishido_retro", "editor", "tests", "tools", "bench")
DOOR = "ishido_retro.storage."


def module_file(name: str) -> Path | None:
    """The file of the game's module ``name`` (the editor is ``ishido_retro.editor``, the top folder ``editor``)."""
    parts = name.split(".")
    if parts[:2] == ["ishido_retro", "editor"]:
        parts = parts[1:]
    elif parts[0] == "ishido_retro" and len(parts) > 1 and parts[1] in ("resources", "boards"):
        return None
    path = ROOT.joinpath(*parts)
    return path.with_suffix(".py") if path.with_suffix(".py").is_file() else None   # a package: its table is fine


def defined_and_imported(path: Path) -> tuple[set[str], set[str]]:
    """The names a module defines at its top level, and those it only imports (outside ``if TYPE_CHECKING``)."""
    defined: set[str] = set()
    imported: set[str] = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            defined.add(node.name)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            defined |= {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)}
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            imported |= {(a.asname or a.name).split(".")[0] for a in node.names}
    return defined, imported - defined


def passed_on(readers: list[Path]) -> list[str]:
    """Every ``from ishido_retro.M import NAME`` in ``readers`` where M only imports NAME from elsewhere."""
    cache: dict[Path, tuple[set[str], set[str]]] = {}
    found = []
    for reader in readers:
        for node in ast.walk(ast.parse(reader.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.ImportFrom) and node.module and node.module.startswith(DOOR)):
                continue
            source = module_file(node.module)
            if source is None:
                continue
            defined, imported = cache.setdefault(source, defined_and_imported(source))
            for alias in node.names:
                if alias.name in imported and alias.name not in defined:
                    found.append(f"{reader.name}:{node.lineno} takes {alias.name} from {node.module}")
    return found


def test_every_name_is_imported_from_where_it_lives():
    readers = sorted(p for folder in READERS for p in (ROOT / folder).rglob("*.py") if ".venv" not in p.parts)
    assert passed_on(readers) == []


def test_a_name_passed_on_is_seen(tmp_path):
    reader = tmp_path / "probe.py"
    reader.write_text("from ishido_retro.storage.safeio import DataFileError, read_bytes\n"
                      "from ishido_retro.storage.stonesets import read_bytes\n"
                      "from ishido_retro.formats import DataFileError\n", encoding="utf-8")
    assert passed_on([reader]) == ["probe.py:1 takes DataFileError from ishido_retro.storage.safeio",
                                   "probe.py:2 takes read_bytes from ishido_retro.storage.stonesets"]
