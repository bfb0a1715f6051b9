package store

import (
	"errors"
	"sort"
	"strings"
	"testing"

	"auspex/engine/profile"
	"auspex/engine/rulesets"
)

// fresh installs an empty in-memory store as the Default for one test.
func fresh(t *testing.T, quota int) (*Store, *Memory) {
	t.Helper()
	m := NewMemory()
	m.Quota = quota
	s := New(m, "")
	old := Default()
	UseForTest(s)
	t.Cleanup(func() { UseForTest(old) })
	return s, m
}

func TestMemoryQuota(t *testing.T) {
	_, m := fresh(t, 10)
	if err := m.Set("k", "123456789"); err != nil {
		t.Fatal(err)
	}
	err := m.Set("k2", "x")
	var se *Error
	if !errors.As(err, &se) || !se.Full || !strings.Contains(err.Error(), "full") {
		t.Fatalf("past the quota: %v", err)
	}
	if err := m.Set("k", "12"); err != nil { // replacing frees the old value's room
		t.Fatalf("a smaller value under the same key: %v", err)
	}
}

// Each corruption is kept, newest first; the fourth oldest is dropped.
func TestSetAsideKeepsTheLastThree(t *testing.T) {
	s, m := fresh(t, 0)
	for _, v := range []string{"a", "b", "c", "d", "e"} {
		if err := s.SetAside("k", v); err != nil {
			t.Fatal(err)
		}
	}
	keys, _ := m.Keys()
	if strings.Join(keys, ",") != "k.corrupt.1,k.corrupt.2,k.corrupt.3" {
		t.Fatalf("keys %v", keys)
	}
	for n, want := range map[int]string{1: "e", 2: "d", 3: "c"} {
		if got, _ := s.Get(SetAsideKey("k", n)); got != want {
			t.Errorf("corrupt.%d = %q, want %q", n, got, want)
		}
	}
}

// A reset that could set the value aside says where; one that could not
// leaves the stored value alone and never claims it was kept.
func TestResetIsTruthful(t *testing.T) {
	s, m := fresh(t, 0)
	s.Set("k", "junk")
	msg := s.Reset("k", "junk", "{}", "saved things", "started afresh", errors.New("bad"))
	if !strings.Contains(msg, "kept a copy aside (k.corrupt.1)") || !strings.Contains(msg, "(bad)") {
		t.Errorf("message %q", msg)
	}
	if v, _ := s.Get("k"); v != "{}" {
		t.Errorf("not reset: %q", v)
	}

	s, m = fresh(t, 0)
	m.Set("k", strings.Repeat("j", 50))
	m.Quota = 60 // room for the value, not for a copy of it
	msg = s.Reset("k", strings.Repeat("j", 50), "{}", "saved things", "started afresh", errors.New("bad"))
	if strings.Contains(msg, "kept a copy") || !strings.Contains(msg, "no copy could be kept aside") || !strings.Contains(msg, "full") {
		t.Errorf("a failed set-aside says %q", msg)
	}
	if v, _ := s.Get("k"); v != strings.Repeat("j", 50) {
		t.Errorf("the unreadable value was overwritten although no copy was kept: %q", v)
	}
}

// KeepAside (a value salvaged by its reader) sets the copy aside and says
// where; when it cannot, it says so and tells the caller to leave the value.
func TestKeepAsideIsTruthful(t *testing.T) {
	s, _ := fresh(t, 0)
	note, ok := s.KeepAside("k", "junk")
	if kept, _ := s.Get("k.corrupt.1"); !ok || kept != "junk" || !strings.Contains(note, "kept a copy of it aside (k.corrupt.1)") {
		t.Errorf("ok %v, kept %q, note %q", ok, kept, note)
	}
	s, m := fresh(t, 0)
	m.Set("k", strings.Repeat("j", 50))
	m.Quota = 60
	note, ok = s.KeepAside("k", strings.Repeat("j", 50))
	if ok || strings.Contains(note, "kept a copy") || !strings.Contains(note, "No copy of it could be kept aside") || !strings.Contains(note, "full") {
		t.Errorf("a failed set-aside: ok %v, note %q", ok, note)
	}
}

