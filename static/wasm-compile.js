// The repeat visit's wasm compile, off the page's main thread. The page
// (earlyScript, wasm/site/boot.go) starts this worker with the cache's name
// and the wasm's address as the worker's name, so the work starts as soon as
// the script runs, with no message to wait for (a message waits for the
// page's busy main thread to pass it on). It reads the wasm from that cache,
// compiles it and sends the module back, or null when the cache misses or
// the compile fails: the page then compiles it itself, or fetches it.
(function () {
  var d = null;
  try { d = JSON.parse(self.name); } catch (e) {}
  if (!d || typeof d.cache !== "string" || typeof d.url !== "string") return postMessage(null);
  caches.match(d.url, { cacheName: d.cache })
    .then(function (r) { return r && r.ok ? WebAssembly.compileStreaming(r) : null; })
    .then(function (m) { postMessage(m); }, function () { postMessage(null); });
})();
