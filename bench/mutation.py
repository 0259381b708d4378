"""Mutation score of the rules engine, the match layer, the scores, the pure parts of storage and of the UI, the
editor's pure parts and the stoneset modules: how many small deliberate bugs the tests catch.

Run: nice python bench/mutation.py [--modules engine/stones,match/turns,scores/roman,...]
                                   [--packages storage,ui,editor,stonesets] [--jobs 1] [--keep DIR]

It copies the checkout (tracked and new files) into a temporary folder laid out like the
installed package (resources/ and boards/ inside ishido_retro/), runs mutmut 3 there over
the chosen modules of ishido_retro/engine/, ishido_retro/match/ and the pure modules of
ishido_retro/scores/ (named like engine/rules), with the fast engine, match and scores tests,
and over the pure parts of ishido_retro/storage/ (where the data folder is, the names of left
games, autosaves, bad copies and temp files, and the rules that pick them) and of the UI (the
resting policy, the board cursor, the menu bar's keys and pointer, a window's focus ring and screen
reading order), with the fast tests of each (only the functions named in PARTS are mutated in
those modules: their drawing and file writing are left to other tests). ``editor`` mutates the
stoneset editor's pure parts (its document, undo history, clipboard rules, column masks, the
picture import, and the file-safety rules of editor/checks.py and editor/files.py) and
``stonesets`` the modules of issue 30 (the one rule for names, dropped files, the contrast check
and the colour difference it measures with), each with the editor's and the sets' tests. It
prints per module, per package (engine, match, scores, storage, ui, editor, stonesets) and in
all: killed, survived,
equivalent (survivors listed in bench/mutation-equivalents.md with the reason they cannot
be told apart from the original), timeouts and others, and the score =
killed / (all - equivalent). Surviving mutants that are not listed are printed with their
diff, so each can be killed by a test or explained.

mutmut needs the ``mutation`` extra: ``pip install -e ".[mutation]"``.
"""

from __future__ import annotations

import argparse
import fnmatch
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EQUIVALENTS = ROOT / "bench" / "mutation-equivalents.md"
ENGINE = tuple(f"engine/{m}" for m in ("stones", "board", "rules", "scoring", "deal", "game", "records", "unseen",
                                       "view"))
# The match layer (mode, seats, turns, timers, undo, tournaments and their ranking): match.py's parts and ranking.
MATCH = tuple(f"match/{m}" for m in ("seats", "actions", "events", "tournament", "ranking", "clock", "timers",
                                     "computer_moves", "state", "turns", "configure", "match", "matchfile"))
# High-score boards and their file format, statistics over records, the Roman marks (all pure).
SCORES = tuple(f"scores/{m}" for m in ("highscores", "statistics", "roman"))
# The pure parts of storage (paths, names, the left-game and autosave rules) and of the UI (the resting policy,
# the board cursor, the menu bar's keys, the focus ring): module -> the functions mutated in it (mutmut's names,
# fnmatch patterns; methods are xǁClassǁname). What draws or writes files in those modules is not mutated.
PARTS: dict[str, tuple[str, ...]] = {
    "storage/datafolder": ("x__reason", "x__absolute_base", "x_folder_path", "x__no_base", "x_folder_problem",
                           "x_sub_dir"),
    "storage/userdata": ("x_safe_name", "x_bad_copy_names", "x_lock_path", "x_unused_name", "x_clean_stale_temps"),
    "storage/leftgames": ("x_left_game_path", "x__number", "x__left_games", "x_pending_left_game",
                          "x_keep_left_game", "x__reason"),
    "storage/autosaves": ("x__name", "x__number", "x__mine", "x_autosave_path", "x_pending_autosave"),
    "ui/resting": ("xǁRestPolicyǁ*", "x_stirred"),
    "ui/play/cursor": ("xǁBoardCursorǁ__init__", "xǁBoardCursorǁhide", "xǁBoardCursorǁarrow", "xǁBoardCursorǁjump"),
    "ui/menubar": ("xǁMenuBarǁhandle", "xǁMenuBarǁ_walk", "xǁMenuBarǁ_submenu", "xǁMenuBarǁ_enter_submenu",
                   "xǁMenuBarǁ_next_menu", "xǁMenuBarǁclose", "xǁMenuBarǁshortcut", "xǁMenuBarǁhighlight",
                   "x__next_enabled"),
    "ui/widgets/base": ("x_claim_focus", "x__reachable", "xǁWindowǁfocus_ring", "xǁWindowǁfocused_widget",
                        "xǁWindowǁfocus_name", "xǁWindowǁmove_focus", "xǁWindowǁkey_nav", "x_reading_order"),
    # the editor's file-safety rules: the shipped sets are never written, the same file told apart, a free name
    "editor/files": ("x_editable_path",),
    "editor/checks": ("x_same_file", "x_unused_name", "x_unfair_over_game"),
}
STORAGE = tuple(m for m in PARTS if m.startswith("storage/"))
UI = tuple(m for m in PARTS if m.startswith("ui/"))
# The editor's pure parts: its document, history (undo), clipboard, masks, the picture import, the file-safety rules.
EDITOR = (*(f"stonesets/{m}" for m in ("history", "clipboard", "masks", "document", "pictures")),
          "editor/files", "editor/checks")
