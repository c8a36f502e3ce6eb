#!/usr/bin/env bash
# `npm test`: every test of the site, on a fresh machine too.
#   1. typecheck, lint, and the fast tests (components, config, content, API);
#   2. one production build of both locales and all versions, its log kept in
#      artifacts/build.log and checked for broken links, anchors and
#      duplicate routes;
#   3. the built-output tests, the contributor workflow tests (each in a
#      scratch copy of the site) and the browser suite (@playwright/test,
#      playwright.config.ts) against that build.
# REUSE_BUILD=1 skips the build when build/index.html and artifacts/build.log
# exist; it does not check that they are current (rebuild after changing the
# sources), and the build log is checked as it is.
# Before its closing line (or where it stops) it prints how long each stage
# took; the closing line counts every runner's tests, flaky ones named.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p artifacts
rm -rf artifacts/jest-*.json artifacts/stages.tsv artifacts/playwright.json artifacts/playwright-report artifacts/playwright-results

# stage NAME: closes the previous stage's timing and opens this one's.
stage_name=""
stage_start=0
stage() {
  local now
  now=$(date +%s)
  if [ -n "$stage_name" ]; then
    printf '%s\t%s\n' "$stage_name" "$((now - stage_start))" >> artifacts/stages.tsv
  fi
  stage_name="$1"
  stage_start=$now
  [ -n "$1" ] && echo "== $1"
  return 0
}
stages_printed=""
print_stages() {
  local status=$?
  [ -n "$stages_printed" ] && return $status
  stages_printed=1
  stage ""
  echo
  echo "Where the time went (seconds):"
  awk -F'\t' '{printf "  %-52s %5d\n", $1, $2; total += $2} END {printf "  %-52s %5d\n", "total", total}' artifacts/stages.tsv
  return $status
}
trap print_stages EXIT

# Both at once: each keeps one core busy for a few seconds. A failure of
# either fails the stage, after both have printed what they found.
stage "typecheck and lint"
npm run --silent typecheck &
typecheck_pid=$!
lint_status=0
npm run --silent lint || lint_status=$?
typecheck_status=0
wait "$typecheck_pid" || typecheck_status=$?
if [ "$typecheck_status" -ne 0 ] || [ "$lint_status" -ne 0 ]; then
  echo "typecheck exit $typecheck_status, lint exit $lint_status" >&2
  exit 1
fi

stage "unit, config, content and API tests"
npx jest --selectProjects fast --json --outputFile=artifacts/jest-fast.json

if [ "${REUSE_BUILD:-}" = "1" ] && [ -f build/index.html ] && [ -f artifacts/build.log ]; then
  stage "reusing build/ (REUSE_BUILD=1)"
else
  stage "production build (log: artifacts/build.log)"
  npm run --silent build 2>&1 | tee artifacts/build.log
fi
npm run --silent check:build-log -- artifacts/build.log

stage "built-output and contributor workflow tests"
# Chromium and nginx (the browser suite's, and the split-build test's, which
# opens an archived version's frozen page behind nginx).
bash scripts/install-system-deps.sh
npx jest --selectProjects site --json --outputFile=artifacts/jest-site.json

stage "browser suite (Chromium against nginx)"
# Its report and the traces of retried tests land in artifacts/ (see
# playwright.config.ts); a failure here still gets the closing lines below.
browser_status=0
npx playwright test || browser_status=$?

print_stages
echo
node scripts/test-summary.mjs
exit $browser_status
