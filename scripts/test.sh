#!/usr/bin/env bash
# Everything CI checks: lint, type checks, unit tests, the five production builds, the dev
# loop's save-to-visible time, a remote scaffolded, built and opened, the end-to-end suite in
# Chromium (mobile and desktop profiles) and the main flows on WebKit and Firefox (the engines
# run, docs/browsers.md).
set -euo pipefail
cd "$(dirname "$0")/.."

# The time of each level, printed as it ends and once more at the end (or where a step failed):
# docs/testing.md's table of levels is read from these lines, and the whole run has 30 minutes.
TIMES=()
STEP=""
STEP_START=$SECONDS
step() {
  if [ -n "$STEP" ]; then
    TIMES+=("$(printf '%-12s %5d s' "$STEP" $((SECONDS - STEP_START)))")
    echo "-- $STEP: $((SECONDS - STEP_START)) s"
  fi
  STEP="$1"
  STEP_START=$SECONDS
  [ -z "$STEP" ] || echo "== $STEP"
}
summary() {
  local status=$?
  step ""
  echo "== time of each level (exit status $status)"
  printf '%s\n' "${TIMES[@]}"
  echo "total        $(printf '%5d' "$SECONDS") s"
}
trap summary EXIT

step install; PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 pnpm install --frozen-lockfile
step lint;    pnpm exec biome ci .
step types;   pnpm exec tsc -p tsconfig.json --noEmit
step unit;    pnpm exec vitest run
# The ClickHouse store on a real engine: chDB, ClickHouse in process (collector/chdb/). Its
# library is 543 MB, so it is outside the workspace's install: .ci/run installs it, and so does
# this step when CI is set; a developer's machine without it skips the step and says so.
step chdb
if [ -n "${CI:-}" ] && [ ! -d collector/chdb/node_modules/chdb ]; then
  pnpm install --dir collector/chdb --ignore-workspace --frozen-lockfile
fi
if [ -d collector/chdb/node_modules/chdb ]; then
  pnpm exec vitest run --config collector/chdb/vitest.config.ts
else
  echo "-- chdb: skipped, chDB is not installed (pnpm install --dir collector/chdb --ignore-workspace)"
fi
step build;   MF_DTS=1 node scripts/deploy/build-all.mjs
# The dev loop a remote team uses (pnpm dev:wallet): a save must show in the host page and
# the standalone page within 5 s, with no Content-Security-Policy violation. Ports and data
# of its own (DEV_LOOP_BASE: PORT_BASE + 62, from SIDE_RUN_OFFSETS of shared/workspace/apps.ts through
# scripts/serving/topology.ts; a fresh data file); the script stops what it started.
eval "$(pnpm exec tsx scripts/serving/topology.ts)"
DEV_BASE="$DEV_LOOP_BASE"
DEV_DATA="${TMPDIR:-/tmp}/adnet-dev-loop-${DEV_BASE}.db"
rm -f "$DEV_DATA" "$DEV_DATA-wal" "$DEV_DATA-shm"
step "dev loop"; PORT_BASE="$DEV_BASE" SANDBOX_DATA="$DEV_DATA" \
  pnpm exec tsx scripts/dev/measure-dev-reload.ts wallet --runs 2 --max 5
rm -f "$DEV_DATA" "$DEV_DATA-wal" "$DEV_DATA-shm"
# The remote template cannot rot: pnpm new:remote into a temporary copy, offline install,
# types, its build and the host's, its page opened in the host (about 100 s; ports
# PORT_BASE + 33 to + 44; the copy is removed).
step "new remote"; bash scripts/scaffold/new-remote-check.sh
step e2e;     CI="${CI:-true}" pnpm --filter @adnet/e2e exec playwright test
step nginx;   CI="${CI:-true}" bash scripts/deploy/nginx-smoke.sh
step engines; mkdir -p e2e/test-results && CI="${CI:-true}" pnpm --filter @adnet/e2e engines | tee e2e/test-results/engines.log
# One plain closing line for whoever reads the log: counts of the end-to-end runs.
node -e '
const r = require("./e2e/test-results/results.json").stats;
console.log(`e2e: ${r.expected + r.flaky} passed, ${r.unexpected} failed, ${r.skipped} skipped`);
'
grep '^engines: ' e2e/test-results/engines.log
