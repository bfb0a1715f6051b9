package epic

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"strconv"

	"auspex/engine/dice"
	"auspex/engine/ruleset"
)

// calculator is the Epic Armageddon calculator: a formation's shooting at
// one target formation (1.9, 1.11, 2.2, 3.2), and a whole assault between
// two formations with its result roll (1.12, 2.1).
type calculator struct{}

// Calc is the Epic calculator.
var Calc ruleset.Calculator = calculator{}

// Form describes the input; the query keys are documented in the README.
func (calculator) Form() *ruleset.Form { return form() }

// The reference entries the steps cite.
const (
	refRollToHit  = "roll-to-hit"
	refSingleShot = "single-shot"
	refBarrage    = "barrages"
	refAllocate   = "allocate-hits"
	refBreak      = "target-breaks"
	refAssault    = "resolve-attacks"
	refResult     = "assault-result"
)

// attack is a checked query: a shooting or an assault.
type attack struct {
	vo *volley
	a  *fight
}

// read checks a query: its bounds, no value in a field the mode hides, and
// the limits across fields.
func read(q url.Values) (attack, error) {
	q, err := oldKeys(q)
	if err != nil {
		return attack{}, err
	}
	v, err := ruleset.ParseForm(form(), q)
	if err != nil {
		return attack{}, err
	}
	if fe := v.HiddenGiven(); fe != nil {
		return attack{}, fe
	}
	if v.Str("mode") == "assault" {
		a, err := readAssault(v)
		return attack{a: a}, err
	}
	vo, err := readVolley(v)
	return attack{vo: vo}, err
}

// oldKeys reads a query saved before the target's cover went into one
// field: coversave=X becomes cover=X (a cover save comes with the -1 to hit
// for being in cover, 1.8.3), fort=1 becomes cover=fort. A query that set
// cover=0 beside a cover save is refused: it is not clear which was meant.
// The result's query is the new form's, and gives the same result.
func oldKeys(q url.Values) (url.Values, error) {
	cs, fort := q.Get("coversave"), q.Get("fort")
	if !q.Has("coversave") && !q.Has("fort") {
		return q, nil
	}
	why := "the cover field now sets both the -1 to hit and the cover save, in one place"
	q = cloneQuery(q)
	q.Del("coversave")
	q.Del("fort")
	switch fort {
	case "", "0":
	case "1":
		q.Set("cover", "fort")
	default:
		return nil, &ruleset.FieldError{Key: "fort", Given: fort, Allowed: "1 or 0 (an old key: use cover=fort)", Why: why}
	}
	switch cs {
	case "", "7":
		return q, nil
	case "3", "4", "5", "6":
	default:
		return nil, &ruleset.FieldError{Key: "coversave", Given: cs, Allowed: "3 to 7 (an old key: use cover=3 to cover=6)", Why: why}
	}
	switch q.Get("cover") {
	case "fort":
	case "0":
		return nil, &ruleset.FieldError{Key: "coversave", Given: cs, Allowed: "nothing beside cover=0 (an old key: use cover=" + cs + ")",
			Why: "a cover save comes with the -1 to hit for being in cover (1.8.3), and " + why}
	default:
		q.Set("cover", cs)
	}
	return q, nil
}

func cloneQuery(q url.Values) url.Values {
	out := url.Values{}
	for k, vs := range q {
		out[k] = append([]string(nil), vs...)
	}
	return out
}

// Calculate computes every stage exactly.
func (c calculator) Calculate(q url.Values) (*ruleset.Result, error) {
	return ruleset.Guard("computing", q, func() (*ruleset.Result, error) {
		at, err := read(q)
		switch {
		case err != nil:
			return nil, err
		case at.a != nil:
			return at.a.result(), nil
		}
		return at.vo.result()
	})
}

// Roll makes the same shooting or assault with dice.
func (c calculator) Roll(q url.Values, r *rand.Rand) (*ruleset.RollLog, error) {
	exact, err := c.Calculate(q)
	if err != nil {
		return nil, err
	}
	return ruleset.Guard("rolling", q, func() (*ruleset.RollLog, error) {
		at, _ := read(q) // Calculate has checked it
		var log *ruleset.RollLog
		if at.a != nil {
			log = at.a.roll(newRoller(r))
		} else {
			log = at.vo.roll(newRoller(r))
		}
		log.Exact = exact
		for i := range log.Stages {
			log.Stages[i].Percentile = exact.Stage(log.Stages[i].ID).Percentile(log.Stages[i].Total)
		}
		log.Percentile = log.Stage(log.Figure).Percentile
		return log, nil
	})
}

