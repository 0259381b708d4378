// Ishido Retro's page: pyxel's launcher starts once the kept files are read (keep.js), and the page's sizing
// (size.js) is applied again after it, since pyxel 2.9.9's launcher writes its own viewport meta.
(() => {
  const launch = window.launchPyxel;
  window.launchPyxel = async (params) => {
    await window.ishidoRetroKeep.ready;
    const started = launch(params);
    window.ishidoRetroSize && window.ishidoRetroSize.viewport();
    return started;
  };
})();
