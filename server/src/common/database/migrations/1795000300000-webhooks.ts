import { MigrationInterface, QueryRunner } from 'typeorm';

/** Webhook endpoints, their filters, the transactional outbox of content events, and the delivery log. */
export class Webhooks1795000300000 implements MigrationInterface {
  name = 'Webhooks1795000300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE webhook (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        endpoint_url text NOT NULL,
        secret text NOT NULL,
        events text[] NOT NULL,
        is_active boolean NOT NULL DEFAULT true,
        is_verified boolean NOT NULL DEFAULT false,
        disabled_reason text,
        failing_since timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX webhook_user ON webhook (user_id)`);
    await q.query(`
      CREATE TABLE webhook_filter (
        uuid uuid PRIMARY KEY,
        webhook_id integer NOT NULL REFERENCES webhook(id) ON DELETE CASCADE,
        event_type text NOT NULL,
        description text,
        clauses jsonb NOT NULL DEFAULT '[]',
        included_uuids text[] NOT NULL DEFAULT '{}',
        excluded_uuids text[] NOT NULL DEFAULT '{}'
      )`);
    await q.query(`CREATE INDEX webhook_filter_webhook ON webhook_filter (webhook_id)`);
    await q.query(`
      CREATE TABLE outbox_event (
        id bigserial PRIMARY KEY,
        event_id text NOT NULL UNIQUE,
        taddy_type text NOT NULL,
        action text NOT NULL,
        uuid uuid NOT NULL,
        parent_uuid uuid,
        occurred_at bigint NOT NULL,
        relayed_at timestamptz
      )`);
    await q.query(`CREATE INDEX outbox_event_pending ON outbox_event (id) WHERE relayed_at IS NULL`);
    await q.query(`
      CREATE TABLE webhook_delivery (
        id bigserial PRIMARY KEY,
        webhook_id integer NOT NULL REFERENCES webhook(id) ON DELETE CASCADE,
        event_id text NOT NULL,
        event_type text NOT NULL,
        content_uuid uuid,
        body text NOT NULL,
        status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SUCCEEDED', 'FAILED')),
        attempt_count integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_attempt_at timestamptz,
        last_status_code integer,
        last_latency_ms integer,
        last_error text,
        last_response_excerpt text,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (webhook_id, event_id)
      )`);
    await q.query(`CREATE INDEX webhook_delivery_due ON webhook_delivery (next_attempt_at) WHERE status = 'PENDING'`);
    await q.query(`CREATE INDEX webhook_delivery_log ON webhook_delivery (webhook_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE webhook_delivery, outbox_event, webhook_filter, webhook`);
  }
}
