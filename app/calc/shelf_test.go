package calc

import (
	"errors"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"auspex/app/store"
	"auspex/engine/profile"
	"auspex/engine/ruleset"
	"auspex/engine/rulesets"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

func shelfSystem(t *testing.T) *ruleset.Ruleset {
	return calcSystem(t)
}

var (
	liTag    = regexp.MustCompile(`<li([^>]*)>`)
	nameAttr = regexp.MustCompile(`data-name="([^"]*)"`)
	kindAttr = regexp.MustCompile(`data-kind="([^"]*)"`)
)

func formQuery(raw string) url.Values {
	q, _ := url.ParseQuery(raw)
	return q
}

// Saving keeps only the kind's non-default fields; a name taken by other
// values asks before replacing, and nothing changes until the answer.
func TestShelfSaveAsksBeforeOverwriting(t *testing.T) {
	sys := shelfSystem(t)
	s := &profileShelf{}
	s.load(rulesets.Registry())
	cur := formQuery("models=10&a=2&ap=-1&lethal=1&t=5&sv=2&half=1")
	s.name = "  Intercessors "
	s.save(sys, cur, ruleset.AttackerProfile)
	if len(s.book.Profiles) != 1 || s.book.Profiles[0].Name != "Intercessors" || s.book.Profiles[0].Query != "models=10&a=2&ap=-1&lethal=1" {
		t.Fatalf("saved %+v (%s)", s.book.Profiles, s.msg)
	}
	s.name = "Intercessors"
	s.save(sys, cur, ruleset.TargetProfile) // same name, other kind: no clash
	if len(s.book.Profiles) != 2 || s.book.Profiles[1].Query != "t=5&sv=2" || s.overwrite != nil {
		t.Fatalf("target %+v", s.book.Profiles)
	}
	s.name = "Intercessors"
	s.save(sys, formQuery("a=3"), ruleset.AttackerProfile)
	if s.overwrite == nil || s.book.Profiles[0].Query != "models=10&a=2&ap=-1&lethal=1" || !strings.Contains(s.msg, "Replace") {
		t.Fatalf("an overwrite did not ask first: %+v, %q", s.book.Profiles, s.msg)
	}
	html := (shelfHTML(s, sys, cur, false, nil))
	if !strings.Contains(html, `id="overwrite-yes"`) || !strings.Contains(html, `id="overwrite-no"`) {
		t.Error("the overwrite question has no buttons")
	}
	p := *s.overwrite
	s.overwrite = nil
	s.put(p)
	if s.book.Profiles[0].Query != "a=3" || !strings.HasPrefix(s.msg, "Replaced") {
		t.Errorf("after yes: %+v %q", s.book.Profiles, s.msg)
	}
	for _, bad := range []string{"", strings.Repeat("x", 61), "a\tb"} {
		s.name = bad
		s.save(sys, cur, ruleset.TargetProfile)
		if !strings.HasPrefix(s.msg, "Not saved") || len(s.book.Profiles) != 2 {
			t.Errorf("name %q: %q", bad, s.msg)
		}
	}
	s.name = "x"
	s.save(sys, nil, ruleset.TargetProfile)
	if !strings.HasPrefix(s.msg, "Not saved") || len(s.book.Profiles) != 2 {
		t.Errorf("a form with errors was saved: %q", s.msg)
	}
}

func shelfWith(t *testing.T) (*ruleset.Ruleset, *profileShelf) {
	sys := shelfSystem(t)
	s := &profileShelf{reg: rulesets.Registry(), book: profile.Book{Profiles: []profile.Profile{
		{Name: "Intercessors", System: "wh40k10", Kind: ruleset.AttackerProfile, Query: "models=10&a=2&ap=-1&lethal=1"},
		{Name: "Terminators", System: "wh40k10", Kind: ruleset.TargetProfile, Query: "t=5&sv=2&inv=4&w=3&n=5"},
		{Name: "Aggressors", System: "wh40k10", Kind: ruleset.AttackerProfile, Query: "a=D6"},
		{Name: "Elsewhere", System: "wh40k9", Kind: ruleset.AttackerProfile, Query: ""},
	}}}
	// Stored as this tab read it, but for the last: a system with no calculator
	// cannot be in a stored book (the shelf must still not list it).
	if err := store.SaveProfiles(profile.Book{Profiles: s.book.Profiles[:3]}); err != nil {
		t.Fatal(err)
	}
	return sys, s
}

// The list shows this system's profiles only, grouped attackers then
// targets, sorted, each with its summary and its buttons.
func TestShelfViewLists(t *testing.T) {
	sys, s := shelfWith(t)
	html := (shelfHTML(s, sys, formQuery("a=2"), false, nil))
	// go-app writes attributes in no fixed order: read each item's pair.
	var items []string
	for _, m := range liTag.FindAllStringSubmatch(html, -1) {
		name, kind := nameAttr.FindStringSubmatch(m[1]), kindAttr.FindStringSubmatch(m[1])
		if name == nil || kind == nil {
			t.Fatalf("an item without data-name and data-kind: %s", m[0])
		}
		items = append(items, kind[1]+":"+name[1])
	}
	if got := strings.Join(items, ","); got != "attacker:Aggressors,attacker:Intercessors,target:Terminators" {
		t.Errorf("items %s", got)
	}
	if strings.Contains(html, "Elsewhere") {
		t.Error("another system's profile is listed")
	}
	for _, want := range []string{`id="profiles"`, `id="profile-name"`, `id="save-attacker"`, `id="save-target"`, `id="export"`,
		`id="import"`, `type="file"`, `accept=".json,application/json"`, `id="profile-msg"`, "Attacking models 10 · A 2 · AP -1 · Lethal Hits",
		"T 5 · Sv 2+ · Invulnerable save 4+ · W 3 · Models in the target unit 5"} {
		if !strings.Contains(html, want) {
			t.Errorf("missing %s", want)
		}
	}
	if n := strings.Count(html, `class="btn load"`); n != 3 {
		t.Errorf("%d Load buttons, want 3", n)
	}
	if strings.Count(html, `class="btn rename"`) != 3 || strings.Count(html, `class="btn delete"`) != 3 {
		t.Error("every profile needs Rename and Delete")
	}
	if strings.Contains(html, "disabled") {
		t.Error("saving is off although the form is valid")
	}
	// Comparing: attackers load into A or B, the target still loads once.
	cmp := (shelfHTML(s, sys, formQuery("a=2"), true, nil))
	if strings.Count(cmp, "load-a") != 2 || strings.Count(cmp, "load-b") != 2 || strings.Count(cmp, `class="btn load"`) != 1 {
		t.Error("compare mode needs Load as A / Load as B on attackers")
	}
	// A form with errors: no saving.
	if bad := (shelfHTML(s, sys, nil, false, nil)); strings.Count(bad, "disabled") != 2 {
		t.Error("saving should be off while the form has errors")
	}
	empty := &profileShelf{}
	if e := (shelfHTML(empty, sys, nil, false, nil)); !strings.Contains(e, "No saved profiles") || strings.Contains(e, "<li") {
		t.Error("an empty shelf should say so")
	}
}

// Loading hands the whole kind to the slot; rename and delete ask or check first.
func TestShelfLoadRenameDelete(t *testing.T) {
	sys, s := shelfWith(t)
	var into side
	var kind string
	var got url.Values
	apply := func(sd side, k string, q url.Values) { into, kind, got = sd, k, q }
	s.loadInto(sys, s.book.Profiles[1], sideA, "the target", apply)
	if into != sideA || kind != ruleset.TargetProfile || got.Get("t") != "5" || got.Get("fnp") != "" || !got.Has("fnp") || got.Has("a") {
		t.Errorf("load target: %v %s %v", into, kind, got)
	}
	s.loadInto(sys, s.book.Profiles[0], sideB, "attacker B", apply)
	if into != sideB || kind != ruleset.AttackerProfile || got.Get("models") != "10" || got.Has("t") || !strings.Contains(s.msg, "attacker B") {
		t.Errorf("load B: %v %v %q", into, got, s.msg)
	}

	s.renaming, s.renameTo = profileRef{ruleset.AttackerProfile, "Intercessors"}, "Aggressors"
	html := (shelfHTML(s, sys, nil, false, apply))
	if !strings.Contains(html, "rename-input") || !strings.Contains(html, `value="Aggressors"`) {
		t.Error("renaming shows no inline box")
	}
	s.rename(sys)
	if s.renameErr == "" || s.book.Profiles[0].Name != "Intercessors" {
		t.Error("renamed onto a taken name")
	}
	s.renameTo = " Assault Intercessors "
	s.rename(sys)
	if s.renameErr != "" || s.book.Profiles[0].Name != "Assault Intercessors" || s.renaming != (profileRef{}) {
		t.Errorf("rename: %q %+v", s.renameErr, s.book.Profiles[0])
	}

	ref := profileRef{ruleset.TargetProfile, "Terminators"}
	s.deleting = ref
	if html := (shelfHTML(s, sys, nil, false, apply)); !strings.Contains(html, "delete-yes") || len(s.book.Profiles) != 3 { // as stored: no "Elsewhere"
		t.Error("delete does not ask first")
	}
	s.remove(sys, ref)
	if len(s.book.Profiles) != 2 || s.book.Find("wh40k10", ruleset.TargetProfile, "Terminators") >= 0 {
		t.Errorf("delete: %+v", s.book.Profiles)
	}
}

// An import is checked first: a bad file changes nothing; one that clashes
// waits for Replace / Keep mine / Cancel.
func TestShelfImport(t *testing.T) {
	sys, s := shelfWith(t)
	before := s.book.Encode()
	s.received(sys, `{"app":"auspex","type":"profiles","version":1,"profiles":[{"name":"x","system":"wh40k10","kind":"target","query":"a=3"}]}`, nil)
	if s.book.Encode() != before || !strings.Contains(s.msg, `profile 1 ("x")`) || s.incoming != nil {
		t.Errorf("a bad file: %q", s.msg)
	}
	s.received(sys, "", errors.New("the file is too large"))
	if s.book.Encode() != before || !strings.Contains(s.msg, "too large") {
		t.Errorf("a read failure: %q", s.msg)
	}
	in := profile.Book{Profiles: []profile.Profile{
		{Name: "Intercessors", System: "wh40k10", Kind: ruleset.AttackerProfile, Query: "a=3"},
		{Name: "Terminators", System: "wh40k10", Kind: ruleset.TargetProfile, Query: "t=5"},
		{Name: "New", System: "wh40k10", Kind: ruleset.TargetProfile, Query: "t=6"},
	}}
	s.received(sys, in.Encode(), nil)
	if s.incoming == nil || len(s.conflicts) != 2 || s.book.Encode() != before || !strings.HasPrefix(s.msg, "2 profiles would replace ones you have") {
		t.Fatalf("clash: %q", s.msg)
	}
	html := (shelfHTML(s, sys, nil, false, nil))
	for _, id := range []string{"import-replace", "import-keep", "import-cancel"} {
		if !strings.Contains(html, `id="`+id+`"`) {
			t.Errorf("no %s button", id)
		}
	}
	keep := *s
	keep.merge(sys, *s.incoming, false)
	// After a change the shelf shows the book as stored (without "Elsewhere").
	if len(keep.book.Profiles) != 4 || keep.book.Profiles[0].Query != "models=10&a=2&ap=-1&lethal=1" || !strings.HasPrefix(keep.msg, "Imported 1 profile;") {
		t.Errorf("keep mine: %q %+v", keep.msg, keep.book.Profiles)
	}
	s.merge(sys, *s.incoming, true)
	if len(s.book.Profiles) != 4 || s.book.Profiles[0].Query != "a=3" || !strings.HasPrefix(s.msg, "Imported 3 profiles (2 replacing yours)") || s.incoming != nil {
		t.Errorf("replace: %q %+v", s.msg, s.book.Profiles)
	}
}

// shelfHTML draws the shelf as the page would with cur the form's checked
// attacker (nil: the form has errors).
func shelfHTML(s *profileShelf, sys *ruleset.Ruleset, cur url.Values, compare bool, apply func(side, string, url.Values)) string {
	return app.HTMLString(s.view(sys, cur != nil, func() url.Values { return cur }, compare, apply))
}

// With the storage full, a save says nothing was saved and the shelf does not
// list the profile; the two-tab sequence keeps every profile.
func TestShelfSaveIsTruthfulAndKeepsOtherTabs(t *testing.T) {
	sys := shelfSystem(t)
	m := freshStore(t)
	m.Quota = 10
	s := &profileShelf{}
	s.load(rulesets.Registry())
	s.name = "Full"
	s.save(sys, formQuery("a=2"), ruleset.AttackerProfile)
	if strings.Contains(s.msg, "Saved") || !strings.Contains(s.msg, "Nothing changed") || !strings.Contains(s.msg, "full") || len(s.book.Profiles) != 0 {
		t.Errorf("a save into a full storage: %q, listed %+v", s.msg, s.book.Profiles)
	}

	m.Quota = 0
	a, b := &profileShelf{}, &profileShelf{}
	a.load(rulesets.Registry())
	b.load(rulesets.Registry())
	for _, step := range []struct {
		tab  *profileShelf
		name string
	}{{a, "Alpha"}, {b, "Bravo"}, {a, "Delta"}} {
		step.tab.name = step.name
		step.tab.save(sys, formQuery("a=3"), ruleset.AttackerProfile)
		if !strings.HasPrefix(step.tab.msg, "Saved") {
			t.Fatalf("%s: %q", step.name, step.tab.msg)
		}
	}
	stored, _ := store.LoadProfiles(rulesets.Registry())
	if got := len(stored.Profiles); got != 3 || len(a.book.Profiles) != 3 {
		t.Errorf("stored %+v; tab A shows %+v", stored.Profiles, a.book.Profiles)
	}
}
