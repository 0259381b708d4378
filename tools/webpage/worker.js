// Ishido Retro's service worker: the page opens with no network. It keeps what the page really fetched (the
// page, pyxel's web runtime, Pyodide and the packages it loaded, the app), never a list of names fixed here:
// once it controls the page it keeps every answer it passes on, and what came before that (the first visit)
// the page tells it from its own list of resources (performance entries, posted by register.js) and it
// fetches those again. The cache's name carries the build's version: a new build's worker makes a new cache,
// takes over what other hosts served (their addresses name their versions) and drops the old one.
const VERSION = "@VERSION@";
const CACHE = "ishido-retro-" + VERSION;
const OWN = @OWN@;                      // the build's own files beside the page
const WAIT = 4000;                      // ms for the network before the page's own files come from the cache

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(OWN)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    for (const name of await caches.keys()) {
      if (name === CACHE || !name.startsWith("ishido-retro-")) continue;
      const old = await caches.open(name);
      for (const request of await old.keys()) {
        if (new URL(request.url).origin !== self.location.origin && !(await cache.match(request))) {
          await cache.put(request, await old.match(request));
        }
      }
      await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

const usable = (response) => response && response.ok && (response.type === "basic" || response.type === "cors");

async function fetchAndKeep(cache, url) {
  const response = await fetch(url, { mode: "cors", credentials: "omit" });
  if (usable(response)) await cache.put(url, response.clone());
  return response;
}

async function answer(request) {
  const cache = await caches.open(CACHE);
  const url = new URL(request.url);
  if (url.origin === self.location.origin) {          // the page's own files: the network first
    const kept = await cache.match(request, { ignoreSearch: true });
    try {
      const fetched = fetch(request);
      const response = await (kept ? Promise.race([fetched, new Promise((_, no) => setTimeout(no, WAIT))]) : fetched);
      if (usable(response)) await cache.put(url.origin + url.pathname, response.clone());
      return response;
    } catch (e) {
      return kept || new Response("", { status: 404, statusText: "Not kept for offline use" });
    }
  }
  const kept = await cache.match(request.url);
  if (kept) return kept;
  const response = await fetch(request);
  if (usable(response)) await cache.put(request.url, response.clone());
  else if (response.type === "opaque") fetchAndKeep(cache, request.url).catch(() => {});
  return response;
}

self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET" || !event.request.url.startsWith("http")) return;
  event.respondWith(answer(event.request));
});

self.addEventListener("message", (event) => {
  const data = event.data || {};
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    if (Array.isArray(data.keep)) {
      for (const url of data.keep) {
        if (typeof url !== "string" || !url.startsWith("http") || await cache.match(url)) continue;
        try { await fetchAndKeep(cache, url); } catch (e) { /* offline or gone: the next visit tries again */ }
      }
    }
    if (data.ask === "kept" && event.source) {
      let bytes = 0;
      const requests = await cache.keys();
      for (const request of requests) bytes += (await (await cache.match(request)).arrayBuffer()).byteLength;
      event.source.postMessage({ kept: { version: VERSION, files: requests.length, bytes } });
    }
  })());
});
