#!/usr/bin/env bash
# The five production builds behind real nginx with deploy/nginx/ (docs/deploy.md): renders
# the config for NGINX_PORT_BASE (default 4500: host 4500, remotes 4501-4504, sandbox API
# 4510), starts nginx in the foreground with its own prefix, pid, logs and temp folders in a
# temp dir, checks the headers of each kind of file with curl (cache, encodings, CORS, and the
# security headers: the host page's CSP rendered from app-config.json, re-rendered after an
# edit of the config and nginx reloaded), runs the end-to-end smoke
# specs against it (e2e/playwright.nginx.config.ts), and stops nginx.
#
#   bash scripts/deploy/nginx-smoke.sh            (after pnpm build)
#   bash scripts/deploy/nginx-smoke.sh --no-e2e    the curl checks only
#   NGINX_KEEP=1 bash scripts/deploy/nginx-smoke.sh --no-e2e >/dev/null &   nginx left running
set -euo pipefail
cd "$(dirname "$0")/../.."

BASE="${NGINX_PORT_BASE:-4500}"
# the ports and folders of the apps on BASE (shared/workspace/apps.ts, through
# scripts/serving/topology.ts)
TOPOLOGY="$(PORT_BASE="$BASE" pnpm exec tsx scripts/serving/topology.ts)"
eval "$TOPOLOGY"
NGINX="${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}"
if [ ! -x "$NGINX" ]; then
  echo "nginx not found: apt-get install nginx libnginx-mod-http-brotli-static" >&2
  exit 1
fi
WORK="$(mktemp -d "${TMPDIR:-/tmp}/adnet-nginx.XXXXXX")"
chmod 755 "$WORK" # nginx workers started by root run as nobody and read from here
# nginx serves a copy of each dist, as a deployment would (and a build of the checkout made
# meanwhile cannot pull files from under the run); copies made at build time, else here.
for app in $APP_DIRS; do
  if [ ! -f "$app/dist/mf-manifest.json" ]; then
    echo "$app/dist is missing: run pnpm build first" >&2
    exit 1
  fi
  mkdir -p "$WORK/www"
  cp -a "$app/dist" "$WORK/www/$app"
  node scripts/deploy/compress.mjs "$WORK/www/$app" >/dev/null
