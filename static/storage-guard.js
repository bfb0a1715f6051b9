// Auspex's storage guard: the only code that touches window.localStorage for
// the app (app/store calls it from Go). It runs before go-app's scripts.
// A browser that blocks site data throws from the localStorage getter itself,
// and an exception thrown inside a property read from Go aborts the wasm; so
// every access is made here, in try/catch, and returned as {v: value} or
// {e: "Name: message", full: true|false}. A same-origin file, not an inline
// script or eval, so a strict Content-Security-Policy allows it.
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
  if (blocked) {
    ls = null;
    // go-app itself reads window.localStorage (it expires persisted states at
    // start and every minute): put an empty in-memory stand-in in its place.
    var mem = {};
    var standIn = Object.create({
      getItem: function (k) { return Object.prototype.hasOwnProperty.call(mem, k) ? mem[k] : null; },
      setItem: function (k, v) { mem[String(k)] = String(v); },
      removeItem: function (k) { delete mem[k]; },
      clear: function () { mem = {}; },
      key: function (i) { var k = Object.keys(mem); return i < k.length ? k[i] : null; },
      get length() { return Object.keys(mem).length; }
    });
    try {
      Object.defineProperty(window, "localStorage", { value: standIn, configurable: true, enumerable: true });
    } catch (e) { /* not configurable: nothing more can be done here */ }
  }
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
