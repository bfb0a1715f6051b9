package app

import "auspex/engine/ruleset"

// refBundle is a system's reference rendered at build time by the site
// generator (goldmark stays out of the wasm): each entry's HTML and the links
// between entries. The wasm fetches it as /web/ref/{system}.json, which the
// service worker pre-caches; pre-rendering builds it in-process.
type refBundle struct {
	HTML map[string]string   `json:"html"`
	Out  map[string][]string `json:"out"` // the entries each entry links to
	In   map[string][]string `json:"-"`   // the entries that link to each entry: derived, not shipped
}

// linkBack derives In from Out, in the reference's reading order, where the
// bundle is made or read: shipping it too cost the first visit 9 KB.
func (b *refBundle) linkBack(entries []ruleset.Entry) {
	b.In = map[string][]string{}
	for _, e := range entries {
		for _, to := range b.Out[e.ID] {
			b.In[to] = append(b.In[to], e.ID)
		}
	}
}

// BundlePath is the app path of a system's rendered reference.
func BundlePath(system string) string { return "/web/ref/" + system + ".json" }

// refLoadedAction is posted when a system's rendered reference has arrived
// (or failed to): the page redraws and the search box indexes it.
const refLoadedAction = "auspex-ref-loaded"
