"""Where the computer thinks: in worker processes on the desktop, in slices inside frames where there are none
(a browser page, ISHIDO_RETRO_WORKERS=0), or at once in scripts; and stopping the workers when the game quits."""
