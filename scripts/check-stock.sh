#!/usr/bin/env bash
# `npm run check:stock [-- <departures>]`: stock Docusaurus still builds this
# site and serves a reader. Builds both locales and every version with the
# departures from stock turned off (STOCK_DOCUSAURUS, plugins/departures.ts;
# all of them unless named, e.g. `-- tabs,route-table`), checks the build
# log, then runs tests/e2e/hygiene.spec.ts against that build: every kind of
# page in both locales without an error or a third-party request, and search
# under the Content-Security-Policy. check:upgrade runs it too.
#   Output: artifacts/stock-build/ and artifacts/stock-build.log.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p artifacts
departures="${1:-all}"
out="artifacts/stock-build"

echo "check:stock: building with STOCK_DOCUSAURUS=$departures into $out"
if ! STOCK_DOCUSAURUS="$departures" npx docusaurus build --out-dir "$out" \
  > artifacts/stock-build.log 2>&1; then
  tail -n 40 artifacts/stock-build.log
  echo "check:stock: the build failed (artifacts/stock-build.log)" >&2
  exit 1
fi
node scripts/check-build-log.mjs artifacts/stock-build.log
bash scripts/install-system-deps.sh
SITE_BUILD_DIR="$out" npx playwright test tests/e2e/hygiene.spec.ts \
  --reporter=line
echo "check:stock: STOCK_DOCUSAURUS=$departures builds and serves every kind of page cleanly."
