"""Ishido Retro: the 1990 Amiga game Ishido: The Way of Stones, remade with pyxel.

``ishido_retro.engine`` is the pure rules engine (no pyxel); ``ishido_retro.ui``
draws it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from importlib import import_module

__version__ = "0.1.0"

if sys.platform == "emscripten":
    # In a browser page pyxel's import hook asks the web server for every module Python cannot find: one
    # blocking request each, before the title. These optional ones (PyYAML's C loader, Pillow's defusedxml
    # and cffi helpers) are never there, so their imports fail at once instead.
    for _optional in ("yaml._yaml", "defusedxml", "cffi"):
        sys.modules.setdefault(_optional, None)  # type: ignore[assignment]


def lazy_names(package: str, modules: dict[str, str]) -> Callable[[str], object]:
    """A package's module-level ``__getattr__`` (PEP 562): each name in ``modules`` (name -> module of the
    package) is imported from its module the first time it is asked for, with every other name of that module,
    so that a start loads only what the first screen needs."""
    def __getattr__(name: str) -> object:
        module = modules.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        loaded = import_module(f"{package}.{module}")
        names = vars(sys.modules[package])
        for key, where in modules.items():
            if where == module:
                names[key] = getattr(loaded, key)
        return names[name]
    return __getattr__
