"""The shape of the code: import-linter's contracts in pyproject.toml, and no dead code (vulture).

The contracts are checked on the layout the wheel installs, where the editor is ``ishido_retro.editor``
(in the checkout it is the top-level folder ``editor/``, mapped there by the package's setup): the
modules are copied into a temporary tree of that shape and import-linter reads that tree in a process
of its own, once for all contracts.

A contract today's code breaks is kept, its test marked ``xfail(strict=True)`` with the violation in
its reason: the test turns red the day the violation is gone, and the mark is then taken off.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

try:
    import tomllib
except ModuleNotFoundError:       # Python 3.10: import-linter brings tomli
    import tomli as tomllib

ROOT = Path(__file__).resolve().parent.parent

CHECK = """
import json, sys
sys.path.insert(0, sys.argv[1])
from importlinter import configuration
configuration.configure()
from importlinter.application import use_cases
from importlinter.application.output import console
config, cache = sys.argv[2], sys.argv[3]
results = {}
for contract in json.loads(sys.argv[4]):
    with console.capture() as text:
        kept = use_cases.lint_imports(config, limit_to_contracts=(contract,), cache_dir=cache, no_logo=True)
    results[contract] = {"kept": kept, "text": text.get()}
print(json.dumps(results))
"""

def contract_ids() -> list[str]:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return [c["id"] for c in tomllib.load(f)["tool"]["importlinter"]["contracts"]]


def broken(violation: str):
    return pytest.mark.xfail(strict=True, raises=AssertionError, reason=f"today's code breaks it: {violation}")


# Every contract of pyproject.toml, with the violation of today's code where there is one.
CONTRACTS = {
    "engine-alone": None,
    "no-pyxel-below-ui": None,
    "file-libraries-in-storage": None,
    "layers": None,
    "no-cycles-between-packages": None,
    "no-cycles-in-engine": None,
    "no-cycles-in-ui": None,
    "no-cycles-in-editor": None,
    "no-cycles-elsewhere": None,
}


@pytest.fixture(scope="module")
def contracts(tmp_path_factory):
    """Each contract's result: ``{id: {"kept": bool, "text": what import-linter says of a broken one}}``."""
    tree = tmp_path_factory.mktemp("installed")
    only_code = shutil.ignore_patterns("__pycache__", "*.pyc")
    shutil.copytree(ROOT / "ishido_retro", tree / "ishido_retro", ignore=only_code)
    shutil.copytree(ROOT / "editor", tree / "ishido_retro" / "editor", ignore=only_code)
    return check(tree, ROOT / "pyproject.toml", contract_ids())


def check(tree: Path, config: Path, ids: list[str]) -> dict:
    """import-linter's verdict on each contract of ``config`` for the package tree ``tree``, in a process of its
    own (the tree's ``ishido_retro`` first on its path); its graph is built once and cached under ``tree``."""
    done = subprocess.run([sys.executable, "-c", CHECK, str(tree), str(config), str(tree / ".cache"), json.dumps(ids)],
                          cwd=tree, env={**os.environ, "PYTHONPATH": str(tree)}, capture_output=True, text=True,
                          timeout=600)
    if done.returncode != 0:
        pytest.fail(f"import-linter did not run: {done.stderr}")        # not an AssertionError: never an xfail
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_every_contract_has_its_test(contracts):
    assert sorted(contracts) == sorted(contract_ids()) == sorted(CONTRACTS)


@pytest.mark.parametrize("contract", [pytest.param(c, marks=m or ()) for c, m in CONTRACTS.items()])
def test_the_import_contract_is_kept(contracts, contract):
    result = contracts[contract]
    assert result["kept"], result["text"]


def test_a_broken_contract_is_seen(tmp_path):
    """The check can fail: a module of the engine that imports pyxel breaks two contracts."""
    tree = tmp_path / "tree"
    shutil.copytree(ROOT / "ishido_retro", tree / "ishido_retro",
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "ui", "cli", "storage"))
    (tree / "ishido_retro" / "engine" / "painted.py").write_text("import pyxel\n")
    config = tmp_path / "contracts.toml"
    config.write_text('[tool.importlinter]\nroot_packages = ["ishido_retro"]\ninclude_external_packages = true\n'
                      '[[tool.importlinter.contracts]]\nid = "no-pyxel"\nname = "No pyxel"\ntype = "forbidden"\n'
                      'source_modules = ["ishido_retro.engine"]\nforbidden_modules = ["pyxel"]\n')
    result = check(tree, config, ["no-pyxel"])["no-pyxel"]
    assert not result["kept"] and "ishido_retro.engine.painted -> pyxel" in result["text"]


def test_no_dead_code():
    """vulture over the game, the editor, the tools and the benches, the tests counted as readers
    ([tool.vulture] in pyproject.toml lists the names it cannot see used, each with its reason)."""
    done = subprocess.run([sys.executable, "-m", "vulture"], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode in (0, 3), done.stderr            # 3: dead code found, listed on stdout
    findings = [line for line in done.stdout.splitlines() if not line.startswith("tests" + os.sep)]
    assert findings == []
