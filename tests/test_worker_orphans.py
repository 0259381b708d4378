"""A worker process ends once the game that started it is killed (real processes, SIGKILL)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

PARENT = """
import sys, time
from ishido_retro.ui.thinking import workers
pool = workers.process_pool()
print(pool.submit(__import__("os").getpid).result(), flush=True)      # the worker's pid
pool.submit(time.sleep, 600)                                           # then it thinks for a long time
time.sleep(600)
"""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:            # a zombie (dead, not yet reaped by init) is gone too
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            return f.read().split(")")[-1].split()[0] != "Z"
    except OSError:
        return True


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_a_worker_thinking_when_its_game_is_killed_ends_within_seconds():
    game = subprocess.Popen([sys.executable, "-c", PARENT], stdout=subprocess.PIPE, text=True)
    try:
        worker = int(game.stdout.readline())
        assert _alive(worker)
        game.send_signal(signal.SIGKILL)
        game.wait(timeout=30)
        deadline = time.monotonic() + 60         # it looks once a second; generous for a busy machine
        while _alive(worker) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert not _alive(worker)
    finally:
        game.kill()
        game.wait(timeout=30)
        if 'worker' in locals() and _alive(worker):
            os.kill(worker, signal.SIGKILL)
