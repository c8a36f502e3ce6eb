#!/usr/bin/env bash
# `npm test`: every test of the site, on a fresh machine too.
#   1. one production build of both locales and all versions, started in
#      the background (its log in artifacts/build.log, then checked for
#      broken links, anchors and duplicate routes), while typecheck, lint and
#      the fast tests (components, config, content, API) run: neither needs
#      the other, and together they keep both cores busy;
#   3. the built-output tests, the contributor workflow tests (each in a
#      scratch copy of the site) and the browser suite (@playwright/test,
#      playwright.config.ts) against that build.
# REUSE_BUILD=1 skips the build when build/ and artifacts/build.log are current.
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
build_pid=""
on_exit() {
  local status=$?
  # A stage that failed while the build still runs: stop the build too.
  if [ -n "$build_pid" ]; then kill -TERM -- "-$build_pid" 2>/dev/null || true; fi
  (exit $status)
  print_stages
}
trap on_exit EXIT

if [ "${REUSE_BUILD:-}" = "1" ] && [ -f build/index.html ] && [ -f artifacts/build.log ]; then
  echo "== reusing build/ (REUSE_BUILD=1)"
else
  echo "== production build, in the background (log: artifacts/build.log)"
  # A process group of its own (setsid), so that it can be stopped whole.
  setsid npm run --silent build > artifacts/build.log 2>&1 &
  build_pid=$!
fi

stage "typecheck (the build running beside it)"
npm run --silent typecheck

stage "lint (the build running beside it)"
npm run --silent lint

stage "unit, config, content and API tests (the build beside them)"
npx jest --selectProjects fast --json --outputFile=artifacts/jest-fast.json

if [ -n "$build_pid" ]; then
  stage "production build, the rest of it"
  build_status=0
  wait "$build_pid" || build_status=$?
  build_pid=""
  if [ "$build_status" != 0 ]; then
    tail -n 60 artifacts/build.log
    echo "The production build failed (exit $build_status); its whole log: artifacts/build.log" >&2
    exit 1
  fi
  tail -n 3 artifacts/build.log
fi
npm run --silent check:build-log -- artifacts/build.log

stage "built-output and contributor workflow tests"
npx jest --selectProjects site --json --outputFile=artifacts/jest-site.json

stage "browser suite (Chromium against nginx)"
bash scripts/install-system-deps.sh
# Its report and the traces of retried tests land in artifacts/ (see
# playwright.config.ts); a failure here still gets the closing lines below.
browser_status=0
npx playwright test || browser_status=$?

print_stages
echo
node scripts/test-summary.mjs
exit $browser_status
