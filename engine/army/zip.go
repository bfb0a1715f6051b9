package army

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"path"
	"strings"

	"auspex/engine/clip"
)

// A .rosz is a zip holding one .ros. This is the little of the zip format
// such a file uses, read by hand so the wasm links no archive/zip: the end
// of central directory, the central directory, one local header; entries
// stored (method 0) or deflated (method 8) by Env.Inflate. Everything else
// (encryption, zip64, archives split over disks) is refused with a reason.

const (
	sigLocal   = 0x04034b50
	sigCentral = 0x02014b50
	sigEnd     = 0x06054b50
	sigEnd64   = 0x07064b50 // the zip64 end-of-central-directory locator
	endLen     = 22
	centralLen = 46
	localLen   = 30
	maxEntries = 1_000 // a .rosz holds one file; a zip of thousands is not one
)

// isZip says whether data starts like a zip: a local header, or the end
// record of an empty archive.
func isZip(data []byte) bool {
	return len(data) >= 4 && data[0] == 'P' && data[1] == 'K' &&
		(data[2] == 3 && data[3] == 4 || data[2] == 5 && data[3] == 6)
}

// entry is one file of the central directory.
type entry struct {
	name             string
	flags, method    uint16
	crc              uint32
	packed, size, at uint64
}

func damaged(why string) error {
	return fail(BadZip, "This .rosz file is damaged ("+why+"). Export the roster again from your list builder; if you copied the file, copy it again whole.")
}

// unzip returns the one .ros a .rosz holds, expanded and checked against its
// length and CRC-32.
func unzip(data []byte, inflate func([]byte, int) ([]byte, error)) ([]byte, error) {
	es, err := centralDirectory(data)
	if err != nil {
		return nil, err
	}
	var ros []entry
	var others []string
	for _, e := range es {
		base := path.Base(e.name)
		switch {
		case strings.HasSuffix(e.name, "/"):
		case strings.HasPrefix(e.name, "__MACOSX/") || strings.HasPrefix(base, "._"):
			// what macOS's own zipping adds beside each file: not a roster
		case strings.EqualFold(path.Ext(e.name), ".ros"):
			ros = append(ros, e)
		default:
			others = append(others, e.name)
		}
	}
	switch {
	case len(ros) == 0 && len(others) == 0:
		return nil, fail(BadZip, "This .rosz file is an empty zip: it holds no roster. Export the roster again from your list builder.")
	case len(ros) == 0:
		return nil, fail(BadZip, "This zip holds no roster (.ros file); it holds "+listNames(others)+". Pick the .ros or .rosz file your list builder exported.")
	case len(ros) > 1:
		names := make([]string, len(ros))
		for i, e := range ros {
			names[i] = e.name
		}
		return nil, fail(BadZip, fmt.Sprintf("This zip holds %d rosters (%s); Auspex imports one at a time. Unzip it and pick the one you want.", len(ros), listNames(names)))
	}
	return extract(data, ros[0], inflate)
}

// listNames names up to five file names, clipped, then how many more.
func listNames(ns []string) string {
	var qs []string
	for i, n := range ns {
		if i == 5 {
			qs = append(qs, fmt.Sprintf("and %d more", len(ns)-5))
			break
		}
		qs = append(qs, clip.Quote(n))
	}
	return strings.Join(qs, ", ")
}