done
chmod -R a+rX "$WORK/www"
NGINX_WWW="$WORK/www" PORT_BASE="$BASE" pnpm exec tsx scripts/deploy/nginx-render.ts "$WORK"
chmod 644 "$WORK/app-config.json"
"$NGINX" -t -q -p "$WORK" -c "$WORK/conf/nginx.conf"
"$NGINX" -p "$WORK" -c "$WORK/conf/nginx.conf" -g 'daemon off;' &
NGINX_PID=$!
cleanup() {
  if [ "${NGINX_KEEP:-}" = 1 ]; then
    echo "nginx left running: pid $NGINX_PID, prefix $WORK"
    return
  fi
  kill "$NGINX_PID" 2>/dev/null || true
  wait "$NGINX_PID" 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT
for _ in $(seq 1 50); do
  curl -fs -o /dev/null "http://localhost:${HOST_PORT}/app-config.json" && break
  sleep 0.1
done

HOST="http://localhost:${HOST_PORT}"
WALLET="http://localhost:${WALLET_PORT}"
ORIGIN=(-H "Origin: ${HOST}")
ENTRY="$(node -e 'const m=require(process.argv[1]).metaData.remoteEntry;console.log(m.path+m.name)' "$WORK/www/remote-wallet/mf-manifest.json")"
HOST_JS="$(grep -o 'static/js/index\.[0-9a-f]*\.js' "$WORK/www/host/index.html" | head -1)"
failed=0

# check <label> <url> <regex that a header line must match, or !regex none may> [curl args]
check() {
  local label="$1" url="$2" want="$3"
  shift 3
  local got
  got="$(curl -sI "$@" "$url" | tr -d '\r')"
  if [ "${want#!}" != "$want" ]; then
    if ! grep -qiE "${want#!}" <<<"$got"; then echo "  ok    $label"; return; fi
  elif grep -qiE "$want" <<<"$got"; then
    echo "  ok    $label"
    return
  fi
  echo "  FAIL  $label: $want for $url"
  sed 's/^/          /' <<<"$got"
  failed=1
}

echo "== nginx on ${HOST} (remotes :${REMOTE_PORTS// /, :}, prefix ${WORK})"
IMMUTABLE='^cache-control: public, max-age=31536000, immutable$'
NO_CACHE='^cache-control: no-cache$'
for path in / /index.html; do
  check "host ${path} no-cache" "${HOST}${path}" "$NO_CACHE"
  check "host ${path} brotli" "${HOST}${path}" '^content-encoding: br$' -H 'Accept-Encoding: gzip, br'
  check "host ${path} gzip" "${HOST}${path}" '^content-encoding: gzip$' -H 'Accept-Encoding: gzip'
  check "host ${path} identity" "${HOST}${path}" '!^content-encoding:'
  check "host ${path} Vary: Accept-Encoding" "${HOST}${path}" '^vary: .*accept-encoding'
done
check "host route /wallet → index.html, no-cache" "${HOST}/wallet" "$NO_CACHE"
check "host hashed js immutable" "${HOST}/${HOST_JS}" "$IMMUTABLE"
check "host hashed js brotli" "${HOST}/${HOST_JS}" '^content-encoding: br$' -H 'Accept-Encoding: br'
check "service worker sw.js no-cache" "${HOST}/sw.js" "$NO_CACHE"
check "service worker sw.js is a script" "${HOST}/sw.js" '^content-type: application/javascript'
check "service worker sw.js: the policy a worker runs under" "${HOST}/sw.js" "^content-security-policy: default-src 'none'; connect-src \\*; frame-ancestors 'none'$"
check "app-config.json no-cache" "${HOST}/app-config.json" "$NO_CACHE"
check "app-config.json is JSON" "${HOST}/app-config.json" '^content-type: application/json'
check "app-config.json Vary: Origin" "${HOST}/app-config.json" '^vary: origin$' "${ORIGIN[@]}"
# open tabs read the config again while a canary is on (docs/release.md): an unchanged one
# answers 304 to its ETag, with the same no-cache
CONFIG_ETAG="$(curl -sI "${HOST}/app-config.json" | tr -d '\r' | awk -F': ' 'tolower($1)=="etag"{print $2}')"
check "app-config.json ETag" "${HOST}/app-config.json" '^etag: "'
check "app-config.json If-None-Match: 304" "${HOST}/app-config.json" '^HTTP/1.1 304' -H "If-None-Match: ${CONFIG_ETAG}"
check "app-config.json 304: no-cache" "${HOST}/app-config.json" "$NO_CACHE" -H "If-None-Match: ${CONFIG_ETAG}"
check "mf-manifest.json no-cache" "${WALLET}/mf-manifest.json" "$NO_CACHE" "${ORIGIN[@]}"
check "mf-manifest.json CORS" "${WALLET}/mf-manifest.json" "^access-control-allow-origin: ${HOST}$" "${ORIGIN[@]}"
check "mf-manifest.json gzip" "${WALLET}/mf-manifest.json" '^content-encoding: gzip$' -H 'Accept-Encoding: gzip'
check "remote entry (${ENTRY}) immutable" "${WALLET}/${ENTRY}" "$IMMUTABLE" "${ORIGIN[@]}"
check "remote entry brotli" "${WALLET}/${ENTRY}" '^content-encoding: br$' -H 'Accept-Encoding: br, gzip'
check "remote entry Vary: Origin" "${WALLET}/${ENTRY}" '^vary: origin$' "${ORIGIN[@]}"
check "remote entry Vary: Accept-Encoding" "${WALLET}/${ENTRY}" '^vary: accept-encoding$' -H 'Accept-Encoding: br'
check "foreign origin: no CORS" "${WALLET}/mf-manifest.json" '!^access-control-allow-origin' -H 'Origin: https://evil.example'
check "foreign origin: Vary: Origin" "${WALLET}/mf-manifest.json" '^vary: origin$' -H 'Origin: https://evil.example'
check "missing chunk: 404" "${WALLET}/static/js/async/gone.0123456789.js" '^HTTP/1.1 404' "${ORIGIN[@]}"
check "missing chunk: not immutable" "${WALLET}/static/js/async/gone.0123456789.js" "$NO_CACHE" "${ORIGIN[@]}"
check "missing chunk: Vary: Origin" "${WALLET}/static/js/async/gone.0123456789.js" '^vary: origin$' "${ORIGIN[@]}"
check "missing host chunk: 404, not index.html" "${HOST}/static/js/gone.0123456789.js" '^HTTP/1.1 404'
ETAG="$(curl -sI -H 'Accept-Encoding: br' "${WALLET}/${ENTRY}" | tr -d '\r' | awk -F': ' 'tolower($1)=="etag"{print $2}')"
check "304: CORS" "${WALLET}/${ENTRY}" "^access-control-allow-origin: ${HOST}$" "${ORIGIN[@]}" -H 'Accept-Encoding: br' -H "If-None-Match: ${ETAG}"
check "304: Vary: Origin" "${WALLET}/${ENTRY}" '^vary: origin$' "${ORIGIN[@]}" -H 'Accept-Encoding: br' -H "If-None-Match: ${ETAG}"
check "304: immutable" "${WALLET}/${ENTRY}" "$IMMUTABLE" -H 'Accept-Encoding: br' -H "If-None-Match: ${ETAG}"
# security headers: the host page's policy rendered from app-config.json, default-src 'none'
# for every other answer, nosniff and the referrer policy everywhere (docs/deploy.md)
PAGE_CSP="^content-security-policy: default-src 'self'; script-src 'self'"
for port in $REMOTE_PORTS; do PAGE_CSP+=" http://localhost:${port}"; done
FILE_CSP="^content-security-policy: default-src 'none'; frame-ancestors 'none'$"
for path in / /index.html /wallet; do
  check "host ${path} CSP from the config" "${HOST}${path}" "$PAGE_CSP"
  check "host ${path} CSP: API, telemetry's two paths, frames, object-src, base-uri, frame-ancestors" "${HOST}${path}" "^content-security-policy: .*connect-src [^;]* http://localhost:${API_PORT} http://localhost:${COLLECTOR_PORT}/v1/logs http://localhost:${COLLECTOR_PORT}/v1/metrics; frame-src http://localhost:${API_PORT}; .*object-src 'none'; base-uri 'self'; .*frame-ancestors 'self'$"
  check "host ${path} CSP: no unsafe-eval, no unsafe-inline" "${HOST}${path}" '!unsafe-(eval|inline)'
done
HOST_ETAG="$(curl -sI "${HOST}/" | tr -d '\r' | awk -F': ' 'tolower($1)=="etag"{print $2}')"
check "host / 304: CSP" "${HOST}/" "$PAGE_CSP" -H "If-None-Match: ${HOST_ETAG}"
for url in "${HOST}/${HOST_JS}" "${HOST}/app-config.json" "${HOST}/favicon.svg" "${HOST}/static/js/gone.0123456789.js" \
  "${WALLET}/mf-manifest.json" "${WALLET}/${ENTRY}" "${WALLET}/static/js/async/gone.0123456789.js"; do
  check "${url#http://localhost:} CSP default-src 'none'" "$url" "$FILE_CSP"
done
for url in "${HOST}/" "${HOST}/wallet" "${HOST}/${HOST_JS}" "${HOST}/app-config.json" "${WALLET}/mf-manifest.json" \
  "${WALLET}/${ENTRY}" "${WALLET}/static/js/async/gone.0123456789.js"; do
  check "${url#http://localhost:} nosniff" "$url" '^x-content-type-options: nosniff$'
  check "${url#http://localhost:} Referrer-Policy" "$url" '^referrer-policy: strict-origin-when-cross-origin$'
done
check "304: nosniff" "${WALLET}/${ENTRY}" '^x-content-type-options: nosniff$' -H 'Accept-Encoding: br' -H "If-None-Match: ${ETAG}"

# Reload nginx and wait (up to 30 s) until the served policy shows the wanted state. A reload is
# asynchronous (the old worker answers while it drains), and a SIGHUP that lands while the master
# is still finishing the previous reload can be merged with it, so it is sent again every 5 s.
reload_until() {
  local want="$1" i got state streak=0
  for i in $(seq 0 299); do
    if [ $((i % 50)) = 0 ]; then kill -HUP "$NGINX_PID"; fi
    # headers read whole first: under pipefail, `curl | grep -q` fails when grep's early exit
    # makes curl die of SIGPIPE, which read a present origin as absent
    got="$(curl -sI "${HOST}/" || true)"
    if ! grep -qi '^content-security-policy: ' <<<"$got"; then
      state=none # a connection cut by the reload is neither state
    elif grep -qi '^content-security-policy: .*//wallet.cdn.example' <<<"$got"; then
      state=present
    else
      state=absent
    fi
    # the old worker may still answer right after a new one did: wait for five answers in a row
    if [ "$state" = "$want" ]; then streak=$((streak + 1)); else streak=0; fi
    if [ "$streak" -ge 5 ]; then return 0; fi
    sleep 0.1
  done
}

# the config is read from disk: an edit shows on the next request, no reload of nginx
cp "$WORK/app-config.json" "$WORK/app-config.json.orig"
sed -i "s#localhost:${WALLET_PORT}/mf-manifest.json#wallet.cdn.example/v42/mf-manifest.json#" "$WORK/app-config.json"
if grep -q 'wallet.cdn.example/v42' <<<"$(curl -fs "${HOST}/app-config.json" || true)"; then
  echo "  ok    app-config.json edited on disk is served at once"
else
  echo "  FAIL  app-config.json edit not served"
  failed=1
fi
check "app-config.json edited: its old ETag gets the new text (200)" "${HOST}/app-config.json" '^HTTP/1.1 200' -H "If-None-Match: ${CONFIG_ETAG}"
# the policy follows the config once its include is rendered again and nginx reloaded
pnpm exec tsx scripts/deploy/nginx-render.ts --csp "$WORK/app-config.json" "$WORK/www/host/index.html" >"$WORK/app-config.csp.conf"
reload_until present
check "config edited, CSP re-rendered, nginx reloaded: the new origin is allowed" "${HOST}/" "^content-security-policy: default-src 'self'; script-src [^;]*//wallet\.cdn\.example"
cp "$WORK/app-config.json.orig" "$WORK/app-config.json"
pnpm exec tsx scripts/deploy/nginx-render.ts --csp "$WORK/app-config.json" "$WORK/www/host/index.html" >"$WORK/app-config.csp.conf"
reload_until absent
check "config and CSP rolled back" "${HOST}/" '!wallet\.cdn\.example'

if [ "$failed" != 0 ]; then
  echo "nginx header checks failed" >&2
  exit 1
fi
if [ "${1:-}" = --no-e2e ]; then exit 0; fi

echo "== e2e smoke behind nginx"
(cd e2e && PORT_BASE="$BASE" pnpm exec playwright test -c playwright.nginx.config.ts)
