//go:build !wasm

package army

import (
	"bytes"
	"compress/flate"
	"io"
)

// Native is the Env of native code and the tests: compress/flate, which the
// wasm build does not link (it has the browser's DecompressionStream).
func Native() Env { return Env{Inflate: inflate} }

// inflate expands raw DEFLATE, reading at most limit+1 bytes of output so a
// bomb is stopped as soon as it passes limit.
func inflate(raw []byte, limit int) ([]byte, error) {
	r := flate.NewReader(bytes.NewReader(raw))
	defer r.Close()
	out, err := io.ReadAll(io.LimitReader(r, int64(limit)+1))
	switch {
	case len(out) > limit:
		return nil, ErrPastLimit
	case err != nil:
		return nil, err
	}
	return out, nil
}
