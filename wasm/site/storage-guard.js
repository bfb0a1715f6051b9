// Auspex's storage guard: the only code that touches window.localStorage for
// the app (app/store calls it from Go). It runs before go-app's scripts:
// the build puts it inline in every page's head (wasm/site/handler.go).
// A browser that blocks site data throws from the localStorage getter itself,
// and an exception thrown inside a property read from Go aborts the wasm; so
// every access is made here, in try/catch, and returned as {v: value} or
// {e: "Name: message", full: true|false}. The page's Content-Security-Policy
// allows it by its hash, as it does every inline script of the build.
(function () {
  "use strict";
  function describe(e) {
    if (e && e.name) return String(e.name) + (e.message ? ": " + String(e.message) : "");
    return String(e);
  }
  function full(e) {
    return !!e && (e.name === "QuotaExceededError" || e.name === "NS_ERROR_DOM_QUOTA_REACHED" || e.code === 22);
  }
  var ls = null, blocked = "";
  try {
    ls = window.localStorage;
    if (!ls) blocked = "it has no local storage";
    else ls.getItem("auspex.settings"); // some browsers throw only on use
  } catch (e) {
    blocked = describe(e);
  }
  if (blocked) ls = null;
  // go-app reads window.localStorage on its own: at start, before the first
  // frame, and every minute after, it lists every key and decodes every value
  // as JSON to expire its persisted states (which Auspex does not use). That
  // made each start slower the more a player had saved (200 KB of roll
  // history cost 30 ms of a slowed phone's start), and it deleted any value of
  // ours that happened to look like an expired state of its own, before the app
  // could set it aside with a message. So window.localStorage becomes a stand-in
  // that lists no keys of its own: reads and writes by name go through to the
  // real storage (to memory when it is blocked), and the app's own path stays
  // this guard.
  var mem = {};
  var backing = ls || {
    getItem: function (k) { return Object.prototype.hasOwnProperty.call(mem, k) ? mem[k] : null; },
    setItem: function (k, v) { mem[String(k)] = String(v); },
    removeItem: function (k) { delete mem[k]; },
    clear: function () { mem = {}; },
    key: function (i) { var k = Object.keys(mem); return i < k.length ? k[i] : null; },
    get length() { return Object.keys(mem).length; }
  };
  var standIn = Object.create({
    getItem: function (k) { return backing.getItem(k); },
    setItem: function (k, v) { backing.setItem(k, v); },
    removeItem: function (k) { backing.removeItem(k); },
    clear: function () { backing.clear(); },
    key: function (i) { return backing.key(i); },
    get length() { return backing.length; }
  });
  try {
    Object.defineProperty(window, "localStorage", { value: standIn, configurable: true, enumerable: true });
  } catch (e) { /* not configurable: go-app reads the real one, as it did before */ }
  function call(f) {
    if (!ls) return { e: blocked };
    try { return { v: f() }; } catch (e) { return { e: describe(e), full: full(e) }; }
  }
  window.auspexStorage = {
    blocked: blocked,
    get: function (k) { return call(function () { return ls.getItem(k); }); },
    set: function (k, v) { return call(function () { ls.setItem(k, v); return null; }); },
    remove: function (k) { return call(function () { ls.removeItem(k); return null; }); },
    keys: function () {
      return call(function () {
        var out = [];
        for (var i = 0; i < ls.length; i++) out.push(ls.key(i));
        return out;
      });
    },
    // listen calls f(key) when another tab changes storage; key is null after a clear.
    listen: function (f) {
      window.addEventListener("storage", function (ev) {
        try {
          if (ev.storageArea === ls) f(ev.key);
        } catch (e) { /* a listener's failure must not stop the others */ }
      });
    }
  };
})();
