//go:build !wasm

package site

import (
	"strings"

	"auspex/app/armies"
)

// workerTemplate is the service worker, a text/template that go-app fills with
// the version and the resources to pre-cache. Unlike go-app's default it does
// not pre-cache pages: the list is the app shell, the code, the assets and one
// data file per system, so it does not grow with entries. Navigations go to
// the network (the pre-rendered page paints at once) and fall back to the
// shell, which the app routes on the client from the cached data. It never
// touches another origin's requests, caches nothing it was not told to, and
// answers the page's questions about what is cached (the "Ready offline" mark).
func workerTemplate(prefix string) string {
	root := rootPath(prefix)
	return strings.NewReplacer("__SHELL__", root+shellPath,
		"__SHARE_ACTION__", root+armies.ShareAction, "__SHARED_PAGE__", root+armies.SharedPath,
		"__SHARED_FILE__", root+armies.SharedFile, "__SHARED_CACHE__", armies.SharedCache,
		"__SHARE_FIELD__", armies.ShareField).Replace(workerJS)
}

// cachePrefix names the worker's caches, "auspex-" and the version; the boot
// script reads the wasm from the current one.
const cachePrefix = "auspex-"

// shellPath is the app shell: the home page with its content taken out.
const shellPath = "/web/shell.html"

// navTimeout is how long a navigation waits for the network before the
// worker answers with the shell (a connection that hangs is no connection).
const workerJS = `const version = "{{.Version}}";
const cacheName = "` + cachePrefix + `" + version;
const resourcesToCache = {{.ResourcesToCache}};
const shell = "__SHELL__";
const navTimeout = 4000;
const shareAction = "__SHARE_ACTION__", sharedPage = "__SHARED_PAGE__", sharedFile = "__SHARED_FILE__", sharedCache = "__SHARED_CACHE__";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(cacheName)
      .then((cache) => cache.addAll(resourcesToCache))
      .then(() => self.skipWaiting())
      .catch((err) => {
        tell({ auspex: "install-failed", version, error: String(err && err.name ? err.name + ": " + err.message : err) });
        throw err;
      })
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("` + cachePrefix + `") && k !== cacheName || k.startsWith("goapp-")).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
  );
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  if (req.method === "POST" && url.pathname === shareAction) {
    event.respondWith(keepShared(req));
    return;
  }
  if (req.method !== "GET") return;
  if (req.mode === "navigate") {
    event.respondWith(navigate(req));
    return;
  }
  event.respondWith(caches.match(req, { cacheName }).then((hit) => hit || fetch(req)));
});

// navigate: the network's page when it answers in time, else the cached one
// (only the home page is cached as a page), else the shell.
async function navigate(req) {
  const fromNet = fetch(req).then((res) => (res.status >= 500 ? Promise.reject(new Error("HTTP " + res.status)) : res));
  let timer;
  const late = new Promise((resolve) => { timer = setTimeout(resolve, navTimeout); });
  try {
    const res = await Promise.race([fromNet, late.then(() => null)]);
    if (res) return res;
    return (await offlinePage(req)) || (await fromNet);
  } catch (err) {
    return (await offlinePage(req)) || Response.error();
  } finally {
    clearTimeout(timer);
  }
}

// keepShared answers the manifest's share target (Share → Auspex from a
// roster app), offline too: the shared file is kept in its own cache (not
// this version's, so an update does not drop it), and the page that imports
// it opens (303: the browser follows with a GET). A share with no file still
// opens it, and the page says nothing came.
async function keepShared(req) {
  try {
    const form = await req.formData();
    const file = form.getAll("__SHARE_FIELD__").find((f) => f && typeof f !== "string");
    const cache = await caches.open(sharedCache);
    if (file) {
      await cache.put(sharedFile, new Response(file, { headers: { "x-name": encodeURIComponent(file.name || "") } }));
    } else {
      await cache.delete(sharedFile);
    }
  } catch (err) {
    console.error("the shared file could not be kept", err);
  }
  return Response.redirect(sharedPage, 303);
}

async function offlinePage(req) {
  return (await caches.match(req, { cacheName, ignoreSearch: true })) || (await caches.match(shell, { cacheName }));
}

// status says how much of this version is cached; repair fetches what a
// half-written or partly evicted cache lacks.
async function status() {
  const cache = await caches.open(cacheName);
  const have = await Promise.all(resourcesToCache.map((u) => cache.match(u)));
  const missing = resourcesToCache.filter((u, i) => !have[i]);
  return { auspex: "status", version, total: resourcesToCache.length, missing };
}

self.addEventListener("message", (event) => {
  const msg = event.data || {};
  const port = event.ports && event.ports[0];
  if (!port) return;
  if (msg.auspex === "status") {
    event.waitUntil(status().then((s) => port.postMessage(s), (err) => port.postMessage({ auspex: "status", version, error: String(err) })));
  } else if (msg.auspex === "repair") {
    event.waitUntil(
      status()
        .then((s) => caches.open(cacheName).then((c) => c.addAll(s.missing)))
        .then(status)
        .then((s) => port.postMessage(s), (err) => port.postMessage({ auspex: "status", version, error: String(err && err.name ? err.name + ": " + err.message : err) }))
    );
  }
});

function tell(msg) {
  self.clients.matchAll({ includeUncontrolled: true }).then((cs) => cs.forEach((c) => c.postMessage(msg)));
}
`
