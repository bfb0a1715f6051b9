package app

import (
	"fmt"

	"auspex/engine/clip"
	"auspex/engine/ruleset"
)

// The reference data file is outside input to the app, read strictly: a
// value of the wrong shape is named and the file refused, and search keeps to
// the titles. The one reader serves the wasm (the browser's parsed JSON) and
// the native tests (encoding/json's), so a test of the built files is a test
// of what the app does with them.

// dataValue is one value of the parsed data file.
type dataValue interface {
	kind() dataKind
	keys() []string // an object's keys
	get(k string) dataValue
	length() int // an array's length
	index(i int) dataValue
	str() string
}

type dataKind int

const (
	kindOther dataKind = iota // a number, a boolean, null
	kindObject
	kindArray
	kindString
)

// readBundle reads a rendered reference, calling step after each value read
// (the wasm pauses now and then, so a long read never holds a frame), and
// derives the links back in the order of entries.
func readBundle(v dataValue, entries []ruleset.Entry, step func()) (*refBundle, error) {
	if v.kind() != kindObject {
		return nil, fmt.Errorf("the data file is not an object")
	}
	object := func(name string) (dataValue, error) {
		o := v.get(name)
		if o.kind() != kindObject {
			return nil, fmt.Errorf("the data file has no %q object", name)
		}
		return o, nil
	}
	b := &refBundle{HTML: map[string]string{}, Out: map[string][]string{}}
	html, err := object("html")
	if err != nil {
		return nil, err
	}
	for _, k := range html.keys() {
		s := html.get(k)
		if s.kind() != kindString {
			return nil, fmt.Errorf("entry %s of the data file is not text", clip.Quote(k))
		}
		b.HTML[k] = s.str()
		step()
	}
	out, err := object("out")
	if err != nil {
		return nil, err
	}
	for _, k := range out.keys() {
		ids := out.get(k)
		if ids.kind() != kindArray {
			return nil, fmt.Errorf("the links of entry %s in the data file are not a list", clip.Quote(k))
		}
		list := make([]string, ids.length())
		for i := range list {
			id := ids.index(i)
			if id.kind() != kindString {
				return nil, fmt.Errorf("a link of entry %s in the data file is not an id", clip.Quote(k))
			}
			list[i] = id.str()
		}
		b.Out[k] = list
		step()
	}
	b.linkBack(entries)
	return b, nil
}
