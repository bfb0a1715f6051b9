package strictjson

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"auspex/engine/clip"
)

// DecodeFlat reads a flat JSON object (a value per key, each text or a whole
// number) into fields, accepting and refusing exactly what Decode would for a
// struct of those fields: keys match case-insensitively, the last of a
// repeated key wins, null leaves a field as it was, a top-level null sets
// nothing, invalid UTF-8 in text reads as U+FFFD, and an unknown key, a value
// of another kind or anything after the object is an error. Which fault an
// error names may differ from Decode's where a document has several.
//
// It exists for what every start of the wasm reads (the settings): through
// encoding/json's reflective decoder, that read made the browser compile 25
// functions (53 KB) of decoder code on the main thread before the first
// frame, 17-62 ms with the CPU 4x slower in traced repeat visits; this reader
// is 8 functions, 16 KB. The fuzz test holds it to Decode.
func DecodeFlat(data []byte, fields ...Field) error {
	r := flatReader{s: data}
	r.space()
	switch {
	case r.i == len(r.s):
		return errors.New("no JSON value")
	case r.literal("null"):
	case r.s[r.i] == '{':
		if err := r.object(fields); err != nil {
			return err
		}
	default:
		return r.wrongKind("the document", "an object")
	}
	r.space()
	if r.i != len(r.s) {
		return errors.New("trailing data after the JSON value")
	}
	return nil
}

// Field is one key of a flat object and where its value goes: Text or Int.
type Field struct {
	Name string
	str  *string
	num  *int
}

// Text is a key whose value is JSON text; to must not be nil.
func Text(name string, to *string) Field { return Field{Name: name, str: to} }

// Int is a key whose value is a whole JSON number that fits an int; to must
// not be nil.
func Int(name string, to *int) Field { return Field{Name: name, num: to} }

// find is the field a key names: an exact match first, then one equal under
// Unicode case folding, as encoding/json matches a struct's fields.
func find(fields []Field, key string) (Field, bool) {
	for _, f := range fields {
		if f.Name == key {
			return f, true
		}
	}
	for _, f := range fields {
		if strings.EqualFold(f.Name, key) {
			return f, true
		}
	}
	return Field{}, false
}

// flatReader reads JSON from s, at i.
type flatReader struct {
	s []byte
	i int
}

func (r *flatReader) object(fields []Field) error {
	r.i++ // {
	r.space()
	if r.eat('}') {
		return nil
	}
	for {
		r.space()
		if r.i == len(r.s) || r.s[r.i] != '"' {
			return r.syntax("a quoted key")
		}
		key, err := r.text()
		if err != nil {
			return err
		}
		r.space()
		if !r.eat(':') {
			return r.syntax("':' after a key")
		}
		r.space()
		f, known := find(fields, key)
		if !known {
			return fmt.Errorf("unknown field %s", clip.Quote(key))
		}
		if err := r.value(f); err != nil {
			return err
		}
		r.space()
		switch {
		case r.eat(','):
		case r.eat('}'):
			return nil
		default:
			return r.syntax("',' or '}' after a value")
		}
	}
}

// value reads the value of field f into it.
func (r *flatReader) value(f Field) error {
	start := r.i
	if r.literal("null") {
		return nil
	}
	if r.i < len(r.s) {
		switch c := r.s[r.i]; {
		case c == '"' && f.str != nil:
			s, err := r.text()
			if err == nil {
				*f.str = s
			}
			return err
		case (c == '-' || c >= '0' && c <= '9') && f.num != nil:
			whole, err := r.number()
			if err != nil {
				return err
			}
			lit := string(r.s[start:r.i])
			n, err := strconv.ParseInt(lit, 10, 64)
			if !whole || err != nil || int64(int(n)) != n {
				return shouldBe(f.where(), f.want(), "number "+clip.Text(lit))
			}
			*f.num = int(n)
			return nil
		}
	}
	return r.wrongKind(f.where(), f.want())
}

// where and want name the field and the kind of value it takes, for a
// refusal: made only then, as a valid read must not format them.
func (f Field) where() string { return "field " + clip.Quote(f.Name) }

func (f Field) want() string {
	if f.num != nil {
		return "a number in range"
	}
	return "text"
}

// text reads a JSON string, as encoding/json unquotes it.
func (r *flatReader) text() (string, error) {
	r.i++ // "
	var b strings.Builder
	for r.i < len(r.s) {
		c := r.s[r.i]
		switch {
		case c == '"':
			r.i++
			return b.String(), nil
		case c < 0x20:
			return "", r.fault("a control character inside text")
		case c == '\\':
			if err := r.escape(&b); err != nil {
				return "", err
			}
		case c < utf8.RuneSelf:
			b.WriteByte(c)
			r.i++
		default:
			ch, size := utf8.DecodeRune(r.s[r.i:])
			b.WriteRune(ch) // utf8.RuneError for an invalid byte, as encoding/json reads it
			r.i += size
		}
	}
	return "", r.syntax("the end of the text")
}

