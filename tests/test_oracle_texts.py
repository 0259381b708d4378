"""The Oracle's texts: complete, non-empty, no duplicates; damaged files give clear messages."""

from collections import Counter

import pytest
import yaml

from ishido_retro.oracle.texts import OracleTextsError
from ishido_retro.storage.texts import TEXTS_FILE, load_texts


def test_the_shipped_texts_are_complete():
    texts = load_texts()
    assert sorted(texts.by_number) == list(range(1, 65))
    judgements = [texts[n].judgement for n in range(1, 65)]
    images = [texts[n].image for n in range(1, 65)]
    lines = [t for n in range(1, 65) for t in texts[n].lines]
    assert (len(judgements), len(images), len(lines)) == (64, 64, 384)
    everything = judgements + images + lines
    assert all(t.strip() for t in everything)
    assert [t for t, c in Counter(everything).items() if c > 1] == []
    assert all(t.isascii() for t in everything), "the 4x6 font draws ASCII only"


def test_known_texts():
    texts = load_texts()
    assert texts[1].judgement.startswith("A force that does not tire.")
    assert texts.line(2, 1).startswith("The first cold stone")
    assert texts.line(64, 6).startswith("The game is nearly won")


def test_texts_file_is_shipped_in_the_package():
    assert TEXTS_FILE.name == "texts.yaml"
    assert TEXTS_FILE.parent.name == "oracle"


def shipped_data():
    return yaml.safe_load(TEXTS_FILE.read_text("utf-8"))


@pytest.mark.parametrize("spoil, fragment", [
    (lambda d: d.pop("format"), "format line"),
    (lambda d: d["hexagrams"].pop(17), "hexagram 17 is missing"),
    (lambda d: d["hexagrams"][5]["lines"].pop(), "hexagram 5 needs six line texts"),
    (lambda d: d["hexagrams"][9].__setitem__("judgement", "  "), "judgement of hexagram 9"),
    (lambda d: d["hexagrams"][9].__setitem__("image", 42), "image of hexagram 9"),
    (lambda d: d["hexagrams"][3]["lines"].__setitem__(2, "x" * 500), "line 3 of hexagram 3 is longer"),
    (lambda d: d["hexagrams"].__setitem__(65, d["hexagrams"][1]), "65"),
])
def test_damaged_texts_are_named(tmp_path, spoil, fragment):
    data = shipped_data()
    spoil(data)
    path = tmp_path / "texts.yaml"
    path.write_text(yaml.safe_dump(data), "utf-8")
    with pytest.raises(OracleTextsError, match=fragment) as info:
        load_texts(path)
    assert "shown without them" in str(info.value)


@pytest.mark.parametrize("content, fragment", [
    (b"format: [unclosed", "cannot be read"),
    (b"\xff\xfe\x00garbage", "cannot be read"),
    (b"- just\n- a list\n", "format line"),
])
def test_unreadable_texts(tmp_path, content, fragment):
    path = tmp_path / "texts.yaml"
    path.write_bytes(content)
    with pytest.raises(OracleTextsError, match=fragment):
        load_texts(path)


def test_missing_and_huge_texts(tmp_path):
    with pytest.raises(OracleTextsError, match="missing"):
        load_texts(tmp_path / "nothing.yaml")
    big = tmp_path / "big.yaml"
    big.write_bytes(b"#" * (600 * 1024))
    with pytest.raises(OracleTextsError, match="cannot be read"):
        load_texts(big)
