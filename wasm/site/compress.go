//go:build !wasm

package site

import (
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
)

// compressible lists the extensions worth a .gz and a .br copy; PNGs are
// already compressed.
var compressible = map[string]bool{".html": true, ".css": true, ".js": true, ".svg": true,
	".json": true, ".webmanifest": true, ".wasm": true, ".txt": true}

// compressAll writes name.gz and name.br beside every compressible file, two
// files at a time (the build machines have two cores).
func compressAll(files []string) error {
	var (
		wg    sync.WaitGroup
		mu    sync.Mutex
		first error
		slots = make(chan struct{}, 2)
	)
	for _, f := range files {
		if !compressible[strings.ToLower(filepath.Ext(f))] {
			continue
		}
		if _, err := os.Stat(f + ".br"); err == nil { // reused with its copies (Options.Wasm)
			continue
		}
		wg.Add(1)
		slots <- struct{}{}
		go func(f string) {
			defer func() { <-slots; wg.Done() }()
			if err := compressFile(f); err != nil {
				mu.Lock()
				if first == nil {
					first = err
				}
				mu.Unlock()
			}
		}(f)
	}
	wg.Wait()
	return first
}

func compressFile(path string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	zw.Write(b)
	if err := zw.Close(); err != nil {
		return err
	}
	br, err := Brotli(b)
	if err != nil {
		return err
	}
	if err := os.WriteFile(path+".gz", gz.Bytes(), 0o644); err != nil {
		return err
	}
	return os.WriteFile(path+".br", br, 0o644)
}

// Brotli is b compressed as the site serves it.
func Brotli(b []byte) ([]byte, error) {
	var br bytes.Buffer
	// The largest window the format allows (16 MiB; every browser decodes
	// it): the 10 MiB wasm then finds repeats across the whole file, 1.2%
	// smaller than the default window.
	bw := brotli.NewWriterOptions(&br, brotli.WriterOptions{Quality: brotli.BestCompression, LGWin: 24})
	bw.Write(b)
	err := bw.Close()
	return br.Bytes(), err
}
