"""The one reader (ishido_retro.storage.safeio): special files, size caps, hostile YAML, names."""

import os
import socket

import pytest

from ishido_retro import formats
from ishido_retro.formats import (
    BadText,
    BadYAML,
    FileMissing,
    FileTooBig,
    NotARegularFile,
    UnsafeName,
    WrongShape,
    check_name,
    load_yaml_text,
    show_value,
    usable_name,
)
from ishido_retro.storage import safeio
from ishido_retro.storage.safeio import read_bytes, read_yaml


def test_reads_a_regular_file(tmp_path):
    f = tmp_path / "a.yaml"
    f.write_bytes(b"a: 1\nb: [x, y]\n")
    assert read_bytes(f, 100) == b"a: 1\nb: [x, y]\n"
    assert read_yaml(f, 100, "a test file") == {"a": 1, "b": ["x", "y"]}


def test_missing_file(tmp_path):
    with pytest.raises(FileMissing, match="There is no file nope.yaml"):
        read_bytes(tmp_path / "nope.yaml")


def test_folder_is_refused(tmp_path):
    with pytest.raises(NotARegularFile, match="is a folder, not a settings file"):
        read_bytes(tmp_path, 100, "a settings file")


def test_devices_are_refused_without_reading():
    # /dev/zero reports size 0 and never ends: it must be refused, not read until memory runs out.
    with pytest.raises(NotARegularFile, match="zero is a device"):
        read_bytes("/dev/zero", 1000)


def test_a_named_pipe_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "script.yaml"
    os.mkfifo(fifo)
    with pytest.raises(NotARegularFile, match="script.yaml is a pipe"):
        read_bytes(fifo, 1000, "a runner script")


def test_a_socket_is_refused(tmp_path):
    path = tmp_path / "s.yaml"
    sock = socket.socket(socket.AF_UNIX)
    try:
        sock.bind(str(path))
        with pytest.raises(NotARegularFile, match="s.yaml is a socket"):
            read_bytes(path, 1000)
    finally:
        sock.close()


def test_size_cap(tmp_path):
    f = tmp_path / "big.yaml"
    f.write_bytes(b"#" * 1001)
    with pytest.raises(FileTooBig, match="big.yaml is 1001 bytes; a record is at most 1000 bytes"):
        read_bytes(f, 1000, "a record")
    assert read_bytes(f, 1001) == b"#" * 1001


def test_size_is_counted_while_reading(tmp_path, monkeypatch):
    # A file system that lies about the size (or a file growing while read) is still capped.
    f = tmp_path / "liar.yaml"
    f.write_bytes(b"x" * 5000)
    real_fstat = os.fstat

    class Small:
        def __init__(self, st):
            self._st = st

        def __getattr__(self, name):
            return 10 if name == "st_size" else getattr(self._st, name)

    monkeypatch.setattr(safeio.os, "fstat", lambda fd: Small(real_fstat(fd)))
    with pytest.raises(FileTooBig, match="more than 1000 bytes"):
        read_bytes(f, 1000)


def test_binary_and_non_utf8_text(tmp_path):
    f = tmp_path / "b.yaml"
    f.write_bytes(b"a: \x00")
    with pytest.raises(BadText, match="binary data"):
        safeio.read_text(f)
    f.write_bytes(b"a: \xff")
    with pytest.raises(BadText, match="not UTF-8 text"):
        safeio.read_text(f)
    f.write_bytes(b"\xef\xbb\xbfa: 1")        # a byte-order mark is fine
    assert read_yaml(f) == {"a": 1}


@pytest.mark.parametrize("text", ["!!bool x", "!!int ''", "!!timestamp x", "!!float x", "a: !!int ''",
                                  "? [a]\n: b", "x: !!python/object:os.system {}",
                                  "x: " + "9" * 5000])
def test_tags_and_values_yaml_cannot_build(text):
    with pytest.raises(BadYAML, match="cannot build|not valid YAML"):
        load_yaml_text(text, "a settings file", "settings.yaml")


def test_deep_nesting_is_refused_by_level():
    with pytest.raises(BadYAML, match=r"nested too deeply to be a data file \(more than 32 levels\)"):
        load_yaml_text("[" * 40 + "]" * 40)
    with pytest.raises(BadYAML, match=r"nested too deeply to be a data file \(more than 32 levels\)"):
        load_yaml_text("[" * 100_000)       # unclosed: refused before the parser reaches the end
    assert load_yaml_text("[[[1]]]", max_depth=4) == [[[1]]]
    with pytest.raises(BadYAML, match="more than 3 levels"):
        load_yaml_text("[[[1]]]", max_depth=3)


TOO_DEEP = "The file is nested too deeply to be a data file (more than 32 levels)."


