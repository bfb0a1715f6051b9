//go:build !wasm

package content

// checkLinksOnLoad: natively (the site build, the tests) every ref: link is
// checked as the reference loads.
const checkLinksOnLoad = true
