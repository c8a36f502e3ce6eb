#!/usr/bin/env bash
# `npm run check:production-install`: the site builds from a production
# install, `npm ci --omit=dev && npm run build`, in a fresh clone of HEAD
# (committed work only) under artifacts/production-install/. What the build
# loads must be in `dependencies`; tests/config/dependencies.test.ts checks
# that on every `npm test` from the imports, and this is the real thing
# (about a minute of npm ci and a full build: not part of `npm test`).
# npm runs no install script that package.json's `allowScripts` denies, so
# this also shows the build needs none of them.
#   Output: artifacts/production-install/{npm-ci,build}.log
set -euo pipefail
cd "$(dirname "$0")/.."
out="$PWD/artifacts/production-install"
rm -rf "$out"
mkdir -p "$out"
git clone --quiet . "$out/site"
cd "$out/site"
echo "check:production-install: npm ci --omit=dev in $out/site ($(git rev-parse --short HEAD))"
if ! npm ci --omit=dev --no-audit --no-fund > "$out/npm-ci.log" 2>&1; then
  tail -n 40 "$out/npm-ci.log"
  echo "check:production-install: npm ci --omit=dev failed ($out/npm-ci.log)" >&2
  exit 1
fi
if grep -q '^npm warn' "$out/npm-ci.log"; then
  grep '^npm warn' "$out/npm-ci.log"
  echo "check:production-install: npm ci warned ($out/npm-ci.log)" >&2
  exit 1
fi
echo "check:production-install: npm run build"
if ! npm run build > "$out/build.log" 2>&1; then
  tail -n 40 "$out/build.log"
  echo "check:production-install: the build failed without devDependencies ($out/build.log)" >&2
  exit 1
fi
test -f build/zh/docs/introduction.html
test -f build/docs/introduction.md
echo "check:production-install: npm ci --omit=dev && npm run build works; $(find build -name '*.html' | wc -l) HTML pages."
rm -rf "$out/site/node_modules"
