import { MigrationInterface, QueryRunner } from 'typeorm';

/** Webhook filters keep their creation time, so a webhook lists them oldest first (a stable order). */
export class WebhookFilterOrder1795000550000 implements MigrationInterface {
  name = 'WebhookFilterOrder1795000550000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE webhook_filter ADD COLUMN created_at timestamptz NOT NULL DEFAULT now()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE webhook_filter DROP COLUMN created_at`);
  }
}
