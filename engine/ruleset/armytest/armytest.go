//go:build !wasm

// Package armytest writes roster files shaped like the .ros that
// BattleScribe and New Recruit export (the rosterSchema of BattleScribe
// 2.03), from a plain description, so that each system's army map tests read
// rosters of invented units through the real reader. Test code only.
package armytest

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// Roster is one roster file.
type Roster struct {
	Name       string
	System     string // gameSystemName
	SystemID   string // gameSystemId
	Revision   int    // gameSystemRevision
	NewRecruit bool   // written as New Recruit writes it (generatedBy, from and group attributes)
	Costs      []Cost // the roster's cost types, first the points: their names and typeIds
	Limit      float64
	Forces     []Force
}

// Cost is one cost type of the data: its name as the file gives it ("pts",
// " PL") and its typeId.
type Cost struct{ Name, TypeID string }

// Force is one force (detachment) of a catalogue.
type Force struct {
	Name, Catalogue string
	Rules           []Rule
	Selections      []Sel
}

// Sel is one selection: a unit, a model or an upgrade (wargear, a battle
// size). Number is how many (0 reads as 1); a child's Number is the total
// over its parent's, as the builders write it. Points is the selection's
// own cost, without its children. Categories: the first is the primary.
type Sel struct {
	Name       string
	Type       string // "unit", "model", "upgrade"
	Group      string // the entry group it was picked from ("Wargear"), New Recruit writes it
	Number     int
	Points     float64
	Rules      []Rule
	Profiles   []Profile
	Selections []Sel
	Categories []string
}

// Profile is one profile with its type's name and id.
type Profile struct {
	Name, Type, TypeID string
	Chars              []Char
}

// Char is one characteristic with its type's id.
type Char struct{ Name, TypeID, Value string }

// Rule is one rule with its description.
type Rule struct{ Name, Text string }

