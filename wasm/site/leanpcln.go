//go:build !wasm

package site

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"strings"
)

// The browser build leaves out one table of the Go runtime, findfunctab,
// and the runtime looks a function up without it (runtime/symtab.go patched
// through the same overlay as syscall/js).
//
// Why: the table maps code addresses to functions in 4 KiB buckets of 20
// bytes. On wasm a function's "address" is its index shifted left by 16, so
// every function spans 16 buckets, of which the runtime ever reads the
// first: 320 bytes a function, 2.1 MB for the app's 6,709 functions, 86%
// zeros in runs too short for the linker to leave out. In the wasm it took
// 1.25 MB of the app's 12.1 MB, and a browser reads every byte of the module
// before Go starts: in Chromium 156 the app's module compiled in 48 ms
// without it against 61 ms with it, and instantiated in 4.0 ms against 7.3
// (medians of five, 2026-11-27, full speed). The runtime instead finds the
// function by binary search over the function table it already has (ftab,
// sorted by entry): 13 steps for the app, where the bucket gave the answer at
// once; the lookups happen when the collector scans stacks and in
// tracebacks, not in the app's own work.

// findFuncPatch replaces findfunc's bucket lookup on wasm. Every old text
// must occur exactly once in the installed Go's runtime/symtab.go.
var findFuncPatch = [][2]string{
	{"\tx := uintptr(pcOff) + datap.text - datap.minpc // TODO: are datap.text and datap.minpc always equal?\n",
		`	if GOARCH == "wasm" {
		// Auspex's build leaves findfunctab out of the wasm
		// (wasm/site/leanpcln.go): the function is the last one in ftab
		// that starts at or before pcOff. ftab ends with an entry past
		// every function, as the loop below relies on too.
		lo, hi := 0, len(datap.ftab)-1
		for hi-lo > 1 {
			mid := int(uint(lo+hi) >> 1)
			if datap.ftab[mid].entryoff <= pcOff {
				lo = mid
			} else {
				hi = mid
			}
		}
		return funcInfo{(*_func)(unsafe.Pointer(&datap.pclntable[datap.ftab[lo].funcoff])), datap}
	}
	x := uintptr(pcOff) + datap.text - datap.minpc // TODO: are datap.text and datap.minpc always equal?
`},
	// Not a change: the layout stripFindFuncTab reads moduledata by. Another
	// layout stops the build here rather than cutting the wrong bytes.
	{moduledataLayout, strings.Replace(moduledataLayout, "findfunctab  uintptr\n",
		"findfunctab  uintptr // left out of Auspex's wasm (wasm/site/leanpcln.go)\n", 1)},
}

// moduledataLayout is the start of runtime.moduledata as findFuncTabRange
// reads it: the pcHeader, six slices, findfunctab, minpc and maxpc.
const moduledataLayout = `	pcHeader     *pcHeader
	funcnametab  []byte
	cutab        []uint32
	filetab      []byte
	pctab        []byte
	pclntable    []byte
	ftab         []functab
	findfunctab  uintptr
	minpc, maxpc uintptr
`

// patchFindFunc applies findFuncPatch to symtab.go's text.
func patchFindFunc(src string) (string, error) {
	return applyPatch("runtime/symtab.go", "wasm/site/leanpcln.go", src, findFuncPatch)
}

// wasmSection is one section of a wasm module: its id and its content.
type wasmSection struct {
	id   byte
	body []byte
}

// dataSegment is one active data segment: where it goes in memory, and
// what it puts there.
type dataSegment struct {
	addr uint32
	data []byte
}

// pclnMagic opens the runtime's pcHeader since Go 1.20: the magic
// 0xfffffff1, two zero bytes, the instruction size quantum (1 on wasm) and
// the pointer size (8).
var pclnMagic = []byte{0xf1, 0xff, 0xff, 0xff, 0, 0, 1, 8}

// The linker's findfunctab: a bucket for each 4 KiB of code addresses, a
// 4-byte function index and a byte for each of its 16 sub-buckets
// (cmd/link/internal/ld/pcln.go), the last bucket cut short.
const (
	funcTabBucketSize = 4096
	subBucketSize     = funcTabBucketSize / 16
)

