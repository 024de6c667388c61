#!/usr/bin/env bash
# Everything CI checks: lint, type checks, unit tests, the five production builds, the
# end-to-end suite in Chromium (mobile and desktop profiles) and the main flows on WebKit and
# Firefox (the engines run, docs/browsers.md).
set -euo pipefail
cd "$(dirname "$0")/.."

PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 pnpm install --frozen-lockfile
echo "== lint";       pnpm exec biome ci .
echo "== types";      pnpm exec tsc -p tsconfig.json --noEmit
echo "== unit";       pnpm exec vitest run
echo "== build";      MF_DTS=1 node scripts/build-all.mjs
echo "== e2e";        CI="${CI:-true}" pnpm --filter @adnet/e2e exec playwright test
echo "== nginx";      CI="${CI:-true}" bash scripts/nginx-smoke.sh
echo "== engines";    mkdir -p e2e/test-results && CI="${CI:-true}" pnpm --filter @adnet/e2e engines | tee e2e/test-results/engines.log
# One plain closing line for whoever reads the log: counts of the end-to-end runs.
node -e '
const r = require("./e2e/test-results/results.json").stats;
console.log(`e2e: ${r.expected + r.flaky} passed, ${r.unexpected} failed, ${r.skipped} skipped`);
'
grep '^engines: ' e2e/test-results/engines.log
