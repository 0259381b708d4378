"""A page's files kept durably (issue 45): :mod:`ishido_retro.storage.webkeep` writes to the page's
``window.ishidoRetroKeep`` (IndexedDB behind ``localStorage``'s methods, ``tools/webpage/keep.js``) when the
page has one, else to ``localStorage``; a write the durable store refused is said once. The browser's side is
checked by ``bench/webcheck/phone.py`` (a tab killed 1 s after a write)."""

from __future__ import annotations

import sys
import types

import pytest
from helpers import PageStorage

from ishido_retro.storage import webkeep


@pytest.fixture
def page(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setenv("ISHIDO_RETRO_HOME", str(tmp_path / "home"))
    monkeypatch.setattr(webkeep, "_kept", {})
    monkeypatch.setattr(webkeep, "_said", [])
    bridge = types.SimpleNamespace(localStorage=PageStorage())
    monkeypatch.setattr(webkeep, "_page_bridge", lambda: bridge)
    return bridge


def test_the_durable_store_is_taken_before_local_storage(page):
    page.ishidoRetroKeep = PageStorage()
    assert webkeep._store() is page.ishidoRetroKeep


def test_a_page_without_it_keeps_local_storage(page):
    assert webkeep._store() is page.localStorage


def test_a_file_goes_to_the_durable_store_only(page, tmp_path):
    page.ishidoRetroKeep = PageStorage()
    (tmp_path / "home").mkdir()
    (tmp_path / "home" / "settings.yaml").write_bytes(b"sounds: false\n")
    webkeep.keep()
    assert page.ishidoRetroKeep.items == {"ishido-retro:settings.yaml": "c291bmRzOiBmYWxzZQo="}
    assert page.localStorage.items == {}


def test_a_write_the_durable_store_refused_is_said_once(page, tmp_path, capsys):
    page.ishidoRetroKeep = PageStorage(problem="QuotaExceededError: the disk is full")
    (tmp_path / "home").mkdir()
    (tmp_path / "home" / "settings.yaml").write_bytes(b"a: 1\n")
    webkeep.keep()
    webkeep.keep()
    err = capsys.readouterr().err
    assert err == ("ishido-retro: the browser would not keep your files for the next visit "
                   "(QuotaExceededError: the disk is full).\n")


def test_in_a_page_the_own_sets_folder_is_the_browser_not_a_path_of_its_python(monkeypatch, tmp_path):
    from ishido_retro.storage import ownsets
    monkeypatch.setenv("ISHIDO_RETRO_HOME", str(tmp_path / "home"))
    assert ownsets.folder_text("stoneset") == str(tmp_path / "home" / "stonesets")
    assert ownsets.shown_path("stoneset", "frost.png") == str(tmp_path / "home" / "stonesets" / "frost.png")
    monkeypatch.setattr(ownsets, "in_page", lambda: True)
    assert ownsets.folder_text("stoneset") == "this browser, for this page"
    assert ownsets.shown_path("stoneset", "frost.png") == "frost.png"
