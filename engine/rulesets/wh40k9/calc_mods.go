package wh40k9

import (
	"fmt"
	"strings"

	"auspex/engine/dice"
	"auspex/engine/lazy"
)

// penalty is one named hit or wound modifier that applies or not.
type penalty struct {
	on   bool
	by   int
	name string
}

// netMod adds the modifiers that apply and holds the total to -1..+1 (Core
// Rules: hit and wound rolls are never modified by more than 1 either way).
func netMod(ps ...penalty) (int, string) {
	sum, words := 0, []string{}
	for _, p := range ps {
		if p.on && p.by != 0 {
			sum += p.by
			words = append(words, fmt.Sprintf("%+d %s", p.by, p.name))
		}
	}
	if len(words) == 0 {
		return 0, ""
	}
	held := max(-1, min(1, sum))
	note := ""
	if held != sum {
		note = fmt.Sprintf(" (net %+d, capped at %+d)", sum, held)
	}
	return held, "; modifiers " + strings.Join(words, ", ") + note
}

var rerollText = lazy.Of(func() map[dice.Reroll]string {
	return map[dice.Reroll]string{dice.RerollOnes: ", re-rolling 1s", dice.RerollFails: ", re-rolling failures",
		dice.RerollNonCrit: ", re-rolling all but unmodified 6s"}
})
