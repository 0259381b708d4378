"""An augury as text: the sections the augury window shows and the plain text a Save writes.

Pure apart from the local clock's time zone (the date shown). The texts may be
``None`` when the Oracle's texts file could not be read; the reading is then
given without them.
"""

from __future__ import annotations

from datetime import datetime

from ishido_retro.oracle.cast import Reading, hexagram_name, trigrams
from ishido_retro.oracle.texts import OracleTexts

Section = tuple[str, list[str]]     # (heading, paragraphs); an empty heading is none

LINE_KIND = {6: "old yin, changing", 7: "young yang", 8: "young yin", 9: "old yang, changing"}
POSITION = {1: "Bottom line", 2: "Second line", 3: "Third line", 4: "Fourth line", 5: "Fifth line", 6: "Top line"}


def when_text(moment: float) -> str:
    """The date and local time of ``moment`` (seconds), e.g. ``2026-11-22 08:14:05``."""
    return datetime.fromtimestamp(moment).astimezone().strftime("%Y-%m-%d %H:%M:%S")


def square_name(col: int, row: int) -> str:
    return f"{chr(ord('a') + col)}{row + 1}"


def hexagram_title(number: int) -> str:
    return f"{number}. {hexagram_name(number)}"


def trigram_text(number: int) -> str:
    upper, lower = trigrams(number)
    return f"{upper.name} ({upper.image}) above {lower.name} ({lower.image})"


def line_value_text(values: tuple[int, ...]) -> str:
    return " ".join(str(v) for v in values)


def stones_text(reading: Reading) -> list[str]:
    out = []
    for i, (sq, st) in enumerate(reading.stones):
        role = "placed" if i == 0 else "beside it"
        out.append(f"{square_name(sq.col, sq.row)} ({role}): colour {st.colour + 1}, symbol {st.symbol + 1}")
    return out


def sections(reading: Reading, texts: OracleTexts | None) -> list[Section]:
    """What an augury says, in order: question, hexagram, texts, changing lines, relating and nuclear."""
    c = reading.cast
    number = c.hexagram
    method = "yarrow stalks" if reading.method == "yarrow" else "three coins"
    out: list[Section] = [
        ("Question", [reading.question or "(no question)"]),
        (f"Hexagram {hexagram_title(number)}", [
            trigram_text(number),
            f"Lines from the bottom: {line_value_text(c.lines)} (cast with {method}).",
            "Changing lines: " + (", ".join(str(p) for p in c.changing) if c.changing else "none") + "."]),
    ]
    if texts is not None:
        out.append(("The Judgement", [texts[number].judgement]))
        out.append(("The Image", [texts[number].image]))
    if c.changing:
        paragraphs = []
        for pos in c.changing:
            value = c.lines[pos - 1]
            text = texts.line(number, pos) if texts is not None else ""
            paragraphs.append(f"{POSITION[pos]}, {value} ({LINE_KIND[value]}): {text}".rstrip(": "))
        out.append(("Changing Lines", paragraphs))
        relating = c.relating
        assert relating is not None
        rel = [f"The changing lines turn it into {hexagram_title(relating)}: {trigram_text(relating)}."]
        if texts is not None:
            rel.append(texts[relating].judgement)
        out.append((f"Relating Hexagram {hexagram_title(relating)}", rel))
    else:
        out.append(("Relating Hexagram", ["No line changes: the situation stands as it is."]))
    nuclear = c.nuclear
    nuc = [f"Lines 2 to 4 below, 3 to 5 above: {trigram_text(nuclear)}."]
    if texts is not None:
        nuc.append(texts[nuclear].image)
    out.append((f"Nuclear Hexagram {hexagram_title(nuclear)}", nuc))
    out.append(("The Stones of the 4-Way", stones_text(reading)))
    return out


def window_text(reading: Reading, texts: OracleTexts | None) -> str:
    """The sections in the in-game text format (``# `` headings, blank lines between paragraphs)."""
    parts = []
    for heading, paragraphs in sections(reading, texts):
        parts.append(f"# {heading}")
        parts.extend(paragraphs)
    return "\n\n".join(parts) + "\n"


def plain_text(reading: Reading, texts: OracleTexts | None) -> str:
    """A reading as plain readable text, as Save and Append write it."""
    title = f"Oracle of the Stones - {when_text(reading.moment)}"
    out = [title, "=" * len(title), ""]
    for heading, paragraphs in sections(reading, texts):
        out += [heading, "-" * len(heading)]
        for p in paragraphs:
            out += [p, ""]
    return "\n".join(out).rstrip() + "\n"

