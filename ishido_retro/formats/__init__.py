"""The pure half of reading the game's files: bytes to text, text to YAML, the errors and the name rule.

Every format (records, stonesets, boards, settings, scores, the journal...) parses what
it is handed with these; only :mod:`ishido_retro.storage` opens files and calls the
parsers. Nothing here touches the file system.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ishido_retro import lazy_names

if TYPE_CHECKING:
    from ishido_retro.formats.errors import (
        BadText,
        BadYAML,
        DataFileError,
        FileMissing,
        FileTooBig,
        FileUnreadable,
        NotARegularFile,
        UnsafeName,
        WrongShape,
    )
    from ishido_retro.formats.names import MAX_NAME_BYTES, MAX_NAME_CHARS, check_name, usable_name
    from ishido_retro.formats.text import as_text, decode_text, require_mapping, show_value
    from ishido_retro.formats.yamltext import MAX_DEPTH, MAX_NODES, load_format_mapping, load_yaml_text

# where each name lives: the modules are imported when a name is first used, so that a start
# loads only what the first screen needs
_MODULES = {
    "BadText": "errors", "BadYAML": "errors", "DataFileError": "errors", "FileMissing": "errors",
    "FileTooBig": "errors", "FileUnreadable": "errors", "MAX_DEPTH": "yamltext", "MAX_NAME_BYTES": "names",
    "MAX_NAME_CHARS": "names", "MAX_NODES": "yamltext", "NotARegularFile": "errors", "UnsafeName": "errors",
    "WrongShape": "errors", "as_text": "text", "check_name": "names", "decode_text": "text",
    "load_format_mapping": "yamltext", "load_yaml_text": "yamltext",
    "require_mapping": "text", "show_value": "text", "usable_name": "names",
}

__all__ = [
    "BadText", "BadYAML", "DataFileError", "FileMissing", "FileTooBig", "FileUnreadable", "MAX_DEPTH",
    "MAX_NAME_BYTES", "MAX_NAME_CHARS", "MAX_NODES", "NotARegularFile", "UnsafeName", "WrongShape", "as_text",
    "check_name", "decode_text", "load_format_mapping", "load_yaml_text", "require_mapping", "show_value",
    "usable_name",
]


__getattr__ = lazy_names(__name__, _MODULES)
