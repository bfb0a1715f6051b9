// Package strictjson reads JSON that comes from outside the program (stored
// state, imported files) strictly, so that a value Auspex did not write is
// refused whole rather than half read.
package strictjson

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"

	"auspex/engine/clip"
)

// Decode reads exactly one JSON value into v: unknown fields, anything after
// the value and nesting deeper than MaxDepth are errors.
func Decode(data []byte, v any) error {
	if err := CheckDepth(data); err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return plain(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("trailing data after the JSON value")
	}
	return nil
}

// plain words a value of the wrong JSON type for the person who made the
// file: encoding/json names Go types ("cannot unmarshal array into Go value
// of type profile.envelope").
func plain(err error) error {
	var te *json.UnmarshalTypeError
	if !errors.As(err, &te) || te.Type == nil {
		return err
	}
	want := map[reflect.Kind]string{reflect.Struct: "an object", reflect.Map: "an object", reflect.Slice: "a list",
		reflect.Array: "a list", reflect.String: "text", reflect.Bool: "true or false"}[te.Type.Kind()]
	if want == "" {
		want = "a number in range" // every other kind a decoder can fill is numeric
	}
	where := "the document"
	if te.Field != "" {
		where = fmt.Sprintf("field %s", clip.Quote(te.Field))
	}
	return shouldBe(where, want, clip.Text(te.Value))
}

// shouldBe words a value of the wrong JSON kind, for Decode and DecodeFlat
// alike: where it is, what it should be, and the kind (with the number, when
// one is named) it is.
func shouldBe(where, want, got string) error {
	return fmt.Errorf("%s should be %s, not a JSON %s", where, want, got)
}
