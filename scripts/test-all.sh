#!/usr/bin/env bash
# The whole test suite, as `npm test` runs it: types, lint, formatting, unit tests, the code
# sample and prose fact checks, the production build and its page-weight budgets, the link
# checker and the browser tests against that build (every demo, every page's accessibility).
# Prints each step's wall time at the end, so CI's budget can be watched as the site grows.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
PORT="${TEST_PORT:-3100}"

timings=()
current=''
started=0
step() {
  finish_step
  current="$1"
  started=$SECONDS
  printf '\n== %s\n' "$1"
}
finish_step() {
  if [ -n "$current" ]; then timings+=("$(printf '%5ss  %s' "$((SECONDS - started))" "$current")"); fi
  current=''
}
report() {
  finish_step
  printf '\n== Step times (total %ss)\n' "$SECONDS"
  printf '%s\n' "${timings[@]}"
}

# Something already answering on the port would be tested instead of this build (an earlier
# run's server, a dev server): refuse rather than test the wrong site.
port_taken() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null || (exec 3<>"/dev/tcp/::1/$1") 2>/dev/null; }
if port_taken "$PORT"; then
  echo "Port $PORT is already in use; stop what listens there (or set TEST_PORT to a free port)." >&2
  exit 1
fi

server=''
# Stops the whole process group of the server (server.mjs and anything it started), on success,
# failure and interrupt alike, and waits until the port is free again.
stop_server() {
  if [ -n "$server" ]; then
    kill -TERM -- "-$server" 2>/dev/null || true
    for _ in $(seq 1 50); do
      kill -0 -- "-$server" 2>/dev/null || break
      sleep 0.1
    done
    kill -KILL -- "-$server" 2>/dev/null || true
    server=''
  fi
}
on_exit() {
  local status=$?
  stop_server
  report
  exit "$status"
}
trap on_exit EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

step "Chromium"
bash scripts/ensure-chromium.sh

step "Older releases for the migration guides' code (old-versions/)"
bash scripts/ensure-old-versions.sh

step "Content and navigation checks"
npm run --silent prebuild

step "Type check"
npm run --silent typecheck

step "Lint"
npm run --silent lint

step "Formatting"
npm run --silent format:check

step "Unit tests"
npm run --silent test:unit

step "Code samples and prose facts"
npm run --silent test:samples

step "Production build"
# prebuild ran above; the generated files are current, and the type check ran, so the build
# skips its own (SKIP_BUILD_TYPECHECK, read in next.config.ts). The test build points the ad
# network at the fake one the browser tests serve, and treats 127.0.0.1:$PORT as the
# production host (the service worker registers there; the tests browse localhost:$PORT otherwise).
SKIP_BUILD_TYPECHECK=1 \
  AD_NETWORK_SCRIPT_URL=http://127.0.0.1:4555/ad.js \
  AD_NETWORK_JSON_URL=http://127.0.0.1:4555/ads.json \
  DOCS_PRODUCTION_HOST="127.0.0.1:$PORT" \
  npx next build
# What npm run build's postbuild does (package.json): compile hints, brotli copies, then the index.
npx tsx scripts/compile-hints.ts
npx tsx scripts/precompress.ts

step "Search index"
npx tsx scripts/build-search-index.ts

step "Search relevance"
npx tsx scripts/check-search-relevance.ts

step "Page-weight budgets"
npx tsx scripts/check-page-weight.ts

step "Production server on port $PORT"
# The store is a fresh SQLite file (or PostgreSQL when DATABASE_URL is set); the browser tests
# send more than a reader would, so the rate limit is raised. setsid puts the server in its own
# process group, so stop_server ends it and anything it started.
DATA_DIR="$(mktemp -d)" RATE_LIMIT_PER_MINUTE=100000 STORE_ROWS_PER_MINUTE=1000000 DEMO_DATA_PER_MINUTE=100000 DEMO_SETUP_PER_MINUTE=100000 PORT="$PORT" \
  setsid node server.mjs > .next/test-server.log 2>&1 &
server=$!
for _ in $(seq 1 60); do
  if curl -fsS -o /dev/null "http://localhost:$PORT/x/introduction/" 2>/dev/null; then break; fi
  if ! kill -0 "$server" 2>/dev/null; then cat .next/test-server.log; exit 1; fi
  sleep 1
done
export BASE_URL="http://localhost:$PORT"

step "Links and anchors"
npm run --silent test:links

step "Browser tests"
npx playwright test
