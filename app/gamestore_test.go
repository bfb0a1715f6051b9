package app

import (
	"strings"
	"testing"

	"auspex/app/store"
	"auspex/engine/rulesets"
)

// An unreadable game is set aside before a fresh one replaces it; when the
// storage has no room for the copy, the stored game is left alone and the
// notice never claims it was kept.
func TestLoadGameSetAsideIsTruthful(t *testing.T) {
	sys, ok := rulesets.Registry().Get("wh40k10")
	if !ok {
		t.Fatal("no wh40k10")
	}
	old := store.Default()
	t.Cleanup(func() { store.UseForTest(old) })
	key, junk := gameKey(sys), `{"v":1,"junk":`+strings.Repeat("x", 200)

	m := store.NewMemory()
	store.UseForTest(store.New(m, ""))
	m.Set(key, junk)
	g, msg := loadGame(sys)
	if kept, _, _ := m.Get(key + ".corrupt.1"); kept != junk || !strings.Contains(msg, "kept a copy aside") || g == nil {
		t.Errorf("set aside %.40q, notice %q", kept, msg)
	}
	if now, _, _ := m.Get(key); now == junk || now == "" {
		t.Errorf("the fresh game was not stored: %.60q", now)
	}

	m = store.NewMemory()
	store.UseForTest(store.New(m, ""))
	m.Set(key, junk)
	m.Quota = len(key) + len(junk) + 10 // no room for a copy
	_, msg = loadGame(sys)
	if strings.Contains(msg, "kept a copy") || !strings.Contains(msg, "no copy could be kept aside") || !strings.Contains(msg, "full") {
		t.Errorf("a set-aside that failed says %q", msg)
	}
	if now, _, _ := m.Get(key); now != junk {
		t.Errorf("the unreadable game was overwritten although no copy was kept: %.60q", now)
	}
}
