"""Hostile inputs for every loader, and the checks a loader's answer must pass.

Shared by the fast fuzz tests (``tests/test_fuzz.py``, through hypothesis) and the
long run (``bench/fuzz.py``). Every generator takes a ``random.Random`` and returns
bytes: mutated and truncated copies of the real files in ``tests/fixtures/``, random
bytes, valid-but-wrong YAML (wrong types, explicit tags, huge numbers, deep nesting,
alias bombs) and odd PNGs (truncated, enormous in declared size, palette-less,
1-bit, RGBA, animated, hostile metadata chunks).

Every ``check_*`` runs one loader on one input and returns ``"loaded"`` (after
checking what it loaded and that it survives a save and a second load unchanged) or
``"refused"`` (after checking the error is the project's own, in one plain
sentence). Anything else escapes: that is a crash.
"""

from __future__ import annotations

import io
import json
import random
import struct
import zlib
from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).resolve().parent / "fixtures"


def fixture(name: str) -> bytes:
    return (FIXTURES / name).read_bytes()


# --- hostile YAML pieces --------------------------------------------------------------------------

HOSTILE_SCALARS = [
    "!!bool x", "!!int ''", "!!timestamp x", "!!float x", "!!binary '%%'", "!!int 0x", "!!float ''",
    "!!timestamp 2001-02-30", "!!null x", "!!str", "!!seq x", "!!map x", "!!set {a, b}", "!!omap [a: 1]",
    "!!pairs [a: 1, a: 2]", "!!python/object:os.system {}", "!!python/name:os.system", "!<tag:evil> x",
    "9" * 4000, "-" + "9" * 4000, "9" * 5000, "0x" + "f" * 5000, "0b" + "1" * 20000, "0o" + "7" * 3000,
    "1" + ":59" * 400, "1e99999", "-.inf", ".nan", "~", "''", "'" + "x" * 3000 + "'", "yes", "on", "off",
    "2001-12-14t21:59:43.10-05:00", "2001-13-45", "*undefined", "&a [*a]", "[" * 300, "{" * 60 + "}" * 60,
    "- - - - -", "? [a]\n: b", "? {a: 1}\n: b", "<<: *nope", "<<: [1, 2]", "[1, 2", "'unclosed", '"\\x"',
    '"\\ud800"', "\t", "%YAML 9.9\n---\nx", "--- a\n--- b", "@reserved", "`reserved", "|\n  block",
    ">-\n  folded", "!!int 1_000_000", "0x_", "+0b1", "12:30:45", "-0", "1.0e+", "0.", "._", "\u2028",
    "\ufeff", "[1, 2, 3]", "{a: 1}", "true", "null", "0", "-1", "255", "73", "12", "[0, 0]", "[0, 0, 0, 0]",
    "[-1, 99]", "[1.5, 2]", "[true, false]", "['a', 'b']", "[[0, 0]]", "{square: [1, 1]}", "{widget: OK}",
]


# Numbers as Python reads more than a file means (issue 46): "²".isdigit() is true and int("²") raises;
# int() reads full-width, Arabic-Indic and other decimal digits, signs, spaces and underscores ("1_000").
ODD_NUMBERS = ["²", "¹", "³", "③", "①", "₂", "١٢", "٣", "۴", "１２", "２５５", "𝟙𝟚", "߁", "+1", "+12", "-0", "-12",
               "1_000", "1_0", "0_0", " 12", "12\u00a0", "0012", "1" + "0" * 40, "9" * 4301, "1e3", "1e999", "inf",
               "nan", "-inf", "0x1f", "0b11", "1.5", ".5", "5.", "12²", "²12", "1٢"]
# how each kind of other digit is written: a number's ASCII digits are swapped for one of these
OTHER_DIGITS = ["⁰¹²³⁴⁵⁶⁷⁸⁹", "₀₁₂₃₄₅₆₇₈₉", "⓪①②③④⑤⑥⑦⑧⑨", "٠١٢٣٤٥٦٧٨٩", "۰۱۲۳۴۵۶۷۸۹", "０１２３４５６７８９",
                "𝟎𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖𝟗", "०१२३४५६७८९"]
HOSTILE_SCALARS += ODD_NUMBERS + [f"'{n}'" for n in ODD_NUMBERS[:12]]


def odd_digits(text: str, rng: random.Random) -> str:
    """``text`` with one of its ASCII numbers written otherwise: in other digits (superscript, circled,
    Arabic-Indic, full-width...), with a sign, an underscore or a space inside, or made huge."""
    import re
    runs = list(re.finditer(r"[0-9]+", text))
    if not runs:
        return text + rng.choice(ODD_NUMBERS)
    run = rng.choice(runs)
    digits = run.group()
    way = rng.randrange(5)
    if way == 0:
        table = rng.choice(OTHER_DIGITS)
        new = "".join(table[int(d)] if rng.random() < 0.7 else d for d in digits)
    elif way == 1:
        new = rng.choice("+-") + digits
    elif way == 2:
        at = rng.randrange(len(digits) + 1)
        new = digits[:at] + rng.choice(["_", " ", "\u00a0", ".", "e"]) + digits[at:]
    elif way == 3:
        new = digits + "0" * rng.choice([20, 400, 4301])
    else:
        new = rng.choice(ODD_NUMBERS)
    return text[:run.start()] + new + text[run.end():]


def digits_edit(rng: random.Random, base: bytes) -> bytes:
    """A text file with one to three of its numbers written in other digits, signed, split or huge."""
    text = base.decode("utf-8", "surrogateescape")
    for _ in range(rng.randint(1, 3)):
        text = odd_digits(text, rng)
    return text.encode("utf-8", "surrogateescape")


def alias_bomb(levels: int = 9, width: int = 10) -> str:
    lines = ["a0: &a0 [" + ", ".join(["x"] * width) + "]"]
    for i in range(1, levels):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * width) + "]")
    return "\n".join(lines) + "\n"


def deep(n: int, kind: str = "[") -> str:
    if kind == "[":
        return "[" * n + "1" + "]" * n
    if kind == "{":
        return "{a: " * n + "1" + "}" * n
    return "".join("  " * i + "- \n" for i in range(n)) + "  " * n + "1\n"


def hostile_yaml_document(rng: random.Random) -> str:
    """A whole YAML document built to hurt a parser or a checker."""
    choice = rng.randrange(8)
    if choice == 0:
        return alias_bomb(rng.randint(3, 12), rng.randint(2, 12))
    if choice == 1:
        return deep(rng.choice([30, 33, 100, 500, 5000]), rng.choice("[{-"))
    if choice == 2:
        return rng.choice(HOSTILE_SCALARS) + "\n"
    if choice == 3:
        return "\n".join(f"{rng.choice(['format', 'name', 'x', 'sounds', 'seed'])}: {rng.choice(HOSTILE_SCALARS)}"
                         for _ in range(rng.randint(1, 6))) + "\n"
    if choice == 4:
        return "- " + "\n- ".join(rng.choice(HOSTILE_SCALARS) for _ in range(rng.randint(1, 8))) + "\n"
    if choice == 5:
        return "&a [" + ", ".join(["*a"] * rng.randint(1, 3)) + "]\n"
    if choice == 6:
        return "x: " + "9" * rng.choice([19, 20, 300, 4299, 4300, 4301]) + "\n"
    return "".join(chr(rng.randrange(0x20, 0x7F)) for _ in range(rng.randint(0, 200)))


