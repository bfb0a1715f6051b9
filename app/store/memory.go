package store

import (
	"sort"
	"sync"
)

// Memory is a Backend held in memory: the stand-in when the browser's storage
// is blocked, the backend outside a browser, and the fake of tests. Quota, when
// above 0, bounds the total length of keys and values as a browser's does, and
// a Set past it fails as a full storage.
type Memory struct {
	mu    sync.Mutex
	m     map[string]string
	Quota int
}

// NewMemory returns an empty Memory.
func NewMemory() *Memory { return &Memory{m: map[string]string{}} }

func (m *Memory) Get(key string) (string, bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	v, ok := m.m[key]
	return v, ok, nil
}

func (m *Memory) Set(key, value string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.m == nil {
		m.m = map[string]string{}
	}
	if m.Quota > 0 {
		used := len(key) + len(value)
		for k, v := range m.m {
			if k != key {
				used += len(k) + len(v)
			}
		}
		if used > m.Quota {
			return &Error{Op: "write", Key: key, Reason: "QuotaExceededError", Full: true}
		}
	}
	m.m[key] = value
	return nil
}

func (m *Memory) Remove(key string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.m, key)
	return nil
}

func (m *Memory) Keys() ([]string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	k := make([]string, 0, len(m.m))
	for key := range m.m {
		k = append(k, key)
	}
	sort.Strings(k)
	return k, nil
}
