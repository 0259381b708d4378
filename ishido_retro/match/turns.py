"""The game in play: placing stones, timers running out, taking back, ending, dealing again, hints.

Each handler changes a :class:`~.state.MatchState` for one action and appends
what happened to ``events``; ``Match.apply`` picks the handler.
"""

from __future__ import annotations

from ishido_retro.engine.deal import deal as deal_from_seed
from ishido_retro.engine.rules import IllegalPlacement
from ishido_retro.engine.stones import Square
from ishido_retro.match.actions import ComputerMove, LockUndo, NewGame, Place, UseHint
from ishido_retro.match.events import (
    Event,
    FlagRaised,
    FourWay,
    Placed,
    Refused,
    TimeUp,
    TurnPassed,
    UndoLocked,
    Undone,
)
from ishido_retro.match.state import MatchState


def check_time(match: MatchState, events: list[Event]) -> None:
    """Look at the clock: a tournament game's time, or challenge moves' time, may have run out."""
    countdown = match.countdown
    if countdown is None or not countdown.running or not match.playing:
        return
    now = match.clock.now()
    if match.mode == "tournament":
        if countdown.expired(now):
            countdown.stop(now)
            events.append(TimeUp(match.turn, "game"))
            match.time_ran_out = True
            match.game.end()
            match.finish(events)
        return
    # Challenge: every whole period that ran out passes one turn (a long pause may pass several).
    for _ in range(1000):
        if not countdown.expired(now) or not match.playing:
            break
        assert countdown.started_at is not None
        deadline = countdown.started_at + countdown.limit - countdown.spent
        events.append(TimeUp(match.turn, "move"))
        match.game.pass_turn()
        events.append(TurnPassed(match.turn, True))
        countdown.restart(deadline)


def place(match: MatchState, action: Place, events: list[Event]) -> None:
    if match.playing and match.seat.computer:
        events.append(Refused("It is the computer's turn."))
        return
    _place(match, action.square, False, events)


def computer_move(match: MatchState, action: ComputerMove, events: list[Event]) -> None:
    if action.key != match.turn_key() or not match.computer_to_play():
        return    # the game moved on while the computer was thinking
    _place(match, action.square, True, events)


def _place(match: MatchState, square: Square, by_computer: bool, events: list[Event]) -> None:
    if match.waiting_for_player:
        events.append(Refused("The next tournament game starts once its player is named (Game > New Game)."))
        return
    game = match.game
    if game.is_over:
        events.append(Refused("The game is over."))
        return
    seat = match.turn
    try:
        placement = game.place(square)
    except IllegalPlacement as exc:
        events.append(Refused(exc.reason))
        return
    events.append(Placed(placement, seat, by_computer))
    if placement.four_way:
        tally = game.tally(seat) if match.mode == "challenge" else game.tally()
        events.append(FourWay(placement, seat, tally.four_ways))
    if game.is_over:
        match.finish(events)
        return
    if len(match.seats) > 1:
        events.append(TurnPassed(match.turn, False))
    if match.mode == "challenge":
        match.timers.next_move()


def undo(match: MatchState, events: list[Event]) -> None:
    reason = match.undo_refusal()
    if reason is not None:
        events.append(Refused(reason))
        return
    events.append(Undone(match.game.undo()))
    match.over_reported = False
    while match.seat.computer and match.game.can_undo and len(match.seats) > 1:
        events.append(Undone(match.game.undo()))


def end_game(match: MatchState, events: list[Event]) -> None:
    if not match.playing:
        events.append(Refused("No game is being played."))
        return
    match.game.end()
    match.finish(events)


def new_game(match: MatchState, action: NewGame, events: list[Event]) -> None:
    if match.mode == "tournament":
        events.append(Refused("Every tournament game uses the tournament's deal: name the next player."))
        return
    match.start(match.new_game(deal_from_seed(action.seed)), events)


def start_over(match: MatchState, events: list[Event]) -> None:
    if match.waiting_for_player:
        events.append(Refused("No game is being played."))
        return
    had = "restarted" in match.game.flags
    game = match.game.restarted()
    match.start(game, events, count=False)
    if not had:
        events.append(FlagRaised("restarted"))


def use_hint(match: MatchState, action: UseHint, events: list[Event]) -> None:
    reason = match.hint_allowed(action.kind)
    if reason is not None:
        events.append(Refused(reason))
        return
    if match.playing and "hinted" not in match.game.flags:
        match.game.flags.add("hinted")
        events.append(FlagRaised("hinted"))


def lock_undo(match: MatchState, action: LockUndo, events: list[Event]) -> None:
    match.game.lock_undo()
    match.undo_lock_reason = action.reason
    events.append(UndoLocked(action.reason))
