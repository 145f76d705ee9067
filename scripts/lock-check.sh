#!/usr/bin/env bash
# `npm run lock:check`: would `npm ci` accept package.json and package-lock.json as they are?
# `npm install` can write a lockfile that `npm ci` rejects (an optional platform binding the
# registry does not serve is left out silently, and `npm ci` then calls the lock out of sync).
# CI starts with `npm ci` on a fresh clone, so this runs it dry in a scratch folder.
set -euo pipefail

cd "$(dirname "$0")/.."
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp package.json package-lock.json "$scratch/"
cp .npmrc "$scratch/" 2>/dev/null || true
if ! (cd "$scratch" && npm ci --dry-run --ignore-scripts --no-audit --no-fund >"$scratch/log" 2>&1); then
  grep -E 'npm error (code|Missing|Invalid|`npm ci`)' "$scratch/log" >&2 || cat "$scratch/log" >&2
  echo "package-lock.json would be refused by npm ci: fix it before committing (see README, Scripts)." >&2
  exit 1
fi
echo "npm ci accepts package-lock.json."
