"""Storage tests written to kill mutants that bench/mutation.py found surviving in the pure parts of storage: where
the data folder is and why it cannot be used, the names of left games, autosaves and copies, and which temp files
the start removes. Files only under tmp_path."""

from __future__ import annotations

import errno
import os

import pytest

from ishido_retro.storage import autosaves, datafolder, leftgames, userdata
from ishido_retro.storage.datafolder import NoDataFolder

# --- the data folder ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("number", "said"), [
    (errno.ENOTDIR, "a part of that path is a file, not a folder"),
    (errno.EEXIST, "a part of that path is a file, not a folder"),
    (errno.ENAMETOOLONG, "the name is too long for the file system"),
    (errno.EACCES, "permission denied"),
    (errno.EPERM, "permission denied"),
    (errno.EROFS, "the disk is read-only"),
    (errno.ELOOP, "a link in that path goes round in circles"),
    (errno.ENOSPC, "the disk is full"),
    (errno.EIO, "input/output error"),
])
def test_each_reason_a_folder_cannot_be_used_in_words(number, said):
    assert datafolder._reason(OSError(number, os.strerror(number))) == said


def test_a_reason_without_words_is_the_errors_name():
    assert datafolder._reason(FileNotFoundError()) == "filenotfounderror"


def test_where_the_folder_goes_by_the_environment(monkeypatch, tmp_path):
    monkeypatch.delenv("ISHIDO_RETRO_HOME")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("HOME", str(tmp_path / "ann"))
    assert datafolder.folder_path() == tmp_path / "xdg" / "ishido-retro"
    monkeypatch.setenv("XDG_DATA_HOME", "relative/xdg")                # relative: as if unset
    assert datafolder.folder_path() == tmp_path / "ann" / ".local" / "share" / "ishido-retro"
    monkeypatch.setenv("XDG_DATA_HOME", "")
    assert datafolder.folder_path() == tmp_path / "ann" / ".local" / "share" / "ishido-retro"
    monkeypatch.setenv("ISHIDO_RETRO_HOME", "~/mine")
    assert datafolder.folder_path() == tmp_path / "ann" / "mine"


def test_a_relative_home_is_named_in_the_sentence_cut_to_forty_characters(monkeypatch):
    monkeypatch.delenv("ISHIDO_RETRO_HOME")
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.setenv("HOME", "a" * 39 + "bcdef")
    with pytest.raises(NoDataFolder) as caught:
        datafolder.folder_path()
    assert str(caught.value) == (f"there is no folder to save in (HOME is the relative path {'a' * 39 + 'b'!r}; "
                                 f"set ISHIDO_RETRO_HOME to a folder).")


# --- names of left games and autosaves ------------------------------------------------------------------------


@pytest.mark.parametrize(("module", "first", "pattern"), [
    (leftgames, "left-game.yaml", "left-game-{}.yaml"), (autosaves, "editor-autosave.png", "editor-autosave-{}.png")])
def test_the_numbers_of_left_games_and_autosaves_by_their_names(tmp_path, module, first, pattern):
    assert module._number(tmp_path / first) == 1
    assert module._number(tmp_path / pattern.format(7)) == 7
    assert module._number(tmp_path / pattern.format(1000)) == 1000
    for other in (pattern.format("x"), pattern.format(12345), "notes.yaml", "x" + first, first + ".bad",
                  pattern.format("\u0663"), pattern.format("\uff17")):      # Arabic-Indic 3, full-width 7: no number
        assert module._number(tmp_path / other) == 0, other


def test_autosave_names():
    assert autosaves._name(1) == "editor-autosave.png" and autosaves._name(3) == "editor-autosave-3.png"


def test_left_games_are_offered_by_number_and_only_files_of_their_names(home):
    home.mkdir()
    for name in ("left-game-10.yaml", "left-game.yaml", "left-game-2.yaml", "left-game-x.yaml", "left-game.yaml.bad"):
        (home / name).write_text("x")
    (home / "left-game-3.yaml").mkdir()                                      # a folder of that name: not a game
    assert [p.name for p in leftgames._left_games(home)] == ["left-game.yaml", "left-game-2.yaml",
                                                             "left-game-10.yaml"]
    assert leftgames._left_games(home / "missing") == []


