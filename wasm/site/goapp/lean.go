//go:build ignore

// This file is not built with Auspex: wasm/site/leanapp.go writes it, with
// the build line "wasm", into the copy of go-app's pkg/app that the browser
// build compiles. It is what the browser half of pkg/app needs from the two
// server files left out: the Handler type (named by wasm.go's stub of
// GenerateStaticWebsite) and two path tests app.go uses, as go-app v9.8.0
// writes them.

package app

import "strings"

// Handler is the server side, which the wasm does not carry.
type Handler struct{}

func isRemoteLocation(path string) bool {
	return strings.HasPrefix(path, "https://") || strings.HasPrefix(path, "http://")
}

func isStaticResourcePath(path string) bool {
	return strings.HasPrefix(path, "/web/") || strings.HasPrefix(path, "web/")
}
