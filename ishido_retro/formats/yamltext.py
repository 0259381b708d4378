"""YAML text parsed safely: nesting depth and the size aliases expand to are capped before building.

What :func:`load_yaml_text` promises: the safe loader (the C one when PyYAML has it),
after a pass over the text that counts flow brackets and one streaming pass over the
events that caps nesting depth and the number of nodes aliases expand to (alias bombs,
self-referring anchors) and refuses numbers whose building alone would take long. Every
failure is a :class:`~ishido_retro.formats.errors.BadYAML` with one plain sentence.

Pure: it parses text it is handed; :mod:`ishido_retro.storage.safeio` reads the files.
"""

from __future__ import annotations

import re
from typing import Any

import yaml

from ishido_retro.formats.errors import BadText, BadYAML, DataFileError
from ishido_retro.formats.text import require_mapping

SafeLoader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

MAX_DEPTH = 32                     # YAML nesting: no format of the game needs more than a few levels
MAX_NODES = 200_000                # YAML nodes after aliases are expanded

_NUMBER_LIKE = re.compile(r"[-+]?[0-9][0-9a-fA-FxXoObB_:.]*\Z")
_NUMBER_TAGS = (None, "tag:yaml.org,2002:int", "tag:yaml.org,2002:float")
MAX_NUMBER_CHARS = 5000     # Python itself refuses decimal whole numbers beyond 4,300 digits
MAX_SEXAGESIMAL_CHARS = 100  # 1:59:59... costs time growing with the square of its length


def _check_number(event: Any, source: str) -> None:
    """Refuse number-like scalars whose building alone would take long (huge or base-60 numbers)."""
    value = event.value
    if len(value) <= MAX_SEXAGESIMAL_CHARS:
        return
    explicit = event.tag in _NUMBER_TAGS[1:]
    plain = event.style in (None, "") and bool(event.implicit and event.implicit[0])
    if not (explicit or plain):
        return
    if not _NUMBER_LIKE.match(value.strip()):
        return
    if ":" in value or len(value) > MAX_NUMBER_CHARS:
        raise BadYAML(f"{source} holds a number written with {len(value)} characters; "
                      f"no file of the game needs one that long")


_FLOW_MARKS = re.compile(r"""[\[\]{}'"#\n]""")
_QUOTED_REST = {"'": re.compile(r"(?:[^']|'')*'"), '"': re.compile(r'(?:[^"\\]|\\.)*"', re.DOTALL)}


def _too_deep(source: str, what: str, max_depth: int) -> BadYAML:
    return BadYAML(f"{source} is nested too deeply to be {what} (more than {max_depth} levels)")


def _check_flow_depth(text: str, source: str, what: str, max_depth: int) -> None:
    """Refuse flow collections (``[`` and ``{``) nested deeper than ``max_depth``, from the text alone.

    The YAML scanner reads a whole run of opening brackets ahead before it yields the first
    event, and a parser may refuse deep nesting with its own words (libyaml at 1,000 levels):
    this pass counts first, so the game's own limit always speaks. Quoted scalars and comments
    are skipped; a bracket inside a plain scalar of block context is not counted.
    """
    if text.count("[") + text.count("{") <= max_depth:
        return
    depth = 0
    pos = 0
    while (found := _FLOW_MARKS.search(text, pos)) is not None:
        at = found.start()
        mark = text[at]
        before = text[at - 1] if at else "\n"
        pos = at + 1
        if mark == "#" and before in " \t\n":
            pos = text.find("\n", at)
            if pos < 0:
                return
        elif mark in "'\"" and (before in " \t\n" or (depth and before in "[{,:")):
            end = _QUOTED_REST[mark].match(text, at + 1)
            if end is None:
                return      # an unclosed quote: the parser's own error says so
            pos = end.end()
        elif mark in "[{" and (depth or before in " \t\n"):
            depth += 1
            if depth > max_depth:
                raise _too_deep(source, what, max_depth)
        elif mark in "]}" and depth:
            depth -= 1


