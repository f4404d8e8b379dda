import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  WEBHOOK_FILTER_CLAUSES_MAX,
  WEBHOOK_FILTER_DESCRIPTION_LENGTH_MAX,
  WEBHOOK_FILTER_UUIDS_MAX,
  WEBHOOK_FILTER_VALUE_LENGTH_MAX,
  WEBHOOK_FILTERS_MAX,
  WebhookFilterMessage,
  isWebhookEventName,
  requiredWhenMessage,
  tooManyMessage,
} from '@inkcast/schema';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { apiError, badUserInput } from '../common/errors';
import { uuidArg, uuidList } from '../common/graphql/args';
import type { WebhookFilterInput } from '../generated/graphql';
import { filterableFields } from './webhook-filter-fields';
import { CompiledFilter, FilterClause, RegexCache, compileFilter, regexProblem } from './webhook-filter-matcher';
import { WebhookRow, WebhooksService } from './webhooks.service';

/** A webhook filter as stored (contract §5 WebhookFilter); clauses by position, null where unset. */
export interface WebhookFilterRow {
  uuid: string;
  webhookId: number;
  eventType: string;
  description: string | null;
  clauses: (FilterClause | null)[];
  includedUuids: string[];
  excludedUuids: string[];
}

/** A webhook with its filters, oldest first. */
export interface WebhookWithFilters extends WebhookRow {
  filters: WebhookFilterRow[];
}

/** Which uuid list of a filter: `includedUuids` (allowlist) or `excludedUuids` (blocklist). */
export type FilterList = 'includedUuids' | 'excludedUuids';

const COLUMN_OF: Readonly<Record<FilterList, string>> = { includedUuids: 'included_uuids', excludedUuids: 'excluded_uuids' };

const COLUMNS = `uuid::text, webhook_id AS "webhookId", event_type AS "eventType", description, clauses,
  included_uuids AS "includedUuids", excluded_uuids AS "excludedUuids"`;

/** The filter input, checked and normalised. */
interface CleanFilter {
  eventType: string;
  description: string | null;
  clauses: (FilterClause | null)[];
  includedUuids: string[];
  excludedUuids: string[];
}

/**
 * Webhook filters (contract §8, §9): their management, with clear BAD_USER_INPUT messages, on the
 * caller's own webhooks only (another user's webhook is ACCESS_NOT_ALLOWED), and the compiled
 * filters the relay applies to events.
 */
