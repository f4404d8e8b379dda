import { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts, API keys and usage, podcast feeds, series and episodes with their search vectors. */
export class Initial1795000000000 implements MigrationInterface {
  name = 'Initial1795000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        email text NOT NULL UNIQUE,
        name text,
        is_creator boolean NOT NULL DEFAULT false,
        is_developer boolean NOT NULL DEFAULT false,
        developer_plan text NOT NULL DEFAULT 'FREE' CHECK (developer_plan IN ('FREE', 'PRO', 'BUSINESS')),
        developer_subscription_status text NOT NULL DEFAULT 'none'
          CHECK (developer_subscription_status IN ('active', 'past_due', 'unpaid', 'none')),
        billing_cycle_anchor bigint,
        cancel_at bigint,
        allowed_api_calls_limit integer,
        allowed_dev_apps_limit integer NOT NULL DEFAULT 1,
        allowed_webhook_limit integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE dev_app (
        id text PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        api_key_hash text NOT NULL UNIQUE,
        name text,
        description text,
        callback_url text,
        logo_url text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX dev_app_user ON dev_app (user_id)`);
    await q.query(`
      CREATE TABLE api_usage (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        period_start date NOT NULL,
        requests integer NOT NULL DEFAULT 0,
        PRIMARY KEY (user_id, period_start)
      )`);
    await q.query(`
      CREATE TABLE podcast_feed (
        uuid uuid PRIMARY KEY,
        rss_url text NOT NULL,
        rss_key text NOT NULL UNIQUE,
        itunes_id integer,
        priority text NOT NULL DEFAULT 'REGULAR',
        priority_reason text,
        last_error text,
        date_last_refreshed bigint,
        added_by_user_id integer REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE podcast_series (
        uuid uuid PRIMARY KEY REFERENCES podcast_feed(uuid) ON DELETE CASCADE,
        rss_url text NOT NULL,
        itunes_id integer UNIQUE,
        name text NOT NULL,
        description text,
        image_url text,
        website_url text,
        copyright text,
        rss_owner_name text,
        rss_owner_public_email text,
        author_name text,
        language text,
        genres text[] NOT NULL DEFAULT '{}',
        is_explicit_content boolean NOT NULL DEFAULT false,
        is_completed boolean NOT NULL DEFAULT false,
        is_blocked boolean NOT NULL DEFAULT false,
        series_type text NOT NULL DEFAULT 'EPISODIC',
        content_type text NOT NULL DEFAULT 'AUDIO',
        podcast_guid text,
        date_published bigint,
        hash text NOT NULL,
        children_hash text,
        description_links text[] NOT NULL DEFAULT '{}',
        persons jsonb NOT NULL DEFAULT '[]',
        itunes_info jsonb,
        popularity integer NOT NULL DEFAULT 0,
        total_episodes integer NOT NULL DEFAULT 0,
        latest_episode_date bigint,
        updated_at timestamptz NOT NULL DEFAULT now(),
        search tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english', coalesce(name, '')), 'A') ||
          setweight(to_tsvector('english', left(regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g'), 20000)), 'B')
        ) STORED
      )`);
    await q.query(`CREATE INDEX podcast_series_name ON podcast_series (lower(name))`);
    await q.query(`CREATE INDEX podcast_series_search ON podcast_series USING gin (search)`);
    await q.query(`CREATE INDEX podcast_series_popularity ON podcast_series (popularity DESC, total_episodes DESC)`);
    await q.query(`
      CREATE TABLE podcast_episode (
        uuid uuid PRIMARY KEY,
        series_uuid uuid NOT NULL REFERENCES podcast_series(uuid) ON DELETE CASCADE,
        guid text NOT NULL,
        name text,
        description text,
        subtitle text,
        date_published bigint,
        audio_url text,
        video_url text,
        file_type text,
        file_length bigint,
        duration integer,
        season_number integer,
        episode_number integer,
        episode_type text NOT NULL DEFAULT 'FULL',
        image_url text,
        website_url text,
        is_explicit_content boolean NOT NULL DEFAULT false,
        is_removed boolean NOT NULL DEFAULT false,
        is_blocked boolean NOT NULL DEFAULT false,
        hash text NOT NULL,
        description_links text[] NOT NULL DEFAULT '{}',
        persons jsonb NOT NULL DEFAULT '[]',
        transcripts jsonb NOT NULL DEFAULT '[]',
        chapters jsonb NOT NULL DEFAULT '[]',
        alternate_enclosures jsonb NOT NULL DEFAULT '[]',
        search tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english', coalesce(name, '')), 'A') ||
          setweight(to_tsvector('english', left(regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g'), 20000)), 'B')
        ) STORED,
        UNIQUE (series_uuid, guid)
      )`);
    await q.query(`CREATE INDEX podcast_episode_series_date ON podcast_episode (series_uuid, date_published DESC NULLS LAST)`);
    await q.query(`CREATE INDEX podcast_episode_date ON podcast_episode (date_published DESC NULLS LAST)`);
    await q.query(`CREATE INDEX podcast_episode_guid ON podcast_episode (guid)`);
    await q.query(`CREATE INDEX podcast_episode_name ON podcast_episode (lower(name))`);
    await q.query(`CREATE INDEX podcast_episode_search ON podcast_episode USING gin (search)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE podcast_episode, podcast_series, podcast_feed, api_usage, dev_app, users`);
  }
}
