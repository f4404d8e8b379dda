import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { webhookSignature } from './signature';

const secret = `whsec_${Buffer.from('a 24-byte test secret!!!').toString('base64')}`;

describe('webhookSignature (Standard Webhooks)', () => {
  it('equals what the official package signs, for ASCII and multi-byte bodies, given as a string or its UTF-8 bytes', () => {
    for (const body of ['{"a":1}', JSON.stringify({ name: 'Épisode 12 — 日本語 🎧' })]) {
      const at = new Date(1_795_000_000_000);
      const official = new Webhook(secret).sign('msg_1', at, body);
      expect(webhookSignature(secret, 'msg_1', 1_795_000_000, body)).toBe(official);
      expect(webhookSignature(secret, 'msg_1', 1_795_000_000, Buffer.from(body))).toBe(official);
    }
  });

  it('verifies with the official package, and a changed body does not', () => {
    const timestamp = Math.floor(Date.now() / 1000);
    const body = '{"uuid":"x"}';
    const headers = { 'webhook-id': 'msg_2', 'webhook-timestamp': String(timestamp), 'webhook-signature': webhookSignature(secret, 'msg_2', timestamp, body) };
    expect(new Webhook(secret).verify(body, headers)).toEqual({ uuid: 'x' });
    expect(() => new Webhook(secret).verify('{"uuid":"y"}', headers)).toThrow();
  });
});
