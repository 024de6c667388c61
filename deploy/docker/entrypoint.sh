#!/bin/sh
# Renders deploy/nginx/adnet/*.template for this container, then runs the command (nginx).
set -eu
: "${CORS_ORIGIN_REGEX:?set CORS_ORIGIN_REGEX to the host origin(s), e.g. ^https://merchant\\.example\\.com\$}"
kind="$(cat /etc/adnet/kind)"
export PORT ROOT=/srv/app APP_CONFIG CSP_CONF CORS_ORIGIN_REGEX
export BROTLI_STATIC='brotli_static on;' # Debian's module, loaded by modules-enabled/
envsubst '${CORS_ORIGIN_REGEX} ${BROTLI_STATIC}' \
  </etc/nginx/adnet/http.conf.template >/etc/nginx/conf.d/00-adnet-http.conf
envsubst '${PORT} ${ROOT} ${APP_CONFIG} ${CSP_CONF}' \
  <"/etc/nginx/adnet/${kind}.conf.template" >"/etc/nginx/conf.d/adnet-${kind}.conf"
if [ "$kind" = host ] && [ ! -f "$APP_CONFIG" ]; then
  echo "adnet: $APP_CONFIG is missing: mount the deployed app-config.json there" >&2
  exit 1
fi
if [ "$kind" = host ] && [ ! -f "$CSP_CONF" ]; then
  echo "adnet: $CSP_CONF is missing: render it from the config and mount it there:" >&2
  echo "  pnpm exec tsx scripts/deploy/nginx-render.ts --csp app-config.json host/dist/index.html > app-config.csp.conf" >&2
  exit 1
fi
nginx -t -q
exec "$@"
