import { MigrationInterface, QueryRunner } from 'typeorm';

/** Namespace of the name-based (v5) uuids of the public comics API (stories and creator credits). */
const COMICS_UUID_NAMESPACE = '3b8f6a2e-9c41-4d7a-8e25-6f0d1c9b7a43';

/**
 * The public comics API's read side (issue 5): weighted full-text vectors of comic series and
 * creators (name A, description/bio B) with their GIN indexes, name lookups, published issues by
 * position, and the derived uuids of stories and creator credits, indexed so a lookup by uuid is
 * one index scan:
 * - a story is one processed `story` image of an issue's image set; its uuid is v5 of
 *   `comicstory:<issue uuid>:<image folder>` (the folder is the last segment of its `base_url`,
 *   unique per upload and independent of the storage host), `#<n>` added for the n-th repeat of
 *   the same image in one issue. Reordering pages keeps each story's uuid.
 * - a creator credit (creator_content row) has uuid v5 of `creatorcontent:<creator>:<content>`.
 * The same names with the same namespace in TypeScript give the same uuids (comics/public/public-views.ts).
 */
export class ComicsSearch1795000700000 implements MigrationInterface {
  name = 'ComicsSearch1795000700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS "uuid-ossp"`);
    await q.query(`
      ALTER TABLE comic_series ADD COLUMN search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', coalesce(name, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(description, '')), 'B')
      ) STORED`);
    await q.query(`CREATE INDEX comic_series_search ON comic_series USING gin (search)`);
    await q.query(`CREATE INDEX comic_series_name ON comic_series (lower(name))`);
    await q.query(`
      ALTER TABLE creator ADD COLUMN search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', coalesce(name, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(bio, '')), 'B')
      ) STORED`);
    await q.query(`CREATE INDEX creator_search ON creator USING gin (search)`);
    await q.query(`CREATE INDEX creator_name ON creator (lower(name))`);
    await q.query(`CREATE INDEX comic_issue_published_position ON comic_issue (series_uuid, position) WHERE status = 'PUBLISHED'`);
    await q.query(`
      CREATE FUNCTION comic_story_uuids(issue uuid, outputs jsonb) RETURNS uuid[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path = public AS $$
        SELECT coalesce(array_agg(uuid_generate_v5('${COMICS_UUID_NAMESPACE}'::uuid,
                 'comicstory:' || issue::text || ':' || folder || CASE WHEN n > 1 THEN '#' || n::text ELSE '' END) ORDER BY ord), '{}')
        FROM (
          SELECT ord, folder, row_number() OVER (PARTITION BY folder ORDER BY ord) AS n
          FROM (
            SELECT t.ord, coalesce(substring(t.image->>'base_url' from '([^/]*)/*$'), '') AS folder
            FROM jsonb_array_elements(CASE WHEN jsonb_typeof(outputs->'story') = 'array' THEN outputs->'story' ELSE '[]'::jsonb END)
              WITH ORDINALITY AS t(image, ord)
          ) folders
        ) numbered
      $$`);
    await q.query(`CREATE INDEX image_set_story_uuids ON image_set USING gin (comic_story_uuids(owner_uuid, outputs)) WHERE owner_type = 'COMICISSUE'`);
    await q.query(`
      CREATE FUNCTION creator_content_uuid(creator uuid, content uuid) RETURNS uuid
      LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path = public AS $$
        SELECT uuid_generate_v5('${COMICS_UUID_NAMESPACE}'::uuid, 'creatorcontent:' || creator::text || ':' || content::text)
      $$`);
    await q.query(`CREATE UNIQUE INDEX creator_content_uuid ON creator_content (creator_content_uuid(creator_uuid, content_uuid))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX creator_content_uuid`);
    await q.query(`DROP FUNCTION creator_content_uuid(uuid, uuid)`);
    await q.query(`DROP INDEX image_set_story_uuids`);
    await q.query(`DROP FUNCTION comic_story_uuids(uuid, jsonb)`);
    await q.query(`DROP INDEX comic_issue_published_position`);
    await q.query(`DROP INDEX creator_name`);
    await q.query(`ALTER TABLE creator DROP COLUMN search`);
    await q.query(`DROP INDEX comic_series_name`);
    await q.query(`ALTER TABLE comic_series DROP COLUMN search`);
  }
}
