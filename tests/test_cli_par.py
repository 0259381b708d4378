"""``ishido-retro par DEAL``: the printed line, the record it writes (replayed by the engine), bad arguments."""

import pytest

from ishido_retro.cli import main
from ishido_retro.storage.records import read_record


@pytest.mark.parametrize(("deal", "line"), [
    ("644533553", "deal 644533553: 7 4-Ways, 5049 points, emptied"),
    ("1", "deal 1: 11 4-Ways, 66128 points, emptied"),
    ("#42", "deal 42: 6 4-Ways, 3470 points, emptied"),
])
def test_par_prints_the_pinned_par_and_writes_a_record_the_engine_replays(deal, line, tmp_path, capsys):
    record = tmp_path / "par.yaml"
    assert main(["par", deal, "--effort", "32", "--record", str(record)]) == 0
    assert capsys.readouterr().out == line + "\n"
    game = read_record(record)
    four_ways, points = line.split(": ")[1].split(", ")[:2]
    assert game.four_ways == int(four_ways.split()[0]) and game.final_score() == int(points.split()[0])
    assert game.end_reason == "emptied" and game.deal.seed == int(deal.lstrip("#"))


def test_par_ancient_and_strict(capsys):
    assert main(["par", "5", "--effort", "8", "--scoring", "ancient"]) == 0
    assert capsys.readouterr().out == "deal 5: 6 4-Ways, 3466 points, emptied\n"
    assert main(["par", "5", "--effort", "1", "--strict"]) == 0
    assert capsys.readouterr().out.startswith("deal 5: ")


@pytest.mark.parametrize(("argv", "sentence"), [
    (["par", "0"], "ishido-retro: par 0: a deal number is a whole number from 1 to 2147483647\n"),
    (["par", "seven"], "ishido-retro: par seven: a deal number is a whole number from 1 to 2147483647\n"),
    (["par", "5", "--effort", "0"], "ishido-retro: --effort is the widest beam, a whole number of 1 or more\n"),
    (["par", "5", "--seconds", "0"], "ishido-retro: --seconds is a number of seconds above 0\n"),
])
def test_bad_arguments_are_a_sentence_and_exit_2(argv, sentence, capsys):
    assert main(argv) == 2
    assert capsys.readouterr().err == sentence


def test_a_record_that_cannot_be_written_is_a_sentence_and_exit_1(tmp_path, capsys):
    (tmp_path / "file").write_text("x")
    assert main(["par", "5", "--effort", "1", "--record", str(tmp_path / "file" / "par.yaml")]) == 1
    err = capsys.readouterr().err
    assert err.startswith("ishido-retro: cannot write the par game to ") and "is a file, not a folder" in err


def test_argparse_refuses_an_effort_that_is_no_number(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["par", "5", "--effort", "lots"])
    assert stop.value.code == 2