// XML writes the roster as a .ros file. Ids are derived from the roster's
// name and a counter, so the same description always writes the same bytes.
func (r Roster) XML() []byte {
	w := &writer{seed: r.Name}
	gen := ""
	if r.NewRecruit {
		gen = ` generatedBy="https://newrecruit.eu"`
	}
	w.line(0, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>`)
	w.line(0, `<roster id="%s" name="%s" battleScribeVersion="2.03"%s gameSystemId="%s" gameSystemName="%s" gameSystemRevision="%d" xmlns="http://www.battlescribe.net/schema/rosterSchema">`,
		w.id(), esc(r.Name), gen, r.SystemID, esc(r.System), r.Revision)
	total := 0.0
	for _, f := range r.Forces {
		for _, s := range f.Selections {
			total += s.total()
		}
	}
	w.costs(1, r.Costs, total, r.NewRecruit)
	if r.Limit > 0 {
		w.line(1, `<costLimits>`)
		w.line(2, `<costLimit name="%s" typeId="%s" value="%s"/>`, esc(r.Costs[0].Name), r.Costs[0].TypeID, num(r.Limit, r.NewRecruit))
		w.line(1, `</costLimits>`)
	}
	w.line(1, `<forces>`)
	for _, f := range r.Forces {
		w.line(2, `<force id="%s" name="%s" entryId="%s" catalogueId="%s" catalogueRevision="12" catalogueName="%s">`,
			w.id(), esc(f.Name), w.id(), w.id(), esc(f.Catalogue))
		w.rules(3, f.Rules)
		w.line(3, `<selections>`)
		for _, s := range f.Selections {
			w.selection(4, s, r)
		}
		w.line(3, `</selections>`)
		w.line(2, `</force>`)
	}
	w.line(1, `</forces>`)
	w.line(0, `</roster>`)
	return []byte(w.b.String())
}

type writer struct {
	b    strings.Builder
	seed string
	n    int
}

func (w *writer) line(depth int, format string, a ...any) {
	w.b.WriteString(strings.Repeat("  ", depth))
	fmt.Fprintf(&w.b, format, a...)
	w.b.WriteByte('\n')
}

// id is the next id, in the four groups of hex the builders write.
func (w *writer) id() string {
	w.n++
	v := fmt.Sprintf("%x", sha256.Sum256([]byte(fmt.Sprintf("%s/%d", w.seed, w.n))))
	return v[0:4] + "-" + v[4:8] + "-" + v[8:12] + "-" + v[12:16]
}

func (w *writer) selection(depth int, s Sel, r Roster) {
	attrs := ""
	if s.Group != "" {
		attrs = fmt.Sprintf(` entryGroupId="%s"`, w.id())
		if r.NewRecruit {
			attrs += fmt.Sprintf(` group="%s"`, esc(s.Group))
		}
	}
	from := ""
	if r.NewRecruit {
		from = ` from="entry"`
		if s.Group != "" {
			from = ` from="group"`
		}
	}
	w.line(depth, `<selection id="%s" name="%s" entryId="%s::%s"%s number="%d" type="%s"%s>`,
		w.id(), esc(s.Name), w.id(), w.id(), attrs, max(s.Number, 1), s.Type, from)
	w.rules(depth+1, s.Rules)
	if len(s.Profiles) > 0 {
		w.line(depth+1, `<profiles>`)
		for _, p := range s.Profiles {
			w.line(depth+2, `<profile id="%s" name="%s" hidden="false" typeId="%s" typeName="%s">`, w.id(), esc(p.Name), p.TypeID, esc(p.Type))
			w.line(depth+3, `<characteristics>`)
			for _, c := range p.Chars {
				w.line(depth+4, `<characteristic name="%s" typeId="%s">%s</characteristic>`, esc(c.Name), c.TypeID, esc(c.Value))
			}
			w.line(depth+3, `</characteristics>`)
			w.line(depth+2, `</profile>`)
		}
		w.line(depth+1, `</profiles>`)
	}
	if len(s.Selections) > 0 {
		w.line(depth+1, `<selections>`)
		for _, c := range s.Selections {
			w.selection(depth+2, c, r)
		}
		w.line(depth+1, `</selections>`)
	}
	w.costs(depth+1, r.Costs, s.Points, r.NewRecruit)
	if len(s.Categories) > 0 {
		w.line(depth+1, `<categories>`)
		for i, c := range s.Categories {
			w.line(depth+2, `<category id="%s" name="%s" entryId="%s" primary="%t"/>`, w.id(), esc(c), w.id(), i == 0)
		}
		w.line(depth+1, `</categories>`)
	}
	w.line(depth, `</selection>`)
}

func (w *writer) rules(depth int, rs []Rule) {
	if len(rs) == 0 {
		return
	}
	w.line(depth, `<rules>`)
	for _, r := range rs {
		w.line(depth+1, `<rule id="%s" name="%s" hidden="false">`, w.id(), esc(r.Name))
		w.line(depth+2, `<description>%s</description>`, esc(r.Text))
		w.line(depth+1, `</rule>`)
	}
	w.line(depth, `</rules>`)
}

// costs writes the points and every other cost type at 0.
func (w *writer) costs(depth int, cs []Cost, points float64, nr bool) {
	w.line(depth, `<costs>`)
	for i, c := range cs {
		v := 0.0
		if i == 0 {
			v = points
		}
		w.line(depth+1, `<cost name="%s" typeId="%s" value="%s"/>`, esc(c.Name), c.TypeID, num(v, nr))
	}
	w.line(depth, `</costs>`)
}

// total is the selection's cost with everything chosen in it.
func (s Sel) total() float64 {
	t := s.Points
	for _, c := range s.Selections {
		t += c.total()
	}
	return t
}

// num writes a cost as the builders do: BattleScribe "85.0", New Recruit "85".
func num(v float64, nr bool) string {
	if nr {
		return strconv.FormatFloat(v, 'f', -1, 64)
	}
	return strconv.FormatFloat(v, 'f', 1, 64)
}

var escaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&apos;")

func esc(s string) string { return escaper.Replace(s) }

// Written checks that the files in dir are what the rosters write; with
// AUSPEX_ARMY_UPDATE=1 in the environment it writes them instead.
func Written(t testing.TB, dir string, rosters map[string]Roster) {
	t.Helper()
	for name, r := range rosters {
		path := filepath.Join(dir, name)
		want := r.XML()
		if os.Getenv("AUSPEX_ARMY_UPDATE") == "1" {
			if err := os.WriteFile(path, want, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(path)
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s is not what its description writes (err %v); run the test with AUSPEX_ARMY_UPDATE=1", path, err)
		}
	}
}
