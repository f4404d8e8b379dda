#!/usr/bin/env bash
# The browser tests (web/test, Playwright driving Debian's Chromium) against a real api + worker
# built in server/dist, with their own database, Redis prefix and ports. scripts/test.sh runs it
# after everything is built; run it alone after `pnpm -r build` (arguments go to vitest, e.g. a test
# file). BROWSER_SLOT=N (default 0) moves database, ports and mailbox so two runs do not clash.
# The api serves the web app from WEB_DIST; unset, the script builds web/ into this slot's own folder
# (so a run tests the web sources as they are, and two slots never share a build).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh

SLOT=${BROWSER_SLOT:-0}
SUFFIX=$([ "$SLOT" = 0 ] && echo "" || echo "_$SLOT")
DB=inkcast_browser_test$SUFFIX
PORT=${INKCAST_TEST_PORT:-$((3999 - SLOT))}
# Mail of the browser tests goes to the SMTP server the tests run (web/test/support/mailbox.ts).
export INKCAST_TEST_SMTP_PORT=$((2525 + SLOT))
export DATABASE_URL=postgres://postgres@127.0.0.1:5432/$DB REDIS_PREFIX=inkcast-browser-test-$$
export SMTP_URL=smtp://127.0.0.1:$INKCAST_TEST_SMTP_PORT PUBLIC_URL=http://127.0.0.1:$PORT DATA_DIR=${TMPDIR:-/tmp}/inkcast-browser-test$SUFFIX
# Webhook receivers of the browser tests listen on loopback, which the SSRF guard otherwise refuses.
export WEBHOOK_ALLOWED_HOSTS=127.0.0.1
if [ -z "${WEB_DIST:-}" ]; then
  export WEB_DIST=${TMPDIR:-/tmp}/inkcast-browser-test$SUFFIX-web
  (cd web && pnpm exec vite build --outDir "$WEB_DIST" --emptyOutDir --logLevel error) || { echo "inkcast: the web app does not build" >&2; exit 1; }
fi
psql -q -h 127.0.0.1 -U postgres -d postgres -c "DROP DATABASE IF EXISTS $DB WITH (FORCE)" >/dev/null 2>&1 || true
node server/dist/cli.js db:migrate >/dev/null
# Billing goes to the local Stripe stand-in, which signs its webhook events like Stripe.
STRIPE_PORT=${INKCAST_TEST_STRIPE_PORT:-$((12111 + 10 * SLOT))}
export STRIPE_SECRET_KEY=sk_test_inkcast STRIPE_WEBHOOK_SECRET=whsec_inkcastbrowsertest STRIPE_API_BASE=http://127.0.0.1:$STRIPE_PORT
node server/test/stripe-stand-in.mjs --port "$STRIPE_PORT" --webhook-url "http://127.0.0.1:$PORT/payments/stripe-webhook" \
  --webhook-secret "$STRIPE_WEBHOOK_SECRET" >/tmp/inkcast-browser-test$SUFFIX-stripe.log 2>&1 &
stripe=$!
# Connecting Patreon (spec 001 §7) goes to the local Patreon stand-in: its OAuth consent page, token
# exchange and API v2 reads of the demo creator's campaign tiers.
PATREON_PORT=${INKCAST_TEST_PATREON_PORT:-$((12113 + 10 * SLOT))}
export PATREON_CLIENT_ID=inkcast-browser-test PATREON_CLIENT_SECRET=patreon-browser-test-secret PATREON_API_BASE=http://127.0.0.1:$PATREON_PORT
node server/test/patreon-stand-in.mjs --port "$PATREON_PORT" --client-id "$PATREON_CLIENT_ID" --client-secret "$PATREON_CLIENT_SECRET" \
  >/tmp/inkcast-browser-test$SUFFIX-patreon.log 2>&1 &
patreon=$!
PORT=$PORT node server/dist/main.js >/tmp/inkcast-browser-test$SUFFIX-api.log 2>&1 &
api=$!
node server/dist/worker.js >/tmp/inkcast-browser-test$SUFFIX-worker.log 2>&1 &
worker=$!
cleanup() {
  kill $api $worker $stripe $patreon 2>/dev/null || true
  # Drop this run's Redis keys (rate limits, counters, queues).
  (cd server && node -e "const R=require('ioredis');const r=new R(process.env.REDIS_URL||'redis://127.0.0.1:6379');const s=r.scanStream({match:process.env.REDIS_PREFIX+':*',count:1000});s.on('data',k=>k.length&&r.unlink(...k));s.on('end',()=>r.quit())") 2>/dev/null || true
}
trap cleanup EXIT
wait_for_api "$PORT" || { cat /tmp/inkcast-browser-test$SUFFIX-api.log >&2; exit 1; }
INKCAST_BASE_URL=http://127.0.0.1:$PORT pnpm --filter @inkcast/web test "$@"
