//go:build !wasm

// Package armytest writes the worst roster files for the reader's limits:
// a zip bomb and valid rosters whose one unit has as many distinct
// categories, profiles, rules or kinds of model as the limits let through.
// The reader's own tests and the browser tests (tests/army_hostile_test.go)
// import the same files, so both time the same inputs.
package armytest

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"encoding/binary"
	"fmt"
	"maps"
	"strings"
)

// Elements is how many list items a worst roster holds: with the elements
// each item takes, just under the reader's 100,000 elements.
const Elements = 96_000

// Roster is a 10th edition roster of one unit, "Worst Squad", with body
// inside its selection.
func Roster(body string) []byte {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	b.WriteString(`<roster name="Worst" gameSystemName="Warhammer 40,000 10th Edition" xmlns="http://www.battlescribe.net/schema/rosterSchema"><forces><force name="Army Roster"><selections>` + "\n")
	b.WriteString(`<selection name="Worst Squad" type="unit" number="1">`)
	b.WriteString(body)
	b.WriteString("</selection>\n</selections></force></forces></roster>\n")
	return []byte(b.String())
}

// list writes n items inside <list>, each from item(i).
func list(name string, n int, item func(b *strings.Builder, i int)) string {
	var b strings.Builder
	b.WriteString("<" + name + ">")
	for i := range n {
		item(&b, i)
		b.WriteByte('\n')
	}
	b.WriteString("</" + name + ">")
	return b.String()
}

// Categories is a unit of n distinct categories (one element each).
func Categories(n int) []byte {
	return Roster(list("categories", n, func(b *strings.Builder, i int) {
		fmt.Fprintf(b, `<category name="Keyword %d"/>`, i)
	}))
}

// Profiles is a unit of n distinct profiles (three elements each: the
// profile, its list of characteristics and one characteristic).
func Profiles(n int) []byte {
	return Roster(list("profiles", n, func(b *strings.Builder, i int) {
		fmt.Fprintf(b, `<profile name="Weapon %d" typeName="Ranged Weapons"><characteristics><characteristic name="A">%d</characteristic></characteristics></profile>`, i, i%10+1)
	}))
}

// Rules is a unit of n distinct rules (two elements each).
func Rules(n int) []byte {
	return Roster(list("rules", n, func(b *strings.Builder, i int) {
		fmt.Fprintf(b, `<rule name="Rule %d"><description>Rule %d's text.</description></rule>`, i, i)
	}))
}

// Models is a unit of n kinds of model, one of each.
func Models(n int) []byte {
	return Roster(list("selections", n, func(b *strings.Builder, i int) {
		fmt.Fprintf(b, `<selection name="Model %d" type="model" number="1"/>`, i)
	}))
}

// Worst is every worst roster at its worst size, by a name for messages:
// the .ros, and the same zipped (.rosz).
func Worst() map[string][]byte {
	out := map[string][]byte{
		"categories.ros": Categories(Elements),
		"profiles.ros":   Profiles(Elements / 3),
		"rules.ros":      Rules(Elements / 2),
		"models.ros":     Models(Elements),
	}
	zipped := map[string][]byte{}
	for name, b := range out {
		zipped[name+"z"] = Zip("army.ros", b)
	}
	maps.Copy(out, zipped)
	out["bomb.rosz"] = Bomb(2<<20, 32<<20)
	return out
}

// Zip is a .rosz of one deflated file, as list builders write it.
func Zip(name string, data []byte) []byte {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	w, err := zw.CreateHeader(&zip.FileHeader{Name: name, Method: zip.Deflate})
	if err != nil {
		panic(err)
	}
	w.Write(data)
	if err := zw.Close(); err != nil {
		panic(err)
	}
	return buf.Bytes()
}

// Bomb is a .rosz of about packed bytes whose one entry, army.ros, declares
// that it expands to declared bytes (with a CRC of zero) but expands to
// about 1,000 times packed: zeros, as a 2 MB bomb that expands to 2 GB.
func Bomb(packed, declared int) []byte {
	// A block of a MB of zeros, ended by a sync flush: byte-aligned, not
	// final, and needing only the zero before it, so copies of it
	// concatenated are one stream of zeros.
	var blk bytes.Buffer
	fw, _ := flate.NewWriter(&blk, flate.BestCompression)
	fw.Write(make([]byte, 1<<20))
	fw.Flush()
	block := blk.Bytes()
	var raw bytes.Buffer
	for raw.Len()+len(block) < packed {
		raw.Write(block)
	}
	raw.Write([]byte{0x03, 0x00}) // a final, empty block
	return rawZip("army.ros", raw.Bytes(), declared)
}

// rawZip is a zip of one entry of raw DEFLATE data that declares size.
func rawZip(name string, raw []byte, size int) []byte {
	var b bytes.Buffer
	le := func(v ...any) {
		for _, x := range v {
			binary.Write(&b, binary.LittleEndian, x)
		}
	}
	le(uint32(0x04034b50), uint16(20), uint16(0), uint16(8), uint16(0), uint16(0), uint32(0), uint32(len(raw)), uint32(size), uint16(len(name)), uint16(0))
	b.WriteString(name)
	b.Write(raw)
	cd := b.Len()
	le(uint32(0x02014b50), uint16(20), uint16(20), uint16(0), uint16(8), uint16(0), uint16(0), uint32(0), uint32(len(raw)), uint32(size), uint16(len(name)), uint16(0), uint16(0), uint16(0), uint16(0), uint32(0), uint32(0))
	b.WriteString(name)
	end := b.Len()
	le(uint32(0x06054b50), uint16(0), uint16(0), uint16(1), uint16(1), uint32(end-cd), uint32(cd), uint16(0))
	return b.Bytes()
}
