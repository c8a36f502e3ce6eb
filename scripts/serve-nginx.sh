#!/usr/bin/env bash
# `npm run serve:nginx`: serves the production build with nginx and
# deploy/nginx.conf, in the foreground, until Ctrl-C (or SIGTERM).
#
#   PORT            port to listen on (default 8080)
#   SITE_ROOT       the build to serve (default build/)
#   LISTEN_ADDRESS  address to listen on (default 127.0.0.1; 0.0.0.0 for all)
#   ACCESS_LOG      access log file, or `off` (default: <prefix>/logs/access.log)
#   NGINX_BIN       the nginx binary (default: nginx on PATH, else /usr/sbin/nginx)
#
#   --check         only generate the configuration and test it (`nginx -t`)
#
# nginx runs with a private prefix (a temp dir holding the generated
# configuration, pid, logs and temp files), so it needs neither root nor
# /etc/nginx; it works as root and as a normal user. The CSP hashes of the
# build's inline scripts are computed from SITE_ROOT at start.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=serve
if [ "${1:-}" = "--check" ]; then mode=check; fi

PORT="${PORT:-8080}"
LISTEN_ADDRESS="${LISTEN_ADDRESS:-127.0.0.1}"
SITE_ROOT="$(realpath "${SITE_ROOT:-build}")"
NGINX_BIN="${NGINX_BIN:-$(command -v nginx || echo /usr/sbin/nginx)}"

if [ ! -f "$SITE_ROOT/index.html" ]; then
  echo "serve-nginx: no build in $SITE_ROOT (run \`npm run build\` first)." >&2
  exit 1
fi
if [ ! -x "$NGINX_BIN" ]; then
  echo "serve-nginx: nginx not found (bash scripts/install-system-deps.sh installs it)." >&2
  exit 1
fi

PREFIX="$(mktemp -d "${TMPDIR:-/tmp}/lattice-nginx.XXXXXX")"
mkdir -p "$PREFIX/logs" "$PREFIX/temp"
nginx_pid=""
cleanup() {
  # A second signal (runuser and su forward one) must not cut the clean-up short.
  trap '' TERM INT
  if [ -n "$nginx_pid" ] && kill -0 "$nginx_pid" 2>/dev/null; then
    kill -TERM "$nginx_pid" 2>/dev/null || true
    wait "$nginx_pid" 2>/dev/null || true
  fi
  rm -rf "$PREFIX"
}
trap cleanup EXIT
trap 'exit 143' TERM
trap 'exit 130' INT

NGINX_MODULES_DIR="$("$NGINX_BIN" -V 2>&1 | grep -o -- '--modules-path=[^ ]*' | cut -d= -f2 || true)"
NGINX_MODULES_DIR="${NGINX_MODULES_DIR:-/usr/lib/nginx/modules}"
ACCESS_LOG="${ACCESS_LOG:-$PREFIX/logs/access.log}"
RUN_USER="$(id -un)"
CSP_SCRIPT_HASHES="$(node scripts/csp-hashes.mjs "$SITE_ROOT")"
export PREFIX PORT LISTEN_ADDRESS SITE_ROOT NGINX_MODULES_DIR ACCESS_LOG RUN_USER CSP_SCRIPT_HASHES

# Lines marked `# @if-…` stay only where they apply.
drop=()
if [ "$(id -u)" != "0" ]; then drop+=(-e '/# @if-root$/d'); fi
if [ ! -f "$NGINX_MODULES_DIR/ngx_http_brotli_filter_module.so" ]; then
  echo "serve-nginx: brotli module missing, serving gzip only (install libnginx-mod-http-brotli-filter)." >&2
  drop+=(-e '/# @if-brotli$/d')
fi
envsubst '${PREFIX} ${PORT} ${LISTEN_ADDRESS} ${SITE_ROOT} ${NGINX_MODULES_DIR} ${ACCESS_LOG} ${RUN_USER} ${CSP_SCRIPT_HASHES}' \
  < deploy/nginx.conf | sed "${drop[@]}" -e 's/ *# @if-[a-z-]*$//' > "$PREFIX/nginx.conf"

nginx_args=(-p "$PREFIX/" -c "$PREFIX/nginx.conf" -e stderr)
if [ "$mode" = "check" ]; then
  "$NGINX_BIN" "${nginx_args[@]}" -t
  exit 0
fi
"$NGINX_BIN" "${nginx_args[@]}" -t -q

echo "serve-nginx: serving $SITE_ROOT at http://$LISTEN_ADDRESS:$PORT/ (Ctrl-C stops)" >&2
"$NGINX_BIN" "${nginx_args[@]}" &
nginx_pid=$!
wait "$nginx_pid"
