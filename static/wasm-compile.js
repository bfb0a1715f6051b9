// The repeat visit's wasm compile, off the page's main thread. The page
// (earlyScript, wasm/site/boot.go) starts this worker with the cache's name
// and the wasm's address as the worker's name, so the work starts as soon as
// the script runs, with no message to wait for (a message waits for the
// page's busy main thread to pass it on). It reads the wasm from that cache,
// compiles it and sends the module back, or null when the cache misses or
// the compile fails: the page then compiles it itself, or fetches it.
(function () {
  // Anything that goes wrong answers null at once, so the page never waits
  // for its timeout: a module this browser cannot send to the page included.
  var send = function (m) { try { postMessage(m); } catch (e) { postMessage(null); } };
  try {
    var d = JSON.parse(self.name);
    if (!d || typeof d.cache !== "string" || typeof d.url !== "string") return send(null);
    caches.match(d.url, { cacheName: d.cache })
      .then(function (r) { return r && r.ok ? WebAssembly.compileStreaming(r) : null; })
      .then(send, function () { send(null); });
  } catch (e) {
    send(null);
  }
})();
