// Package strictjson reads JSON that comes from outside the program (stored
// state, imported files) strictly, so that a value Auspex did not write is
// refused whole rather than half read.
package strictjson

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
)

// Decode reads exactly one JSON value into v: unknown fields and anything
// after the value are errors.
func Decode(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("trailing data after the JSON value")
	}
	return nil
}
