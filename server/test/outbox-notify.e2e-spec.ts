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
  it('events committed one after another are each delivered without a scheduled pass', async () => {
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
  });
});
