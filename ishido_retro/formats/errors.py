"""The family of errors every reader and parser of the game's files raises: one plain sentence each.

Pure: no file is touched here.
"""

from __future__ import annotations


class DataFileError(ValueError):
    """A data file (or name) the game cannot use; ``str(exc)`` is one plain sentence.

    A full stop is added when the message has none; its first letter is kept as given
    (it may be a file name).
    """

    def __init__(self, message: str) -> None:
        message = message.strip()
        if not message.endswith((".", "?", "!")):
            message += "."
        super().__init__(message)


class FileMissing(DataFileError):
    """There is no file by that name."""


class FileUnreadable(DataFileError):
    """The file exists but the system will not let it be read (permissions, I/O error)."""


class FileTooBig(DataFileError):
    """The file is larger than its kind of file may be."""


class NotARegularFile(DataFileError):
    """A folder, pipe, device or socket where a file was expected."""


class BadText(DataFileError):
    """Bytes that are not UTF-8 text (or hold NUL characters)."""


class BadYAML(DataFileError):
    """Text that is not YAML, or YAML too deep, too repetitive or with values it cannot build."""


class WrongShape(DataFileError):
    """Valid YAML that does not have the shape the format needs."""


class UnsafeName(DataFileError):
    """A name that is empty, too long, hidden, reserved or would leave its folder."""
