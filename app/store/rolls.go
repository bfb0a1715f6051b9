package store

import (
	"auspex/engine/lazyre"
	crand "crypto/rand"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"net/url"
	"strconv"
	"unicode/utf8"

	"auspex/engine/clip"
	"auspex/engine/ruleset"
	"auspex/engine/strictjson"
)

// The dice tray's stored state: the last rolls of one system, newest first,
// and the mode the player last chose. Nothing here touches the browser, so the
// codec is tested natively.

// RollsVersion is bumped when the stored format changes; DecodeRolls then
// learns to read the old one.
const RollsVersion = 1

// MaxRolls is how many rolls the history keeps.
const MaxRolls = 50

// TestSeedKey is a testing hook: when localStorage holds a whole number
// (a uint64 in decimal) under this key, the tray seeds its dice from it instead
// of from crypto/rand, so a browser test sees the same dice on every run.
const TestSeedKey = "auspex.test.seed"

// RollsKey is where a system's roll history lives in localStorage.
func RollsKey(sysID string) string { return "auspex.rolls." + sysID }

// RollBook is the stored form of the tray.
type RollBook struct {
	V     int         `json:"v"`
	Step  bool        `json:"step,omitempty"` // step mode chosen
	Rolls []RollEntry `json:"rolls"`
}

// RollEntry is one roll in the history.
type RollEntry struct {
	At         int64       `json:"at"`    // Unix milliseconds
	Query      string      `json:"query"` // the canonical query rolled
	Stages     []RollTotal `json:"stages"`
	Percentile float64     `json:"percentile"`       // the RollLog's, 0..1
	Figure     string      `json:"figure,omitempty"` // the stage id Percentile is of
	Name       string      `json:"name,omitempty"`   // what was rolled, in words: "Devastators (Shoot) vs Rhino"
}

// RollTotal is one stage's total in a history entry; the label is kept so the
// history reads without recomputing the attack.
type RollTotal struct {
	ID         string  `json:"id"`
	Label      string  `json:"label"`
	Total      int     `json:"total"`
	Percentile float64 `json:"percentile"`
}

// Bounds on what a stored history may hold: generous for any real attack,
// tight enough that junk in storage cannot swell the page.
const (
	maxStages   = 32
	maxLabel    = 80
	maxQuery    = 4096
	maxName     = 400
	maxTotal    = 1_000_000
	latestMilli = 32503680000000 // the year 3000
)

var stageIDPattern = lazyre.New(`^[a-z][a-z0-9-]{0,39}$`)

// DecodeRolls reads a stored history strictly: anything it cannot fully
// validate (JSON, version, bounds, a query the system's form refuses) is an
// error, and the caller sets the data aside and starts afresh.
func DecodeRolls(raw string, form *ruleset.Form) (RollBook, error) {
	empty := RollBook{V: RollsVersion, Rolls: []RollEntry{}}
	if raw == "" {
		return empty, nil
	}
	var b RollBook
	if err := strictjson.Decode([]byte(raw), &b); err != nil {
		return empty, fmt.Errorf("not valid roll history JSON: %v", err)
	}
	if b.V != RollsVersion {
		return empty, fmt.Errorf("unknown roll history version %d (this app reads %d)", b.V, RollsVersion)
	}
	if len(b.Rolls) > MaxRolls {
		return empty, fmt.Errorf("%d rolls stored, at most %d are kept", len(b.Rolls), MaxRolls)
	}
	for i, e := range b.Rolls {
		if err := e.check(form); err != nil {
			return empty, fmt.Errorf("roll %d: %v", i+1, err)
		}
	}
	if b.Rolls == nil {
		b.Rolls = []RollEntry{}
	}
	return b, nil
}

func (e RollEntry) check(form *ruleset.Form) error {
	if e.At <= 0 || e.At > latestMilli {
		return fmt.Errorf("time %d is out of range", e.At)
	}
	if !validShare(e.Percentile) {
		return fmt.Errorf("percentile %v is not between 0 and 1", e.Percentile)
	}
	if len(e.Query) > maxQuery {
		return fmt.Errorf("query is %d bytes long, at most %d", len(e.Query), maxQuery)
	}
	q, err := url.ParseQuery(e.Query)
	if err != nil {
		return fmt.Errorf("query %s: %v", clip.Quote(e.Query), err)
	}
	if _, err := ruleset.ParseForm(form, q); err != nil {
		return fmt.Errorf("query %s: %v", clip.Quote(e.Query), err)
	}
	if len(e.Name) > maxName || !utf8.ValidString(e.Name) {
		return fmt.Errorf("name is not text of at most %d bytes", maxName)
	}
	if len(e.Stages) == 0 || len(e.Stages) > maxStages {
		return fmt.Errorf("%d stages, want 1 to %d", len(e.Stages), maxStages)
	}
	seen := map[string]bool{}
	for _, s := range e.Stages {
		switch {
		case !stageIDPattern.MatchString(s.ID):
			return fmt.Errorf("stage id %s is not a stage id", clip.Quote(s.ID))
		case seen[s.ID]:
			return fmt.Errorf("stage %q appears twice", s.ID)
		case s.Label == "" || len(s.Label) > maxLabel:
			return fmt.Errorf("stage %q: label must have 1 to %d bytes", s.ID, maxLabel)
		case s.Total < 0 || s.Total > maxTotal:
			return fmt.Errorf("stage %q: total %d is out of range", s.ID, s.Total)
		case !validShare(s.Percentile):
			return fmt.Errorf("stage %q: percentile %v is not between 0 and 1", s.ID, s.Percentile)
		}
		seen[s.ID] = true
	}
	return nil
}