def mutate_yaml_text(text: str, rng: random.Random) -> str:
    """Valid-but-wrong YAML: one or a few values of a real file replaced by hostile ones, or keys shuffled."""
    lines = text.splitlines()
    for _ in range(rng.randint(1, 3)):
        if not lines:
            break
        i = rng.randrange(len(lines))
        line = lines[i]
        op = rng.randrange(6)
        if op == 0 and ":" in line:
            key = line.split(":", 1)[0]
            lines[i] = f"{key}: {rng.choice(HOSTILE_SCALARS)}"
        elif op == 1 and line.lstrip().startswith("- "):
            indent = line[: len(line) - len(line.lstrip())]
            lines[i] = f"{indent}- {rng.choice(HOSTILE_SCALARS)}"
        elif op == 2:
            del lines[i]
        elif op == 3:
            lines.insert(i, rng.choice(lines))
        elif op == 4:
            lines.insert(i, hostile_yaml_document(rng).rstrip("\n"))
        else:
            j = rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
    return "\n".join(lines) + "\n"


# --- byte mutations ---------------------------------------------------------------------------------


def mutate_bytes(data: bytes, rng: random.Random) -> bytes:
    """Bit flips, cuts, inserted or duplicated runs, truncation: a damaged copy of ``data``."""
    buf = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        op = rng.randrange(7)
        n = len(buf)
        if op == 0 and n:
            i = rng.randrange(n)
            buf[i] ^= 1 << rng.randrange(8)
        elif op == 1 and n:
            i = rng.randrange(n)
            buf[i] = rng.randrange(256)
        elif op == 2 and n:
            i = rng.randrange(n)
            del buf[i:i + rng.randint(1, 64)]
        elif op == 3:
            i = rng.randrange(n + 1)
            buf[i:i] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 32)))
        elif op == 4 and n:
            i = rng.randrange(n)
            buf[i:i] = buf[i:i + rng.randint(1, 128)]
        elif op == 5:
            del buf[rng.randrange(n + 1):]
        else:
            for _ in range(rng.randint(1, 8)):
                if n:
                    buf[rng.randrange(n)] = rng.choice(b"\x00\xff\x7f\x80:[]{}&*!#\n-'\"")
    return bytes(buf)


def random_bytes(rng: random.Random) -> bytes:
    return bytes(rng.randrange(256) for _ in range(rng.choice([0, 1, 8, 100, 1000])))


# --- PNG pieces -----------------------------------------------------------------------------------


def png_chunks(data: bytes) -> list[tuple[bytes, bytes]]:
    """The (type, body) chunks of a PNG; stops quietly at damage."""
    chunks = []
    pos = 8
    while pos + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        chunks.append((kind, body))
        pos += 12 + length
    return chunks


def build_png(chunks: list[tuple[bytes, bytes]]) -> bytes:
    out = [b"\x89PNG\r\n\x1a\n"]
    for kind, body in chunks:
        out.append(struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body)))
    return b"".join(out)


def png_with_size(data: bytes, width: int, height: int) -> bytes:
    """The PNG with its header claiming another size (checksums right, so the claim is believed)."""
    chunks = png_chunks(data)
    kind, body = chunks[0]
    chunks[0] = (kind, struct.pack(">II", width, height) + body[8:])
    return build_png(chunks)


def png_with_text(data: bytes, key: str, text: str, compressed: bool = False) -> bytes:
    """The PNG with its text chunks replaced by one ``key`` chunk holding ``text``."""
    chunks = [c for c in png_chunks(data) if c[0] not in (b"tEXt", b"zTXt", b"iTXt")]
    raw = text.encode("utf-8", "surrogatepass")
    if compressed:
        body = key.encode() + b"\x00\x01\x00\x00\x00" + zlib.compress(raw)
    else:
        body = key.encode() + b"\x00\x00\x00\x00\x00" + raw
    chunks.insert(1, (b"iTXt", body))
    return build_png(chunks)


def png_variant(data: bytes, rng: random.Random) -> bytes:
    """The picture re-saved in another form: greyscale, RGB, RGBA, 1-bit, 256 colours, animated..."""
    from PIL import Image

    im = Image.open(io.BytesIO(data))
    im.load()
    out = io.BytesIO()
    form = rng.randrange(8)
    if form == 0:
        im.convert("L").save(out, "PNG")
    elif form == 1:
        im.convert("RGB").save(out, "PNG")
    elif form == 2:
        im.convert("RGBA").save(out, "PNG")
    elif form == 3:
        im.convert("1").save(out, "PNG")
    elif form == 4:
        rgb = im.convert("RGB")
        rgb.info.clear()
        rgb.quantize(256).save(out, "PNG")
    elif form == 5:
        second = im.copy()
        second.putpixel((rng.randrange(im.width), rng.randrange(im.height)), 1)
        im.save(out, "PNG", save_all=True, append_images=[second], duration=100)
    elif form == 6:
        im.convert("RGB").save(out, rng.choice(["GIF", "BMP"]))
    else:
        im.convert("RGB").resize((im.width + rng.choice([-1, 1]), im.height)).save(out, "PNG")
    return out.getvalue()


_BOMB: list[bytes] = []


def _idat_bomb() -> bytes:
    if not _BOMB:
        _BOMB.append(zlib.compress(b"\x00" * (50 * 1024 * 1024), 9))
    return _BOMB[0]


def mutate_png(data: bytes, rng: random.Random, meta_key: str | None = None) -> bytes:
    """A hostile PNG from a real one."""
    op = rng.randrange(9)
    if op == 0:
        return data[: rng.randrange(len(data))]
    if op == 1:
        w, h = rng.choice([(0, 0), (1, 1), (65535, 65535), (2**31 - 1, 2**31 - 1), (120, 2**30), (10**6, 140)])
        return png_with_size(data, w, h)
    if op == 2:
        return png_variant(data, rng)
    if op == 3 and meta_key:
        return png_with_text(data, meta_key, hostile_yaml_document(rng), compressed=rng.random() < 0.3)
    if op == 4 and meta_key:
        chunks = png_chunks(data)
        text = next((b.split(b"\x00", 5)[-1].decode("utf-8", "replace") for k, b in chunks if k == b"iTXt"), "")
        return png_with_text(data, meta_key, mutate_yaml_text(text, rng))
    if op == 5:
        chunks = png_chunks(data)
        if len(chunks) > 2:
            i = rng.randrange(1, len(chunks))
            op2 = rng.randrange(3)
            if op2 == 0:
                del chunks[i]
            elif op2 == 1:
                chunks.insert(i, chunks[rng.randrange(len(chunks))])
            else:
                kind, body = chunks[i]
                chunks[i] = (kind, mutate_bytes(body, rng))
        return build_png(chunks)
    if op == 6:
        chunks = png_chunks(data)       # a palette of another length, or none
        chunks = [(k, b[: 3 * rng.randrange(0, 20)] if k == b"PLTE" else b) for k, b in chunks]
        if rng.random() < 0.5:
            chunks = [c for c in chunks if c[0] != b"PLTE"]
        return build_png(chunks)
    if op == 7:
        bomb = _idat_bomb()             # an IDAT that inflates to 50 MB
        chunks = [c for c in png_chunks(data) if c[0] != b"IDAT"]
        chunks.insert(-1, (b"IDAT", bomb))
        return build_png(chunks)
    return mutate_bytes(data, rng)


