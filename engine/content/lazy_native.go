//go:build !wasm

package content

import (
	"io/fs"

	"auspex/engine/lazy"
	"auspex/engine/ruleset"
)

// Lazy returns a system's reference, read from dir of fsys on first use and
// kept (lazy.Forget drops it, so a benchmark times the read). Natively (the site build, the tests) a system's ref.go is
//
//	//go:embed ref
//	var refFiles embed.FS
//	var ref = content.Lazy(refFiles, "ref", info)
//
// A fault in the files panics: it is a bug in the content, which the
// package's tests report with its file and line. The browser never reads the
// Markdown: it gets the index the build generated (IndexFile) and each
// entry's rendered body from the system's data file.
func Lazy(fsys fs.FS, dir string, info ruleset.Info) func() *Reference {
	return lazy.Of(func() *Reference {
		ref, err := Load(fsys, dir, info)
		if err != nil {
			panic(err)
		}
		return ref
	})
}
