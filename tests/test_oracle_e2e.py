"""End-to-end: the Oracle through the scripted runner, from the menu to the journal."""

from __future__ import annotations

import pytest
from helpers import dump, greedy_square, run

from ishido_retro.engine import Game
from ishido_retro.oracle.cast import Reading
from ishido_retro.storage import journal
from ishido_retro.ui import draw

SEEDS = (6, 23, 5, 9, 3)     # deals where greedy play reaches a 4-Way within 40 moves


pytestmark = pytest.mark.usefixtures("pyxel_ready")


def path_to_four_way(limit: int = 40):
    """(seed, moves, square): placing ``moves`` in order leaves a 4-Way open on ``square`` for the touchstone."""
    for seed in SEEDS:
        game = Game.new(seed)
        moves = []
        for _ in range(limit):
            legal = game.legal_squares()
            four = [sq for sq in legal if len(game.board.neighbour_stones(sq)) == 4]
            if four:
                return seed, moves, four[0]
            if not legal:
                break
            sq = greedy_square(game)
            game.place(sq)
            moves.append(sq)
    raise AssertionError("no deal in SEEDS reaches a 4-Way by greedy play")


PATH = path_to_four_way()


def play_to_the_brink(app=None):
    seed, moves, _ = PATH
    app = run([{"seed": seed}], app=app)
    run([{"click": {"square": list(sq)}} for sq in moves], app=app)
    assert len(app.game.history) == len(moves) and app.game.four_ways == 0
    return app


