package dice

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"unicode"

	"auspex/engine/clip"
)

// Expr is a dice expression: Count dice of Sides faces plus Plus. "3" is
// {0, 0, 3}, "2D3+1" is {2, 3, 1}.
type Expr struct {
	Count, Sides, Plus int
}

// The hard bounds on an expression, so that no query can ask for a
// distribution too wide to compute at once.
const (
	MaxDiceCount = 10
	MaxConstant  = 100
)

// Sides the parser accepts: the game systems Auspex carries roll only these.
var allowedSides = []int{3, 6}

// Parse reads a dice expression such as 3, D3, D6, 2D6, D6+2 or 2D3+1, in any
// case and with any spaces. "D6 1" reads as D6+1: a "+" typed into a link
// arrives as a space. The error says what is wrong and what is allowed.
func Parse(s string) (Expr, error) {
	src := strings.ToUpper(s)
	if strings.IndexFunc(s, unicode.IsSpace) >= 0 {
		words := strings.Fields(s)
		if len(words) == 2 && !strings.Contains(s, "+") && strings.ContainsAny(words[0], "dD") &&
			strings.Trim(words[1], "0123456789") == "" {
			words = []string{words[0], "+", words[1]}
		}
		src = strings.ToUpper(strings.Join(words, ""))
	}
	if src == "" {
		return Expr{}, fmt.Errorf("empty: give a number (3) or dice (D6, 2D3+1)")
	}
	body, plusText, hasPlus := strings.Cut(src, "+")
	if strings.ContainsAny(src, "-*/") {
		return Expr{}, bad(s, "only a number of dice plus a number is allowed, e.g. 2D6+1")
	}
	var e Expr
	countText, sidesText, hasD := strings.Cut(body, "D")
	if !hasD {
		if hasPlus {
			return Expr{}, bad(s, "a '+' must follow dice, e.g. D6+2")
		}
		n, err := number(countText, s, "number")
		if err != nil {
			return Expr{}, err
		}
		if n > MaxConstant {
			return Expr{}, bad(s, "numbers go up to %d", MaxConstant)
		}
		return Expr{Plus: n}, nil
	}
	e.Count = 1
	if countText != "" {
		n, err := number(countText, s, "number of dice")
		if err != nil {
			return Expr{}, err
		}
		e.Count = n
	}
	if e.Count < 1 || e.Count > MaxDiceCount {
		return Expr{}, bad(s, "roll 1 to %d dice", MaxDiceCount)
	}
	sides, err := number(sidesText, s, "die size after D")
	if err != nil {
		return Expr{}, err
	}
	ok := false
	for _, a := range allowedSides {
		ok = ok || sides == a
	}
	if !ok {
		return Expr{}, bad(s, "there is no D%d here; the dice are D3 and D6", sides)
	}
	e.Sides = sides
	if hasPlus {
		n, err := number(plusText, s, "number after +")
		if err != nil {
			return Expr{}, err
		}
		if n > MaxConstant {
			return Expr{}, bad(s, "the number after + goes up to %d", MaxConstant)
		}
		e.Plus = n
	}
	return e, nil
}

// SyntaxError is a dice expression that cannot be read. Problem says what is
// wrong, for callers that show the expression themselves.
type SyntaxError struct{ Expr, Problem string }

func (e *SyntaxError) Error() string { return clip.Quote(e.Expr) + ": " + e.Problem }

func bad(expr, format string, a ...any) error {
	return &SyntaxError{Expr: expr, Problem: fmt.Sprintf(format, a...)}
}

func number(t, src, what string) (int, error) {
	if t == "" || len(t) > 4 || strings.Trim(t, "0123456789") != "" {
		return 0, bad(src, "expected a %s", what)
	}
	n, _ := strconv.Atoi(t)
	return n, nil
}

// MustParse is Parse for expressions written in code.
func MustParse(s string) Expr {
	e, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return e
}

// String writes the expression in its canonical form: 3, D6, 2D3+1.
func (e Expr) String() string {
	if e.Count == 0 {
		return strconv.Itoa(e.Plus)
	}
	s := "D" + strconv.Itoa(e.Sides)
	if e.Count > 1 {
		s = strconv.Itoa(e.Count) + s
	}
	if e.Plus > 0 {
		s += "+" + strconv.Itoa(e.Plus)
	}
	return s
}

// Min and Max are the smallest and largest results.
func (e Expr) Min() int { return e.Count + e.Plus }

// Max is the largest result.
func (e Expr) Max() int { return e.Count*e.Sides + e.Plus }

// Dist is the exact distribution of the result. A D3 is a D6 halved, rounding
// up, so it is uniform on 1..3.
func (e Expr) Dist() Dist {
	if e.Count == 0 {
		return Point(e.Plus)
	}
	return Uniform(1, e.Sides).Times(e.Count).Add(Point(e.Plus))
}

// Roll rolls the expression: the faces of each die and the total.
func (e Expr) Roll(r *rand.Rand) (faces []int, total int) {
	total = e.Plus
	for range e.Count {
		f := 1 + r.IntN(e.Sides)
		faces = append(faces, f)
		total += f
	}
	return faces, total
}
