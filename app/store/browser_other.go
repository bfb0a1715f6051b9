//go:build !wasm

package store

// openBrowser outside a browser (the generator, native tests): nothing is kept
// and nothing is read, as there is no device to keep it on; tests that need a
// storage install a Memory with UseForTest.
func openBrowser() *Store { return New(discard{}, "") }

type discard struct{}

func (discard) Get(string) (string, bool, error) { return "", false, nil }
func (discard) Set(string, string) error         { return nil }
func (discard) Remove(string) error              { return nil }
func (discard) Keys() ([]string, error)          { return nil, nil }
