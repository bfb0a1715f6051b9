package epic

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"auspex/engine/game"
	"auspex/engine/ruleset"
)

func newGame(t *testing.T) *game.Game {
	t.Helper()
	rs := New()
	if err := rs.Validate(); err != nil {
		t.Fatal(err)
	}
	g := game.New(rs)
	g.Rand = rand.New(rand.NewPCG(5, 8))
	return g
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// stepIDs lists the steps that apply in a turn, in order.
func stepIDs(g *game.Game, round int) []string {
	var ids []string
	for _, p := range g.Ruleset().BattleSteps(round, 0) {
		ids = append(ids, p.Step.ID)
	}
	return ids
}

// The turn follows §1.4.1 and the FAQ's orders of the strategy (§1.5) and
// end phases (§1.14); victory is checked from turn 3 and the play-on roll
// comes from turn 4 (§6.1.7).
func TestTurnOrder(t *testing.T) {
	g := newGame(t)
	want := map[int][]string{
		1: {"start-of-turn", "strategy-roll", "activate", "disengage", "end-of-turn-effects", "rally", "remove-daemons", "objectives-check"},
		2: {"tunnellers", "start-of-turn", "strategy-roll", "activate", "disengage", "end-of-turn-effects", "rally", "remove-daemons", "objectives-check"},
		3: {"tunnellers", "start-of-turn", "strategy-roll", "activate", "disengage", "end-of-turn-effects", "rally", "remove-daemons", "objectives-check", "victory"},
		4: {"tunnellers", "start-of-turn", "strategy-roll", "activate", "disengage", "end-of-turn-effects", "rally", "remove-daemons", "objectives-check", "victory", "play-on"},
	}
	for round, ids := range want {
		if got := stepIDs(g, round); !slices.Equal(got, ids) {
			t.Errorf("turn %d: %v, want %v", round, got, ids)
		}
	}
	var setup []string
	for _, s := range g.Ruleset().Setup {
		setup = append(setup, s.ID)
	}
	// §6.1.2-6.1.6 in order: terrain, warm up, objectives, spacecraft, garrisons, the rest.
	if !slices.Equal(setup[:7], []string{"forces", "terrain-and-edges", "warm-up", "objectives", "spacecraft", "garrisons", "remaining"}) {
		t.Errorf("set-up order %v", setup)
	}
}

// Every reference a step names exists, and every step cites a section.
func TestStepsCiteSections(t *testing.T) {
	rs := New()
	check := func(s ruleset.Step) {
		citedSections(t, "step "+s.ID, s.Page)
	}
	for _, s := range rs.Setup {
		check(s)
	}
	for _, p := range rs.Phases {
		citedSections(t, "phase "+p.ID, p.Page)
		for _, s := range p.Steps {
			check(s)
		}
	}
	for _, s := range rs.Turn.After {
		check(s)
	}
	citedSections(t, "roster", rs.Turn.Roster.Page)
}

// A turn at the table: the strategy roll adds each player's rating, the
// players alternate, a formation whose Blast markers reach its units is
// broken and skipped, and the end phase clears activations and marches but
// keeps Blast markers and overwatch.
func TestATurnOfAlternatingActivations(t *testing.T) {
	g := newGame(t)
	must(t, g.SetName(0, "Ana"))
	must(t, g.SetName(1, "Bea"))
	must(t, g.Adjust("strategy", 0, 5)) // Space Marines
	must(t, g.Adjust("strategy", 1, 3)) // Orks
	must(t, g.AddUnit(0, "Tactical detachment", 6))
	must(t, g.AddUnit(0, "Warhound", 3)) // a war engine counts its DC
	must(t, g.AddUnit(1, "Warband", 10))
	must(t, g.AddUnit(1, "Kult of Speed", 4))
	for g.State.Pos.Step != "strategy-roll" {
		must(t, g.Next())
	}
	must(t, g.Roll())
	r := g.State.Roll
	for i, want := range []string{"Ana %d + 5 strategy rating = %d", "Bea %d + 3 strategy rating = %d"} {
		text := fmt.Sprintf(want, r.Total(i), r.Total(i)+[]int{5, 3}[i])
		if !strings.Contains(r.Text, text) {
			t.Errorf("strategy roll %q lacks %q", r.Text, text)
		}
	}
	must(t, g.Next())
	if g.State.Pos.Step != "activate" {
		t.Fatalf("at %s", g.State.Pos.Step)
	}
	must(t, g.SetSide(0))
	must(t, g.Activate(0, 0, false)) // Tacticals shoot the Kult: 1 for fire, 2 kills
	must(t, g.AdjustMark(1, 1, "blast", 1))
	must(t, g.AdjustCount(1, 1, -2))
	if g.State.Roster[1][1].Has("broken") {
		t.Fatal("1 Blast marker on 2 units broke the Kult")
	}
	must(t, g.AdjustMark(1, 1, "blast", 2)) // 3 markers on 2 units left: broken
	kult := g.State.Roster[1][1]
	if !kult.Has("broken") || kult.Marks["blast"] != 0 {
		t.Fatalf("the Kult of Speed did not break: %+v", kult)
	}
	must(t, g.ToggleFlag(0, 1, "marched"))
	must(t, g.ToggleFlag(1, 0, "overwatch"))
	must(t, g.AdjustMark(1, 0, "blast", 2))
	if g.Active() != 1 || g.Waiting(1) != 1 {
		t.Fatalf("Bea should activate her one unbroken formation: active %d, waiting %d", g.Active(), g.Waiting(1))
	}
	if err := g.Activate(1, 1, false); err == nil {
		t.Error("a broken formation was activated")
	}
	must(t, g.Activate(1, 0, false))
	must(t, g.Activate(0, 1, false))
	must(t, g.Next())
	if g.State.Pos.Step != "disengage" {
		t.Fatalf("at %s", g.State.Pos.Step)
	}
	warband, warhound := g.State.Roster[1][0], g.State.Roster[0][1]
	if warband.Has(game.Activated) || warband.Marks["blast"] != 2 || !warband.Has("overwatch") {
		t.Errorf("the end phase cleared the wrong things: %+v", warband)
	}
	if warhound.Has("marched") {
		t.Errorf("Marched survived the end phase: %+v", warhound)
	}

	// The rally (§1.14.1, lines 1234-1238): the Warband (10 units, 2 markers)
	// and the broken Kult (2 units) take the test; the Tacticals, with no
	// markers, do not. A pass removes half the markers, rounding up; a broken
	// formation that rallies counts as many markers as units first.
	for g.State.Pos.Step != "rally" {
		must(t, g.Next())
	}
	if g.Rallying(g.State.Roster[0][0]) || !g.Rallying(g.State.Roster[1][0]) || !g.Rallying(g.State.Roster[1][1]) {
		t.Fatal("the wrong formations take the rally test")
	}
	must(t, g.AdjustMark(1, 0, "blast", 1)) // 3 markers
	if err := g.Rally(1, 0, true); err == nil {
		t.Error("a bare Rallied was taken where the checklist judges the roll")
	}
	if err := g.RallyDie(1, 0, 3, nil); err == nil {
		t.Error("a 3 was judged with the Warband's initiative not given")
	}
	must(t, g.SetNeed(1, 0, 3)) // Ork: 3+
	must(t, g.RallyDie(1, 0, 3, nil))
	if w := g.State.Roster[1][0]; w.Marks["blast"] != 1 || g.Rallying(w) || !strings.Contains(w.Rally, "passed") {
		t.Errorf("the Warband rallied with 3 markers: %+v, want 1 left and no second test", w)
	}
	// The broken Kult (initiative not given): a 2, -2 for broken, fails at
	// any initiative; a 6 with enemy within 30cm (-3 in all) is 3, which
	// needs the initiative.
	if err := g.RallyDie(1, 1, 6, []int{1}); err == nil || !strings.Contains(err.Error(), "Initiative") && !strings.Contains(err.Error(), "initiative") {
		t.Errorf("a 6 -2 -1 on an unknown initiative: %v", err)
	}
	if err := g.RallyDie(1, 1, 6, []int{0}); err == nil {
		t.Error("the broken modifier was accepted as a situation the players tick")
	}
	must(t, g.RallyDie(1, 1, 2, nil))
	if k := g.State.Roster[1][1]; !k.Has("broken") || k.Marks["blast"] != 0 || !strings.Contains(k.Rally, "failed") {
		t.Errorf("a failed rally changed the broken Kult: %+v", k)
	}
	must(t, g.Undo())
	must(t, g.AdjustCount(1, 1, 5)) // 7 units: the book's example
	must(t, g.SetNeed(1, 1, 3))
	if err := g.RallyDie(1, 1, 4, nil); err != nil { // 4 - 2 = 2 < 3: failed
		t.Fatal(err)
	}
	if k := g.State.Roster[1][1]; !k.Has("broken") {
		t.Errorf("4 - 2 against 3+ rallied: %+v", k)
	}
	must(t, g.Undo())
	must(t, g.RallyDie(1, 1, 5, nil)) // 5 - 2 = 3: rallied
	if k := g.State.Roster[1][1]; k.Has("broken") || k.Marks["blast"] != 3 {
		t.Errorf("a broken formation of 7 that rallied: %+v, want unbroken with 3 markers", k)
	}
	if err := g.RallyDie(0, 0, 6, nil); err == nil {
		t.Error("a formation with no markers rallied")
	}
	must(t, g.Next())
	if err := g.RallyRoll(1, 0, nil); err == nil {
		t.Error("a rally roll was made after the rally step")
	}
}

// Issue 50: a formation's initiative and its rally verdict are stored with
// the game and read back; a stored initiative outside 1+..6+, or a verdict
// on a formation that took no rally test, is refused.
func TestRallyVerdictStored(t *testing.T) {
	g := newGame(t)
	must(t, g.AddUnitNeeding(0, "Ork Warband", 7, 3))
	must(t, g.AdjustMark(0, 0, "blast", 2))
	for g.State.Pos.Step != "rally" {
		must(t, g.Next())
	}
	must(t, g.RallyDie(0, 0, 6, []int{1})) // 6 - 1 = 5 against 3+
	raw := g.Encode()
	back, err := game.Decode(raw, g.Ruleset())
	if err != nil {
		t.Fatal(err)
	}
	if u := back.State.Roster[0][0]; u.Need != 3 || u.Rally != g.State.Roster[0][0].Rally || !strings.Contains(u.Rally, "passed") {
		t.Errorf("read back: %+v", u)
	}
	for name, bad := range map[string]string{
		"initiative 7+":       strings.Replace(raw, `"need":3`, `"need":7`, 1),
		"verdict, no test":    strings.Replace(raw, `"flags":["rallied"]`, `"flags":["overwatch"]`, 1),
		"negative initiative": strings.Replace(raw, `"need":3`, `"need":-1`, 1),
	} {
		if bad == raw {
			t.Fatalf("%s: the stored game did not change (%s)", name, raw)
		}
		if _, err := game.Decode(bad, g.Ruleset()); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if err := g.SetNeed(0, 0, 7); err == nil {
		t.Error("initiative 7+ was set")
	}
}
