#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing: Chromium for the browser tests and
# ShellCheck for the shell blocks of the docs (scripts/check-code-blocks.mts). Never downloads a browser build
# of its own: Playwright drives /usr/bin/chromium (or $CHROMIUM_PATH).
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$browser" ] || missing+=(chromium)
command -v shellcheck >/dev/null 2>&1 || missing+=(shellcheck)
if [ "${#missing[@]}" -eq 0 ]; then
  echo "Chromium found at $browser; $(shellcheck --version | sed -n 2p)"
  exit 0
fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "Installing Debian packages: ${missing[*]}..."
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
"$browser" --version
shellcheck --version | sed -n 2p
