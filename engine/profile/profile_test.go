package profile

import (
	"fmt"
	"net/url"
	"strings"
	"testing"

	"auspex/engine/ruleset"
	"auspex/engine/rulesets"
)

var reg = rulesets.Registry()

func calcForm(t testing.TB) *ruleset.Form {
	sys, ok := reg.Get("wh40k10")
	if !ok || sys.Calc == nil {
		t.Fatal("wh40k10 has no calculator")
	}
	return sys.Calc.Form()
}

// A system the registry holds without a calculator, for the refusal test.
func noCalcSystem(t *testing.T) string {
	for _, r := range reg.All() {
		if r.Calc == nil {
			return r.Info.ID
		}
	}
	t.Skip("every system has a calculator")
	return ""
}

func TestExtractKeepsOnlyItsKind(t *testing.T) {
	form := calcForm(t)
	q, _ := url.ParseQuery("models=10&a=2&bs=3&s=4&ap=-1&lethal=1&t=5&sv=2&n=10&half=1&hitmod=1&compare=1&b.a=3")
	att, err := Extract(form, q, ruleset.AttackerProfile)
	if err != nil {
		t.Fatal(err)
	}
	// bs=3 and s=4 are defaults, so they are left out; the target, the
	// situation, the modifiers and the app's keys are not the attacker's.
	if att != "models=10&a=2&ap=-1&lethal=1" {
		t.Errorf("attacker query %q", att)
	}
	tgt, err := Extract(form, q, ruleset.TargetProfile)
	if err != nil {
		t.Fatal(err)
	}
	if tgt != "t=5&sv=2&n=10" {
		t.Errorf("target query %q", tgt)
	}
	bad, _ := url.ParseQuery("a=2&s=99")
	if _, err := Extract(form, bad, ruleset.AttackerProfile); err == nil || !strings.Contains(err.Error(), `"s"`) {
		t.Errorf("a bad strength: %v", err)
	}
	// A bad value of the other kind does not stop an attacker being saved.
	if got, err := Extract(form, url.Values{"a": {"3"}, "t": {"0"}}, ruleset.AttackerProfile); err != nil || got != "a=3" {
		t.Errorf("got %q, %v", got, err)
	}
	if _, err := Extract(form, q, "situation"); err == nil {
		t.Error("an unknown kind was accepted")
	}
}

func TestApplySetsEveryFieldOfItsKind(t *testing.T) {
	form := calcForm(t)
	q, err := Apply(form, Profile{Name: "x", System: "wh40k10", Kind: ruleset.TargetProfile, Query: "t=5&sv=2"})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range form.Fields {
		_, has := q[f.Key]
		if has != (f.Group == "target") {
			t.Errorf("field %s (group %s) present: %v", f.Key, f.Group, has)
		}
		if has && f.Key != "t" && f.Key != "sv" && q.Get(f.Key) != f.Default {
			t.Errorf("field %s = %q, want its default %q", f.Key, q.Get(f.Key), f.Default)
		}
	}
	if q.Get("t") != "5" || q.Get("sv") != "2" {
		t.Errorf("values %v", q)
	}
	if _, err := Apply(form, Profile{Kind: ruleset.TargetProfile, Query: "a=3"}); err == nil {
		t.Error("a target profile applied an attacker key")
	}
}

func TestSummary(t *testing.T) {
	form := calcForm(t)
	p := Profile{Kind: ruleset.AttackerProfile, Query: "models=10&a=2&bs=4&ap=-1&sus=1&lethal=1&anti=4"}
	want := "Attacking models 10 · A 2 · BS / WS 4+ · AP -1 · Sustained Hits 1 · Lethal Hits · Anti-KEYWORD 4+"
	if got := Summary(form, p); got != want {
		t.Errorf("summary\n got %q\nwant %q", got, want)
	}
	if got := Summary(form, Profile{Kind: ruleset.TargetProfile, Query: ""}); got != "all defaults" {
		t.Errorf("empty: %q", got)
	}
	if got := Summary(form, Profile{Kind: ruleset.TargetProfile, Query: "t=99"}); !strings.HasPrefix(got, "unreadable") {
		t.Errorf("bad: %q", got)
	}
}