// stripFindFuncTab returns the wasm module without the bytes of the
// runtime's findfunctab in its data: the table's memory stays zero. It checks
// the table is what it expects (every bucket's index in order and within
// the function table, every sub-bucket zero, as a wasm function spans whole
// buckets), and refuses anything else.
func stripFindFuncTab(wasm []byte) ([]byte, int, error) {
	secs, err := wasmSections(wasm)
	if err != nil {
		return nil, 0, err
	}
	di := -1
	for i, s := range secs {
		if s.id == 11 {
			di = i
		}
	}
	if di < 0 {
		return nil, 0, errors.New("site: the wasm has no data section")
	}
	segs, err := dataSegments(secs[di].body)
	if err != nil {
		return nil, 0, err
	}
	mem := memoryImage(segs)
	lo, hi, err := findFuncTabRange(mem)
	if err != nil {
		return nil, 0, err
	}
	var kept []dataSegment
	for _, s := range segs {
		end := s.addr + uint32(len(s.data))
		if end <= lo || s.addr >= hi {
			kept = append(kept, s)
			continue
		}
		if s.addr < lo {
			kept = append(kept, dataSegment{s.addr, s.data[:lo-s.addr]})
		}
		if end > hi {
			kept = append(kept, dataSegment{hi, s.data[hi-s.addr:]})
		}
	}
	body := appendULEB(nil, uint64(len(kept)))
	for _, s := range kept {
		body = append(body, 0, 0x41) // active, memory 0, i32.const
		body = appendSLEB(body, int64(int32(s.addr)))
		body = append(body, 0x0b)
		body = appendULEB(body, uint64(len(s.data)))
		body = append(body, s.data...)
	}
	secs[di].body = body
	out := append([]byte(nil), wasm[:8]...)
	for _, s := range secs {
		if s.id == 12 { // data count, if the linker wrote one
			s.body = appendULEB(nil, uint64(len(kept)))
		}
		out = append(out, s.id)
		out = appendULEB(out, uint64(len(s.body)))
		out = append(out, s.body...)
	}
	return out, int(hi - lo), nil
}

// findFuncTabRange finds the runtime's moduledata in the memory image
// (through the pcHeader it points to) and returns where findfunctab lies.
func findFuncTabRange(mem []byte) (uint32, uint32, error) {
	word := func(a uint64) uint64 {
		if a+8 > uint64(len(mem)) {
			return 0
		}
		return binary.LittleEndian.Uint64(mem[a:])
	}
	hdr := bytes.Index(mem, pclnMagic)
	if hdr < 0 || bytes.Index(mem[hdr+1:], pclnMagic) >= 0 {
		return 0, 0, errors.New("site: the wasm's data has no single Go pcHeader (not Go 1.20 or later on wasm?)")
	}
	// pcHeader: magic and bytes (8), nfunc, nfiles, textStart,
	// funcnameOffset, cuOffset, filetabOffset, pctabOffset, pclnOffset.
	h := uint64(hdr)
	nfunc, funcnameOff, pclnOff := word(h+8), word(h+32), word(h+64)
	var key [8]byte
	binary.LittleEndian.PutUint64(key[:], h)
	for at := 0; ; {
		i := bytes.Index(mem[at:], key[:])
		if i < 0 {
			return 0, 0, errors.New("site: the wasm's data has no moduledata pointing to its pcHeader")
		}
		md := uint64(at + i)
		at += i + 1
		if md%8 != 0 {
			continue
		}
		// moduledata: pcHeader, then funcnametab, cutab, filetab, pctab,
		// pclntable and ftab (pointer, length, capacity each), findfunctab,
		// minpc, maxpc.
		f := func(n uint64) uint64 { return word(md + 8*n) }
		if f(1) != h+funcnameOff || f(13) != h+pclnOff || f(16) != h+pclnOff || f(17) != nfunc+1 {
			continue
		}
		ftabLen := f(17)
		tab, minpc, maxpc := f(19), f(20), f(21)
		if maxpc <= minpc || tab == 0 {
			return 0, 0, fmt.Errorf("site: the wasm's moduledata has minpc %#x, maxpc %#x, findfunctab %#x", minpc, maxpc, tab)
		}
		span := maxpc - minpc
		buckets := (span + funcTabBucketSize - 1) / funcTabBucketSize
		subs := (span + subBucketSize - 1) / subBucketSize
		size := 4*buckets + subs
		if tab+size > uint64(len(mem)) {
			return 0, 0, errors.New("site: the wasm's findfunctab runs past its data")
		}
		var prev uint32
		for b := uint64(0); b < buckets; b++ {
			at := tab + b*20
			idx := binary.LittleEndian.Uint32(mem[at:])
			if idx < prev || uint64(idx) >= ftabLen-1 {
				return 0, 0, fmt.Errorf("site: the wasm's findfunctab bucket %d holds function %d after %d, of %d", b, idx, prev, ftabLen-1)
			}
			prev = idx
			for s := at + 4; s < at+20 && s < tab+size; s++ {
				if mem[s] != 0 {
					return 0, 0, fmt.Errorf("site: the wasm's findfunctab bucket %d has a sub-bucket offset; a wasm function should span whole buckets", b)
				}
			}
		}
		if uint64(prev) != ftabLen-2 {
			return 0, 0, fmt.Errorf("site: the wasm's findfunctab ends at function %d, not at the last one (%d)", prev, ftabLen-2)
		}
		return uint32(tab), uint32(tab + size), nil
	}
}

