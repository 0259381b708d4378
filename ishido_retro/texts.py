"""The in-game texts (Rules, Strategy, About) and their wrapping for a text window.

Pure: no pyxel, no files (:mod:`ishido_retro.storage.texts` reads them). A text file
is plain text: a blank line separates paragraphs, a line starting with ``# `` is a
heading, a line starting with two spaces is kept as it is (for small diagrams and
tables), and a line ``[stones 1.1 ?? 2.3]`` is a row of pictures of stones that the
text window draws with the current stoneset (see :func:`stone_row`).
"""

from __future__ import annotations

import re

Line = tuple[str, str]   # (kind, text) with kind "heading", "text", "blank" or "stones"

STONES_OPEN, STONES_CLOSE = "[stones ", "]"
EMPTY_SQUARE = "??"      # an empty square of the board (where the new stone would go)
GAP = "--"               # no square at all: keeps the columns of a diagram in line
Cell = tuple[int, int] | str | None   # (colour, symbol) counted from 0, EMPTY_SQUARE, or None for a gap


def stone_row(spec: str) -> list[Cell]:
    """The cells of a ``[stones ...]`` line's inside, left to right.

    A token ``C.S`` is the stone of colour C and symbol S of the current set (each 1..6),
    ``??`` an empty square and ``--`` a gap. Anything else raises ``ValueError``.
    """
    cells: list[Cell] = []
    for token in spec.split():
        if token == EMPTY_SQUARE:
            cells.append(EMPTY_SQUARE)
        elif token == GAP:
            cells.append(None)
        elif re.fullmatch(r"[1-6]\.[1-6]", token):
            cells.append((int(token[0]) - 1, int(token[2]) - 1))
        else:
            raise ValueError(f"{token!r} in a [stones] line is not a stone (C.S with C and S 1..6), ?? or --")
    if not cells:
        raise ValueError("a [stones] line names no stone or square")
    return cells


def stones_spec(line: str) -> str | None:
    """The inside of a well-formed ``[stones ...]`` markup line, or None when ``line`` is not one
    (a malformed one stays plain text, so no text can break the window)."""
    body = line.strip()
    if not (body.startswith(STONES_OPEN) and body.endswith(STONES_CLOSE)):
        return None
    spec = " ".join(body[len(STONES_OPEN):-len(STONES_CLOSE)].split())
    try:
        stone_row(spec)
    except ValueError:
        return None
    return spec


def wrap_words(words: list[str], width: int) -> list[str]:
    """Greedy word wrap to ``width`` characters; a word longer than a line is split."""
    lines: list[str] = []
    line = ""
    for word in words:
        while len(word) > width:               # a word longer than a line is split
            if line:
                lines.append(line)
                line = ""
            lines.append(word[:width])
            word = word[width:]
        if not word:
            continue
        candidate = f"{line} {word}" if line else word
        if len(candidate) > width:
            lines.append(line)
            line = word
        else:
            line = candidate
    if line:
        lines.append(line)
    return lines


def hang(line: str, width: int) -> list[str]:
    """An indented row (``  Key     what it does``) in lines of at most ``width`` characters: its words
    wrap under its second column (or under its indent when it has one column), so a long row keeps the
    letters of the rest of the text instead of a smaller font."""
    found = re.match(r"( *\S+(?: \S+)*  +)\S", line)
    indent = len(found.group(1)) if found and len(found.group(1)) < width // 2 else len(line) - len(line.lstrip())
    parts = wrap_words(line[indent:].split(), width - indent)
    return [(line[:indent] if i == 0 else " " * indent) + part for i, part in enumerate(parts)]


def wrap_text(text: str, width: int) -> list[Line]:
    """Lines of at most ``width`` characters, headings and blank lines marked.

    Indented lines (diagrams, tables) are kept as written when they fit; a longer one wraps under its
    second column (:func:`hang`).
    A ``[stones ...]`` line becomes one ``("stones", spec)`` line (see :func:`stone_row`).
    """
    if width < 8:
        raise ValueError("a text window needs at least 8 characters a line")
    out: list[Line] = []
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            out.extend(("text", line) for line in wrap_words(" ".join(paragraph).split(), width))
            paragraph.clear()

    for raw in text.replace("\r\n", "\n").split("\n"):
        line = raw.rstrip()
        spec = stones_spec(line)
        if spec is not None:
            flush()
            out.append(("stones", spec))
        elif line.startswith("# "):
            flush()
            if out and out[-1][0] not in ("blank", "heading"):    # "# " lines in a row: one heading
                out.append(("blank", ""))
            out.extend(("heading", part) for part in wrap_words(line[2:].split(), width))
        elif not line.strip():
            flush()
            if out and out[-1][0] != "blank":
                out.append(("blank", ""))
        elif line.startswith("  "):
            flush()
            out.extend(("text", part) for part in ([line] if len(line) <= width else hang(line, width)))
        else:
            paragraph.append(line.strip())
    flush()
    while out and out[-1][0] == "blank":
        out.pop()
    return out