def end_the_game(app):
    """Game > End Game, then close the summary and whatever follows it (a high-score name, the scores)."""
    run([{"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}], app=app)
    for _ in range(4):
        if not app.windows:
            break
        top = app.windows[-1]
        name = next(n for n in ("OK", "Close", "Exit", "Cancel") if top.find(n))
        run([{"click": {"widget": name}}], app=app)
    assert not app.windows and app.game.is_over


def ask(app, question):
    run([{"menu": ["Choices", "Oracle"]}, {"type": question}, {"key": "return"}], app=app)


def test_turning_the_oracle_on_in_a_game_asks_at_once_and_the_field_edits(tmp_path):
    app = run([{"seed": 4}])
    assert dump(app, tmp_path)["oracle_question"] is None
    run([{"menu": ["Choices", "Oracle"]}], app=app)
    state = dump(app, tmp_path)
    assert state["dialog"]["title"] == "Oracle" and "What is your question?" in state["dialog"]["text"]
    run([{"shot": "question-empty.png"}, {"type": "What of the old road"}, {"key": "left"}, {"key": "left"},
         {"key": "backspace"}, {"key": "end"}, {"type": "?"},
         {"key": "home"}, {"key": "shift+right"}, {"key": "shift+right"}, {"key": "shift+right"},
         {"key": "shift+right"}, {"type": "Tell me"}], tmp_path, app=app)
    assert app.windows[-1].entry.value == "Tell me of the old rad?"
    entry = app.windows[-1].entry
    x = entry.x + entry.PAD + 21 * draw.CHAR_W + 1          # double-click on "rad"
    run([{"click": [x, entry.y + 5]}, {"click": [x, entry.y + 5]}], app=app)
    assert entry.selected_text == "rad"
    run([{"type": "road"}, {"key": "ctrl+a"}, {"key": "ctrl+c"}, {"key": "end"}, {"key": "ctrl+v"}], app=app)
    assert entry.value == "Tell me of the old road?Tell me of the old road?"
    run([{"key": "ctrl+z"}], app=app)          # not an editing key: nothing happens
    for _ in range(24):
        run([{"key": "backspace"}], app=app)
    run([{"shot": "question.png"}, {"key": "return"}], tmp_path, app=app)
    state = dump(app, tmp_path)
    assert state["dialog"] is None and state["oracle_question"] == "Tell me of the old road?"
    assert state["settings"]["oracle"] is True
    # off and on again: the kept question comes back for editing
    run([{"menu": ["Choices", "Oracle"]}], app=app)
    assert app.settings.oracle is False and not app.windows
    run([{"menu": ["Choices", "Oracle"]}], app=app)
    assert app.windows[-1].entry.value == "Tell me of the old road?"
    run([{"click": {"widget": "Cancel"}}], app=app)
    assert app.settings.oracle is False and dump(app, tmp_path)["oracle_question"] == "Tell me of the old road?"


def test_a_4way_gives_the_augury_locks_undo_and_keeps_the_reading(tmp_path, home):
    app = play_to_the_brink()
    ask(app, "Where does the path lead?")
    _, _, square = PATH
    run([{"click": {"square": list(square)}}, {"wait": 90}], app=app)   # the 4-Way seen for 1.5 s, then its augury
    state = dump(app, tmp_path)
    assert app.game.four_ways == 1
    oracle = state["oracle"]
    assert state["dialog"]["title"] == "Oracle Augury"
    assert oracle["question"] == "Where does the path lead?"
    assert len(oracle["lines"]) == 6 and set(oracle["lines"]) <= {6, 7, 8, 9}
    assert 1 <= oracle["hexagram"] <= 64 and 1 <= oracle["nuclear"] <= 64
    assert (oracle["relating"] is None) == (not {6, 9} & set(oracle["lines"]))
    # the journal holds the same reading, and its stones are the 4-Way's
    readings, note = journal.load()
    assert note is None and len(readings) == 1
    r = readings[0]
    assert list(r.lines) == oracle["lines"] and r.cast.hexagram == oracle["hexagram"]
    assert r.stones[0] == (square, app.game.board[square])
    assert sorted(sq for sq, _ in r.stones[1:]) == sorted(square.neighbours())
    again = Reading.from_four_way(r.question, r.stones[0], r.stones[1:], r.moment, "yarrow")
    assert again == r
    # the move that produced it can no longer be undone
    assert state["can_undo"] is False
    run([{"click": {"widget": "Close"}}, {"key": "ctrl+z"}], app=app)
    state = dump(app, tmp_path)
    assert state["dialog"] is None and state["menus"]["Help"][0]["enabled"] is False     # Undo is ghosted
    assert len(app.game.history) == len(PATH[1]) + 1
    # one reading per 4-Way and per question: the question is answered now
    assert app.oracle.session.answered and dump(app, tmp_path)["oracle_question"] == "Where does the path lead?"


def test_the_same_script_gives_the_same_reading(tmp_path):
    first = play_to_the_brink()
    ask(first, "Same?")
    run([{"click": {"square": list(PATH[2])}}, {"wait": 90}], app=first)
    a = dump(first, tmp_path, "a.yaml")["oracle"]
    run([{"click": {"widget": "Close"}}, {"menu": ["Choices", "Oracle"]}], app=first)   # off, as it was
    assert first.settings.oracle is False
    second = play_to_the_brink()
    ask(second, "Same?")
    run([{"click": {"square": list(PATH[2])}}, {"wait": 90}], app=second)
    b = dump(second, tmp_path, "b.yaml")["oracle"]
    assert a == b


def test_save_with_replace_and_append_then_the_journal(tmp_path, home):
    app = play_to_the_brink()
    ask(app, "What should I keep?")
    run([{"click": {"square": list(PATH[2])}}, {"wait": 90}, {"click": {"widget": "Save"}}], app=app)
    assert app.windows[-1].title == "Save Augury"
    run([{"key": "ctrl+u"}, {"type": "mine"}, {"click": {"widget": "OK"}}], app=app)
    saved = home / "auguries" / "mine.txt"
    text = saved.read_text("utf-8")
    assert text.startswith("Oracle of the Stones - ") and "What should I keep?" in text
    assert text.count("Oracle of the Stones - ") == 1
    name = app.state()["oracle"]["name"]
    assert name in text
    # again, Append: two readings in the file
    run([{"click": {"widget": "Save"}}, {"key": "ctrl+u"}, {"type": "mine.txt"}, {"click": {"widget": "OK"}}],
        app=app)
    assert app.windows[-1].title == "Save Augury" and "Replace it, or append" in app.state()["dialog"]["text"]
    run([{"click": {"widget": "Append"}}], app=app)
    assert saved.read_text("utf-8").count("Oracle of the Stones - ") == 2
    # and Replace: one again
    run([{"click": {"widget": "Save"}}, {"key": "ctrl+u"}, {"type": "mine"}, {"click": {"widget": "OK"}},
         {"click": {"widget": "Replace"}}], app=app)
    assert saved.read_text("utf-8") == text
    # the journal window lists it and opens it again
    run([{"click": {"widget": "Close"}}, {"menu": ["Choices", "Oracle Journal"]}], app=app)
    state = dump(app, tmp_path)
    assert state["dialog"]["title"] == "Oracle Journal" and "What should I keep?" in state["dialog"]["text"]
    run([{"click": {"widget": "Open"}}], app=app)
    assert app.state()["oracle"]["question"] == "What should I keep?"
    run([{"click": {"widget": "Close"}}, {"click": {"widget": "Close"}}], app=app)
    assert not app.windows


def test_no_journal_when_its_setting_is_off_and_coins_by_setting(tmp_path, home):
    app = play_to_the_brink()
    run([{"menu": ["Choices", "Oracle Settings", "Keep Journal"]},
         {"menu": ["Choices", "Oracle Settings", "Three Coins"]}], app=app)
    assert app.settings.oracle_journal is False and app.settings.oracle_method == "coins"
    ask(app, "By coins?")
    run([{"click": {"square": list(PATH[2])}}, {"wait": 90}], app=app)
    assert app.state()["oracle"]["question"] == "By coins?"
    assert app.windows[-1].reading.method == "coins"
    assert not (home / "oracle-journal.txt").exists()


def test_a_computer_players_4way_gives_no_reading(tmp_path, home):
    app = play_to_the_brink()
    ask(app, "Will the machine answer?")
    run([{"menu": ["Game", "Computer Player 1"]}], app=app)
    for _ in range(200):
        if app.game.four_ways or app.game.is_over:
            break
        run([{"wait": 5}], app=app)
    assert app.game.four_ways >= 1, "the master player takes the open 4-Way"
    state = dump(app, tmp_path)
    assert "oracle" not in state
    assert not (home / "oracle-journal.txt").exists()
    assert app.oracle.session.waiting


def test_the_question_comes_back_after_a_game_without_a_4way(tmp_path):
    app = run([{"seed": 4}])
    ask(app, "Still waiting?")
    end_the_game(app)
    run([{"menu": ["Game", "New Game"]}], app=app)
    state = dump(app, tmp_path)
    assert state["dialog"]["title"] == "Oracle" and "[Still waiting?]" in state["dialog"]["text"]
    run([{"key": "return"}], app=app)
    assert dump(app, tmp_path)["oracle_question"] == "Still waiting?"


def test_on_between_games_asks_at_the_next_new_game(tmp_path):
    app = run([])
    run([{"menu": ["Choices", "Oracle"]}], app=app)
    assert not app.windows and app.settings.oracle
    run([{"menu": ["Game", "New Game"]}], app=app)
    assert app.state()["dialog"]["title"] == "Oracle"


def test_a_damaged_journal_is_named_and_the_game_goes_on(tmp_path, home):
    home.mkdir(parents=True, exist_ok=True)
    (home / "oracle-journal.txt").write_text("ishido-journal/1\n{broken\n", "ascii")
    app = run([{"seed": 4}, {"menu": ["Choices", "Oracle Journal"]}])
    assert "1 damaged entry" in app.state()["dialog"]["text"]
    run([{"click": {"widget": "Close"}}], app=app)
    assert app.is_playing() and not app.windows


def test_damaged_texts_give_a_note_and_the_augury_still_opens(tmp_path, monkeypatch):
    from ishido_retro.oracle.texts import OracleTextsError
    from ishido_retro.ui.oracle import controller as oraclectl

    def broken():
        raise OracleTextsError("The Oracle's texts (texts.yaml) are damaged: hexagram 17 is missing; "
                               "the augury is shown without them.")
    monkeypatch.setattr(oraclectl, "shipped_texts", broken)
    app = play_to_the_brink()
    ask(app, "Without words?")
    run([{"click": {"square": list(PATH[2])}}, {"wait": 90}], app=app)
    window = app.windows[-1]
    shown = " ".join(t for _, t in window.lines)
    assert "hexagram 17 is missing" in shown and "The Judgement" not in shown
    assert app.state()["oracle"]["question"] == "Without words?"
    run([{"click": {"widget": "Close"}}], app=app)
    assert app.is_playing() and not app.windows


def test_the_question_survives_a_new_mode_being_set_up(tmp_path):
    app = run([{"seed": 4}])
    ask(app, "Which mode?")
    end_the_game(app)
    run([{"menu": ["Game", "Solitaire"]}, {"click": {"widget": "OK"}}], app=app)
    state = dump(app, tmp_path)
    assert state["dialog"]["title"] == "Oracle" and "[Which mode?]" in state["dialog"]["text"]
    run([{"key": "return"}], app=app)
    assert not app.windows


def test_a_4way_on_a_saved_game_loaded_with_load(tmp_path, home):
    saved = tmp_path / "brink.yaml"
    app = play_to_the_brink()
    run([{"save": str(saved)}], app=app)
    assert saved.exists()
    fresh = run([{"seed": 1}])                      # another deal on the board, then the saved one loaded
    run([{"load": str(saved)}], app=fresh)         # no move made on the fresh deal: no confirmation
    assert not fresh.windows
    assert len(fresh.game.history) == len(PATH[1]) and fresh.game.four_ways == 0
    ask(fresh, "What does the old game say?")
    run([{"click": {"square": list(PATH[2])}}, {"wait": 90}], app=fresh)
    state = dump(fresh, tmp_path)
    assert fresh.game.four_ways == 1
    assert state["oracle"]["question"] == "What does the old game say?"
    assert journal.load()[0][0].stones[0][0] == PATH[2]
    assert state["can_undo"] is False


def test_when_the_4way_ends_the_game_the_augury_comes_first_then_game_over(tmp_path, home):
    # Deal 50 played greedily for 64 moves leaves a 4-Way on (6, 1) whose placing ends the game.
    game = Game.new(50)
    moves = []
    for _ in range(64):
        sq = max(game.legal_squares(), key=lambda s: (len(game.board.neighbour_stones(s)), -s.cell_index))
        game.place(sq)
        moves.append(sq)
    app = run([{"seed": 50}])
    run([{"click": {"square": list(sq)}} for sq in moves], app=app)
    ask(app, "Is this the end?")
    run([{"click": {"square": [6, 1]}}, {"wait": 90}], app=app)
    assert app.game.four_ways >= 1 and app.game.is_over
    state = dump(app, tmp_path)
    assert state["dialog"]["title"] == "Oracle Augury"
    assert [w.title for w in app.windows] == ["Oracle Augury"]
    run([{"click": {"widget": "Close"}}], app=app)
    assert app.state()["dialog"]["title"] == "Game Over"


def test_the_augury_names_the_stones_by_the_stonesets_own_names_and_titles_the_hexagram(tmp_path, home):
    app = play_to_the_brink()
    run([{"menu": ["Choices", "Stonesets", "Chungfu"]}], app=app)
    assert app.theme.stoneset_name == "Chungfu" and not app.windows
    ask(app, "How are the stones called?")
    square = PATH[2]
    run([{"click": {"square": list(square)}}, {"wait": 90}], app=app)
    state = dump(app, tmp_path)
    colours = ["Ivory", "Brass", "Turquoise", "Cinnabar", "Lapis", "Ebony"]
    symbols = ["Mountain", "Water", "Fire", "Wood", "Sun", "Heart"]
    reading = app.windows[-1].reading
    run([{"key": "end"}], app=app)                   # the stones are the augury's last section
    text = dump(app, tmp_path)["dialog"]["text"]
    flowing = " ".join(text.split())                 # the window wraps its lines
    placed = reading.stones[0][0]
    ordinal = {1: "1st", 2: "2nd", 3: "3rd"}
    for i, (sq, st) in enumerate(reading.stones):    # named as a player finds them: the board shows no coordinates
        where = (f"Placed on the {ordinal.get(sq.col + 1, f'{sq.col + 1}th')} square from the left, "
                 f"{ordinal.get(sq.row + 1, f'{sq.row + 1}th')} from the top" if i == 0 else
                 {(0, -1): "Above it", (0, 1): "Below it", (-1, 0): "Left of it", (1, 0): "Right of it"}[
                     (sq.col - placed.col, sq.row - placed.row)])
        assert f"{where}: {colours[st.colour]}, {symbols[st.symbol]}" in flowing
    assert "colour " not in text and "symbol " not in text
    # the hexagram by its English name with the pinyin beside it, in the window and in the journal
    name = state["oracle"]["name"]
    assert name.endswith(")") and " (" in name and " - " not in name
    english, pinyin = name[:-1].split(" (")
    shown = " ".join(state["dialog"]["text"].split())
    assert f"Hexagram {state['oracle']['hexagram']}. {english} ({pinyin})" in shown
    assert journal.load()[0][0].names == reading.names
    run([{"click": {"widget": "Close"}}, {"menu": ["Choices", "Oracle Journal"]}], app=app)
    assert f"{state['oracle']['hexagram']}. {name}" in dump(app, tmp_path)["dialog"]["text"]


def test_the_4way_is_seen_before_its_augury_which_a_click_opens_sooner(tmp_path, home):
    """Issue 47 point 5: the stone lands and the rings show; the augury waits 1.5 s (90 ticks), or the next click
    opens it (and does nothing else)."""
    app = play_to_the_brink()
    ask(app, "Will it show?")
    run([{"click": {"square": list(PATH[2])}}, {"wait": 80}], app=app)
    assert app.game.four_ways == 1 and app.state()["dialog"] is None      # 83 frames after the click: not yet
    run([{"wait": 10}], app=app)
    assert app.state()["dialog"]["title"] == "Oracle Augury"


def test_a_click_opens_the_waiting_augury_and_does_nothing_else(tmp_path, home):
    again = play_to_the_brink()
    ask(again, "And sooner?")
    run([{"click": {"square": list(PATH[2])}}], app=again)
    assert again.state()["dialog"] is None
    placed = len(again.game.history)
    run([{"click": {"square": list(again.game.legal_squares()[0])}}], app=again)
    assert again.state()["dialog"]["title"] == "Oracle Augury" and len(again.game.history) == placed


def test_in_a_page_save_in_the_augury_and_save_game_offer_downloads(tmp_path, home, monkeypatch):
    import sys
    import types

    from ishido_retro.storage import webfiles
    downloads = []
    monkeypatch.setattr(webfiles, "_page", [types.SimpleNamespace(download=lambda n, d: downloads.append(n))])
    monkeypatch.setitem(sys.modules, "pyodide", types.ModuleType("pyodide"))
    monkeypatch.setitem(sys.modules, "pyodide.ffi", types.SimpleNamespace(to_js=lambda data: data))
    app = play_to_the_brink()
    ask(app, "What should I keep?")
    run([{"click": {"square": list(PATH[2])}}, {"wait": 90}, {"click": {"widget": "Save"}}, {"key": "ctrl+u"},
         {"type": "mine"}, {"click": {"widget": "OK"}}], app=app)
    assert downloads == ["mine.txt"] and app.state()["status"] == "Augury saved; offered as a download."
    run([{"click": {"widget": "Close"}}, {"save": str(tmp_path / "kept.yaml")}], app=app)
    assert downloads == ["mine.txt", "kept.yaml"] and app.state()["status"] == "Game saved; offered as a download."
