//go:build !wasm

package store

// openBrowser outside a browser (the generator, native tests): memory, which
// nothing outlives. Tests that use storage install a fresh store each with
// UseForTest, so that one test's data never reaches another.
func openBrowser() *Store { return New(NewMemory(), "") }
