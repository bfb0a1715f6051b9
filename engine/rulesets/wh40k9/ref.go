package wh40k9

import (
	"embed"
	"sync"

	"auspex/engine/content"
)

// refFiles is the rules reference in the format of engine/ruleset/CONTENT.md.
//
//go:embed ref
var refFiles embed.FS

// ref loads the reference once, on first use.
var ref = sync.OnceValue(reference)

// reference loads the embedded reference. A fault in it is a bug in the
// content, caught by this package's tests with its file and line.
func reference() *content.Reference {
	ref, err := content.Load(refFiles, "ref", info)
	if err != nil {
		panic(err)
	}
	return ref
}
