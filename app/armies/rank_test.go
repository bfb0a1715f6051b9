package armies

import (
	"net/url"
	"strings"
	"testing"

	"auspex/app/store"
	"auspex/engine/profile"
	"auspex/engine/rank"
	"auspex/engine/ruleset"
	"auspex/engine/rulesets"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// rankPage is wh40k10's Army page on fresh storage, its ranking closed.
func rankPage(t *testing.T) (*Page, *ruleset.Registry, *ruleset.Ruleset) {
	freshStore(t)
	reg := rulesets.Registry()
	sys, _ := reg.Get("wh40k10")
	delete(ranks, sys.Info.ID)
	t.Cleanup(func() { delete(ranks, sys.Info.ID) })
	p := &Page{System: sys, Registry: reg}
	p.ensure()
	return p, reg, sys
}

// The ranking's targets: the calculator's (its kept input), the saved target
// profiles, then the other armies' units, never the ranked army's own; a
// target picked brings its own toggles (cover, Feel No Pain), the
// calculator's brings all of its; the rows drawn are engine/rank's.
func TestRankTargetsAndToggles(t *testing.T) {
	p, reg, sys := rankPage(t)
	for _, f := range []string{"strike-force-2000.ros", "patrol-10th.ros"} {
		in, err := readAny(roster(t, f), reg)
		if err != nil {
			t.Fatal(err)
		}
		p.imported(nil, in, f, nil)
	}
	if len(p.armies) != 2 {
		t.Fatalf("%d armies", len(p.armies))
	}
	book := profile.Book{}
	book.Put(profile.Profile{Name: "Knight", System: sys.Info.ID, Kind: ruleset.TargetProfile, Query: "t=11&sv=3&inv=5&w=22&n=1"})
	if err := store.SaveProfiles(book); err != nil {
		t.Fatal(err)
	}
	if err := store.Set("auspex.calc.wh40k10", "a=2&t=5&sv=2&cover=1&half=1&bogus=9"); err != nil {
		t.Fatal(err)
	}

	ranked, other := p.armies[0], p.armies[1]
	opts := p.targets(ranked.Name)
	if opts[0].id != "calc" || opts[0].query != "t=5&sv=2&cover=1" {
		t.Errorf("the calculator's target: %+v", opts[0])
	}
	if opts[1].id != "p:Knight" || opts[1].query != "t=11&inv=5&w=22" {
		t.Errorf("the saved target: %+v", opts[1])
	}
	units := 0
	for _, u := range other.Units {
		if u.Target != "" {
			units++
		}
	}
	if len(opts) != 2+units {
		t.Errorf("%d targets, want the calculator's, one saved and the %d units of %s", len(opts), units, other.Name)
	}
	for _, o := range opts[2:] {
		if o.group != other.Name || o.fill == nil || o.fill.Army != other.Name {
			t.Errorf("a unit target not of the other army: %+v", o)
		}
	}

	r := rankOf(sys.Info.ID)
	p.pickTarget(r, opts[0])
	if r.toggles.Get("half") != "1" || r.toggles.Get("cover") != "1" || r.toggles.Get("stationary") != "0" {
		t.Errorf("the calculator's toggles: %v", r.toggles)
	}
	p.pickTarget(r, opts[1]) // a Knight in the open: its cover goes, the moment's half range stays
	if r.toggles.Get("half") != "1" || r.toggles.Get("cover") != "0" {
		t.Errorf("after the saved target: %v", r.toggles)
	}

	r.open, r.army = true, ranked.Name
	html := app.HTMLString(p.Render())
	rows := rank.Rank(sys.Calc, rank.Attacks(ranked.Units, nil), opts[1].query, r.toggles)
	for _, row := range rows {
		if row.Why != "" {
			t.Errorf("%s (%s) refused: %s", row.UnitName, row.Attack, row.Why)
		}
	}
	if n := strings.Count(html, `class="rank-row"`); n != len(rows) {
		t.Errorf("%d rows drawn, engine/rank gives %d", n, len(rows))
	}
	var first rank.Row // the top row of the first kind of attack (Shoot), which the page lists first
	for _, i := range rank.Order(rows, "damage", nil) {
		if rows[i].Attack == rows[0].Attack {
			first = rows[i]
			break
		}
	}
	li := html[:max(strings.Index(html, `class="rank-open"`), 0)] // up to the first row's link: the row's own attributes last
	if i := strings.LastIndex(li, "<li"); i < 0 || !strings.Contains(li[i:], `data-unit="`+first.UnitName+`"`) {
		t.Errorf("the first row is not %s", first.UnitName)
	}
	if !strings.Contains(html, `href="/wh40k10/calc?`+first.Query+`"`) {
		i := strings.Index(html, `class="rank-open"`)
		t.Errorf("the first row does not open its query %s: %.300s", first.Query, html[max(i, 0):])
	}
}

// A link asking for a ranking Auspex does not make is said, and changes nothing.
func TestRankLinkRefusesWhatItDoesNotKnow(t *testing.T) {
	p, _, sys := rankPage(t)
	p.rankLink(url.Values{"rank": {"<script>"}})
	if !p.bad || !strings.Contains(p.msg, "rank=calc") || rankOf(sys.Info.ID).open {
		t.Errorf("message %q, open %v", p.msg, rankOf(sys.Info.ID).open)
	}
	p.rankLink(url.Values{"rank": {"calc"}})
	if !rankOf(sys.Info.ID).open {
		t.Error("rank=calc did not open the ranking")
	}
}