# --- generators per loader ------------------------------------------------------------------------
#
# A generator picks one of its loader's fixtures (drawing from the stream only when there are several),
# then one draw in [0, 1) chooses the first way of spoiling it whose bound lies above the draw.

Spoil = Callable[[random.Random, bytes], bytes]


def yaml_edit(rng: random.Random, base: bytes) -> bytes:
    if rng.random() < 0.25:
        return digits_edit(rng, base)
    return mutate_yaml_text(base.decode(), rng).encode("utf-8", "surrogatepass")


def hostile_yaml(rng: random.Random, base: bytes) -> bytes:
    return hostile_yaml_document(rng).encode("utf-8", "surrogatepass")


def byte_edit(rng: random.Random, base: bytes) -> bytes:
    return mutate_bytes(base, rng)


def noise(rng: random.Random, base: bytes) -> bytes:
    return random_bytes(rng)


def picture_variant(rng: random.Random, base: bytes) -> bytes:
    return png_variant(base, rng)


def png_edit(meta_key: str | None = None) -> Spoil:
    """PNG mutations, hostile metadata going under ``meta_key``."""
    return lambda rng, base: mutate_png(base, rng, meta_key=meta_key)


def valid(make: Callable[[random.Random], bytes]) -> Spoil:
    """A valid file made afresh instead of a spoiled fixture."""
    return lambda rng, base: make(rng)


def generator(fixtures: list[str], *ways: tuple[float, Spoil]) -> Callable[[random.Random], bytes]:
    """A generator over ``fixtures`` taking ``ways`` as (upper bound of the draw, spoil); the last bound is 1."""
    assert ways[-1][0] == 1

    def generate(rng: random.Random) -> bytes:
        base = fixture(rng.choice(fixtures) if len(fixtures) > 1 else fixtures[0])
        r = rng.random()
        return next(spoil for bound, spoil in ways if r < bound)(rng, base)

    return generate


gen_settings = generator(["settings.yaml"], (0.45, yaml_edit), (0.7, hostile_yaml), (0.95, byte_edit), (1, noise))


def valid_record(rng: random.Random) -> bytes:
    """A real record: a greedy game of a random deal, stopped at a random move or played out."""
    from ishido_retro.engine import Game
    from ishido_retro.engine.records import dump_record
    from ishido_retro.players.computer import make_player

    seed = rng.randrange(2**32)
    game = Game.new(seed, scoring=rng.choice(["modern", "ancient"]))
    player = make_player("greedy", seed)
    for _ in range(rng.randint(0, 66)):
        if game.is_over:
            break
        game.place(player.choose(game))
    return dump_record(game).encode()


gen_record = generator(["record-finished.yaml", "record-in-progress.yaml"], (0.1, valid(valid_record)),
                       (0.5, yaml_edit), (0.65, hostile_yaml), (0.95, byte_edit), (1, noise))


def valid_match(rng: random.Random) -> bytes:
    """A real saved match: a random mode and scoring, a few moves played."""
    import yaml

    from ishido_retro.match import MODES, Match, Place, Seat, StartTournamentGame, Tick
    from ishido_retro.match.clock import ManualClock
    from ishido_retro.match.matchfile import match_to_record

    clock = ManualClock()
    mode = rng.choice(MODES)
    scoring = "modern" if mode == "challenge" else rng.choice(["modern", "ancient"])   # the manual's restriction
    match = Match.new(clock, mode, scoring, seed=rng.randrange(2**31),
                      challenge_seconds=rng.choice([None, 10, 60]) if mode == "challenge" else None)
    if mode == "tournament":
        match.apply(StartTournamentGame(Seat(rng.choice(["Ann", "Bøb", "李", "O'Neil"]))))
    for _ in range(rng.randint(0, 20)):
        squares = match.game.legal_squares() if not match.game.is_over else []
        if not squares:
            break
        match.apply(Place(rng.choice(squares)))
        clock.advance(rng.random() * 5)
        match.apply(Tick())
    return yaml.safe_dump(match_to_record(match), sort_keys=False, allow_unicode=True).encode()


gen_match = generator(["match-challenge.yaml", "match-tournament.yaml"],
                      (0.15, valid(valid_match)), (0.6, yaml_edit), (0.7, hostile_yaml), (0.97, byte_edit), (1, noise))


gen_stoneset = generator(["stoneset-gems.png"], (0.85, png_edit("ishido-stoneset")), (0.97, byte_edit), (1, noise))


gen_board = generator(["board-gems.png"], (0.85, png_edit()), (0.97, byte_edit), (1, noise))


gen_board_sidecar = generator(["board-gems.yaml"], (0.5, yaml_edit), (0.8, hostile_yaml), (1, byte_edit))


gen_script = generator(["script.yaml"], (0.5, yaml_edit), (0.8, hostile_yaml), (1, byte_edit))


# --- what a loader's answer must be -----------------------------------------------------------------


def check_sentence(message: str) -> None:
    """A refusal a player can read: one short line, a full stop, no internals."""
    assert message and "\n" not in message, message
    assert len(message) <= 600, message[:200]
    assert message.rstrip().endswith((".", "?", "!")), message
    for leak in ("object at 0x", "<_io.", "Traceback", "NoneType", "string index out of range", "groupdict"):
        assert leak not in message, message


def _placed(home: Path, name: str, data: bytes) -> Path:
    """The file ``name`` in ``home``, holding ``data``, with no damaged copy (``*.bad``) of an earlier example."""
    path = home / name
    path.write_bytes(data)
    for old in home.glob(f"{name}*.bad"):
        old.unlink()
    return path


def check_settings(data: bytes, home: Path) -> str:
    """``settings.load`` never raises; what it loads is well typed; load -> save -> load is the same."""
    from ishido_retro import settings as settings_mod
    from ishido_retro.storage import settingsfile

    path = _placed(home, "settings.yaml", data)
    loaded, problem = settingsfile.load()
    for f, value in loaded.as_dict().items():
        default = getattr(settings_mod.Settings(), f)
        assert type(value) is type(default), (f, value)
    if problem is not None:
        check_sentence(problem)
    settingsfile.save(loaded)
    again, problem2 = settingsfile.load()
    assert problem2 is None and again == loaded, (problem2, again, loaded)
    if problem is not None and path.read_bytes() != data:
        assert any(p.read_bytes() == data for p in home.glob("settings.yaml*.bad")), "damaged file not kept"
    return "refused" if problem else "loaded"


