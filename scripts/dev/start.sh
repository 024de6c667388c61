#!/usr/bin/env bash
# Installs everything, builds the five apps and starts the sandbox API, the telemetry
# collector and each app on its own origin: host :3000, remotes :3001-3004, API :3010,
# collector :3011 (PORT_BASE moves them all; the ports come from shared/workspace/apps.ts through
# scripts/serving/topology.ts).
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v pnpm >/dev/null 2>&1; then
  npm install -g pnpm@10
fi
pnpm install --frozen-lockfile
node scripts/deploy/build-all.mjs

TOPOLOGY="$(pnpm exec tsx scripts/serving/topology.ts)"
eval "$TOPOLOGY"
BASE="$PORT_BASE"
export PORT_BASE
export SANDBOX_PORT="$API_PORT"
export SANDBOX_ORIGINS="http://localhost:${HOST_PORT},http://127.0.0.1:${HOST_PORT}"
export SANDBOX_PUBLIC_URL="http://localhost:${API_PORT}"
# The sandbox's data moves with the ports: state.db on the usual ports (as before),
# state.<PORT_BASE>.db on others; the dev loops keep theirs in dev.<PORT_BASE>.db.
if [ "$BASE" = "$DEFAULT_PORT_BASE" ]; then DATA_NAME=state.db; else DATA_NAME="state.${BASE}.db"; fi
export SANDBOX_DATA="${SANDBOX_DATA:-$PWD/sandbox-api/data/${DATA_NAME}}"
# The host's run-time config: deployment data, written from PORT_BASE only when absent, read
# on every request (edit it to repoint a remote; docs/deploy.md). Not the e2e run's file.
export APP_CONFIG="${APP_CONFIG:-$PWD/deploy/local/app-config.${BASE}.json}"

pnpm exec tsx sandbox-api/src/main.ts &
API_PID=$!
pnpm exec tsx scripts/serving/serve.ts &
WEB_PID=$!
# The host's telemetry (app-config.json's telemetry.endpoint) lands here; CORS for the host
# only, the database in collector/data/ (kept across restarts; collector/README.md).
COLLECTOR_ORIGINS="$SANDBOX_ORIGINS" pnpm exec tsx collector/src/main.ts &
COLLECTOR_PID=$!
trap 'kill $API_PID $WEB_PID $COLLECTOR_PID 2>/dev/null || true' EXIT INT TERM

if [ "$BASE" = "$DEFAULT_PORT_BASE" ]; then HEALTH_CMD="pnpm health"; else HEALTH_CMD="PORT_BASE=${BASE} pnpm health"; fi

for _ in $(seq 1 60); do
  if curl -fs "http://localhost:${HOST_PORT}/app-config.json" >/dev/null 2>&1 &&
    curl -fs "http://localhost:${API_PORT}/basic_config" >/dev/null 2>&1 &&
    curl -fs "http://localhost:${COLLECTOR_PORT}/api/health" >/dev/null 2>&1; then
    break
  fi
  sleep 0.5
done

# The deploy step: each remote's snapshot in the config, read from the builds now served, so
# the host loads a remote's first route without fetching its manifest (docs/deploy.md,
# "Snapshots"). The remotes answer a little after the host: wait for their manifests first.
for port in $REMOTE_PORTS; do
  for _ in $(seq 1 60); do
    curl -fs "http://localhost:${port}/mf-manifest.json" >/dev/null 2>&1 && break
    sleep 0.5
  done
done
pnpm exec tsx scripts/deploy/config-snapshot.ts "$APP_CONFIG" >/dev/null ||
  echo "  (some remotes have no snapshot in ${APP_CONFIG}: their manifests are fetched)"

cat <<MSG

  Merchant Center is running.
    Open:        http://localhost:${HOST_PORT}/
    Demo login:  demo / demo1234   (authorization code for registering: ADNET-2026)
    API:         http://localhost:${API_PORT}
    Config:      ${APP_CONFIG}
    Health:      http://localhost:${COLLECTOR_PORT}/   or in a terminal: ${HEALTH_CMD}
    Data:        ${SANDBOX_DATA}
  Press Ctrl+C to stop.

MSG
wait
