#!/usr/bin/env bash
# `npm test`: everything CI checks, in order, on a fresh Debian machine.
#   1. the browser is there (scripts/ensure-chromium.sh installs Debian's chromium or says how)
#   2. the generated API types and bundles are fresh (api:check), the OpenAPI documents pass
#      Redocly's recommended rules (api:lint), lint (one-way imports), every imported package
#      declared and every declared one used (deps:check, knip), the lockfile accepted by
#      `npm ci` (lock:check), typecheck
#   3. vitest projects unit + server (PGlite); when DATABASE_URL is set, the server project
#      again against PostgreSQL, at the same time (its output follows the PGlite run's)
#   4. the production build (with its size budget), then the vitest browser project
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

if [ -n "${DATABASE_URL:-}" ]; then
  # The PostgreSQL run of the server suite goes beside the PGlite run: the server project runs one
  # file at a time, so a core was mostly idle (the templates of both databases are built under a
  # lock, and every test has its own database). Its output is printed once it is done.
  postgres_log="$results_dir/server-postgres.log"
  postgres_started=$SECONDS
  (
    status=0
    vitest server-postgres --project server || status=$?
    echo "$((SECONDS - postgres_started))" >"$results_dir/server-postgres.seconds"
    exit "$status"
  ) >"$postgres_log" 2>&1 &
  postgres_pid=$!
  step "unit + server (PGlite)" vitest_without_database_url unit-server-pglite --project unit --project server || true
  echo
  echo "==> server (PostgreSQL) (ran beside the PGlite run)"
  postgres_status=0
  wait "$postgres_pid" || postgres_status=$?
  cat "$postgres_log"
  step_took "server (PostgreSQL)" "$(cat "$results_dir/server-postgres.seconds" 2>/dev/null || echo $((SECONDS - postgres_started)))"
  [ "$postgres_status" -eq 0 ] || failed_steps+=("server (PostgreSQL)")
else
  step "unit + server (PGlite)" vitest unit-server-pglite --project unit --project server || true
fi

if step "build" npm run --silent build; then
  step "browser" vitest browser --project browser || true
else
  echo "Skipping the browser tests: they need a successful build." >&2
fi