def check_record(data: bytes, home: Path) -> str:
    from ishido_retro.engine.records import RecordError, dump_record, load_record
    from ishido_retro.storage.records import read_record

    path = home / "record.yaml"
    path.write_bytes(data)
    try:
        game = read_record(path)
    except RecordError as exc:
        check_sentence(str(exc))
        return "refused"
    assert len(game.history) <= 66 and game.stones_left == 72 - len(game.board)
    text = dump_record(game)
    again = load_record(text)
    assert dump_record(again) == text
    return "loaded"


def check_match(data: bytes, home: Path) -> str:
    """A saved match (a record with its ``match`` key): read, checked, and the same after a save."""
    import yaml

    from ishido_retro.engine.records import MAX_RECORD_BYTES, RecordError
    from ishido_retro.formats import DataFileError
    from ishido_retro.match.clock import ManualClock
    from ishido_retro.match.matchfile import match_from_record, match_to_record
    from ishido_retro.storage.safeio import read_yaml

    path = home / "match.yaml"
    path.write_bytes(data)
    if _module_there("ishido_retro.storage.savedgames"):
        return _check_saved_game(path, home)
    try:
        parsed = read_yaml(path, MAX_RECORD_BYTES, "a saved game", max_depth=16)
        match = match_from_record(parsed, ManualClock(100))
    except (DataFileError, RecordError) as exc:
        check_sentence(str(exc))
        return "refused"
    record = match_to_record(match)
    assert record["match"]["mode"] == match.mode and len(record["match"]["seats"]) == len(match.seats)
    path.write_text(yaml.safe_dump(record))
    again = match_from_record(read_yaml(path, MAX_RECORD_BYTES, "a saved game", max_depth=16), ManualClock(100))
    assert match_to_record(again) == record
    return "loaded"


def _check_saved_game(path: Path, home: Path) -> str:
    """Through the game's own loader (File > Load Game): read_saved, then save_game and read again."""
    from ishido_retro.engine.records import RecordError
    from ishido_retro.match.clock import ManualClock
    from ishido_retro.match.matchfile import match_to_record
    from ishido_retro.storage import savedgames

    try:
        saved = savedgames.read_saved(path, ManualClock(100))
    except RecordError as exc:
        check_sentence(str(exc))
        return "refused"
    record = match_to_record(saved.match)
    assert record["match"]["mode"] == saved.match.mode and len(record["match"]["seats"]) == len(saved.match.seats)
    savedgames.save_game(home / "again.yaml", saved.match, saved.stoneset, saved.board)
    again = savedgames.read_saved(home / "again.yaml", ManualClock(100))
    assert match_to_record(again.match) == record and (again.stoneset, again.board) == (saved.stoneset, saved.board)
    return "loaded"


def check_stoneset(data: bytes, home: Path) -> str:
    from ishido_retro.stonesets.stoneset import StonesetError, parse_stoneset
    from ishido_retro.storage.stonesets import load_stoneset, save_stoneset

    path = home / "set.png"
    path.write_bytes(data)
    try:
        ss = load_stoneset(path)
    except StonesetError as exc:
        check_sentence(str(exc))
        return "refused"
    assert len(ss.stones) == 36 and all(len(s) == 400 for s in ss.stones) and len(ss.palette) == 16
    assert len(set(ss.stones)) == 36 and all(any(s) for s in ss.stones)
    assert isinstance(ss.name, str) and 0 < len(ss.name) <= 40
    assert len(ss.colour_names) == 6 and len(ss.symbol_names) == 6
    save_stoneset(ss, home / "saved.png")
    again = parse_stoneset((home / "saved.png").read_bytes())
    assert again.stones == ss.stones and again.palette == ss.palette and again.masks == ss.masks
    assert again.metadata() == ss.metadata()
    return "loaded"


def _check_board_at(path: Path, home: Path) -> str:
    from ishido_retro.stonesets.boards import BoardError
    from ishido_retro.storage.boards import load_board, save_board

    try:
        board = load_board(path)
    except BoardError as exc:
        check_sentence(str(exc))
        return "refused"
    assert len(board.pixels) == 320 * 200 and max(board.pixels) < 8 and len(board.palette) == 8
    assert isinstance(board.name, str) and board.name
    save_board(board, home / "saved-board.png")
    again = load_board(home / "saved-board.png")
    assert again.pixels == board.pixels and again.palette == board.palette
    assert again.metadata() == board.metadata()
    return "loaded"


def check_board(data: bytes, home: Path) -> str:
    path = home / "board.png"
    path.write_bytes(data)
    (home / "board.yaml").write_bytes(fixture("board-gems.yaml"))
    return _check_board_at(path, home)


def check_board_sidecar(data: bytes, home: Path) -> str:
    path = home / "board.png"
    path.write_bytes(fixture("board-gems.png"))
    (home / "board.yaml").write_bytes(data)
    return _check_board_at(path, home)


def check_script(data: bytes, home: Path) -> str:
    import yaml

    from ishido_retro.ui.script import STEP_KINDS, ScriptError, load_script

    path = home / "script.yaml"
    path.write_bytes(data)
    try:
        steps = load_script(path)
    except ScriptError as exc:
        check_sentence(str(exc))
        return "refused"
    assert isinstance(steps, list)
    for step in steps:
        kind = step if isinstance(step, str) else next(iter(step))
        assert kind in STEP_KINDS
    if all(isinstance(s, (str, dict)) and _plain(s) for s in steps):     # scripts the game could write back
        again = home / "again.yaml"
        again.write_text(yaml.safe_dump(steps))
        assert load_script(again) == steps
    return "loaded"


def _plain(value: object) -> bool:
    """Only what YAML's safe dumper writes back as it was read: no tuples, sets, bytes or dates."""
    if isinstance(value, dict):
        return all(_plain(k) and _plain(v) for k, v in value.items())
    if isinstance(value, list):
        return all(_plain(v) for v in value)
    return value is None or isinstance(value, (str, int, float, bool)) and value == value


# --- formats other helpers add: joined when their modules are there ------------------------------------

DATE = "2026-11-22"


gen_scores = generator(["scores.yaml"], (0.55, yaml_edit), (0.7, hostile_yaml), (0.97, byte_edit), (1, noise))


