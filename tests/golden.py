"""Golden screens: a screen compared pixel for pixel with ``tests/golden/NAME.png``.

A screen that differs fails with the number of differing pixels and their bounding box, and
leaves ``NAME-expected.png``, ``NAME-actual.png`` and ``NAME-diff.png`` (expected | actual |
differing pixels in red, 3x) under the test's tmp_path.

After a deliberate change, rewrite only the screens you mean to change, by name::

    pytest -m "" tests/test_golden.py tests/test_widgets.py --update-golden=play,menu-file

A named screen that differs is rewritten, and the run ends with a summary per screen: how many
pixels changed, inside which box, and where its side-by-side diff picture is. A screen that
differs and is not named still fails and is left alone. ``--update-golden-all`` rewrites every
screen that differs (the summary lists each). Look at each diff picture and at the new PNGs
(``git diff --stat tests/golden``) before committing them.
"""

from __future__ import annotations

import ctypes
import re
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageChops

GOLDEN = Path(__file__).resolve().parent / "golden"
SCREEN_W, SCREEN_H = 320, 200
TESTS = "tests/test_golden.py tests/test_widgets.py"


@dataclass(frozen=True)
class Update:
    """Which golden screens a run may rewrite: those in ``names``, or every one when ``names`` is None."""

    names: frozenset[str] | None

    @classmethod
    def from_options(cls, names: str | None, everything: bool) -> Update | None:
        """The update asked for by ``--update-golden=NAME,...`` and ``--update-golden-all`` (None: compare only)."""
        if everything:
            return cls(None)
        chosen = frozenset(n.strip().removesuffix(".png") for n in (names or "").split(",") if n.strip())
        odd = sorted(n for n in chosen if not re.fullmatch(r"[a-z0-9][a-z0-9-]*", n))
        if odd:
            raise ValueError(f"--update-golden takes the names of golden screens (as in tests/golden/NAME.png, "
                             f"comma-separated), not {', '.join(odd)}")
        return cls(chosen) if chosen else None

    def allows(self, name: str) -> bool:
        return self.names is None or name in self.names


@dataclass(frozen=True)
class Change:
    """A golden screen rewritten (or created) by an update, and what changed in it."""

    name: str
    pixels: int | None = None                          # None: the golden image is new
    box: tuple[int, int, int, int] | None = None       # x0, y0, x1, y1, inclusive
    diff: Path | None = None

    def line(self) -> str:
        if self.pixels is None:
            return f"{self.name}: created (there was no golden image)"
        where = ""
        if self.box is not None:
            x0, y0, x1, y1 = self.box
            where = f" inside x {x0}..{x1}, y {y0}..{y1}"
        shown = f"; expected | actual | changes in red: {self.diff}" if self.diff else "; its size changed"
        return f"{self.name}: rewritten, {self.pixels} pixels changed{where}{shown}"


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


def _diff_sheet(name: str, expected: Image.Image, actual: Image.Image, mask: Image.Image, out: Path) -> Path:
    """Write expected | actual | differences in red, 3x, as ``out/NAME-diff.png``; its path."""
    red = Image.new("RGB", actual.size, (255, 0, 0))
    shown = Image.composite(red, actual.convert("L").convert("RGB"), mask)
    w, h = actual.size
    sheet = Image.new("RGB", (w * 3 + 8, h), (40, 40, 40))
    sheet.paste(expected, (0, 0))
    sheet.paste(actual, (w + 4, 0))
    sheet.paste(shown, (2 * w + 8, 0))
    sheet = sheet.resize((sheet.width * 3, sheet.height * 3), Image.NEAREST)
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{name}-diff.png"
    sheet.save(path)
    return path


def compare(name: str, actual: Image.Image, out: Path, update: Update | None = None) -> Change | None:
    """Fail (AssertionError) unless ``actual`` equals the golden image ``name``.

    When ``update`` allows ``name``, a screen that differs (or has no golden image yet) is written
    as the new golden image instead, and the change is returned; an equal screen is never rewritten.
    """
    path = GOLDEN / f"{name}.png"
    allowed = update is not None and update.allows(name)
    rewrite = f"If the change is meant, look at it, then rewrite this screen only: pytest -m '' {TESTS} " \
              f"--update-golden={name}"
    if not path.exists():
        if allowed:
            GOLDEN.mkdir(exist_ok=True)
            actual.save(path, optimize=True)
            return Change(name)
        out.mkdir(parents=True, exist_ok=True)
        actual.save(out / f"{name}-actual.png")
        raise AssertionError(f"no golden image {path.relative_to(GOLDEN.parent.parent)}; "
                             f"the screen is in {out / (name + '-actual.png')}. {rewrite}")
    expected = Image.open(path).convert("RGB")
    if expected.size != actual.size:
        if allowed:
            actual.save(path, optimize=True)
            return Change(name, actual.width * actual.height)
        actual.save(out / f"{name}-actual.png")
        raise AssertionError(f"{name}: the screen is {actual.size}, the golden image {expected.size}. {rewrite}")
    diff = ImageChops.difference(expected, actual)
    box = diff.getbbox()
    if box is None:
        return None
    mask = diff.convert("L").point(lambda v: 255 if v else 0)
    count = mask.histogram()[255]
    x0, y0, x1, y1 = box
    sheet = _diff_sheet(name, expected, actual, mask, out)
    if allowed:
        actual.save(path, optimize=True)
        return Change(name, count, (x0, y0, x1 - 1, y1 - 1), sheet)
    expected.save(out / f"{name}-expected.png")
    actual.save(out / f"{name}-actual.png")
    raise AssertionError(
        f"{name}: {count} pixels differ from tests/golden/{name}.png, inside x {x0}..{x1 - 1}, y {y0}..{y1 - 1}; "
        f"expected | actual | differences in red: {sheet}. {rewrite}")
