package army

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"auspex/engine/clip"
)

// The reader's limits. A real 2,000 point 10th edition roster is a few
// hundred KB of XML (a .rosz of it some tens of KB); one that carries every
// rule's full description a few MB. The limits sit an order of magnitude
// above the largest real export, so no real roster meets them, and low
// enough that a phone survives the worst file under them.
const (
	MaxFile = 8 << 20 // bytes of the file as picked, .ros or .rosz
	// MaxXML is the most XML a .rosz may expand to: four times MaxFile,
	// since roster XML compresses ten to twenty times, a real .rosz of
	// 2 MB could expand to 32 MB, and nothing larger is a real roster.
	MaxXML      = 32 << 20
	MaxDepth    = 64      // nesting of elements; a real roster nests about 20 deep
	MaxElements = 100_000 // elements in the tree; the largest real export in the corpus has 3,324
	MaxAttrs    = 64      // attributes on one element; real ones have at most about 10
	MaxName     = 200     // characters in a name attribute (a unit, weapon, rule, keyword)
	MaxValue    = 1_000   // characters in any other attribute, or in an element's or attribute's name
	MaxText     = 20_000  // characters of text directly in one element (a rule's description)
	MaxCount    = 10_000  // models in a unit, or copies of one profile in it
	// MaxKinds is the most distinct profiles, rules, keywords or kinds of
	// model one unit may have, and rules the army: a real unit has some
	// tens. One of 240,000 keywords made a 3 MB army that took seconds to
	// show (issue 48).
	MaxKinds = 1_000
)

// Env is how Read inflates a .rosz. The wasm build supplies the browser's
// own (DecompressionStream) so that it does not link compress/flate; native
// code uses Native. The XML is read by ParseXML in both.
type Env struct {
	// Inflate expands raw DEFLATE data (a zip entry of method 8). It must
	// fail with ErrPastLimit as soon as the output would pass limit bytes,
	// before expanding the rest.
	Inflate func(raw []byte, limit int) ([]byte, error)
	// Yield, when set, is called every few thousand elements while the XML
	// is read: the browser's hands the event loop back now and then (the
	// wasm runs on it), so the page answers and paints while a large file
	// is read. nil natively.
	Yield func()
}

// Read reads a roster file's bytes: a .ros (XML) or a .rosz (a zip holding
// one .ros), told apart by their content, not their name. Every refusal is an
// *Error.
func Read(data []byte, env Env) (*Roster, error) {
	switch {
	case env.Inflate == nil:
		return nil, errors.New("army.Read needs an Env with Inflate")
	case len(data) == 0:
		return nil, fail(NotXML, "This file is empty. Export the roster again from your list builder and pick the new file.")
	case len(data) > MaxFile:
		return nil, fail(TooLarge, fmt.Sprintf("This file is %s; Auspex reads roster files of at most %s. A roster export is far smaller: check that you picked the .ros or .rosz file your list builder saved.", size(len(data)), size(MaxFile)))
	}
	xml := data
	if isZip(data) {
		var err error
		if xml, err = unzip(data, env.Inflate); err != nil {
			return nil, err
		}
	}
	xml, err := checkXML(xml)
	if err != nil {
		return nil, err
	}
	root, err := parseXML(xml, env.Yield)
	if err != nil {
		var e *Error
		if errors.As(err, &e) {
			return nil, e
		}
		return nil, fail(NotXML, "This file is not a roster: it is not readable XML ("+clip.Text(err.Error())+"). Pick the .ros or .rosz file your list builder exported.")
	}
	if err := checkTreeYielding(root, env.Yield); err != nil {
		return nil, err
	}
	return decode(root)
}

// checkXML checks the XML text before any parser sees it, the same for the
// browser and native code: UTF-8, no document type or entities (the one way
// a small XML file expands enormously; no export has one), and no other
// declared encoding. It returns the text without a byte-order mark.
func checkXML(b []byte) ([]byte, error) {
	b = bytes.TrimPrefix(b, []byte("\xEF\xBB\xBF"))
	if !utf8.Valid(b) {
		return nil, fail(NotXML, "This file is not a roster: it is not UTF-8 text, which is how BattleScribe and New Recruit write rosters. Export the roster again rather than re-saving it in another program.")
	}
	if t := bytes.TrimLeft(b, " \t\r\n"); len(t) == 0 || t[0] != '<' {
		return nil, fail(NotXML, "This file is not a roster: it is not XML. Pick the .ros or .rosz file your list builder exported.")
	}
	for i := 0; ; {
		j := bytes.Index(b[i:], []byte("<!"))
		if j < 0 {
			break
		}
		i += j + 2
		if w := b[i:min(i+7, len(b))]; bytes.EqualFold(w, []byte("DOCTYPE")) || bytes.EqualFold(w[:min(6, len(w))], []byte("ENTITY")) {
			return nil, fail(Unsafe, "This file declares a document type or entities (<!DOCTYPE …>), which no BattleScribe or New Recruit export has and which can make a small file expand enormously. Auspex does not read it: export the roster again from your list builder.")
		}
	}
	if enc := declaredEncoding(b); enc != "" && !asciiFold(enc, "utf-8") {
		return nil, fail(NotXML, "This file says it is written in "+clip.Quote(enc)+"; Auspex reads rosters in UTF-8, as list builders write them. Export the roster again rather than re-saving it in another program.")
	}
	return b, nil
}

// declaredEncoding is the encoding an XML declaration names, or "". (The
// rest of the declaration is ParseXML's to check.)
func declaredEncoding(b []byte) string {
	if !bytes.HasPrefix(b, []byte("<?xml")) {
		return ""
	}
	end := bytes.Index(b, []byte("?>"))
	if end < 0 || end > 500 {
		return ""
	}
	decl := b[:end]
	i := bytes.Index(decl, []byte("encoding"))
	if i < 0 {
		return ""
	}
	rest := bytes.TrimLeft(decl[i+len("encoding"):], " \t\r\n")
	rest, ok := bytes.CutPrefix(rest, []byte("="))
	if !ok {
		return ""
	}
	rest = bytes.TrimLeft(rest, " \t\r\n")
	if len(rest) == 0 || (rest[0] != '"' && rest[0] != '\'') {
		return ""
	}
	v, _, ok := bytes.Cut(rest[1:], rest[:1])
	if !ok {
		return ""
	}
	return string(v)
}

func asciiFold(a, b string) bool { return bytes.EqualFold([]byte(a), []byte(b)) }

// size writes a byte count as a player reads it: 8 MB, 512 KB, 300 bytes.
func size(n int) string {
	switch {
	case n >= 1<<20:
		return strings.TrimSuffix(fmt.Sprintf("%.1f", float64(n)/(1<<20)), ".0") + " MB"
	case n >= 1<<10:
		return fmt.Sprintf("%d KB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}
