"""End-to-end: the four game modes, their timers and restrictions, through the scripted runner."""

from __future__ import annotations

import pytest
import pyxel
import yaml
from helpers import dump, played_by, run

from ishido_retro.engine.board import ALL_SQUARES
from ishido_retro.match.clock import ManualClock
from ishido_retro.match.match import ComputerMove, Match, Seat, StartTournamentGame
from ishido_retro.storage.savedgames import save_game
from ishido_retro.ui.play.computer import PAUSE_TICKS
from ishido_retro.ui.play.screen import FLIGHT_TICKS
from ishido_retro.ui.script import ScriptError

pytestmark = pytest.mark.usefixtures("pyxel_ready")

PER_MOVE = PAUSE_TICKS + FLIGHT_TICKS + 2     # a computer move: ask, pause, fly, land


def best_square(game):
    """The legal square with the most neighbours (first in board order on a tie)."""
    return max(game.legal_squares(), key=lambda sq: (len(game.board.neighbour_stones(sq)), -sq.cell_index))


def setup(mode, *ticks, seed=12):
    """Steps: the title, a known seed (later deals follow from it), the mode's set-up dialog, boxes ticked, OK."""
    return [{"click": [160, 100]}, {"seed": seed}, {"menu": ["Game", f"{mode}…"]},
            *[{"click": {"widget": name}} for name in ticks], {"click": {"widget": "OK"}}]


def test_cooperative_with_the_computer_in_seat_1_alternates_and_shares_one_score(tmp_path):
    novice = [{"click": [160, 100]}, {"menu": ["Game", "Computer Level", "Novice"]}]      # it thinks at once
    app = run(novice + setup("Cooperative", "Computer Player 1")[1:] + [{"seed": 31}])
    state = dump(app, tmp_path)
    assert state["mode"] == "cooperative" and state["turn"] == 0
    assert [(p["name"], p["computer"]) for p in state["players"]] == [("Computer 1", True), ("Player 2", False)]
    run([{"wait": PER_MOVE}], app=app)
    assert len(app.game.history) == 1 and dump(app, tmp_path)["turn"] == 1
    for _ in range(3):        # the person plays, then the computer answers
        run([{"click": {"square": list(best_square(app.game))}}, {"wait": PER_MOVE}], app=app)
    state = dump(app, tmp_path)
    assert [p.player for p in app.game.history] == [0, 1, 0, 1, 0, 1, 0]
    assert state["turn"] == 1 and state["stones_left"] == 59
    team = app.game.final_score()
    alone = played_by(31, ("novice", best_square), 7, mode="cooperative", players=2)   # Novice and the same person
    assert app.game.moves == alone.moves and team == alone.final_score()
    assert [p["score"] for p in state["players"]] == [team, team] and state["score"] == team
    # A click while the computer is to play does not move for it.
    run([{"click": {"square": list(best_square(app.game))}}], app=app)
    assert [p.player for p in app.game.history][-1] == 1


def test_challenge_timer_runs_out_and_scores_stay_apart(tmp_path):
    app = run(setup("Challenge") + [{"menu": ["Game", "Timer", "Challenge Timer…"]}, {"click": {"widget": "Time"}},
                                    {"key": "home"}] + [{"key": "right"}] * 4 + [{"click": {"widget": "OK"}},
                                                                                  {"seed": 17}])
    state = dump(app, tmp_path)
    assert (state["mode"], state["scoring"], state["turn"], state["settings"]["challenge_seconds"]) == \
        ("challenge", "modern", 0, 5)
    assert 4.9 < state["timer"] <= 5.0
    run([{"click": {"square": list(best_square(app.game))}}], app=app)
    assert dump(app, tmp_path)["turn"] == 1
    run([{"clock": 5}], app=app)                     # Player 2 lets the time run out
    state = dump(app, tmp_path)
    assert state["turn"] == 0 and app.game.passes == [1] and 4.8 < state["timer"] <= 5.0
    assert app.play.status == "Time up for Player 2. Player 1 plays."
    for _ in range(8):
        run([{"click": {"square": list(best_square(app.game))}}], app=app)
    state = dump(app, tmp_path, "apart.yaml")
    mine = [sum(p.total for p in app.game.history if p.player == i) for i in (0, 1)]
    assert [p["score"] for p in state["players"]] == mine == [1, 3]
    assert state["turn"] == 0 and state["score"] == 1          # the score shown is the seat to play's
    assert [p.player for p in app.game.history] == [0, 0, 1, 0, 1, 0, 1, 0, 1]
    run([{"shot": "challenge.png"}], tmp_path, app=app)
    with pytest.raises(ScriptError, match="ghosted"):
        run([{"menu": ["Help", "Undo Previous Move"]}], app=app)
    with pytest.raises(ScriptError, match="ghosted"):
        run([{"menu": ["Game", "Ancient"]}], app=app)
    run([{"key": "ctrl+z"}], app=app)
    assert len(app.game.history) == 9


