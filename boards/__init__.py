"""The eight shipped boards (package data of ishido_retro)."""