def a_match():
    from ishido_retro.engine import Game
    from ishido_retro.match import Match, Seat
    from ishido_retro.match.clock import ManualClock

    return Match(ManualClock(), "solitaire", "modern", (Seat("Ann"),), Game.new(5))


def test_left_games_kept_one_after_another_take_the_next_free_names(home):
    for _ in range(3):
        leftgames.keep_left_game(a_match(), "Ishido", None)
    assert sorted(p.name for p in home.iterdir() if not p.name.startswith(".")) == \
        ["left-game-2.yaml", "left-game-3.yaml", "left-game.yaml"]
    assert leftgames.pending_left_game() == home / "left-game.yaml"


def test_a_left_game_keeps_the_stoneset_and_board_it_was_played_with(home):
    from ishido_retro.match.clock import ManualClock
    from ishido_retro.storage import savedgames

    leftgames.keep_left_game(a_match(), "Runes", "Gems")
    saved = savedgames.read_saved(home / "left-game.yaml", ManualClock())
    assert (saved.stoneset, saved.board) == ("Runes", "Gems")


def test_left_games_go_up_to_max_left_and_no_further(home, monkeypatch):
    monkeypatch.setattr(leftgames, "MAX_LEFT", 3)
    leftgames.keep_left_game(a_match(), None, None)
    leftgames.keep_left_game(a_match(), None, None)
    leftgames.keep_left_game(a_match(), None, None)
    assert (home / "left-game-3.yaml").is_file()
    leftgames.keep_left_game(a_match(), None, None)                         # the fourth has no name left
    assert not (home / "left-game-4.yaml").exists()


@pytest.mark.parametrize("fault", [PermissionError(errno.EACCES, "Permission denied"), ValueError("bad name")])
def test_a_left_game_that_cannot_be_written_is_given_up_silently(home, monkeypatch, fault):
    from ishido_retro.storage import savedgames

    def refuse(*_args, **_kwargs):
        raise fault

    monkeypatch.setattr(savedgames, "keep_game", refuse)
    leftgames.keep_left_game(a_match(), None, None)
    assert leftgames.pending_left_game() is None


@pytest.mark.parametrize(("fault", "reason"), [
    (PermissionError(errno.EACCES, "Permission Denied"), "permission denied"), (OSError(), "oserror")])
def test_a_resumed_left_game_whose_file_stays_says_why(home, monkeypatch, fault, reason):
    from pathlib import Path

    from ishido_retro.match.clock import ManualClock

    leftgames.keep_left_game(a_match(), None, None)
    unlink = Path.unlink

    def refuse(self, *args, **kwargs):
        if self.name == "left-game.yaml":
            raise fault
        return unlink(self, *args, **kwargs)

    monkeypatch.setattr(Path, "unlink", refuse)
    saved, note = leftgames.take_left_game(home / "left-game.yaml", ManualClock())
    assert saved.match.game.deal.seed == 5
    assert note == f"Its file could not be removed ({reason}), so it will be offered again at the next start."


def test_keeping_a_left_game_where_nothing_can_be_written_is_silent(home):
    home.write_text("a file, not a folder")
    leftgames.keep_left_game(a_match(), None, None)                         # the process is ending: no error
    assert home.read_text() == "a file, not a folder" and leftgames.pending_left_game() is None


# --- names of copies --------------------------------------------------------------------------------------------


def test_an_unused_name_counts_up_from_2(tmp_path):
    assert userdata.unused_name(tmp_path, "set.png") == "set.png"
    (tmp_path / "set.png").write_text("x")
    assert userdata.unused_name(tmp_path, "set.png") == "set-2.png"
    (tmp_path / "set-2.png").write_text("x")
    (tmp_path / "set-3.png").write_text("x")
    assert userdata.unused_name(tmp_path, "set.png") == "set-4.png"


