"""What the runner's steps do, by kind: input (click, drag, menu, key, pad, type: :mod:`.input`),
files (save, load, drop, the window's close: :mod:`.files`), time (wait, clock, date: :mod:`.timing`)
and output (shot, dump: :mod:`.output`), each on the frames a script runs (:mod:`.frames`).
The runner (:mod:`ishido_retro.ui.runner`) puts them together in its table of steps."""