# The stoneset modules of issue 30: the one rule for names, a dropped file told apart, contrast, colour difference.
STONESETS = ("formats/names", "stonesets/dropped", "stonesets/contrast", "stonesets/colourdiff")
MODULES = (*ENGINE, *MATCH, *SCORES, *STORAGE, *UI, *EDITOR, *STONESETS)
PACKAGES = {"engine": ENGINE, "match": MATCH, "scores": SCORES, "storage": STORAGE, "ui": UI, "editor": EDITOR,
            "stonesets": STONESETS}
# The fast tests of storage's and the UI's parts (no child processes: the two-copies tests are left out for time).
STORAGE_TESTS = ("tests/test_data_folder.py", "tests/test_symlinked_folders.py", "tests/test_nothing_lost.py",
                 "tests/test_storage_odd_input.py", "tests/test_userdata_settings.py",
                 "tests/test_mutation_kills_storage.py")
UI_TESTS = ("tests/test_resting.py", "tests/test_widgets.py", "tests/test_e2e_keys.py", "tests/test_keys_edges.py",
            "tests/test_tab_order.py", "tests/test_mutation_kills_ui.py")
# The editor's and the stoneset modules' tests (the editor's end-to-end ones run headless, a second or less each).
EDITOR_TESTS = ("tests/test_stoneset_doc.py", "tests/test_editor_e2e.py", "tests/test_editor_import.py",
                "tests/test_editor_keys_and_edges.py", "tests/test_editor_no_lost_work.py",
                "tests/test_editor_contrast.py", "tests/test_edges_users_see.py", "tests/test_mutation_kills_editor.py")
STONESETS_TESTS = ("tests/test_safeio.py", "tests/test_names_e2e.py", "tests/test_editor_names.py",
                   "tests/test_own_sets.py", "tests/test_stone_contrast.py", "tests/test_editor_contrast.py",
                   "tests/test_edges_users_see.py", "tests/test_mutation_kills_stonesets.py")
TESTS = ("tests/test_stones.py", "tests/test_board.py", "tests/test_rules.py", "tests/test_scoring.py",
         "tests/test_deal.py", "tests/test_game.py", "tests/test_records.py", "tests/test_properties.py",
         "tests/test_match.py", "tests/test_match_setup.py", "tests/test_match_actions.py", "tests/test_ranking.py",
         "tests/test_settings_match.py", "tests/test_statistics_deals.py", "tests/test_scores_model.py",
         "tests/test_roman.py", "tests/test_numbers_beyond_reason.py", "tests/test_scorefiles.py",
         "tests/test_mutation_kills_engine.py", "tests/test_mutation_kills_match.py",
         "tests/test_mutation_kills_scores.py")
# Tests left out of the mutation run (a surviving mutant runs every test that reaches its function). Of the
# engine's, match's and scores' none: the match tests that had Master play whole games play Novice (a game in
# 0.05 s). Of storage's and the UI's, those that start the game in a child process: a child started elsewhere
# cannot find mutmut's set-up, and they take seconds each.
DESELECT: tuple[str, ...] = ("tests/test_data_folder.py::test_a_headless_run_says_it_once_on_stderr",
                             "tests/test_data_folder.py::test_a_windowed_run_shows_it_in_a_requester",
                             "tests/test_resting.py::test_a_real_window_left_alone_rests_one_update_and_draw_a_pause_"
                             "and_wakes_on_a_key")
KILLED = {"killed", "timeout", "segfault", "suspicious"}     # a test failed, crashed or hung: the bug was noticed


