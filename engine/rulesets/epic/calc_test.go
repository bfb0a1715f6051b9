package epic

import (
	"errors"
	"math"
	"net/url"
	"strings"
	"testing"

	"auspex/engine/dice"
	"auspex/engine/ruleset"
)

const (
	// 1.9.6's example: four Devastators, two missile launchers each, AP5+ at an Ork warband (6+).
	devastatorsQuery = "units=4&per=2&fire=ap&hit=5&type=inf&n=10&sv=6"
	// 1.11's example: Land Raider heavy bolters in crossfire at eight Orks.
	crossfireQuery = "units=4&per=2&fire=ap&hit=5&type=inf&n=8&sv=6&crossfire=1"
	// 3.2.5's example: Shadowsword titan killers (D3) at two Warhounds.
	warhoundQuery = "units=3&per=1&fire=mw&hit=2&tk=D3&type=we&n=2&dc=3&sv=5&ra=1"
	assaultQuery  = "mode=assault&atk.units=6&atk.ccn=4&atk.ffn=2&atk.cc=4&atk.ff=4&def.units=8&def.ccn=3&def.ffn=3&def.cc=4&def.ff=5&def.sv=6&atk.sv=4&def.bm=1"
)

func mustQuery(s string) url.Values {
	q, err := url.ParseQuery(s)
	if err != nil {
		panic(err)
	}
	return q
}

func calc(t *testing.T, s string) *ruleset.Result {
	t.Helper()
	res, err := Calc.Calculate(mustQuery(s))
	if err != nil {
		t.Fatalf("%s: %v", s, err)
	}
	return res
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-12 }

// binom is C(n,k) p^k (1-p)^(n-k).
func binom(n, k int, p float64) float64 {
	c := 1.0
	for i := range k {
		c = c * float64(n-i) / float64(i+1)
	}
	return c * math.Pow(p, float64(k)) * math.Pow(1-p, float64(n-k))
}

// 1.9.5: a natural 1 always misses; 7+ is a 6 then 4+, 8+ a 6 then 5+, 9+ a
// 6 then a 6, 10+ cannot hit.
func TestToHitChain(t *testing.T) {
	for _, c := range []struct {
		x, mod int
		want   float64
	}{{2, 1, 5.0 / 6}, {2, 0, 5.0 / 6}, {4, -1, 2.0 / 6}, {6, 0, 1.0 / 6}, {6, -1, 3.0 / 36}, {6, -2, 2.0 / 36}, {5, -4 + 0, 1.0 / 36}, {6, -4, 0}} {
		if got := pHit(c.x, c.mod); !near(got, c.want) {
			t.Errorf("%d+ with %+d: %v, want %v", c.x, c.mod, got, c.want)
		}
	}
	// Double action and cover on a 6+ weapon: 8+, a 6 then a 5+ (1/18 a shot).
	res := calc(t, "units=2&per=1&fire=at&hit=6&action=double&cover=1&type=av&sv=7&n=4")
	if got := res.Stage("hits").Mean; !near(got, 2.0/18) {
		t.Errorf("hits %v, want 1/9", got)
	}
	// Ignore cover takes the cover modifier away: 7+.
	res = calc(t, "units=2&per=1&fire=at&hit=6&action=double&cover=1&ic=1&type=av&sv=7&n=4")
	if got := res.Stage("hits").Mean; !near(got, 2*3.0/36) {
		t.Errorf("ignore cover: hits %v, want 1/6", got)
	}
	// Sustained fire: +1.
	res = calc(t, "units=1&per=1&fire=ap&hit=5&action=sustained&type=inf&sv=7&n=4")
	if got := res.Stage("hits").Mean; !near(got, 3.0/6) {
		t.Errorf("sustained: hits %v, want 1/2", got)
	}
}

// 1.9.6's example: eight AP5+ shots at Ork infantry (6+ save), one hit per
// unit. Each shot kills with 1/3 × 5/6; the formation takes one marker for
// coming under fire and one per kill; ten units break at ten minus kills.
func TestDevastatorsExample(t *testing.T) {
	res := calc(t, devastatorsQuery)
	p := 1.0 / 3 * 5 / 6
	if got := res.Stage("hits").Mean; !near(got, 8.0/3) {
		t.Errorf("hits %v", got)
	}
	if got := res.Stage("kills").Mean; !near(got, 8*p) {
		t.Errorf("kills %v, want 20/9", got)
	}
	// The book's roll: three kills, four markers in all.
	if got, want := res.Stage("blast").P(4), binom(8, 3, p); !near(got, want) {
		t.Errorf("P(4 markers) %v, want %v", got, want)
	}
	broken := 0.0
	for k := 5; k <= 8; k++ { // 1+k markers break 10-k units at k >= 5
		broken += binom(8, k, p)
	}
	if got := res.Headline[1].Value; !near(got, broken) {
		t.Errorf("P(broken) %v, want %v", got, broken)
	}
}

