//go:build !wasm

package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// writeSite writes the static page around the floor into -out.
func writeSite() {
	out := flag.String("out", "", "directory to write the static page into")
	flag.Parse()
	h := &app.Handler{Name: "floor", Icon: app.Icon{Default: "/web/icon.png"}, Version: "1"}
	if err := app.GenerateStaticWebsite(*out, h); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
