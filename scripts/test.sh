#!/usr/bin/env bash
# Runs every test on a fresh machine: installs the pinned pnpm, the dependencies and Debian's
# Chromium, builds, checks that generated code and docker-compose.yml are current, then runs the
# schema and server tests (real Postgres and Redis) and the browser tests against a real server.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh

ensure_pnpm
ensure_apt chromium chromium
ensure_apt docker-compose docker-compose
echo "inkcast: installing dependencies and building" >&2
install_and_build

echo "inkcast: checking generated code and docker-compose.yml" >&2
pnpm codegen >/dev/null
if git rev-parse --git-dir >/dev/null 2>&1 && ! git diff --quiet -- server/src/generated web/src/generated; then
  echo "inkcast: generated GraphQL types are stale; run pnpm codegen and commit the result" >&2
  git diff --stat -- server/src/generated web/src/generated >&2
  exit 1
fi
pnpm --filter @inkcast/server exec tsc --noEmit -p tsconfig.json
docker-compose -f docker-compose.yml config -q

echo "inkcast: schema tests" >&2
pnpm --filter @inkcast/schema test
echo "inkcast: server tests (unit and end-to-end)" >&2
pnpm --filter @inkcast/server test

echo "inkcast: browser tests against a running server" >&2
WEB_DIST="$PWD/web/dist" scripts/browser-tests.sh # the web app built above
echo "inkcast: all tests passed" >&2
