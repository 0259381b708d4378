"""The match's timers on the injected clock: minutes per tournament game, seconds per challenge move.

At most one :class:`~.clock.Countdown` runs at a time (this game's in a
tournament, this move's in Challenge play).  While a requester, dialog or menu
is open the timers are paused: the countdown stands still, and one started
meanwhile waits, full, until they resume.  What a timer running out means (a
turn passed, a game ended) is the match's business, not theirs.
"""

from __future__ import annotations

from ishido_retro.match.clock import Clock, Countdown

TIMER_MINUTES = (1, 60)
TIMER_SECONDS = (1, 60)


class Timers:
    """The tournament and challenge timers of one match, and the countdown running now (if any)."""

    def __init__(self, clock: Clock, tournament_minutes: int | None = None,
                 challenge_seconds: int | None = None) -> None:
        self.clock = clock
        self.tournament_minutes = tournament_minutes
        self.challenge_seconds = challenge_seconds
        self.countdown: Countdown | None = None
        self.paused = False            # a requester or menu is open: the timers stand still

    def left(self) -> float | None:
        """Seconds left on the running timer (this game's, or this move's), or None without one."""
        if self.countdown is None:
            return None
        return self.countdown.left(self.clock.now())

    def pause(self) -> None:
        if self.paused:
            return
        self.paused = True
        if self.countdown is not None:
            self.countdown.stop(self.clock.now())

    def resume(self, live: bool) -> None:
        """The timers run again; the countdown only while a game is ``live``."""
        if not self.paused:
            return
        self.paused = False
        if self.countdown is not None and live:
            self.countdown.start(self.clock.now())

    def arm(self, mode: str, live: bool, fresh: bool) -> None:
        """Set the countdown for ``mode`` after a new game or new timers.

        ``live``: a game is being played; ``fresh``: no stone placed in it yet (a tournament
        game's timer starts only then; a running one is kept).
        """
        now = self.clock.now()
        if mode == "tournament" and self.tournament_minutes is not None and live:
            if fresh:
                self.countdown = Countdown(self.tournament_minutes * 60.0)
                self.restart(self.countdown, now)
        elif mode == "challenge" and self.challenge_seconds is not None and live:
            self.countdown = Countdown(float(self.challenge_seconds))
            self.restart(self.countdown, now)
        elif mode != "tournament" or self.tournament_minutes is None:
            self.countdown = None

    def restart(self, countdown: Countdown, now: float) -> None:
        """A full period from ``now``; while paused it waits, full, for :meth:`resume`."""
        countdown.restart(now)
        if self.paused:
            countdown.stop(now)

    def next_move(self) -> None:
        """A challenge move was made: the next one gets a full period."""
        if self.countdown is not None:
            self.restart(self.countdown, self.clock.now())

    def stop(self) -> None:
        """The game is over: the countdown stands still where it is."""
        if self.countdown is not None:
            self.countdown.stop(self.clock.now())
