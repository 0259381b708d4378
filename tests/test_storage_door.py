"""Storage is the one door to files: a scan of the source for file access outside it.

Only modules inside a package named ``storage`` (at any depth) open, write, list, lock,
rename or delete files, or import ``tempfile``/``shutil``/``filelock``; the command line
(``ishido_retro/cli/``) and the script runners (``ishido_retro/ui/runner.py`` and its file and
output steps in ``ishido_retro/ui/steps/``, ``editor/runner.py``) are the only other places
allowed. Everything else parses bytes or text. The scan reads the syntax tree of every module
under ``ishido_retro/`` and ``editor/``; it knows calls by their names (``open``, ``os.replace``, ``path.unlink()``...),
not by types, so a method of the same name on another object would have to be renamed.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCANNED = ("ishido_retro", "editor")
ALLOWED_FILES = {"ishido_retro/ui/runner.py", "ishido_retro/ui/steps/files.py", "ishido_retro/ui/steps/output.py",
                 "editor/runner.py"}
ALLOWED_PACKAGES = ("ishido_retro/cli/",)

FILE_MODULES = {"tempfile", "shutil", "filelock", "glob", "fcntl", "msvcrt"}
# Path methods that read, write, list or change the file system (any number of arguments).
PATH_METHODS = {"read_text", "read_bytes", "write_text", "write_bytes", "iterdir", "glob", "rglob", "mkdir",
                "rmdir", "unlink", "rename", "touch", "exists", "stat", "lstat", "is_file", "is_dir", "is_symlink",
                "is_fifo", "is_socket", "is_block_device", "is_char_device", "is_mount", "chmod", "lchmod",
                "samefile", "symlink_to", "hardlink_to", "link_to", "readlink", "resolve", "absolute"}
OS_FUNCTIONS = {"open", "fdopen", "remove", "unlink", "rename", "renames", "replace", "listdir", "scandir", "walk",
                "makedirs", "mkdir", "rmdir", "removedirs", "stat", "lstat", "chmod", "lchmod", "chown", "link",
                "symlink", "readlink", "truncate", "utime", "access", "fsync", "statvfs", "mkfifo", "mknod",
                "fwalk"}
OS_PATH_FUNCTIONS = {"exists", "lexists", "isfile", "isdir", "islink", "ismount", "getsize", "getmtime",
                     "getatime", "getctime", "samefile", "realpath"}
OPENERS = {("io", "open"), ("codecs", "open")}


def _allowed(relative: str) -> bool:
    parts = relative.split("/")
    return ("storage" in parts[:-1] or relative in ALLOWED_FILES
            or any(relative.startswith(p) for p in ALLOWED_PACKAGES))


def _dotted(node: ast.AST) -> str:
    """``os.path.exists`` for the expression ``os.path.exists``; '' for anything else."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        left = _dotted(node.value)
        return f"{left}.{node.attr}" if left else ""
    return ""


def _is_bytes_io(node: ast.AST) -> bool:
    return isinstance(node, ast.Call) and _dotted(node.func).endswith("BytesIO")


