package content

import (
	"strings"
	"testing"
	"testing/fstest"
)

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
	ref, err := Load(fixture(), "ref")
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
		{"ref/entries/beta.md", "---\ntitle: Beta\npages: six\n---\nx\n", `ref/entries/beta.md:3: pages "six"`},
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
		_, err := Load(fsys, "ref")
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s with %q:\n got  %v\n want %s", c.file, c.data, err, c.want)
		}
	}
}

func TestLoadReportsEveryFault(t *testing.T) {
	fsys := fixture()
	fsys["ref/entries/beta.md"] = &fstest.MapFile{Data: []byte("---\nx: 1\n---\nx\n")}
	_, err := Load(fsys, "ref")
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
		ref, err := Load(fsys, "ref")
		if err == nil {
			for _, e := range ref.Entries {
				if e.Title == "" || e.Pages == "" || strings.TrimSpace(e.Body) == "" {
					t.Fatalf("accepted an incomplete entry: %+v", e)
				}
			}
		}
	})
}
