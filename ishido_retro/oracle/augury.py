"""An augury as text: the sections the augury window shows and the plain text a Save writes.

Pure apart from the local clock's time zone (the date shown). The texts may be
``None`` when the Oracle's texts file could not be read; the reading is then
given without them.
"""

from __future__ import annotations

from datetime import datetime

from ishido_retro.oracle.cast import Reading, hexagram_name, trigrams
from ishido_retro.oracle.texts import OracleTexts
from ishido_retro.texts import wrap_words

Section = tuple[str, list[str]]     # (heading, paragraphs); an empty heading is none

LINE_KIND = {6: "old yin, changing", 7: "young yang", 8: "young yin", 9: "old yang, changing"}
POSITION = {1: "Bottom line", 2: "Second line", 3: "Third line", 4: "Fourth line", 5: "Fifth line", 6: "Top line"}


def when_text(moment: float) -> str:
    """The date and local time of ``moment`` (seconds), e.g. ``2026-11-22 08:14:05``."""
    return datetime.fromtimestamp(moment).astimezone().strftime("%Y-%m-%d %H:%M:%S")


SIDES = {(0, -1): "Above it", (0, 1): "Below it", (-1, 0): "Left of it", (1, 0): "Right of it"}


def ordinal(n: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th``... ``11th``, ``12th``."""
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def square_place(col: int, row: int) -> str:
    """A square as a player finds it on a board that shows no coordinates: counted from the top left."""
    return f"the {ordinal(col + 1)} square from the left, {ordinal(row + 1)} from the top"


def hexagram_title(number: int) -> str:
    return f"{number}. {hexagram_name(number)}"


def trigram_text(number: int) -> str:
    upper, lower = trigrams(number)
    return f"{upper.name} ({upper.image}) above {lower.name} ({lower.image})"


def line_value_text(values: tuple[int, ...]) -> str:
    return " ".join(str(v) for v in values)


def stones_text(reading: Reading) -> list[str]:
    """One line a stone, by the names its stoneset gave it (by number only when the reading kept no names):
    the placed stone's square counted from the board's top left (``Placed on the 5th square from the left,
    4th from the top: Brass, Fire``), the stones around it by where they lie (``Above it: ...``)."""
    out = []
    placed = reading.stones[0][0] if reading.stones else None
    for i, (sq, st) in enumerate(reading.stones):
        name = reading.names[i] if reading.names else f"colour {st.colour + 1}, symbol {st.symbol + 1}"
        if i == 0 or placed is None:
            where = f"Placed on {square_place(sq.col, sq.row)}"
        else:
            side = (sq.col - placed.col, sq.row - placed.row)
            where = SIDES.get(side, f"Beside it, on {square_place(sq.col, sq.row)}")
        out.append(f"{where}: {name}")
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


def heading_lines(heading: str, width: int) -> list[str]:
    """A heading wrapped to ``width`` characters; a hexagram's pinyin, ``(Wu Wang)``, is never split."""
    english, sep, pinyin = heading.rpartition(" (")
    if not sep or not heading.endswith(")"):
        return wrap_words(heading.split(), width)
    lines = wrap_words(english.split(), width)
    tail = f"({pinyin}"
    if len(lines[-1]) + 1 + len(tail) <= width:
        lines[-1] += " " + tail
    else:
        lines.append(tail)
    return lines


def window_text(reading: Reading, texts: OracleTexts | None, heading_width: int | None = None) -> str:
    """The sections in the in-game text format (``# `` headings, blank lines between paragraphs);
    with ``heading_width``, headings come wrapped to it (the pinyin of a title kept whole)."""
    parts = []
    for heading, paragraphs in sections(reading, texts):
        lines = heading_lines(heading, heading_width) if heading_width else [heading]
        parts.append("\n".join(f"# {line}" for line in lines))
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

