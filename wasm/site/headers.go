//go:build !wasm

package site

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// headersFile holds the security headers of a built site, in the format of
// hosts that read one (Netlify, Cloudflare Pages); ./build.sh serve sends the
// same set, so what the tests pass is what a host sends.
const headersFile = "_headers"

// securityHeaders are the headers every response carries. The policy allows
// only the site's own origin; 'wasm-unsafe-eval' lets the browser compile the
// wasm, and the inline scripts (the boot script) are allowed by their hashes,
// filled in at build time.
func securityHeaders(scriptHashes []string) [][2]string {
	script := "'self' 'wasm-unsafe-eval'"
	for _, h := range scriptHashes {
		script += " '" + h + "'"
	}
	csp := strings.Join([]string{
		"default-src 'self'",
		"script-src " + script,
		"style-src 'self'",
		"img-src 'self' data:",
		"connect-src 'self'",
		"worker-src 'self'",
		"manifest-src 'self'",
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		"frame-ancestors 'none'",
	}, "; ")
	return [][2]string{
		{"Content-Security-Policy", csp},
		{"X-Content-Type-Options", "nosniff"},
		{"Referrer-Policy", "no-referrer"},
		{"X-Frame-Options", "DENY"},
	}
}

// inlineScript is an inline script of a page, its text the submatch (go-app
// writes the raw headers as given; none of them holds "</script>").
var inlineScript = regexp.MustCompile(`(?s)<script>(.*?)</script>`)

// writeHeaders hashes every inline script of the built pages and writes the
// _headers file. Pages differ in content, not in their scripts, but every
// page is read so a page with another script cannot slip through.
func writeHeaders(out string) error {
	files, err := listFiles(out)
	if err != nil {
		return err
	}
	var hashes []string
	for _, f := range files {
		if !strings.HasSuffix(f, ".html") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		for _, m := range inlineScript.FindAllSubmatch(b, -1) {
			sum := sha256.Sum256(m[1])
			if h := "sha256-" + base64.StdEncoding.EncodeToString(sum[:]); !slices.Contains(hashes, h) {
				hashes = append(hashes, h)
			}
		}
	}
	var b strings.Builder
	b.WriteString("/*\n")
	for _, h := range securityHeaders(hashes) {
		fmt.Fprintf(&b, "  %s: %s\n", h[0], h[1])
	}
	return os.WriteFile(filepath.Join(out, headersFile), []byte(b.String()), 0o644)
}

// readHeaders reads the "/*" block of a built site's _headers file.
func readHeaders(dir string) (http.Header, error) {
	b, err := os.ReadFile(filepath.Join(dir, headersFile))
	if err != nil {
		return nil, fmt.Errorf("site: %s has no %s: rebuild it with ./build.sh", dir, headersFile)
	}
	h := http.Header{}
	sc := bufio.NewScanner(bytes.NewReader(b))
	inAll := false
	for sc.Scan() {
		line := sc.Text()
		if !strings.HasPrefix(line, " ") && !strings.HasPrefix(line, "\t") {
			inAll = strings.TrimSpace(line) == "/*"
			continue
		}
		if k, v, ok := strings.Cut(strings.TrimSpace(line), ":"); ok && inAll {
			h.Set(strings.TrimSpace(k), strings.TrimSpace(v))
		}
	}
	if h.Get("Content-Security-Policy") == "" {
		return nil, fmt.Errorf("site: %s/%s sets no Content-Security-Policy", dir, headersFile)
	}
	return h, nil
}
