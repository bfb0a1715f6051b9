package armies

import (
	"archive/zip"
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"auspex/app/armies/mapped"
	"auspex/app/store"
	"auspex/engine/army"
	"auspex/engine/rulesets"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

func freshStore(t *testing.T) {
	old := store.Default()
	store.UseForTest(store.New(store.NewMemory(), ""))
	t.Cleanup(func() { store.UseForTest(old) })
}

func roster(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile("../../engine/army/testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// A roster read on its system's page is stored under its own name and
// listed with its units: each attack a button with its weapons' lines,
// Target, and the keywords with no effect beside the unit.
func TestArmyPageImportsAndLists(t *testing.T) {
	freshStore(t)
	reg := rulesets.Registry()
	sys, _ := reg.Get("wh40k10")
	p := &Page{System: sys, Registry: reg}
	p.ensure()
	in, err := readAny(roster(t, "strike-force-2000.ros"), reg)
	if err != nil {
		t.Fatal(err)
	}
	p.imported(nil, in, "strike-force-2000.ros", nil)
	if p.bad || !strings.Contains(p.msg, `Imported "Warden Strike Force" into 40k 10th: 19 units`) {
		t.Fatalf("message %q", p.msg)
	}
	stored, _ := store.LoadArmies(reg)
	if got := stored.Of("wh40k10"); len(got) != 1 || got[0].File != "strike-force-2000.ros" || got[0].Imported == "" {
		t.Fatalf("stored %+v", got)
	}
	// Folded, each unit is one line: its name, models and points.
	html := app.HTMLString(p.Render())
	if strings.Contains(html, ">Shoot<") || !strings.Contains(html, "Lancer Squad A") {
		t.Error("the units are not folded to one line each")
	}
	for i := range p.armies[0].Units {
		unitFold(p.sysID, p.armies[0].Name, i).Open()
	}
	mappings := mapped.Mappings
	html = app.HTMLString(p.Render())
	for _, want := range []string{`data-name="Warden Strike Force"`, "Lancer Squad A", ">Shoot<", ">Fight<", ">Target<",
		"No effect on the result", `data-profile="Twin siege cannon"`, "1990 points", "imported 20",
		`aria-label="Shoot with Lancer Squad A"`, `aria-label="Target Lancer Squad A"`} {
		if !strings.Contains(html, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	app.HTMLString(p.Render())
	if mapped.Mappings != mappings {
		t.Errorf("a render mapped %d armies again", mapped.Mappings-mappings)
	}

	// The same file again is a second army, numbered.
	p.imported(nil, in, "strike-force-2000.ros", nil)
	if names := armyNames(p.book); names != "Warden Strike Force,Warden Strike Force (2)" {
		t.Errorf("armies %s", names)
	}
}

func armyNames(b army.Book) string {
	var ns []string
	for _, a := range b.Of("wh40k10") {
		ns = append(ns, a.Name)
	}
	return strings.Join(ns, ",")
}

// Bad files are refused in the reader's words and change nothing; a roster
// of another system is offered there, not stored here.
func TestArmyPageRefusesAndKeeps(t *testing.T) {
	freshStore(t)
	reg := rulesets.Registry()
	sys, _ := reg.Get("wh40k10")
	p := &Page{System: sys, Registry: reg}
	p.ensure()
	in, _ := readAny(roster(t, "patrol-10th.ros"), reg)
	p.imported(nil, in, "patrol-10th.ros", nil)
	before, _ := store.Get(store.ArmiesKey)

	var two bytes.Buffer
	z := zip.NewWriter(&two)
	for _, n := range []string{"a.ros", "b.ros"} {
		w, _ := z.Create(n)
		w.Write(roster(t, "patrol-10th.ros"))
	}
	z.Close()
	for name, data := range map[string][]byte{"two.rosz": two.Bytes(), "notes.ros": []byte("just some words"), "empty.ros": nil} {
		_, err := readAny(data, reg)
		var e *army.Error
		if !errors.As(err, &e) {
			t.Errorf("%s: %v is not the reader's refusal", name, err)
			continue
		}
		p.imported(nil, nil, name, err)
		if !p.bad || !strings.HasPrefix(p.msg, "Not imported, nothing changed: ") {
			t.Errorf("%s: message %q", name, p.msg)
		}
		if now, _ := store.Get(store.ArmiesKey); now != before {
			t.Errorf("%s changed what is stored", name)
		}
	}

	nine, _ := reg.Get("wh40k9")
	p9 := &Page{System: nine, Registry: reg}
	p9.ensure()
	p9.imported(nil, in, "patrol-10th.ros", nil)
	if p9.other == nil || p9.other.sys.Info.ID != "wh40k10" || !strings.Contains(p9.msg, "this roster is for "+sys.Info.Title()) {
		t.Errorf("another system's roster: %q, %+v", p9.msg, p9.other)
	}
	if now, _ := store.Get(store.ArmiesKey); now != before {
		t.Error("another system's roster was stored")
	}
	if html := app.HTMLString(p9.Render()); !strings.Contains(html, "Import it into "+sys.Info.Short) {
		t.Error("no offer to import it into its own system")
	}
	// Taking the offer: the page says where the army went, with the way there.
	o := p9.other
	p9.other = nil
	p9.store(nil, o.sys, o.roster, o.file)
	html := app.HTMLString(p9.Render())
	if p9.bad || strings.Contains(html, "Not imported") || !strings.Contains(p9.msg, "into "+sys.Info.Short) ||
		!strings.Contains(html, `href="/wh40k10/army"`) {
		t.Errorf("after importing it there: %q\n%s", p9.msg, html)
	}
}

// A system no list builder exports says so, and what to use instead.
func TestNoArmySaysWhatInstead(t *testing.T) {
	reg := rulesets.Registry()
	for _, sys := range reg.All() {
		if sys.Army != nil {
			continue
		}
		html := app.HTMLString(NoArmyView(sys))
		if !strings.Contains(html, "No list builder exports") || !strings.Contains(html, "saved profiles") {
			t.Errorf("%s: %s", sys.Info.ID, html)
		}
	}
}

// An exported army imports back, under a free name.
func TestArmyExportImportsBack(t *testing.T) {
	freshStore(t)
	reg := rulesets.Registry()
	sys, _ := reg.Get("wh40k10")
	p := &Page{System: sys, Registry: reg}
	p.ensure()
	in, _ := readAny(roster(t, "patrol-10th.ros"), reg)
	p.imported(nil, in, "patrol-10th.ros", nil)
	doc := army.Book{Armies: p.book.Of("wh40k10")}.Encode() // what Export writes
	back, err := readAny([]byte(doc), reg)
	if err != nil || len(back.armies) != 1 {
		t.Fatalf("%v, %+v", err, back)
	}
	p.imported(nil, back, "auspex-army-Warden-Patrol.json", nil)
	if names := armyNames(p.book); p.bad || names != "Warden Patrol,Warden Patrol (2)" {
		t.Errorf("%q: armies %s", p.msg, names)
	}
	if _, err := readAny([]byte(`{"app":"auspex","type":"profiles","version":1,"profiles":[]}`), reg); err == nil || !strings.Contains(err.Error(), "nor an army Auspex exported") {
		t.Errorf("a profiles file: %v", err)
	}
}

// Every system's test rosters, imported on its page with every unit open:
// each weapon and own profile the roster gives, as a map reads it, shows
// all its characteristics; a value the calculator reads otherwise shows the
// key beside it (9th edition's "S User" as s=).
func TestArmyPageShowsEveryProfile(t *testing.T) {
	reg := rulesets.Registry()
	keyed := 0
	files, _ := filepath.Glob("../../engine/rulesets/*/testdata/army/*.ros")
	if len(files) == 0 {
		t.Fatal("no test rosters")
	}
	for _, file := range files {
		freshStore(t)
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		in, err := readAny(data, reg)
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		sys, ok := reg.ArmyFor(in.roster.System)
		if !ok {
			t.Fatalf("%s: no system", file)
		}
		p := &Page{System: sys, Registry: reg}
		p.ensure()
		p.imported(nil, in, filepath.Base(file), nil)
		if p.bad || len(p.armies) != 1 {
			t.Fatalf("%s: %q", file, p.msg)
		}
		a := p.armies[0]
		for i := range a.Units {
			unitFold(p.sysID, a.Name, i).Open()
		}
		html := app.HTMLString(p.Render())
		keyed += strings.Count(html, `class="calc-key"`)
		for i, ru := range a.Roster.Units {
			ps, pms := targetProfiles(sys.Army, ru)
			kws := map[string]string{} // a profile's keyword list, shown apart
			for j, pr := range ps {
				kws[pr.Name] = pms[j].Keywords
			}
			for _, at := range a.Units[i].Attacks {
				am := attackMap(sys.Army, at.Label)
				for _, w := range at.Weapons {
					if wp, ok := weaponProfile(am, ru, w); ok {
						ps = append(ps, wp)
						kws[wp.Name] = am.Keywords
					}
				}
			}
			for _, pr := range ps {
				_, view, found := strings.Cut(html, `data-profile="`+pr.Name+`"`)
				if !found {
					t.Errorf("%s, %s: no profile %s", filepath.Base(file), ru.Name, pr.Name)
					continue
				}
				view, _, _ = strings.Cut(view, `data-profile=`) // this profile's own view
				for _, c := range pr.Chars {
					if strings.EqualFold(c.Name, kws[pr.Name]) {
						continue
					}
					if v := strings.TrimSpace(c.Value); v != "" && !strings.Contains(view, `<span class="char-name">`+c.Name+`</span>`) {
						t.Errorf("%s, %s, %s: no %s", filepath.Base(file), ru.Name, pr.Name, c.Name)
					}
				}
			}
		}
	}
	if keyed == 0 {
		t.Error("no value read otherwise than the datasheet's shows its key")
	}
}

// A file shared with a name of 300 characters (or control characters in
// it) is imported when its roster is sound: the army keeps the name
// shortened, its extension kept.
func TestArmyPageLongFileName(t *testing.T) {
	freshStore(t)
	reg := rulesets.Registry()
	sys, _ := reg.Get("wh40k10")
	p := &Page{System: sys, Registry: reg}
	p.ensure()
	in, err := readAny(roster(t, "patrol-10th.ros"), reg)
	if err != nil {
		t.Fatal(err)
	}
	long := strings.Repeat("é", 295) + "\x07.rosz"
	p.imported(nil, in, long, nil)
	if p.bad || !strings.HasPrefix(p.msg, "Imported") {
		t.Fatalf("a 300-character file name: %q", p.msg)
	}
	stored, _ := store.LoadArmies(reg)
	got := stored.Of("wh40k10")
	if len(got) != 1 || utf8.RuneCountInString(got[0].File) != army.MaxFileName || !strings.HasSuffix(got[0].File, "….rosz") {
		t.Fatalf("stored file name %q", got[0].File)
	}
}
