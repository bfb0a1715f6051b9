package store

import (
	"fmt"
	"sort"
	"strings"

	"auspex/engine/clip"
)

// Conflict is a change refused because another tab changed the same items
// (Names) since this tab read the list, or changed the list so that the change
// no longer applies (Cause: the change's own error on the stored list). What
// names the list for the message ("profiles", "armies").
type Conflict struct {
	What  string
	Names []string
	Cause error
}

func (c *Conflict) Error() string {
	if c.Cause != nil {
		return "another tab changed your " + c.What + " since this one read them (" + c.Cause.Error() + ")"
	}
	var ns []string
	for i, n := range c.Names {
		if i == 3 {
			ns = append(ns, fmt.Sprintf("and %d more", len(c.Names)-i))
			break
		}
		ns = append(ns, "“"+clip.Text(n)+"”")
	}
	return "another tab changed " + strings.Join(ns, ", ") + " since this one read your " + c.What
}

// clashes lists the names of the items a change touches (they differ between
// stored and next) that another tab changed since this tab read the list
// (they differ between stored and seen): merge by item. key identifies an
// item, same compares two versions of one.
func clashes[I any, K comparable](stored, next, seen []I, key func(I) K, name func(I) string, same func(a, b I) bool) []string {
	index := func(items []I) map[K]*I {
		m := make(map[K]*I, len(items))
		for i := range items {
			m[key(items[i])] = &items[i]
		}
		return m
	}
	was, now, saw := index(stored), index(next), index(seen)
	eq := func(a, b *I) bool {
		if a == nil || b == nil {
			return a == b
		}
		return same(*a, *b)
	}
	keys := map[K]bool{}
	for k := range was {
		keys[k] = true
	}
	for k := range now {
		keys[k] = true
	}
	var clash []string
	for k := range keys {
		if !eq(was[k], now[k]) && !eq(was[k], saw[k]) { // the change touches an item another tab changed
			it := was[k]
			if it == nil {
				it = saw[k]
			}
			clash = append(clash, name(*it))
		}
	}
	sort.Strings(clash)
	return clash
}
