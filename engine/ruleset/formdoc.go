//go:build !wasm

package ruleset

import (
	"fmt"
	"strings"
)

// QueryKeysDoc documents a calculator's query keys as a Markdown table, from
// its form: the doc is the data, so it cannot drift from what the
// calculator reads (a test compares it with each system's README).
func QueryKeysDoc(f *Form) string {
	var b strings.Builder
	b.WriteString("Flags take `1` (on) or `0`; an empty or missing key takes its default. A refused value names the key, what is allowed and why.\n")
	if f.Lines != nil {
		fmt.Fprintf(&b, "Up to %d %s lines: line 1 takes the plain keys, line k the keys marked *per line* prefixed `k.` (`2.%s`); every %s line needs %s.\n",
			f.Lines.Max, strings.ToLower(f.Lines.Label), f.Lines.Keys[0], strings.ToLower(f.Lines.Label), "`"+strings.Join(f.Lines.Required, "`, `")+"`")
	}
	b.WriteString("\n| key | meaning | values (default) |\n| --- | --- | --- |\n")
	for _, fd := range f.Fields {
		meaning := fd.Label
		if fd.Help != "" {
			meaning += ": " + fd.Help
		}
		var notes []string
		if f.Lines != nil && f.Repeated(fd.Key) {
			notes = append(notes, "*per line*")
		}
		if when := f.showsWhen(fd.Key); when != "" {
			notes = append(notes, "only when "+when)
		}
		if fd.Bound != "" {
			notes = append(notes, "range: "+fd.Bound)
		}
		if len(notes) > 0 {
			meaning += " (" + strings.Join(notes, "; ") + ")"
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s |\n", fd.Key, cell(meaning), cell(values(fd)))
	}
	return b.String()
}

// values says what a field takes and its default.
func values(fd Field) string {
	def := func(s string) string {
		if s == "" {
			return "(empty)"
		}
		return "(" + s + ")"
	}
	switch fd.Kind {
	case Number:
		return fmt.Sprintf("%d to %d %s", fd.Min, fd.Max, def(fd.Default))
	case Dice:
		return fmt.Sprintf("dice, %d to %d %s", fd.Min, fd.Max, def(fd.Default))
	case Toggle:
		return "flag " + def(fd.Default)
	case Choice:
		opts := make([]string, len(fd.Options))
		for i, o := range fd.Options {
			v := "`" + o.Value + "`"
			if o.Value == "" {
				v = "empty"
			}
			opts[i] = v + " " + o.Label
		}
		return strings.Join(opts, ", ") + " " + def(fd.Default)
	}
	return string(fd.Kind)
}

// cell keeps a table cell on one line and its pipes literal.
func cell(s string) string {
	return strings.NewReplacer("|", `\|`, "\n", " ").Replace(s)
}
