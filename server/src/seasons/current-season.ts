import { EntityManager } from 'typeorm';

/**
 * Adds newly published episodes to the current season of their series (spec 001 §3 Season: "A newly
 * published episode is automatically added to the current season"), in the caller's transaction —
 * call it from the publishing transaction. Episodes already in that season are not added twice; the
 * order given is kept. Returns the current season's id, or null when the series has none.
 */
export async function addToCurrentSeason(manager: EntityManager, seriesUuid: string, issueUuids: string | readonly string[]): Promise<number | null> {
  const uuids = [...new Set((typeof issueUuids === 'string' ? [issueUuids] : issueUuids).map((u) => u.toLowerCase()))];
  if (!uuids.length) return null;
  const rows: { id: number }[] = await manager.query(
    // An UPDATE … RETURNING inside WITH, so the driver answers rows (TypeORM answers [rows, count] for a bare UPDATE).
    `WITH added AS (
       UPDATE content_group g
       SET items = g.items || ARRAY(SELECT u FROM unnest($2::uuid[]) WITH ORDINALITY AS t(u, n) WHERE NOT (u = ANY(g.items)) ORDER BY n), updated_at = now()
       WHERE g.content_uuid = $1 AND g.is_current RETURNING g.id)
     SELECT id FROM added`,
    [seriesUuid.toLowerCase(), uuids],
  );
  return rows[0]?.id ?? null;
}

/** Takes deleted episodes out of every season of their series, in the caller's transaction. */
export async function removeFromSeasons(manager: EntityManager, seriesUuid: string, issueUuids: string | readonly string[]): Promise<void> {
  const uuids = (typeof issueUuids === 'string' ? [issueUuids] : [...issueUuids]).map((u) => u.toLowerCase());
  await manager.query(
    `UPDATE content_group SET items = ARRAY(SELECT u FROM unnest(items) WITH ORDINALITY AS t(u, n) WHERE NOT (u = ANY($2::uuid[])) ORDER BY n), updated_at = now()
     WHERE content_uuid = $1 AND items && $2::uuid[]`,
    [seriesUuid.toLowerCase(), uuids],
  );
}
