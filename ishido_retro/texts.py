"""The in-game texts (Rules, Strategy, About) and their wrapping for a text window.

Pure: no pyxel. A text file is plain text: a blank line separates paragraphs,
a line starting with ``# `` is a heading, and a line starting with two spaces is
kept as it is (for small diagrams and tables).
"""

from __future__ import annotations

from .paths import TEXTS, MissingAssetError
from .safeio import DataFileError, read_text

Line = tuple[str, str]   # (kind, text) with kind "heading", "text" or "blank"


def load_text(name: str) -> str:
    """The text ``resources/texts/NAME.txt``; a missing or unreadable file is a broken install."""
    if not name.replace("-", "").isalnum():
        raise ValueError(f"{name!r} is not a text name")
    try:
        return read_text(TEXTS / f"{name}.txt", 1024 * 1024, "a shipped text")
    except DataFileError as exc:
        raise MissingAssetError(f"the shipped text {name}.txt cannot be read ({exc}); "
                                "reinstall Ishido Retro") from exc


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


def wrap_text(text: str, width: int, keep_width: int | None = None) -> list[Line]:
    """Lines of at most ``width`` characters, headings and blank lines marked.

    Indented lines (diagrams, tables) are kept as written up to ``keep_width``
    characters (default ``width``): a text window draws those in its small font.
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
        if line.startswith("# "):
            flush()
            if out and out[-1][0] != "blank":
                out.append(("blank", ""))
            out.extend(("heading", part) for part in wrap_words(line[2:].split(), width))
        elif not line.strip():
            flush()
            if out and out[-1][0] != "blank":
                out.append(("blank", ""))
        elif line.startswith("  "):
            flush()
            if len(line) <= max(width, keep_width or 0):
                out.append(("text", line))
            else:   # too long to keep as drawn: wrap it, keeping its indent
                indent = line[:len(line) - len(line.lstrip())]
                out.extend(("text", indent + part) for part in wrap_words(line.split(), width - len(indent)))
        else:
            paragraph.append(line.strip())
    flush()
    while out and out[-1][0] == "blank":
        out.pop()
    return out