def test_an_unused_name_of_a_long_stem_keeps_its_first_70_characters(tmp_path):
    long = "s" * 70 + "TAIL"
    (tmp_path / f"{long}.png").write_text("x")
    assert userdata.unused_name(tmp_path, f"{long}.png") == "s" * 70 + "-2.png"
    (tmp_path / ("t" * 69 + ".png")).write_text("x")
    assert userdata.unused_name(tmp_path, "t" * 69 + ".png") == "t" * 69 + "-2.png"


# --- stale temp files -------------------------------------------------------------------------------------------

OLD = 1_000_000_000


def stale(path, when=OLD):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("half")
    os.utime(path, (when, when))
    return path


def test_the_folder_given_is_cleaned_not_the_data_folder(tmp_path, home):
    theirs = stale(home / ".a.yaml.abcdefgh.tmp")
    given = stale(tmp_path / "given" / ".b.yaml.abcdefgh.tmp")
    assert userdata.clean_stale_temps(OLD + 3600, tmp_path / "given") == [given]
    assert theirs.exists()
    assert userdata.clean_stale_temps(OLD + 3600, tmp_path / "missing") == []          # no folder: nothing to do


def test_a_temp_file_exactly_as_old_as_the_limit_stays(tmp_path):
    temp = stale(tmp_path / ".a.yaml.abcdefgh.tmp")
    assert userdata.clean_stale_temps(OLD + 120, tmp_path, older_than=120) == [] and temp.exists()
    assert userdata.clean_stale_temps(OLD + 121, tmp_path, older_than=120) == [temp]


def test_a_link_named_like_a_temp_file_stays(tmp_path):
    target = stale(tmp_path / "elsewhere" / "notes.txt")
    link = tmp_path / "home" / ".a.yaml.abcdefgh.tmp"
    link.parent.mkdir()
    link.symlink_to(target)
    os.utime(link, (OLD, OLD), follow_symlinks=False)
    assert userdata.clean_stale_temps(OLD + 3600, tmp_path / "home") == []
    assert link.is_symlink() and target.exists()


def sorted_scandir(monkeypatch, refuse=(), fail_unlink=()):
    real_scandir, real_unlink = os.scandir, os.unlink

    def scandir(path):
        if os.path.basename(path) in refuse:
            raise PermissionError(errno.EACCES, "Permission denied", path)
        return sorted(real_scandir(path), key=lambda e: e.name)

    def unlink(path, *args, **kwargs):
        if os.path.basename(path) in fail_unlink:
            raise PermissionError(errno.EACCES, "Permission denied", path)
        return real_unlink(path, *args, **kwargs)

    monkeypatch.setattr(userdata.os, "scandir", scandir)
    monkeypatch.setattr(userdata.os, "unlink", unlink)


def test_a_folder_that_cannot_be_listed_does_not_stop_the_others(tmp_path, monkeypatch):
    root = tmp_path / "home"
    stale(root / "aaa" / "keep.txt")
    later = stale(root / "zzz" / ".b.yaml.abcdefgh.tmp")
    sorted_scandir(monkeypatch, refuse=("home",))
    assert userdata.clean_stale_temps(OLD + 3600, root) == [later]


def test_a_temp_file_that_cannot_be_removed_does_not_stop_the_others(tmp_path, monkeypatch):
    root = tmp_path / "home"
    stale(root / ".a.yaml.aaaaaaaa.tmp")
    later = stale(root / ".b.yaml.bbbbbbbb.tmp")
    sorted_scandir(monkeypatch, fail_unlink=(".a.yaml.aaaaaaaa.tmp",))
    assert userdata.clean_stale_temps(OLD + 3600, root) == [later]


# --- folders inside the data folder -----------------------------------------------------------------------------


def test_a_folder_that_is_a_file_is_named_in_the_sentence(home):
    home.mkdir()
    (home / "saves").write_text("x")
    with pytest.raises(NoDataFolder) as caught:
        datafolder.sub_dir("saves")
    assert str(caught.value) == f"the folder {home / 'saves'} cannot be used (it is a file, not a folder)."


def test_a_link_going_round_in_circles_is_refused_as_leading_out(home):
    home.mkdir()
    (home / "saves").symlink_to(home / "saves")
    with pytest.raises(NoDataFolder, match=r"the folder saves in .* is a link to .*saves, outside the data folder"):
        datafolder.sub_dir("saves")


