#!/usr/bin/env bash
# Installs each old-versions/<version>/ folder (older MUI X releases whose declarations the
# migration guides' code is checked against; old-versions/README.md) unless its node_modules
# already matches its lockfile, and the codemod packages of old-versions/codemods.txt. About
# 45 s from nothing, instant when up to date.
set -euo pipefail
cd "$(dirname "$0")/.."
for dir in old-versions/*/; do
  [ -f "$dir/package-lock.json" ] || continue
  marker="$dir/node_modules/.package-lock.json"
  if [ -f "$marker" ] && [ "$marker" -nt "$dir/package-lock.json" ]; then continue; fi
  echo "Installing ${dir%/}"
  (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
done

# The codemod packages' file trees (no install: only their folder names are checked).
grep -v '^#' old-versions/codemods.txt | while read -r name version; do
  [ -n "$name" ] || continue
  target="old-versions/codemods/$name@$version"
  if [ -f "$target/package.json" ]; then continue; fi
  echo "Fetching $name@$version"
  tmp="$(mktemp -d)"
  (cd "$tmp" && npm pack "$name@$version" --silent >/dev/null && tar xzf ./*.tgz)
  mkdir -p "$(dirname "$target")" && rm -rf "$target" && mv "$tmp/package" "$target" && rm -rf "$tmp"
done
