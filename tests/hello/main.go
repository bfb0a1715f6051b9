// Command hello is the floor page timings are measured against: a go-app
// "hello" component, built into a site the same way as Auspex (the same page
// shell, service worker, compression and server; only the wasm differs).
package main

import "auspex/tests/hello/page"

func main() { page.Run() }