@pytest.mark.parametrize("depth", [33, 999, 1000, 1001, 5000, 100_000])
@pytest.mark.parametrize("shape", [
    lambda n: "[" * n,                              # unclosed
    lambda n: "[" * n + "]" * n,                    # closed
    lambda n: "a: " + "[" * n,                      # the value of a key
    lambda n: "- x\n- " + "{a: " * n,               # mappings in a block sequence
    lambda n: "a:\n  b: " + "[{k: " * (n // 2 + 1),  # mixed, under block nesting
    lambda n: "# [[[[\n'[[': " + "[" * n,            # brackets in a comment and a quoted key first
])
def test_the_games_own_limit_speaks_first_at_every_depth(shape, depth):
    """Whatever limit a YAML library sets (libyaml: 1,000 levels), the game's sentence is the one shown."""
    with pytest.raises(BadYAML) as caught:
        load_yaml_text(shape(depth))
    assert str(caught.value) == TOO_DEEP


@pytest.mark.parametrize("text, expected", [
    ("a: '" + "[" * 5000 + "'", {"a": "[" * 5000}),
    ("a: \"" + "{" * 5000 + "\"", {"a": "{" * 5000}),
    ("a: 'it''s " + "[" * 40 + "'", {"a": "it's " + "[" * 40}),
    ("a: \"say \\\" " + "[" * 40 + "\"", {"a": 'say " ' + "[" * 40}),
    ("a: 1  # " + "[" * 5000, {"a": 1}),
    ("a: b" + "[" * 40, {"a": "b" + "[" * 40}),
    ("['" + "]" * 40 + "', " + "[" * 3 + "]" * 3 + "]", ["]" * 40, [[[]]]]),
    ("[" * 31 + "]" * 31, [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]),
])
def test_brackets_in_quotes_comments_and_plain_text_are_not_nesting(text, expected):
    assert load_yaml_text(text) == expected


def test_alias_bomb_is_refused_quickly():
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for i in range(1, 10):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]")
    with pytest.raises(BadYAML, match="holds too many values"):
        load_yaml_text("\n".join(lines))


def test_aliases_deepen_the_nesting_they_are_put_in():
    text = "a: &a " + "[" * 20 + "]" * 20 + "\nb: " + "[" * 15 + "*a" + "]" * 15
    with pytest.raises(BadYAML, match="more than 32 levels"):
        load_yaml_text(text)


def test_a_value_referring_to_itself_is_refused():
    with pytest.raises(BadYAML, match="refers to itself"):
        load_yaml_text("&a [*a]")


def test_messages_say_where():
    with pytest.raises(BadYAML, match=r"settings.yaml is not valid YAML at line 2"):
        load_yaml_text("a: 1\nb: [\n", "a settings file", "settings.yaml")


def test_require_mapping():
    assert formats.require_mapping({"a": 1}) == {"a": 1}
    with pytest.raises(WrongShape, match="holds a list of 2 items, not a board"):
        formats.require_mapping([1, 2], "a board")
    with pytest.raises(WrongShape, match="key that is the number 1"):
        formats.require_mapping({1: 2})


def test_show_value_never_prints_a_value_whole():
    assert show_value(int("9" * 4000)) == "a whole number of about 4000 digits"
    assert show_value(2 ** 100_000) == "a whole number of about 30103 digits"
    assert show_value("x" * 100) == "the text '" + "x" * 27 + "...'"
    assert show_value([1] * 1000) == "a list of 1000 items"
    assert show_value(None) == "empty"
    assert show_value(True) == "the truth value true"
    assert show_value(12) == "the number 12"


def test_as_text():
    assert formats.as_text("Tom") == "Tom" and formats.as_text(1990) == "1990"
    assert formats.as_text(True) is None and formats.as_text(10 ** 30) is None and formats.as_text([1]) is None


@pytest.mark.parametrize("name", ["Tom's set.png", "a+b.png", "été.png", "石.png", "My game (2).yaml",
                                  "é" * 80, "a,b;c=d&e.png"])
def test_names_that_pass(name):
    assert check_name(name) == name


@pytest.mark.parametrize("name, fragment", [
    ("", "empty"), (".", "dot"), ("..", "dot"), ("..png", "hidden"), (".hidden", "hidden"),
    ("a/b", "contains /"), ("a\\b", "contains \\"), ("nul\x00", "U+0000"), ("tab\tname", "U+0009"),
    ("x" * 81, "81 characters long"), ("石" * 70, "too long for a file name"), ("CON.png", "devices"),
    ("nul", "devices"), ("a.bad", "kept for the game"), ("x.tmp", "kept for the game"), ("a:b", "contains :"),
    ("name.", "end with a dot"), (" lead", "start with a space"), ("a\udcff", "cannot store"),
    ("a\u202eb", "U+202E"),
])
def test_names_refused_with_a_sentence(name, fragment):
    with pytest.raises(UnsafeName) as info:
        check_name(name)
    assert fragment in str(info.value) and str(info.value).endswith(".")


@pytest.mark.parametrize("name, expected", [
    ("Tom's set.png", "Tom's set.png"), ("..png", "file.png"), ("CON.png", "CON-file.png"),
    ("a:b?.gif", "a-b-.gif"), (".bad", "bad"), ("x" * 200 + ".png", "x" * 76 + ".png"),
    ("石" * 100 + ".png", "石" * 58 + ".png"), ("", "file"),
])
def test_usable_name(name, expected):
    assert usable_name(name) == expected
    check_name(expected)


def test_file_in_does_not_follow_links_out_of_the_folder(tmp_path):
    folder = tmp_path / "stonesets"
    folder.mkdir()
    (tmp_path / "secret.png").write_bytes(b"x")
    (folder / "out.png").symlink_to(tmp_path / "secret.png")
    (folder / "real.png").write_bytes(b"y")
    (folder / "in.png").symlink_to(folder / "real.png")
    assert safeio.file_in(folder, "in.png") == folder / "in.png"
    with pytest.raises(UnsafeName, match="outside the game's folder"):
        safeio.file_in(folder, "out.png")
    with pytest.raises(UnsafeName):
        safeio.file_in(folder, "../secret.png")
