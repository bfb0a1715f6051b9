//go:build !wasm

package content

import (
	"strings"
	"testing"
	"testing/fstest"

	"auspex/engine/ruleset"
)

// book is a system cited by page, with one origin outside its source.
var book = ruleset.Info{Cite: ruleset.CitePages, Source: ruleset.Source{Title: "Book"},
	Origins: []ruleset.Origin{{ID: "core9", Badge: "9th core", Label: "9th edition core rules, not in the source text"}}}

// fixture is a small valid reference; tests spoil one file at a time.
func fixture() fstest.MapFS {
	return fstest.MapFS{
		"ref/contents/01-a.txt": {Data: []byte("// a comment\n# Part One\n## Sec A\nalpha\n\nbeta\n")},
		"ref/contents/02-b.txt": {Data: []byte("## Sec B\ngamma\n")},
		"ref/entries/alpha.md":  {Data: []byte("---\ntitle: Alpha Rule\npages: 5\naliases: A, [ALPHA]\nkeywords: first\n---\nAlpha links to [beta](ref:beta).\n")},
		"ref/entries/beta.md":   {Data: []byte("---\ntitle: Beta\npages: 6-7\n---\n\nBeta body.\n")},
		"ref/entries/gamma.md":  {Data: []byte("---\ntitle: Gamma\npages: 12, 39\n---\nGamma body.\n")},
		"ref/glossary/01.txt":   {Data: []byte("Alpha | alpha | the first rule\nGAMMA | gamma | a keyword\n")},
	}
}

func TestLoadReadsTreeOrderAndFields(t *testing.T) {
	ref, err := Load(fixture(), "ref", book)
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, e := range ref.Entries {
		ids = append(ids, e.ID+"@"+e.Part+"/"+e.Section)
	}
	if got := strings.Join(ids, " "); got != "alpha@Part One/Sec A beta@Part One/Sec A gamma@Part One/Sec B" {
		t.Fatalf("order/tree: %s", got)
	}
	a := ref.Entries[0]
	if a.Title != "Alpha Rule" || a.Pages != "5" || strings.Join(a.Aliases, "|") != "A|[ALPHA]" || a.Keywords[0] != "first" {
		t.Fatalf("front matter: %+v", a)
	}
	if ref.Entries[1].Body != "Beta body.\n" {
		t.Fatalf("body: %q", ref.Entries[1].Body)
	}
	if len(ref.Glossary) != 2 || ref.Glossary[1].Term != "GAMMA" || ref.Glossary[1].Entry != "gamma" {
		t.Fatalf("glossary: %+v", ref.Glossary)
	}
}

// Every fault names its file and line.
func TestLoadRejectsBadContent(t *testing.T) {
	cases := []struct {
		file, data, want string
	}{
		{"ref/entries/beta.md", "---\ntitle: Beta\npages: 6\ncolour: red\n---\nx\n", `ref/entries/beta.md:4: unknown front-matter key "colour"`},
		{"ref/entries/beta.md", "---\npages: 6\n---\nx\n", "ref/entries/beta.md:1: missing title"},
		{"ref/entries/beta.md", "---\ntitle: Beta\n---\nx\n", "ref/entries/beta.md:1: missing pages"},
		{"ref/entries/beta.md", "---\ntitle: Beta\npages: six\n---\nx\n", `ref/entries/beta.md:3: pages: "six" is not a citation of pages`},
		{"ref/entries/beta.md", "---\ntitle: Beta\npages: 1.12.9\n---\nx\n", `ref/entries/beta.md:3: pages: "1.12.9" is not a citation of pages (write 28, 20-21 or 20-21, 42); it reads as numbered sections`},
		{"ref/entries/beta.md", "---\ntitle: Beta\npages: 7-6\n---\nx\n", `ref/entries/beta.md:3: pages: "7-6": the range 7-6 does not run forwards`},
		{"ref/entries/beta.md", "---\ntitle: Beta\nsection: 1.2\n---\nx\n", `ref/entries/beta.md:3: front-matter key "section": this system cites pages; write pages: 28`},
		{"ref/entries/beta.md", "---\ntitle: Beta\npages: 6\norigin: errata\n---\nx\n", `ref/entries/beta.md:4: origin: unknown origin "errata": this system knows "" (the source book), "faq", "ruling", "derived", "core9"`},
		{"ref/entries/beta.md", "---\ntitle: Beta\npages: 6\n---\n\n", "ref/entries/beta.md:5: the body is empty"},
		{"ref/entries/beta.md", "title: Beta\n", "ref/entries/beta.md:1: an entry starts with front matter"},
		{"ref/entries/beta.md", "---\ntitle: Beta\npages: 6\n", "front matter is not closed"},
		{"ref/entries/beta.md", "---\ntitle: Beta\npages: 6\n---\nOne.\n\nSee [x](ref:nope).\n", `ref/entries/beta.md:7: broken link ref:nope`},
		{"ref/entries/Bad_Id.md", "---\ntitle: X\npages: 1\n---\nx\n", `ref/entries/Bad_Id.md:1: bad id "Bad_Id"`},
		{"ref/entries/delta.md", "---\ntitle: D\npages: 1\n---\nx\n", `ref/entries/delta.md:1: entry "delta" is not listed`},
		{"ref/contents/03-c.txt", "## Sec C\nalpha\n", `ref/contents/03-c.txt:2: entry "alpha" is listed twice (first at ref/contents/01-a.txt:4)`},
		{"ref/contents/03-c.txt", "## Sec C\nepsilon\n", `ref/contents/03-c.txt:2: entry "epsilon" is listed but ref/entries/epsilon.md does not exist`},
		{"ref/contents/03-c.txt", "## Sec C\nNot An Id\n", `ref/contents/03-c.txt:2: bad id "Not An Id"`},
		{"ref/contents/01-a.txt", "alpha\n", `ref/contents/01-a.txt:1: entry "alpha" comes before any section`},
		{"ref/glossary/02.txt", "Beta | nope | x\n", `ref/glossary/02.txt:1: glossary term "Beta" points at "nope"`},
		{"ref/glossary/02.txt", "Alpha | alpha | again\n", `ref/glossary/02.txt:1: glossary term "Alpha" given twice (first at ref/glossary/01.txt:1)`},
		{"ref/glossary/02.txt", "Alpha alpha\n", `ref/glossary/02.txt:1: a glossary line is 'Term | entry-id | definition'`},
		{"ref/entries/glossary.md", "---\ntitle: G\npages: 1\n---\nx\n", `id "glossary" is reserved`},
	}
	for _, c := range cases {
		fsys := fixture()
		fsys[c.file] = &fstest.MapFile{Data: []byte(c.data)}
		_, err := Load(fsys, "ref", book)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s with %q:\n got  %v\n want %s", c.file, c.data, err, c.want)
		}
	}
}

