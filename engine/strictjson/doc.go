package strictjson

import (
	"encoding/json"
	"fmt"
	"strings"

	"auspex/engine/clip"
)

// App is the app every document Auspex writes names.
const App = "auspex"

// Header opens every document Auspex stores or exports (saved profiles,
// imported armies): the app that wrote it, what it holds and the version of
// its shape. A document type embeds it as its first field.
type Header struct {
	App     string `json:"app"`
	Type    string `json:"type"`
	Version int    `json:"version"`
}

// NewHeader is the header of a document of this type and version.
func NewHeader(typ string, version int) Header { return Header{App: App, Type: typ, Version: version} }

func (h Header) header() Header { return h }

// Doc is a document: a struct that embeds Header.
type Doc interface{ header() Header }

// DecodeDoc reads raw into doc strictly: at most maxBytes, no unknown field,
// app "auspex", the given type and version. Errors name the document by its
// type ("not a valid profiles file").
func DecodeDoc(raw string, maxBytes int, typ string, version int, doc Doc) error {
	if len(raw) > maxBytes {
		return fmt.Errorf("the file is too large (%d bytes; at most %d)", len(raw), maxBytes)
	}
	if err := Decode([]byte(raw), doc); err != nil {
		return fmt.Errorf("not a valid %s file: %v", typ, err)
	}
	switch h := doc.header(); {
	case h.App != App || h.Type != typ:
		return fmt.Errorf("not an Auspex %s file (app %s, type %s)", typ, clip.Quote(h.App), clip.Quote(h.Type))
	case h.Version != version:
		return fmt.Errorf("%s file version %d is not one this Auspex reads (it reads version %d)", typ, h.Version, version)
	}
	return nil
}

// EncodeDoc writes a document as indented JSON, leaving & < > readable.
func EncodeDoc(doc Doc) string {
	var out strings.Builder
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", " ")
	enc.Encode(doc)
	return out.String()
}
