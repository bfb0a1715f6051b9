//go:build !wasm

package site

// armyScript gives the wasm's roster reader the browser's own DEFLATE
// (app/armies/env_wasm.go), so the wasm does not link compress/flate:
// auspexInflate(bytes, limit) expands raw DEFLATE with DecompressionStream
// and rejects with "past limit" as soon as the output passes limit bytes.
//
// The input goes in 4 KB at a time, each piece only when the output of the
// last has been read (a stream of highWaterMark 0, piped): Chromium inflates
// each piece it is given in full before anything can be read, so one piece
// of a 2 MB bomb handed over whole expanded to gigabytes first (issue 48).
// DEFLATE expands at most about 1,032 times, so no more than about 4 MB is
// ever made past the limit; the running total is checked on each piece of
// output, and the stream is cancelled at once. Every 25 ms it waits for a
// timer, so the page answers while a large file inflates.
//
// auspexLock(name, ms) resolves, once this tab holds the Web Lock name (one
// tab of the site at a time), to the function that releases it; the lock is
// released after ms in any case, so a page closed mid-import holds no tab up.
// An import reads, changes and writes the stored armies under it: two tabs
// importing at once each read the other's army first (issue 48). Without
// Web Locks (an old browser) it resolves at once, as before.
//
// Inline like the boot script, allowed by its hash.
const armyScript = `<script>
function auspexInflate(u8, limit) {
  let at = 0;
  const input = new ReadableStream({
    pull(c) {
      if (at >= u8.length) { c.close(); return; }
      c.enqueue(u8.subarray(at, at + 4096));
      at += 4096;
    }
  }, { highWaterMark: 0 });
  const reader = input.pipeThrough(new DecompressionStream("deflate-raw")).getReader();
  const parts = [];
  let n = 0, since = performance.now();
  const step = () => reader.read().then(({ done, value }) => {
    if (done) {
      const out = new Uint8Array(n);
      let o = 0;
      for (const p of parts) { out.set(p, o); o += p.length; }
      return out;
    }
    n += value.length;
    if (n > limit) { reader.cancel(); parts.length = 0; throw new Error("past limit"); }
    parts.push(value);
    if (performance.now() - since < 25) return step();
    // A chain of promises runs before any task: every 25 ms a timer lets
    // the page answer taps and paint.
    return new Promise((later) => setTimeout(later, 0)).then(() => { since = performance.now(); return step(); });
  });
  return step();
}
function auspexLock(name, ms) {
  if (!navigator.locks) return Promise.resolve(() => {});
  return new Promise((granted, failed) => {
    navigator.locks.request(name, () => new Promise((release) => {
      granted(release);
      setTimeout(release, ms);
    })).catch(failed);
  });
}</script>`
