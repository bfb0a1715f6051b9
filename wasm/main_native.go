//go:build !wasm

package main

import (
	"errors"
	"flag"
	"fmt"
	"net/http"
	"os"
	"strings"

	"auspex/engine/ruleset"
	"auspex/engine/rulesets"
	"auspex/wasm/site"
)

// registry is the checked registry: bad data stops the build here.
func registry() *ruleset.Registry { return rulesets.Registry() }

const usage = `usage:
  go run ./wasm build [-out dist] [-prefix NAME] [-stock | -goapp GROUPS]   build the static site
  go run ./wasm serve [-dir dist] [-addr ADDR]     serve a built site
  go run ./wasm calc [-roll SEED] SYSTEM 'QUERY'   print a calculation (or a roll) as JSON
  go run ./wasm army FILE                          print a roster file as Auspex imports it, as JSON
  go run ./wasm refindex [-root .]                 write each system's reference index and card counts for the wasm
`

func native(reg *ruleset.Registry) {
	if err := run(reg, os.Args[1:]); err != nil {
		if errors.Is(err, errReported) {
			os.Exit(1)
		}
		fmt.Fprintln(os.Stderr, "auspex:", err)
		os.Exit(1)
	}
}

func run(reg *ruleset.Registry, args []string) error {
	if len(args) == 0 {
		return errors.New(usage)
	}
	fs := flag.NewFlagSet(args[0], flag.ContinueOnError)
	switch args[0] {
	case "build":
		var o site.Options
		fs.StringVar(&o.Out, "out", "dist", "output directory")
		fs.StringVar(&o.Prefix, "prefix", "", "sub-path the site is hosted under, e.g. auspex for https://you.github.io/auspex/")
		fs.StringVar(&o.Root, "root", ".", "the module's root directory")
		stock := fs.Bool("stock", false, "build the wasm with go-app as published: no edit group (wasm/site/README.md)")
		groups := fs.String("goapp", "", "build with only these go-app edit groups, comma-separated: "+strings.Join(site.GoAppGroups(), ","))
		if err := fs.Parse(args[1:]); err != nil {
			return err
		}
		switch {
		case *stock && *groups != "":
			return errors.New("-stock and -goapp: pick one")
		case *stock:
			o.GoApp = []string{}
		case *groups != "":
			o.GoApp = strings.Split(*groups, ",")
		}
		rep, err := site.Build(reg, o)
		if err != nil {
			return err
		}
		fmt.Print(rep)
		return nil
	case "refindex":
		root := fs.String("root", ".", "the module's root directory")
		if err := fs.Parse(args[1:]); err != nil {
			return err
		}
		wrote, err := site.WriteRefIndexes(reg, *root)
		for _, f := range wrote {
			fmt.Println("wrote", f)
		}
		return err
	case "calc":
		return calc(reg, args[1:], os.Stdout)
	case "army":
		return armyCmd(reg, args[1:], os.Stdout)
	case "serve":
		dir := fs.String("dir", "dist", "the built site")
		addr := fs.String("addr", "localhost:8000", "address to listen on")
		if err := fs.Parse(args[1:]); err != nil {
			return err
		}
		h, err := site.FileServer(*dir)
		if err != nil {
			return err
		}
		fmt.Printf("serving %s on http://%s (Ctrl-C stops)\n", *dir, *addr)
		return http.ListenAndServe(*addr, h)
	}
	return fmt.Errorf("unknown command %q\n%s", args[0], usage)
}
