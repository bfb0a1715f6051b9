package ruleset

import "strconv"

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
	Page       string   // the citation, in the system's form (Info.Cite): "21", "24-25"
	Origin     string   // "" for the source book, else an origin id (cite.go)
	CiteColumn string   // the header of the column whose cells cite each row, if any
	SourceNote string   // how the values were read from the OCR'd seed and which copy was trusted
	Lines      string   // the seed lines of its caption and notes (anchor.go); the values are pinned by golden files
}

// Sheet is a quick-reference sheet: ordered blocks that print on one or two pages.
type Sheet struct {
	ID     string
	Title  string
	Pages  string // the citation of what the sheet draws on, in the system's form
	Origin string // "" for the source book, else an origin id (cite.go)
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
	// Page cites this block alone, where it is worth saying (optional);
	// Origin marks a block from outside the book.
	Page, Origin string
	Lines        string // the seed lines it rests on (anchor.go); a heading or chart reference needs none
	// KeepWhole keeps a chart reference in one column of the printed sheet:
	// a small table split between columns reads as two tables. Set it only
	// where the sheet still prints on two pages (tests/print_test.go).
	KeepWhole bool
}

// ThresholdRows builds a two-column chart whose row i needs (first+i)+ on a
// D6, such as the Wound Roll: each label beside its target.
func ThresholdRows(labels []string, first int) [][]string {
	rows := make([][]string, len(labels))
	for i, label := range labels {
		rows[i] = []string{label, strconv.Itoa(first+i) + "+"}
	}
	return rows
}
