import { createHash } from 'node:crypto';

/**
 * A deterministic id for a result computed from arguments (searchId, popularityRankId,
 * topChartsId): equal normalised arguments give equal ids (contract §7). Object keys are sorted
 * and null/undefined values dropped before hashing; 32 hex characters.
 */
export function stableId(args: object): string {
  const normalised = JSON.stringify(args, (_key, value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).filter(([, v]) => v != null).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
  return createHash('sha256').update(normalised).digest('hex').slice(0, 32);
}
