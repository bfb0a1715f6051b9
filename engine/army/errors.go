package army

import (
	"errors"
	"strconv"
)

// Kind sorts the reader's refusals, so the app can say more than the message
// (offer another file, another system) without reading its words.
type Kind int

const (
	TooLarge  Kind = iota + 1 // the file, or what it expands to, is over a limit
	BadZip                    // a .rosz that can't be read: damaged, encrypted, no roster or several
	NotXML                    // not text, not UTF-8, or not well-formed XML
	Unsafe                    // XML with a document type or entities, which no export has
	OverLimit                 // a tree too deep, too many elements, a name or text too long
	NotRoster                 // well-formed XML, but not a list builder's roster
	NoUnits                   // a roster with no units in it
)

// Error is every refusal Read gives: a sentence for the player, saying what
// is wrong and what to do, and its Kind.
type Error struct {
	Kind Kind
	Msg  string
}

func (e *Error) Error() string { return e.Msg }

func fail(k Kind, msg string) error { return &Error{Kind: k, Msg: msg} }

// ErrPastLimit is what an Env's Inflate returns (wrapped or not) when the
// data would expand past the limit it was given.
var ErrPastLimit = errors.New("the data expands past its limit")

// thousands writes n with commas every three digits (5,000), as a player
// reads a count.
func thousands(n int) string {
	s := strconv.Itoa(n)
	neg := n < 0
	if neg {
		s = s[1:]
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	if neg {
		s = "-" + s
	}
	return s
}
