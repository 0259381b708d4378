"""Garbage is collected on the main thread only while a window runs (ui.collector): a pyxel image in a reference
cycle, dropped on another thread, was leaked with "Exception ignored ... dropped on another thread" (seen in
about one whole run of the suite in two)."""

from __future__ import annotations

import gc
import sys
import threading

import pytest
import pyxel
from helpers import run

from ishido_retro.ui import collector

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def _thread_allocates(count: int) -> None:
    def work() -> None:
        kept = [[] for _ in range(count)]      # containers: each counts towards the young generation's threshold
        del kept
    worker = threading.Thread(target=work)
    worker.start()
    worker.join()


def test_a_window_takes_the_collection_to_its_main_thread_and_a_test_gets_pythons_back():
    run([])
    assert collector.taken() and not gc.isenabled()
    collector.give_back()
    assert not collector.taken() and gc.isenabled()


def test_an_image_in_a_cycle_is_never_dropped_on_a_thread_that_allocates(monkeypatch):
    said: list[str] = []
    monkeypatch.setattr(sys, "unraisablehook", lambda hook: said.append(f"{hook.exc_type.__name__}: {hook.exc_value}"))
    app = run([])
    gc.collect()
    cycle: list = [pyxel.Image(4, 4)]
    cycle.append(cycle)
    del cycle
    _thread_allocates(50_000)          # far past the young generation's threshold (700)
    run([{"wait": 2}], app=app)         # the frames collect it, here
    collector.give_back()
    assert said == []
    assert gc.collect() == 0            # it was collected (by a frame), not left


def test_the_frames_collect_what_python_would_at_its_own_thresholds():
    app = run([])
    gc.collect()
    assert collector.collect_due() is None          # nothing allocated since
    young_first = gc.get_threshold()[0]
    kept = [[] for _ in range(young_first + 10)]
    assert gc.get_count()[0] > young_first
    assert collector.collect_due() == 0
    assert gc.get_count()[0] < 10
    del kept
    run([{"wait": 1}], app=app)
    collector.give_back()


def test_in_a_page_pythons_own_collector_stays(monkeypatch):
    collector.give_back()
    monkeypatch.setattr(sys, "platform", "emscripten")
    collector.take_over()
    assert not collector.taken() and gc.isenabled()
    assert collector.collect_due() is None
