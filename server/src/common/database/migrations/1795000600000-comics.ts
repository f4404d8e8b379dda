import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The comics side (issue 5, spec 001 §3): series, creators, episodes (comic issues), creator roles
 * per content, per-item permissions of owner and team, invitations, seasons (groups) and payment
 * rules with the support platform's connection. Images stay in `image_set` (owner type + uuid);
 * the items keep the URLs they were saved with.
 */
export class Comics1795000600000 implements MigrationInterface {
  name = 'Comics1795000600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE comic_series (
        uuid uuid PRIMARY KEY,
        owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL,
        description text NOT NULL,
        status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'PUBLISHED')),
        genres text[] NOT NULL DEFAULT '{}',
        language text,
        content_rating text,
        series_type text,
        series_status text,
        series_layout text,
        tags text[] NOT NULL DEFAULT '{}',
        cover_image_url text,
        banner_image_url text,
        thumbnail_image_url text,
        date_published timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX comic_series_published ON comic_series (date_published DESC) WHERE status = 'PUBLISHED'`);
    await q.query(`
      CREATE TABLE creator (
        uuid uuid PRIMARY KEY,
        owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL,
        bio text,
        country text,
        tags text[] NOT NULL DEFAULT '{}',
        links text[] NOT NULL DEFAULT '{}',
        avatar_image_url text,
        status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'PUBLISHED')),
        date_published timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX creator_owner ON creator (owner_id)`);
    await q.query(`
      CREATE TABLE comic_issue (
        uuid uuid PRIMARY KEY,
        series_uuid uuid NOT NULL REFERENCES comic_series(uuid) ON DELETE CASCADE,
        name text NOT NULL,
        creator_note text,
        push_notification_message text,
        status text NOT NULL CHECK (status IN ('DRAFT', 'SCHEDULED', 'PUBLISHED')),
        publish_at timestamptz,
        date_published timestamptz,
        date_exclusive_content_is_available timestamptz,
        banner_image_url text,
        thumbnail_image_url text,
        image_urls text[] NOT NULL DEFAULT '{}',
        position integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (status <> 'SCHEDULED' OR publish_at IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX comic_issue_series ON comic_issue (series_uuid, status, created_at DESC)`);
    await q.query(`CREATE INDEX comic_issue_due ON comic_issue (publish_at) WHERE status = 'SCHEDULED'`);
    // Roles of a creator on a content (the public CreatorContent); content_type without the internal_ prefix.
    await q.query(`
      CREATE TABLE creator_content (
        creator_uuid uuid NOT NULL REFERENCES creator(uuid) ON DELETE CASCADE,
        content_uuid uuid NOT NULL,
        content_type text NOT NULL CHECK (content_type IN ('COMICSERIES')),
        roles text[] NOT NULL DEFAULT '{}',
        is_approved boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (creator_uuid, content_uuid)
      )`);
    await q.query(`CREATE INDEX creator_content_content ON creator_content (content_uuid)`);
    // Who may do what on an item (OWNER, ADMIN, CONTRIBUTOR, VIEWER; schema/src/team.ts).
    await q.query(`
      CREATE TABLE content_permission (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        content_type text NOT NULL CHECK (content_type IN ('COMICSERIES', 'CREATOR')),
        content_uuid uuid NOT NULL,
        permission text NOT NULL CHECK (permission IN ('OWNER', 'ADMIN', 'CONTRIBUTOR', 'VIEWER')),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (content_uuid, user_id)
      )`);
    await q.query(`CREATE INDEX content_permission_user ON content_permission (user_id, content_type)`);
    await q.query(`
      CREATE TABLE invitation (
        id serial PRIMARY KEY,
        content_type text NOT NULL CHECK (content_type IN ('COMICSERIES', 'CREATOR')),
        content_uuid uuid NOT NULL,
        email text NOT NULL,
        permission text NOT NULL CHECK (permission IN ('ADMIN', 'CONTRIBUTOR', 'VIEWER')),
        status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'ACCEPTED', 'EXPIRED')),
        token_hash text NOT NULL UNIQUE,
        invited_by integer REFERENCES users(id) ON DELETE SET NULL,
        accepted_by integer REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX invitation_content ON invitation (content_uuid)`);
    // Seasons: groups of a content's episodes.
    await q.query(`
      CREATE TABLE content_group (
        id serial PRIMARY KEY,
        uuid uuid NOT NULL UNIQUE,
        content_uuid uuid NOT NULL,
        content_type text NOT NULL CHECK (content_type IN ('COMICSERIES')),
        name text NOT NULL,
        description text,
        items uuid[] NOT NULL DEFAULT '{}',
        is_current boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX content_group_content ON content_group (content_uuid)`);
    await q.query(`CREATE UNIQUE INDEX content_group_one_current ON content_group (content_uuid) WHERE is_current`);
    // A creator's (or content's) connection to a support platform, with its tiers (prices) as last read.
    await q.query(`
      CREATE TABLE platform_connection (
        id serial PRIMARY KEY,
        content_uuid uuid NOT NULL,
        content_type text NOT NULL CHECK (content_type IN ('COMICSERIES', 'CREATOR')),
        platform text NOT NULL CHECK (platform IN ('PATREON')),
        platform_user_id text NOT NULL,
        name text,
        access_token text,
        refresh_token text,
        prices jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (content_uuid, platform)
      )`);
    await q.query(`
      CREATE TABLE payment_rule (
        id serial PRIMARY KEY,
        content_uuid uuid NOT NULL,
        content_type text NOT NULL CHECK (content_type IN ('COMICSERIES')),
        platform text NOT NULL CHECK (platform IN ('PATREON')),
        platform_user_id text,
        platform_price_id text NOT NULL,
        rule_type text NOT NULL CHECK (rule_type IN ('LAST_X', 'GROUP')),
        rule_value integer CHECK (rule_value IS NULL OR rule_value BETWEEN 1 AND 1000),
        group_id integer REFERENCES content_group(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (rule_type <> 'LAST_X' OR rule_value IS NOT NULL),
        CHECK (rule_type <> 'GROUP' OR group_id IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX payment_rule_content ON payment_rule (content_uuid)`);
    await q.query(`
      CREATE TABLE webtoons_series_data (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        webtoons_link text NOT NULL,
        cover_image_url text NOT NULL,
        banner_image_url text NOT NULL,
        thumbnail_image_url text NOT NULL,
        avatar_image_url text NOT NULL,
        rating text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`ALTER TABLE image_set DROP CONSTRAINT image_set_owner_type_check`);
    await q.query(`ALTER TABLE image_set ADD CONSTRAINT image_set_owner_type_check CHECK (owner_type IN ('COMICSERIES', 'COMICISSUE', 'CREATOR', 'WEBTOONS'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM image_set WHERE owner_type = 'WEBTOONS'`);
    await q.query(`ALTER TABLE image_set DROP CONSTRAINT image_set_owner_type_check`);
    await q.query(`ALTER TABLE image_set ADD CONSTRAINT image_set_owner_type_check CHECK (owner_type IN ('COMICSERIES', 'COMICISSUE', 'CREATOR'))`);
    for (const table of ['webtoons_series_data', 'payment_rule', 'platform_connection', 'content_group', 'invitation', 'content_permission', 'creator_content', 'comic_issue', 'creator', 'comic_series']) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
