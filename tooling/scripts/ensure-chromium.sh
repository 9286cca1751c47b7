#!/usr/bin/env bash
# Browser tests drive Debian's Chromium: Playwright's own browser download does not work on
# machines without general internet access. Install it when it is missing and we may (root).
set -euo pipefail
if [ -n "${PLAYWRIGHT_CHROMIUM_PATH:-}" ] && [ -x "${PLAYWRIGHT_CHROMIUM_PATH}" ]; then exit 0; fi
if [ -x /usr/bin/chromium ]; then exit 0; fi
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  echo "Installing Debian's Chromium for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "No /usr/bin/chromium and cannot install it here; Playwright will use its own browser if installed." >&2
