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
PORT=${INKCAST_TEST_PORT:-3999}
# Mail of the browser tests goes to the SMTP server the tests run on port 2525.
export DATABASE_URL=postgres://postgres@127.0.0.1:5432/inkcast_browser_test REDIS_PREFIX=inkcast-browser-test-$$
export SMTP_URL=smtp://127.0.0.1:2525 PUBLIC_URL=http://127.0.0.1:$PORT
# Webhook receivers of the browser tests listen on loopback, which the SSRF guard otherwise refuses.
export WEBHOOK_ALLOWED_HOSTS=127.0.0.1
psql -q -h 127.0.0.1 -U postgres -d postgres -c 'DROP DATABASE IF EXISTS inkcast_browser_test WITH (FORCE)' >/dev/null 2>&1 || true
node server/dist/cli.js db:migrate >/dev/null
# Billing goes to the local Stripe stand-in, which signs its webhook events like Stripe.
STRIPE_PORT=${INKCAST_TEST_STRIPE_PORT:-12111}
export STRIPE_SECRET_KEY=sk_test_inkcast STRIPE_WEBHOOK_SECRET=whsec_inkcastbrowsertest STRIPE_API_BASE=http://127.0.0.1:$STRIPE_PORT
node server/test/stripe-stand-in.mjs --port "$STRIPE_PORT" --webhook-url "http://127.0.0.1:$PORT/payments/stripe-webhook" \
  --webhook-secret "$STRIPE_WEBHOOK_SECRET" >/tmp/inkcast-browser-test-stripe.log 2>&1 &
stripe=$!
PORT=$PORT node server/dist/main.js >/tmp/inkcast-browser-test-api.log 2>&1 &
api=$!
node server/dist/worker.js >/tmp/inkcast-browser-test-worker.log 2>&1 &
worker=$!
cleanup() {
  kill $api $worker $stripe 2>/dev/null || true
  # Drop this run's Redis keys (rate limits, counters, queues).
  (cd server && node -e "const R=require('ioredis');const r=new R(process.env.REDIS_URL||'redis://127.0.0.1:6379');const s=r.scanStream({match:process.env.REDIS_PREFIX+':*',count:1000});s.on('data',k=>k.length&&r.unlink(...k));s.on('end',()=>r.quit())") 2>/dev/null || true
}
trap cleanup EXIT
wait_for_api "$PORT" || { cat /tmp/inkcast-browser-test-api.log >&2; exit 1; }
INKCAST_BASE_URL=http://127.0.0.1:$PORT pnpm --filter @inkcast/web test
echo "inkcast: all tests passed" >&2
