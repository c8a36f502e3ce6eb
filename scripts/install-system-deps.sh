#!/usr/bin/env bash
# Installs the Debian packages the browser suite and `npm run bench:serve`
# need, only those that are missing (so a second run does nothing and prints
# nothing): Chromium's headless shell (the suite's browser, never downloaded
# by playwright) and Chromium itself (the benchmarks' browser, and the
# suite's with CHROMIUM_PATH=/usr/bin/chromium), nginx and its brotli filter
# (the production server), the CJK fonts (Chinese text in screenshots), wrk
# (the load test).
set -euo pipefail

packages=(chromium-headless-shell chromium nginx libnginx-mod-http-brotli-filter fonts-noto-cjk wrk)

is_installed() {
  dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'
}

missing=()
for package in "${packages[@]}"; do
  is_installed "$package" || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if ! command -v apt-get >/dev/null; then
  echo "install-system-deps: missing ${missing[*]}, and no apt-get to install them." >&2
  exit 1
fi
sudo=()
if [ "$(id -u)" != "0" ]; then
  if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
    sudo=(sudo -n)
  else
    echo "install-system-deps: missing ${missing[*]}; install them as root: apt-get install ${missing[*]}" >&2
    exit 1
  fi
fi

echo "install-system-deps: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq >/dev/null
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
