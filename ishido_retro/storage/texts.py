"""The shipped texts: Rules, Strategy and About for the text window, and the Oracle's texts.

Read through the one hardened reader from the install (:mod:`.resources`); the formats
are :mod:`ishido_retro.texts` and :mod:`ishido_retro.oracle.texts`.
"""

from __future__ import annotations

from pathlib import Path

from ishido_retro.formats import DataFileError, FileMissing
from ishido_retro.oracle.texts import OracleTexts, OracleTextsError, parse_texts
from ishido_retro.storage.resources import ORACLE, TEXTS, MissingAssetError
from ishido_retro.storage.safeio import read_text, read_yaml

TEXTS_FILE = ORACLE / "texts.yaml"      # the Oracle's texts
MAX_ORACLE_BYTES = 512 * 1024


def load_text(name: str) -> str:
    """The text ``resources/texts/NAME.txt``; a missing or unreadable file is a broken install."""
    if not name.replace("-", "").isalnum():
        raise ValueError(f"{name!r} is not a text name")
    try:
        return read_text(TEXTS / f"{name}.txt", 1024 * 1024, "a shipped text")
    except DataFileError as exc:
        raise MissingAssetError(f"the shipped text {name}.txt cannot be read ({exc}); "
                                "reinstall Ishido Retro") from exc


def load_texts(path: Path | str = TEXTS_FILE) -> OracleTexts:
    """The Oracle's texts from ``path``; OracleTextsError with a clear message when they cannot be used."""
    path = Path(path)
    try:
        data = read_yaml(path, MAX_ORACLE_BYTES, "the Oracle's texts")
    except FileMissing:
        raise OracleTextsError(f"The Oracle's texts ({path.name}) are missing; the augury is shown without them.") \
            from None
    except DataFileError as exc:
        raise OracleTextsError(f"The Oracle's texts ({path.name}) cannot be read ({exc}); "
                               "the augury is shown without them.") from None
    try:
        return parse_texts(data)
    except OracleTextsError as exc:
        raise OracleTextsError(f"The Oracle's texts ({path.name}) are damaged: {exc}; "
                               "the augury is shown without them.") from None


_cache: dict[str, OracleTexts] = {}


def shipped_texts() -> OracleTexts:
    """The shipped Oracle's texts, read once (OracleTextsError if the install's file is damaged)."""
    if "shipped" not in _cache:
        _cache["shipped"] = load_texts()
    return _cache["shipped"]
