"""Ishido Retro: the 1990 Amiga game Ishido: The Way of Stones, remade with pyxel.

``ishido_retro.engine`` is the pure rules engine (no pyxel); ``ishido_retro.ui``
draws it.
"""

__version__ = "0.1.0"
