//go:build !wasm

package app

import (
	"encoding/json"
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
	return json.Marshal(b)
}

func bundleFor(sys *ruleset.Ruleset, root string) (*refBundle, error) {
	key := root + " " + sys.Info.ID
	if b, ok := bundles.Load(key); ok {
		return b.(*refBundle), nil
	}
	r := render.New(sys.Entries, sys.Glossary, func(id string) string { return root + "/" + sys.Info.ID + "/ref/" + id })
	b := &refBundle{HTML: map[string]string{}, Out: map[string][]string{}, In: map[string][]string{}}
	for _, e := range sys.Entries {
		p, err := r.Entry(e.ID)
		if err != nil {
			return nil, err
		}
		b.HTML[e.ID] = p.HTML
		b.Out[e.ID] = p.Links
		for _, to := range p.Links {
			b.In[to] = append(b.In[to], e.ID)
		}
	}
	bundles.Store(key, b)
	return b, nil
}

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
