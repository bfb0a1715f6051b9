//go:build !wasm

package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net/url"
	"strings"

	"auspex/engine/clip"
	"auspex/engine/ruleset"
)

// errReported is a failure already printed as JSON: exit non-zero, say nothing more.
var errReported = errors.New("reported")

// calc prints a system's calculation (or, with -roll SEED, one roll with real
// dice) as JSON. Errors are JSON too: {"error": ..., "field": ...}.
func calc(reg *ruleset.Registry, args []string, out io.Writer) error {
	fs := flag.NewFlagSet("calc", flag.ContinueOnError)
	seed := fs.Int64("roll", -1, "roll the attack with real dice from this seed instead of computing it")
	if err := fs.Parse(args); err != nil {
		return err
	}
	enc := json.NewEncoder(out)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	fail := func(err error) error {
		body := map[string]string{"error": err.Error()}
		var fe *ruleset.FieldError
		if errors.As(err, &fe) { // the value once, clipped, in "given"; not again in "error"
			body["error"] = "field " + clip.Quote(fe.Key) + ": the value given is not allowed: " + fe.Why
			body["field"], body["given"], body["allowed"], body["why"] = clip.Text(fe.Key), clip.Text(fe.Given), fe.Allowed, fe.Why
		}
		if e := enc.Encode(body); e != nil {
			return e
		}
		return errReported
	}
	if fs.NArg() != 2 {
		return fail(errors.New("usage: calc [-roll SEED] SYSTEM 'QUERY', e.g. calc wh40k10 'a=2&bs=3&s=4'"))
	}
	r, ok := reg.Get(fs.Arg(0))
	if !ok || r.Calc == nil {
		return fail(fmt.Errorf("system %s has no calculator", clip.Quote(fs.Arg(0))))
	}
	q, err := url.ParseQuery(strings.TrimPrefix(fs.Arg(1), "?"))
	if err != nil {
		return fail(fmt.Errorf("query %s: %v", clip.Quote(fs.Arg(1)), err))
	}
	var v any
	if *seed >= 0 {
		v, err = r.Calc.Roll(q, rand.New(rand.NewPCG(uint64(*seed), 0)))
	} else {
		v, err = r.Calc.Calculate(q)
	}
	if err != nil {
		return fail(err)
	}
	return enc.Encode(v)
}
