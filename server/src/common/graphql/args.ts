import { notAValidUuid, rangeMessage, tooManyMessage } from '@inkcast/schema';
import { badUserInput } from '../errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An integer argument within [1, max], or its default when omitted or null. Above the maximum is
 * BAD_USER_INPUT, not clamped (contract §3): "limitPerPage must be between 1 and 25".
 */
export function boundedInt(name: string, value: number | null | undefined, fallback: number, max: number): number {
  if (value == null) return fallback;
  if (!Number.isInteger(value) || value < 1 || value > max) throw badUserInput(rangeMessage(name, 1, max));
  return value;
}

/** A uuid argument, lower-cased; anything else (null too) is BAD_USER_INPUT "<value> is not a valid uuid". */
export function uuidArg(value: string | null | undefined): string {
  if (typeof value !== 'string' || !UUID.test(value)) throw badUserInput(notAValidUuid(String(value)));
  return value.toLowerCase();
}

/** A list argument of at most `max` items, each a uuid (contract §3, e.g. `uuids` ≤ 25). */
export function uuidList(name: string, values: readonly (string | null | undefined)[] | null | undefined, max: number): string[] | null {
  if (values == null) return null;
  if (values.length > max) throw badUserInput(tooManyMessage(name, max));
  return values.map(uuidArg);
}

/** A list argument of at most `max` items; null items (which GraphQL lists allow) are dropped. */
export function boundedList<T>(name: string, values: readonly (T | null | undefined)[] | null | undefined, max: number): T[] | null {
  if (values == null) return null;
  if (values.length > max) throw badUserInput(tooManyMessage(name, max));
  return values.filter((v): v is T => v != null);
}
