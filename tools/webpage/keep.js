// Ishido Retro's page: the files the game keeps between visits (ishido_retro/storage/webkeep.py), kept durably.
// localStorage reaches the disk only seconds after a change (Chromium: about 5 s), so a tab the phone kills at
// once lost the last save. Here every change is an IndexedDB transaction with durability "strict" (written
// through to the disk when it completes); the game sees a localStorage-like object, window.ishidoRetroKeep
// (length, key(i), getItem, setItem, removeItem), read whole from IndexedDB before the game starts.
// Entries an earlier page left in localStorage ("ishido-retro:..." keys) are moved into IndexedDB once.
(() => {
  const PREFIX = "ishido-retro:";
  const DB_NAME = "ishido-retro", STORE = "files";
  const files = new Map();
  let db = null;
  const keep = {
    durable: false, problem: null, writes: 0, done: 0,
    get length() { return files.size; },
    key(i) { return Array.from(files.keys())[i] ?? null; },
    getItem(k) { return files.has(k) ? files.get(k) : null; },
    setItem(k, v) { v = String(v); files.set(k, v); db ? write([[k, v]], []) : localStorage.setItem(k, v); },
    removeItem(k) { files.delete(k); db ? write([], [k]) : localStorage.removeItem(k); },
  };
  const request = (r) => new Promise((ok, no) => { r.onsuccess = () => ok(r.result); r.onerror = () => no(r.error); });
  function write(puts, dels) {
    keep.writes++;
    return new Promise((ok) => {
      const t = db.transaction(STORE, "readwrite", { durability: "strict" });
      const s = t.objectStore(STORE);
      for (const [k, v] of puts) s.put(v, k);
      for (const k of dels) s.delete(k);
      t.oncomplete = () => { keep.done++; ok(true); };
      t.onerror = t.onabort = () => { keep.problem = String(t.error); console.warn("ishido-retro: " + keep.problem); ok(false); };
    });
  }
  function oldEntries() {
    const found = [];
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (k && k.startsWith(PREFIX)) found.push(k);
    }
    return found;
  }
  keep.ready = (async () => {
    try {
      const open = indexedDB.open(DB_NAME, 1);
      open.onupgradeneeded = () => open.result.createObjectStore(STORE);
      db = await request(open);
      const s = db.transaction(STORE, "readonly").objectStore(STORE);
      const [keys, values] = await Promise.all([request(s.getAllKeys()), request(s.getAll())]);
      keys.forEach((k, i) => files.set(k, values[i]));
      const old = oldEntries();
      const moved = old.filter((k) => !files.has(k)).map((k) => [k, localStorage.getItem(k)]);
      for (const [k, v] of moved) files.set(k, v);
      if (old.length && (moved.length === 0 || await write(moved, []))) old.forEach((k) => localStorage.removeItem(k));
      keep.durable = true;
    } catch (e) {                          // no IndexedDB (some private windows): localStorage, as before
      db = null;
      keep.problem = String(e);
      for (const k of oldEntries()) files.set(k, localStorage.getItem(k));
    }
    return keep;
  })();
  window.ishidoRetroKeep = keep;
})();
