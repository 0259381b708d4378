"""Where the words of a text field's line start and end: a double click's word, Ctrl+Left and Ctrl+Right."""

from __future__ import annotations


def word_bounds(text: str, pos: int) -> tuple[int, int]:
    """The start and end of the word (letters, digits, ' and -) at or just before ``pos``;
    on a space or punctuation, that one character."""
    def in_word(ch: str) -> bool:
        return ch.isalnum() or ch in "'-_"
    if not text:
        return 0, 0
    pos = max(0, min(pos, len(text) - 1))
    if not in_word(text[pos]) and pos > 0 and in_word(text[pos - 1]):
        pos -= 1
    if not in_word(text[pos]):
        return pos, pos + 1
    start = pos
    while start > 0 and in_word(text[start - 1]):
        start -= 1
    end = pos
    while end < len(text) and in_word(text[end]):
        end += 1
    return start, end


def word_step(text: str, pos: int, direction: int) -> int:
    """Where Ctrl+Left (``direction`` -1) or Ctrl+Right (1) takes the cursor from ``pos``: the start of the
    word before it, or the start of the next word."""
    if direction < 0:
        while pos > 0 and text[pos - 1] == " ":
            pos -= 1
        while pos > 0 and text[pos - 1] != " ":
            pos -= 1
    else:
        while pos < len(text) and text[pos] != " ":
            pos += 1
        while pos < len(text) and text[pos] == " ":
            pos += 1
    return pos
