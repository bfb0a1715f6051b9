// Package content reads a ruleset's reference (contents, entries, glossary) from
// files, checking it strictly: every fault is reported with its file and line.
// Only native builds read the files (the site generator, the tests); the
// browser gets each system's reference as the build loaded it, without the
// Markdown (IndexFile). render's renderer (goldmark) runs only natively too.
package content

import "auspex/engine/ruleset"

// Reference is a system's reference: entries in reading order and the glossary.
type Reference struct {
	Entries  []ruleset.Entry
	Glossary []ruleset.Term
}

// Fixed is a reference already loaded and checked: what a system's generated
// index file (IndexFile) declares for the browser.
func Fixed(ref *Reference) func() *Reference { return func() *Reference { return ref } }
