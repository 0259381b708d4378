"""Pyxel-ready bytes: what the game ships as pictures, decoded at build time, so that a start puts it on the
screen without Pillow or YAML (the title's painting, each shipped stoneset and board).

A ready file is the line ``ISHIDO-READY KIND 1``, then zlib-compressed: lines ``key: value`` (UTF-8, a key
may repeat), an empty line, and the raw bytes. A shipped stoneset's or board's names its set and its sources
(field ``source``, :func:`source_mark`: their size and CRC-32); one that does not match is refused.
``tools/make_ready.py`` writes them from their sources; a test checks that they still say what the sources
say. Pure: it packs and unpacks bytes it is handed.
"""

from __future__ import annotations

import zlib

from ishido_retro.formats.errors import DataFileError

VERSION = 1
MAX_UNPACKED = 1024 * 1024      # the largest ready file (a board) holds 64,000 pixels


class NotReady(DataFileError):
    """Bytes that are not a ready file of the kind asked for (or a damaged one)."""


def pack(kind: str, fields: list[tuple[str, str]], data: bytes) -> bytes:
    """``fields`` (key, value: one line each, no line breaks) and ``data`` as a ready file of ``kind``."""
    lines = []
    for key, value in fields:
        if "\n" in key or "\n" in value or ": " in key:
            raise ValueError(f"a ready file's field cannot hold a line break: {key!r}")
        lines.append(f"{key}: {value}\n")
    head = f"ISHIDO-READY {kind} {VERSION}\n".encode("ascii")
    return head + zlib.compress("".join(lines).encode("utf-8") + b"\n" + bytes(data), 9)


def unpack(kind: str, blob: bytes) -> tuple[dict[str, list[str]], bytes]:
    """The fields (key -> its values, in order) and the raw bytes of a ready file of ``kind``; NotReady when
    ``blob`` is not one."""
    head = f"ISHIDO-READY {kind} {VERSION}\n".encode("ascii")
    if not blob.startswith(head):
        raise NotReady(f"not a ready {kind} file")
    try:
        body = zlib.decompressobj().decompress(blob[len(head):], MAX_UNPACKED + 1)
    except zlib.error:
        raise NotReady(f"a damaged ready {kind} file") from None
    if len(body) > MAX_UNPACKED:
        raise NotReady(f"a ready {kind} file larger than any the game makes")
    end = body.find(b"\n\n")
    if end < 0 and not body.startswith(b"\n"):
        raise NotReady(f"a ready {kind} file without its fields")
    text, data = (b"", body[1:]) if body.startswith(b"\n") else (body[:end + 1], body[end + 2:])
    fields: dict[str, list[str]] = {}
    try:
        for line in text.decode("utf-8").splitlines():
            key, sep, value = line.partition(": ")
            if not sep:
                raise NotReady(f"a ready {kind} file with a line that is not a field")
            fields.setdefault(key, []).append(value)
    except UnicodeDecodeError:
        raise NotReady(f"a ready {kind} file whose fields are not UTF-8") from None
    return fields, data


def source_mark(*sources: bytes) -> str:
    """What a ready file says of the files it was made from (a picture, and a board's sidecar): their size in
    bytes and their CRC-32, as ``12345 1a2b3c4d``. A ready file whose mark is not its sources' is refused."""
    crc = 0
    for data in sources:
        crc = zlib.crc32(data, crc)
    return f"{sum(len(d) for d in sources)} {crc:08x}"


def check_source(fields: dict[str, list[str]], kind: str, name: str | None, source: str | None) -> None:
    """NotReady unless the ready file is ``name``'s and was made from the files whose mark is ``source``
    (None: not asked). A swapped or stale ready file is refused, and then the picture is read."""
    made_for = fields.get("name", [""])[0]
    if name is not None and made_for.strip().casefold() != name.strip().casefold():   # "gems" asks for Gems
        raise NotReady(f"a ready {kind} file made for another {kind} than {name}")
    if source is not None and fields.get("source", [None])[0] != source:
        raise NotReady(f"a ready {kind} file made from another picture than {name or 'its own'}'s")


def field(fields: dict[str, list[str]], key: str, kind: str) -> str:
    """The one value of ``key``; NotReady when there is none."""
    values = fields.get(key)
    if not values:
        raise NotReady(f"a ready {kind} file without its {key}")
    return values[0]
