package calc

import (
	"strconv"

	"auspex/engine/ruleset"
)

// How each kind of stage reads: a count (0, 1, 2...), ordered categories with
// labels (a damage table: "shaken" ... "explodes"), unordered ones (an
// outcome), or a signed count (an assault margin). The chart and the tray work
// on PMF indexes; these turn an index into what a player reads.

// valueText is the value at PMF index k: its label, a signed number, or a count.
func valueText(st *ruleset.Stage, k int) string {
	if k >= 0 && k < len(st.Values) {
		return st.Values[k]
	}
	x := st.Offset + k
	if st.Kind == ruleset.Signed && x > 0 {
		return "+" + strconv.Itoa(x)
	}
	return strconv.Itoa(x)
}

// labelled says whether a stage's values are categories with labels.
func labelled(st *ruleset.Stage) bool {
	return st.Kind == ruleset.Ordinal || st.Kind == ruleset.Categorical
}

// ordered says whether "at least" means anything: not for unordered categories.
func ordered(st *ruleset.Stage) bool { return st.Kind != ruleset.Categorical }

// indexOf is the PMF index of a value (Median, Low and High are values).
func indexOf(st *ruleset.Stage, x int) int { return x - st.Offset }

// atLeastText words "at least" for the stage's kind: "at least 3", "at least
// +1", "destroyed or worse".
func atLeastText(st *ruleset.Stage, k int) string {
	if labelled(st) {
		if k == len(st.PMF)-1 {
			return valueText(st, k)
		}
		return valueText(st, k) + " or worse"
	}
	return "at least " + valueText(st, k)
}

// spanText is the range of two values as the stage reads them.
func spanText(st *ruleset.Stage, lo, hi int) string {
	a, b := valueText(st, indexOf(st, lo)), valueText(st, indexOf(st, hi))
	if a == b {
		return a
	}
	return a + "–" + b
}

// sideLabel is the label of the side a stage belongs to, "" if none.
func sideLabel(res *ruleset.Result, st *ruleset.Stage) string {
	for _, s := range res.Sides {
		if s.ID == st.Side && st.Side != "" {
			return s.Label
		}
	}
	return ""
}
