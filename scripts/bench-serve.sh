#!/usr/bin/env bash
# `npm run bench:serve`: load test of the production server. Starts nginx with
# deploy/nginx.conf over the build (scripts/serve-nginx.sh) on 127.0.0.1 and
# runs wrk against it over a mix of HTML pages and assets, then prints
# requests/s, p99 latency and errors (expected: zero errors).
#
#   SITE_ROOT    the build to serve (default build/)
#   DURATION     how long (default 30s)
#   CONNECTIONS  concurrent connections (default 100)
#   THREADS      wrk threads (default: the number of CPUs)
set -euo pipefail
cd "$(dirname "$0")/.."

SITE_ROOT="$(realpath "${SITE_ROOT:-build}")"
DURATION="${DURATION:-30s}"
CONNECTIONS="${CONNECTIONS:-100}"
THREADS="${THREADS:-$(nproc)}"

if ! command -v wrk >/dev/null; then
  echo "bench-serve: wrk not found (bash scripts/install-system-deps.sh installs it)." >&2
  exit 1
fi
if [ ! -f "$SITE_ROOT/index.html" ]; then
  echo "bench-serve: no build in $SITE_ROOT (run \`npm run build\` first)." >&2
  exit 1
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/lattice-bench.XXXXXX")"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then
    kill -TERM -- "-$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

# The mix: every page of the build (both locales, all versions) and every
# JavaScript, CSS and image asset a page loads.
(
  cd "$SITE_ROOT"
  find . -name '*.html' ! -name '404.html' | sed -e 's|^\.||' -e 's|/index\.html$|/|' -e 's|\.html$||'
  find . \( -path './assets/*' -o -path './zh/assets/*' -o -path './img/*' -o -path './zh/img/*' \) -type f | sed 's|^\.||'
) | sort > "$work/paths.txt"
assets=$(grep -cE '^(/zh)?/(assets|img)/' "$work/paths.txt" || true)
pages=$(( $(wc -l < "$work/paths.txt") - assets ))

PORT="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
setsid env PORT="$PORT" SITE_ROOT="$SITE_ROOT" LISTEN_ADDRESS=127.0.0.1 bash scripts/serve-nginx.sh 2>"$work/nginx.log" &
server_pid=$!
for _ in $(seq 100); do
  if curl -fso /dev/null "http://127.0.0.1:$PORT/"; then break; fi
  sleep 0.1
done
curl -fso /dev/null "http://127.0.0.1:$PORT/" || { cat "$work/nginx.log" >&2; exit 1; }

echo "bench-serve: $DURATION, $CONNECTIONS connections, $THREADS threads, over $pages pages and $assets assets"
echo "bench-serve: $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" --timeout 10s --latency \
  -s scripts/bench-serve.lua "http://127.0.0.1:$PORT" -- "$work/paths.txt"