// withHits recomputes a shooting with the hits of every kind fixed, to
// follow a worked example's rolled hits.
func withHits(t *testing.T, q string, hits ...int) *ruleset.Result {
	t.Helper()
	v, err := ruleset.ParseForm(form(), mustQuery(q))
	if err != nil {
		t.Fatal(err)
	}
	vo, err := readVolley(v)
	if err != nil {
		t.Fatal(err)
	}
	if len(vo.classes) != len(hits) {
		t.Fatalf("%d kinds of hit, %d counts", len(vo.classes), len(hits))
	}
	for i, h := range hits {
		vo.classes[i].hits = dice.Point(h)
	}
	res, err := vo.result()
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// 1.11's example: three heavy bolter hits on eight Orks in a crossfire. The
// -1 makes the 6+ save impossible: three kills, and five markers (one for
// coming under fire, two for the first kill, one each for the others), which
// break the five Orks left.
func TestCrossfireExample(t *testing.T) {
	res := withHits(t, crossfireQuery, 3)
	if res.Stage("kills").P(3) != 1 || res.Stage("blast").P(5) != 1 || res.Stage("broken").P(1) != 1 {
		t.Errorf("kills %v, blast %v, broken %v", res.Stage("kills").PMF, res.Stage("blast").PMF, res.Stage("broken").PMF)
	}
	// Thick rear armour ignores the -1 (a 6+ save again).
	if got := withHits(t, crossfireQuery+"&tra=1", 3).Stage("kills").Mean; !near(got, 3*5.0/6) {
		t.Errorf("thick rear armour: kills %v, want 2.5", got)
	}
	// Fortifications ignore it too, and give infantry a 3+ cover save.
	if got := withHits(t, crossfireQuery+"&cover=fort", 3).Stage("kills").Mean; !near(got, 3*2.0/6) {
		t.Errorf("fortifications: kills %v, want 1", got)
	}
}

// 3.2.5's example: titan killer (D3) hits on two Warhounds (DC3). The
// defender gives the first engine hits until their damage rolls reach its
// capacity; then the next takes the rest. An independent count over every
// damage roll gives the chance each number of engines falls.
func TestTitanKillerExample(t *testing.T) {
	res := withHits(t, warhoundQuery, 3)
	want := make([]float64, 3)
	for d1 := 1; d1 <= 3; d1++ {
		for d2 := 1; d2 <= 3; d2++ {
			for d3 := 1; d3 <= 3; d3++ {
				var dmg [2]int
				we, slot := 0, 0
				for _, d := range []int{d1, d2, d3} {
					dmg[we] += d
					if slot += d; slot >= 3 {
						we, slot = (we+1)%2, 0
					}
				}
				k := 0
				for _, x := range dmg {
					if x >= 3 {
						k++
					}
				}
				want[k] += 1.0 / 27
			}
		}
	}
	for k, p := range want {
		if got := res.Stage("kills").P(k); !near(got, p) {
			t.Errorf("P(%d destroyed) %v, want %v", k, got, p)
		}
	}
	// The book's rolls 2, 2: the lead engine takes four points and falls;
	// its damage places one marker a point, capped at its capacity.
	if got := res.Stage("damage").Mean; got < 4 {
		t.Errorf("damage %v", got)
	}
	// Two void shields stop the first two points of a single D3 hit.
	one := withHits(t, "units=1&per=1&fire=mw&hit=2&tk=D3&type=we&n=1&dc=3&voids=2", 1)
	if got := one.Stage("damage").P(1); !near(got, 1.0/3) {
		t.Errorf("shields: P(1 damage) %v, want 1/3", got)
	}
	// A critical hit that destroys: each point is critical on a 6; one point
	// of three destroys the engine 1 time in 6 and places 3 markers in all.
	crit := withHits(t, "units=1&per=1&fire=mw&hit=2&type=we&n=1&dc=3&crit=destroyed&sv=7", 1)
	if got := crit.Stage("kills").P(1); !near(got, 1.0/6) {
		t.Errorf("critical destroyed: %v, want 1/6", got)
	}
	if got := crit.Stage("blast").P(4); !near(got, 1.0/6) { // 1 under fire + 1 point + 2 left
		t.Errorf("critical destroyed: P(4 markers) %v, want 1/6", got)
	}
}

// 1.9.8: 8 barrage points hit infantry on 4+ and add one extra marker; a war
// engine under the centre is attacked half its capacity, rounded up.
func TestBarrageTable(t *testing.T) {
	res := calc(t, "units=0&bp=8&under=6&type=inf&n=8&sv=7")
	if got := res.Stage("hits").Mean; !near(got, 3) {
		t.Errorf("hits %v, want 3", got)
	}
	if got := res.Stage("blast").Mean; !near(got, 1+3+1) {
		t.Errorf("blast %v, want 5", got)
	}
	res = calc(t, "units=0&bp=2&under=1&weunder=1&type=we&n=1&dc=5&sv=7")
	if got := res.Stage("hits").Mean; !near(got, 3.0/6) { // 3 attacks at AT 6+
		t.Errorf("war engine under the centre: hits %v, want 1/2", got)
	}
	if _, err := Calc.Calculate(mustQuery("units=0&bp=4&under=2&indirect=1")); err == nil || !strings.Contains(err.Error(), "indirect") {
		t.Errorf("indirect fire without sustained fire: %v", err)
	}
}

// One attacker against one defender: the attacker hits on 2+ (the defender
// has no save), the defender on 4+ (the attacker has only a 6+
// invulnerable save). A defender wiped out while the attacker lives is a
// win; an attacker killed has stalled; else both roll the higher of 2D6 with
// equal modifiers (+1 each for no Blast markers).
func TestAssaultOneOnOne(t *testing.T) {
	res := calc(t, "mode=assault&atk.units=1&atk.ccn=1&atk.ffn=0&atk.cc=2&def.units=1&def.ccn=1&def.ffn=0&def.sv=7&atk.sv=7&atk.inv=1")
	kill, lose := 5.0/6, 0.5*5/6
	tie := 0.0
	for k := 1; k <= 6; k++ {
		tie += math.Pow(float64(2*k-1)/36, 2)
	}
	roll := (1 - kill) * (1 - lose)
	if got, want := res.Headline[1].Value, kill*(1-lose)+roll*(1-tie)/2; !near(got, want) {
		t.Errorf("P(win) %v, want %v", got, want)
	}
	if got, want := res.Headline[2].Value, roll*tie; !near(got, want) {
		t.Errorf("P(tie) %v, want %v", got, want)
	}
	if got := res.Stage("margin"); got == nil || !near(got.Mean, 0) || got.Offset != -5 {
		t.Errorf("margin %+v", got)
	}
}

// The result modifiers of 1.12.7 with no hits at all (every value 7): six
// attackers with no Blast markers against two defenders with one: +1 more
// units, +1 more than twice as many, +1 no markers, +1 the enemy has more:
// a margin of 4 plus the dice, and the loser's extra hits are the margin.
func TestAssaultModifiers(t *testing.T) {
	res := calc(t, "mode=assault&atk.units=6&atk.ccn=1&atk.ffn=1&atk.cc=7&atk.ff=7&def.units=2&def.ccn=1&def.ffn=1&def.cc=7&def.ff=7&def.bm=1")
	m := res.Stage("margin")
	if !near(m.Mean, 4) || m.Offset != -1 {
		t.Fatalf("margin %+v", m)
	}
	// The attacker loses only at -1 (its 1 against the defender's 6).
	if got := m.P(-1); !near(got, 1.0/36*11.0/36) {
		t.Errorf("P(margin -1) %v", got)
	}
	// The defender loses both its units unless the margin is 1.
	if got, want := res.Stage("def-extra").P(2), m.PAtLeast(2); !near(got, want) {
		t.Errorf("defender loses both: %v, want %v", got, want)
	}
	// They Shall Know No Fear halves the extra hits, and the markers counted.
	tsknf := calc(t, "mode=assault&atk.units=2&atk.ccn=1&atk.ffn=1&atk.cc=7&atk.ff=7&def.units=2&def.ccn=1&def.ffn=1&def.cc=7&def.ff=7&atk.bm=1&atk.tsknf=1")
	// Each side: no kills, equal units; the attacker's one marker halves to 0
	// but does not earn the +1 for none; the defender has none: +1.
	if got := tsknf.Stage("margin").Mean; !near(got, -1) {
		t.Errorf("tsknf margin %v, want -1", got)
	}
}

// Inspiring units add one each; a broken side counts as many markers as
// units, earns no +1 for none, and is destroyed whole if it loses (2.1.5,
// 1.12.7, 1.12.8). No hits are rolled (every value 7), so only the
// modifiers and the dice decide.
func TestAssaultInspiringAndBroken(t *testing.T) {
	const still = "mode=assault&atk.units=2&atk.ccn=1&atk.ffn=1&atk.cc=7&atk.ff=7&def.units=2&def.ccn=1&def.ffn=1&def.cc=7&def.ff=7"
	if got := calc(t, still+"&atk.inspiring=2").Stage("margin").Mean; !near(got, 2) {
		t.Errorf("two inspiring units: margin %v, want 2", got)
	}
	res := calc(t, still+"&def.broken=1")
	m := res.Stage("margin")
	if !near(m.Mean, 2) { // +1 no markers, +1 the enemy has more (2 for its 2 units)
		t.Errorf("broken defender: margin %v, want 2", m.Mean)
	}
	if got, want := res.Stage("def-extra").P(2), m.PAtLeast(1); !near(got, want) {
		t.Errorf("broken defender destroyed whole: %v, want %v", got, want)
	}
}

// Saves by kind of hit (1.9.6, 2.1.6, 2.1.11, 2.2.6, 2.2.9): one hit on one
// armoured vehicle with a 4+ save.
func TestSavesByKind(t *testing.T) {
	for _, c := range []struct {
		q    string
		kill float64
	}{
		{"fire=at&sv=4", 1.0 / 2},
		{"fire=at&sv=4&ra=1", 1.0 / 4},                 // reinforced armour re-rolls
		{"fire=at&sv=4&ra=1&inv=1", 1.0 / 4 * 5 / 6},   // then the 6+ invulnerable save
		{"fire=mw&sv=4", 1},                            // macro-weapons allow no save
		{"fire=mw&sv=4&ra=1", 1.0 / 2},                 // but reinforced armour saves, without its re-roll
		{"fire=at&tk=1&sv=4&ra=1", 1},                  // titan killers: not even reinforced armour
		{"fire=at&tk=1&sv=4&ra=1&inv=1", 5.0 / 6},      // only the invulnerable save
		{"fire=at&sv=4&crossfire=1&sniper=1", 5.0 / 6}, // -2: a 6+ save
	} {
		res := withHits(t, "units=1&per=1&hit=4&type=av&n=1&"+c.q, 1)
		if got := res.Stage("kills").Mean; !near(got, c.kill) {
			t.Errorf("%s: kill chance %v, want %v", c.q, got, c.kill)
		}
	}
	// Infantry take the better of armour and cover; ignore cover takes the cover save away.
	if got := withHits(t, "units=1&per=1&hit=4&type=inf&n=1&sv=6&cover=4", 1).Stage("kills").Mean; !near(got, 0.5) {
		t.Errorf("cover save: %v, want 1/2", got)
	}
	if got := withHits(t, "units=1&per=1&hit=4&type=inf&n=1&sv=6&cover=4&ic=1", 1).Stage("kills").Mean; !near(got, 5.0/6) {
		t.Errorf("ignore cover: %v, want 5/6", got)
	}
}

// A disrupt hit places a marker whether or not it kills, and the unit it
// kills places no second one (2.2.2): two disrupt hits on two units with no
// save make 1 + 2 markers, not 1 + 2 + 2.
func TestDisrupt(t *testing.T) {
	res := withHits(t, "units=1&per=1&fire=ap&hit=4&disrupt=1&type=inf&n=4&sv=7", 2)
	if res.Stage("kills").P(2) != 1 || res.Stage("blast").P(3) != 1 {
		t.Errorf("kills %v, blast %v", res.Stage("kills").PMF, res.Stage("blast").PMF)
	}
}

// Bad input gets an error naming the field (and line): values out of
// bounds, a value the mode hides, limits across fields.
func TestFieldErrors(t *testing.T) {
	for q, key := range map[string]string{
		"hit=7":                           "hit",
		"2.hit=4":                         "2.units",
		"2.units=1&3.units=2&3.hit=9":     "3.hit",
		"dc=5":                            "dc",
		"mode=assault&units=3":            "units",
		"eligible=11&n=10":                "eligible",
		"bm=10&n=10":                      "bm",
		"type=we&n=5":                     "n",
		"fire=aa&tk=D3":                   "tk",
		"units=0&bp=4&under=2&indirect=1": "indirect",
		"mode=assault&atk.ccn=4&atk.ffn=4&atk.units=6": "atk.ffn",
		"mode=assault&atk.ccn=0&atk.ffn=0":             "atk.ccn",
		"type=we&n=1&units=20&per=4&fire=at":           "units",
	} {
		_, err := Calc.Calculate(mustQuery(q))
		var fe *ruleset.FieldError
		if !errors.As(err, &fe) || fe.Key != key {
			t.Errorf("%s: %v, want an error naming %s", q, err, key)
		}
	}
}
