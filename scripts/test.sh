#!/usr/bin/env bash
# `npm test`: everything CI checks, in order, on a fresh Debian machine.
#   1. the browser is there (scripts/ensure-chromium.sh installs Debian's chromium or says how)
#   2. the generated API types and bundles are fresh (api:check), the OpenAPI documents pass
#      Redocly's recommended rules (api:lint), lint (one-way imports), every imported package
#      declared and every declared one used (deps:check, knip), the lockfile accepted by
#      `npm ci` (lock:check), typecheck
#   3. the production build (with its size budget), then, side by side: the vitest browser
#      project (its output printed when it is done), and the projects unit + server on PGlite
#      followed, when DATABASE_URL is set, by the server project against PostgreSQL
# Steps after a failure still run when they do not depend on it, so one run shows every problem.
# Each step ends with its elapsed time (`==> typecheck took 74s`); before the summary, one line
# lists every step's time again, so a CI log shows at a glance where the time went.
# The last line is the one-line summary of all vitest results:
#   tests: N passed, N failed[, N skipped]
set -euo pipefail

cd "$(dirname "$0")/.."
results_dir=.tmp/test-results
rm -rf "$results_dir"
mkdir -p "$results_dir"
failed_steps=()
step_times=()
started_at=$(date +%s)

summary() {
  node --import tsx scripts/test-summary.ts "$results_dir"
}

finish() {
  local status=$?
  set +e
  local elapsed=$(( $(date +%s) - started_at ))
  echo
  if [ ${#failed_steps[@]} -gt 0 ]; then
    echo "Failed steps: ${failed_steps[*]}"
    status=1
  fi
  if [ ${#step_times[@]} -gt 0 ]; then
    echo "Step times:$(IFS=,; echo "${step_times[*]}")"
  fi
  echo "npm test took ${elapsed}s."
  summary || status=1
  exit "$status"
}
trap finish EXIT

# Prints and records how long a step took (seconds).
step_took() {
  local name=$1 seconds=$2
  echo "==> $name took ${seconds}s"
  step_times+=(" $name ${seconds}s")
}

step() {
  local name=$1
  shift
  echo
  echo "==> $name"
  local step_started=$SECONDS status=0
  "$@" || status=$?
  step_took "$name" $((SECONDS - step_started))
  if [ "$status" -ne 0 ]; then
    failed_steps+=("$name")
    return 1
  fi
}

vitest() {
  local report=$1
  shift
  npx vitest run "$@" --reporter=default --reporter=json --outputFile.json="$results_dir/$report.json"
}

# The server suite on PGlite: the same tests without DATABASE_URL.
vitest_without_database_url() {
  (
    unset DATABASE_URL
    vitest "$@"
  )
}

step "chromium" bash scripts/ensure-chromium.sh || exit 1

step "api:check" npm run --silent api:check || true
step "api:lint" npm run --silent api:lint || true
step "lint" npm run --silent lint || true
step "lock:check" npm run --silent lock:check || true
step "deps:check" npm run --silent deps:check || true
step "typecheck" npm run --silent typecheck || true

# The browser project runs beside the server suites: it needs the build (first), and each stream
# keeps about one core busy (the server project and the browser project each run one file at a
# time). Stream 1, in the foreground: unit + server on PGlite, then the server suite again on
# PostgreSQL when DATABASE_URL is set. Stream 2, in the background: the browser project, whose
# output is printed once it is done.
browser_pid=""
browser_log="$results_dir/browser.log"
if step "build" npm run --silent build; then
  browser_started=$SECONDS
  (
    status=0
    vitest browser --project browser || status=$?
    echo "$((SECONDS - browser_started))" >"$results_dir/browser.seconds"
    exit "$status"
  ) >"$browser_log" 2>&1 &
  browser_pid=$!
else
  echo "Skipping the browser tests: they need a successful build." >&2
fi

if [ -n "${DATABASE_URL:-}" ]; then
  step "unit + server (PGlite)" vitest_without_database_url unit-server-pglite --project unit --project server || true
  step "server (PostgreSQL)" vitest server-postgres --project server || true
else
  step "unit + server (PGlite)" vitest unit-server-pglite --project unit --project server || true
fi

if [ -n "$browser_pid" ]; then
  echo
  echo "==> browser (ran beside the server suites)"
  browser_status=0
  wait "$browser_pid" || browser_status=$?
  cat "$browser_log"
  step_took "browser" "$(cat "$results_dir/browser.seconds" 2>/dev/null || echo $((SECONDS - browser_started)))"
  [ "$browser_status" -eq 0 ] || failed_steps+=("browser")
fi
