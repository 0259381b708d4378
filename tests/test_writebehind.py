"""The game in progress is written off the frame at a desk (storage.writebehind): never more than one write
behind, everything written once flushed, a failed write's error raised on the frame, and in a page at once."""

from __future__ import annotations

import sys
import threading

import pytest

from ishido_retro.storage.writebehind import WriteBehind


def test_a_job_handed_over_is_done_off_the_frame_and_flush_waits_for_it():
    done, release = [], threading.Event()
    behind = WriteBehind()

    def job():
        release.wait(timeout=60)
        done.append(threading.current_thread().name)

    behind.submit(job)
    assert done == []                    # the frame did not wait for it
    release.set()
    behind.flush()
    assert done == ["ishido-write"]


def test_a_second_write_waits_for_the_one_under_way_so_at_most_one_is_behind():
    order, started, release = [], threading.Event(), threading.Event()
    behind = WriteBehind()

    def first():
        started.set()
        release.wait(timeout=60)
        order.append(1)

    behind.submit(first)
    started.wait(timeout=60)
    handed = threading.Event()

    def frame():
        behind.submit(lambda: order.append(2))
        handed.set()

    thread = threading.Thread(target=frame)
    thread.start()
    assert not handed.wait(timeout=0.2)  # the second move's frame waits while the first is written
    release.set()
    thread.join(timeout=60)
    behind.flush()
    assert order == [1, 2]


def test_a_refused_write_is_passed_over_and_any_other_error_is_raised_on_the_frame():
    behind = WriteBehind()

    def refused():
        raise PermissionError(13, "Permission denied")

    behind.submit(refused)
    behind.flush()                       # the disk's refusal: said by the saves that fail, as before

    def broken():
        raise KeyError("a bug")

    behind.submit(broken)
    with pytest.raises(KeyError):
        behind.flush()
    behind.flush()                       # raised once


def test_in_a_page_the_write_is_done_at_once(monkeypatch):
    monkeypatch.setattr(sys, "platform", "emscripten")
    done = []
    behind = WriteBehind()
    behind.submit(lambda: done.append(threading.current_thread() is threading.main_thread()))
    assert done == [True] and behind._thread is None


def test_stopped_at_the_exit_it_writes_what_it_holds_and_later_writes_are_made_at_once():
    done = []
    behind = WriteBehind()
    behind.submit(lambda: done.append(1))
    behind.stop()
    assert done == [1] and not behind._thread.is_alive()
    behind.submit(lambda: done.append(threading.current_thread() is threading.main_thread()))
    assert done == [1, True]
    behind.flush()