def check_scores(data: bytes, home: Path) -> str:
    """The high scores (``ishido-scores/1``): loading never raises; a damaged file is kept; save -> load the same."""
    from ishido_retro.scores import highscores as hs
    from ishido_retro.storage import scorefiles

    _placed(home, "scores.yaml", data)
    scores, message = scorefiles.load_scores(DATE)
    if message is not None:
        check_sentence(message)
        assert any(p.read_bytes() == data for p in home.glob("scores.yaml*.bad")), "damaged scores not kept"
    text = hs.format_scores(scores)
    again = hs.parse_scores(text)
    assert hs.format_scores(again) == text
    return "refused" if message else "loaded"


JSON_HOSTILE = ["[" * 100_000, "{" * 5000, "9" * 5000, "1e999999", "NaN", "-Infinity", '"\ud800"', "null", "[]",
                '{"cast": "ishido-oracle/1"}', '{"question": ' + '"x"' + "}", "\u0000", '{"moment": true}',
                '{"stones": [[1,2,3,4]]}', '{"lines": [' + ",".join(["9"] * 1000) + "]}", "\xff"]


def gen_journal(rng: random.Random) -> bytes:
    base = fixture("oracle-journal.txt").decode()
    lines = base.splitlines()
    r = rng.random()
    if r < 0.4:
        i = rng.randrange(1, len(lines))
        record = lines[i]
        for _ in range(rng.randint(1, 3)):
            cut = rng.randrange(len(record) + 1)
            record = record[:cut] + rng.choice(JSON_HOSTILE + [",", ":", "}", "]", '"', "0", "-1"]) + record[cut:]
        lines[i] = record
        return ("\n".join(lines) + "\n").encode("utf-8", "surrogatepass")
    if r < 0.55:
        lines.insert(rng.randrange(1, len(lines) + 1), rng.choice(JSON_HOSTILE))
        return ("\n".join(lines) + "\n").encode("utf-8", "surrogatepass")
    if r < 0.95:
        return mutate_bytes(base.encode(), rng)
    return random_bytes(rng)


def check_journal(data: bytes, home: Path) -> str:
    """The augury journal (``ishido-journal/1``): browsing never raises; appending keeps every old reading."""
    import json

    from ishido_retro.oracle.cast import Reading
    from ishido_retro.storage import journal

    path = _placed(home, "oracle-journal.txt", data)
    readings, note = journal.load(path)
    if note is not None:
        check_sentence(note)
    for reading in readings:
        assert Reading.from_record(json.loads(json.dumps(reading.as_record()))) == reading
    first = fixture("oracle-journal.txt").decode().splitlines()[1]
    new = Reading.from_record(json.loads(first))
    message = journal.append(new, path)
    after, _ = journal.load(path)
    if message is None:
        assert len(after) == len(readings) + 1, (len(after), len(readings))
    else:
        check_sentence(message)
        assert after == [new] and any(p.read_bytes() == data for p in home.glob("oracle-journal.txt*.bad"))
    return "refused" if note or message else "loaded"


# --- the editor's files: its autosave (a stoneset still being drawn) and pictures to import -------------

AUTOSAVE_FIXTURE = "editor-autosave.png"


def work_in_progress(rng: random.Random | None = None):
    """A stoneset document as the editor autosaves it mid-work: Gems with rows erased, dots drawn, renamed.

    Without ``rng`` it is the document kept as ``tests/fixtures/editor-autosave.png``
    (rows 4 and 5 erased, a dot of colour 8 amid the first stone, named "Work in progress").
    """
    from ishido_retro.stonesets.document import KINDS, Selection, StonesetDoc
    from ishido_retro.storage.resources import shipped_stoneset_path
    from ishido_retro.storage.stonesets import load_stoneset

    doc = StonesetDoc.from_stoneset(load_stoneset(shipped_stoneset_path("Gems")))
    if rng is None:
        doc.erase(Selection("row", 0, 4))
        doc.erase(Selection("row", 0, 5))
        doc.pencil(0, 0, 10, 10, 8)
        doc.set_names("Work in progress", "A. Painter", "Gems, half done")
        return doc
    for _ in range(rng.randint(0, 8)):
        op = rng.randrange(6)
        col, row = rng.randrange(6), rng.randrange(6)
        if op == 0:
            doc.erase(Selection(rng.choice(KINDS), col, row))
        elif op == 1:
            doc.pencil(col, row, rng.randrange(20), rng.randrange(20), rng.randrange(9))
        elif op == 2:
            doc.flood_fill(col, row, rng.randrange(20), rng.randrange(20), rng.randrange(9))
        elif op == 3:
            doc.rotate(col, row)
        elif op == 4:
            doc.set_colour(rng.randrange(1, 9), rng.randrange(0x1000000))
        else:
            doc.set_names(rng.choice(["", "x" * 40, "Zoë's set", "李", " "]), rng.choice(["", "Ann"]), "")
    if rng.random() < 0.1:
        doc.clear()
    return doc


def valid_autosave(rng: random.Random) -> bytes:
    return work_in_progress(rng).to_stoneset().to_png_bytes()


gen_autosave = generator([AUTOSAVE_FIXTURE], (0.1, valid(valid_autosave)), (0.85, png_edit("ishido-stoneset")),
                         (0.97, byte_edit), (1, noise))


def _check_doc(doc, source: str) -> None:
    """A document the editor can show: 36 stones and 6 masks of 400 pixels, 16 colours, names."""
    from ishido_retro.stonesets.document import PIXELS

    assert len(doc.stones) == 36 and all(len(s) == PIXELS and max(s) < 16 for s in doc.stones), source
    assert len(doc.masks) == 6 and all(len(m) == PIXELS and set(m) <= {0, 1} for m in doc.masks), source
    assert len(doc.palette) == 16 and all(isinstance(c, int) and 0 <= c < 0x1000000 for c in doc.palette), source
    for i, stone in enumerate(doc.stones):
        mask = doc.masks[i % 6]
        assert all(mask[k] or not v for k, v in enumerate(stone)), f"{source}: stone {i} outside its mask"
    assert isinstance(doc.name, str) and len(doc.name) <= 40, doc.name
    assert len(doc.colour_names) == 6 and len(doc.symbol_names) == 6
    assert not doc.can_undo
    # by design (docs/FORMATS.md): a set of more than 8 colours opens reduced, as unsaved work with its note
    if doc.opened_note:
        assert doc.dirty and "reduced" in doc.opened_note, (source, doc.opened_note)
        check_sentence(doc.opened_note)
    else:
        assert not doc.dirty, source


def _same_after_save(doc, home: Path) -> None:
    """Save (atomically, as File > Save does) and open again: the same stones, masks, colours and names."""
    from ishido_retro.storage.stonesets import load_doc, save_doc

    save_doc(doc, home / "saved-doc.png")
    again = load_doc(home / "saved-doc.png")
    assert again.stones == doc.stones and again.masks == doc.masks and again.palette == doc.palette
    assert again.to_stoneset().metadata() == doc.to_stoneset().metadata()


