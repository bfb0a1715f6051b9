// Command hello is the floor page timings are measured against: a go-app
// "hello" component built the stock way, go-app as published and go-app's
// own page shell and service worker (GenerateStaticWebsite), none of
// Auspex's build steps. Built with GOOS=js it is the app; run natively with
// -out DIR it writes the static site around it.
package main

import "auspex/tests/hello/page"

func main() {
	page.Run()
	writeSite() // natively; nothing in the browser
}
