from ishido_retro.words import counted


def test_counted_nouns():
    assert [counted(n, "point") for n in (0, 1, 2, 1994, -1)] == \
        ["0 points", "1 point", "2 points", "1,994 points", "-1 points"]
    assert counted(1, "4-Way") == "1 4-Way" and counted(3, "4-Way") == "3 4-Ways"
