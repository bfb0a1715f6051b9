//go:build !wasm

package content

import (
	"bufio"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"sort"
	"strings"

	"auspex/engine/ruleset"
)

// The format is documented in engine/ruleset/CONTENT.md.

var (
	idPattern = regexp.MustCompile(`^[a-z][a-z0-9-]*$`)
	// refLink finds explicit links to entries: [text](ref:id) and [text](ref:id "title").
	refLink = regexp.MustCompile(`\]\(\s*ref:([^)\s]*)`)
)

// citeKey is the front-matter key of an entry's citation: "pages" in a book
// cited by page, "section" in one cited by section (numbered or named).
func citeKey(f ruleset.CiteForm) string {
	if f == ruleset.CitePages {
		return "pages"
	}
	return "section"
}

// frontKeys are the keys an entry's front matter may hold, citeKey aside.
var frontKeys = []string{"title", "aliases", "keywords", "origin", "lines"}

// faults collects errors that name a file and line.
type faults []error

func (f *faults) add(file string, line int, format string, a ...any) {
	*f = append(*f, fmt.Errorf("%s:%d: %s", file, line, fmt.Sprintf(format, a...)))
}

// listing is where an id was listed in the contents.
type listing struct {
	file          string
	line          int
	part, section string
}

// Load reads dir/contents/*.txt, dir/entries/*.md and dir/glossary/*.txt from
// fsys for the system info describes: each entry's citation must be in its
// form (info.Cite) and its origin one it knows. Any fault in any file fails
// the whole load; the error lists them all.
func Load(fsys fs.FS, dir string, info ruleset.Info) (*Reference, error) {
	var errs faults
	order, listed := readContents(fsys, path.Join(dir, "contents"), &errs)
	files, err := fs.Glob(fsys, path.Join(dir, "entries", "*"))
	if err != nil {
		return nil, err
	}
	byID := map[string]ruleset.Entry{}
	lines := map[string]int{} // first body line of each entry, for link faults
	for _, f := range files {
		id := strings.TrimSuffix(path.Base(f), ".md")
		switch {
		case !strings.HasSuffix(f, ".md"):
			errs.add(f, 1, "not an entry: entry files are named <id>.md")
			continue
		case !idPattern.MatchString(id):
			errs.add(f, 1, "bad id %q: lower case letters, digits and hyphens, starting with a letter", id)
			continue
		}
		if slices.Contains(ruleset.ReservedEntryIDs, id) {
			errs.add(f, 1, "id %q is reserved for the app", id)
		}
		l, ok := listed[id]
		if !ok {
			errs.add(f, 1, "entry %q is not listed in any contents file", id)
			continue
		}
		e, bodyLine := readEntry(fsys, f, info, &errs)
		e.ID, e.Part, e.Section = id, l.part, l.section
		byID[id] = e
		lines[id] = bodyLine
	}
	ref := &Reference{}
	for _, id := range order {
		e, ok := byID[id]
		if !ok {
			l := listed[id]
			errs.add(l.file, l.line, "entry %q is listed but %s does not exist", id, path.Join(dir, "entries", id+".md"))
			continue
		}
		ref.Entries = append(ref.Entries, e)
	}
	for _, e := range ref.Entries {
		checkLinks(e, path.Join(dir, "entries", e.ID+".md"), lines[e.ID], byID, &errs)
	}
	ref.Glossary = readGlossary(fsys, path.Join(dir, "glossary"), byID, &errs)
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return ref, nil
}

// readContents reads the section tree: ids in reading order and where each
// was listed. A part carries over from one file to the next.
func readContents(fsys fs.FS, dir string, errs *faults) ([]string, map[string]listing) {
	files, _ := fs.Glob(fsys, path.Join(dir, "*.txt"))
	sort.Strings(files)
	if len(files) == 0 {
		errs.add(dir, 0, "no contents files (*.txt)")
	}
	var order []string
	listed := map[string]listing{}
	part, section := "", ""
	for _, f := range files {
		eachLine(fsys, f, errs, func(n int, line string) {
			switch {
			case strings.HasPrefix(line, "## "):
				section = strings.TrimSpace(line[3:])
				if part == "" {
					errs.add(f, n, "section %q comes before any part (# Part)", section)
				}
			case strings.HasPrefix(line, "# "):
				part, section = strings.TrimSpace(line[2:]), ""
			case strings.HasPrefix(line, "#"):
				errs.add(f, n, "a heading is '# Part' or '## Section', with a space")
			case !idPattern.MatchString(line):
				errs.add(f, n, "bad id %q: lower case letters, digits and hyphens, starting with a letter", line)
			case section == "":
				errs.add(f, n, "entry %q comes before any section (## Section)", line)
			default:
				if prev, dup := listed[line]; dup {
					errs.add(f, n, "entry %q is listed twice (first at %s:%d)", line, prev.file, prev.line)
					return
				}
				listed[line] = listing{f, n, part, section}
				order = append(order, line)
			}
		})
	}
	return order, listed
}

// eachLine calls fn for every line that is not blank or a // comment, trimmed.
func eachLine(fsys fs.FS, file string, errs *faults, fn func(n int, line string)) {
	b, err := fs.ReadFile(fsys, file)
	if err != nil {
		errs.add(file, 0, "%v", err)
		return
	}
	sc := bufio.NewScanner(strings.NewReader(string(b)))
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "//") {
			continue
		}
		fn(n, line)
	}
	if err := sc.Err(); err != nil {
		errs.add(file, 0, "%v", err)
	}
}

