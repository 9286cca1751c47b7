#!/usr/bin/env bash
# The tests use real engines from Debian's packages, installed here when missing and we may (root
# with apt): Chromium for the browser tests (Playwright's own download does not work on machines
# without general internet access), redis-server for the shared store's tests, PostgreSQL for the
# alert store's tests and nginx as the load balancer of the scale-out test. Nothing here downloads
# anything at `pnpm install` time.
set -euo pipefail

missing=()
if [ -z "${PLAYWRIGHT_CHROMIUM_PATH:-}" ] || [ ! -x "${PLAYWRIGHT_CHROMIUM_PATH}" ]; then
  [ -x /usr/bin/chromium ] || missing+=(chromium)
fi
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null || missing+=(postgresql)
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || missing+=(nginx-light)

[ ${#missing[@]} -eq 0 ] && exit 0

if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  echo "Installing from Debian's packages for the tests: ${missing[*]}…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  # The packages' own services are not wanted: each test starts its own, on 127.0.0.1 only.
  for service in redis-server postgresql nginx; do
    command -v service >/dev/null 2>&1 && service "$service" stop >/dev/null 2>&1 || true
  done
  exit 0
fi
echo "Missing ${missing[*]} and cannot install here (needs root and apt-get): install them, or the tests that need them fail with a message naming them." >&2
