package ruleset

import "strings"

// Chart is a table printed in the source, transcribed exactly.
type Chart struct {
	ID      string
	Title   string
	Caption string     // one line on what the chart is for, in our own words
	Columns []string   // header cells
	Rows    [][]string // each row has exactly len(Columns) cells
	// RowHeaders marks the first cell of each row as that row's header.
	RowHeaders bool
	Notes      []string // rules that go with the chart, in our own words
	Page       string   // source page(s) in the book: "21", "24-25"
	SourceNote string   // how the values were read from the OCR'd seed and which copy was trusted
}

// Sheet is a quick-reference sheet: ordered blocks that print on one or two pages.
type Sheet struct {
	ID     string
	Title  string
	Pages  string // source pages the sheet draws on
	Blocks []Block
}

// BlockKind says how a sheet block renders.
type BlockKind int

// The kinds of sheet block.
const (
	Heading  BlockKind = iota // Text is the heading
	Para                      // Text is a paragraph
	List                      // Items, unordered
	Steps                     // Items, numbered
	ChartRef                  // Chart is the id of a chart of the same ruleset
)

// Block is one piece of a sheet.
type Block struct {
	Kind  BlockKind
	Text  string
	Items []string
	Chart string
}

// PageRef writes source pages for a reader: "p. 21" for one page, "pp. 20-21,
// 42" for a range or a list.
func PageRef(pages string) string {
	if strings.ContainsAny(pages, "-,") {
		return "pp. " + pages
	}
	return "p. " + pages
}
