import { RE2JS } from 're2js';

/**
 * The filter rules of contract §9, as pure functions. Regular expressions run on RE2 (re2js): an
 * ECMAScript pattern of the common subset (no lookaround, no backreferences) matched in linear time,
 * so no filter can stall the relay that every developer's events go through.
 */

/** One clause: a top-level `data` field and a case-insensitive regular expression. */
export interface FilterClause {
  field: string;
  value: string;
}

/** A filter as stored: clauses by position (clause1 … clause5; null where unset) and the uuid lists. */
export interface FilterSpec {
  uuid: string;
  clauses: readonly (FilterClause | null)[];
  includedUuids: readonly string[];
  excludedUuids: readonly string[];
}

/** A filter ready to test events: regexes compiled, uuid lists as sets. */
export interface CompiledFilter {
  uuid: string;
  clauses: readonly { field: string; re: RE2JS }[];
  included: ReadonlySet<string>;
  excluded: ReadonlySet<string>;
  /** Set when the stored filter cannot be compiled: it never passes (fail closed). */
  unusable?: true;
}

/** What a filter tests: the object's uuid, its parent's (episode/issue → series, creatorcontent → creator) and `data`. */
export interface FilterSubject {
  uuid: string;
  parentUuid?: string | null;
  data: unknown;
}

/** The outcome for one endpoint: whether the event goes out, and the uuids of the filters that passed. */
export interface FilterVerdict {
  send: boolean;
  matchingFilters: string[];
}

/** Compiles a filter value: case-insensitive, JavaScript syntax translated to RE2's. Throws on a pattern RE2 refuses. */
export function compileFilterRegex(value: string): RE2JS {
  return RE2JS.compile(RE2JS.translateRegExp(value), RE2JS.CASE_INSENSITIVE);
}

/** Why a filter value cannot be used, or null when it can: not ECMAScript at all, or beyond what RE2 runs. */
export function regexProblem(value: string): { kind: 'invalid' | 'unsupported'; reason: string } | null {
  try {
    new RegExp(value, 'i');
  } catch (err) {
    const message = (err as Error).message;
    // V8: "Invalid regular expression: /<pattern>/i: <reason>"
    const at = message.lastIndexOf('/i: ');
    return { kind: 'invalid', reason: at >= 0 ? message.slice(at + 4) : message };
  }
  try {
    compileFilterRegex(value);
  } catch (err) {
    return { kind: 'unsupported', reason: (err as Error).message.replace(/^error parsing regexp: /, '') };
  }
  return null;
}

/**
 * Compiled regexes by pattern, kept across relay passes so each pattern is compiled once; emptied
 * when it reaches `max` entries (patterns of deleted or edited filters go with it).
 */
export class RegexCache {
  private readonly compiled = new Map<string, RE2JS>();

  constructor(private readonly max = 10_000) {}

  /** The compiled pattern (compiled now if it is new). Throws on a pattern RE2 refuses. */
  get(value: string): RE2JS {
    let re = this.compiled.get(value);
    if (!re) {
      if (this.compiled.size >= this.max) this.compiled.clear();
      re = compileFilterRegex(value);
      this.compiled.set(value, re);
    }
    return re;
  }
}

/** Compiles a filter once, for all the events it will test. Throws on a pattern RE2 refuses. */
export function compileFilter(spec: FilterSpec, cache: RegexCache = new RegexCache()): CompiledFilter {
  return {
    uuid: spec.uuid,
    clauses: spec.clauses.filter((c): c is FilterClause => c != null).map((c) => ({ field: c.field, re: cache.get(c.value) })),
    included: new Set(spec.includedUuids.map((u) => u.toLowerCase())),
    excluded: new Set(spec.excludedUuids.map((u) => u.toLowerCase())),
  };
}

/** A scalar data value as text for a regex; objects and nulls never match. */
function scalarMatches(value: unknown, re: RE2JS): boolean {
  if (typeof value === 'string') return re.test(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return re.test(String(value));
  return false;
}

/** Whether a clause matches a `data` field's value: the value itself, or any element of a list. */
export function clauseMatches(value: unknown, re: RE2JS): boolean {
  if (Array.isArray(value)) return value.some((v) => scalarMatches(v, re));
  return scalarMatches(value, re);
}

/**
 * Whether one filter passes (contract §9): every clause matches its top-level `data` field (AND),
 * the object's or its parent's uuid is in `includedUuids` when that list is not empty, and neither
 * is in `excludedUuids`.
 */
export function filterPasses(filter: CompiledFilter, subject: FilterSubject): boolean {
  if (filter.unusable) return false;
  const own = subject.uuid.toLowerCase();
  const parent = subject.parentUuid?.toLowerCase() ?? null;
  if (filter.excluded.has(own) || (parent !== null && filter.excluded.has(parent))) return false;
  if (filter.included.size && !filter.included.has(own) && (parent === null || !filter.included.has(parent))) return false;
  const data = subject.data !== null && typeof subject.data === 'object' ? (subject.data as Record<string, unknown>) : {};
  return filter.clauses.every((c) => clauseMatches(data[c.field], c.re));
}

/**
 * Applies an endpoint's filters for one event name to an event (contract §9): with no filter the
 * event goes out with `matchingFilters: []`; otherwise it goes out when any filter passes (OR), and
 * `matchingFilters` lists the uuids of those that passed.
 */
export function matchFilters(filters: readonly CompiledFilter[], subject: FilterSubject): FilterVerdict {
  if (!filters.length) return { send: true, matchingFilters: [] };
  const matchingFilters = filters.filter((f) => filterPasses(f, subject)).map((f) => f.uuid);
  return { send: matchingFilters.length > 0, matchingFilters };
}
