//go:build !wasm

package site

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	ui "auspex/app"
	"auspex/engine/content"
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

// WriteRefIndexes writes each system's content.IndexFile beside its ref/
// folder (engine/rulesets/{id}/) under the module root, where it is out of
// date, and returns the files it wrote. The wasm compiles them in place of
// the Markdown.
func WriteRefIndexes(reg *ruleset.Registry, root string) ([]string, error) {
	var wrote []string
	for _, sys := range reg.All() {
		dir := filepath.Join(root, "engine", "rulesets", sys.Info.ID)
		if st, err := os.Stat(filepath.Join(dir, "ref")); err != nil || !st.IsDir() {
			continue
		}
		src, err := content.IndexSource(sys.Info.ID, &content.Reference{Entries: sys.Entries, Glossary: sys.Glossary})
		if err != nil {
			return wrote, fmt.Errorf("site: the %s reference index: %w", sys.Info.ID, err)
		}
		f := filepath.Join(dir, content.IndexFile)
		if old, err := os.ReadFile(f); err == nil && bytes.Equal(old, src) {
			continue
		}
		if err := os.WriteFile(f, src, 0o644); err != nil {
			return wrote, err
		}
		wrote = append(wrote, f)
	}
	return wrote, nil
}
