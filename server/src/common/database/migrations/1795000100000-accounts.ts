import { MigrationInterface, QueryRunner } from 'typeorm';

/** Sign-up and login: invite codes and requests, single-use login links, sessions; daily API usage. */
export class Accounts1795000100000 implements MigrationInterface {
  name = 'Accounts1795000100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users
      ADD COLUMN email_verified_at timestamptz,
      ADD COLUMN webtoon_link text,
      ADD COLUMN creator_subscription_status text NOT NULL DEFAULT 'none'
        CHECK (creator_subscription_status IN ('active', 'past_due', 'unpaid', 'none'))`);
    await q.query(`
      CREATE TABLE invite (
        id serial PRIMARY KEY,
        code text UNIQUE,
        email text NOT NULL,
        name text,
        status text NOT NULL CHECK (status IN ('REQUESTED', 'ISSUED', 'USED')),
        used_by_user_id integer REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        used_at timestamptz
      )`);
    await q.query(`CREATE INDEX invite_email ON invite (lower(email))`);
    await q.query(`
      CREATE TABLE login_token (
        token_hash text PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX login_token_user ON login_token (user_id)`);
    await q.query(`
      CREATE TABLE user_session (
        id_hash text PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX user_session_user ON user_session (user_id)`);
    await q.query(`ALTER TABLE dev_app ADD COLUMN api_key_hint text NOT NULL DEFAULT ''`);
    await q.query(`
      CREATE TABLE api_usage_daily (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        day date NOT NULL,
        requests integer NOT NULL DEFAULT 0,
        PRIMARY KEY (user_id, day)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE api_usage_daily, user_session, login_token, invite`);
    await q.query(`ALTER TABLE dev_app DROP COLUMN api_key_hint`);
    await q.query(`ALTER TABLE users DROP COLUMN email_verified_at, DROP COLUMN webtoon_link, DROP COLUMN creator_subscription_status`);
  }
}
