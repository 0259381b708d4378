"""A line of text being edited, and the keys that edit it: what a one-line field (:class:`.textentry.TextEntry`)
does with its text, apart from showing it and the mouse.

:class:`TextEditing` keeps the value (printable ASCII only: the font has nothing else; at most ``max_len``
characters, of those ``allowed``), the cursor and the selection, and takes typing (replacing a selection),
Backspace and Delete, left and right (by words with Ctrl), Home and End (selecting with Shift), and the
clipboard's keys: Ctrl+A, Ctrl+C, Ctrl+X (with nothing selected it clears the field, as on the Amiga),
Ctrl+U (clears) and Ctrl+V. The clipboard is the game's own (:data:`CLIPBOARD`): pyxel has no system one.
"""

from __future__ import annotations

from collections.abc import Callable

from ishido_retro.ui.widgets.textwords import word_step

Allowed = str | Callable[[str], bool] | None

CLIPBOARD: list[str] = [""]     # the game's own clipboard, shared by every field


class TextEditing:
    """The text, cursor and selection of a field, and the editing keys; the field sets ``max_len``, ``allowed``
    and ``on_change`` and keeps the cursor in sight (:meth:`_follow_cursor`)."""

    max_len: int
    allowed: Allowed
    on_change: Callable[[str], None] | None
    _value: str
    cursor: int
    left_out: tuple[str, ...] = ()      # what typing brought that the font cannot draw, each once
    anchor: int | None          # the other end of the selection, when there is one

    @property
    def value(self) -> str:
        return self._value

    @value.setter
    def value(self, s: str) -> None:
        self._value = "".join(c for c in str(s) if " " <= c <= "~")[: self.max_len]
        self.cursor = len(self._value)
        self.anchor = None
        self._follow_cursor()

    @property
    def selection(self) -> tuple[int, int] | None:
        """(start, end) of the selected text, or None."""
        if self.anchor is None or self.anchor == self.cursor:
            return None
        return min(self.anchor, self.cursor), max(self.anchor, self.cursor)

    @property
    def selected_text(self) -> str:
        sel = self.selection
        return self._value[sel[0]:sel[1]] if sel else ""

    def select(self, start: int, end: int) -> None:
        """Select characters ``start`` to ``end`` (the cursor goes to ``end``)."""
        n = len(self._value)
        self.anchor = max(0, min(start, n))
        self.cursor = max(0, min(end, n))
        self._follow_cursor()

    def _follow_cursor(self) -> None:
        """Keep the cursor inside the text (a field also scrolls to show it)."""
        self.cursor = max(0, min(self.cursor, len(self._value)))

    def _accepts(self, ch: str) -> bool:
        if not (" " <= ch <= "~"):
            return False
        if self.allowed is None:
            return True
        if isinstance(self.allowed, str):
            return ch in self.allowed
        return bool(self.allowed(ch))

    def _changed(self) -> None:
        self._follow_cursor()
        if self.on_change:
            self.on_change(self._value)

    def _delete_selection(self) -> bool:
        sel = self.selection
        self.anchor = None
        if not sel:
            return False
        self._value = self._value[:sel[0]] + self._value[sel[1]:]
        self.cursor = sel[0]
        return True

    def insert(self, text: str) -> None:
        """Put ``text`` at the cursor, replacing the selection (what the field refuses is dropped). Full-width
        and other compatibility forms become the letters the font has (``Ｔｉｄｅ`` is ``Tide``); a character
        the font cannot draw (an emoji, a Hebrew letter) is left out and kept in :attr:`left_out`, so that
        the field's owner can say which."""
        if not text.isascii():
            import unicodedata
            text = unicodedata.normalize("NFKC", text)
            missing = [ch for ch in text if not (" " <= ch <= "~") and ch.isprintable()]
            self.left_out = (*self.left_out, *dict.fromkeys(ch for ch in missing if ch not in self.left_out))
        typed = "".join(ch for ch in text if self._accepts(ch))
        deleted = self._delete_selection()
        typed = typed[:max(self.max_len - len(self._value), 0)]
        if typed:
            c = self.cursor
            self._value = self._value[:c] + typed + self._value[c:]
            self.cursor = c + len(typed)
        if typed or deleted:
            self._changed()

    def _clipboard_keys(self, keys: frozenset[str]) -> bool:
        """Ctrl+A, Ctrl+C, Ctrl+X, Ctrl+U and Ctrl+V."""
        used = False
        if "ctrl+a" in keys:
            self.select(0, len(self._value))
            used = True
        if "ctrl+c" in keys:
            if self.selection:
                CLIPBOARD[0] = self.selected_text
            used = True
        if "ctrl+x" in keys:                    # cut; with nothing selected, clear (Amiga right-Amiga-X)
            if self.selection:
                CLIPBOARD[0] = self.selected_text
            else:
                self.select(0, len(self._value))
            self.insert("")
            used = True
        if "ctrl+u" in keys:
            self.select(0, len(self._value))
            self.insert("")
            used = True
        if "ctrl+v" in keys:
            self.insert(CLIPBOARD[0])
            used = True
        return used

    def _delete_keys(self, keys: frozenset[str]) -> bool:
        """Backspace and Delete: the selection, else the character before or after the cursor."""
        used = False
        if "backspace" in keys:
            if not self._delete_selection() and self.cursor > 0:
                self._value = self._value[: self.cursor - 1] + self._value[self.cursor:]
                self.cursor -= 1
            self._changed()
            used = True
        if "delete" in keys:
            if not self._delete_selection() and self.cursor < len(self._value):
                self._value = self._value[: self.cursor] + self._value[self.cursor + 1:]
            self._changed()
            used = True
        return used

    def _move_keys(self, keys: frozenset[str]) -> bool:
        """Left, right (by words with Ctrl), Home and End; with Shift they select."""
        used = False
        for k in ("left", "right", "home", "end"):
            if k not in keys:
                continue
            by_word = f"ctrl+{k}" in keys or f"ctrl+shift+{k}" in keys
            if k in ("left", "right") and by_word:
                pos = word_step(self._value, self.cursor, -1 if k == "left" else 1)
            else:
                pos = {"left": self.cursor - 1, "right": self.cursor + 1, "home": 0, "end": len(self._value)}[k]
            sel = self.selection
            if f"shift+{k}" in keys:
                if self.anchor is None:
                    self.anchor = self.cursor
            else:
                if sel and k in ("left", "right") and not by_word:   # an arrow collapses the selection
                    pos = sel[0] if k == "left" else sel[1]
                self.anchor = None
            self.cursor = pos
            self._follow_cursor()
            used = True
        return used


def left_out_text(chars: tuple[str, ...]) -> str:
    """What a field says of the characters it left out: ``Left out, as the font cannot draw them: grinning
    face, Hebrew letter alef.`` (their Unicode names, which the font can draw)."""
    import unicodedata
    names = []
    for ch in chars[:4]:
        name = unicodedata.name(ch, f"U+{ord(ch):04X}").lower()
        for script in ("hebrew", "arabic", "greek", "cyrillic", "latin", "cjk", "hiragana", "katakana"):
            name = name.replace(script, script.capitalize() if script != "cjk" else "CJK")
        names.append(name)
    more = f" and {len(chars) - 4} more" if len(chars) > 4 else ""
    return f"Left out, as the font cannot draw them: {', '.join(names)}{more}."