def test_a_link_to_a_place_inside_that_is_not_there_is_not_called_a_way_out(home):
    home.mkdir()
    (home / "saves").symlink_to(home / "kept-saves")
    with pytest.raises(NoDataFolder, match=r"^the folder .*saves cannot be used \("):
        datafolder.sub_dir("saves")
    (home / "kept-saves").mkdir()
    assert datafolder.sub_dir("saves") == home / "saves"


# --- autosaves ---------------------------------------------------------------------------------------------------


@pytest.fixture
def fresh_owner(monkeypatch):
    """This process owns no autosave yet (what it takes is let go with the dict at the end of the test)."""
    monkeypatch.setattr(autosaves, "_owned", {})


def other_copy_owns(path):
    from filelock import FileLock

    lock = FileLock(str(path.with_name(f".{path.name}.owner.lock")), timeout=0)
    lock.acquire()
    return lock


@pytest.mark.usefixtures("fresh_owner")
def test_the_autosave_is_the_first_free_name_and_stays_this_copys(home):
    home.mkdir()
    first = autosaves.autosave_path()
    assert first == home / "editor-autosave.png"
    assert autosaves.autosave_path() == first                            # owned: the same name all the run


@pytest.mark.usefixtures("fresh_owner")
def test_an_autosave_left_by_another_session_is_never_written_over(home):
    home.mkdir()
    (home / "editor-autosave.png").write_bytes(b"their work")
    assert autosaves.autosave_path() == home / "editor-autosave-2.png"


@pytest.mark.usefixtures("fresh_owner")
def test_an_autosave_another_running_copy_owns_is_passed_over(home):
    home.mkdir()
    lock = other_copy_owns(home / "editor-autosave.png")
    try:
        assert autosaves.autosave_path() == home / "editor-autosave-2.png"
    finally:
        lock.release()


@pytest.mark.usefixtures("fresh_owner")
def test_autosaves_go_up_to_max_autosaves(home, monkeypatch):
    monkeypatch.setattr(autosaves, "MAX_AUTOSAVES", 3)
    home.mkdir()
    for name in ("editor-autosave.png", "editor-autosave-2.png"):
        (home / name).write_bytes(b"x")
    assert autosaves.autosave_path() == home / "editor-autosave-3.png"
    monkeypatch.setattr(autosaves, "_owned", {})
    (home / "editor-autosave-3.png").write_bytes(b"x")
    with pytest.raises(OSError, match=f"^there are more than 3 autosaves in {home}$"):
        autosaves.autosave_path()


@pytest.mark.usefixtures("fresh_owner")
def test_the_autosave_offered_is_the_lowest_numbered_file_no_copy_owns_and_then_it_is_this_copys(home, monkeypatch):
    home.mkdir()
    for name in ("editor-autosave-3.png", "editor-autosave-12.png", "editor-autosave-2.png", "editor-autosave.png.bad"):
        (home / name).write_bytes(b"x")
    (home / "editor-autosave-1.png").mkdir()                               # a folder of an autosave's name
    lock = other_copy_owns(home / "editor-autosave-2.png")
    try:
        assert autosaves.pending_autosave() == home / "editor-autosave-3.png"
    finally:
        lock.release()
    assert autosaves.pending_autosave() == home / "editor-autosave-3.png"      # now this copy's own
    (home / "editor-autosave-3.png").unlink()
    assert autosaves.pending_autosave() is None                                 # its own, gone: nothing to offer


@pytest.mark.usefixtures("fresh_owner")
def test_an_autosave_that_cannot_be_claimed_is_passed_over(home, monkeypatch):
    home.mkdir()
    for name in ("editor-autosave.png", "editor-autosave-2.png"):
        (home / name).write_bytes(b"x")
    own = autosaves._own

    def claim(path):
        if path.name == "editor-autosave.png":
            raise PermissionError(errno.EACCES, "Permission denied")
        return own(path)

    monkeypatch.setattr(autosaves, "_own", claim)
    assert autosaves.pending_autosave() == home / "editor-autosave-2.png"
