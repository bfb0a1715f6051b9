//go:build !wasm

package site

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// Every edit group applies to the go-app that go.mod pins (a go-app upgrade
// that breaks one fails here, and the build goes on without it).
func TestEveryGoAppGroupApplies(t *testing.T) {
	src, err := goCmd("../..", "list", "-m", "-f", "{{.Dir}}", goAppModule)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range goAppGroups {
		if err := g.applies(strings.TrimSpace(src)); err != nil {
			t.Errorf("go-app edit group %s: %v", g.name, err)
		}
	}
}

// A group whose text is not in go-app, and one whose edited copy does not
// compile, are each left out with one line naming it and why; the build goes
// on with the others.
func TestGoAppGroupLeftOutWithOneLine(t *testing.T) {
	saved := goAppGroups
	t.Cleanup(func() { goAppGroups = saved })
	goAppGroups = append(slices.Clone(saved), goAppGroup{
		name:  "test-missing-text",
		edits: []goAppEdit{{file: "pkg/app/app.go", old: "a text go-app does not hold", new: "x"}},
	}, goAppGroup{
		name: "test-not-compiling",
		edits: []goAppEdit{{file: "pkg/app/app.go", old: "performNavigate(&disp, Window().URL(), false)",
			new: "performNavigate(&disp, Window().URL(), false); auspexNoSuchFunction()"}},
	})
	var notes bytes.Buffer
	modfile, err := goAppFor("../..", []string{"server-split", "test-missing-text", "test-not-compiling"}, &notes)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(notes.String()), "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], "go-app edit test-missing-text left out") ||
		!strings.Contains(lines[1], "go-app edit test-not-compiling left out") || !strings.Contains(lines[1], "does not compile") {
		t.Fatalf("the notes are not one line per group left out:\n%s", notes.String())
	}
	if modfile == "" {
		t.Fatal("the group that applies (server-split) was dropped too")
	}
	lean := filepath.Dir(modfile)
	http, _ := os.ReadFile(filepath.Join(lean, "pkg", "app", "http.go"))
	app, _ := os.ReadFile(filepath.Join(lean, "pkg", "app", "app.go"))
	if !bytes.HasPrefix(http, []byte("//go:build !wasm")) || bytes.Contains(app, []byte("auspexNoSuchFunction")) {
		t.Errorf("the copy built with is not server-split alone (http.go starts %.20q; app.go edited: %v)", http, bytes.Contains(app, []byte("auspexNoSuchFunction")))
	}
	// -stock: no copy at all.
	if modfile, err := goAppFor("../..", []string{}, &notes); err != nil || modfile != "" {
		t.Errorf("with no group the build uses a copy (%q, %v)", modfile, err)
	}
	if _, err := goAppFor("../..", []string{"no-such-group"}, &notes); err == nil {
		t.Error("an unknown group name is accepted")
	}
}
