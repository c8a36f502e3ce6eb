#!/usr/bin/env bash
# `npm test`: every test of the site, on a fresh machine too.
#   1. typecheck, lint, and the fast tests (components, config, content, API);
#   2. one production build of both locales and all versions, its log kept in
#      artifacts/build.log and checked for broken links, anchors and
#      duplicate routes;
#   3. the built-output tests, the contributor workflow tests (each in a
#      scratch copy of the site) and the browser suite against that build.
# REUSE_BUILD=1 skips the build when build/ and artifacts/build.log are current.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p artifacts
rm -f artifacts/jest-*.json

echo "== typecheck"
npm run --silent typecheck

echo "== lint"
npm run --silent lint

echo "== unit, config, content and API tests"
npx jest src tests/config tests/content scripts plugins --json --outputFile=artifacts/jest-fast.json

if [ "${REUSE_BUILD:-}" = "1" ] && [ -f build/index.html ] && [ -f artifacts/build.log ]; then
  echo "== reusing build/ (REUSE_BUILD=1)"
else
  echo "== production build (log: artifacts/build.log)"
  npm run --silent build 2>&1 | tee artifacts/build.log
fi
npm run --silent check:build-log -- artifacts/build.log

echo "== built-output and contributor workflow tests"
npx jest tests/build tests/workflow --json --outputFile=artifacts/jest-site.json

echo "== browser suite (Chromium against nginx)"
bash scripts/install-system-deps.sh
npx jest --config tests/e2e/jest.config.js --json --outputFile=artifacts/jest-e2e.json

# One closing line for the whole run, over every jest run above.
node -e '
  const fs = require("fs");
  let passed = 0, failed = 0;
  for (const file of fs.readdirSync("artifacts").filter((f) => /^jest-.*\.json$/.test(f))) {
    const result = JSON.parse(fs.readFileSync("artifacts/" + file, "utf8"));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
  }
  console.log(`${passed} passed, ${failed} failed`);
'
