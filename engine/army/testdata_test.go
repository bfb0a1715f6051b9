//go:build !wasm

package army

import (
	"archive/zip"
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// The committed test rosters and what writes each.
var testFiles = map[string]func() []byte{
	"patrol-10th.ros":       func() []byte { return []byte(smallRoster().xml()) },
	"patrol-10th.rosz":      func() []byte { return zipOf(map[string][]byte{"Warden Patrol.ros": []byte(smallRoster().xml())}) },
	"grove-newrecruit.ros":  func() []byte { return []byte(newRecruitRoster().xml()) },
	"strike-force-2000.ros": func() []byte { return []byte(bigRoster().xml()) },
}

// zipOf zips files as a list builder does: deflated, one entry each, in the
// order of their names.
func zipOf(files map[string][]byte) []byte {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, name := range sortedKeys(files) {
		w, err := zw.CreateHeader(&zip.FileHeader{Name: name, Method: zip.Deflate, Modified: time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)})
		if err != nil {
			panic(err)
		}
		w.Write(files[name])
	}
	zw.Close()
	return buf.Bytes()
}

func sortedKeys(m map[string][]byte) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	for i := range ks {
		for j := i + 1; j < len(ks); j++ {
			if ks[j] < ks[i] {
				ks[i], ks[j] = ks[j], ks[i]
			}
		}
	}
	return ks
}

func testdata(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestTestdataFresh: the committed rosters are what the generator writes
// (a .rosz compared by what it holds, since compressed bytes may differ
// between Go versions). ARMY_UPDATE=1 rewrites them.
func TestTestdataFresh(t *testing.T) {
	for name, gen := range testFiles {
		want := gen()
		path := filepath.Join("testdata", name)
		if os.Getenv("ARMY_UPDATE") == "1" {
			if err := os.WriteFile(path, want, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got := testdata(t, name)
		if filepath.Ext(name) == ".rosz" {
			got, want = unzipAll(t, got), unzipAll(t, want)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s is not what the generator writes: run ARMY_UPDATE=1 go test ./engine/army and read the diff", name)
		}
	}
}

func unzipAll(t *testing.T, b []byte) []byte {
	zr, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		t.Fatal(err)
	}
	var out []byte
	for _, f := range zr.File {
		rc, _ := f.Open()
		d, _ := io.ReadAll(rc)
		out = append(append(out, f.Name...), d...)
	}
	return out
}