def check_autosave(data: bytes, home: Path) -> str:
    """The editor's autosave as Recover reads it (``load_doc``); a refused one is kept as a ``.bad`` copy."""
    from ishido_retro.stonesets.stoneset import StonesetError
    from ishido_retro.storage import userdata
    from ishido_retro.storage.stonesets import load_doc

    path = _placed(home, "editor-autosave.png", data)
    try:
        doc = load_doc(path)
    except StonesetError as exc:
        check_sentence(str(exc))
        kept = userdata.keep_bad_copy(path)
        assert kept is not None and kept.read_bytes() == data, "damaged autosave not kept"
        return "refused"
    _check_doc(doc, "autosave")
    _same_after_save(doc, home)
    return "loaded"


gen_picture = generator(["board-gems.png", "stoneset-gems.png"],
                        (0.3, picture_variant), (0.85, png_edit()), (0.97, byte_edit), (1, noise))


def check_picture(data: bytes, home: Path) -> str:
    """File > Import Picture… in the editor: any picture becomes a document of 36 stones, or a sentence."""
    from ishido_retro.stonesets.stoneset import StonesetError
    from ishido_retro.storage.stonesets import import_picture

    path = home / "picture.png"
    path.write_bytes(data)
    try:
        imported = import_picture(path)
    except StonesetError as exc:
        check_sentence(str(exc))
        return "refused"
    doc = imported.doc
    _check_doc(doc, "picture")
    check_sentence(imported.plan)
    assert doc.name == "Picture" and (imported.exact or doc.palette[0] == 0x8C8C8C or "indexed" in imported.plan)
    _same_after_save(doc, home)
    return "loaded"

LOADERS: dict[str, tuple[Callable[[random.Random], bytes], Callable[[bytes, Path], str]]] = {
    "settings": (gen_settings, check_settings),
    "record": (gen_record, check_record),
    "saved match": (gen_match, check_match),
    "stoneset": (gen_stoneset, check_stoneset),
    "board": (gen_board, check_board),
    "board sidecar": (gen_board_sidecar, check_board_sidecar),
    "runner script": (gen_script, check_script),
    "editor autosave": (gen_autosave, check_autosave),
    "editor picture": (gen_picture, check_picture),
}


def _module_there(name: str) -> bool:
    import importlib.util
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:
        return False


if _module_there("ishido_retro.storage.scorefiles"):
    LOADERS["high scores"] = (gen_scores, check_scores)
if _module_there("ishido_retro.oracle.journal"):
    LOADERS["augury journal"] = (gen_journal, check_journal)



# --- lesson progress (ishido-lessons/1) ----------------------------------------------------------------

gen_lessons = generator(["lessons.yaml"], (0.5, yaml_edit), (0.75, hostile_yaml), (0.97, byte_edit), (1, noise))


def check_lessons(data: bytes, home: Path) -> str:
    """The lessons file: loading never raises; finishing a lesson keeps every lesson read and a damaged file."""
    from ishido_retro.lessons.progress import format_progress, parse_progress
    from ishido_retro.storage import lessons

    _placed(home, "lessons.yaml", data)
    progress, message = lessons.load_progress()
    if message is not None:
        check_sentence(message)
    assert parse_progress(format_progress(progress)) == progress
    after, saved = lessons.mark_done("one-way", progress)
    assert after.done >= progress.done | {"one-way"}, (after, progress)
    assert (saved is None) == (message is None), (message, saved)
    if saved is not None:
        check_sentence(saved)
        assert any(p.read_bytes() == data for p in home.glob("lessons.yaml*.bad")), "damaged lessons not kept"
    assert lessons.load_progress() == (after, None)
    return "refused" if message else "loaded"


LOADERS["lessons"] = (gen_lessons, check_lessons)


# --- the pars of the deals solved (ishido-par/1) --------------------------------------------------------

gen_pars = generator(["pars.yaml"], (0.5, yaml_edit), (0.75, hostile_yaml), (0.97, byte_edit), (1, noise))


def check_pars(data: bytes, home: Path) -> str:
    """The pars file: loading never raises; keeping a par keeps every par read, and a damaged file as a copy."""
    from ishido_retro.players.par import ParGame
    from ishido_retro.players.parbook import format_book, parse_book
    from ishido_retro.storage import pars

    _placed(home, "pars.yaml", data)
    book, message = pars.load_pars()
    if message is not None:
        check_sentence(message)
    assert parse_book(format_book(book)) == book
    new = ParGame((), 0, 0, 66, 1)
    saved = pars.keep_par((7, "modern", False), new, 1)
    assert (saved is None) == (message is None), (message, saved)
    if saved is not None:
        check_sentence(saved)
        assert any(p.read_bytes() == data for p in home.glob("pars.yaml*.bad")), "damaged pars not kept"
    after, problem = pars.load_pars()
    assert problem is None and after[(7, "modern", False)] == (new, 1)
    assert all(after[key] == value for key, value in book.items() if key != (7, "modern", False))
    return "refused" if message else "loaded"


LOADERS["pars"] = (gen_pars, check_pars)


# --- a file dropped on the game's window (issue 30): installed as a stoneset or a board, or one sentence -----

gen_dropped = generator(["stoneset-gems.png", "board-gems.png"],
                        (0.3, picture_variant), (0.8, png_edit("ishido-stoneset")), (0.97, byte_edit), (1, noise))


def check_dropped(data: bytes, home: Path) -> str:
    """``install_dropped`` (the game's drop): a set copied into the data folder that loads as it was dropped, or a
    sentence and nothing written in the data folder."""
    from ishido_retro.stonesets.dropped import MAX_DROPPED_BYTES
    from ishido_retro.storage.boards import load_board
    from ishido_retro.storage.ownsets import install_dropped
    from ishido_retro.storage.stonesets import load_stoneset

    dropped = home.parent / "dropped" / "my set.png"
    dropped.parent.mkdir(exist_ok=True)
    dropped.write_bytes(data)
    before = sorted(p.relative_to(home) for p in home.rglob("*") if p.is_file())
    try:
        kept = install_dropped(dropped)
    except ValueError as exc:
        check_sentence(str(exc))
        assert sorted(p.relative_to(home) for p in home.rglob("*") if p.is_file()) == before, "a refusal wrote"
        return "refused"
    assert len(data) <= MAX_DROPPED_BYTES
    path = kept.folder / kept.file
    assert path.parent == home / (kept.kind + "s") and path.suffix == ".png"
    if kept.kind == "stoneset":
        assert path.read_bytes() == data
        assert load_stoneset(path).stones == load_stoneset(dropped).stones
    else:
        assert load_board(path).pixels == load_board(dropped).pixels
    again = install_dropped(dropped)
    assert (again.file, again.new) == (kept.file, False), "the same set dropped twice is kept once"
    return "loaded"


LOADERS["dropped file"] = (gen_dropped, check_dropped)


# --- the pyxel-ready bytes the game ships (issue 41): a damaged one is refused in a sentence, never a crash ---

def _ready_bases() -> list[bytes]:
    from ishido_retro.storage import resources
    return [resources.TITLE_READY.read_bytes(), resources.shipped_stoneset_path("Runes").with_suffix(".ready")
            .read_bytes(), resources.shipped_board_path("Gems").with_suffix(".ready").read_bytes()]


