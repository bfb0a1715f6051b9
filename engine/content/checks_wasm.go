//go:build wasm

package content

// checkLinksOnLoad: the browser loads references the build has already loaded
// and checked, so it skips the link scan (a regular expression over every line
// of every entry, the slowest part of the load in the wasm).
const checkLinksOnLoad = false
