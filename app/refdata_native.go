//go:build !wasm

package app

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"sync"

	"auspex/engine/content/render"
	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// bundles caches rendered references by system and hosting prefix: the
// generator may build sites under several prefixes in one process.
var bundles sync.Map

// RefBundle renders a system's reference with links under root ("" or
// "/name"), as JSON for the site generator to write at BundlePath.
func RefBundle(sys *ruleset.Ruleset, root string) ([]byte, error) {
	b, err := bundleFor(sys, root)
	if err != nil {
		return nil, err
	}
	// HTML stays as it is: escaping its < > & as \u003c costs 3% of the
	// first visit's data files, brotli, and guards nothing in a JSON file.
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(b); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(out.Bytes(), []byte("\n")), nil
}

func bundleFor(sys *ruleset.Ruleset, root string) (*refBundle, error) {
	key := root + " " + sys.Info.ID
	if b, ok := bundles.Load(key); ok {
		return b.(*refBundle), nil
	}
	r := render.New(sys.Entries, sys.Glossary, func(id string) string { return root + "/" + sys.Info.ID + "/ref/" + id })
	b := &refBundle{HTML: map[string]string{}, Out: map[string][]string{}}
	for _, e := range sys.Entries {
		p, err := r.Entry(e.ID)
		if err != nil {
			return nil, err
		}
		b.HTML[e.ID] = p.HTML
		b.Out[e.ID] = append([]string{}, p.Links...) // [] in the file, never null: the app's reader takes only lists
	}
	b.linkBack(sys.Entries)
	bundles.Store(key, b)
	return b, nil
}

// CheckRefBundle reads a built data file with the reader the wasm uses and
// checks it against the system it was built from: every entry has its body,
// and every link names an entry both ways.
func CheckRefBundle(sys *ruleset.Ruleset, data []byte) error {
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	b, err := readBundle(goData{v}, sys.Entries, func() {})
	if err != nil {
		return err
	}
	var faults []error
	ids := map[string]bool{}
	for _, e := range sys.Entries {
		ids[e.ID] = true
		if b.HTML[e.ID] == "" {
			faults = append(faults, fmt.Errorf("entry %s has no body", e.ID))
		}
		if _, ok := b.Out[e.ID]; !ok {
			faults = append(faults, fmt.Errorf("entry %s has no list of links", e.ID))
		}
	}
	for from, tos := range b.Out {
		for _, to := range tos {
			if !ids[to] {
				faults = append(faults, fmt.Errorf("the link from %s to %s is not an entry's", from, to))
			}
		}
	}
	if len(b.HTML) != len(sys.Entries) {
		faults = append(faults, fmt.Errorf("the file has %d bodies for %d entries", len(b.HTML), len(sys.Entries)))
	}
	return errors.Join(faults...)
}

// goData is a value encoding/json decoded, as readBundle reads it.
type goData struct{ v any }

func (d goData) kind() dataKind {
	switch d.v.(type) {
	case map[string]any:
		return kindObject
	case []any:
		return kindArray
	case string:
		return kindString
	}
	return kindOther
}

func (d goData) keys() []string         { return slices.Sorted(maps.Keys(d.v.(map[string]any))) }
func (d goData) get(k string) dataValue { return goData{d.v.(map[string]any)[k]} }
func (d goData) length() int            { return len(d.v.([]any)) }
func (d goData) index(i int) dataValue  { return goData{d.v.([]any)[i]} }
func (d goData) str() string            { return d.v.(string) }

// refGet returns the rendered reference; natively it is rendered on demand.
func refGet(sys *ruleset.Ruleset) (*refBundle, string) {
	b, err := bundleFor(sys, rootPrefix())
	if err != nil {
		return nil, err.Error()
	}
	return b, ""
}

// firstFrameDrawn has nothing waiting natively.
func firstFrameDrawn() {}

// refLoad has nothing to fetch natively.
func refLoad(app.Context, *ruleset.Ruleset) {}

// prerenderedBody: natively every body is rendered on demand.
func prerenderedBody(string) (string, bool) { return "", false }

// prerenderedRelated: natively the related entries are known at once.
func prerenderedRelated(string) (string, bool) { return "", false }