def gen_ready(rng: random.Random) -> bytes:
    """A shipped ready file: its packed body edited (lines, bytes, lengths) and packed again, its bytes edited,
    or noise after its first line."""
    from ishido_retro.formats.ready import pack, unpack
    base = rng.choice(_ready_bases())
    kind = base.split(b" ", 2)[1].decode()
    r = rng.random()
    if r < 0.6:
        fields, data = unpack(kind, base)
        flat = [(k, v) for k, values in fields.items() for v in values]
        if flat and rng.random() < 0.5:
            i = rng.randrange(len(flat))
            flat[i] = (flat[i][0], rng.choice(["", "zz", "-1", "ffffffff", "9" * 40, "0", "1000", "x: y", "0xffffff",
                                               "+fffff", "ff_fff", " fffff", "ｆｆ００００", *ODD_NUMBERS]))
        if rng.random() < 0.3:
            flat = flat[:rng.randrange(len(flat) + 1)]
        return pack(kind, flat, mutate_bytes(data, rng) if rng.random() < 0.7 else data)
    head = base.index(b"\n") + 1
    if r < 0.9:
        return base[:head] + mutate_bytes(base[head:], rng)
    return base[:head] + random_bytes(rng)


def check_ready(data: bytes, home: Path) -> str:
    from ishido_retro.formats.ready import NotReady
    from ishido_retro.stonesets.ready import board_to_ready, ready_to_board, ready_to_stones, stones_to_ready
    from ishido_retro.ui.title import art

    if data.startswith(b"ISHIDO-READY title"):
        title = art.ready_to_title(data)
        if title is None:
            return "refused"
        scene, w, h, mask = title
        assert len(scene) == 320 * 200 and len(mask) == w * h and max(scene + mask) < 8
        assert art.ready_to_title(art.title_to_ready(title)) == title
        return "loaded"
    try:
        if data.startswith(b"ISHIDO-READY stoneset"):
            stones = ready_to_stones(data)
            assert len(stones.pixels) == 36 and all(len(p) == 400 and max(p) <= 8 for p in stones.pixels)
            again = ready_to_stones(stones_to_ready(stones))  # type: ignore[arg-type]  (it reads what a set shows)
            assert (again.palette, again.pixels, again.colour_names) == (stones.palette, stones.pixels,
                                                                         stones.colour_names)
        else:
            board = ready_to_board(data)
            assert len(board.pixels) == 320 * 200 and max(board.pixels) < 8 and len(board.palette) == 8
            assert ready_to_board(board_to_ready(board)).pixels == board.pixels  # type: ignore[arg-type]
    except NotReady as exc:
        check_sentence(str(exc))
        return "refused"
    except ValueError as exc:       # a field with a line break cannot be packed again: no such file is loaded
        raise AssertionError(f"a loaded ready file cannot be written again: {exc}") from None
    return "loaded"


LOADERS["ready file"] = (gen_ready, check_ready)


# --- File > Import Palette… (issue 38): GIMP, JASC and hex palettes; colours in range, or one sentence ----------

PALETTE_TOKENS = ["256", "-1", "x", "1e3", "0x10", "99999999999999999999", "", "#", "GIMP Palette", "JASC-PAL",
                  "0100", "\x00", "\u00e9", "fffffff", "ggg000", "12 34", "1 2 3 4 5", "Name:", "# note", *ODD_NUMBERS]


def palette_edit(rng: random.Random, base: bytes) -> bytes:
    """A palette file with a word replaced, a line dropped or repeated many times, or its header lost."""
    if rng.random() < 0.25:
        return digits_edit(rng, base)
    lines = base.decode("utf-8").splitlines()
    way = rng.random()
    if way < 0.4 and lines:
        k = rng.randrange(len(lines))
        words = lines[k].split() or [""]
        words[rng.randrange(len(words))] = rng.choice(PALETTE_TOKENS)
        lines[k] = " ".join(words)
    elif way < 0.6 and lines:
        del lines[rng.randrange(len(lines))]
    elif way < 0.8 and lines:
        lines += [lines[-1]] * rng.choice([1, 250, 300, 5000])
    else:
        lines.insert(rng.randrange(len(lines) + 1), rng.choice(PALETTE_TOKENS))
    return "\n".join(lines).encode("utf-8", "surrogatepass")


def palette_check(suffix: str) -> Callable[[bytes, Path], str]:
    def check(data: bytes, home: Path) -> str:
        """Import Palette's reader and rule: at most 256 colours 0xRRGGBB, put into a set as 16 colours; or a
        sentence."""
        from ishido_retro.stonesets.palettes import MAX_PALETTE_COLOURS, PaletteError
        from ishido_retro.stonesets.recolour import plan_palette
        from ishido_retro.storage.palettes import load_palette
        from ishido_retro.storage.resources import shipped_stoneset_path
        from ishido_retro.storage.stonesets import load_doc

        path = home / f"palette{suffix}"
        path.write_bytes(data)
        try:
            colours = load_palette(path)
        except PaletteError as exc:
            check_sentence(str(exc))
            return "refused"
        assert 1 <= len(colours) <= MAX_PALETTE_COLOURS and all(0 <= c <= 0xFFFFFF for c in colours), colours
        doc = load_doc(shipped_stoneset_path("Ishido"))
        plan = plan_palette(doc.palette, doc.stones, colours)
        assert len(plan.palette) == 16 and plan.palette[0] == doc.palette[0]
        assert set(plan.palette[1:]) - set(doc.palette) <= set(colours)
        return "loaded"
    return check


for _suffix, _fixture in ((".gpl", "palette.gpl"), (".pal", "palette.pal"), (".hex", "palette.hex")):
    LOADERS[f"palette {_suffix[1:]}"] = (generator([_fixture], (0.6, palette_edit), (0.97, byte_edit), (1, noise)),
                                         palette_check(_suffix))
LOADERS["palette picture"] = (generator(["board-gems.png", "stoneset-gems.png"], (0.3, picture_variant),
                                        (0.85, png_edit()), (0.97, byte_edit), (1, noise)), palette_check(".png"))


# --- the index of a big folder of own sets (issue 46): a cache, ignored when damaged, never a crash -------------

def gen_own_index(rng: random.Random) -> bytes:
    """An own-sets index: valid, with a value or a number changed (other digits too), cut, or noise."""
    import json
    sets = {f"set-{i}.png": [[rng.randrange(10**6), rng.randrange(10**18), rng.randrange(10**9)], f"Set {i}",
                             rng.choice(["", "Ann"]), rng.choice([None, "it is damaged."])]
            for i in range(rng.randint(0, 6))}
    text = json.dumps({"format": "ishido-own-sets/1", "sets": sets})
    way = rng.random()
    if way < 0.2:
        return text.encode()
    if way < 0.45:
        return digits_edit(rng, text.encode())
    if way < 0.7:
        at = rng.randrange(len(text) + 1)
        return (text[:at] + rng.choice(JSON_HOSTILE + ["[]", "{}", "null", "1.5", '"x"', "true"]) + text[at:]).encode(
            "utf-8", "surrogatepass")
    if way < 0.9:
        return mutate_bytes(text.encode(), rng)
    return random_bytes(rng)