// centralDirectory finds the end record (the last 22 bytes, or before them a
// comment of at most 65,535) and reads the directory it points to.
func centralDirectory(data []byte) ([]entry, error) {
	end := -1
	for i := len(data) - endLen; i >= 0 && i >= len(data)-endLen-0xFFFF; i-- {
		if binary.LittleEndian.Uint32(data[i:]) == sigEnd && i+endLen+int(binary.LittleEndian.Uint16(data[i+20:])) == len(data) {
			end = i
			break
		}
	}
	if end < 0 {
		return nil, damaged("its end is missing: it was cut short")
	}
	r := data[end:]
	disk, cdDisk := binary.LittleEndian.Uint16(r[4:]), binary.LittleEndian.Uint16(r[6:])
	onDisk, total := binary.LittleEndian.Uint16(r[8:]), binary.LittleEndian.Uint16(r[10:])
	cdSize, cdAt := binary.LittleEndian.Uint32(r[12:]), binary.LittleEndian.Uint32(r[16:])
	switch {
	case end >= 20 && binary.LittleEndian.Uint32(data[end-20:]) == sigEnd64,
		total == 0xFFFF || cdSize == 0xFFFFFFFF || cdAt == 0xFFFFFFFF:
		return nil, fail(BadZip, "This .rosz is a zip64 archive, which list builders never write for a roster. Export the roster again from your list builder.")
	case disk != 0 || cdDisk != 0 || onDisk != total:
		return nil, fail(BadZip, "This .rosz is one part of a zip split over several files. Export the roster again from your list builder as one file.")
	case int(total) > maxEntries:
		return nil, fail(BadZip, fmt.Sprintf("This zip holds %s files; a .rosz holds one roster. Pick the .rosz your list builder exported.", thousands(int(total))))
	case uint64(cdAt)+uint64(cdSize) > uint64(end):
		return nil, damaged("its directory points past its end")
	}
	cd := data[cdAt : cdAt+cdSize]
	es := make([]entry, 0, total)
	for range total {
		if len(cd) < centralLen || binary.LittleEndian.Uint32(cd) != sigCentral {
			return nil, damaged("its directory is broken")
		}
		n, x, c := int(binary.LittleEndian.Uint16(cd[28:])), int(binary.LittleEndian.Uint16(cd[30:])), int(binary.LittleEndian.Uint16(cd[32:]))
		if len(cd) < centralLen+n+x+c {
			return nil, damaged("its directory is broken")
		}
		e := entry{
			name:   string(cd[centralLen : centralLen+n]),
			flags:  binary.LittleEndian.Uint16(cd[8:]),
			method: binary.LittleEndian.Uint16(cd[10:]),
			crc:    binary.LittleEndian.Uint32(cd[16:]),
			packed: uint64(binary.LittleEndian.Uint32(cd[20:])),
			size:   uint64(binary.LittleEndian.Uint32(cd[24:])),
			at:     uint64(binary.LittleEndian.Uint32(cd[42:])),
		}
		if e.packed == 0xFFFFFFFF || e.size == 0xFFFFFFFF || e.at == 0xFFFFFFFF {
			return nil, fail(BadZip, "This .rosz is a zip64 archive, which list builders never write for a roster. Export the roster again from your list builder.")
		}
		es = append(es, e)
		cd = cd[centralLen+n+x+c:]
	}
	return es, nil
}

// extract checks one entry and expands it: no encryption, a known method, a
// declared size within MaxXML (refused before inflating), data within the
// file, and the expanded length and CRC-32 the directory declares.
func extract(data []byte, e entry, inflate func([]byte, int) ([]byte, error)) ([]byte, error) {
	name := clip.Quote(e.name)
	switch {
	case e.flags&0x41 != 0 || e.method == 99:
		return nil, fail(BadZip, "The roster "+name+" in this zip is encrypted; Auspex can't open it. Export the roster again from your list builder, without a password.")
	case e.method != 0 && e.method != 8:
		return nil, fail(BadZip, fmt.Sprintf("The roster %s in this zip is compressed with method %d, which list builders don't use; Auspex reads stored and deflated files. Export the roster again from your list builder.", name, e.method))
	case e.size > MaxXML:
		return nil, fail(TooLarge, fmt.Sprintf("The roster %s in this zip would expand to %s; Auspex reads rosters of at most %s. A real roster is far smaller: this file is not a list builder's export.", name, size64(e.size), size(MaxXML)))
	case e.at+localLen > uint64(len(data)) || binary.LittleEndian.Uint32(data[e.at:]) != sigLocal:
		return nil, damaged("a file's header is missing")
	}
	l := data[e.at:]
	start := e.at + localLen + uint64(binary.LittleEndian.Uint16(l[26:])) + uint64(binary.LittleEndian.Uint16(l[28:]))
	if start+e.packed > uint64(len(data)) {
		return nil, damaged("it was cut short")
	}
	raw := data[start : start+e.packed]
	var out []byte
	switch e.method {
	case 0:
		if e.packed != e.size {
			return nil, damaged("a stored file's sizes disagree")
		}
		out = raw
	case 8:
		var err error
		out, err = inflate(raw, int(e.size))
		switch {
		case errors.Is(err, ErrPastLimit) || err == nil && uint64(len(out)) > e.size:
			return nil, fail(TooLarge, fmt.Sprintf("The roster %s in this zip expands past the %s it declares; Auspex stopped reading it. This file is not a list builder's export.", name, size64(e.size)))
		case err != nil:
			return nil, damaged("its roster can't be expanded: " + clip.Text(err.Error()))
		}
	}
	switch {
	case uint64(len(out)) != e.size:
		return nil, damaged("its roster is shorter than it declares")
	case crc32.ChecksumIEEE(out) != e.crc:
		return nil, damaged("its roster fails its checksum")
	}
	return out, nil
}

func size64(n uint64) string { return size(int(min(n, 1<<40))) }
