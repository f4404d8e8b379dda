// Baseline of `pnpm bench api`: a bare node:http handler answering the bench's getPodcastSeries
// request with pg directly (same queries as the api: series by lower(name), its 10 newest
// episodes) and the same JSON. No framework, no GraphQL, no auth or metering.
// Env: DATABASE_URL, PORT.
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const SERIES_SQL = `
  SELECT uuid, name, itunes_id, description, image_url, total_episodes,
         itunes_info IS NOT NULL AS has_itunes, itunes_info->>'baseArtworkUrl' AS base_artwork_url
  FROM podcast_series WHERE lower(name) = lower($1)
  ORDER BY popularity DESC, total_episodes DESC, uuid LIMIT 1`;
const EPISODES_SQL = `
  SELECT uuid, name, date_published, audio_url FROM podcast_episode
  WHERE series_uuid = $1 AND NOT is_removed
  ORDER BY date_published DESC NULLS LAST, uuid DESC LIMIT 10`;

async function getPodcastSeries(name) {
  const { rows } = await pool.query(SERIES_SQL, [name.trim()]);
  const s = rows[0];
  if (!s) return null;
  const episodes = await pool.query(EPISODES_SQL, [s.uuid]);
  return {
    uuid: s.uuid,
    name: s.name,
    itunesId: s.itunes_id,
    description: s.description,
    imageUrl: s.image_url,
    totalEpisodesCount: s.total_episodes,
    itunesInfo: s.has_itunes ? { uuid: s.uuid, baseArtworkUrlOf: s.base_artwork_url ? `${s.base_artwork_url}640x640bb.png` : s.image_url } : null,
    episodes: episodes.rows.map((e) => ({
      uuid: e.uuid,
      name: e.name,
      datePublished: e.date_published == null ? null : Number(e.date_published),
      audioUrl: e.audio_url,
    })),
  };
}

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/health') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    return;
  }
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', async () => {
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const data = { getPodcastSeries: await getPodcastSeries(String(body.variables?.name ?? '')) };
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ data }));
    } catch (err) {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ errors: [{ message: err.message }] }));
    }
  });
});

server.listen(Number(process.env.PORT ?? 3902), '127.0.0.1', () => console.log(`baseline listening on ${process.env.PORT}`));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