def listed_equivalents() -> dict[str, str]:
    """Mutant name -> reason, from the lines ``- `name`: reason`` of bench/mutation-equivalents.md."""
    out = {}
    if EQUIVALENTS.exists():
        for m in re.finditer(r"^- `([^`]+)`:\s*(.+)$", EQUIVALENTS.read_text(encoding="utf-8"), re.M):
            out[m.group(1)] = m.group(2).strip()
    return out


def copy_checkout(dest: Path) -> None:
    files = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"],
                           cwd=ROOT, check=True, capture_output=True).stdout.decode().split("\0")
    for name in filter(None, files):
        src = ROOT / name
        if not src.is_file():
            continue
        for top, inside in (("resources/", "ishido_retro/resources/"), ("boards/", "ishido_retro/boards/"),
                            ("editor/", "ishido_retro/editor/")):
            if name.startswith(top):
                name = inside + name[len(top):]
        target = dest / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(src, target)


def tests_for(modules: list[str]) -> list[str]:
    """The test files a run of ``modules`` uses: those of the packages they are in."""
    chosen = []
    for package, tests in (("engine", TESTS), ("match", TESTS), ("scores", TESTS), ("storage", STORAGE_TESTS),
                           ("ui", UI_TESTS), ("editor", EDITOR_TESTS), ("stonesets", STONESETS_TESTS)):
        if any(m in PACKAGES[package] for m in modules):
            chosen += [t for t in tests if t not in chosen]
    return chosen


def mutant_patterns(modules: list[str]) -> list[str]:
    """mutmut's name patterns for the mutants of ``modules`` (all of a module not in PARTS)."""
    out = []
    for m in modules:
        dotted = "ishido_retro." + m.replace("/", ".")
        out += [f"{dotted}.{f}*" for f in PARTS.get(m, ("*",))]     # the functions and their mutants
    return out


def chosen_mutant(name: str, modules: list[str]) -> bool:
    return any(fnmatch.fnmatchcase(name, p) for p in mutant_patterns(modules))


def configure(dest: Path, modules: list[str]) -> None:
    tests = [t for t in tests_for(modules) if (dest / t).exists()]
    only = ", ".join(f'"ishido_retro/{m}.py"' for m in modules)
    deselect = ", ".join(f'"--deselect", "{t}"' for t in DESELECT)
    with open(dest / "pyproject.toml", "a", encoding="utf-8") as f:
        f.write(f"""
[tool.mutmut]
source_paths = ["ishido_retro"]
only_mutate = [{only}]
pytest_add_cli_args = ["-p", "no:cacheprovider", "-q", "-x", "-m", "not slow", {deselect}]
pytest_add_cli_args_test_selection = [{", ".join(f'"{t}"' for t in tests)}]
use_git_change_detection = false
""")


def results(dest: Path) -> dict[str, str]:
    """Mutant name -> status, from mutmut's meta files."""
    out = {}
    for meta in (dest / "mutants").rglob("*.meta"):
        data = json.loads(meta.read_text(encoding="utf-8"))
        for name, code in data.get("exit_code_by_key", {}).items():
            out[name] = STATUS_BY_EXIT_CODE.get(code, "suspicious")
    return out


# mutmut's own mapping of a mutant's test-run exit code to a verdict (mutmut/stats.py)
STATUS_BY_EXIT_CODE: dict[int | None, str] = {
    1: "killed", 3: "killed", 0: "survived", 5: "no tests", 2: "interrupted", None: "not checked",
    33: "no tests", 34: "skipped", 35: "suspicious", 36: "timeout", 37: "caught by type check",
    -24: "timeout", 24: "timeout", 152: "timeout", 255: "timeout", -11: "segfault", -9: "segfault",
}


