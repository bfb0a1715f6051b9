//go:build !wasm

package site

// armyScript gives the wasm's roster reader the browser's own DEFLATE
// (app/armies/env_wasm.go), so the wasm does not link compress/flate:
// auspexInflate(bytes, limit) expands raw DEFLATE with DecompressionStream
// chunk by chunk and cancels the stream, rejecting with "past limit", as
// soon as the output passes limit bytes: a zip bomb is never expanded in
// full. Inline like the boot script, allowed by its hash.
const armyScript = `<script>
function auspexInflate(u8, limit) {
  const reader = new Blob([u8]).stream().pipeThrough(new DecompressionStream("deflate-raw")).getReader();
  const parts = [];
  let n = 0;
  const step = () => reader.read().then(({ done, value }) => {
    if (done) {
      const out = new Uint8Array(n);
      let at = 0;
      for (const p of parts) { out.set(p, at); at += p.length; }
      return out;
    }
    n += value.length;
    if (n > limit) { reader.cancel(); throw new Error("past limit"); }
    parts.push(value);
    return step();
  });
  return step();
}</script>`