def test_a_two_player_tournament_on_one_deal(tmp_path):
    app = run(setup("Tournament"))
    state = dump(app, tmp_path)
    assert state["mode"] == "tournament" and state["dialog"]["title"] == "Tournament Game 1"
    assert state["tournament"] == {"game": 0, "results": []}
    run([{"type": "Ann"}, {"click": {"widget": "OK"}}], app=app)
    tableau, first = sorted(map(tuple, dump(app, tmp_path)["board"])), app.game.touchstone
    for _ in range(4):
        run([{"click": {"square": list(best_square(app.game))}}], app=app)
    ann = app.game.final_score()
    run([{"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}], app=app)
    assert dump(app, tmp_path)["dialog"]["title"] == "Game Over"
    run([{"click": {"widget": "New Game"}}], app=app)
    assert dump(app, tmp_path)["dialog"]["title"] == "Tournament Game 2"
    run([{"type": "Bob"}, {"click": {"widget": "OK"}}], app=app)
    state = dump(app, tmp_path)
    assert sorted(map(tuple, state["board"])) == tableau and app.game.touchstone == first   # the same deal
    assert state["players"] == [{"name": "Bob", "computer": False, "score": 0, "four_ways": 0}]
    for _ in range(2):
        run([{"click": {"square": list(best_square(app.game))}}], app=app)
    run([{"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}], app=app)
    assert app.state()["dialog"]["text"].endswith(        # said in Game Over itself (issue 47)
        "\n\nThis game scored no points, so it enters no high-score board.")
    run([{"click": {"widget": "OK"}}], app=app)
    state = dump(app, tmp_path)
    assert state["tournament"] == {"game": 2, "results": [
        {"name": "Ann", "score": ann, "four_ways": 0, "stones_left": 62},
        {"name": "Bob", "score": 0, "four_ways": 0, "stones_left": 64}]}
    assert ann == 2     # Bob's two stones went where Ann's first two did: none scored
    # New Tournament: a new shuffle and the results cleared, after confirming.
    seed = state["seed"]
    run([{"menu": ["Game", "Tournament…"]}, {"click": {"widget": "New Tournament"}}, {"click": {"widget": "OK"}}],
        app=app)
    assert dump(app, tmp_path)["dialog"]["title"] == "Tournament"
    run([{"click": {"widget": "OK"}}], app=app)
    state = dump(app, tmp_path)
    assert state["dialog"]["title"] == "Tournament Game 1" and state["seed"] != seed
    assert state["tournament"] == {"game": 0, "results": []}


def test_a_tournament_game_ends_when_its_timer_runs_out(tmp_path):
    app = run(setup("Tournament") + [{"click": {"widget": "Cancel"}},
                                     {"menu": ["Game", "Timer", "Tournament Timer…"]}, {"click": {"widget": "Time"}},
                                     {"key": "home"}, {"click": {"widget": "OK"}}, {"menu": ["Game", "New Game"]},
                                     {"type": "Cleo"}, {"click": {"widget": "OK"}}])
    state = dump(app, tmp_path)
    assert state["settings"]["tournament_minutes"] == 1 and 59.9 < state["timer"] <= 60
    run([{"click": {"square": list(best_square(app.game))}}, {"clock": 59}], app=app)
    assert dump(app, tmp_path)["game_over"] is None
    run([{"clock": 1}], app=app)
    state = dump(app, tmp_path)
    assert state["dialog"]["title"] == "Game Over" and "time for this game ran out" in state["dialog"]["text"]
    assert state["tournament"]["results"] == [{"name": "Cleo", "score": 0, "four_ways": 0, "stones_left": 65}]


def test_a_computer_only_solitaire_game_plays_to_its_end_and_can_be_stopped(tmp_path):
    # The fixture: Novice's game on deal 11, six stones before its end, saved (a whole game shown move by move
    # costs 36 frames a stone); the app loads it and its computer plays on to the end.
    match = Match.new(ManualClock(), seed=11, seats=(Seat("Computer", True, "novice"),))
    while len(match.game.history) < 60:
        request = match.computer_request()
        match.apply(ComputerMove(request.choose(), request.key))
    save_game(tmp_path / "near-the-end.yaml", match)
    novice = [{"click": [160, 100]}, {"menu": ["Game", "Computer Level", "Novice"]}]
    app = run(novice + setup("Solitaire", "Computer Player 1")[1:] + [{"seed": 11}])
    assert dump(app, tmp_path)["players"] == [{"name": "Computer", "computer": True, "score": 0, "four_ways": 0}]
    run([{"load": str(tmp_path / "near-the-end.yaml")}], app=app)         # no stone placed yet: nothing asked
    state = dump(app, tmp_path)
    assert state["dialog"] is None and len(app.game.history) == 60 and state["players"][0]["computer"] is True
    for _ in range(80):
        run([{"wait": PER_MOVE}], app=app)
        if app.game.is_over:
            break
    state = dump(app, tmp_path)
    assert state["dialog"]["title"] == "Game Over" and state["game_over"] == "emptied"
    alone = played_by(11, ("novice",))                        # the player's own game on that deal
    assert (state["stones_left"], state["score"]) == (0, alone.final_score())
    # Another computer game is stopped by a click on the board: the player takes over.
    run([{"click": {"widget": "New Game"}}, {"wait": 2 * PER_MOVE}], app=app)
    placed = len(app.game.history)
    assert placed == 2
    run([{"click": {"widget": "touchstone"}}, {"wait": 3 * PER_MOVE}], app=app)
    assert len(app.game.history) == placed and not app.settings.computer_player_1
    assert dump(app, tmp_path)["players"][0]["computer"] is False


def test_tournament_play_has_no_hints(tmp_path):
    app = run(setup("Tournament") + [{"type": "Dee"}, {"click": {"widget": "OK"}}])
    for item in ("Show Possible Moves", "Always Show Moves", "Show Pouch…"):
        with pytest.raises(ScriptError, match="ghosted"):
            run([{"menu": ["Help", item]}], app=app)
    run([{"click": {"widget": "pouch"}}, {"click": {"widget": "pouch"}}], app=app)    # the double click too
    assert dump(app, tmp_path)["dialog"] == {"title": "Show Pouch",
                                             "text": "Show Pouch is not available in Tournament play.",
                                             "focus": "OK"}
    assert "hinted" not in app.game.flags


def test_hints_and_start_over_ask_first_and_cancel_keeps_the_game_on_the_board(tmp_path):
    app = run([{"click": [160, 100]}, {"seed": 4}, {"menu": ["Help", "Show Possible Moves"]}])
    assert dump(app, tmp_path)["dialog"]["title"] == "Show Possible Moves"
    run([{"click": {"widget": "Cancel"}}], app=app)
    state = dump(app, tmp_path)
    assert app.match.on_all_time_board and not state["moves_shown"] and state["legal_squares"] != []
    run([{"click": {"square": list(best_square(app.game))}}, {"menu": ["Game", "Start Game Over"]},
         {"click": {"widget": "Cancel"}}], app=app)
    assert app.match.on_all_time_board and len(app.game.history) == 1
    run([{"menu": ["Game", "Start Game Over"]}, {"click": {"widget": "OK"}}], app=app)
    assert not app.match.on_all_time_board and app.game.history == []


def test_leaving_a_tournament_says_it_will_be_lost(tmp_path):
    app = run(setup("Tournament") + [{"type": "Eve"}, {"click": {"widget": "OK"}}])
    run([{"click": {"square": list(best_square(app.game))}}, {"menu": ["Game", "Solitaire…"]},
         {"click": {"widget": "OK"}}], app=app)
    state = dump(app, tmp_path)
    assert state["dialog"]["title"] == "Tournament" and "will be lost" in state["dialog"]["text"]
    assert [b.label for b in app.windows[-1].buttons] == ["Save", "Leave Unsaved", "Cancel"]   # not "OK" (issue 47)
    run([{"click": {"widget": "Cancel"}}], app=app)
    assert dump(app, tmp_path)["mode"] == "tournament"
    run([{"menu": ["Game", "Solitaire…"]}, {"click": {"widget": "OK"}}, {"click": {"widget": "OK"}}], app=app)
    state = dump(app, tmp_path)
    assert state["mode"] == "solitaire" and state["tournament"] is None and state["settings"]["mode"] == "solitaire"


def test_always_show_moves_keeps_every_new_game_off_the_all_time_board(tmp_path):
    app = run([{"click": [160, 100]}, {"seed": 2}, {"menu": ["Help", "Always Show Moves"]},
               {"click": {"widget": "Show"}}])
    assert app.settings.always_show_moves and "hinted" in app.game.flags
    run([{"seed": 3}], app=app)
    assert "hinted" in app.game.flags and not app.match.on_all_time_board
    assert dump(app, tmp_path)["moves_shown"] is True


def test_undo_after_a_lock_is_ghosted_and_the_status_line_says_why(tmp_path):
    app = run([{"click": [160, 100]}, {"seed": 6}])
    run([{"click": {"square": list(best_square(app.game))}}], app=app)
    app.control.lock_undo("The Oracle read this move; it stays.")
    state = dump(app, tmp_path)
    assert state["can_undo"] is False and state["status"] == "The Oracle read this move; it stays."
    assert state["menus"]["Help"][0] == {"label": "Undo Previous Move", "enabled": False, "checked": False}
    with pytest.raises(ScriptError, match="ghosted"):
        run([{"menu": ["Help", "Undo Previous Move"]}], app=app)
    run([{"key": "ctrl+z"}], app=app)
    assert dump(app, tmp_path)["dialog"] is None and len(app.game.history) == 1


def test_the_computer_takes_a_turn_in_a_tournament(tmp_path):
    app = run([{"click": [160, 100]}, {"seed": 12}, {"menu": ["Game", "Computer Level", "Novice"]},
               {"menu": ["Game", "Tournament…"]}, {"click": {"widget": "Computer Player 1"}},
               {"click": {"widget": "OK"}}])
    state = dump(app, tmp_path)
    assert state["dialog"]["title"] == "Tournament Game 1" and state["dialog"]["text"].endswith("[Computer]")
    run([{"click": {"widget": "OK"}}], app=app)
    state = dump(app, tmp_path)
    assert state["players"] == [{"name": "Computer", "computer": True, "score": 0, "four_ways": 0}]
    assert app.match.seat.level == "novice"
    # The fixture: the same tournament game, six stones before its end, saved (a whole game shown move by
    # move costs 36 frames a stone); the app loads it and its computer plays on to the end.
    match = Match.new(ManualClock(), "tournament", seed=state["seed"])
    match.apply(StartTournamentGame(Seat("Computer", True, "novice")))
    while len(match.game.history) < 60:
        request = match.computer_request()
        match.apply(ComputerMove(request.choose(), request.key))
    save_game(tmp_path / "cup.yaml", match)
    run([{"load": str(tmp_path / "cup.yaml")}], app=app)                 # no stone placed yet: nothing asked
    assert dump(app, tmp_path)["dialog"] is None and len(app.game.history) == 60
    for _ in range(80):
        run([{"wait": PER_MOVE}], app=app)
        if app.game.is_over:
            break
    state = dump(app, tmp_path)
    assert state["dialog"]["title"] == "Game Over"
    [entry] = state["tournament"]["results"]
    assert entry["name"] == "Computer" and entry["stones_left"] == state["stones_left"]
    alone = played_by(state["seed"], ("novice",))                   # the player's own game on that deal
    assert (entry["score"], entry["stones_left"]) == (alone.final_score(), 0)


def test_timers_stand_still_while_a_requester_is_open(tmp_path):
    app = run(setup("Challenge") + [{"menu": ["Game", "Timer", "Challenge Timer…"]}, {"click": {"widget": "Time"}},
                                    {"key": "home"}] + [{"key": "right"}] * 9 + [{"click": {"widget": "OK"}},
                                    {"menu": ["Choices", "Refusal Windows"]}, {"seed": 17}])
    assert 9.9 < dump(app, tmp_path)["timer"] <= 10.0
    run([{"clock": 2}], app=app)
    empty = [sq for sq in ALL_SQUARES if app.game.board[sq] is None and sq not in app.game.legal_squares()]
    run([{"click": {"square": list(empty[0])}}], app=app)         # a misclick: "Not There" (Refusal Windows)
    state = dump(app, tmp_path)
    assert state["dialog"]["title"] == "Not There" and 7.9 < state["timer"] <= 8.0
    run([{"clock": 30}], app=app)                                  # reading the message takes no time
    state = dump(app, tmp_path)
    assert state["turn"] == 0 and 7.9 < state["timer"] <= 8.0 and app.game.passes == []
    run([{"click": {"widget": "OK"}}, {"clock": 3}], app=app)      # closed: the time runs again
    state = dump(app, tmp_path)
    assert state["dialog"] is None and 4.8 < state["timer"] <= 5.0
    # A menu held open (the right button down) stops the clock as well.
    pyxel.set_btn(pyxel.MOUSE_BUTTON_RIGHT, True)
    run([{"wait": 1}, {"clock": 20}], app=app)
    state = dump(app, tmp_path)
    pyxel.set_btn(pyxel.MOUSE_BUTTON_RIGHT, False)
    assert state["menu_open"] and 4.8 < state["timer"] <= 5.0 and app.game.passes == []
    run([{"wait": 2}, {"clock": 5}], app=app)
    assert app.game.passes == [0]


def test_leaving_tournament_play_offers_to_save_it_first(tmp_path):
    app = run(setup("Tournament") + [{"type": "Ann"}, {"click": {"widget": "OK"}}])
    for _ in range(3):
        run([{"click": {"square": list(best_square(app.game))}}], app=app)
    leave = [{"menu": ["Game", "Solitaire…"]}, {"click": {"widget": "OK"}}]
    run(leave, app=app)
    state = dump(app, tmp_path)
    assert state["dialog"]["title"] == "Tournament" and "Leave Tournament play?" in state["dialog"]["text"]
    run([{"click": {"widget": "Cancel"}}], app=app)                 # Cancel: the tournament goes on
    assert app.match.mode == "tournament" and len(app.game.history) == 3
    run(leave + [{"click": {"widget": "Save"}}], app=app)
    assert dump(app, tmp_path)["dialog"]["title"] == "Save Game"   # File > Save Game As...'s requester
    run([{"click": {"widget": "Cancel"}}], app=app)                 # no file chosen: nothing saved, still here
    assert app.match.mode == "tournament" and dump(app, tmp_path)["dialog"] is None
    run(leave + [{"click": {"widget": "Save"}}, {"click": {"widget": "File"}}, {"type": "cup"},
                 {"click": {"widget": "OK"}}], app=app)
    saved = yaml.safe_load((tmp_path / "home" / "saves" / "cup.yaml").read_text())
    assert saved["match"]["mode"] == "tournament" and saved["match"]["seats"][0]["name"] == "Ann"
    assert len(saved["moves"]) == 3
    state = dump(app, tmp_path)
    assert state["mode"] == "solitaire" and state["tournament"] is None and state["dialog"] is None
    # Loading the file brings the tournament back, Ann's game where it was.
    run([{"load": str(tmp_path / "home" / "saves" / "cup.yaml")}], app=app)
    state = dump(app, tmp_path)
    assert state["mode"] == "tournament" and state["players"][0]["name"] == "Ann" and len(app.game.history) == 3


def test_cooperative_and_challenge_seats_are_named_in_their_set_up_dialogs(tmp_path):
    app = run(setup("Challenge") + [{"seed": 5}])
    assert [p["name"] for p in dump(app, tmp_path)["players"]] == ["Player 1", "Player 2"]     # as before
    name = [{"menu": ["Game", "Challenge…"]}, {"click": {"widget": "Player 1 Name"}}, {"key": "ctrl+x"},
            {"type": "Ann"}, {"click": {"widget": "Computer Player 2"}}, {"click": {"widget": "OK"}}]
    run(name, app=app)
    state = dump(app, tmp_path)
    assert [(p["name"], p["computer"]) for p in state["players"]] == [("Ann", False), ("Computer 2", True)]
    assert (state["settings"]["seat_1_name"], state["settings"]["seat_2_name"]) == ("Ann", "")
    # Kept in the settings: a Cooperative game, and the next start of the program, use the names too.
    run([{"menu": ["Game", "Cooperative…"]}, {"click": {"widget": "Computer Player 2"}},
         {"click": {"widget": "Player 2 Name"}}, {"key": "ctrl+x"}, {"type": "Bob"}, {"click": {"widget": "OK"}}],
        app=app)
    assert [p["name"] for p in dump(app, tmp_path)["players"]] == ["Ann", "Bob"]
    run([{"menu": ["Game", "Computer Player 1"]}], app=app)          # the computer takes Ann's seat, named Ann
    assert [(p["name"], p["computer"]) for p in dump(app, tmp_path)["players"]] == [("Ann", True), ("Bob", False)]
    run([{"menu": ["Game", "Computer Player 1"]}], app=app)
    again = run([{"click": [160, 100]}])
    assert [p["name"] for p in dump(again, tmp_path)["players"]] == ["Ann", "Bob"]
    # Blank (or a default name) gives the default back.
    run([{"menu": ["Game", "Cooperative…"]}, {"click": {"widget": "Player 1 Name"}}, {"key": "ctrl+x"},
         {"click": {"widget": "Computer Player 1"}}, {"click": {"widget": "OK"}}], app=again)
    assert [p["name"] for p in dump(again, tmp_path)["players"]] == ["Computer 1", "Bob"]


def test_the_window_keeps_drawing_while_the_computer_thinks(tmp_path, monkeypatch):
    """The computer's choice runs on a worker: frames go on being drawn until it answers (no timing involved:
    the player is held until the test lets it go)."""
    import threading
    import time

    from ishido_retro.match import Match
    from ishido_retro.ui.play.computer import thread_pool
    from ishido_retro.ui.play.screen import PlayScreen
    from ishido_retro.ui.runner import Runner, drive

    def run_threaded(steps):       # run_script would make the computer synchronous again
        drive(Runner(app), steps)

    app = run(setup("Solitaire") + [{"seed": 3}])
    release, asked = threading.Event(), threading.Event()
    real_request = Match.computer_request

    def held_request(match):
        request = real_request(match)
        if request is None:
            return None
        choose = request.choose

        class Held:
            key, seat = request.key, request.seat

            def choose(self):
                asked.set()
                assert release.wait(30), "the test never let the computer answer"
                return choose()
        return Held()
    monkeypatch.setattr(Match, "computer_request", held_request)
    drawn = []
    real_draw = PlayScreen.draw
    monkeypatch.setattr(PlayScreen, "draw", lambda self: (drawn.append(pyxel.frame_count), real_draw(self))[1])
    app.computer.synchronous = False
    app.computer.workers = thread_pool          # the held player waits on this process's events
    placed = len(app.game.history)
    run_threaded([{"menu": ["Game", "Computer Player 1"]}])
    # The worker threads run when the machine lets them: wait for them (a guard against a hang, not a
    # measure), never for a number of frames.
    assert asked.wait(300) and not release.is_set()
    drawn.clear()
    run_threaded([{"wait": PAUSE_TICKS + 40}])
    assert len(app.game.history) == placed                    # still thinking ...
    assert len(drawn) >= PAUSE_TICKS + 40                   # ... and every frame was drawn meanwhile
    assert app.control.computer.thinking()
    release.set()
    deadline = time.monotonic() + 300      # a bound for a hang only: it waits no longer than the answer takes
    while len(app.game.history) == placed and time.monotonic() < deadline:
        run_threaded([{"wait": 1}])
    assert len(app.game.history) == placed + 1               # once it answers, its stone lands


def test_the_computer_thinks_in_a_worker_process(tmp_path):
    """Outside scripted runs the computer's move is chosen in another process (no lock shared with the
    frames); its stone lands like any other. No timing: the test only waits for the answer."""
    import os
    import time
    from concurrent.futures import ProcessPoolExecutor

    from ishido_retro.ui.runner import Runner, drive
    app = run(setup("Solitaire") + [{"seed": 3}])
    app.settings.computer_level = "novice"
    app.computer.synchronous = False
    placed = len(app.game.history)
    drive(Runner(app), [{"menu": ["Game", "Computer Player 1"]}])
    deadline = time.monotonic() + 300      # a bound for a hang only: it waits no longer than the answer takes
    while len(app.game.history) <= placed and time.monotonic() < deadline:
        drive(Runner(app), [{"wait": 1}])
    assert len(app.game.history) > placed, "the computer's stone landed"
    pool = app.computer._pool
    assert isinstance(pool, ProcessPoolExecutor)
    assert all(pid != os.getpid() for pid in pool._processes), "it was chosen in another process"
    run([{"menu": ["Game", "Computer Player 1"]}], app=app)      # a person plays again
