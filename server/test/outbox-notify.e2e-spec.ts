import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeOutbox } from '../src/webhooks/outbox';
import { Inkcast, startInkcast } from './support/harness';
import { WebhookReceiver, startWebhookReceiver, until } from './support/webhook-receiver';

/**
 * The webhooks worker relays outbox events when their transaction commits (the outbox trigger's
 * NOTIFY outbox_event), not at its next scheduled pass: this file sets the schedule to an hour
 * before any module reads the config, so only the notification can bring the events out.
 */
vi.hoisted(() => {
  process.env.WEBHOOK_RELAY_EVERY_MS = '3600000';
});

let ink: Inkcast;
let receiver: WebhookReceiver;

beforeAll(async () => {
  ink = await startInkcast({ worker: true });
  receiver = await startWebhookReceiver();
});

afterAll(async () => {
  await ink?.close();
  await receiver?.close();
});

describe('the outbox relay wakes on commit', () => {
  it('events committed one after another are each delivered without a scheduled pass, also after the listening connection was lost', async () => {
    const dev = await ink.developer('BUSINESS');
    const res = await ink.gql(
      'mutation ($url: String!) { addWebhookUrlForUser(endpointUrl: $url, webhookEvents: ["podcastseries.updated"]) { webhookSecret } }',
      { url: receiver.url() },
      dev,
    );
    expect(res.errors).toBeUndefined();
    receiver.secret = res.data.addWebhookUrlForUser.webhookSecret;
    // At most the first could have been carried by the pass the schedule makes when the worker starts.
    for (let i = 1; i <= 3; i++) {
      const uuid = randomUUID();
      await ink.db.transaction((tx) => writeOutbox(tx, [{ taddyType: 'podcastseries', action: 'updated', uuid }]));
      await until(`event ${i} delivered`, () => receiver.delivered().some((a) => a.payload.uuid === uuid));
      expect(receiver.deliveredIds().size).toBe(i);
    }
    expect(receiver.rejected).toEqual([]);

    // The listening connection is killed: the worker listens again and relays what came meanwhile,
    // and later commits wake it as before.
    const listeners = () =>
      ink.db.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN outbox_event'`) as Promise<{ pid: number }[]>;
    const [killed] = await listeners();
    expect(killed).toBeDefined();
    await ink.db.query('SELECT pg_terminate_backend($1)', [killed.pid]);
    const meanwhile = randomUUID();
    await ink.db.transaction((tx) => writeOutbox(tx, [{ taddyType: 'podcastseries', action: 'updated', uuid: meanwhile }]));
    await until('the event written while nobody listened is delivered', () => receiver.delivered().some((a) => a.payload.uuid === meanwhile));
    await until('listening again', async () => (await listeners()).some((l) => l.pid !== killed.pid));
    const after = randomUUID();
    await ink.db.transaction((tx) => writeOutbox(tx, [{ taddyType: 'podcastseries', action: 'updated', uuid: after }]));
    await until('the event written after reconnecting is delivered', () => receiver.delivered().some((a) => a.payload.uuid === after));
    expect(receiver.deliveredIds().size).toBe(5);
  });
});
