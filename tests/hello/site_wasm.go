//go:build wasm

package main

// writeSite is the native side only.
func writeSite() {}
