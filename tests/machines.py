"""The user's machine at its worst, built under a test's tmp_path: data folders that cannot be used.

:func:`environment` builds one unlucky set-up with real files and folders and returns the
environment variables the game reads (``None``: unset) and the sentence the game says at
start. :func:`real_permissions` makes permission bits bind a test run as root (root's
``CAP_DAC_OVERRIDE`` and ``CAP_DAC_READ_SEARCH`` leave the calling thread's effective
capabilities for the block); :func:`drop_root_override` does the same for a child process.
Without the capability calls (not Linux, not allowed), permission cases are skipped as root.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
from dataclasses import dataclass
from pathlib import Path

import pytest

START = ("Ishido Retro cannot keep your games, scores and settings in {path} ({reason}); it plays on without "
         "saving them.")
NO_BASE = ("Ishido Retro has no folder to keep your games, scores and settings in ({why}; set ISHIDO_RETRO_HOME to a "
           "folder); it plays on without saving them.")
VARIABLES = ("ISHIDO_RETRO_HOME", "XDG_DATA_HOME", "HOME")


@dataclass
class Machine:
    env: dict[str, str | None]      # ISHIDO_RETRO_HOME, XDG_DATA_HOME, HOME: a value or None (unset)
    sentence: str                   # what the game says once at start
    permissions: bool = False       # needs permission bits to bind (see real_permissions)

    def apply(self, monkeypatch: pytest.MonkeyPatch) -> None:
        for name, value in self.env.items():
            if value is None:
                monkeypatch.delenv(name, raising=False)
            else:
                monkeypatch.setenv(name, value)

    def child_env(self) -> dict[str, str]:
        env = dict(os.environ)
        for name, value in self.env.items():
            if value is None:
                env.pop(name, None)
            else:
                env[name] = value
        return env


UNUSABLE = ("home_is_a_file", "home_under_a_file", "home_name_too_long", "home_unset", "home_empty",
            "home_relative", "xdg_relative_home_empty")
PERMISSIONS = ("home_mode_000", "home_read_only")


def environment(kind: str, tmp_path: Path) -> Machine:
    """One unlucky data folder, built under ``tmp_path``."""
    def home(path: Path, reason: str, permissions: bool = False) -> Machine:
        return Machine({"ISHIDO_RETRO_HOME": str(path), "XDG_DATA_HOME": None, "HOME": str(tmp_path)},
                       START.format(path=path, reason=reason), permissions)

    def no_base(home_value: str | None, why: str, xdg: str | None = None) -> Machine:
        return Machine({"ISHIDO_RETRO_HOME": None, "XDG_DATA_HOME": xdg, "HOME": home_value}, NO_BASE.format(why=why))

    if kind == "home_is_a_file":
        (tmp_path / "a-file").write_text("not a folder\n")
        return home(tmp_path / "a-file", "it is a file, not a folder")
    if kind == "home_under_a_file":
        (tmp_path / "a-file").write_text("not a folder\n")
        return home(tmp_path / "a-file" / "ishido", "a part of that path is a file, not a folder")
    if kind == "home_name_too_long":
        return home(tmp_path / ("x" * 300), "the name is too long for the file system")
    if kind == "home_unset":
        return no_base(None, "HOME is not set")
    if kind == "home_empty":
        return no_base("", "HOME is empty")
    if kind == "home_relative":
        return no_base("somewhere", "HOME is the relative path 'somewhere'")
    if kind == "xdg_relative_home_empty":
        return no_base("", "HOME is empty", xdg="relative/share")
    if kind == "home_mode_000":
        folder = tmp_path / "locked"
        folder.mkdir(mode=0o000)
        return home(folder, "permission denied", permissions=True)
    if kind == "home_read_only":
        folder = tmp_path / "read-only"
        folder.mkdir()
        (folder / "settings.yaml").write_text("format: ishido-settings/1\nsounds: false\n")
        folder.chmod(0o555)
        return home(folder, "it is read-only", permissions=True)
    raise KeyError(kind)


# --- permission bits that bind a test run as root --------------------------------------------------

_CAPS = (1, 2)          # CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH
_V3 = 0x20080522


class _Header(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]


class _Data(ctypes.Structure):
    _fields_ = [("effective", ctypes.c_uint32), ("permitted", ctypes.c_uint32), ("inheritable", ctypes.c_uint32)]


def _libc():
    try:
        return ctypes.CDLL(None, use_errno=True)
    except OSError:
        return None


@contextlib.contextmanager
def real_permissions():
    """Inside the block permission bits bind this thread even as root; skips the test when that cannot be."""
    if os.geteuid() != 0:
        yield
        return
    libc = _libc()
    if libc is None or not hasattr(libc, "capset"):
        pytest.skip("running as root, and root's permission override cannot be dropped here")
    data = (_Data * 2)()
    if libc.capget(ctypes.byref(_Header(_V3, 0)), data) != 0:
        pytest.skip("running as root, and the capabilities cannot be read here")
    saved = data[0].effective
    for cap in _CAPS:
        data[0].effective &= ~(1 << cap)
    if libc.capset(ctypes.byref(_Header(_V3, 0)), data) != 0:
        pytest.skip("running as root, and root's permission override cannot be dropped here")
    try:
        yield
    finally:
        data[0].effective = saved
        libc.capset(ctypes.byref(_Header(_V3, 0)), data)


def drop_root_override() -> None:
    """For ``subprocess``'s ``preexec_fn``: a child run as root obeys permission bits (bounding set dropped)."""
    if os.geteuid() != 0:
        return
    libc = _libc()
    for cap in _CAPS:
        libc.prctl(24, cap, 0, 0, 0)        # PR_CAPBSET_DROP


def permissions_bind() -> bool:
    """Whether permission bits can be made to bind here (not root, or root whose override can be dropped)."""
    if os.geteuid() != 0:
        return True
    libc = _libc()
    return libc is not None and hasattr(libc, "capset")
