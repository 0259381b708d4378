"""The pure half of reading the game's files: bytes to text, text to YAML, the errors and the name rule.

Every format (records, stonesets, boards, settings, scores, the journal...) parses what
it is handed with these; only :mod:`ishido_retro.storage` opens files and calls the
parsers. Nothing here touches the file system.
"""

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
from ishido_retro.formats.yamltext import MAX_DEPTH, MAX_NODES, load_yaml_text

__all__ = [
    "MAX_DEPTH", "MAX_NAME_BYTES", "MAX_NAME_CHARS", "MAX_NODES", "BadText", "BadYAML", "DataFileError",
    "FileMissing", "FileTooBig", "FileUnreadable", "NotARegularFile", "UnsafeName", "WrongShape", "as_text",
    "check_name", "decode_text", "load_yaml_text", "require_mapping", "show_value", "usable_name",
]
