package army

import (
	"math"
	"strconv"
	"unicode/utf8"
)

// appendArmy writes an army's JSON exactly as encoding/json writes it
// (compact, HTML left as it is; TestAppendArmyIsEncodingJSON holds the two
// to the same bytes on every test roster and on fuzzed text). Written out by
// hand because encoding/json's reflection was the largest part of storing an
// import in the wasm: a 2,000 point army's first encoding in a page took 92
// ms, each later one 4 to 6 ms (2026-11-27); this takes a fraction of that.
// A field added to these types must be added here too: the test fails
// until it is.
func appendArmy(b []byte, a Army) []byte {
	b = append(b, `{"name":`...)
	b = appendString(b, a.Name)
	b = append(b, `,"system":`...)
	b = appendString(b, a.System)
	b = append(b, `,"file":`...)
	b = appendString(b, a.File)
	b = append(b, `,"imported":`...)
	b = appendString(b, a.Imported)
	b = append(b, `,"roster":`...)
	b = appendRoster(b, a.Roster)
	return append(b, '}')
}

func appendRoster(b []byte, r Roster) []byte {
	b = append(b, `{"name":`...)
	b = appendString(b, r.Name)
	b = appendOptString(b, `,"builder":`, r.Builder)
	b = append(b, `,"system":`...)
	b = appendString(b, r.System)
	b = appendOptString(b, `,"systemId":`, r.SystemID)
	b = appendOptFloat(b, `,"points":`, r.Points)
	b = append(b, `,"units":`...)
	b = appendList(b, r.Units, appendUnit)
	if len(r.Rules) > 0 {
		b = append(b, `,"rules":`...)
		b = appendList(b, r.Rules, appendRule)
	}
	if len(r.Left) > 0 {
		b = append(b, `,"left":`...)
		b = appendList(b, r.Left, appendRule)
	}
	return append(b, '}')
}

func appendUnit(b []byte, u Unit) []byte {
	b = append(b, `{"name":`...)
	b = appendString(b, u.Name)
	b = appendOptString(b, `,"entry":`, u.Entry)
	b = appendOptString(b, `,"force":`, u.Force)
	b = appendOptFloat(b, `,"points":`, u.Points)
	b = append(b, `,"models":`...)
	b = appendList(b, u.Models, appendModel)
	b = append(b, `,"profiles":`...)
	b = appendList(b, u.Profiles, appendProfile)
	if len(u.Rules) > 0 {
		b = append(b, `,"rules":`...)
		b = appendList(b, u.Rules, appendRule)
	}
	if len(u.Keywords) > 0 {
		b = append(b, `,"keywords":`...)
		b = appendList(b, u.Keywords, appendString)
	}
	return append(b, '}')
}

func appendModel(b []byte, m Model) []byte {
	b = append(b, `{"name":`...)
	b = appendString(b, m.Name)
	b = append(b, `,"count":`...)
	b = strconv.AppendInt(b, int64(m.Count), 10)
	if len(m.Has) > 0 {
		b = append(b, `,"has":`...)
		b = appendList(b, m.Has, appendString)
	}
	return append(b, '}')
}

func appendProfile(b []byte, p Profile) []byte {
	b = append(b, `{"type":`...)
	b = appendString(b, p.Type)
	b = append(b, `,"name":`...)
	b = appendString(b, p.Name)
	b = append(b, `,"chars":`...)
	b = appendList(b, p.Chars, appendChar)
	b = append(b, `,"count":`...)
	b = strconv.AppendInt(b, int64(p.Count), 10)
	b = appendOptString(b, `,"of":`, p.Of)
	return append(b, '}')
}

func appendChar(b []byte, c Char) []byte {
	b = append(b, `{"name":`...)
	b = appendString(b, c.Name)
	b = append(b, `,"value":`...)
	b = appendString(b, c.Value)
	return append(b, '}')
}

func appendRule(b []byte, r Rule) []byte {
	b = append(b, `{"name":`...)
	b = appendString(b, r.Name)
	b = appendOptString(b, `,"text":`, r.Text)
	return append(b, '}')
}

// appendList writes a slice as encoding/json does: null when nil.
func appendList[T any](b []byte, xs []T, each func([]byte, T) []byte) []byte {
	if xs == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, x := range xs {
		if i > 0 {
			b = append(b, ',')
		}
		b = each(b, x)
	}
	return append(b, ']')
}

// appendOptString writes an omitempty string field.
func appendOptString(b []byte, key, s string) []byte {
	if s == "" {
		return b
	}
	return appendString(append(b, key...), s)
}

// appendOptFloat writes an omitempty number field as encoding/json writes a
// float64 (ES6 number formatting). Points are checked finite before any army
// is encoded (Roster.Check); a non-finite one would be written as null.
func appendOptFloat(b []byte, key string, f float64) []byte {
	if f == 0 {
		return b
	}
	b = append(b, key...)
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return append(b, "null"...)
	}
	format := byte('f')
	if abs := math.Abs(f); abs < 1e-6 || abs >= 1e21 {
		format = 'e'
	}
	b = strconv.AppendFloat(b, f, format, -1, 64)
	if format == 'e' { // e-09 is written e-9
		if n := len(b); n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
			b[n-2] = b[n-1]
			b = b[:n-1]
		}
	}
	return b
}

// appendString writes a JSON string as encoding/json does without HTML
// escaping: quote, backslash and control characters escaped, invalid UTF-8
// as U+FFFD, and U+2028 and U+2029 escaped.
func appendString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(append(b, s[start:i]...), `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(append(b, s[start:i]...), '\\', 'u', '2', '0', '2', hex[r&0xF])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	return append(append(b, s[start:]...), '"')
}
