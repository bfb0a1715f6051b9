//go:build !wasm

package site

import "strings"

// workerTemplate is the service worker, a text/template that go-app fills with
// the version and the resources to pre-cache. It differs from go-app's default
// in three ways that offline use needs: navigations match cached pages whatever
// their query string (share links carry one); a page it never cached falls back
// to the app shell, which routes on the client; and it never touches a request
// to another origin.
func workerTemplate(prefix string) string {
	shell := rootPath(prefix)
	if shell == "" {
		shell = "/"
	}
	return strings.ReplaceAll(workerJS, "__SHELL__", shell)
}

const workerJS = `const cacheName = "auspex-{{.Version}}";
const resourcesToCache = {{.ResourcesToCache}};
const shell = "__SHELL__";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(cacheName)
      .then((cache) => cache.addAll(resourcesToCache))
      .then(() => self.skipWaiting())
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== cacheName).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
  );
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET") return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  if (req.mode === "navigate") {
    event.respondWith(navigate(req, url));
    return;
  }
  event.respondWith(caches.match(req).then((hit) => hit || fetchAndKeep(req, req)));
});

// pageKey maps /x/, /x?q=1 and /x to the one cached page /x.
function pageKey(url) {
  return url.pathname.replace(/\/+$/, "") || "/";
}

async function navigate(req, url) {
  const key = pageKey(url);
  const hit = await caches.match(key);
  if (hit) return hit;
  try {
    return await fetchAndKeep(req, key);
  } catch (err) {
    return (await caches.match(shell)) || Response.error();
  }
}

async function fetchAndKeep(req, key) {
  const res = await fetch(req);
  if (res.ok && res.type === "basic" && !res.redirected) {
    const cache = await caches.open(cacheName);
    cache.put(key, res.clone());
  }
  return res;
}
`
