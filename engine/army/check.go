package army

import (
	"errors"
	"fmt"
	"math"
	"unicode/utf8"

	"auspex/engine/clip"
)

// MaxUnits is the most units a roster may have: a 2,000 point army has
// 15 to 30; an Epic one at most about 60.
const MaxUnits = 500

// Check holds a roster to what Read guarantees, so that one read back from
// storage is as sound as one read from a file: at least one unit and at most
// MaxUnits, every unit named with at least one kind of model, counts from 1
// to MaxCount, points finite and within ±MaxPoints, and every name and text
// within the reader's limits.
func (r Roster) Check() error {
	if err := firstErr(
		text("the roster's name", r.Name, MaxName, false),
		text("the builder", r.Builder, MaxValue, false),
		text("the game system", r.System, MaxValue, false),
		text("the game system's id", r.SystemID, MaxValue, false),
		pointsOK(r.Points),
	); err != nil {
		return err
	}
	switch {
	case len(r.Units) == 0:
		return errors.New("the roster has no units")
	case len(r.Units) > MaxUnits:
		return fmt.Errorf("the roster has %s units; at most %s are kept", thousands(len(r.Units)), thousands(MaxUnits))
	}
	if err := rulesOK(r.Rules); err != nil {
		return err
	}
	if err := rulesOK(r.Left); err != nil {
		return err
	}
	for i, u := range r.Units {
		if err := u.check(); err != nil {
			return fmt.Errorf("unit %d (%s): %v", i+1, clip.Quote(u.Name), err)
		}
	}
	return nil
}

func (u Unit) check() error {
	if err := firstErr(
		text("its name", u.Name, MaxName, true),
		text("its datasheet's name", u.Entry, MaxName, false),
		text("its force", u.Force, MaxName, false),
		pointsOK(u.Points),
	); err != nil {
		return err
	}
	if len(u.Models) == 0 {
		return errors.New("it has no models")
	}
	for _, m := range u.Models {
		if err := firstErr(text("a model's name", m.Name, MaxName, true), count("model "+clip.Quote(m.Name), m.Count)); err != nil {
			return err
		}
		for _, h := range m.Has {
			if err := text("what a model carries", h, MaxName, false); err != nil {
				return err
			}
		}
	}
	if n := u.Count(); n > MaxCount {
		return fmt.Errorf("it has %s models; at most %s are read", thousands(n), thousands(MaxCount))
	}
	for _, p := range u.Profiles {
		if err := firstErr(text("a profile's type", p.Type, MaxValue, false), text("a profile's name", p.Name, MaxName, false),
			text("a profile's selection", p.Of, MaxName, false), count("profile "+clip.Quote(p.Name), p.Count)); err != nil {
			return err
		}
		for _, c := range p.Chars {
			if err := firstErr(text("a characteristic's name", c.Name, MaxName, false), text("a characteristic's value", c.Value, MaxText, false)); err != nil {
				return err
			}
		}
	}
	if err := rulesOK(u.Rules); err != nil {
		return err
	}
	for _, k := range u.Keywords {
		if err := text("a keyword", k, MaxName, true); err != nil {
			return err
		}
	}
	return nil
}

func rulesOK(rs []Rule) error {
	for _, r := range rs {
		if err := firstErr(text("a rule's name", r.Name, MaxName, false), text("a rule's text", r.Text, MaxText, false)); err != nil {
			return err
		}
	}
	return nil
}

// text checks one string: valid UTF-8, at most limit characters, and not
// empty if needed.
func text(what, s string, limit int, needed bool) error {
	switch {
	case needed && s == "":
		return fmt.Errorf("%s is empty", what)
	case !utf8.ValidString(s):
		return fmt.Errorf("%s is not valid text", what)
	case len(s) > limit && utf8.RuneCountInString(s) > limit:
		return fmt.Errorf("%s is longer than %s characters", what, thousands(limit))
	}
	return nil
}

func count(what string, n int) error {
	if n < 1 || n > MaxCount {
		return fmt.Errorf("%s has a count of %d; it must be from 1 to %s", what, n, thousands(MaxCount))
	}
	return nil
}

func pointsOK(p float64) error {
	if math.IsNaN(p) || math.Abs(p) > MaxPoints {
		return fmt.Errorf("a points value of %g is out of range", p)
	}
	return nil
}

func firstErr(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
