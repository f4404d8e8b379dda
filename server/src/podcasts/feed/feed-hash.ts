import { createHash } from 'node:crypto';

/**
 * Encodes a JSON-like value as text that is equal for equal values and different for different
 * ones, whatever order object fields were built in: object keys are sorted at every level, and
 * strings are length-prefixed rather than escaped (cheaper than JSON for long HTML descriptions).
 * `undefined` object fields are left out, as in JSON.
 */
export function canonicalEncode(value: unknown): string {
  if (value === null || value === undefined) return 'n';
  switch (typeof value) {
    case 'string':
      return `s${value.length}:${value}`;
    case 'number':
      return `d${value};`;
    case 'boolean':
      return value ? 't' : 'f';
    case 'object': {
      if (Array.isArray(value)) return `a${value.length}[${value.map(canonicalEncode).join('')}]`;
      const record = value as Record<string, unknown>;
      let out = 'o{';
      for (const key of Object.keys(record).sort()) {
        if (record[key] !== undefined) out += `s${key.length}:${key}${canonicalEncode(record[key])}`;
      }
      return `${out}}`;
    }
    default:
      throw new TypeError(`Cannot hash a ${typeof value}`);
  }
}

/** 64-hex SHA-256 of a UTF-8 string. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * The contract's `hash` (public-api.md, conventions): 64-hex SHA-256 of an object's public fields,
 * in a stable key order, so it changes exactly when one of those fields changes.
 */
export function hashFields(fields: Record<string, unknown>): string {
  return sha256Hex(canonicalEncode(fields));
}

/** The contract's `childrenHash`: 64-hex SHA-256 over the children's hashes, in the given order. */
export function hashChildren(hashes: readonly string[]): string {
  return sha256Hex(hashes.join('\n'));
}