// validShare: a fraction from 0 to 1 (JSON cannot carry NaN, but a caller can).
func validShare(p float64) bool { return p >= 0 && p <= 1 && !math.IsNaN(p) }

// Encode is the stored form.
func (b RollBook) Encode() string {
	b.V = RollsVersion
	if b.Rolls == nil {
		b.Rolls = []RollEntry{}
	}
	out, err := json.Marshal(b)
	if err != nil { // only a NaN or infinity could do this; store an empty history rather than junk
		out, _ = json.Marshal(RollBook{V: RollsVersion, Step: b.Step, Rolls: []RollEntry{}})
	}
	return string(out)
}

// Add puts a roll first and drops the oldest beyond MaxRolls.
func (b *RollBook) Add(e RollEntry) {
	b.Rolls = append([]RollEntry{e}, b.Rolls...)
	if len(b.Rolls) > MaxRolls {
		b.Rolls = b.Rolls[:MaxRolls]
	}
}

// EntryOf summarises a roll for the history; labels name the stages by id
// (a stage without one is named by its id).
func EntryOf(at int64, query string, log *ruleset.RollLog, labels map[string]string) RollEntry {
	e := RollEntry{At: at, Query: query, Percentile: log.Percentile, Figure: log.Figure, Stages: make([]RollTotal, len(log.Stages))}
	for i, s := range log.Stages {
		e.Stages[i] = RollTotal{ID: s.ID, Label: StageLabel(labels, s.ID), Total: s.Total, Percentile: s.Percentile}
	}
	return e
}

func StageLabel(labels map[string]string, id string) string {
	if l := labels[id]; l != "" {
		return l
	}
	return id
}

// NewDiceRNG makes the tray's generator: ChaCha8 seeded from crypto/rand, or
// from testSeed (see TestSeedKey) when that holds a uint64. A testSeed that is
// present but not a uint64 is reported and ignored.
func NewDiceRNG(testSeed string) (*rand.Rand, error) {
	var seed [32]byte
	if testSeed != "" {
		n, err := strconv.ParseUint(testSeed, 10, 64)
		if err == nil {
			binary.LittleEndian.PutUint64(seed[:], n)
			return rand.New(rand.NewChaCha8(seed)), nil
		}
		crand.Read(seed[:])
		return rand.New(rand.NewChaCha8(seed)), fmt.Errorf("the test seed under %s is not a whole number from 0 to %d, so the dice use a random seed", TestSeedKey, uint64(math.MaxUint64))
	}
	crand.Read(seed[:]) // never fails: Go's crypto/rand crashes the program rather than return weak bytes
	return rand.New(rand.NewChaCha8(seed)), nil
}

// LoadRolls reads a system's roll history for its form; an unreadable one is
// set aside and replaced by an empty history, and the notice says so.
func LoadRolls(sysID string, form *ruleset.Form) (RollBook, string) {
	st, key := Default(), RollsKey(sysID)
	empty := RollBook{V: RollsVersion, Rolls: []RollEntry{}}
	raw, err := st.Get(key)
	if err != nil {
		return empty, "Your roll history could not be read: " + err.Error() + "."
	}
	b, err := DecodeRolls(raw, form)
	if err != nil {
		return empty, st.Reset(key, raw, empty.Encode(), "roll history", "started a new one", err)
	}
	return b, ""
}

// SaveRolls stores a system's roll history.
func SaveRolls(sysID string, b RollBook) error { return Default().Set(RollsKey(sysID), b.Encode()) }

// TestSeed is the test seed stored under TestSeedKey ("" when none or unreadable).
func TestSeed() string {
	seed, _ := Default().Get(TestSeedKey)
	return seed
}

// UpdateRolls applies op to a system's history as stored now, so rolls made in
// another tab since this one read it are kept, and stores the result. notice
// reports a stored history that had to be set aside on the way.
func UpdateRolls(sysID string, form *ruleset.Form, op func(*RollBook)) (b RollBook, notice string, err error) {
	b, notice = LoadRolls(sysID, form)
	op(&b)
	return b, notice, SaveRolls(sysID, b)
}

// Forget drops the rolls that seen holds (a tab clears what it has shown,
// not what another tab rolled meanwhile).
func (b *RollBook) Forget(seen RollBook) {
	type id struct {
		at    int64
		query string
	}
	known := map[id]bool{}
	for _, e := range seen.Rolls {
		known[id{e.At, e.Query}] = true
	}
	kept := []RollEntry{}
	for _, e := range b.Rolls {
		if !known[id{e.At, e.Query}] {
			kept = append(kept, e)
		}
	}
	b.Rolls = kept
}
