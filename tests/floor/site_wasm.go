//go:build wasm

package main

// writeSite is the native side only: the browser build's go-app has no
// Handler to generate pages with (wasm/site/leanapp.go).
func writeSite() {}
