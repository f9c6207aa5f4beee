#!/usr/bin/env bash
# Installs each old-versions/<version>/ folder (older MUI X releases whose declarations the
# migration guides' code is checked against; old-versions/README.md) unless its node_modules
# already matches its lockfile. About 40 s from nothing, instant when up to date.
set -euo pipefail
cd "$(dirname "$0")/.."
for dir in old-versions/*/; do
  marker="$dir/node_modules/.package-lock.json"
  if [ -f "$marker" ] && [ "$marker" -nt "$dir/package-lock.json" ]; then continue; fi
  echo "Installing ${dir%/}"
  (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
done