// result is the shooting's exact result.
func (vo *volley) result() (*ruleset.Result, error) {
	t := vo.t
	res := &ruleset.Result{Query: vo.v.Encode(), Steps: vo.steps, Notes: vo.notes}
	var g grid
	var we weOutcome
	if t.typ == "we" {
		var err error
		if we, err = weKills(vo.classes, t); err != nil {
			return nil, &ruleset.FieldError{Key: "n", Given: strconv.Itoa(t.n),
				Allowed: "fewer war engines, hits or void shields", Why: fmt.Sprintf("the calculator's limit: %v (at most %d)", err, maxStates)}
		}
		g = we.g
	} else {
		g = unitKills(vo.classes, t.elig)
	}
	kills, blast, broken := []float64{}, []float64{}, []float64{0, 0}
	for k, row := range g {
		for b, p := range row {
			if p == 0 {
				continue
			}
			total := vo.underBM + b + vo.extraBM
			if t.xfBM && k > 0 {
				total++ // two markers for the first unit destroyed (1.11)
			}
			kills = addAt(kills, k, p)
			blast = addAt(blast, total, p)
			if k == t.n || t.bm+total >= t.breakPoint(k) {
				broken[1] += p
			} else {
				broken[0] += p
			}
		}
	}
	hits := ruleset.StageOf("hits", "Hits that can hurt the target", vo.applicab, 0)
	killLabel := "Units destroyed"
	if t.typ == "we" {
		killLabel = "War engines destroyed"
	}
	res.Stages = []ruleset.Stage{
		hits,
		ruleset.StageOf("kills", killLabel, dice.FromPMF(kills), 0),
		ruleset.StageOf("blast", "Blast markers placed", dice.FromPMF(blast), 0),
		ruleset.StageOf("broken", "Broken or destroyed", dice.FromPMF(broken), 0),
	}
	if t.typ == "we" {
		res.Extra = []ruleset.Stage{
			ruleset.StageOf("damage", "Points of damage", we.damage, 0),
			ruleset.StageOf("crits", "Critical hits", we.crits, 0),
		}
	}
	for _, l := range vo.lines {
		st := ruleset.StageOf("hits", "Hits", l.hits, 0)
		st.Line = l.line
		res.Lines = append(res.Lines, ruleset.Line{Line: l.line, Label: l.label, Stages: []ruleset.Stage{st},
			Figures: []ruleset.Figure{{ID: "hits", Label: "Expected hits", Stage: "hits", Stat: ruleset.StatMean, Value: l.hits.Mean(), Short: "hits"}}})
	}
	if b := vo.barrage; b != nil {
		st := ruleset.StageOf("hits", "Hits", b.hits, 0)
		res.Lines = append(res.Lines, ruleset.Line{Label: b.label, Stages: []ruleset.Stage{st},
			Figures: []ruleset.Figure{{ID: "hits", Label: "Expected hits", Stage: "hits", Stat: ruleset.StatMean, Value: b.hits.Mean(), Short: "hits"}}})
	}
	res.Steps = append(res.Steps, vo.saveSteps()...)
	res.Steps = append(res.Steps, ruleset.Reason{Stage: "broken", Rule: refBreak,
		Text: fmt.Sprintf("broken at %s with every unit left (%d already on it)", ruleset.Plural(t.breakPoint(0), "Blast marker", "Blast markers"), t.bm)})
	res.Notes = append(res.Notes, readings(t.typ)...)
	res.SetHeadline(
		ruleset.Figure{ID: "kills", Label: "Expected " + lower(killLabel), Stage: "kills", Stat: ruleset.StatMean, Unit: "units", Of: t.n, Short: "kills"},
		ruleset.Figure{ID: "broken", Label: "Target broken", Stage: "broken", Stat: ruleset.StatAtLeast, At: 1, Short: "broken"},
		ruleset.Figure{ID: "blast", Label: "Expected Blast markers", Stage: "blast", Stat: ruleset.StatMean, Short: "BM"},
		ruleset.Figure{ID: "hits", Label: "Expected hits", Stage: "hits", Stat: ruleset.StatMean, Short: "hits"},
	)
	return res, nil
}

// rerollText says how reinforced armour re-rolls a failed save.
func rerollText(s save) string {
	switch {
	case s.reroll == 0:
		return ""
	case s.reroll == s.best:
		return ", a failed save re-rolled"
	}
	return fmt.Sprintf(", a failed save re-rolled on %d+ (reinforced armour re-rolls at its armour value, even after a cover save)", s.reroll)
}

func lower(s string) string {
	if s == "" {
		return s
	}
	return string(s[0]+'a'-'A') + s[1:]
}

// saveSteps says how each kind of hit is saved.
func (vo *volley) saveSteps() []ruleset.Reason {
	var out []ruleset.Reason
	for _, c := range vo.classes {
		what := "hits"
		switch {
		case c.tk.Count > 0 || c.tk.Plus > 0:
			what = "titan killer hits"
		case c.macro:
			what = "macro-weapon hits"
		}
		if c.disrupt {
			what = "disrupt " + what
		}
		sv := "no save"
		if c.sv.best < 7 {
			sv = fmt.Sprintf("save on %d+", c.sv.best)
			sv += rerollText(c.sv)
		}
		if c.sv.inv {
			sv += ", then a 6+ invulnerable save"
		}
		out = append(out, ruleset.Reason{Stage: "kills", P: ptr(c.sv.fail()), Rule: refAllocate,
			Text: fmt.Sprintf("%s: %s (the chance shown is one hit not saved)", what, sv)})
	}
	return out
}

// readings are the notes on what the rules leave open, as this calculator reads it.
func readings(typ string) []string {
	out := []string{
		"Allocation: every eligible unit takes one hit before any takes two; the defender stacks the hits least likely to be saved on the same units, and gives macro-weapon and titan killer hits after the others, to the units still standing.",
		"A unit destroyed while carrying a disrupt hit places no marker of its own: its hit already placed one.",
		"Barrage hits join the hits allocated to the formation (each unit under a template is rolled for once).",
		"Epic rolls no wounds: a hit whose save fails destroys its unit, or takes a point from a war engine, so the stages count units destroyed and points of damage; there is no separate unsaved count.",
	}
	switch typ {
	case "lv":
		out = append(out, "A barrage against light vehicles uses the AP to-hit column, as they count as infantry against AP fire.")
	case "we":
		out = append(out, "Macro-weapon and titan killer hits on war engines are allocated afresh once the normal hits are saved (1.9.6): the first engine still standing takes them up to its starting damage capacity before the next, even if fewer would destroy it (3.2.1); those it takes once destroyed are wasted.",
			"Crossfire against war engines: their saves take the -1 (unless thick rear armour) and the first engine destroyed places the extra Blast marker.",
			"Hits on a destroyed engine are wasted; damage past an engine's capacity places no marker.")
	}
	return out
}
