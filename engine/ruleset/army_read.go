package ruleset

import (
	"errors"
	"strings"
)

// Readers for characteristics as the list builders' 40k data writes them,
// shared by the maps of the systems whose forms take them alike.

// ReadRoll reads a roll to make such as "3+" (or a bare "3") as its number.
func ReadRoll(s string) (string, error) {
	v := strings.TrimSuffix(strings.TrimSpace(s), "+")
	if v == "" || strings.Trim(v, "0123456789") != "" {
		return "", errors.New("not a roll such as 3+")
	}
	return v, nil
}

// ReadAP reads an AP as the 10th and 9th edition forms take it ("-2",
// "0"); the data's dash is AP 0.
func ReadAP(s string) (string, error) {
	if s == "-" {
		return "0", nil
	}
	return s, nil
}
