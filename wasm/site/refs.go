//go:build !wasm

package site

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	ui "auspex/app"
	"auspex/engine/ruleset"
)

// writeRefBundles renders every system's reference at build time into
// web/ref/{id}.json, which the wasm fetches (goldmark stays out of it). It
// returns their URLs for the service worker to pre-cache.
func writeRefBundles(reg *ruleset.Registry, web, root string) ([]string, error) {
	var urls []string
	for _, sys := range reg.All() {
		if len(sys.Entries) == 0 {
			continue
		}
		b, err := ui.RefBundle(sys, root)
		if err != nil {
			return nil, fmt.Errorf("site: rendering the %s reference: %w", sys.Info.ID, err)
		}
		p := ui.BundlePath(sys.Info.ID)
		out := filepath.Join(web, filepath.FromSlash(strings.TrimPrefix(p, "/web/")))
		if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
			return nil, err
		}
		if err := os.WriteFile(out, b, 0o644); err != nil {
			return nil, err
		}
		urls = append(urls, root+p)
	}
	return urls, nil
}
