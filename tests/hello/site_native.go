//go:build !wasm

package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// writeSite writes go-app's static site around the hello page into -out; the
// wasm (web/app.wasm) is built apart. The icon is a local address (go-app's
// default is remote, and the benchmark sends nothing off the machine).
func writeSite() {
	out := flag.String("out", "", "directory to write the static site into")
	flag.Parse()
	h := &app.Handler{Name: "hello", Icon: app.Icon{Default: "/web/icon.png"}, Version: "1"}
	if err := app.GenerateStaticWebsite(*out, h); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