def module_of(name: str) -> str:
    # names look like ishido_retro.engine.rules.x_explain__mutmut_12: engine/rules (ui.play.cursor: ui/play/cursor)
    parts = name.split(".")
    return "/".join(parts[1:-1]) if len(parts) > 3 else name


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--modules", default=",".join(MODULES),
                        help="modules to mutate (engine/rules, match/turns, ...), comma separated")
    parser.add_argument("--packages", help="instead of --modules: every module of these packages (" +
                        ", ".join(PACKAGES) + "), comma separated")
    parser.add_argument("--jobs", type=int, default=1, help="mutants tested at once (default 1: a shared machine)")
    parser.add_argument("--keep", metavar="DIR", help="work in DIR and keep it (mutmut show NAME works there)")
    parser.add_argument("--quiet", action="store_true", help="do not print the surviving mutants' diffs")
    args = parser.parse_args()
    modules = [m.strip() for m in args.modules.split(",") if m.strip()]
    if args.packages:
        unknown_packages = {p.strip() for p in args.packages.split(",")} - set(PACKAGES)
        if unknown_packages:
            parser.error(f"unknown packages {sorted(unknown_packages)}; choose from {', '.join(PACKAGES)}")
        modules = [m for p in args.packages.split(",") for m in PACKAGES[p.strip()]]
    unknown = set(modules) - set(MODULES)
    if unknown:
        parser.error(f"unknown modules {sorted(unknown)}; choose from {', '.join(MODULES)}")
    mutmut = shutil.which("mutmut") or str(Path(sys.executable).with_name("mutmut"))
    if not Path(mutmut).exists():
        parser.error('mutmut is not installed: pip install -e ".[mutation]"')

    work = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="ishido-mutation-"))
    if work.exists() and args.keep:
        shutil.rmtree(work)
    work.mkdir(parents=True, exist_ok=True)
    try:
        copy_checkout(work)
        configure(work, modules)
        # The property tests run a fifth of their examples per mutant (tests/test_properties.py).
        env = dict(os.environ, SDL_AUDIODRIVER="dummy", ISHIDO_RETRO_HOME=str(work / "home"),
                   PYTHONPATH=str(work), ISHIDO_EXAMPLES_SCALE="0.2")
        only = [] if not any(m in PARTS for m in modules) else mutant_patterns(modules)
        run = subprocess.run([mutmut, "run", "--max-children", str(args.jobs), *only], cwd=work, env=env,
                             capture_output=True, text=True)
        if run.returncode != 0:
            print(run.stdout[-3000:], run.stderr[-3000:], sep="\n")
            print(f"mutmut run exited with {run.returncode}", file=sys.stderr)
            return 1
        status = results(work)
        equivalents = listed_equivalents()
        table: dict[str, Counter[str]] = {m: Counter() for m in modules}
        unexplained = []
        for name, st in sorted(status.items()):
            mod = module_of(name)
            if mod not in table or not chosen_mutant(name, modules):
                continue
            if st in KILLED:
                kind = "killed"
            elif st in ("survived", "no tests") and name in equivalents:
                kind = "equivalent"
            elif st in ("survived", "no tests"):     # no test even runs the mutated code: not caught
                kind = "survived"
                unexplained.append(name)
            else:
                kind = "other"        # no tests ran it, skipped, not checked
                unexplained.append(name)
            table[mod][kind] += 1
        print(f"{'module':<20} {'mutants':>7} {'killed':>7} {'survived':>8} {'equiv':>6} {'other':>6} {'score':>7}")
        total: Counter[str] = Counter()
        for mod in modules:
            total.update(table[mod])
            print(line(mod, table[mod]))
        for package, members in PACKAGES.items():
            chosen = [m for m in modules if m in members]
            if chosen and len(chosen) < len(modules):
                print(line(package, sum((table[m] for m in chosen), Counter())))
        print(line("all", total))
        if unexplained and not args.quiet:
            print("\nsurvivors not listed in bench/mutation-equivalents.md:")
            for name in unexplained:
                show = subprocess.run([mutmut, "show", name], cwd=work, env=env, capture_output=True, text=True)
                print(f"--- {name} ({status[name]})")
                print("\n".join(show.stdout.splitlines()[2:]))
        survivors = {n for n, s in status.items() if s in ("survived", "no tests") and chosen_mutant(n, modules)}
        every = set(modules) == set(MODULES)
        stale = sorted(n for n in set(equivalents) - survivors if every or module_of(n) in table)
        if stale:
            print("\nlisted as equivalent but not a survivor now (renamed, or killed):", ", ".join(stale))
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    return 0


def line(name: str, c: Counter[str]) -> str:
    mutants = sum(c.values())
    considered = mutants - c["equivalent"]
    score = f"{100 * c['killed'] / considered:6.1f}%" if considered else "     -"
    return (f"{name:<20} {mutants:>7} {c['killed']:>7} {c['survived']:>8} {c['equivalent']:>6} "
            f"{c['other']:>6} {score:>7}")


if __name__ == "__main__":
    sys.exit(main())
