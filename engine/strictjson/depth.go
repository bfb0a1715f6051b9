package strictjson

import "fmt"

// MaxDepth is how deeply a JSON value from outside may nest. Auspex's own
// files nest a few levels; encoding/json allows 10,000, and since Go 1.27
// (encoding/json on top of json/v2) it decodes by recursion, which in the
// browser runs out of the engine's call stack ("Maximum call stack size
// exceeded") long before that, killing the page. Checked first, without
// recursion, so every Go refuses a deep document the same way.
const MaxDepth = 100

// CheckDepth says whether data's brackets, outside strings, nest deeper than
// MaxDepth. It checks nothing else: what is not JSON is left to the decoder.
func CheckDepth(data []byte) error {
	depth, inString, escaped := 0, false, false
	for _, c := range data {
		switch {
		case inString:
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
		case c == '"':
			inString = true
		case c == '[' || c == '{':
			if depth++; depth > MaxDepth {
				return fmt.Errorf("the JSON nests more than %d levels deep", MaxDepth)
			}
		case c == ']' || c == '}':
			depth--
		}
	}
	return nil
}
