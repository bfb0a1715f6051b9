package wh40k9

import (
	"testing"

	"auspex/engine/content"
)

// The reference loads: any fault is reported with its file and line.
func TestReferenceLoads(t *testing.T) {
	if _, err := content.Load(refFiles, "ref", info); err != nil {
		t.Fatal(err)
	}
}
