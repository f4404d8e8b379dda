import { describe, expect, it } from 'vitest';
import {
  ERROR_HTTP_STATUS,
  ErrorCode,
  limitReachedMessage,
  notAValidUuid,
  notSupportedMessage,
  oneOfRequiredMessage,
  queryTooCostlyMessage,
  queryTooDeepMessage,
  rangeMessage,
  rateLimitExceededMessage,
  requiredMessage,
  requiredWhenMessage,
  tooManyMessage,
  transcriptCreditsExhaustedMessage,
} from './errors';
import { EPISODES_LIMIT_PER_PAGE_MAX, MULTIPLE_UUIDS_MAX } from './limits';

describe('error codes', () => {
  it('are the contract’s eight codes, each its own name', () => {
    expect(Object.keys(ErrorCode)).toEqual([
      'API_KEY_INVALID', 'API_RATE_LIMIT_EXCEEDED', 'INVALID_QUERY_OR_SYNTAX', 'BAD_USER_INPUT',
      'QUERY_TOO_COMPLEX', 'REQUIRES_USER_AUTHENTICATION', 'ACCESS_NOT_ALLOWED', 'INKCAST_SERVER_ERROR',
    ]);
    for (const [key, value] of Object.entries(ErrorCode)) expect(value).toBe(key);
  });

  it('answer 400 only for invalid or too complex queries', () => {
    const status400 = Object.entries(ERROR_HTTP_STATUS).filter(([, status]) => status === 400).map(([code]) => code);
    expect(status400).toEqual(['INVALID_QUERY_OR_SYNTAX', 'QUERY_TOO_COMPLEX']);
  });
});

describe('messages', () => {
  it('name the value and the rule, in the contract’s words', () => {
    expect(notAValidUuid('123')).toBe('123 is not a valid uuid');
    expect(rangeMessage('limitPerPage', 1, EPISODES_LIMIT_PER_PAGE_MAX)).toBe('limitPerPage must be between 1 and 25');
    expect(tooManyMessage('uuids', MULTIPLE_UUIDS_MAX)).toBe('uuids cannot have more than 25 items');
    expect(oneOfRequiredMessage(['uuid', 'itunesId', 'rssUrl', 'name'])).toBe(
      'One of uuid, itunesId, rssUrl, or name is required',
    );
    expect(requiredMessage('uuid')).toBe('uuid is required');
    expect(requiredWhenMessage('searchTerm', 'sortOrder is SEARCH')).toBe('searchTerm is required when sortOrder is SEARCH');
    expect(notSupportedMessage('taddyType', 'COMICSERIES', ['PODCASTSERIES', 'PODCASTEPISODE'])).toBe(
      'taddyType COMICSERIES is not supported here; use PODCASTSERIES or PODCASTEPISODE',
    );
    expect(limitReachedMessage('webhook', 1)).toBe('You have reached your limit of 1 webhook.');
    expect(limitReachedMessage('developer application', 3)).toBe('You have reached your limit of 3 developer applications.');
    expect(queryTooDeepMessage(12, 10)).toBe('Query depth 12 exceeds the maximum of 10');
    expect(queryTooCostlyMessage(12000, 10000)).toBe('Query cost 12000 exceeds the maximum of 10000');
  });

  it('state the reset date of a used-up quota (UTC)', () => {
    const resetsAt = Date.UTC(2026, 2, 5, 23, 59) / 1000;
    expect(rateLimitExceededMessage(resetsAt)).toContain('2026-03-05');
    expect(transcriptCreditsExhaustedMessage(resetsAt)).toContain('2026-03-05');
  });
});
