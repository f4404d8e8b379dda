import { randomBytes } from 'node:crypto';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The image pipeline (issue 4): a server secret that signs upload links and read tokens (made here,
 * once, so every api instance agrees), upload directories claimed by the user who first asked for a
 * link to them, and one image set per item (series, issue, creator) recording what was submitted,
 * the processing state and the processed files.
 */
export class Images1795000500000 implements MigrationInterface {
  name = 'Images1795000500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE server_secret (name text PRIMARY KEY, value text NOT NULL)`);
    await q.query(`INSERT INTO server_secret (name, value) VALUES ('signing', $1)`, [randomBytes(32).toString('base64url')]);
    await q.query(`
      CREATE TABLE upload_directory (
        uuid uuid PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE image_set (
        owner_type text NOT NULL CHECK (owner_type IN ('COMICSERIES', 'COMICISSUE', 'CREATOR')),
        owner_uuid uuid NOT NULL,
        user_id integer REFERENCES users(id) ON DELETE SET NULL,
        revision integer NOT NULL DEFAULT 1,
        status text NOT NULL CHECK (status IN ('PROCESSING', 'COMPLETE', 'FAILED')),
        error text,
        sources jsonb NOT NULL,
        outputs jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (owner_type, owner_uuid)
      )`);
    await q.query(`CREATE INDEX image_set_processing ON image_set (updated_at) WHERE status = 'PROCESSING'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE image_set`);
    await q.query(`DROP TABLE upload_directory`);
    await q.query(`DROP TABLE server_secret`);
  }
}