func TestProfilesLoadAndSave(t *testing.T) {
	reg := rulesets.Registry()
	s, m := fresh(t, 0)
	b, notice := LoadProfiles(reg)
	if len(b.Profiles) != 0 || notice != "" {
		t.Fatalf("empty storage: %+v %q", b, notice)
	}
	var book profile.Book
	if _, err := book.Put(profile.Profile{Name: "Alpha", System: "wh40k10", Kind: "attacker", Query: "a=2"}); err != nil {
		t.Fatal(err)
	}
	if err := SaveProfiles(book); err != nil {
		t.Fatal(err)
	}
	if b, notice = LoadProfiles(reg); len(b.Profiles) != 1 || notice != "" {
		t.Fatalf("after a save: %+v %q", b, notice)
	}
	s.Set(ProfilesKey, "garbage")
	if b, notice = LoadProfiles(reg); len(b.Profiles) != 0 || !strings.Contains(notice, "could not be read") {
		t.Fatalf("garbage: %+v %q", b, notice)
	}
	if kept, _ := s.Get(ProfilesKey + ".corrupt.1"); kept != "garbage" {
		t.Errorf("kept %q", kept)
	}
	m.Quota = 1
	if err := SaveProfiles(book); err == nil || !strings.Contains(err.Error(), "full") {
		t.Errorf("a save past the quota: %v", err)
	}
}

func TestBlockedNoticeOnce(t *testing.T) {
	s := New(NewMemory(), "SecurityError: denied")
	first := s.BlockedNotice()
	if !strings.Contains(first, "nothing will be kept on this device") || !strings.Contains(first, "SecurityError") {
		t.Fatalf("notice %q", first)
	}
	if again := s.BlockedNotice(); again != "" {
		t.Fatalf("said twice: %q", again)
	}
	if n := New(NewMemory(), "").BlockedNotice(); n != "" {
		t.Fatalf("working storage gives a notice: %q", n)
	}
}

func TestSettingsLoadResets(t *testing.T) {
	reg := rulesets.Registry()
	s, _ := fresh(t, 0)
	s.Set(SettingsKey, `{"v":1,"theme":"neon"}`)
	got, notice := LoadSettings(reg)
	if got != (Settings{V: 1}) || !strings.Contains(notice, "unknown theme") {
		t.Fatalf("got %+v, %q", got, notice)
	}
	if v, _ := s.Get(SettingsKey); v != `{"v":1}` {
		t.Errorf("stored %q", v)
	}
	tabA, _ := LoadSettings(reg)
	tabB, _ := LoadSettings(reg)
	if tabA, msg := UpdateSettings(reg, tabA, func(s *Settings) { s.Theme = "dark" }); msg != "" || tabA.Theme != "dark" {
		t.Fatal(msg)
	}
	// Tab B, which read the settings before A changed the theme, picks a system:
	// A's theme stays.
	if tabB, msg := UpdateSettings(reg, tabB, func(s *Settings) { s.System = "epic" }); msg != "" || tabB.Theme != "dark" || tabB.System != "epic" {
		t.Fatalf("%+v %q", tabB, msg)
	}
	if got, notice = LoadSettings(reg); got.Theme != "dark" || got.System != "epic" || notice != "" {
		t.Errorf("got %+v, %q", got, notice)
	}
}

func put(t *testing.T, b *profile.Book, name, query string) {
	t.Helper()
	if _, err := b.Put(profile.Profile{Name: name, System: "wh40k10", Kind: "attacker", Query: query}); err != nil {
		t.Fatal(err)
	}
}

func namesOf(b profile.Book) string {
	var ns []string
	for _, p := range b.Profiles {
		ns = append(ns, p.Name+":"+p.Query)
	}
	sort.Strings(ns)
	return strings.Join(ns, ",")
}

