import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every statement that adds outbox events sends NOTIFY outbox_event when its transaction commits,
 * so the webhooks worker relays them at once instead of at its next scheduled pass.
 */
export class OutboxNotify1795000800000 implements MigrationInterface {
  name = 'OutboxNotify1795000800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION outbox_event_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('outbox_event', '');
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER outbox_event_notify AFTER INSERT ON outbox_event FOR EACH STATEMENT EXECUTE FUNCTION outbox_event_notify()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER outbox_event_notify ON outbox_event`);
    await q.query(`DROP FUNCTION outbox_event_notify()`);
  }
}
