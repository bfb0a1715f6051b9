//go:build !wasm

package site

import (
	"strings"
	"testing"
)

// The head as go-app writes it: stylesheets, its deferred scripts, then the
// raw headers. scriptsFirst puts the inline scripts ahead of the first
// stylesheet and leaves everything else in its order.
func TestScriptsFirst(t *testing.T) {
	page := `<!DOCTYPE html><html><head><meta charset="UTF-8"><link rel="preload" href="/app.css" as="style">` +
		`<link rel="stylesheet" type="text/css" href="/app.css"><link rel="stylesheet" type="text/css" href="/web/auspex.css">` +
		`<script defer src="/app.js"></script><script>var a=1;</script><script>var b="<b>";</script></head>` +
		`<body><script>var c;</script></body></html>`
	want := `<!DOCTYPE html><html><head><meta charset="UTF-8"><link rel="preload" href="/app.css" as="style">` +
		`<script>var a=1;</script><script>var b="<b>";</script>` +
		`<link rel="stylesheet" type="text/css" href="/app.css"><link rel="stylesheet" type="text/css" href="/web/auspex.css">` +
		`<script defer src="/app.js"></script></head>` +
		`<body><script>var c;</script></body></html>`
	if got := scriptsFirst(page); got != want {
		t.Errorf("scriptsFirst:\n got %s\nwant %s", got, want)
	}
	for _, p := range []string{
		`<html><head><script>var a;</script></head><body></body></html>`,                         // no stylesheet
		`<html><body><link rel="stylesheet" href="/x.css"><script>var a;</script></body></html>`, // no head
	} {
		if got := scriptsFirst(p); got != p {
			t.Errorf("scriptsFirst(%s) = %s, want it unchanged", p, got)
		}
	}
}

// Every inline header is one script: inlineScript would cut one that held
// "</script>" in two, and the page's hashes would not allow the pieces.
func TestRawHeadersAreOneScriptEach(t *testing.T) {
	h := handler("", "2026-01-01", nil)
	h.RawHeaders[0] = withBuild(bootScript, "v", "")
	for i, s := range h.RawHeaders {
		if !strings.HasPrefix(s, "<script>") || strings.Count(s, "</script>") != 1 || !strings.HasSuffix(s, "</script>") {
			t.Errorf("raw header %d is not one inline script", i)
		}
	}
	if !strings.Contains(h.RawHeaders[0], `"/web/app.wasm"`) || strings.Contains(h.RawHeaders[0], wasmToken) {
		t.Errorf("the boot script's wasm address is not filled in")
	}
	if b := withBuild(bootScript, "v", "auspex"); !strings.Contains(b, `"/auspex/web/app.wasm"`) {
		t.Errorf("the boot script's wasm address misses the prefix")
	}
}
