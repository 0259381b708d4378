"""Lesson progress: the ``ishido-lessons/1`` text format and the lessons file in the data folder."""

from __future__ import annotations

import pytest

from ishido_retro.lessons.progress import Progress, ProgressError, format_progress, parse_progress
from ishido_retro.storage import lessons as lessonfile


def progress_of(keys):
    progress = Progress()
    for key in keys:
        progress = progress.with_done(key)
    return progress


def test_format_and_parse():
    progress = progress_of(["two-way", "one-way"])
    text = format_progress(progress)
    assert text == "format: ishido-lessons/1\ndone: [one-way, two-way]\n"
    assert parse_progress(text) == progress
    assert format_progress(Progress()) == "format: ishido-lessons/1\ndone: []\n"
    assert parse_progress("format: ishido-lessons/1\n") == Progress()
    assert parse_progress("format: ishido-lessons/1\ndone:\n") == Progress()


def test_keys_yaml_would_read_as_other_things_survive_a_round_trip():
    progress = progress_of(["123", "yes", "2026-11-25", "-", "null"])
    text = format_progress(progress)
    assert text == "format: ishido-lessons/1\ndone: ['-', '123', '2026-11-25', 'null', 'yes']\n"
    assert parse_progress(text) == progress


def test_a_key_of_a_newer_version_is_kept():
    progress = parse_progress("format: ishido-lessons/1\ndone: [one-way, lesson-of-2030]\nnew_key: 3\n")
    assert progress.done == {"one-way", "lesson-of-2030"}
    assert progress.with_done("two-way").done == {"one-way", "two-way", "lesson-of-2030"}


@pytest.mark.parametrize("text, sentence", [
    ("done: [one-way]\n", "The lessons file has no 'ishido-lessons/1' format line."),
    ("format: ishido-lessons/2\ndone: []\n",
     "The lessons file is in format 'ishido-lessons/2', newer than this game reads (ishido-lessons/1)."),
    ("format: ishido-lessons/1\ndone: one-way\n",
     "The lessons file's 'done' must be a list of at most 1000 lesson keys, not the text 'one-way'."),
    ("format: ishido-lessons/1\ndone: [One Way]\n",
     "The lessons file lists the text 'One Way' among the lessons done; a lesson's key is 1 to 40 lower-case "
     "letters, digits and hyphens."),
    ("format: ishido-lessons/1\ndone: [[one-way]]\n",
     "The lessons file lists a list of 1 item among the lessons done; a lesson's key is 1 to 40 lower-case "
     "letters, digits and hyphens."),
    ("- one-way\n", "The lessons file holds a list of 1 item, not a lessons file (a mapping of keys to values)."),
    ("format: [ishido-lessons/1\n", None),
    ("format: ishido-lessons/1\ndone: [" + ", ".join(f"k{i}" for i in range(1001)) + "]\n",
     "The lessons file's 'done' must be a list of at most 1000 lesson keys, not a list of 1001 items."),
])
def test_faults_in_one_sentence(text, sentence):
    with pytest.raises(ProgressError) as caught:
        parse_progress(text)
    message = str(caught.value)
    if sentence is None:
        assert message.startswith("The lessons file is not valid YAML at line 1") and "\n" not in message
    else:
        assert message == sentence


def test_no_file_means_no_lesson_done(home):
    assert lessonfile.load_progress() == (Progress(), None)


def test_a_finished_lesson_survives_a_restart(home):
    progress, message = lessonfile.mark_done("one-way")
    assert (progress.done, message) == ({"one-way"}, None)
    assert (home / "lessons.yaml").read_text() == "format: ishido-lessons/1\ndone: [one-way]\n"
    assert lessonfile.load_progress() == (progress_of(["one-way"]), None)
    again, _ = lessonfile.mark_done("beyond", progress)
    assert lessonfile.load_progress() == (again, None) and again.done == {"one-way", "beyond"}


def test_what_another_copy_of_the_game_finished_is_kept(home):
    mine, _ = lessonfile.load_progress()
    lessonfile.mark_done("two-way")                # another copy, meanwhile
    progress, message = lessonfile.mark_done("three-way", mine)
    assert (progress.done, message) == ({"two-way", "three-way"}, None)
    assert lessonfile.load_progress()[0] == progress


def test_a_damaged_file_is_read_as_none_done_then_kept_aside(home):
    home.mkdir()
    damaged = b"format: ishido-lessons/1\ndone: [one-way\n"
    (home / "lessons.yaml").write_bytes(damaged)
    progress, message = lessonfile.load_progress()
    assert progress == Progress()
    assert message is not None and message.startswith("Your lessons file could not be read: The lessons file is not "
                                                      "valid YAML at line 2")
    assert message.endswith("It will be kept as a .bad copy when you finish a lesson.")
    progress, message = lessonfile.mark_done("two-way", progress)
    assert message == "Your lessons file was damaged; it is kept as lessons.yaml.bad and a new one is started."
    assert (home / "lessons.yaml.bad").read_bytes() == damaged
    assert lessonfile.load_progress() == (progress_of(["two-way"]), None)


def test_binary_and_too_big_files_are_refused_in_a_sentence(home):
    home.mkdir()
    (home / "lessons.yaml").write_bytes(b"\x00\x01binary")
    assert lessonfile.load_progress()[1] == ("Your lessons file could not be read: lessons.yaml holds binary data, "
                                             "not the text of a lessons file. It will be kept as a .bad copy when "
                                             "you finish a lesson.")
    (home / "lessons.yaml").write_bytes(b"#" * (64 * 1024 + 1))
    message = lessonfile.load_progress()[1]
    assert message is not None and message.startswith("Your lessons file could not be read: lessons.yaml is")


def test_a_folder_in_the_way_is_told_not_lost(home):
    (home / "lessons.yaml").mkdir(parents=True)
    progress, message = lessonfile.mark_done("one-way")
    assert progress.done == {"one-way"}
    assert message == "Your lessons could not be saved: lessons.yaml is a folder, not a lessons file."