def check_own_index(data: bytes, home: Path) -> str:
    from ishido_retro.storage import ownindex
    folder = home / "stonesets"
    folder.mkdir(exist_ok=True)
    (folder / ownindex.INDEX).write_bytes(data)
    known = ownindex.read_index(folder)
    for file, (stamp, name, author, problem) in known.items():
        assert isinstance(file, str) and len(stamp) in (3, 6) and all(type(v) is int for v in stamp)
        assert isinstance(name, str) and isinstance(author, str) and (problem is None or isinstance(problem, str))
    ownindex.keep_index(folder, known, ownindex.INDEX_FROM)
    assert ownindex.read_index(folder) == known, "the index read back is not what was kept"
    return "loaded" if known else "refused"


LOADERS["own sets index"] = (gen_own_index, check_own_index)
# --- the game kept after each move: a killed write's temp file, and the error log (issue 46) -------------------


def valid_kept_temp(rng: random.Random) -> bytes:
    """A whole left game's temp file, as the write after each move makes it (quick text, sealed)."""
    import yaml

    from ishido_retro.formats.sealed import sealed
    from ishido_retro.match.clock import ManualClock
    from ishido_retro.match.matchfile import match_from_record
    from ishido_retro.storage import savedgames
    match = match_from_record(yaml.safe_load(valid_match(rng)), ManualClock(100))
    return sealed(savedgames.quick_text(match, rng.choice([None, "Ishido", "user:mine.png"]), None))


def kept_temp_edit(rng: random.Random, base: bytes) -> bytes:
    """A whole temp file cut short, or damaged: what a kill or a bad disk leaves."""
    data = valid_kept_temp(rng)
    return data[:rng.randrange(len(data))] if rng.random() < 0.5 else mutate_bytes(data, rng)


def check_kept_temp(data: bytes, home: Path) -> str:
    """A temp file of the left game at the next start: a whole one takes the left game's place, read as a saved
    game; any other is removed with its sentence; nothing raises, nothing whole is lost."""
    from ishido_retro.formats.sealed import whole
    from ishido_retro.storage import keptgame

    for old in home.glob("*left-game*"):
        old.unlink()
    temp = home / ".left-game.yaml.fuzz0001.tmp"
    temp.write_bytes(data)
    said = keptgame.recover()
    assert not temp.exists() and len(said) == 1, said
    check_sentence(said[0])
    if whole(data) is None:
        assert not (home / "left-game.yaml").exists()
        return "refused"
    assert (home / "left-game.yaml").read_bytes() == data          # used, byte for byte
    assert _check_saved_game(home / "left-game.yaml", home) == "loaded"       # and it is a game that resumes
    return "loaded"


def gen_kept_temp(rng: random.Random) -> bytes:
    r = rng.random()
    return valid_kept_temp(rng) if r < 0.3 else kept_temp_edit(rng, b"") if r < 0.9 else random_bytes(rng)


def valid_error_log(rng: random.Random) -> bytes:
    from ishido_retro.storage import errorlog
    trace = "Traceback (most recent call last):\n" + "".join(chr(rng.randrange(0x20, 0x3000)) for _ in range(80))
    return errorlog.log_text(rng.choice(["ishido-retro", "ishido-editor"]), trace, "nothing", rng.random() * 2e9
                             ).encode("utf-8", "surrogatepass")


def check_error_log(data: bytes, home: Path) -> str:
    """The start's reading of ``error.log``: said once when it is an unsaid log, never otherwise; never raises."""
    from ishido_retro.storage import errorlog

    path = home / errorlog.LOG
    path.write_bytes(data)
    said = errorlog.tell_once()
    if not errorlog.unsaid(data) or len(data) > errorlog.MAX_LOG_BYTES:
        assert said is None and path.read_bytes() == data              # not its shape: never said, never changed
        return "refused"
    assert said is not None
    check_sentence(said)
    assert path.read_bytes() == errorlog.marked_said(data) and errorlog.tell_once() is None
    return "loaded"


def gen_error_log(rng: random.Random) -> bytes:
    r = rng.random()
    if r < 0.7:
        return valid_error_log(rng) if r < 0.3 else mutate_bytes(valid_error_log(rng), rng)
    return random_bytes(rng)


LOADERS["kept game temp file"] = (gen_kept_temp, check_kept_temp)
LOADERS["error log"] = (gen_error_log, check_error_log)
NAME_PIECES = ["Sea", "Foam", "\t", "\n", "\r", "  ", "\u00e9", "\u4e2d", "#", "GIMP Palette", "Name:", "255 0 0", "~",
               "\x00", "\x7f", "\u200b", ""]


def gen_export(rng: random.Random) -> bytes:
    """A stoneset's 15 colours and row names as Export Palette gets them, packed as JSON (the fuzz harness takes
    bytes): any colours, names of any odd pieces, an odd set name."""
    colours = [rng.randrange(0x1000000) for _ in range(15)]
    names = ["".join(rng.choice(NAME_PIECES) for _ in range(rng.randrange(6))) for _ in range(15)]
    title = "".join(rng.choice(NAME_PIECES) for _ in range(rng.randrange(8)))
    return json.dumps({"colours": colours, "names": names, "title": title}).encode()


def check_export(data: bytes, home: Path) -> str:
    """Export Palette's three formats, written through storage and read back through Import Palette's reader: the
    same colours in order, and in a .gpl the names as written (control characters as spaces, no outer spaces)."""
    from ishido_retro.stonesets.palettes import format_palette
    from ishido_retro.storage.palettes import load_gpl_names, load_palette, save_palette
    try:
        given = json.loads(data)
        colours, names, title = given["colours"], given["names"], given["title"]
        assert isinstance(colours, list) and all(isinstance(c, int) and 0 <= c < 0x1000000 for c in colours)
        assert 1 <= len(colours) <= 256 and isinstance(title, str)
        assert isinstance(names, list) and all(isinstance(n, str) for n in names)
    except (ValueError, KeyError, TypeError, AssertionError):
        return "refused"          # random bytes: nothing Export Palette could be given
    for suffix in (".gpl", ".pal", ".hex"):
        path = home / "palettes" / f"out{suffix}"
        save_palette(path, format_palette(suffix, colours, names, title))
        assert load_palette(path) == colours, suffix
    shown = ["".join(c if c.isprintable() else " " for c in n).strip() for n in names]
    read = load_gpl_names(home / "palettes" / "out.gpl")
    assert [n for _rgb, n in read] == [(shown[k] if k < len(shown) else "") for k in range(len(colours))]
    return "loaded"


LOADERS["palette export"] = (gen_export, check_export)