// readEntry reads front matter and body; it returns the body's first line number.
func readEntry(fsys fs.FS, file string, info ruleset.Info, errs *faults) (ruleset.Entry, int) {
	var e ruleset.Entry
	cite := citeKey(info.Cite)
	keys := append([]string{cite}, frontKeys...)
	b, err := fs.ReadFile(fsys, file)
	if err != nil {
		errs.add(file, 0, "%v", err)
		return e, 0
	}
	lines := strings.Split(strings.ReplaceAll(string(b), "\r\n", "\n"), "\n")
	if len(lines) == 0 || strings.TrimSpace(lines[0]) != "---" {
		errs.add(file, 1, "an entry starts with front matter: a line '---'")
		return e, 0
	}
	end := 0
	seen := map[string]int{}
	for i := 1; i < len(lines) && end == 0; i++ {
		line := strings.TrimSpace(lines[i])
		switch {
		case line == "---":
			end = i
			continue
		case line == "":
			continue
		}
		key, val, ok := strings.Cut(line, ":")
		key, val = strings.TrimSpace(key), strings.TrimSpace(val)
		switch {
		case !ok:
			errs.add(file, i+1, "front matter lines are 'key: value', got %q", line)
			continue
		case (key == "pages" || key == "section") && key != cite:
			errs.add(file, i+1, "front-matter key %q: this system cites %s; write %s: %s", key, info.Cite, cite, info.Cite.Example())
			continue
		case !slices.Contains(keys, key):
			errs.add(file, i+1, "unknown front-matter key %q (%s)", key, strings.Join(keys, ", "))
			continue
		case seen[key] > 0:
			errs.add(file, i+1, "front-matter key %q given twice (first on line %d)", key, seen[key])
			continue
		}
		seen[key] = i + 1
		switch key {
		case "title":
			e.Title = val
		case cite:
			e.Pages = val
			if err := info.Cite.Check(val); err != nil {
				errs.add(file, i+1, "%s: %v", cite, err)
			}
		case "origin":
			e.Origin = val
			if err := info.CheckOrigin(val); err != nil {
				errs.add(file, i+1, "origin: %v", err)
			}
		case "lines":
			e.Lines = val
			if _, err := ruleset.ParseLines(val); err != nil {
				errs.add(file, i+1, "lines: %v", err)
			}
		case "aliases":
			e.Aliases = splitList(val)
		case "keywords":
			e.Keywords = splitList(val)
		}
	}
	if end == 0 {
		errs.add(file, len(lines), "front matter is not closed by a line '---'")
		return e, 0
	}
	if e.Title == "" {
		errs.add(file, 1, "missing title")
	}
	if e.Pages == "" {
		errs.add(file, 1, "missing %s", cite)
	}
	e.Body = strings.TrimSpace(strings.Join(lines[end+1:], "\n")) + "\n"
	if strings.TrimSpace(e.Body) == "" {
		errs.add(file, end+2, "the body is empty")
	}
	// The body's first line: skip the blank lines TrimSpace removed.
	first := end + 2
	for first-1 < len(lines) && strings.TrimSpace(lines[first-1]) == "" {
		first++
	}
	return e, first
}

func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// LinkTargets lists the entries a Markdown body links by hand ([text](ref:id)),
// in order, as the loader reads them.
func LinkTargets(body string) []string {
	var ids []string
	for _, m := range refLink.FindAllStringSubmatch(body, -1) {
		ids = append(ids, m[1])
	}
	return ids
}

// checkLinks reports every ref: link whose target is not an entry.
func checkLinks(e ruleset.Entry, file string, first int, byID map[string]ruleset.Entry, errs *faults) {
	for i, line := range strings.Split(e.Body, "\n") {
		for _, id := range LinkTargets(line) {
			if _, ok := byID[id]; !ok {
				errs.add(file, first+i, "broken link ref:%s: there is no entry %q", id, id)
			}
		}
	}
}

// readGlossary reads "Term | entry-id | definition" lines.
func readGlossary(fsys fs.FS, dir string, byID map[string]ruleset.Entry, errs *faults) []ruleset.Term {
	files, _ := fs.Glob(fsys, path.Join(dir, "*.txt"))
	sort.Strings(files)
	var terms []ruleset.Term
	seen := map[string]string{}
	for _, f := range files {
		eachLine(fsys, f, errs, func(n int, line string) {
			parts := strings.Split(line, "|")
			if len(parts) != 3 {
				errs.add(f, n, "a glossary line is 'Term | entry-id | definition', got %d fields", len(parts))
				return
			}
			t := ruleset.Term{Term: strings.TrimSpace(parts[0]), Entry: strings.TrimSpace(parts[1]), Definition: strings.TrimSpace(parts[2])}
			switch {
			case t.Term == "" || t.Definition == "":
				errs.add(f, n, "glossary term and definition must not be empty")
			case byID[t.Entry].ID == "":
				errs.add(f, n, "glossary term %q points at %q, which is not an entry", t.Term, t.Entry)
			case seen[t.Term] != "":
				errs.add(f, n, "glossary term %q given twice (first at %s)", t.Term, seen[t.Term])
			default:
				seen[t.Term] = fmt.Sprintf("%s:%d", f, n)
				terms = append(terms, t)
			}
		})
	}
	return terms
}
