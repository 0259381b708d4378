"""End-to-end, issue 24's rough edges: what the status line says after a save, Undo ghosted when there is
nothing to take back, Play Deal kept open on a typo, one Start Game Over question, Master's thinking
cleared when the suggestion lands, the Scores menu's names, About closed by any click, and the runner's
``status`` and ``menus`` dump keys."""

from __future__ import annotations

from concurrent.futures import Future
from pathlib import Path

import pytest
from helpers import dump, greedy_square, run
from test_e2e_scores import setup
from test_oracle_e2e import PATH, ask, play_to_the_brink

from ishido_retro.ui.notes import where
from ishido_retro.ui.play.boardwords import IDLE_HINT
from ishido_retro.ui.script import ScriptError

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def status(app) -> str:
    return app.state()["status"]


def item(state, menu, label):
    return next(i for i in state["menus"][menu] if i["label"] == label)


# --- 1. saves say what they kept, and where ----------------------------------------------------------------

def test_save_game_as_and_save_game_say_what_was_saved_and_where_for_a_few_seconds(home):
    app = run([{"seed": 4}])
    run([{"click": {"square": list(greedy_square(app.game))}}, {"menu": ["File", "Save Game As…"]},
         {"type": "first"}, {"click": {"widget": "OK"}}], app=app)
    assert (home / "saves" / "first.yaml").is_file()
    assert status(app) == "Saved as first.yaml in saved games."
    run([{"clock": 3.9}], app=app)
    assert status(app) == "Saved as first.yaml in saved games."
    run([{"clock": 0.2}], app=app)          # four seconds on the game's clock: the line says again what it said
    assert status(app) == "In the Beyond: no points."
    run([{"click": {"square": list(greedy_square(app.game))}}, {"key": "ctrl+s"}], app=app)
    assert app.state()["dialog"] is None and status(app) == "Saved as first.yaml in saved games."


def test_a_save_that_fails_says_so_plainly(home, monkeypatch):
    from ishido_retro.storage import savedgames

    def full(*_args, **_kwargs):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(savedgames, "save_game", full)
    app = run([{"seed": 4}, {"save": str(home / "saves" / "g.yaml")}])
    assert app.state()["dialog"] == {"title": "Save Game",
                                     "text": "The game could not be saved to g.yaml: No space left on device.",
                                     "focus": "OK"}
    run([{"click": {"widget": "OK"}}], app=app)
    assert status(app) == "The game was not saved."


def test_saving_a_tournament_says_it_is_the_tournament(home):
    app = run(setup("Tournament") + [{"type": "Di"}, {"click": {"widget": "OK"}},
                                     {"menu": ["File", "Save Game As…"]}, {"type": "cup"}, {"click": {"widget": "OK"}}])
    assert status(app) == "Saved as cup.yaml in saved games."


def test_the_oracle_says_where_the_journal_and_a_saved_augury_went(home):
    app = play_to_the_brink()
    ask(app, "Where?")
    run([{"click": {"square": list(PATH[2])}}, {"wait": 90}], app=app)
    assert status(app) == "Reading added to oracle-journal.txt."
    run([{"click": {"widget": "Save"}}, {"key": "ctrl+u"}, {"type": "mine"}, {"click": {"widget": "OK"}}], app=app)
    assert status(app) == "Augury saved as mine.txt in auguries."
    run([{"click": {"widget": "Save"}}, {"key": "ctrl+u"}, {"type": "mine"}, {"click": {"widget": "OK"}},
         {"click": {"widget": "Append"}}], app=app)
    assert status(app) == "Augury added to mine.txt in auguries."


def test_a_journal_that_cannot_be_written_is_said_plainly(home):
    home.mkdir(parents=True, exist_ok=True)
    (home / "oracle-journal.txt").mkdir()                # a folder where the journal should be
    app = play_to_the_brink()
    ask(app, "Where?")
    run([{"click": {"square": list(PATH[2])}}, {"wait": 90}], app=app)
    assert status(app) == "Reading not added to the journal."
    assert app.state()["dialog"]["text"].startswith("Note\n\nThis reading could not be\nadded to the journal:\n"
                                                    "oracle-journal.txt is a\nfolder, not an Oracle\njournal.")


