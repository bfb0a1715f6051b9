//go:build !wasm

package app

// wakeLock does nothing outside the browser (the static generator, tests).
type wakeLock struct{}

func (w *wakeLock) acquire() {}
func (w *wakeLock) release() {}
