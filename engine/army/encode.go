package army

import (
	"encoding/json"
	"strings"
)

// encoded is the army's JSON: compact, HTML left as it is, by encoding/json.
// (A hand-written encoder took its place until 2026-12: faster in a page's
// first import, slower once warm, for 10-30 ms once on a rare action: issue
// 46.) An army that passed checked always encodes; encoding/json refuses
// only a NaN or infinite number, which Roster.Check refuses first, and such
// an unchecked army encodes as the error's text, which Put and Decode never
// store.
func (a Army) encoded() string {
	if a.enc != "" {
		return a.enc
	}
	var out strings.Builder
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(a); err != nil {
		return "army not encoded: " + err.Error()
	}
	return strings.TrimSuffix(out.String(), "\n")
}