func TestCheckName(t *testing.T) {
	if n, err := CheckName("  Intercessors  "); err != nil || n != "Intercessors" {
		t.Errorf("got %q, %v", n, err)
	}
	if n, err := CheckName(strings.Repeat("é", MaxName)); err != nil || n == "" {
		t.Errorf("%d accented letters: %v", MaxName, err)
	}
	for _, bad := range []string{"", "   ", strings.Repeat("x", MaxName+1), "a\nb", "a\x00b", "bell\a", "\xff"} {
		if _, err := CheckName(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func sample() Book {
	return Book{Profiles: []Profile{
		{Name: "Intercessors", System: "wh40k10", Kind: ruleset.AttackerProfile, Query: "models=10&a=2&ap=-1&lethal=1"},
		{Name: "Terminators", System: "wh40k10", Kind: ruleset.TargetProfile, Query: "t=5&sv=2&inv=4&w=3&n=5"},
		{Name: "Intercessors", System: "wh40k10", Kind: ruleset.TargetProfile, Query: "w=2&n=10"},
	}}
}

func TestRoundTrip(t *testing.T) {
	b := sample()
	raw := b.Encode()
	got, err := Decode(raw, reg)
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(got.Profiles) != fmt.Sprint(b.Profiles) {
		t.Errorf("round trip\n got %v\nwant %v", got.Profiles, b.Profiles)
	}
	if !strings.Contains(raw, `"query": "models=10&a=2&ap=-1&lethal=1"`) {
		t.Errorf("the stored query is not written plainly: %s", raw)
	}
	if got.Encode() != raw {
		t.Error("encoding the decoded book changed it")
	}
	empty, err := Decode(Book{}.Encode(), reg)
	if err != nil || len(empty.Profiles) != 0 {
		t.Errorf("empty book: %v, %v", empty, err)
	}
	// Queries come back canonical: default values dropped, form order.
	c, err := Decode(`{"app":"auspex","type":"profiles","version":1,"profiles":[{"name":" x ","system":"wh40k10","kind":"target","query":"n=3&t=4&sv=2"}]}`, reg)
	if err != nil || c.Profiles[0].Query != "sv=2&n=3" || c.Profiles[0].Name != "x" {
		t.Errorf("canonical: %+v, %v", c, err)
	}
}

func file(profiles string) string {
	return `{"app":"auspex","type":"profiles","version":1,"profiles":[` + profiles + `]}`
}

func TestDecodeRejects(t *testing.T) {
	none := noCalcSystem(t)
	many := make([]string, MaxProfiles+1)
	for i := range many {
		many[i] = fmt.Sprintf(`{"name":"p%d","system":"wh40k10","kind":"target","query":""}`, i)
	}
	cases := map[string]struct{ raw, want string }{
		"bad JSON":                 {`{"app":"auspex",`, "not a valid profiles file"},
		"not an object":            {`[]`, "not a valid profiles file"},
		"trailing":                 {file("") + `{}`, "trailing"},
		"unknown key":              {`{"app":"auspex","type":"profiles","version":1,"profiles":[],"x":1}`, "unknown field"},
		"wrong app":                {`{"app":"other","type":"profiles","version":1,"profiles":[]}`, "not an Auspex profiles file"},
		"wrong type":               {`{"app":"auspex","type":"game","version":1,"profiles":[]}`, "not an Auspex profiles file"},
		"wrong version":            {`{"app":"auspex","type":"profiles","version":2,"profiles":[]}`, "version 2"},
		"no version":               {`{"app":"auspex","type":"profiles","profiles":[]}`, "version 0"},
		"unknown system":           {file(`{"name":"a","system":"wh40k99","kind":"target","query":""}`), `profile 1 ("a"): unknown game system "wh40k99"`},
		"no calculator":            {file(`{"name":"a","system":"` + none + `","kind":"target","query":""}`), "has no calculator"},
		"unknown kind":             {file(`{"name":"a","system":"wh40k10","kind":"situation","query":""}`), `unknown profile kind "situation"`},
		"kind mismatch":            {file(`{"name":"ok","system":"wh40k10","kind":"target","query":"t=4"},{"name":"b","system":"wh40k10","kind":"target","query":"a=3"}`), `profile 2 ("b"): field "a" (Attacks (A)) is not part of a target profile`},
		"attacker with target key": {file(`{"name":"b","system":"wh40k10","kind":"attacker","query":"sv=2"}`), `field "sv" (Save (Sv)) is not part of an attacker profile`},
		"situation key":            {file(`{"name":"b","system":"wh40k10","kind":"attacker","query":"half=1"}`), `field "half" (Within half range) is not part of an attacker profile`},
		"no such field":            {file(`{"name":"b","system":"wh40k10","kind":"attacker","query":"zz=1"}`), `field "zz": given "1"; allowed: no such field`},
		"bad value":                {file(`{"name":"b","system":"wh40k10","kind":"attacker","query":"s=0"}`), `field "s": given "0"`},
		"repeated key":             {file(`{"name":"b","system":"wh40k10","kind":"attacker","query":"s=3&s=4"}`), "one value"},
		"bad escape":               {file(`{"name":"b","system":"wh40k10","kind":"attacker","query":"s=%zz"}`), "not a valid query"},
		"script value":             {file(`{"name":"b","system":"wh40k10","kind":"attacker","query":"a=<script>"}`), `field "a"`},
		"empty name":               {file(`{"name":"  ","system":"wh40k10","kind":"target","query":""}`), "profile 1 (\"  \"): the name is empty"},
		"long name":                {file(`{"name":"` + strings.Repeat("n", MaxName+1) + `","system":"wh40k10","kind":"target","query":""}`), "longer than 60"},
		"control name":             {file(`{"name":"a\u0007b","system":"wh40k10","kind":"target","query":""}`), "control character"},
		"duplicate":                {file(`{"name":"x","system":"wh40k10","kind":"target","query":""},{"name":" x","system":"wh40k10","kind":"target","query":"t=5"}`), "profile 2 (\" x\"): the name is used twice"},
		"wrong type of name":       {file(`{"name":3,"system":"wh40k10","kind":"target","query":""}`), "not a valid profiles file"},
		"too many":                 {file(strings.Join(many, ",")), "501 profiles"},
		"too big":                  {file(`{"name":"x","system":"wh40k10","kind":"target","query":"` + strings.Repeat(" ", MaxBytes) + `"}`), "too large"},
	}
	for name, c := range cases {
		b, err := Decode(c.raw, reg)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one containing %q", name, err, c.want)
		}
		if len(b.Profiles) != 0 {
			t.Errorf("%s: a refused file returned profiles %v", name, b.Profiles)
		}
	}
	// The same name is allowed across kinds and systems (sample has one per kind).
	if _, err := Decode(sample().Encode(), reg); err != nil {
		t.Error(err)
	}
}

func TestBookEdits(t *testing.T) {
	b := sample()
	if i := b.Find("wh40k10", ruleset.TargetProfile, "Intercessors"); i != 2 {
		t.Errorf("Find = %d", i)
	}
	if got := b.Of("wh40k10", ruleset.TargetProfile); len(got) != 2 || got[0].Name != "Intercessors" || got[1].Name != "Terminators" {
		t.Errorf("Of = %v", got)
	}
	replaced, err := b.Put(Profile{Name: "Terminators", System: "wh40k10", Kind: ruleset.TargetProfile, Query: "t=5"})
	if err != nil || !replaced || len(b.Profiles) != 3 || b.Profiles[1].Query != "t=5" {
		t.Errorf("Put over: %v %v %v", replaced, err, b.Profiles)
	}
	if err := b.Rename("wh40k10", ruleset.TargetProfile, "Terminators", "Intercessors"); err == nil {
		t.Error("renamed onto a taken name")
	}
	if err := b.Rename("wh40k10", ruleset.TargetProfile, "Terminators", "  "); err == nil {
		t.Error("renamed to an empty name")
	}
	if err := b.Rename("wh40k10", ruleset.TargetProfile, "Terminators", " Gravis "); err != nil || b.Profiles[1].Name != "Gravis" {
		t.Errorf("rename: %v %v", err, b.Profiles)
	}
	if !b.Delete("wh40k10", ruleset.TargetProfile, "Gravis") || b.Delete("wh40k10", ruleset.TargetProfile, "Gravis") || len(b.Profiles) != 2 {
		t.Errorf("delete: %v", b.Profiles)
	}
	full := Book{}
	for i := range MaxProfiles {
		if _, err := full.Put(Profile{Name: fmt.Sprint(i), System: "wh40k10", Kind: ruleset.TargetProfile}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := full.Put(Profile{Name: "one more", System: "wh40k10", Kind: ruleset.TargetProfile}); err == nil {
		t.Error("a book beyond the limit")
	}
}

func TestConflictsAndMerge(t *testing.T) {
	have := sample()
	in := Book{Profiles: []Profile{
		{Name: "Intercessors", System: "wh40k10", Kind: ruleset.AttackerProfile, Query: "models=5&a=2"},        // differs: conflict
		{Name: "Terminators", System: "wh40k10", Kind: ruleset.TargetProfile, Query: "t=5&sv=2&inv=4&w=3&n=5"}, // identical
		{Name: "Terminators", System: "wh40k10", Kind: ruleset.AttackerProfile, Query: "models=5"},             // new (other kind)
	}}
	c := have.Conflicts(in)
	if len(c) != 1 || c[0].Name != "Intercessors" || c[0].Kind != ruleset.AttackerProfile {
		t.Fatalf("conflicts %v", c)
	}
	before := have.Encode()
	keep, added, replaced, same, err := have.Merge(in, false)
	if err != nil || added != 1 || replaced != 0 || same != 2 || len(keep.Profiles) != 4 {
		t.Errorf("keep mine: %d %d %d %v %v", added, replaced, same, err, keep.Profiles)
	}
	if keep.Profiles[0].Query != "models=10&a=2&ap=-1&lethal=1" {
		t.Errorf("keep mine overwrote: %v", keep.Profiles[0])
	}
	rep, added, replaced, same, err := have.Merge(in, true)
	if err != nil || added != 1 || replaced != 1 || same != 1 || rep.Profiles[0].Query != "models=5&a=2" {
		t.Errorf("replace: %d %d %d %v %v", added, replaced, same, err, rep.Profiles)
	}
	if have.Encode() != before {
		t.Error("Merge changed the book it was called on")
	}
	big := Book{}
	for i := range MaxProfiles {
		big.Profiles = append(big.Profiles, Profile{Name: fmt.Sprint(i), System: "wh40k10", Kind: ruleset.TargetProfile})
	}
	if _, _, _, _, err := have.Merge(big, true); err == nil {
		t.Error("a merge beyond the limit")
	}
}

// Whatever the file holds, Decode never panics, and what it accepts encodes
// to a file it accepts again unchanged.
func FuzzDecode(f *testing.F) {
	f.Add(sample().Encode())
	f.Add(Book{}.Encode())
	f.Add(file(`{"name":"b","system":"wh40k10","kind":"attacker","query":"a=D6%2B1&sus=D3"}`))
	f.Add(file(`{"name":"x","system":"wh40k10","kind":"target","query":""},{"name":"x","system":"wh40k10","kind":"target","query":""}`))
	f.Add(`{"app":"auspex","type":"profiles","version":1,"profiles":null}`)
	f.Add(`null`)
	f.Add(`{`)
	f.Fuzz(func(t *testing.T, raw string) {
		b, err := Decode(raw, reg)
		if err != nil {
			return
		}
		again, err := Decode(b.Encode(), reg)
		if err != nil {
			t.Fatalf("re-reading an accepted book: %v", err)
		}
		if again.Encode() != b.Encode() {
			t.Fatal("an accepted book changed on a second round trip")
		}
	})
}

// Names refuse the invisible format characters, bidirectional controls among
// them, and say which one.
func TestCheckNameRefusesFormatCharacters(t *testing.T) {
	for in, want := range map[string]string{
		"evil\u202Egnp":   "U+202E RIGHT-TO-LEFT OVERRIDE, a bidirectional control",
		"\u202Aa":         "U+202A LEFT-TO-RIGHT EMBEDDING",
		"a\u2066b\u2069":  "U+2066 LEFT-TO-RIGHT ISOLATE",
		"a\u2069":         "U+2069 POP DIRECTIONAL ISOLATE",
		"zero\u200Bwidth": "U+200B, an invisible formatting character",
		"soft\u00ADhy":    "U+00AD, an invisible formatting character",
		"a\uFEFFb":        "U+FEFF",
	} {
		if _, err := CheckName(in); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want one naming %q", in, err, want)
		}
	}
	for _, ok := range []string{"Intercessors", "Ангелы", "مشاة", "Space Marines (2)", "日本"} {
		if got, err := CheckName(ok); err != nil || got != ok {
			t.Errorf("%q refused: %v", ok, err)
		}
	}
	// An imported file with such a name is refused whole, naming the profile clipped.
	long := strings.Repeat("x", 5000) + "\u202E"
	_, err := Decode(`{"app":"auspex","type":"profiles","version":1,"profiles":[{"name":"`+long+`","system":"wh40k10","kind":"target","query":""}]}`, rulesets.Registry())
	if err == nil || len(err.Error()) > 300 || !strings.Contains(err.Error(), "…") {
		t.Errorf("a 5,000-character name: error of %d bytes: %.300v", len(fmt.Sprint(err)), err)
	}
}

// An attacker profile holds a whole unit: its weapon lines come along, the
// target's keys and the moment's do not; a line key beyond the form's lines,
// a line without its required key, or a line key in a target profile is
// refused with the line and key named.
func TestProfilesWithWeaponLines(t *testing.T) {
	form := calcForm(t)
	q, _ := url.ParseQuery("models=5&a=2&2.a=1&2.s=8&2.d=D6 1&t=5&half=1")
	att, err := Extract(form, q, ruleset.AttackerProfile)
	if err != nil || att != "models=5&a=2&2.a=1&2.s=8&2.d=D6%2B1" {
		t.Fatalf("attacker %q, %v", att, err)
	}
	if tgt, err := Extract(form, q, ruleset.TargetProfile); err != nil || tgt != "t=5" {
		t.Fatalf("target %q, %v", tgt, err)
	}
	back, err := Apply(form, Profile{Kind: ruleset.AttackerProfile, Query: att})
	if err != nil || back.Get("2.s") != "8" || back.Get("2.d") != "D6+1" || back.Has("3.a") || back.Has("t") {
		t.Fatalf("applied %v, %v", back, err)
	}
	if s := Summary(form, Profile{Kind: ruleset.AttackerProfile, Query: att}); !strings.Contains(s, "2 lines") {
		t.Errorf("summary %q does not say the unit has 2 lines", s)
	}
	for query, want := range map[string]string{
		"9.a=1": `"9.a"`, "2.s=8": `line 2, field "2.a"`,
	} {
		_, err := Decode(file(`{"name":"u","system":"wh40k10","kind":"attacker","query":"`+query+`"}`), reg)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want an error naming %s", query, err, want)
		}
	}
	if _, err := Decode(file(`{"name":"u","system":"wh40k10","kind":"target","query":"2.a=1"}`), reg); err == nil || !strings.Contains(err.Error(), `"2.a"`) {
		t.Errorf("a target profile with a weapon line: %v", err)
	}
}

// Split: a fill's keys of its kind load as the profile, those of no kind
// (the attack's mode) go apart, and a key of another kind stays for the
// profile's check to refuse.
func TestSplitPartsTheMoment(t *testing.T) {
	form := &ruleset.Form{
		Fields: []ruleset.Field{
			{Key: "mode", Kind: ruleset.Choice, Group: "m", Default: "shoot", Options: []ruleset.Option{{Value: "shoot"}, {Value: "cc"}}},
			{Key: "a", Kind: ruleset.Number, Group: "w", Min: 1, Max: 9, Default: "1"},
			{Key: "t", Kind: ruleset.Number, Group: "t", Min: 1, Max: 9, Default: "4"},
		},
		Groups: []ruleset.Group{{ID: "m"}, {ID: "w", Kind: ruleset.AttackerProfile}, {ID: "t", Kind: ruleset.TargetProfile}},
		Lines:  &ruleset.Lines{Keys: []string{"a"}, Max: 3, Required: []string{"a"}},
	}
	own, moment := Split(form, ruleset.AttackerProfile, "mode=cc&a=2&2.a=3&t=5")
	if own != "2.a=3&a=2&t=5" || moment.Encode() != "mode=cc" {
		t.Errorf("Split = %q, %q", own, moment.Encode())
	}
	if _, err := Apply(form, Profile{Kind: ruleset.AttackerProfile, Query: own}); err == nil {
		t.Error("a target's key in an attacker's fill was taken")
	}
	if own, moment := Split(form, ruleset.AttackerProfile, "%zz"); own != "%zz" || moment != nil {
		t.Errorf("a broken query: %q, %v", own, moment)
	}
}
