#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing. Never downloads a browser build
# of its own: Playwright drives /usr/bin/chromium (or $CHROMIUM_PATH).
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then
  echo "Chromium found at $browser"
  exit 0
fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "Installing Debian's chromium package..."
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
"$browser" --version