def test_an_augury_saved_from_the_journal_on_the_title_screen_is_said_there_too(home):
    fixture = Path(__file__).parent / "fixtures" / "oracle-journal.txt"
    home.mkdir(parents=True, exist_ok=True)
    (home / "oracle-journal.txt").write_bytes(fixture.read_bytes())
    app = run([{"menu": ["Choices", "Oracle Journal…"]}, {"click": {"widget": "Open"}}, {"click": {"widget": "Save"}},
               {"click": {"widget": "OK"}}])
    assert app.state()["screen"] == "title" and (home / "auguries" / "augury.txt").is_file()
    assert status(app) == "Augury saved as augury.txt in auguries."
    run([{"clock": 4}], app=app)               # the augury covers the line: the note waits to be seen
    assert status(app) == "Augury saved as augury.txt in auguries."
    run([{"key": "escape"}, {"key": "escape"}, {"clock": 4}], app=app)
    assert not app.windows and status(app) == ""


def test_where_names_the_file_and_a_short_folder(monkeypatch):
    monkeypatch.setenv("HOME", "/home/ann")
    assert where(Path("/data/saves/g.yaml"), Path("/data/saves"), "saved games") == "g.yaml in saved games"
    assert where(Path("/home/ann/games/g.yaml"), Path("/data/saves"), "saved games") == "g.yaml in ~/games"
    assert where(Path("/srv/very/long/folder/names/here/g.yaml")) == "g.yaml in .../folder/names/here"


# --- 2. Undo ghosted when there is nothing of the player's to take back -------------------------------------

def test_undo_is_ghosted_until_the_player_has_a_move_to_take_back(tmp_path):
    app = run([{"seed": 9}])
    assert item(dump(app, tmp_path), "Help", "Undo Previous Move")["enabled"] is False      # a new game
    app.setup.configure("cooperative", "modern", True, False)      # the computer moves first
    run([{"wait": 60}], app=app)
    state = dump(app, tmp_path)
    assert len(app.game.history) == 1 and state["turn"] == 1
    assert item(state, "Help", "Undo Previous Move")["enabled"] is False     # only the computer's move so far
    run([{"key": "ctrl+z"}], app=app)
    assert len(app.game.history) == 1
    run([{"click": {"square": list(greedy_square(app.game))}}, {"wait": 60}], app=app)
    assert item(dump(app, tmp_path), "Help", "Undo Previous Move")["enabled"] is True


# --- 3. Play Deal keeps what was typed ------------------------------------------------------------------------

def test_play_deal_stays_open_on_a_typo_keeps_the_text_and_says_why():
    app = run([{"seed": 1}, {"menu": ["Game", "Play Deal…"]}, {"type": "0"}, {"click": {"widget": "OK"}}])
    assert app.state()["dialog"] == {
        "title": "Play Deal", "text": "The deal number (the same number gives everyone the same deal):\n[0]\n"
                                      "A deal number is a whole number from 1 to 2147483647.", "focus": "Entry"}
    run([{"type": "#"}, {"key": "return"}], app=app)
    assert app.state()["dialog"]["text"].endswith("[0#]\nA deal number is a whole number from 1 to 2147483647.")
    run([{"key": "backspace"}, {"key": "backspace"}, {"type": "12345"}, {"key": "return"}], app=app)
    assert app.state()["dialog"] is None and app.state()["seed"] == 12345


# --- 4. Start Game Over: one question, one answer -----------------------------------------------------------