def _check_events(text: str, source: str, what: str, max_depth: int, max_nodes: int) -> None:
    """One streaming pass over the YAML events: nesting depth and expanded size capped."""
    depth = 0
    expanded = 0
    stack: list[list[Any]] = []             # [anchor, nodes before it, deepest level inside]
    sizes: dict[str, tuple[int, int]] = {}  # anchor -> (nodes, levels) it expands to

    def grow(nodes: int, levels: int) -> None:
        nonlocal expanded
        expanded += nodes
        if expanded > max_nodes:
            raise BadYAML(f"{source} holds too many values (more than {max_nodes}, counting every repeat "
                          f"an alias makes)")
        level = depth + levels
        if level > max_depth:
            raise _too_deep(source, what, max_depth)
        if stack:
            stack[-1][2] = max(stack[-1][2], level)

    for event in yaml.parse(text, Loader=SafeLoader):
        if isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
            grow(1, 1)
            depth += 1
            stack.append([event.anchor, expanded - 1, depth])
        elif isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
            anchor, before, deepest = stack.pop()
            depth -= 1
            if anchor is not None:
                sizes[anchor] = (expanded - before, deepest - depth)
            if stack:
                stack[-1][2] = max(stack[-1][2], deepest)
        elif isinstance(event, yaml.ScalarEvent):
            grow(1, 1)
            _check_number(event, source)
            if event.anchor is not None:
                sizes[event.anchor] = (1, 1)
        elif isinstance(event, yaml.AliasEvent):
            if any(entry[0] == event.anchor for entry in stack):
                raise BadYAML(f"{source} has a value that refers to itself")
            grow(*sizes.get(event.anchor or "", (1, 1)))


def load_yaml_text(text: str, what: str = "a data file", source: str = "The file",
                   max_depth: int = MAX_DEPTH, max_nodes: int = MAX_NODES) -> Any:
    """Parse YAML text safely; any failure is a :class:`BadYAML` with one sentence.

    Use it for YAML held inside another file (the stoneset PNG's text chunk); for a YAML
    file use :func:`read_yaml`. ``source`` names where the text came from in messages.
    """
    if not isinstance(text, str):
        raise BadYAML(f"{source} does not hold text")
    text = str(text)    # an exact str: the C loader refuses subclasses (Pillow's iTXt)
    if "\x00" in text:
        raise BadText(f"{source} holds binary data, not the text of {what}")
    try:
        _check_flow_depth(text, source, what, max_depth)
        _check_events(text, source, what, max_depth, max_nodes)
        return yaml.load(text, Loader=SafeLoader)  # noqa: S506 - a safe loader
    except DataFileError:
        raise
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        # an error at the end of the text is reported on its last line, not on the line after it
        lines = text.count("\n") + (0 if text.endswith("\n") else 1)
        where = f" at line {min(mark.line + 1, max(lines, 1))}" if mark is not None else ""
        problem = _cut(exc.problem or exc.context or "it is malformed", 80)
        if "nesting" in problem:    # a parser's own depth limit, should a text ever slip past ours
            raise _too_deep(source, what, max_depth) from None
        if isinstance(exc, yaml.constructor.ConstructorError):
            raise BadYAML(f"{source} holds a value YAML cannot build{where} ({problem}); it is not {what}") from None
        raise BadYAML(f"{source} is not valid YAML{where} ({problem}); it is not {what}") from None
    except RecursionError:
        raise BadYAML(f"{source} is nested too deeply to be {what}") from None
    except MemoryError:
        raise BadYAML(f"{source} is too large to read as {what}") from None
    except Exception:   # PyYAML constructors raise KeyError, ValueError... on tags like !!int ''
        raise BadYAML(f"{source} holds a value YAML cannot build (a tag such as !!int or !!timestamp on a "
                      f"value that does not fit it); it is not {what}") from None


def _cut(text: str, limit: int) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def load_format_mapping(text: str, fmt: str, error: type[DataFileError], what: str, source: str,
                        max_depth: int = MAX_DEPTH) -> dict[str, Any]:
    """The mapping a text in format ``fmt`` (``ishido-x/1``) holds; ``error`` names the first fault: bad YAML,
    not a mapping, no ``format`` line of the family, or a newer version of it."""
    try:
        data = require_mapping(load_yaml_text(text, what, source, max_depth=max_depth), what, source)
    except DataFileError as exc:
        raise error(str(exc)) from None
    found = data.get("format")
    if not isinstance(found, str) or not found.startswith(fmt.rsplit("/", 1)[0] + "/"):
        raise error(f"{source} has no '{fmt}' format line")
    if found != fmt:
        raise error(f"{source} is in format {found[:40]!r}, newer than this game reads ({fmt})")
    return data
