//go:build !wasm

package wh40k5

import (
	"embed"

	"auspex/engine/content"
)

// refFiles is the rules reference in the format of engine/ruleset/CONTENT.md.
// Only native builds embed it; the browser gets the index the build
// generates from it (ref_wasm.go) and the rendered bodies from the data file.
//
//go:embed ref
var refFiles embed.FS

// ref loads the reference once, on first use.
var ref = content.Lazy(refFiles, "ref", info)
