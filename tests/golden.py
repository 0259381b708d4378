"""Golden screens: a screen compared pixel for pixel with ``tests/golden/NAME.png``.

A screen that differs fails with the number of differing pixels and their bounding box, and
leaves ``NAME-expected.png``, ``NAME-actual.png`` and ``NAME-diff.png`` (differing pixels in
red, 3x) under the test's tmp_path. After a deliberate change, regenerate every golden image
with one command::

    pytest --update-golden -m "" tests/test_golden.py tests/test_widgets.py

and look at the changed PNGs (``git diff --stat tests/golden``) before committing them.
"""

from __future__ import annotations

import ctypes
from pathlib import Path

from PIL import Image, ImageChops

GOLDEN = Path(__file__).resolve().parent / "golden"
SCREEN_W, SCREEN_H = 320, 200


def screen_image(crop: tuple[int, int, int, int] | None = None) -> Image.Image:
    """The pyxel screen as an RGB picture (its palette indices through ``pyxel.colors``)."""
    import pyxel

    indices = ctypes.string_at(pyxel.screen.data_ptr(), SCREEN_W * SCREEN_H)
    im = Image.frombytes("P", (SCREEN_W, SCREEN_H), indices)
    flat: list[int] = []
    for c in pyxel.colors[:256]:
        flat += [(c >> 16) & 255, (c >> 8) & 255, c & 255]
    im.putpalette(flat + [0] * (768 - len(flat)))
    im = im.convert("RGB")
    if crop is not None:
        x, y, w, h = crop
        im = im.crop((x, y, x + w, y + h))
    return im


def compare(name: str, actual: Image.Image, out: Path, update: bool) -> None:
    """Fail (AssertionError) unless ``actual`` equals the golden image ``name``; or rewrite it."""
    path = GOLDEN / f"{name}.png"
    if update:
        GOLDEN.mkdir(exist_ok=True)
        actual.save(path, optimize=True)
        return
    if not path.exists():
        actual.save(out / f"{name}-actual.png")
        raise AssertionError(f"no golden image {path.relative_to(GOLDEN.parent.parent)}; "
                             f"the screen is in {out / (name + '-actual.png')}; "
                             "regenerate with: pytest --update-golden -m '' tests/test_golden.py tests/test_widgets.py")
    expected = Image.open(path).convert("RGB")
    if expected.size != actual.size:
        actual.save(out / f"{name}-actual.png")
        raise AssertionError(f"{name}: the screen is {actual.size}, the golden image {expected.size}")
    diff = ImageChops.difference(expected, actual)
    box = diff.getbbox()
    if box is None:
        return
    mask = diff.convert("L").point(lambda v: 255 if v else 0)
    count = mask.histogram()[255]
    expected.save(out / f"{name}-expected.png")
    actual.save(out / f"{name}-actual.png")
    red = Image.new("RGB", actual.size, (255, 0, 0))
    shown = Image.composite(red, actual.convert("L").convert("RGB"), mask)
    w, h = actual.size
    sheet = Image.new("RGB", (w * 3 + 8, h), (40, 40, 40))
    sheet.paste(expected, (0, 0))
    sheet.paste(actual, (w + 4, 0))
    sheet.paste(shown, (2 * w + 8, 0))
    sheet = sheet.resize((sheet.width * 3, sheet.height * 3), Image.NEAREST)
    sheet.save(out / f"{name}-diff.png")
    x0, y0, x1, y1 = box
    raise AssertionError(
        f"{name}: {count} pixels differ from tests/golden/{name}.png, inside x {x0}..{x1 - 1}, y {y0}..{y1 - 1}; "
        f"expected | actual | differences in red: {out / (name + '-diff.png')}. If the change is meant, regenerate: "
        "pytest --update-golden -m '' tests/test_golden.py tests/test_widgets.py")
