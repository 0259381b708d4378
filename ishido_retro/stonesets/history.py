"""The stoneset document's undo history: every change is a command on it, undone and redone by snapshots.

Pure. :class:`Undoable` runs a document's command (``_command``): it takes a :class:`Snapshot`
before, lets the document settle after, and hands both to :class:`History`, which keeps the steps
that changed something, counts revisions (so Save knows whether the document is dirty) and
changes (so autosave knows when to run), and lets a pencil stroke of many commands be one step.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

MAX_HISTORY = 200


@dataclass(frozen=True)
class Snapshot:
    """Everything undo restores."""

    stones: tuple[bytes, ...]
    masks: tuple[bytes, ...]
    palette: tuple[int, ...]
    names: tuple[str, ...]          # name, author, theme, then the six colour and six symbol names
    revision: int

    def same_content(self, other: Snapshot) -> bool:
        """Whether the two hold the same stones, masks, colours and names (whatever their revisions)."""
        return (self.stones, self.masks, self.palette, self.names) == (
            other.stones, other.masks, other.palette, other.names)


Step = tuple[str, Snapshot]


class History:
    """Undo and redo stacks of labelled snapshots, with the revision counters they move."""

    def __init__(self) -> None:
        self.undo_stack: list[Step] = []
        self.redo_stack: list[Step] = []
        self.revision = 0              # which state the document is in (undo brings an old one back)
        self.saved_revision = 0
        self.changes = 0               # every command, undo or redo counts one (autosave uses it)
        self.stroke: Snapshot | None = None      # the state before the stroke being painted, if any
        self._next_revision = 1

    @property
    def dirty(self) -> bool:
        return self.revision != self.saved_revision

    def record(self, label: str, before: Snapshot, after: Snapshot) -> None:
        """One step from ``before`` to ``after`` (nothing is kept if it changed nothing)."""
        if after.same_content(before):
            return
        self.undo_stack.append((label, before))
        del self.undo_stack[:-MAX_HISTORY]
        self.redo_stack.clear()
        self.revision = self._next_revision
        self._next_revision += 1
        self.changes += 1

    def back(self, current: Snapshot) -> Step | None:
        """The step undo returns to (``current`` goes onto the redo stack), or None."""
        return self._move(self.undo_stack, self.redo_stack, current)

    def forward(self, current: Snapshot) -> Step | None:
        """The step redo returns to (``current`` goes onto the undo stack), or None."""
        return self._move(self.redo_stack, self.undo_stack, current)

    def _move(self, source: list[Step], target: list[Step], current: Snapshot) -> Step | None:
        if not source:
            return None
        label, snap = source.pop()
        target.append((label, current))
        self.revision = snap.revision
        self.changes += 1
        return label, snap


class Undoable:
    """A document whose changes are commands on its own :class:`History` (``self.history``).

    A subclass says what a snapshot holds (``_snapshot``, ``_restore``) and what must hold after
    every command (``_settle``).
    """

    history: History

    def _snapshot(self) -> Snapshot:
        raise NotImplementedError

    def _restore(self, snap: Snapshot) -> None:
        raise NotImplementedError

    def _settle(self) -> None:
        """Hook: put right what a command may have left (the stoneset clears paint outside its masks)."""

    def _refusal(self, before: Snapshot) -> Exception | None:
        """Hook: the error to raise when the state a command left (from ``before``) is not allowed."""
        return None

    def _command(self, label: str, change: Callable[[], None]) -> None:
        """Run ``change`` as one undoable step (nothing is recorded if it changed nothing); a change the
        document refuses (``_refusal``) is taken back and its error raised."""
        stroke = self.history.stroke
        before = self._snapshot()
        change()
        self._settle()
        refused = self._refusal(before)
        if refused is not None:
            self._restore(before)
            raise refused
        if stroke is None:
            self.history.record(label, before, self._snapshot())

    @property
    def dirty(self) -> bool:
        return self.history.dirty

    def mark_saved(self) -> None:
        self.history.saved_revision = self.history.revision

    @property
    def revision(self) -> int:
        return self.history.revision

    @property
    def saved_revision(self) -> int:
        return self.history.saved_revision

    @saved_revision.setter
    def saved_revision(self, value: int) -> None:
        self.history.saved_revision = value

    @property
    def changes(self) -> int:
        """Every command, undo or redo counts one (autosave uses it)."""
        return self.history.changes

    @property
    def undo_stack(self) -> list[Step]:
        return self.history.undo_stack

    @property
    def can_undo(self) -> bool:
        return bool(self.history.undo_stack)

    @property
    def can_redo(self) -> bool:
        return bool(self.history.redo_stack)

    def undo(self) -> str | None:
        """Go back one step; returns its label (None when there is nothing to undo)."""
        self.end_stroke()
        return self._step(self.history.back(self._snapshot()))

    def redo(self) -> str | None:
        """Go forward again one step undone; returns its label (None when there is none)."""
        self.end_stroke()
        return self._step(self.history.forward(self._snapshot()))

    def _step(self, step: Step | None) -> str | None:
        if step is None:
            return None
        label, snap = step
        self._restore(snap)
        return label

    def begin_stroke(self) -> None:
        """Start a stroke: the pixels painted until ``end_stroke`` undo as one step."""
        if self.history.stroke is None:
            self.history.stroke = self._snapshot()

    def end_stroke(self) -> None:
        if self.history.stroke is not None:
            before, self.history.stroke = self.history.stroke, None
            self.history.record("stroke", before, self._snapshot())
