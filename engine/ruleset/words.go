package ruleset

import (
	"fmt"
	"strconv"
)

// Plural writes a number of things with the noun it takes, for the steps and
// notes a calculator writes: "1 model", "3 models" (never "1 model(s)").
func Plural(n int, one, many string) string { return PluralOf(strconv.Itoa(n), one, many) }

// PluralOf is Plural of a number as it is written, a dice expression
// included: "1 shot", "D6 shots", "2 shots". Only "1" takes the singular.
func PluralOf(n any, one, many string) string {
	s := fmt.Sprint(n)
	if s == "1" {
		return s + " " + one
	}
	return s + " " + many
}