// escape reads the escape at i into b. A \u surrogate not followed by its
// pair reads as U+FFFD.
func (r *flatReader) escape(b *strings.Builder) error {
	if r.i+1 >= len(r.s) {
		r.i = len(r.s)
		return r.syntax("an escape")
	}
	if k := strings.IndexByte(`"\/bfnrt`, r.s[r.i+1]); k >= 0 {
		b.WriteByte("\"\\/\b\f\n\r\t"[k])
		r.i += 2
		return nil
	}
	ch := r.hex4(r.i)
	if ch < 0 {
		r.i++ // the byte after the backslash
		return r.syntax(`a valid escape (such as \n or \u00e9)`)
	}
	r.i += 6
	if utf16.IsSurrogate(ch) {
		if pair := utf16.DecodeRune(ch, r.hex4(r.i)); pair != utf8.RuneError {
			b.WriteRune(pair)
			r.i += 6
			return nil
		}
		ch = utf8.RuneError
	}
	b.WriteRune(ch)
	return nil
}

// hex4 is the rune of a \uXXXX escape at j, or -1.
func (r *flatReader) hex4(j int) rune {
	if j+6 > len(r.s) || r.s[j] != '\\' || r.s[j+1] != 'u' {
		return -1
	}
	n, err := strconv.ParseUint(string(r.s[j+2:j+6]), 16, 16)
	if err != nil {
		return -1
	}
	return rune(n)
}

// number reads a JSON number; whole is false if it has a fraction or an
// exponent.
func (r *flatReader) number() (whole bool, err error) {
	digits := func() int {
		n := 0
		for r.i < len(r.s) && r.s[r.i] >= '0' && r.s[r.i] <= '9' {
			r.i++
			n++
		}
		return n
	}
	r.eat('-')
	switch {
	case r.eat('0'):
	case digits() == 0:
		return false, r.syntax("a digit")
	}
	whole = true
	if r.eat('.') {
		whole = false
		if digits() == 0 {
			return false, r.syntax("a digit after the point")
		}
	}
	if r.eat('e') || r.eat('E') {
		whole = false
		if !r.eat('+') {
			r.eat('-')
		}
		if digits() == 0 {
			return false, r.syntax("a digit in the exponent")
		}
	}
	return whole, nil
}

func (r *flatReader) space() {
	for r.i < len(r.s) && (r.s[r.i] == ' ' || r.s[r.i] == '\t' || r.s[r.i] == '\n' || r.s[r.i] == '\r') {
		r.i++
	}
}

func (r *flatReader) eat(c byte) bool {
	if r.i < len(r.s) && r.s[r.i] == c {
		r.i++
		return true
	}
	return false
}

func (r *flatReader) literal(word string) bool {
	if len(r.s)-r.i >= len(word) && string(r.s[r.i:r.i+len(word)]) == word {
		r.i += len(word)
		return true
	}
	return false
}

// syntax is a syntax error at i, where want should have been.
func (r *flatReader) syntax(want string) error {
	if r.i == len(r.s) {
		return fmt.Errorf("the text ends where %s should be", want)
	}
	return r.fault("where " + want + " should be")
}

// fault names the character at i (counted from 1, as an editor would) and
// what is wrong there.
func (r *flatReader) fault(what string) error {
	_, size := utf8.DecodeRune(r.s[r.i:])
	return fmt.Errorf("%s at byte %d, %s", clip.Quote(string(r.s[r.i:r.i+size])), r.i+1, what)
}

// wrongKind refuses the value at i, which is not the kind wanted for what:
// named in the words of Decode's errors if it starts a JSON value, else as
// the syntax error it is. A value of the wrong kind is refused whatever
// follows, so it is not read further (nor its nesting followed).
func (r *flatReader) wrongKind(what, want string) error {
	kind := ""
	if r.i < len(r.s) {
		switch c := r.s[r.i]; {
		case c == '"':
			kind = "string"
		case c == '{':
			kind = "object"
		case c == '[':
			kind = "array"
		case c == '-' || c >= '0' && c <= '9':
			kind = "number"
		case r.literal("true"), r.literal("false"):
			kind = "bool"
		}
	}
	if kind == "" {
		return r.syntax("a value")
	}
	return shouldBe(what, want, kind)
}
