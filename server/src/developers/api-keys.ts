import { createHash, randomBytes } from 'node:crypto';

/** Prefix of every API key, so a leaked key is recognisable (STYLE.md, "API keys and quotas"). */
export const API_KEY_PREFIX = 'ink_live_';

/** A new API key: the prefix plus 32 random bytes, base64url (52 characters in all). */
export function newApiKey(): string {
  return API_KEY_PREFIX + randomBytes(32).toString('base64url');
}

/** A new OAuth client id for a developer app. */
export function newClientId(): string {
  return 'ink_client_' + randomBytes(12).toString('hex');
}

/** 64-hex SHA-256 of an API key: the only form in which keys are stored. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
