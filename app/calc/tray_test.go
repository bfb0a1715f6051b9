package calc

import (
	"fmt"
	"math"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"

	"auspex/app/store"
	"auspex/engine/dice"
	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// A fixed roll shows each die with its classes, a re-roll as first -> face,
// stage totals and the damage percentile in a live region.
func TestTrayViewDrawsTheDice(t *testing.T) {
	sys := calcSystem(t)
	log := &ruleset.RollLog{Figure: "damage", Percentile: 0.8349, Stages: []ruleset.RollStage{
		{ID: "attacks", Total: 3, Percentile: .5, Dice: []ruleset.Die{}},
		{ID: "hits", Total: 3, Percentile: .7, Dice: []ruleset.Die{
			{Role: "hit", Sides: 6, Face: 6, Success: true, Critical: true},
			{Role: "hit", Sides: 6, Face: 2},
			{Role: "hit", Sides: 6, Face: 5, Discarded: []int{1}, Success: true},
		}},
		{ID: "damage", Total: 2, Percentile: .8349, Dice: []ruleset.Die{{Role: "damage", Sides: 3, Face: 2, Success: true}}},
	}}
	tray := &diceTray{book: store.RollBook{V: 1}}
	tray.cur = &trayRoll{log: log, labels: map[string]string{"hits": "Hits", "damage": "Wounds lost"}, ends: stepEnds(log.Stages)}
	tray.cur.shown = len(tray.cur.ends)
	html := trayHTML(tray, sys, mustValues(t, "a=3"), func(string) {})
	for _, want := range []string{
		`id="roll-result"`, `aria-live="polite"`, `data-percentile="83"`, "Better than 83% of rolls",
		`class="die hit crit"`, `class="die miss"`, `class="die hit rerolled"`, `class="die hit d3"`, "1→5",
		`aria-label="hit D6: 5, not counted: 1, success"`, `aria-label="hit D6: 2, fail"`,
		`data-stage="attacks"`, `data-stage="hits"`, `data-stage="damage"`, "Wounds lost", "percentile 70",
	} {
		if !strings.Contains(html, want) {
			t.Errorf("the tray lacks %s", want)
		}
	}
	if n := strings.Count(html, `class="die `); n != 4 {
		t.Errorf("%d dice drawn, want 4", n)
	}
	// What the dice did first, how lucky second.
	outcome, luck := strings.Index(html, `<strong class="roll-outcome">Wounds lost: 2</strong>`), strings.Index(html, `class="roll-luck"`)
	if outcome < 0 || luck < outcome {
		t.Errorf("the roll does not say its outcome before its luck (at %d, %d)", outcome, luck)
	}
	if strings.Contains(html, "roll-why") || disabled(t, html, "roll") {
		t.Error("Roll is disabled for a valid form")
	}
}

// disabled says whether the button with this id is disabled (go-app writes
// attributes in any order, and a false one as disabled="false").
func disabled(t *testing.T, html, id string) bool {
	t.Helper()
	tag := regexp.MustCompile(`<button[^>]*\sid="` + id + `"[^>]*>`).FindString(html)
	if tag == "" {
		t.Fatalf("no button#%s", id)
	}
	return regexp.MustCompile(`\sdisabled[\s>]`).MatchString(tag)
}

// With the form in error there is no query: Roll is disabled and says why.
func TestTrayWithoutQueryCannotRoll(t *testing.T) {
	sys := calcSystem(t)
	for _, step := range []bool{false, true} {
		tray := &diceTray{book: store.RollBook{V: 1, Step: step}}
		html := (trayHTML(tray, sys, nil, nil))
		if !disabled(t, html, "roll") || !strings.Contains(html, "Fix the marked fields first") {
			t.Errorf("step %v: Roll is not disabled with its reason", step)
		}
		if step && !disabled(t, html, "roll-next") {
			t.Error("the step button is not disabled")
		}
	}
}

// A real roll: one die drawn per die rolled, each stage with its total, the
// history entry with the canonical query and the stage totals.
func TestTrayRollAll(t *testing.T) {
	sys := calcSystem(t)
	tray := &diceTray{}
	tray.load(sys)
	q := mustValues(t, "n=5&a=3&models=4&s=5&d=D3&w=2&sus=1")
	tray.rollAll(sys, q)
	if tray.notice != "" || tray.cur == nil {
		t.Fatalf("no roll: %s", tray.notice)
	}
	res, _ := sys.Calc.Calculate(q)
	e := tray.book.Rolls[0]
	if len(tray.book.Rolls) != 1 || e.Query != res.Query || e.Query == "" || e.At <= 0 || e.Percentile != tray.cur.log.Percentile {
		t.Fatalf("history entry %+v", tray.book.Rolls)
	}
	html := trayHTML(tray, sys, q, func(string) {})
	dice := 0
	for i, s := range tray.cur.log.Stages {
		dice += len(s.Dice)
		if e.Stages[i].ID != s.ID || e.Stages[i].Total != s.Total || e.Stages[i].Label != res.Stages[i].Label {
			t.Errorf("history stage %+v, rolled %s total %d", e.Stages[i], s.ID, s.Total)
		}
		if !strings.Contains(html, fmt.Sprintf(`data-stage="%s"`, s.ID)) {
			t.Errorf("stage %s not shown", s.ID)
		}
	}
	sp := tray.cur.splits["damage"]
	if pct := fmt.Sprintf(`data-percentile="%d"`, percent(tray.cur.log.Percentile)); !strings.Contains(html, pct) || !strings.Contains(html, "come out lower") ||
		math.Abs(sp.below+sp.equal/2-tray.cur.log.Percentile) > 1e-9 {
		t.Errorf("the damage percentile %v is not shown as %s with its split %+v", tray.cur.log.Percentile, pct, sp)
	}
	if n := strings.Count(html, `class="die `); n != dice || dice == 0 {
		t.Errorf("%d dice drawn, %d rolled", n, dice)
	}
	if strings.Count(html, "<li") != 1 || !strings.Contains(html, `data-query="`+res.Query+`"`) {
		t.Error("the history does not list the roll")
	}
	tray.clear()
	if len(tray.book.Rolls) != 0 || strings.Contains((trayHTML(tray, sys, q, nil)), "<li") {
		t.Error("clearing left rolls behind")
	}
}

// Step mode reveals one roll a stage at a time, keeps it out of the history
// until the end, and shows the damage percentile only once damage is shown.
func TestTrayStepMode(t *testing.T) {
	sys := calcSystem(t)
	tray := &diceTray{}
	tray.load(sys)
	// Seeded: with unseeded dice a roll that wounds nothing has fewer steps (about 1 in 150).
	rng, err := store.NewDiceRNG("20261123")
	if err != nil {
		t.Fatal(err)
	}
	tray.rng = rng
	tray.setStep(true)
	q := mustValues(t, "n=10&a=2&models=5&s=4&d=2&w=2&hazardous=1")
	tray.next(sys, q)
	r := tray.cur
	if r == nil || len(r.ends) < 4 {
		t.Fatalf("roll %+v, notice %q", r, tray.notice)
	}
	ids := make([]string, len(r.log.Stages))
	for i, s := range r.log.Stages {
		ids[i] = s.ID
	}
	damage := slices.Index(ids, "damage")
	for step := 1; ; step++ {
		html := (trayHTML(tray, sys, q, nil))
		for i, id := range ids {
			if shown := strings.Contains(html, `data-stage="`+id+`"`); shown != (i < r.ends[step-1]) {
				t.Errorf("step %d: stage %s shown %v", step, id, shown)
			}
		}
		if shown := strings.Contains(html, "data-percentile="); shown != (damage < r.ends[step-1]) {
			t.Errorf("step %d: percentile shown %v", step, shown)
		}
		if r.done() {
			if strings.Count(html, "<li") != 1 {
				t.Error("the finished roll is not in the history")
			}
			break
		}
		if strings.Count(html, "<li") != 0 || !strings.Contains(html, `id="roll-next"`) {
			t.Errorf("step %d: history spoils the roll, or no step button", step)
		}
		if label := tray.nextLabel(true); !strings.HasPrefix(label, "Roll ") || !strings.HasSuffix(label, " dice") {
			t.Errorf("step %d: button %q", step, label)
		}
		tray.next(sys, q)
		if tray.cur != r {
			t.Fatal("a step started a new roll")
		}
	}
	if len(tray.book.Rolls) != 1 {
		t.Fatalf("%d rolls kept", len(tray.book.Rolls))
	}
	tray.next(sys, q) // finished: the next tap is a new roll
	if tray.cur == r || tray.cur.shown != 1 || len(tray.book.Rolls) != 2 {
		t.Fatal("after the last step, the button does not start a new roll")
	}
	first := tray.cur
	tray.next(sys, mustValues(t, "a=3")) // the form changed mid-roll: start again
	if tray.cur == first || tray.cur.query != "a=3" || tray.cur.shown != 1 {
		t.Fatal("a changed form did not start a new roll")
	}
	tray.setStep(false)
	if !tray.cur.done() || tray.cur.pending {
		t.Fatal("leaving step mode does not show the whole roll")
	}
}

// Stages without dice join the step before them, or the first step.
func TestStepEnds(t *testing.T) {
	d := []ruleset.Die{{Role: "hit", Sides: 6, Face: 3}}
	st := func(dice ...bool) []ruleset.RollStage {
		out := make([]ruleset.RollStage, len(dice))
		for i, has := range dice {
			if has {
				out[i].Dice = d
			}
		}
		return out
	}
	for _, c := range []struct {
		stages []ruleset.RollStage
		want   []int
	}{
		{st(false, true, true, true, true, false), []int{2, 3, 4, 6}},
		{st(false, true, false, false, false, false, true), []int{6, 7}},
		{st(false, false), []int{2}},
		{st(true), []int{1}},
		{nil, nil},
	} {
		if got := stepEnds(c.stages); !slices.Equal(got, c.want) {
			t.Errorf("stepEnds: %v, want %v", got, c.want)
		}
	}
}

// A huge attack draws at most maxDiceShown dice a stage and sums up the rest.
func TestTrayCapsDiceDrawn(t *testing.T) {
	sys := calcSystem(t)
	tray := &diceTray{}
	tray.load(sys)
	tray.rollAll(sys, mustValues(t, "models=10&a=20&s=4"))
	html := (trayHTML(tray, sys, nil, nil))
	hits := len(tray.cur.log.Stages[1].Dice)
	if hits != 200 || !strings.Contains(html, fmt.Sprintf("And %d more dice", hits-maxDiceShown)) {
		t.Errorf("%d hit dice; the rest not summed up", hits)
	}
	if n := strings.Count(html, `class="die `); n > 3*maxDiceShown {
		t.Errorf("%d dice drawn", n)
	}
}

// The headline never says "better than" of a result no roll falls below, and
// the split of lower, equal and higher results adds up.
func TestPercentileWording(t *testing.T) {
	st := ruleset.StageOf("x", "X", dice.FromPMF([]float64{.2, .3, .4, .1}), 0)
	signed := ruleset.StageOf("m", "Margin", dice.FromPMF([]float64{.2, .3, .4, .1}), -2) // values -2..1
	for _, c := range []struct {
		k    int
		mid  float64
		want string
	}{
		{0, .1, "The lowest result this attack can have"},
		{1, .35, "Better than 35% of rolls"},
		{2, .7, "Better than 70% of rolls"},
		{3, .95, "The highest result this attack can have"},
	} {
		sp := splitOf(&st, c.k)
		if got := pctHeadline(c.mid, sp, true, true); got != c.want {
			t.Errorf("total %d: %q, want %q", c.k, got, c.want)
		}
		if sg := splitOf(&signed, c.k-2); sg != sp {
			t.Errorf("signed total %d: split %+v, want %+v", c.k-2, sg, sp)
		}
		if mid := sp.below + sp.equal/2; math.Abs(mid-c.mid) > 1e-12 {
			t.Errorf("total %d: split %+v does not give the mid-rank %v", c.k, sp, c.mid)
		}
	}
	if got := pctHeadline(.5, splitOf(ptrStage(ruleset.StageOf("c", "C", dice.Point(2), 0)), 2), true, true); got != "The only result this attack can have" {
		t.Errorf("a certain total: %q", got)
	}
	if got := pctHeadline(.35, split{}, false, false); got != "Higher than 35% of rolls" {
		t.Errorf("not damage: %q", got)
	}
}

// Whole percents round down, but not through float error.
func TestPercent(t *testing.T) {
	for p, want := range map[float64]int{0: 0, .29: 29, .2999: 29, .5: 50, .999: 99, 1: 100, -1: 0, 2: 100} {
		if got := percent(p); got != want {
			t.Errorf("percent(%v) = %d, want %d", p, got, want)
		}
	}
}

// trayHTML draws the tray as the page would for attacker A's query q (nil:
// the form has errors).
func trayHTML(tray *diceTray, sys *ruleset.Ruleset, q url.Values, restore func(string)) string {
	fresh := q != nil && tray.cur != nil && tray.cur.query == canonicalQuery(sys, q)
	attack := func() url.Values { return q }
	return app.HTMLString(tray.view(sys, q != nil, fresh, attack, restore))
}

func ptrStage(st ruleset.Stage) *ruleset.Stage { return &st }

// The dice key names only what the roll has: no "critical" for a roll (or a
// system) without critical dice, no re-roll sample without re-rolled dice.
func TestDiceKeyKeysWhatTheRollHas(t *testing.T) {
	plain := &ruleset.RollLog{Stages: []ruleset.RollStage{{ID: "hits", Dice: []ruleset.Die{{Role: "hit", Sides: 6, Face: 6, Success: true}, {Role: "hit", Sides: 6, Face: 1}}}}}
	html := app.HTMLString(diceKey(plain))
	if !strings.Contains(html, "success") || !strings.Contains(html, "fail") || strings.Contains(html, "critical") || strings.Contains(html, "not counted") {
		t.Errorf("a roll without criticals or re-rolls is keyed %s", html)
	}
	plain.Stages[0].Dice[0].Critical = true
	plain.Stages[0].Dice[1].Discarded = []int{1}
	html = app.HTMLString(diceKey(plain))
	if !strings.Contains(html, "critical") || !strings.Contains(html, "not counted") {
		t.Errorf("a roll with a critical and a re-roll is keyed %s", html)
	}
}
