"""The stoneset editor in a real window, for xdotool: ``python editor_keys_driver.py STATE_FILE [clicks]``.

Stone 1,1 is copied and stone 6,6 selected at the start, so that Ctrl+V pastes; after every frame whose
state changed, STATE_FILE gets a JSON line of what the keys can change: the tool, the mirrors, the
document's change count, whether stone 6,6 is stone 1,1 (pasted) and the open dialog's title. With
``clicks`` the set is left as it opened and the line holds the open dialog's title and whether the window
was resting (:mod:`ishido_retro.ui.resting`) as the frame began.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

# The start of an xdotool script: the driver started on STATE, its window found (after its first frame) and focused.
WINDOW_START = """
"$python" "$driver" "$state" $mode >/dev/null 2>&1 &
pid=$!
for i in $(seq 600); do [ -s "$state" ] && break; sleep 0.1; done      # the window's first frame
wid=$(xdotool search --class python | head -1)
sleep 1
xdotool windowfocus --sync "$wid"
"""


def main() -> None:
    out = Path(sys.argv[1])
    clicks = sys.argv[2:] == ["clicks"]
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pyxel

    from ishido_retro.editor.actions import EditClip, Select
    from ishido_retro.editor.app import EditorApp
    from ishido_retro.ui.shell import init_window, run_window

    init_window("editor keys driver")
    app = EditorApp(None, quit_hook=pyxel.quit)
    if not clicks:
        app.screen.act(EditClip("copy", "stone"))
        app.screen.act(Select("stone", 5, 5))
    frame_update = app.update
    last: list[dict] = [{}]

    def update() -> None:
        resting = bool(app.rest and app.rest.policy.resting)
        frame_update()
        state = app.state()
        dialog = (state["dialog"] or {}).get("title")
        now = {"dialog": dialog, "resting": resting} if clicks else {
            "tool": state["tool"], "mirror": state["mirror"], "colour": state["colour"],
            "changes": app.screen.doc.changes, "pasted": app.screen.doc.stone(5, 5) == app.screen.doc.stone(0, 0),
            "dialog": dialog}
        if now != last[0]:
            last[0] = now
            with out.open("a") as f:
                f.write(json.dumps(now) + "\n")

    app.update = update      # type: ignore[method-assign]
    run_window(app)


if __name__ == "__main__":
    main()
