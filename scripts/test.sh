#!/usr/bin/env bash
# `npm test`: everything CI checks, on a fresh Debian machine.
#   1. the browser is there (scripts/ensure-chromium.sh installs Debian's chromium or says how)
#   2. the production build (with its size budget)
#   3. then two streams side by side, each about one core:
#      - the projects unit + server on PGlite; when DATABASE_URL is set, the unit project, the
#        server project against PostgreSQL and its database and queue files on PGlite; then the
#        static checks: the generated API types and bundles
#        are fresh (api:check), the OpenAPI documents pass Redocly's recommended rules (api:lint),
#        lint (one-way imports), the lockfile accepted by `npm ci` (lock:check), every imported
#        package declared and every declared one used (deps:check, knip), typecheck;
#      - the vitest browser project (the longest), its output printed when it is done;
#      the first stream then runs the rest of the browser project, so both end at about the same
#      time: which browser files go where is computed from measured times (scripts/test-timings.ts:
#      the last run's times in .tmp/test-timings.json, else the committed scripts/test-timings.json).
# Steps after a failure still run when they do not depend on it, so one run shows every problem.
# Each step ends with its elapsed time (`==> typecheck took 74s`); before the summary, one line
# lists every step's time again, so a CI log shows at a glance where the time went.
# Before it, the 20 slowest test files and the 10 slowest tests (scripts/test-summary.ts); the last
# line is the one-line summary of all vitest results:
#   tests: N passed, N failed[, N skipped]
# Every run records its times (.tmp/test-timings.json) for the next run's split of the browser files.
set -euo pipefail

cd "$(dirname "$0")/.."
results_dir=.tmp/test-results
rm -rf "$results_dir"
mkdir -p "$results_dir"
failed_steps=()
step_times=()
started_at=$(date +%s)

summary() {
  node --import tsx scripts/test-timings.ts record "$results_dir" || echo "(the times of this run were not recorded)" >&2
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
  printf '%s\t%s\n' "$name" "$seconds" >>"$results_dir/steps.tsv"
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

# The checks that need neither a build nor a database (about 4 minutes of one core), run by the
# first stream after the server suites.
static_checks() {
  step "api:check" npm run --silent api:check || true
  step "api:lint" npm run --silent api:lint || true
  step "lint" npm run --silent lint || true
  step "format:check" npm run --silent format:check || true
  step "lock:check" npm run --silent lock:check || true
  step "deps:check" npm run --silent deps:check || true
  step "typecheck" npm run --silent typecheck || true
}

# Two streams, each keeping about one core busy, once the build is done (the browser project
# needs it; it is also the first check of the bundle budget):
# - stream 1, in the foreground: unit + server on PGlite, or, when DATABASE_URL is set, unit, the
#   server suite on PostgreSQL and its database and queue files on PGlite (the server and browser
#   projects run one file at a time), then the static checks above;
# - stream 2, in the background: the browser project; its output is printed once it is done,
#   and its failed steps and times join this script's.
# The browser files are split between the streams from measured times (scripts/test-timings.ts
# `plan`: longest first, each to the stream that ends sooner with it; stream 1 counts its own steps
# first, the PostgreSQL suite included when it runs). Line 1: the background stream's files;
# line 2: those stream 1 runs once its own work is done (`browser (part 2)`).
mapfile -t browser_plan < <(node --import tsx scripts/test-timings.ts plan ${DATABASE_URL:+--postgres})
read -r -a browser_part1 <<<"${browser_plan[0]:-}"
read -r -a browser_part2 <<<"${browser_plan[1]:-}"
if [ ${#browser_part1[@]} -eq 0 ] && [ ${#browser_part2[@]} -eq 0 ]; then
  echo "scripts/test-timings.ts plan listed no browser file: running the whole browser project in the background." >&2
fi
stream2_log="$results_dir/stream2.log"
stream2_pid=""
build_ok=0
step "build" npm run --silent build && build_ok=1
(
  trap - EXIT
  failed_steps=()
  step_times=()
  if [ "$build_ok" -eq 1 ]; then
    if [ ${#browser_part1[@]} -gt 0 ] || [ ${#browser_part2[@]} -eq 0 ]; then
      step "browser" vitest browser --project browser "${browser_part1[@]}" || true
    fi
  else
    echo "Skipping the browser tests: they need a successful build." >&2
    failed_steps+=("browser (no build)")
  fi
  printf '%s\n' "${failed_steps[@]}" >"$results_dir/stream2.failed"
  printf '%s\n' "${step_times[@]}" >"$results_dir/stream2.times"
) >"$stream2_log" 2>&1 &
stream2_pid=$!

if [ -n "${DATABASE_URL:-}" ]; then
  # With PostgreSQL the server suite runs once, on it; on PGlite, the files of the database layer
  # and the job queue (the code that differs between the two: server/db, server/modules/tarefas),
  # while every browser journey runs its server on PGlite (docs/testing.md, "One server suite").
  step "unit" vitest unit --project unit || true
  step "server (PostgreSQL)" vitest server-postgres --project server || true
  step "server (PGlite: database and queue)" vitest_without_database_url server-pglite --project server \
    server/db server/modules/tarefas || true
else
  step "unit + server (PGlite)" vitest unit-server-pglite --project unit --project server || true
fi
static_checks
if [ "$build_ok" -eq 1 ] && [ ${#browser_part2[@]} -gt 0 ]; then
  step "browser (part 2)" vitest browser-2 --project browser "${browser_part2[@]}" || true
fi

echo
echo "==> browser (ran beside the unit and server suites and the static checks)"
wait "$stream2_pid" || true
cat "$stream2_log"
if [ -f "$results_dir/stream2.failed" ]; then
  while IFS= read -r line; do
    if [ -n "$line" ]; then failed_steps+=("$line"); fi
  done <"$results_dir/stream2.failed"
else
  failed_steps+=("stream 2 (no result)")
fi
if [ -f "$results_dir/stream2.times" ]; then
  while IFS= read -r line; do
    if [ -n "$line" ]; then step_times+=("$line"); fi
  done <"$results_dir/stream2.times"
fi
