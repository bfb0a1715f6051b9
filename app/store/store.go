// Package store is the one path from Auspex to the browser's localStorage:
// every read, write, removal and key listing goes through it. Browsers refuse
// storage in many ways (site data blocked, private modes, a full quota), and
// some of them throw from the getter of window.localStorage itself, which
// syscall/js cannot recover from: the wasm instance aborts. So the browser
// backend never touches localStorage from Go; it calls a small script inline
// in the page (wasm/site/storage-guard.js) that catches every exception and returns it
// as a value. When storage cannot be used at all, the store keeps everything
// in memory and says so once.
//
// The codecs of what is stored (settings, profiles, roll history) live here too,
// beside their keys, so every reader of stored state is in one package.
package store

import (
	"fmt"
	"sort"
	"sync"
)

// Backend is a key-value storage with localStorage's semantics. Errors are
// values, never panics. Get's ok is false when the key is absent.
type Backend interface {
	Get(key string) (value string, ok bool, err error)
	Set(key, value string) error
	Remove(key string) error
	Keys() ([]string, error)
}

// Error is a refusal by the browser's storage, in words for a notice.
type Error struct {
	Op     string // "read", "write", "remove", "list"
	Key    string
	Reason string // the browser's exception, e.g. "QuotaExceededError: ..."
	Full   bool   // the quota is exceeded
}

func (e *Error) Error() string {
	if e.Full {
		return "this device's storage for Auspex is full"
	}
	return fmt.Sprintf("the browser refused to %s its storage (%s)", e.Op, e.Reason)
}

// Store is a backend plus what the app must know about it: whether it is only
// in memory, and whether the user has been told.
type Store struct {
	mu      sync.Mutex
	b       Backend
	blocked string // why storage is unusable; "" when it is usable
	told    bool
	watch   map[int]func(key string)
	nextID  int
}

// New wraps a backend. blocked, when not "", is why the real storage could not
// be used; the store then holds its data in memory (b should be a Memory).
func New(b Backend, blocked string) *Store { return &Store{b: b, blocked: blocked} }

var (
	defaultOnce sync.Once
	def         *Store
)

// Default is the store of this program: the browser's localStorage through the
// guard script, or memory when it is blocked, or memory when not in a browser.
func Default() *Store {
	defaultOnce.Do(func() {
		if def == nil {
			def = openBrowser()
		}
	})
	return def
}

// UseForTest makes s the Default store (tests only).
func UseForTest(s *Store) { defaultOnce.Do(func() {}); def = s }

// Get returns the stored value, "" when there is none.
func (s *Store) Get(key string) (string, error) {
	v, _, err := s.b.Get(key)
	return v, err
}

// Lookup returns the stored value and whether there is one.
func (s *Store) Lookup(key string) (string, bool, error) { return s.b.Get(key) }

// Set stores value under key.
func (s *Store) Set(key, value string) error { return s.b.Set(key, value) }

// Remove deletes key.
func (s *Store) Remove(key string) error { return s.b.Remove(key) }

// Keys lists the stored keys, sorted.
func (s *Store) Keys() ([]string, error) {
	k, err := s.b.Keys()
	sort.Strings(k)
	return k, err
}

// Blocked reports why storage is unusable ("" when it is usable).
func (s *Store) Blocked() string { return s.blocked }

// BlockedNotice is the plain message that nothing will be kept on this device:
// returned once per page life, "" afterwards and when storage works.
func (s *Store) BlockedNotice() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.blocked == "" || s.told {
		return ""
	}
	s.told = true
	return "This browser does not let Auspex store anything (" + s.blocked + "), so nothing will be kept on this device: " +
		"settings, saved profiles, imported armies, roll history and games last only until you close this page."
}

// Watch calls f with the key (or "" for all keys, after a clear) whenever
// another tab changes storage, until cancel is called. f runs on the
// browser's event loop: a component hands the work to its own with ctx.Dispatch.
func (s *Store) Watch(f func(key string)) (cancel func()) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.nextID++
	id := s.nextID
	if s.watch == nil {
		s.watch = map[int]func(string){}
	}
	s.watch[id] = f
	return func() {
		s.mu.Lock()
		delete(s.watch, id)
		s.mu.Unlock()
	}
}

// changed tells the watchers that another tab changed key.
func (s *Store) changed(key string) {
	s.mu.Lock()
	w := make([]func(string), 0, len(s.watch))
	for _, f := range s.watch {
		w = append(w, f)
	}
	s.mu.Unlock()
	for _, f := range w {
		f(key)
	}
}

// Changed is for backends and tests: another tab changed key.
func (s *Store) Changed(key string) { s.changed(key) }

// The package-level functions use the Default store.

func Get(key string) (string, error)  { return Default().Get(key) }
func Set(key, value string) error     { return Default().Set(key, value) }
func Remove(key string) error         { return Default().Remove(key) }
func Keys() ([]string, error)         { return Default().Keys() }
func BlockedNotice() string           { return Default().BlockedNotice() }
func Watch(f func(key string)) func() { return Default().Watch(f) }
func KeepAside(key, raw string) (string, bool) {
	return Default().KeepAside(key, raw)
}
