#!/usr/bin/env bash
# Runs Inkcast with the real demo data: installs the pinned pnpm and the dependencies, builds,
# checks Postgres and Redis, migrates, starts the worker, ingests every shared feed through it,
# publishes the demo comic, creates the demo developer and starts the api (which serves the web app) on PORT (default 3000).
# Safe to run again: feeds are upserted and the demo developer's key is rolled, nothing is duplicated.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh

PORT=${PORT:-3000}
export NODE_ENV=${NODE_ENV:-production}
DATA=${INKCAST_SHARED_DATA:-$(cd .. && pwd)/shared/data}
[ -d "$DATA/feeds" ] || { echo "inkcast: no feeds in $DATA/feeds; set INKCAST_SHARED_DATA to the shared data folder" >&2; exit 1; }
LOGS=.data/logs
mkdir -p "$LOGS"

ensure_pnpm
echo "inkcast: installing dependencies and building" >&2
install_and_build
node server/dist/cli.js db:migrate >/dev/null

pids=()
cleanup() { [ ${#pids[@]} -gt 0 ] && kill "${pids[@]}" 2>/dev/null; wait 2>/dev/null || true; }
trap cleanup EXIT INT TERM

# Mail goes to a local catcher: inbox and REST API at http://localhost:1080 (maildev).
node_modules/.bin/maildev --smtp 1025 --web 1080 --ip 127.0.0.1 >"$LOGS/maildev.log" 2>&1 &
pids+=($!)
export SMTP_URL=${SMTP_URL:-smtp://127.0.0.1:1025}
node server/dist/worker.js >"$LOGS/worker.log" 2>&1 &
pids+=($!)
PORT=$PORT node server/dist/main.js >"$LOGS/api.log" 2>&1 &
pids+=($!)
wait_for_api "$PORT" || { tail -n 20 "$LOGS/api.log" >&2; exit 1; }

echo "inkcast: ingesting the feeds of $DATA/feeds through the worker" >&2
node server/dist/cli.js feeds:ingest "$DATA"/feeds/*.xml >"$LOGS/ingest.json"
node -e "const r=require('./$LOGS/ingest.json'); const ok=r.filter(x=>!x.error); console.error('inkcast: ingested '+ok.length+' feeds, '+ok.reduce((n,x)=>n+x.episodes,0)+' episodes'+(r.length>ok.length?'; failed: '+r.filter(x=>x.error).map(x=>x.rssUrl+' ('+x.error+')').join(', '):''))"

echo "inkcast: publishing the demo comic (Pepper&Carrot by David Revoy, CC BY 4.0)" >&2
COMIC=$(node server/dist/cli.js demo:comic --images "$DATA/comics/pepper-and-carrot")
SERIES_UUID=$(node -e "console.log(JSON.parse(process.argv[1]).seriesUuid)" "$COMIC")

DEV=$(node server/dist/cli.js developer:create --email demo@inkcast.dev --plan pro)
USER_ID=$(node -e "console.log(JSON.parse(process.argv[1]).userId)" "$DEV")
API_KEY=$(node -e "console.log(JSON.parse(process.argv[1]).apiKey)" "$DEV")
COMIC_QUERY='{ getComicSeries(name: \"Pepper&Carrot\") { uuid name coverImageUrl(variant: MEDIUM) creators { name } issues { name position storyImageUrls } } }'
QUERY='{ getPodcastSeries(name: \"Serial\") { uuid name itunesId description imageUrl totalEpisodesCount itunesInfo { uuid baseArtworkUrlOf(size: 640) } episodes(limitPerPage: 3) { uuid name datePublished audioUrl } } }'

cat <<TEXT

Inkcast is running on http://localhost:$PORT
  GraphQL API and playground: http://localhost:$PORT/graphql
  Health:                     http://localhost:$PORT/health
  Mail inbox (login links):   http://localhost:1080
  Demo developer (Pro plan):  X-USER-ID: $USER_ID
                              X-API-KEY: $API_KEY
  Demo comic:                 Pepper&Carrot ($SERIES_UUID), by the creator demo-creator@inkcast.dev
                              (log in at http://localhost:$PORT/login with that address; the link lands in the inbox)
  (the key is rolled each time this command runs; Stripe and Patreon are not connected in the demo,
   and e-mail goes to the local inbox above)
  Sign up as a developer at http://localhost:$PORT/signup/developers with an invite code from
  pnpm inkcast invite:create --email you@example.com

Try it:
curl -s http://localhost:$PORT/graphql -H 'Content-Type: application/json' -H 'X-USER-ID: $USER_ID' -H 'X-API-KEY: $API_KEY' -d '{"query":"$QUERY"}'
and the demo comic:
curl -s http://localhost:$PORT/graphql -H 'Content-Type: application/json' -H 'X-USER-ID: $USER_ID' -H 'X-API-KEY: $API_KEY' -d '{"query":"$COMIC_QUERY"}'

Logs are in $LOGS/. Press Ctrl+C to stop.
TEXT
wait -n "${pids[@]}"