// The sequence: tab A saves Alpha, tab B (which read the empty book
// before) saves Bravo, A saves Delta. Every profile survives.
func TestUpdateProfilesKeepsOtherTabsItems(t *testing.T) {
	reg := rulesets.Registry()
	fresh(t, 0)
	tabA, _ := LoadProfiles(reg)
	tabB, _ := LoadProfiles(reg)
	var err error
	if tabA, _, err = UpdateProfiles(reg, tabA, func(b *profile.Book) error { put(t, b, "Alpha", "a=2"); return nil }); err != nil {
		t.Fatal(err)
	}
	if tabB, _, err = UpdateProfiles(reg, tabB, func(b *profile.Book) error { put(t, b, "Bravo", "a=3"); return nil }); err != nil {
		t.Fatal(err)
	}
	if tabA, _, err = UpdateProfiles(reg, tabA, func(b *profile.Book) error { put(t, b, "Delta", "a=4"); return nil }); err != nil {
		t.Fatal(err)
	}
	stored, _ := LoadProfiles(reg)
	if got := namesOf(stored); got != "Alpha:a=2,Bravo:a=3,Delta:a=4" {
		t.Fatalf("stored %s", got)
	}
	if namesOf(tabA) != namesOf(stored) || namesOf(tabB) != "Alpha:a=2,Bravo:a=3" {
		t.Errorf("tabs see A %s, B %s", namesOf(tabA), namesOf(tabB))
	}
	// B deletes Alpha, which it has seen: fine, and Delta stays.
	if tabB, _, err = UpdateProfiles(reg, tabB, func(b *profile.Book) error { b.Delete("wh40k10", "attacker", "Alpha"); return nil }); err != nil {
		t.Fatal(err)
	}
	if got := namesOf(tabB); got != "Bravo:a=3,Delta:a=4" {
		t.Errorf("after B's delete: %s", got)
	}
}

// Changing an item that another tab changed since is refused: nothing is
// written, and the stored book comes back to be shown.
func TestUpdateProfilesRefusesASameItemConflict(t *testing.T) {
	reg := rulesets.Registry()
	fresh(t, 0)
	tabA, _ := LoadProfiles(reg)
	tabB, _ := LoadProfiles(reg)
	tabA, _, _ = UpdateProfiles(reg, tabA, func(b *profile.Book) error { put(t, b, "Alpha", "a=2"); return nil })
	// B never saw A's Alpha and saves its own under the same name.
	got, _, err := UpdateProfiles(reg, tabB, func(b *profile.Book) error { put(t, b, "Alpha", "a=5"); return nil })
	var c *Conflict
	if !errors.As(err, &c) || !strings.Contains(err.Error(), "“Alpha”") {
		t.Fatalf("error %v", err)
	}
	if namesOf(got) != "Alpha:a=2" {
		t.Errorf("the refused update returns %s, want the stored book", namesOf(got))
	}
	if stored, _ := LoadProfiles(reg); namesOf(stored) != "Alpha:a=2" {
		t.Errorf("the conflict overwrote: %s", namesOf(stored))
	}
	// B deleting a version it never saw is refused too.
	tabB = profile.Book{}
	put(t, &tabB, "Alpha", "a=9")
	if _, _, err := UpdateProfiles(reg, tabB, func(b *profile.Book) error { b.Delete("wh40k10", "attacker", "Alpha"); return nil }); !errors.As(err, &c) {
		t.Errorf("deleting an unseen version: %v", err)
	}
	// A storage failure returns the book the tab had.
	_, m := fresh(t, 0)
	m.Quota = 1
	got, _, err = UpdateProfiles(reg, tabA, func(b *profile.Book) error { put(t, b, "Zeta", "a=2"); return nil })
	if err == nil || namesOf(got) != namesOf(tabA) {
		t.Errorf("a full storage: %v, book %s", err, namesOf(got))
	}
}

// A full storage that refuses the new copy leaves the older ones where they
// were: none lost, none kept twice (issue 48).
func TestSetAsideFailingShiftsNothing(t *testing.T) {
	s, m := fresh(t, 0)
	for _, v := range []string{"cc", "bb", "aa"} {
		if err := s.SetAside("k", v); err != nil {
			t.Fatal(err)
		}
	}
	used := 0
	keys, _ := m.Keys()
	for _, k := range keys {
		v, _, _ := m.Get(k)
		used += len(k) + len(v)
	}
	m.Quota = used + 10 // room for nothing as long as the new copy
	if err := s.SetAside("k", strings.Repeat("x", 50)); err == nil {
		t.Fatal("the storage took a copy past its quota")
	}
	for n, want := range map[int]string{1: "aa", 2: "bb", 3: "cc"} {
		if got, _ := s.Get(SetAsideKey("k", n)); got != want {
			t.Errorf("after a failed set-aside corrupt.%d = %q, want %q", n, got, want)
		}
	}
}

// The notice of a blocked storage names everything it loses, armies too.
func TestBlockedNoticeNamesArmies(t *testing.T) {
	s := New(NewMemory(), "site data is blocked")
	if msg := s.BlockedNotice(); !strings.Contains(msg, "imported armies") || !strings.Contains(msg, "saved profiles") {
		t.Errorf("notice %q", msg)
	}
}
