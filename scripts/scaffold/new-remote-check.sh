#!/usr/bin/env bash
# The remote template cannot rot: scaffold a remote with `pnpm new:remote` into a temporary
# copy of this tree (tracked and untracked files, not what .gitignore leaves out), install it
# offline, type-check the copy, run the template test, the e2e folders' test and the new
# remote's unit tests, build the new remote and the host, serve them with the sandbox API and
# open the new page in the host, through a local config written before the remote was added,
# in Chromium (its scaffolded e2e spec, through scripts/dev/test-remote.mjs). The copy is
# removed at the end, whatever happened; the working tree is never touched.
#
#   bash scripts/scaffold/new-remote-check.sh            (scripts/test.sh runs it; docs/remote.md)
#
# Ports: a topology on NEW_REMOTE_CHECK_BASE, PORT_BASE + 33 (SIDE_RUN_OFFSETS of
# shared/workspace/apps.ts, through scripts/serving/topology.ts): + 33 … + 44, the scaffolded remote
# at + 38, clear of the e2e run, the dev loop and the dev-standalone spec.
set -euo pipefail
cd "$(dirname "$0")/../.."

NAME=scaffoldcheck
PREFIX=/scaffold-check
eval "$(pnpm exec tsx scripts/serving/topology.ts)"
BASE="$NEW_REMOTE_CHECK_BASE"
COPY="$(mktemp -d "${TMPDIR:-/tmp}/adnet-new-remote.XXXXXX")"
trap 'rm -rf "$COPY"' EXIT
start=$(date +%s)
last=$start
timings=()
# Records how long the step that just ended took.
lap() {
  local now
  now=$(date +%s)
  timings+=("$(printf '%-44s %4d s' "$1" $((now - last)))")
  last=$now
}

git ls-files -z --cached --others --exclude-standard |
  tar --null --ignore-failed-read -T - -cf - | tar -xf - -C "$COPY"
# A local config that existed before the remote (as scripts/dev/start.sh writes it): new:remote
# adds the remote to it (scripts/scaffold/apps-sync.ts); the page is opened through it below.
CONFIG="$COPY/deploy/local/app-config.$BASE.json"
mkdir -p "$(dirname "$CONFIG")"
PORT_BASE="$BASE" pnpm exec tsx --eval "
import { runtimeConfig } from '$COPY/shared/workspace/ports.ts';
process.stdout.write(JSON.stringify(runtimeConfig(), null, 2));" >"$CONFIG"
if grep -q "$NAME" "$CONFIG"; then echo "new-remote check: $CONFIG names $NAME already" >&2; exit 1; fi
pnpm exec tsx scripts/scaffold/new-remote.ts "$NAME" --prefix "$PREFIX" --dir "$COPY"
grep -q "\"name\": \"$NAME\"" "$CONFIG" || { echo "new-remote check: $NAME not added to $CONFIG" >&2; exit 1; }
lap "copy, older config, scaffold, offline install, Biome"

cd "$COPY"
pnpm exec tsc -p tsconfig.json --noEmit
lap "tsc --noEmit of the copy"
pnpm exec vitest run scripts/scaffold/remote-template.test.ts scripts/scaffold/e2e-folders.test.ts \
  "remote-$NAME/src/"
lap "template test, e2e folders, contract test"
APP_CONFIG="$CONFIG" PORT_BASE="$BASE" CI="${CI:-true}" node scripts/dev/test-remote.mjs "$NAME" --no-unit -- \
  --project mobile --reporter=line
lap "build host and remote, open the page (e2e)"

printf '\n== new-remote check timings\n'
printf '%s\n' "${timings[@]}"
echo "new-remote check: scaffolded, built, mounted and opened remote-$NAME in $(($(date +%s) - start)) s"
