"""Where the shipped resources live (the project's resources/ and boards/ folders)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESOURCES = ROOT / "resources"
BOARDS = ROOT / "boards"
STONESETS = RESOURCES / "stonesets"
TEXTS = RESOURCES / "texts"
SOUNDS = RESOURCES / "sounds"