// wasmSections splits a module into its sections.
func wasmSections(b []byte) ([]wasmSection, error) {
	if len(b) < 8 || !bytes.Equal(b[:8], []byte{0, 'a', 's', 'm', 1, 0, 0, 0}) {
		return nil, errors.New("site: not a wasm module (version 1)")
	}
	var secs []wasmSection
	for i := 8; i < len(b); {
		id := b[i]
		n, j, err := readULEB(b, i+1)
		if err != nil || j+int(n) > len(b) {
			return nil, errors.New("site: the wasm module is cut short")
		}
		secs = append(secs, wasmSection{id, b[j : j+int(n)]})
		i = j + int(n)
	}
	return secs, nil
}

// dataSegments reads a data section whose segments are all active, in
// memory 0, at an i32.const address: what Go's linker writes.
func dataSegments(b []byte) ([]dataSegment, error) {
	n, i, err := readULEB(b, 0)
	if err != nil {
		return nil, err
	}
	segs := make([]dataSegment, 0, n)
	for k := uint64(0); k < n; k++ {
		if i+2 > len(b) || b[i] != 0 || b[i+1] != 0x41 {
			return nil, fmt.Errorf("site: the wasm's data segment %d is not an active one at a constant address", k)
		}
		addr, j, err := readSLEB(b, i+2)
		if err != nil || j >= len(b) || b[j] != 0x0b || addr < 0 {
			return nil, fmt.Errorf("site: the wasm's data segment %d has an address this build cannot read", k)
		}
		size, j, err := readULEB(b, j+1)
		if err != nil || j+int(size) > len(b) {
			return nil, errors.New("site: the wasm's data section is cut short")
		}
		segs = append(segs, dataSegment{uint32(addr), b[j : j+int(size)]})
		i = j + int(size)
	}
	if i != len(b) {
		return nil, errors.New("site: the wasm's data section has bytes after its segments")
	}
	return segs, nil
}

// memoryImage is the memory the segments initialise, zero elsewhere.
func memoryImage(segs []dataSegment) []byte {
	var top uint32
	for _, s := range segs {
		top = max(top, s.addr+uint32(len(s.data)))
	}
	mem := make([]byte, top)
	for _, s := range segs {
		copy(mem[s.addr:], s.data)
	}
	return mem
}

func readULEB(b []byte, i int) (uint64, int, error) {
	var v uint64
	for shift := uint(0); i < len(b) && shift < 64; shift += 7 {
		c := b[i]
		i++
		v |= uint64(c&0x7f) << shift
		if c < 0x80 {
			return v, i, nil
		}
	}
	return 0, i, errors.New("site: a bad LEB128 number in the wasm")
}

func readSLEB(b []byte, i int) (int64, int, error) {
	var v int64
	var shift uint
	for ; i < len(b) && shift < 64; shift += 7 {
		c := b[i]
		i++
		v |= int64(c&0x7f) << shift
		if c < 0x80 {
			if shift+7 < 64 && c&0x40 != 0 {
				v |= -1 << (shift + 7)
			}
			return v, i, nil
		}
	}
	return 0, i, errors.New("site: a bad LEB128 number in the wasm")
}

func appendULEB(b []byte, v uint64) []byte {
	for {
		c := byte(v & 0x7f)
		v >>= 7
		if v == 0 {
			return append(b, c)
		}
		b = append(b, c|0x80)
	}
}

func appendSLEB(b []byte, v int64) []byte {
	for {
		c := byte(v & 0x7f)
		v >>= 7
		if v == 0 && c&0x40 == 0 || v == -1 && c&0x40 != 0 {
			return append(b, c)
		}
		b = append(b, c|0x80)
	}
}