@Injectable()
export class WebhookFiltersService {
  private readonly logger = new Logger(WebhookFiltersService.name);
  /** Patterns compiled once, across relay passes. */
  private readonly regexes = new RegexCache();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly webhooks: WebhooksService,
  ) {}

  /** The webhooks with their filters, oldest first (one query for all of them). */
  async withFilters(hooks: WebhookRow[]): Promise<WebhookWithFilters[]> {
    const rows: WebhookFilterRow[] = hooks.length
      ? await this.db.query(`SELECT ${COLUMNS} FROM webhook_filter WHERE webhook_id = ANY($1::int[]) ORDER BY created_at, uuid`, [hooks.map((h) => h.id)])
      : [];
    return hooks.map((h) => ({ ...h, filters: rows.filter((f) => f.webhookId === h.id) }));
  }

  /** One webhook with its filters, oldest first. */
  async withFiltersOf(hook: WebhookRow): Promise<WebhookWithFilters> {
    return (await this.withFilters([hook]))[0];
  }

  /** One filter of the user's webhook, or null when that webhook has none with this uuid. */
  async get(userId: number, webhookId: string, filterUuid: string): Promise<WebhookFilterRow | null> {
    const hook = await this.webhooks.get(userId, webhookId);
    return this.find(this.db.manager, hook.id, uuidArg(filterUuid));
  }

  /** Adds a filter to the user's webhook (at most WEBHOOK_FILTERS_MAX); returns the webhook. */
  async add(userId: number, webhookId: string, input: WebhookFilterInput): Promise<WebhookWithFilters> {
    const hook = await this.webhooks.get(userId, webhookId);
    const clean = cleanFilter(input, hook.events);
    await this.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM webhook WHERE id = $1 FOR UPDATE', [hook.id]);
      const [{ n }] = await tx.query('SELECT count(*)::int AS n FROM webhook_filter WHERE webhook_id = $1', [hook.id]);
      if (n >= WEBHOOK_FILTERS_MAX) throw badUserInput(WebhookFilterMessage.tooManyFilters(WEBHOOK_FILTERS_MAX));
      await tx.query(
        `INSERT INTO webhook_filter (uuid, webhook_id, event_type, description, clauses, included_uuids, excluded_uuids) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [randomUUID(), hook.id, clean.eventType, clean.description, JSON.stringify(clean.clauses), clean.includedUuids, clean.excludedUuids],
      );
    });
    return this.withFiltersOf(hook);
  }

  /** Replaces a filter of the user's webhook (its uuid is kept); returns the webhook. */
  async update(userId: number, webhookId: string, filterUuid: string, input: WebhookFilterInput): Promise<WebhookWithFilters> {
    const hook = await this.webhooks.get(userId, webhookId);
    const uuid = uuidArg(filterUuid);
    const clean = cleanFilter(input, hook.events);
    const [rows]: [unknown[], number] = await this.db.query(
      `UPDATE webhook_filter SET event_type = $3, description = $4, clauses = $5, included_uuids = $6, excluded_uuids = $7
       WHERE uuid = $1 AND webhook_id = $2 RETURNING uuid`,
      [uuid, hook.id, clean.eventType, clean.description, JSON.stringify(clean.clauses), clean.includedUuids, clean.excludedUuids],
    );
    if (!rows.length) throw notThisWebhooks();
    return this.withFiltersOf(hook);
  }

  /** Deletes a filter of the user's webhook; returns the webhook. */
  async remove(userId: number, webhookId: string, filterUuid: string): Promise<WebhookWithFilters> {
    const hook = await this.webhooks.get(userId, webhookId);
    const [rows]: [unknown[], number] = await this.db.query(`DELETE FROM webhook_filter WHERE uuid = $1 AND webhook_id = $2 RETURNING uuid`, [uuidArg(filterUuid), hook.id]);
    if (!rows.length) throw notThisWebhooks();
    return this.withFiltersOf(hook);
  }

  /**
   * Adds a content uuid to, or removes it from, a filter's allowlist or blocklist; idempotent. A
   * list holds at most WEBHOOK_FILTER_UUIDS_MAX uuids. Returns the filter.
   */
  async editList(userId: number, webhookId: string, filterUuid: string, list: FilterList, op: 'add' | 'delete', contentUuid: string): Promise<WebhookFilterRow> {
    const hook = await this.webhooks.get(userId, webhookId);
    const uuid = uuidArg(filterUuid);
    const content = uuidArg(contentUuid);
    return this.db.transaction(async (tx) => {
      const filter = await this.find(tx, hook.id, uuid, true);
      if (!filter) throw notThisWebhooks();
      const current = filter[list];
      const next = op === 'add' ? (current.includes(content) ? current : [...current, content]) : current.filter((u) => u !== content);
      if (next.length > WEBHOOK_FILTER_UUIDS_MAX) throw badUserInput(tooManyMessage(list, WEBHOOK_FILTER_UUIDS_MAX));
      if (next.length === current.length) return filter;
      await tx.query(`UPDATE webhook_filter SET ${COLUMN_OF[list]} = $2 WHERE uuid = $1`, [uuid, next]);
      return { ...filter, [list]: next };
    });
  }

  /**
   * The filters the relay applies, compiled once: those of active webhooks for these event names,
   * keyed by `filterKey(webhookId, eventType)`, oldest first. A filter whose pattern no longer
   * compiles is logged and never passes.
   */
  async compiledForEvents(eventTypes: string[]): Promise<Map<string, CompiledFilter[]>> {
    if (!eventTypes.length) return new Map();
    const rows: WebhookFilterRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM webhook_filter WHERE event_type = ANY($1::text[]) AND webhook_id IN (SELECT id FROM webhook WHERE is_active)
       ORDER BY created_at, uuid`,
      [eventTypes],
    );
    return this.compile(rows);
  }

  /** The compiled filters of one webhook for one event name (mockWebhookEvent), oldest first. */
  async compiledForWebhook(webhookId: number, eventType: string): Promise<CompiledFilter[]> {
    const rows: WebhookFilterRow[] = await this.db.query(`SELECT ${COLUMNS} FROM webhook_filter WHERE webhook_id = $1 AND event_type = $2 ORDER BY created_at, uuid`, [
      webhookId,
      eventType,
    ]);
    return this.compile(rows).get(filterKey(webhookId, eventType)) ?? [];
  }

  private compile(rows: WebhookFilterRow[]): Map<string, CompiledFilter[]> {
    const out = new Map<string, CompiledFilter[]>();
    for (const row of rows) {
      let compiled: CompiledFilter;
      try {
        compiled = compileFilter(row, this.regexes);
      } catch (err) {
        this.logger.warn(`webhook filter ${row.uuid} does not compile (${(err as Error).message}); it passes nothing`);
        compiled = { uuid: row.uuid, clauses: [], included: new Set(), excluded: new Set(), unusable: true };
      }
      const key = filterKey(row.webhookId, row.eventType);
      out.set(key, [...(out.get(key) ?? []), compiled]);
    }
    return out;
  }

  private async find(tx: EntityManager, webhookId: number, uuid: string, lock = false): Promise<WebhookFilterRow | null> {
    const rows: WebhookFilterRow[] = await tx.query(`SELECT ${COLUMNS} FROM webhook_filter WHERE uuid = $1 AND webhook_id = $2${lock ? ' FOR UPDATE' : ''}`, [uuid, webhookId]);
    return rows[0] ?? null;
  }
}

