// Container healthcheck of the api: exits 0 when GET /health answers 2xx (Postgres and Redis up).
// The slim Node image has neither curl nor wget, so this uses Node's fetch.
const port = process.env.PORT || 3000;
fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(4000) })
  .then((res) => process.exit(res.ok ? 0 : 1))
  .catch(() => process.exit(1));
