// Package lazyre is a regular expression compiled on first use. A package-level
// regexp.MustCompile runs at start-up in every program that links the package:
// in the browser that is start-up time spent on patterns that only the build's
// checks (or a rare input) ever use.
package lazyre

import (
	"regexp"
	"sync"
)

// Regexp is a regular expression compiled the first time it is used; an
// invalid one panics then, as regexp.MustCompile would at start-up (the tests
// of the package that declares it use it).
type Regexp struct {
	expr string
	re   func() *regexp.Regexp
}

// New declares the expression; nothing is compiled yet.
func New(expr string) *Regexp {
	return &Regexp{expr, sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) })}
}

func (r *Regexp) MatchString(s string) bool            { return r.re().MatchString(s) }
func (r *Regexp) FindStringSubmatch(s string) []string { return r.re().FindStringSubmatch(s) }
func (r *Regexp) FindAllStringSubmatch(s string, n int) [][]string {
	return r.re().FindAllStringSubmatch(s, n)
}
func (r *Regexp) ReplaceAllString(src, repl string) string { return r.re().ReplaceAllString(src, repl) }

// String is the expression, as regexp.Regexp's String is.
func (r *Regexp) String() string { return r.expr }
