#!/usr/bin/env bash
# `npm test`: every test of the site, on a fresh machine too.
#   1. typecheck and the fast tests (components, config, content, API);
#   2. one production build of both locales and all versions, its log kept in
#      artifacts/build.log;
#   3. the built-output tests and the browser suite against that build.
# REUSE_BUILD=1 skips step 2 when build/ and artifacts/build.log are current.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== typecheck"
npm run --silent typecheck

echo "== unit, config and content tests"
npx jest --testPathIgnorePatterns '/node_modules/' '<rootDir>/tests/e2e/' '<rootDir>/tests/build/'

mkdir -p artifacts
if [ "${REUSE_BUILD:-}" = "1" ] && [ -f build/index.html ] && [ -f artifacts/build.log ]; then
  echo "== reusing build/ (REUSE_BUILD=1)"
else
  echo "== production build (log: artifacts/build.log)"
  npm run --silent build 2>&1 | tee artifacts/build.log
fi

echo "== built-output tests"
npx jest tests/build

if [ -d tests/e2e ]; then
  echo "== browser suite (Chromium against nginx)"
  bash scripts/install-system-deps.sh
  npx jest --config tests/e2e/jest.config.js
fi
