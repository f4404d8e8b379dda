import { describe, expect, it } from 'vitest';
import { isHttpUrl, isUuid } from './validators';
import { ValidationMessage } from './messages';
import { isWebhookEventName, WEBHOOK_EVENTS } from './webhooks';

describe('isUuid', () => {
  it.each(['0f8fad5b-d9cb-469f-a165-70867728950e', '0F8FAD5B-D9CB-469F-A165-70867728950E', '00000000-0000-0000-0000-000000000000'])(
    'accepts %s',
    (value) => expect(isUuid(value)).toBe(true),
  );

  it.each([
    '123',
    '',
    '0f8fad5b-d9cb-469f-a165-70867728950',
    '0f8fad5b-d9cb-469f-a165-70867728950e0',
    '0f8fad5bd9cb469fa16570867728950e',
    '0f8fad5b-d9cb-469f-a165-70867728950g',
    ' 0f8fad5b-d9cb-469f-a165-70867728950e',
    '{0f8fad5b-d9cb-469f-a165-70867728950e}',
  ])('rejects "%s"', (value) => expect(isUuid(value)).toBe(false));
});

describe('isHttpUrl', () => {
  it.each(['https://example.com/hook', 'http://example.com', 'HTTPS://EXAMPLE.COM/x?y=1', ' https://example.com '])(
    'accepts %s',
    (value) => expect(isHttpUrl(value)).toBe(true),
  );

  it.each(['', 'example.com', 'ftp://example.com', 'https://', 'http:/example.com', 'javascript:alert(1)'])(
    'rejects "%s"',
    (value) => expect(isHttpUrl(value)).toBe(false),
  );
});

describe('developer-spec messages', () => {
  it('quote the spec to the letter, with the limits filled in', () => {
    expect(ValidationMessage.APP_NAME_TOO_LONG).toBe('Application name cannot be greater than 50 characters');
    expect(ValidationMessage.APP_DESCRIPTION_TOO_LONG).toBe('Description cannot be greater than 500 characters');
    expect(ValidationMessage.WEBHOOK_ENDPOINT_URL_INVALID).toBe(
      'Endpoint URL does not look to be a valid URL. Make sure it starts with http:// or https://',
    );
  });
});

describe('webhook event names', () => {
  it('are the contract’s 24 names', () => {
    expect(WEBHOOK_EVENTS).toHaveLength(24);
    expect(isWebhookEventName('podcastepisode.created')).toBe(true);
    expect(isWebhookEventName('podcastseries.feed_updated')).toBe(false);
    expect(isWebhookEventName('PODCASTEPISODE.CREATED')).toBe(false);
  });
});