/** The key of an endpoint's filters for one event name. */
export function filterKey(webhookId: number, eventType: string): string {
  return `${webhookId} ${eventType}`;
}

/** The WebhookFilter type of the contract (§5): clauses as JSON text `{"field", "value"}`. */
export function filterView(f: WebhookFilterRow) {
  const clause = (i: number) => (f.clauses[i] ? JSON.stringify({ field: f.clauses[i]!.field, value: f.clauses[i]!.value }) : null);
  return {
    uuid: f.uuid,
    webhookId: String(f.webhookId),
    eventType: f.eventType,
    description: f.description,
    clause1: clause(0),
    clause2: clause(1),
    clause3: clause(2),
    clause4: clause(3),
    clause5: clause(4),
    hasIncludedUuids: f.includedUuids.length > 0,
    hasExcludedUuids: f.excludedUuids.length > 0,
    includedUuids: f.includedUuids,
    excludedUuids: f.excludedUuids,
  };
}

function notThisWebhooks() {
  return apiError('ACCESS_NOT_ALLOWED', "This filter is not one of this webhook's.");
}

/**
 * Checks a filter input (contract §8, §9): the event is a §9 name among the webhook's events; each
 * fieldN is a top-level data field of that event and comes with valueN, and the other way round;
 * each valueN is a usable regular expression of at most 500 characters; the uuid lists are uuids,
 * at most 1000 each. Returns it trimmed, lists lower-cased and de-duplicated.
 */
function cleanFilter(input: WebhookFilterInput, webhookEvents: string[]): CleanFilter {
  const eventType = (input.eventType ?? '').trim();
  if (!isWebhookEventName(eventType)) throw badUserInput(WebhookFilterMessage.notAnEvent(eventType));
  if (!webhookEvents.includes(eventType)) throw badUserInput(WebhookFilterMessage.notSubscribed(eventType));
  const description = input.description?.trim() || null;
  if (description && description.length > WEBHOOK_FILTER_DESCRIPTION_LENGTH_MAX) {
    throw badUserInput(WebhookFilterMessage.descriptionTooLong(WEBHOOK_FILTER_DESCRIPTION_LENGTH_MAX));
  }
  const taddyType = eventType.slice(0, eventType.indexOf('.'));
  const record = input as unknown as Record<string, string | null | undefined>;
  const clauses: (FilterClause | null)[] = [];
  for (let n = 1; n <= WEBHOOK_FILTER_CLAUSES_MAX; n++) {
    const field = record[`field${n}`]?.trim() || null;
    const value = record[`value${n}`] || null;
    if (field && !value) throw badUserInput(requiredWhenMessage(`value${n}`, `field${n} is given`));
    if (value && !field) throw badUserInput(requiredWhenMessage(`field${n}`, `value${n} is given`));
    if (!field || !value) {
      clauses.push(null);
      continue;
    }
    if (!filterableFields(taddyType).has(field)) throw badUserInput(WebhookFilterMessage.unknownField(`field${n}`, field, taddyType));
    if (value.length > WEBHOOK_FILTER_VALUE_LENGTH_MAX) throw badUserInput(WebhookFilterMessage.valueTooLong(`value${n}`, WEBHOOK_FILTER_VALUE_LENGTH_MAX));
    const problem = regexProblem(value);
    if (problem?.kind === 'invalid') throw badUserInput(WebhookFilterMessage.invalidRegex(`value${n}`, problem.reason));
    if (problem) throw badUserInput(WebhookFilterMessage.unsupportedRegex(`value${n}`, problem.reason));
    clauses.push({ field, value });
  }
  while (clauses.length && clauses[clauses.length - 1] === null) clauses.pop();
  return {
    eventType,
    description,
    clauses,
    includedUuids: [...new Set(uuidList('includedUuids', input.includedUuids, WEBHOOK_FILTER_UUIDS_MAX) ?? [])],
    excludedUuids: [...new Set(uuidList('excludedUuids', input.excludedUuids, WEBHOOK_FILTER_UUIDS_MAX) ?? [])],
  };
}
