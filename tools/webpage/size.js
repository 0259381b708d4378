// Ishido Retro's page: the game fills the screen. pyxel draws its 320x200 screen in a canvas the size of the
// page, scaled by whole pixels (the game asks pyxel for integer_scale). On a phone a whole number of pixels
// leaves much of the screen empty (844x390 in landscape: 1x, half the height), so when whole pixels would
// fill less than FILL of the canvas's height and width, the page asks pyxel for its nearest fit instead
// (integer_scale(False)). With a mouse (a desktop browser) whole pixels are always kept, as before.
// Checked again at every resize (a phone rotated) and until the game has opened its window.
(() => {
  const FILL = 0.9;
  const VIEWPORT = "width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover";
  let applied = "";
  const viewport = () => {
    let meta = document.querySelector('meta[name="viewport"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "viewport";
      document.head.appendChild(meta);
    }
    if (meta.content !== VIEWPORT) meta.content = VIEWPORT;
  };
  const fit = () => {
    const canvas = document.querySelector("canvas#canvas");
    const py = window.pyxelContext && window.pyxelContext.pyodide;
    if (!canvas || !py || !canvas.width || !canvas.height) return;
    const key = canvas.width + "x" + canvas.height;
    if (key === applied) return;
    try {
      const done = py.runPython(`
def _ishido_fit(w, h, fill):
    import sys
    headless = sys.modules.get("ishido_retro.ui.headless")
    if headless is None or not headless._ready:      # the game's window is not open yet
        return None
    import pyxel
    sw, sh = pyxel.width, pyxel.height
    whole = max(1, min(w // sw, h // sh))
    pyxel.integer_scale(whole * sw >= fill * w or whole * sh >= fill * h)
    return True
_ishido_fit`)(canvas.width, canvas.height, matchMedia("(pointer: coarse)").matches ? FILL : 0);
      if (done) applied = key;
    } catch (e) { /* the game has not opened its window yet */ }
  };
  viewport();
  window.addEventListener("resize", () => { viewport(); setTimeout(fit, 50); });
  setInterval(fit, 500);
  window.ishidoRetroSize = { viewport, fit };
})();
