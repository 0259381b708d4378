"""What ``tools/make_web.py`` adds to pyxel's page for a phone: a head (title, viewport, the web-app tags, the
page's sizing), the manifest and its icons, the service worker that keeps the page for offline use, and the
durable keeping of the game's files (IndexedDB). Each part is a file beside this one, put in as it is:

- ``page.css``, ``size.js``: the game fills the screen in both orientations (see ``size.js``);
- ``keep.js``, ``launch.js``: the files the game keeps, read from IndexedDB before pyxel's launcher starts;
- ``register.js``, ``worker.js``: the service worker (``ishido-retro-sw.js`` beside the page), its cache
  named by the build's :func:`version`.

The icons are the project's own art: four stones of the shipped ``ishido`` set on the set's dark ground.
"""

from __future__ import annotations

import hashlib
import io
import json
from pathlib import Path

from PIL import Image

HERE = Path(__file__).resolve().parent
NAME = "Ishido Retro"
SHORT_NAME = "Ishido"
THEME = "#1b1a22"                     # the shipped set's dark ground (the empty stones' colour)
ICON_SIZES = (192, 512)
MANIFEST = "ishido-retro.webmanifest"
WORKER = "ishido-retro-sw.js"
ICON = "ishido-retro-{size}.png"
STONE = 20                            # a stone's side in a stoneset sheet
# (colour row, symbol column) in the sheet, laid 2 x 2: yellow sun, red moon, blue waves, green mountain
ICON_STONES = ((1, 0), (4, 1), (3, 2), (2, 3))
ART = 48                              # the icon's own pixels: 4 px ground, two stones, 4 px ground


def part(name: str) -> str:
    return (HERE / name).read_text(encoding="utf-8")


def icon_art() -> Image.Image:
    """The icon at its own size, ART x ART."""

    from ishido_retro.storage.resources import shipped_stoneset_path
    from ishido_retro.storage.stonesets import load_stoneset
    sheet = load_stoneset(shipped_stoneset_path("ishido")).to_image().convert("RGB")
    art = Image.new("RGB", (ART, ART), tuple(int(THEME[i:i + 2], 16) for i in (1, 3, 5)))
    for n, (row, col) in enumerate(ICON_STONES):
        stone = sheet.crop((col * STONE, row * STONE, (col + 1) * STONE, (row + 1) * STONE))
        art.paste(stone, (4 + (n % 2) * STONE, 4 + (n // 2) * STONE))
    return art


def icon_png(size: int) -> bytes:
    """The icon, size x size: the art by whole pixels, centred on its ground."""
    art = icon_art()
    scale = size // ART
    big = art.resize((ART * scale, ART * scale), Image.NEAREST)
    out = Image.new("RGB", (size, size), art.getpixel((0, 0)))
    out.paste(big, ((size - big.width) // 2, (size - big.height) // 2))
    buf = io.BytesIO()
    out.save(buf, format="PNG", optimize=True)
    return buf.getvalue()


def manifest(page_name: str) -> dict[str, object]:
    return {"name": NAME, "short_name": SHORT_NAME, "start_url": f"./{page_name}", "scope": "./",
            "display": "fullscreen", "display_override": ["fullscreen", "standalone"], "orientation": "landscape",
            "theme_color": THEME, "background_color": THEME,
            "icons": [{"src": ICON.format(size=s), "sizes": f"{s}x{s}", "type": "image/png", "purpose": "any"}
                      for s in ICON_SIZES]}


def version(page: str, icons: dict[str, bytes]) -> str:
    """The build's version: of the page pyxel made (the app inside it), the icons and this folder's parts."""
    h = hashlib.sha256(page.encode("utf-8"))
    for name in sorted(icons):
        h.update(icons[name])
    for p in sorted(HERE.glob("*.js")) + sorted(HERE.glob("*.css")):
        h.update(p.read_bytes())
    return h.hexdigest()[:12]


def head(page_name: str) -> str:
    """The tags that go before pyxel's script: title, viewport, web-app tags, the sizing, the kept files."""
    css = part("page.css").replace("@THEME@", THEME)
    return "\n".join([
        '<html lang="en">', "<head>", '<meta charset="utf-8">', f"<title>{NAME}</title>",
        '<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, '
        'viewport-fit=cover">',
        f'<meta name="theme-color" content="{THEME}">',
        '<meta name="mobile-web-app-capable" content="yes">',
        '<meta name="apple-mobile-web-app-capable" content="yes">',
        f'<meta name="apple-mobile-web-app-title" content="{SHORT_NAME}">',
        '<meta name="apple-mobile-web-app-status-bar-style" content="black-translucent">',
        f'<link rel="manifest" href="{MANIFEST}">',
        f'<link rel="apple-touch-icon" href="{ICON.format(size=192)}">',
        f'<link rel="icon" type="image/png" sizes="192x192" href="{ICON.format(size=192)}">',
        f"<style>\n{css}</style>",
        f"<script>\n{part('size.js')}</script>",
        f"<script>\n{part('keep.js')}</script>",
        f"<script>\n{part('register.js').replace('@WORKER@', WORKER)}</script>",
        "</head>", ""])


def decorate(page: str, page_name: str) -> str:
    """pyxel's app2html page with the head above and, right after pyxel's script, ``launch.js``."""
    doctype, sep, rest = page.partition("\n")
    if not doctype.lower().startswith("<!doctype html") or rest.count("</script>") < 2 or "<head" in rest:
        raise SystemExit("make_web: pyxel's app2html wrote a page this tool does not know (no doctype and scripts)")
    end = rest.index("</script>") + len("</script>")
    return (f"{doctype}{sep}{head(page_name)}{rest[:end]}\n<script>\n{part('launch.js')}</script>"
            f"{rest[end:]}")


def write_beside(out: Path, page_name: str, plain_page: str) -> dict[str, int]:
    """The manifest, icons and worker in ``out``, beside the page; their names -> sizes in bytes."""
    icons = {ICON.format(size=s): icon_png(s) for s in ICON_SIZES}
    files: dict[str, bytes] = dict(icons)
    files[MANIFEST] = json.dumps(manifest(page_name), indent=2).encode("utf-8") + b"\n"
    own = ["./" + page_name, "./" + MANIFEST, *("./" + n for n in icons)]
    files[WORKER] = (part("worker.js").replace("@VERSION@", version(plain_page, icons))
                     .replace("@OWN@", json.dumps(own))).encode("utf-8")
    for name, data in files.items():
        (out / name).write_bytes(data)
    return {name: len(data) for name, data in files.items()}