def test_start_game_over_asks_one_question_and_the_status_line_agrees(tmp_path):
    app = run([{"seed": 2}])
    run([{"click": {"square": list(greedy_square(app.game))}}, {"menu": ["Game", "Start Game Over"]}], app=app)
    assert app.state()["dialog"] == {
        "title": "Start Game Over", "text": "Play this deal again from its first stone? The game on the board ends "
                                            "without a score. It can enter Today's Scores, but not the All-Time Highs.",
        "focus": "Cancel"}
    run([{"click": {"widget": "OK"}}], app=app)
    assert not app.game.history and status(app) == "Started over: Today's Scores only."
    run([{"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}], app=app)
    while app.windows:
        run([{"click": {"widget": "Cancel" if app.windows[-1].find("Cancel") else "OK"}}], app=app)
    run([{"menu": ["Game", "Start Game Over"]}], app=app)
    assert app.state()["dialog"]["text"] == ("Play this deal again from its first stone? The game just played keeps "
                                             "its score. It can enter Today's Scores, but not the All-Time Highs.")


# --- 5. Master's thinking ends when the suggestion lands -----------------------------------------------------

def test_master_is_thinking_is_cleared_when_the_suggestion_lands(monkeypatch):
    app = run([{"seed": 3}])
    answer: Future = Future()                                   # Master's answer, as a window's worker gives it
    monkeypatch.setattr(app.control.suggester.thinker, "ask", lambda _job: answer)
    run([{"menu": ["Help", "Suggest a Move"]}, {"click": {"widget": "Show"}}, {"wait": 5}], app=app)
    assert status(app) == "Master thinks of a move for you..."
    square = greedy_square(app.game)
    answer.set_result(square)
    run([{"wait": 1}], app=app)
    state = app.state()
    assert state["suggested_square"] == list(square)
    assert state["status"] == "Master suggests the marked square."


# --- 7. the Scores menu -----------------------------------------------------------------------------------------

def test_the_scores_menu_has_the_manuals_boards_by_name_then_todays_and_the_statistics(tmp_path):
    app = run([{"seed": 1}])
    assert [i["label"] for i in dump(app, tmp_path)["menus"]["Scores"]] == [
        "Modern Scores…", "Ancient Scores…", "Tournament Scores…", "Today's Scores…", "Statistics…"]
    for label, shown in (("Modern Scores", "All-Time Highs (Modern)"), ("Ancient Scores", "All-Time Highs (Ancient)"),
                         ("Tournament Scores", "Tournament High Scores (Modern)"),
                         ("Today's Scores", "Today's Scores (Modern)")):
        run([{"menu": ["Scores", label]}], app=app)
        assert app.state()["dialog"] == {"title": "High Scores", "text": shown, "focus": "OK"}
        run([{"click": {"widget": "OK"}}], app=app)


@pytest.mark.parametrize("former, shown", [("All-Time Highs", "All-Time Highs (Modern)"),
                                           ("Tournament High Scores", "Tournament High Scores (Modern)")])
def test_scripts_written_with_the_scores_menus_former_names_still_open_their_boards(former, shown):
    app = run([{"seed": 1}, {"menu": ["Scores", former]}])
    assert app.state()["dialog"] == {"title": "High Scores", "text": shown, "focus": "OK"}


# --- 8. About closes on a click anywhere --------------------------------------------------------------------

@pytest.mark.parametrize("where_clicked", [[160, 100], [4, 196], [316, 4]])
def test_about_closes_on_a_click_anywhere(where_clicked):
    app = run([{"seed": 1}, {"menu": ["?", "About Ishido…"]}])
    assert app.state()["dialog"]["title"] == "About Ishido"
    run([{"click": where_clicked}], app=app)
    assert app.state()["dialog"] is None and not app.game.history


def test_about_still_scrolls_by_its_arrows():
    app = run([{"menu": ["?", "About Ishido…"]}, {"click": {"widget": "Down"}}])
    assert app.state()["dialog"]["text"].startswith("\nVersion 0.1.0")


# --- 10. the menus dump ------------------------------------------------------------------------------------------

def test_the_menus_dump_gives_every_menu_its_items_as_drawn(tmp_path):
    state = dump(run([]), tmp_path)
    assert list(state["menus"]) == ["?", "File", "Game", "Choices", "Help", "Scores"]
    assert state["menus"]["?"] == [{"label": "About Ishido…", "enabled": True, "checked": False}]
    assert state["menus"]["File"][1] == {"label": "Save Game", "enabled": False, "checked": False}  # the title
    assert item(state, "Choices", "Oracle Settings") == {
        "label": "Oracle Settings", "enabled": True, "checked": False,
        "items": [{"label": "Keep Journal", "enabled": True, "checked": True},
                  {"label": "Yarrow Stalks", "enabled": True, "checked": True},
                  {"label": "Three Coins", "enabled": True, "checked": False}]}
    assert state["status"] == ""
    state = dump(run([{"seed": 1}]), tmp_path)
    assert state["menus"]["File"][1]["enabled"] is True and state["status"] == IDLE_HINT


def test_a_long_form_menu_step_on_an_item_without_choices_is_refused():
    with pytest.raises(ScriptError, match="Save Game has no submenu"):
        run([{"seed": 1}, {"menu": ["File", "Save Game", "x"]}])


# --- 9. the stoneset and board dialogs ---------------------------------------------------------------------------

def _stone_colours(name: str) -> list[int]:
    from ishido_retro.storage.resources import shipped_stoneset_path
    from ishido_retro.storage.stonesets import load_stoneset
    return load_stoneset(shipped_stoneset_path(name)).screen_palette()


def test_the_stonesets_dialog_previews_and_cancel_changes_nothing(home):
    import pyxel
    app = run([{"seed": 1}, {"menu": ["Choices", "Sounds"]}, {"menu": ["Choices", "Sounds"]},
               {"menu": ["Choices", "Stonesets"]}])
    settings_file = (home / "settings.yaml").read_bytes()          # kept by the Sounds switched off and on
    assert app.state()["dialog"] == {"title": "Stonesets", "text": "( ) Gems\n( ) Inner Shapes\n( ) Magic\n"
                                     "( ) Chungfu\n(*) Ishido\n( ) Rameses\n( ) Runes\n( ) Shaman\n"
                                     f"Your own stonesets: {home / 'stonesets'}", "focus": "OK"}
    run([{"click": {"widget": "Runes"}}], app=app)
    assert "(*) Runes\n( ) Shaman\n" in app.state()["dialog"]["text"]
    assert list(pyxel.colors[8:16]) == _stone_colours("Runes") and app.settings.stoneset == "Ishido"
    run([{"click": {"widget": "Cancel"}}], app=app)
    assert app.state()["dialog"] is None and app.settings.stoneset == "Ishido"
    assert list(pyxel.colors[8:16]) == _stone_colours("Ishido")
    assert (home / "settings.yaml").read_bytes() == settings_file


def test_the_stonesets_dialog_by_keys(tmp_path):
    app = run([{"seed": 1}, {"menu": ["Choices", "Stonesets"]}, {"key": "down"}, {"key": "down"}])
    assert "(*) Runes" in app.state()["dialog"]["text"]
    run([{"key": "escape"}], app=app)
    assert app.state()["dialog"] is None and app.settings.stoneset == "Ishido"
    run([{"menu": ["Choices", "Stonesets"]}, {"key": "up"}, {"key": "return"}], app=app)
    assert app.state()["dialog"] is None
    assert (app.settings.stoneset, app.settings.board) == ("Chungfu", "Chungfu")      # Matching Board is on


def test_the_boards_dialog_and_matching_board(tmp_path):
    app = run([{"seed": 1}, {"menu": ["Choices", "Boards"]}])
    assert "(*) Ishido\n( ) Rameses\n( ) Runes\n( ) Shaman\n[x] Matching Board\n" in app.state()["dialog"]["text"]
    run([{"click": {"widget": "Gems"}}], app=app)
    assert "[ ] Matching Board\n" in app.state()["dialog"]["text"]     # a board chosen by name
    run([{"click": {"widget": "Matching Board"}}], app=app)
    text = app.state()["dialog"]["text"]
    assert "(*) Ishido" in text and "[x] Matching Board\n" in text
    run([{"click": {"widget": "Runes"}}, {"click": {"widget": "OK"}}], app=app)
    assert (app.settings.board, app.settings.matching_board) == ("Runes", False)
    with pytest.raises(ScriptError, match="Boards… has no item 'Nowhere'"):
        run([{"menu": ["Choices", "Boards", "Nowhere"]}], app=app)


def test_a_lesson_dumps_its_own_status_line(tmp_path):
    app = run([])
    app.lessons.start(0)
    state = dump(app, tmp_path)
    assert state["screen"] == "lesson" and state["status"] == "The 1-Way. Esc to leave."
