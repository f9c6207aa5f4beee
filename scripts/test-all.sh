#!/usr/bin/env bash
# The whole test suite, as `npm test` runs it: types, lint, formatting, unit tests, the
# production build, the link checker and the browser tests against that build.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
PORT="${TEST_PORT:-3100}"

step() { printf '\n== %s\n' "$1"; }

step "Chromium"
bash scripts/ensure-chromium.sh

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

step "Production build"
# prebuild ran above; the generated files are current. The test build points the ad network
# at the fake one the browser tests serve, and treats 127.0.0.1:$PORT as the production host
# (the service worker registers there; the tests browse localhost:$PORT otherwise).
AD_NETWORK_SCRIPT_URL=http://127.0.0.1:4555/ad.js \
  AD_NETWORK_JSON_URL=http://127.0.0.1:4555/ads.json \
  DOCS_PRODUCTION_HOST="127.0.0.1:$PORT" \
  npx next build

step "Search index"
npx tsx scripts/build-search-index.ts

step "Production server on port $PORT"
# The store is a fresh SQLite file (or PostgreSQL when DATABASE_URL is set); the browser tests
# send more than a reader would, so the rate limit is raised.
DATA_DIR="$(mktemp -d)" RATE_LIMIT_PER_MINUTE=100000 npx next start -p "$PORT" > .next/test-server.log 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
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
