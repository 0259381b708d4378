"""The shipped stonesets, texts and other art (package data of ishido_retro)."""