func TestLoadReportsEveryFault(t *testing.T) {
	fsys := fixture()
	fsys["ref/entries/beta.md"] = &fstest.MapFile{Data: []byte("---\nx: 1\n---\nx\n")}
	_, err := Load(fsys, "ref", book)
	for _, want := range []string{"unknown front-matter key", "missing title", "missing pages"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("error lacks %q: %v", want, err)
		}
	}
}

func FuzzLoad(f *testing.F) {
	for _, s := range []string{"---\ntitle: T\npages: 1\n---\nbody [x](ref:alpha)\n", "---\n---\n", "", "---\ntitle:\n", "\x00---\r\n"} {
		f.Add(s, "## S\nbeta\n")
	}
	f.Fuzz(func(t *testing.T, entry, contents string) {
		fsys := fixture()
		fsys["ref/entries/beta.md"] = &fstest.MapFile{Data: []byte(entry)}
		fsys["ref/contents/03-x.txt"] = &fstest.MapFile{Data: []byte(contents)}
		ref, err := Load(fsys, "ref", book)
		if err == nil {
			for _, e := range ref.Entries {
				if e.Title == "" || e.Pages == "" || strings.TrimSpace(e.Body) == "" {
					t.Fatalf("accepted an incomplete entry: %+v", e)
				}
			}
		}
	})
}

// Origins: the book by default, the FAQ everywhere, and what the system declares.
func TestLoadReadsOrigins(t *testing.T) {
	fsys := fixture()
	fsys["ref/entries/beta.md"] = &fstest.MapFile{Data: []byte("---\ntitle: Beta\npages: 6\norigin: faq\n---\nx\n")}
	fsys["ref/entries/gamma.md"] = &fstest.MapFile{Data: []byte("---\ntitle: Gamma\norigin: core9\npages: 112\n---\nx\n")}
	ref, err := Load(fsys, "ref", book)
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []string{"", "faq", "core9"} {
		if got := ref.Entries[i].Origin; got != want {
			t.Errorf("%s: origin %q, want %q", ref.Entries[i].ID, got, want)
		}
	}
}

// The same files for systems cited by numbered and by named sections: the key
// is "section", the value in the system's form; a page number is a fault.
func TestLoadSectionForms(t *testing.T) {
	for _, c := range []struct {
		form       ruleset.CiteForm
		good, want string
	}{
		{ruleset.CiteSections, "1.12.9, 2.1", "1.12.9, 2.1"},
		{ruleset.CiteNamed, "Assault Phase › Charges", "Assault Phase › Charges"},
	} {
		info := ruleset.Info{Cite: c.form}
		fsys := fixture()
		for _, id := range []string{"alpha", "beta", "gamma"} {
			fsys["ref/entries/"+id+".md"] = &fstest.MapFile{Data: []byte("---\ntitle: " + id + "\nsection: " + c.good + "\n---\nx\n")}
		}
		ref, err := Load(fsys, "ref", info)
		if err != nil {
			t.Fatalf("%s: %v", c.form, err)
		}
		if ref.Entries[0].Pages != c.want {
			t.Errorf("%s: citation %q", c.form, ref.Entries[0].Pages)
		}
		fsys["ref/entries/beta.md"] = &fstest.MapFile{Data: []byte("---\ntitle: Beta\nsection: p. 28\n---\nx\n")}
		_, err = Load(fsys, "ref", info)
		if want := `ref/entries/beta.md:3: section: "p. 28" is not a citation of ` + c.form.String(); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want %s", c.form, err, want)
		}
		fsys["ref/entries/beta.md"] = &fstest.MapFile{Data: []byte("---\ntitle: Beta\npages: 28\n---\nx\n")}
		_, err = Load(fsys, "ref", info)
		if want := `ref/entries/beta.md:3: front-matter key "pages": this system cites ` + c.form.String() + `; write section:`; err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want %s", c.form, err, want)
		}
	}
}
