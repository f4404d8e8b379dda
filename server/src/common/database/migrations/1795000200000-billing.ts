import { MigrationInterface, QueryRunner } from 'typeorm';

/** Stripe customers and subscriptions on users, and the Stripe events already applied. */
export class Billing1795000200000 implements MigrationInterface {
  name = 'Billing1795000200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN stripe_customer_id text UNIQUE, ADD COLUMN stripe_subscription_id text`);
    await q.query(`
      CREATE TABLE stripe_event (
        id text PRIMARY KEY,
        type text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE stripe_event`);
    await q.query(`ALTER TABLE users DROP COLUMN stripe_customer_id, DROP COLUMN stripe_subscription_id`);
  }
}
