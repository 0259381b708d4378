"""Palettes out as well as in (issue 48, point 7): the .gpl, .pal and .hex writers, their round trips, File >
Export Palette… through the runner, a .gpl's names offered to the Names dialog, and T's written colour."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ishido_retro.stonesets.palettes import (
    PaletteError,
    format_gpl,
    format_hex,
    format_jasc,
    format_palette,
    gpl_names,
    palette_from_text,
    parse_gpl,
    parse_hex_list,
    parse_jasc,
)

# --- the writers ---------------------------------------------------------------------------------------------------


def test_a_gimp_palette_is_written_with_its_title_and_names():
    assert format_gpl([0x000000, 0xFF8001, 0x0A0B0C], ["Ink", "  Bright Orange ", ""], "Tide & Lighthouse") == (
        "GIMP Palette\nName: Tide & Lighthouse\nColumns: 8\n#\n"
        "  0   0   0\tInk\n255 128   1\tBright Orange\n 10  11  12\n")


def test_a_name_with_a_line_break_or_a_tab_stays_on_its_line():
    text = format_gpl([0x102030], ["Sea\nFoam\tx"], "Two\nLines")
    assert text.splitlines()[1] == "Name: Two Lines" and text.splitlines()[4] == " 16  32  48\tSea Foam x"
    assert gpl_names(text) == [(0x102030, "Sea Foam x")]


def test_a_jasc_palette_has_windows_line_ends_and_its_count():
    assert format_jasc([0x010203, 0xFFFFFF]) == "JASC-PAL\r\n0100\r\n2\r\n1 2 3\r\n255 255 255\r\n"


def test_a_hex_palette_is_one_lower_case_colour_a_line():
    assert format_hex([0xFF004D, 0x00A300]) == "ff004d\n00a300\n"


def test_an_unknown_ending_is_a_sentence():
    with pytest.raises(PaletteError, match=r'"\.txt" is not a palette ending: a palette is written as \.gpl'):
        format_palette(".txt", [1])


@pytest.mark.parametrize("suffix", [".gpl", ".pal", ".hex", ".GPL"])
def test_each_format_reads_back_as_written(suffix):
    colours = [0x000000, 0xFFFFFF, 0x8C8C8C, 0x123456, 0x123456]      # two of one colour stay two
    text = format_palette(suffix, colours, ["Black", "White"], "Set")
    assert palette_from_text(text.encode(), suffix.lower(), "x") == colours


def test_names_read_back_from_a_gimp_palette_and_a_line_without_one_is_empty():
    text = "GIMP Palette\n1 2 3   Deep   Sea  \n4 5 6\n"
    assert gpl_names(text) == [(0x010203, "Deep   Sea"), (0x040506, "")]
    assert parse_gpl(text) == [0x010203, 0x040506]


names = st.text(st.characters(blacklist_categories=("Cs",)), max_size=30)


@settings(max_examples=60, deadline=None, database=None)
@given(colours=st.lists(st.integers(0, 0xFFFFFF), min_size=1, max_size=256), given_names=st.lists(names, max_size=40),
       title=names)
def test_fuzz_every_palette_written_reads_back(colours, given_names, title):
    gpl = format_gpl(colours, given_names, title)
    expected = [" ".join("".join(c if c.isprintable() else " " for c in n).split()) for n in given_names]
    got = gpl_names(gpl)
    assert [rgb for rgb, _n in got] == colours
    for k, (_rgb, name) in enumerate(got):      # runs of spaces inside a name may be read as they are
        assert " ".join(name.split()) == (expected[k] if k < len(expected) else "")
    assert parse_jasc(format_jasc(colours)) == colours
    assert parse_hex_list(format_hex(colours)) == colours


# --- File > Export Palette… and Import Palette… in the editor --------------------------------------------------------

def run(steps, app=None):
    from ishido_retro.editor.runner import run_editor_script
    return run_editor_script(steps, app=app)


def exporting(name):
    """File > Export Palette…, the name typed into File (the drawer is the data folder's palettes/)."""
    return [{"menu": ["File", "Export Palette"]}, {"key": "ctrl+u"}, {"type": name}, {"key": "return"}]


def importing(path):
    return [{"menu": ["File", "Import Palette"]}, {"key": "ctrl+u"}, {"type": str(path)}, {"key": "return"}]


@pytest.mark.usefixtures("pyxel_ready")
def test_export_palette_writes_the_sets_colours_and_row_names(home):
    app = run([])
    palette = app.state()["palette"]
    run([{"menu": ["File", "Export Palette"]}, {"click": {"widget": "OK"}}], app=app)      # the name offered
    state = app.state()
    assert state["dialog"] == {"title": "Export Palette", "focus": "OK",
                               "text": "The 15 colours of 'Ishido' are saved as a GIMP palette, "
                                       f"{home / 'palettes' / 'ishido.gpl'}."}
    written = gpl_names((home / "palettes" / "ishido.gpl").read_text())
    assert [f"#{rgb:06x}" for rgb, _n in written] == palette[1:]
    named = [n for _rgb, n in written if n]
    assert sorted(named) == sorted(state["names"]["colours"])          # each row's colour bears its name
    assert state["dirty"] is False and state["can_undo"] is False      # the set is not changed


@pytest.mark.usefixtures("pyxel_ready")
@pytest.mark.parametrize("typed, written", [("dusk.pal", "dusk.pal"), ("dusk.hex", "dusk.hex"), ("dusk", "dusk.gpl")])
def test_the_ending_says_the_format_and_no_ending_is_gimps(home, typed, written):
    app = run(exporting(typed))
    path = home / "palettes" / written
    colours = palette_from_text(path.read_bytes(), path.suffix, written)
    assert [f"#{rgb:06x}" for rgb in colours] == app.state()["palette"][1:]


@pytest.mark.usefixtures("pyxel_ready")
def test_a_palette_already_there_is_replaced_only_after_asking(home):
    target = home / "palettes" / "mine.hex"
    target.parent.mkdir(parents=True)
    target.write_text("ffffff\n")
    app = run(exporting("mine.hex"))
    assert app.state()["dialog"]["title"] == "Export Palette"
    assert app.state()["dialog"]["text"] == "mine.hex exists. Replace it with the colours of 'Ishido'?"
    run([{"key": "escape"}], app=app)
    assert target.read_text() == "ffffff\n"
    run(exporting("mine.hex") + [{"click": {"widget": "Replace"}}], app=app)
    assert target.read_text() != "ffffff\n" and len(target.read_text().splitlines()) == 15


@pytest.mark.usefixtures("pyxel_ready")
def test_a_gimp_palettes_names_are_offered_to_the_names_dialog(home, tmp_path):
    app = run([])
    run(exporting("out.gpl"), app=app)
    run([{"key": "return"}], app=app)
    text = (home / "palettes" / "out.gpl").read_text()
    first = app.state()["names"]["colours"][0]
    (tmp_path / "in.gpl").write_text(text.replace(f"\t{first}\n", "\tHarbour Light\n"))
    run(importing(tmp_path / "in.gpl"), app=app)
    state = app.state()
    assert state["dialog"]["title"] == "Stoneset" and state["can_undo"] is False     # same colours: no step
    assert state["status"] == "in.gpl names the rows' colours: OK in Names takes them, Cancel keeps the set's own."
    run([{"click": {"widget": "OK"}}], app=app)
    assert app.state()["names"]["colours"][0] == "Harbour Light"
    assert app.state()["names"]["colours"][1:] == state["names"]["colours"][1:]
    run([{"click": {"widget": "Undo"}}], app=app)
    assert app.state()["names"]["colours"][0] == first


@pytest.mark.usefixtures("pyxel_ready")
def test_a_gimp_palette_naming_nothing_new_opens_no_names(home):
    app = run([])
    run(exporting("same.gpl") + [{"key": "return"}], app=app)
    run(importing(home / "palettes" / "same.gpl"), app=app)
    assert app.state()["dialog"] is None
    assert app.state()["status"] == "same.gpl holds the set's own colours: nothing changed."


@pytest.mark.usefixtures("pyxel_ready")
def test_the_colour_t_is_written_as_can_be_set_like_any_colour():
    app = run([])
    run([{"click": {"widget": "colour 0"}}, {"key": "return"}], app=app)     # the click takes the keys to the colours
    state = app.state()
    assert state["dialog"]["title"] == "T: written as"
    run([{"type": "#123456"}, {"key": "return"}], app=app)
    state = app.state()
    assert state["palette"][0] == "#123456" and state["dirty"] is True
    assert state["status"] == "T is written as #123456 (it stays clear in play)."
    run([{"click": {"widget": "Undo"}}], app=app)
    assert app.state()["palette"][0] == "#8c8c8c"


# --- the answer at once ------------------------------------------------------------------------------------------

def test_the_saving_note_shows_before_the_work_and_gives_way_to_the_answer():
    from ishido_retro.editor.working import Working
    done = []
    note = Working("Export Sheet", "Saving the sheet of 'Ishido' as x.png…", lambda: done.append("written"))
    note.update()
    assert done == [] and not note.closed              # not drawn yet: the work waits for the note to show
    note._drawn = True                                 # what its draw marks (drawn in the tests with a screen)
    note.update()
    assert done == ["written"] and note.closed
    note.update()
    assert done == ["written"]                         # once


def test_a_saving_note_closed_first_still_does_the_work_once():
    from ishido_retro.editor.working import Working
    done = []
    note = Working("Export Palette", "Saving…", lambda: done.append(1))
    note.close("OK")
    note._drawn = True
    note.update()
    assert done == [1]
