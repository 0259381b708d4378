"""The Oracle's texts: for each hexagram a judgement, an image and six line texts.

They live in ``resources/oracle/texts.yaml`` (format ``ishido-oracle-texts/1``);
:mod:`ishido_retro.storage.texts` reads the file and :func:`parse_texts` checks what it
holds. A missing or damaged file raises :class:`OracleTextsError` with a message fit to
show the player; the augury is then shown without its texts and the game carries on.
"""

from __future__ import annotations

from dataclasses import dataclass

FORMAT = "ishido-oracle-texts/1"
MAX_TEXT = 400            # characters in one text


class OracleTextsError(ValueError):
    """The Oracle's texts file cannot be used."""


@dataclass(frozen=True)
class HexagramTexts:
    judgement: str
    image: str
    lines: tuple[str, ...]     # six texts, bottom line first


class OracleTexts:
    """All 64 hexagrams' texts, checked complete."""

    def __init__(self, by_number: dict[int, HexagramTexts]) -> None:
        self.by_number = by_number

    def __getitem__(self, number: int) -> HexagramTexts:
        return self.by_number[number]

    def line(self, number: int, position: int) -> str:
        """The text of line ``position`` (1 = bottom) of hexagram ``number``."""
        return self.by_number[number].lines[position - 1]


def _text(value: object, where: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise OracleTextsError(f"{where} is missing or empty")
    if len(value) > MAX_TEXT:
        raise OracleTextsError(f"{where} is longer than {MAX_TEXT} characters")
    return " ".join(value.split())


def parse_texts(data: object) -> OracleTexts:
    """Check a loaded mapping and build the texts; raise OracleTextsError naming the first fault."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise OracleTextsError(f"it does not start with the format line 'format: {FORMAT}'")
    hexagrams = data.get("hexagrams")
    if not isinstance(hexagrams, dict):
        raise OracleTextsError("it has no 'hexagrams' mapping")
    wrong = [k for k in hexagrams if not (isinstance(k, int) and not isinstance(k, bool) and 1 <= k <= 64)]
    if wrong:
        raise OracleTextsError(f"hexagram {wrong[0]!r} is not a number from 1 to 64")
    by_number: dict[int, HexagramTexts] = {}
    for number in range(1, 65):
        entry = hexagrams.get(number)
        if not isinstance(entry, dict):
            raise OracleTextsError(f"hexagram {number} is missing")
        lines = entry.get("lines")
        if not isinstance(lines, list) or len(lines) != 6:
            raise OracleTextsError(f"hexagram {number} needs six line texts")
        by_number[number] = HexagramTexts(
            judgement=_text(entry.get("judgement"), f"the judgement of hexagram {number}"),
            image=_text(entry.get("image"), f"the image of hexagram {number}"),
            lines=tuple(_text(t, f"line {i} of hexagram {number}") for i, t in enumerate(lines, 1)))
    return OracleTexts(by_number)
