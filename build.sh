#!/usr/bin/env bash
# Auspex build script. Needs only Go (1.26+); the test command installs the
# rest (Debian's chromium) out loud, or says exactly how.
#
#   ./build.sh [-prefix NAME]   build dist/ (NAME: sub-path, e.g. a GitHub Pages project site)
#   ./build.sh -stock [...]     the same with go-app as published: no edit group (wasm/site/README.md)
#   ./build.sh serve [ADDR]     build, then serve dist/ on ADDR (default localhost:8000)
#   ./build.sh test             vet, verbatim check, every test (golden, browser, fuzz seeds)
#   ./build.sh bench            the benchmarks quoted in the README
#   ./build.sh fuzz [TIME]      every fuzz target for TIME each (default 1m; not part of test or CI)
#   ./build.sh calc SYSTEM 'QUERY'   print the exact calculation as JSON (calc -roll SEED ...: a roll)
#   ./build.sh army FILE        print a roster file (.ros, .rosz) as Auspex imports it, as JSON
#   ./build.sh army FILE -target 'QUERY' [-set 'QUERY'] [-by FIGURE]
#                               rank every attack of the roster against that target, as JSON
set -euo pipefail
cd "$(dirname "$0")"

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }

need_go() {
  command -v go >/dev/null || { echo "Go 1.26 or newer is needed: https://go.dev/dl/" >&2; exit 1; }
}

build() {
  say "building dist/"
  go run ./wasm build -out dist "$@"
}

# The browser tests drive Debian's chromium. They never skip silently: a missing
# browser is installed here when this machine allows it, and is otherwise a
# failure that names the command to run.
ensure_chromium() {
  if [ -x /usr/bin/chromium ]; then
    return
  fi
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    say "installing Debian's chromium for the browser tests (apt-get install chromium)"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    [ -x /usr/bin/chromium ] || { echo "chromium did not install" >&2; exit 1; }
    return
  fi
  echo "The browser tests need /usr/bin/chromium. Install it with:" >&2
  echo "    sudo apt-get install -y chromium" >&2
  exit 1
}

cmd=${1:-build}
case "$cmd" in
  serve)
    need_go
    addr=${2:-localhost:8000}
    build
    go run ./wasm serve -dir dist -addr "$addr"
    ;;
  test)
    need_go
    ensure_chromium
    # The browser tests speak DevTools to whatever chromium Debian ships today:
    # say which, so a failure after an update names the version that changed.
    say "browser tests use $(/usr/bin/chromium --version 2>/dev/null || echo "a /usr/bin/chromium that does not say its version")"
    say "go vet (native)"
    go vet ./...
    say "go vet (GOOS=js GOARCH=wasm)"
    GOOS=js GOARCH=wasm go vet ./...
    if [ -x ../shared/tools/verbatim-check ]; then
      say "verbatim-check"
      ../shared/tools/verbatim-check .
    elif [ "${CI:-}" = true ]; then
      echo "verbatim-check not found beside the checkout (../shared/tools/verbatim-check): CI must run it" >&2
      exit 1
    else
      say "verbatim-check not found beside the checkout (../shared/tools): not run"
    fi
    if [ ! -d ../shared/seeds ]; then
      [ "${CI:-}" = true ] && { echo "../shared/seeds not found beside the checkout: CI must check the anchors" >&2; exit 1; }
      say "../shared/seeds not found beside the checkout: the anchor and coverage tests skip"
    fi
    say "go test ./... (unit, golden, browser)"
    go test -count=1 -timeout 30m ./...
    ;;
  fuzz)
    need_go
    fuzztime=${2:-1m}
    # Every fuzz target there is, found afresh: a new one is run without being listed here.
    # Each runs whatever the others did (set -e would stop at the first
    # failure), and the run ends with a count of both: non-zero if any failed.
    passed=0 failed=()
    while read -r dir name; do
      say "fuzz $name in ./$dir for $fuzztime"
      if go test -run '^$' -fuzz "^$name\$" -fuzztime "$fuzztime" "./$dir" </dev/null; then
        passed=$((passed + 1))
      else
        failed+=("./$dir $name")
      fi
    done < <(grep -rn --include='*_test.go' '^func Fuzz' . | sed -E 's#^\./(.*)/[^/]*_test\.go:[0-9]+:func (Fuzz[A-Za-z0-9_]*).*#\1 \2#' | sort)
    for f in "${failed[@]}"; do
      echo "FAILED: $f"
    done
    echo "fuzz: $passed passed, ${#failed[@]} failed, of $((passed + ${#failed[@]})) targets, $fuzztime each"
    [ "${#failed[@]}" -eq 0 ]
    ;;
  calc|army)
    need_go
    shift
    # Built, then run, so an error exits with the tool's own status and no "exit status" line from go run.
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    go build -o "$tmp/auspex" ./wasm
    "$tmp/auspex" "$cmd" "$@"
    ;;
  bench)
    need_go
    ensure_chromium
    # No time limit: BenchmarkPageLoad alone takes about 15 minutes (three
    # sites, two speeds, three pages, 15 visits each), past go test's default 10.
    go test -run '^$' -bench . -timeout 0 ./...
    if command -v node >/dev/null; then
      say "calculator benchmarks in the browser build (GOOS=js GOARCH=wasm under Node's V8)"
      GOOS=js GOARCH=wasm go test -run '^$' -bench 'Calculate|Roll' \
        -exec "$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./engine/rulesets/wh40k10/ ./engine/rulesets/wh40k9/
      say "ranking an army in the browser build"
      GOOS=js GOARCH=wasm go test -run '^$' -bench RankArmy \
        -exec "$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./engine/rank/
    else
      say "node not found: the wasm calculator benchmarks are not run"
    fi
    ;;
  build|-prefix|--prefix|-stock|--stock)
    need_go
    if [ "$cmd" = build ]; then shift $(( $# > 0 ? 1 : 0 )); fi
    build "$@"
    ;;
  *)
    sed -n '2,12p' "$0" >&2
    exit 2
    ;;
esac
