"""What ``tools/make_web.py`` puts in and beside the page for a phone (``tools/webpage/``): the head, the
manifest and its icons, the service worker and its cache's version. The page itself is opened in a real
browser by ``bench/webcheck/phone.py``, never here."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest
from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import webpage  # noqa: E402

PAGE = ('<!doctype html>\n<script src="https://example.invalid/pyxel.js"></script>\n<script>\n'
        'launchPyxel({ command: "play", name: "ishido-retro.pyxapp", gamepad: "enabled", base64: "UEs=" });\n'
        '</script>\n')


def test_the_manifest_names_the_game_and_opens_it_fullscreen_in_landscape(tmp_path):
    sizes = webpage.write_beside(tmp_path, "ishido-retro.html", PAGE)
    assert sorted(sizes) == ["ishido-retro-192.png", "ishido-retro-512.png", "ishido-retro-sw.js",
                             "ishido-retro.webmanifest"]
    m = json.loads((tmp_path / "ishido-retro.webmanifest").read_text(encoding="utf-8"))
    assert (m["name"], m["short_name"], m["start_url"], m["display"], m["orientation"], m["theme_color"]) == \
        ("Ishido Retro", "Ishido", "./ishido-retro.html", "fullscreen", "landscape", "#1b1a22")
    assert [(i["src"], i["sizes"], i["type"]) for i in m["icons"]] == [
        ("ishido-retro-192.png", "192x192", "image/png"), ("ishido-retro-512.png", "512x512", "image/png")]


@pytest.mark.parametrize("size", [192, 512])
def test_each_icon_is_its_size_and_shows_the_shipped_stones(tmp_path, size):
    webpage.write_beside(tmp_path, "ishido-retro.html", PAGE)
    icon = Image.open(io.BytesIO((tmp_path / f"ishido-retro-{size}.png").read_bytes())).convert("RGB")
    assert icon.size == (size, size)
    assert icon.getpixel((0, 0)) == (0x1B, 0x1A, 0x22)                 # the ground
    assert icon.getpixel((size // 2, size // 2)) != (0x1B, 0x1A, 0x22)  # stones in the middle
    colours = {icon.getpixel((x, y)) for x in range(0, size, 4) for y in range(0, size, 4)}
    assert len(colours) >= 6                               # four stones' colours, not a blank


def test_the_worker_cache_carries_the_build_version_and_a_new_app_makes_a_new_one(tmp_path):
    webpage.write_beside(tmp_path, "ishido-retro.html", PAGE)
    worker = (tmp_path / "ishido-retro-sw.js").read_text(encoding="utf-8")
    first = worker.split('const VERSION = "', 1)[1].split('"', 1)[0]
    assert len(first) == 12 and "@VERSION@" not in worker and "@OWN@" not in worker
    assert '["./ishido-retro.html", "./ishido-retro.webmanifest", "./ishido-retro-192.png", ' \
           '"./ishido-retro-512.png"]' in worker
    assert 'const CACHE = "ishido-retro-" + VERSION;' in worker
    webpage.write_beside(tmp_path, "ishido-retro.html", PAGE.replace("UEs=", "UEsD"))
    second = (tmp_path / "ishido-retro-sw.js").read_text(encoding="utf-8").split('const VERSION = "', 1)[1][:12]
    assert second != first
    webpage.write_beside(tmp_path, "ishido-retro.html", PAGE)
    assert (tmp_path / "ishido-retro-sw.js").read_text(encoding="utf-8").split('const VERSION = "', 1)[1][:12] == first


def test_the_page_gets_a_head_for_a_phone_and_keeps_pyxels_launch_as_it_was():
    page = webpage.decorate(PAGE, "ishido-retro.html")
    head, body = page.split("</head>", 1)
    for tag in ("<title>Ishido Retro</title>", 'content="width=device-width, initial-scale=1, maximum-scale=1, '
                "user-scalable=no, viewport-fit=cover", '<meta name="apple-mobile-web-app-capable" content="yes">',
                '<link rel="manifest" href="ishido-retro.webmanifest">',
                '<link rel="apple-touch-icon" href="ishido-retro-192.png">', 'register("ishido-retro-sw.js")',
                "window.ishidoRetroKeep = keep;", 'durability: "strict"'):
        assert tag in head
    assert page.startswith("<!doctype html>\n<html")
    # pyxel's script, then the launcher's wrapper (it waits for the kept files), then the launch untouched
    assert body.index("pyxel.js") < body.index("window.launchPyxel = async") < body.index('launchPyxel({ command')
    assert 'launchPyxel({ command: "play", name: "ishido-retro.pyxapp", gamepad: "enabled", base64: "UEs=" });' \
        in body


def test_a_page_of_another_shape_is_refused():
    with pytest.raises(SystemExit, match="does not know"):
        webpage.decorate("<html><body>no scripts</body></html>", "ishido-retro.html")
