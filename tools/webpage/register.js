// Ishido Retro's page: its service worker (worker.js), and the list of what the page fetched before the
// worker took charge (a first visit), posted to it to keep for offline use.
(() => {
  if (!("serviceWorker" in navigator) || !location.protocol.startsWith("http")) return;
  if (performance.setResourceTimingBufferSize) performance.setResourceTimingBufferSize(2000);
  const worker = navigator.serviceWorker.register("@WORKER@");
  worker.catch((e) => console.warn("ishido-retro: no offline copy (" + e + ")"));
  const post = (urls) => navigator.serviceWorker.ready.then((reg) => reg.active && reg.active.postMessage({ keep: urls }));
  const addresses = (entries) => entries.map((e) => e.name.split("#")[0]).filter((u) => u.startsWith("http"));
  post([location.href.split("#")[0]]);
  new PerformanceObserver((list) => post(addresses(list.getEntries()))).observe({ type: "resource", buffered: true });
  navigator.serviceWorker.addEventListener("controllerchange", () => post(addresses(performance.getEntriesByType("resource"))));
  window.ishidoRetroKept = () => new Promise((ok) => {
    navigator.serviceWorker.addEventListener("message", (e) => e.data && e.data.kept && ok(e.data.kept));
    navigator.serviceWorker.ready.then((reg) => reg.active.postMessage({ ask: "kept" }));
  });
})();