def _storage_names(tree: ast.AST) -> set[str]:
    """The names a module binds to storage modules (``from ishido_retro.storage import folders``): calls through
    them go through the door."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("ishido_retro.storage"):
            names.update(a.asname or a.name for a in node.names)
        elif isinstance(node, ast.Import):
            names.update(a.asname or a.name for a in node.names if a.name.startswith("ishido_retro.storage"))
    return names


def _call_fault(call: ast.Call, door: set[str] = frozenset()) -> str | None:
    func = call.func
    if isinstance(func, ast.Name):
        return "open()" if func.id == "open" else None
    if not isinstance(func, ast.Attribute):
        return None
    name, method = _dotted(func), func.attr
    if name.split(".")[0] in door:
        return None
    if name.startswith("os.path.") and method in OS_PATH_FUNCTIONS:
        return f"{name}()"
    if name.startswith("os.") and name.count(".") == 1 and method in OS_FUNCTIONS:
        return f"{name}()"
    if tuple(name.split(".")[-2:]) in OPENERS:
        return f"{name}()"
    if method in PATH_METHODS:
        return f".{method}()"
    if method == "replace" and len(call.args) == 1 and not call.keywords:
        return ".replace(target)"       # Path.replace; str.replace takes two arguments
    if method == "open" and name not in ("host.open", "self.open"):   # a window, or an object's own open()
        if name.endswith("Image.open"):
            return None if call.args and _is_bytes_io(call.args[0]) else "Image.open(a file)"
        if not call.args or (isinstance(call.args[0], ast.Constant) and isinstance(call.args[0].value, str)):
            return ".open()"           # Path.open(mode); a window is opened with the window
    return None


def _import_faults(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Import):
        return [f"import {a.name}" for a in node.names if a.name.split(".")[0] in FILE_MODULES]
    if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
        root = node.module.split(".")[0]
        if root in FILE_MODULES:
            return [f"from {node.module} import ..."]
        if node.module in ("os", "os.path"):
            wanted = OS_FUNCTIONS if node.module == "os" else OS_PATH_FUNCTIONS
            return [f"from {node.module} import {a.name}" for a in node.names if a.name in wanted]
    return []


def faults_in(source: str) -> list[tuple[int, str]]:
    """(line, what) for every file access the rule forbids in ``source``."""
    found = []
    tree = ast.parse(source)
    door = _storage_names(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            fault = _call_fault(node, door)
            if fault:
                found.append((node.lineno, fault))
        for fault in _import_faults(node):
            found.append((node.lineno, fault))
    return sorted(found)


def scanned_modules() -> list[str]:
    out = []
    for top in SCANNED:
        for path in sorted((ROOT / top).rglob("*.py")):
            relative = path.relative_to(ROOT).as_posix()
            if not _allowed(relative):
                out.append(relative)
    return out


def test_only_storage_touches_files():
    problems = []
    for relative in scanned_modules():
        for line, what in faults_in((ROOT / relative).read_text(encoding="utf-8")):
            problems.append(f"{relative}:{line}: {what}")
    assert problems == []


PURE = ("ishido_retro/engine/", "ishido_retro/match/", "ishido_retro/players/", "ishido_retro/oracle/",
        "ishido_retro/scores/", "ishido_retro/stonesets/", "ishido_retro/settings.py", "ishido_retro/texts.py",
        "ishido_retro/words.py", "ishido_retro/layout.py")


def test_the_features_do_not_import_storage():
    """The models and formats below storage parse what they are handed; storage calls them, not the other way."""
    problems = []
    for relative in scanned_modules():
        if not relative.startswith(PURE):
            continue
        tree = ast.parse((ROOT / relative).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            if any(n == "ishido_retro.storage" or n.startswith("ishido_retro.storage.") for n in names):
                problems.append(f"{relative}:{node.lineno}")
    assert problems == []


@pytest.mark.parametrize("source, expected", [
    ("open('x')", ["open()"]),
    ("import shutil", ["import shutil"]),
    ("from filelock import FileLock", ["from filelock import ..."]),
    ("import tempfile as t", ["import tempfile"]),
    ("from os import scandir", ["from os import scandir"]),
    ("os.replace(a, b)", ["os.replace()"]),
    ("os.path.exists(p)", ["os.path.exists()"]),
    ("path.unlink(missing_ok=True)", [".unlink()"]),
    ("p.read_bytes()", [".read_bytes()"]),
    ("folder.iterdir()", [".iterdir()"]),
    ("path.replace(other)", [".replace(target)"]),
    ("path.open('rb')", [".open()"]),
    ("Image.open(path)", ["Image.open(a file)"]),
    ("(folder / 'x').mkdir(parents=True)", [".mkdir()"]),
])
def test_the_scan_sees_file_access(source, expected):
    assert [what for _, what in faults_in(source)] == expected


@pytest.mark.parametrize("source", [
    "text.replace('a', 'b')",
    "when.replace(year=2000)",
    "self.host.open(Requester('x', 'y'))",
    "Image.open(io.BytesIO(data), formats=['PNG'])",
    "os.environ.get('HOME')",
    "os.path.join(a, b)",
    "Path(a) / 'b'",
    "import os",
    "from ishido_retro.storage import folders\nfolders.exists(path)",
    "match.group(1)",
])
def test_the_scan_leaves_pure_code_alone(source):
    assert faults_in(source) == []


def test_the_scan_knows_the_allowed_places():
    assert _allowed("ishido_retro/storage/userdata.py")
    assert _allowed("ishido_retro/cli/commands.py")
    assert _allowed("ishido_retro/ui/runner.py")
    assert _allowed("editor/runner.py")
    assert _allowed("ishido_retro/ui/steps/files.py")
    assert not _allowed("ishido_retro/ui/steps/input.py")
    assert not _allowed("ishido_retro/ui/app.py")
    assert not _allowed("ishido_retro/storage.py")
    assert not _allowed("editor/files.py")
