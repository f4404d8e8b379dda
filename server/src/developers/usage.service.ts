import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { InjectRedis } from '../common/redis';
import type { ApiPrincipal } from './developers.service';
import { BillingPeriod, billingPeriod, isoDay } from './billing-period';

const DIRTY_SET = 'usage:dirty';
const COUNTER_TTL_SECONDS = 40 * 24 * 3600;
const DAY_MS = 24 * 3600 * 1000;

/**
 * One request counted in one round trip: KEYS = month counter, day counter, dirty set; ARGV = day
 * counter TTL (seconds), dirty-set member. Returns {month count, day count} after the increments.
 */
const COUNT_SCRIPT = `
local month = redis.call('INCR', KEYS[1])
local day = redis.call('INCR', KEYS[2])
if day == 1 then redis.call('EXPIRE', KEYS[2], ARGV[1]) end
redis.call('SADD', KEYS[3], ARGV[2])
return {month, day}`;

type CountingRedis = Redis & { countRequest(monthKey: string, dayKey: string, dirtySet: string, ttlSeconds: number, member: string): Promise<[number, number]> };

/** The billing month of one anchor as of one UTC day, kept until that day ends. */
interface PeriodOfDay {
  dayStartMs: number;
  day: string;
  period: BillingPeriod;
  start: string;
}

/** Result of counting one request against the monthly quota. */
export interface CountResult {
  allowed: boolean;
  used: number;
  limit: number;
  /** Epoch seconds when the quota starts again. */
  resetsAt: number;
}

/** Requests counted on one UTC day (YYYY-MM-DD). */
export interface DailyUsage {
  day: string;
  requests: number;
}

/**
 * Meters API requests per developer per billing month, and per day for the dashboard chart: Redis
 * counters on the request path (one round trip), flushed to Postgres in batches by the worker.
 * Postgres is the record, so a lost Redis restarts each counter from the last flushed value
 * (DESIGN.md, "Redis").
 */
@Injectable()
export class UsageService {
  private readonly redis: CountingRedis;
  /** Billing months by anchor (epoch seconds), for the UTC day they were computed on. */
  private readonly periods = new Map<number, PeriodOfDay>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRedis() redis: Redis,
  ) {
    if (!('countRequest' in redis)) redis.defineCommand('countRequest', { numberOfKeys: 3, lua: COUNT_SCRIPT });
    this.redis = redis as CountingRedis;
  }

  /** The current billing month of a principal (contract §3). */
  period(principal: ApiPrincipal, now = new Date()): BillingPeriod {
    return this.periodOfDay(principal.anchor, now).period;
  }

  /** The billing month and UTC day of `now`, computed once per anchor and day. */
  private periodOfDay(anchor: number, now: Date): PeriodOfDay {
    const cached = this.periods.get(anchor);
    const ms = now.getTime();
    if (cached && ms >= cached.dayStartMs && ms < cached.dayStartMs + DAY_MS) return cached;
    const period = billingPeriod(new Date(anchor * 1000), now);
    const entry = { dayStartMs: ms - (ms % DAY_MS), day: isoDay(now), period, start: isoDay(period.start) };
    if (this.periods.size >= 10_000) this.periods.clear();
    this.periods.set(anchor, entry);
    return entry;
  }

  /**
   * Counts one request. When the quota is already used up the count is taken back and `allowed`
   * is false (refused requests are not counted, contract §2).
   */
  async count(principal: ApiPrincipal, now = new Date()): Promise<CountResult> {
    const { period, start, day } = this.periodOfDay(principal.anchor, now);
    const monthKey = monthCounter(principal.userId, start);
    const dayKey = dayCounter(principal.userId, day);
    const [counted, usedToday] = await this.redis.countRequest(monthKey, dayKey, DIRTY_SET, COUNTER_TTL_SECONDS, `${principal.userId}:${start}:${day}`);
    let used = counted;
    if (used === 1) used = await this.seedMonth(monthKey, principal.userId, start);
    if (usedToday === 1) await this.seedDay(dayKey, principal.userId, day);
    const resetsAt = Math.floor(period.resetsAt.getTime() / 1000);
    if (used > principal.requestLimit) {
      await this.redis.multi().decr(monthKey).decr(dayKey).exec();
      return { allowed: false, used: used - 1, limit: principal.requestLimit, resetsAt };
    }
    return { allowed: true, used, limit: principal.requestLimit, resetsAt };
  }

  /** Requests used in the current billing month. */
  async used(principal: ApiPrincipal, now = new Date()): Promise<number> {
    const start = isoDay(this.period(principal, now).start);
    const value = await this.redis.get(monthCounter(principal.userId, start));
    if (value !== null) return Number(value);
    const rows: { requests: number }[] = await this.db.query('SELECT requests FROM api_usage WHERE user_id = $1 AND period_start = $2', [principal.userId, start]);
    return rows[0]?.requests ?? 0;
  }

  /** Requests per day of the current billing month up to today, oldest first (zeros included). */
  async daily(principal: ApiPrincipal, now = new Date()): Promise<DailyUsage[]> {
    const days: string[] = [];
    for (let d = this.period(principal, now).start; d <= now; d = new Date(d.getTime() + 24 * 3600 * 1000)) days.push(isoDay(d));
    const live = await this.redis.mget(days.map((d) => dayCounter(principal.userId, d)));
    const rows: { day: string; requests: number }[] = await this.db.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, requests FROM api_usage_daily WHERE user_id = $1 AND day >= $2`,
      [principal.userId, days[0]],
    );
    const recorded = new Map(rows.map((r) => [r.day, r.requests]));
    return days.map((day, i) => ({ day, requests: live[i] !== null ? Number(live[i]) : recorded.get(day) ?? 0 }));
  }

  /**
   * Writes every counter changed since the last flush to api_usage and api_usage_daily (never
   * lowering a stored value). Returns how many were written. Run by the worker on a schedule.
   */
  async flush(): Promise<number> {
    const members = await this.redis.spop(DIRTY_SET, 1000);
    if (members.length === 0) return 0;
    const parsed = members.map((m) => {
      const [userId, start, day] = m.split(':');
      return { userId: Number(userId), start, day };
    });
    const values = await this.redis.mget(parsed.flatMap((p) => [monthCounter(p.userId, p.start), dayCounter(p.userId, p.day)]));
    const rows = parsed.map((p, i) => ({ ...p, month: Number(values[2 * i] ?? 0), daily: Number(values[2 * i + 1] ?? 0) }));
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO api_usage (user_id, period_start, requests)
         SELECT * FROM unnest($1::int[], $2::date[], $3::int[])
         ON CONFLICT (user_id, period_start) DO UPDATE SET requests = GREATEST(api_usage.requests, EXCLUDED.requests)`,
        [rows.map((r) => r.userId), rows.map((r) => r.start), rows.map((r) => r.month)],
      );
      await tx.query(
        `INSERT INTO api_usage_daily (user_id, day, requests)
         SELECT * FROM unnest($1::int[], $2::date[], $3::int[])
         ON CONFLICT (user_id, day) DO UPDATE SET requests = GREATEST(api_usage_daily.requests, EXCLUDED.requests)`,
        [rows.map((r) => r.userId), rows.map((r) => r.day), rows.map((r) => r.daily)],
      );
    });
    return rows.length + (members.length === 1000 ? await this.flush() : 0);
  }

  /** After a monthly counter was (re)created in Redis, adds what Postgres already recorded. */
  private async seedMonth(key: string, userId: number, start: string): Promise<number> {
    await this.redis.expire(key, COUNTER_TTL_SECONDS);
    const rows: { requests: number }[] = await this.db.query('SELECT requests FROM api_usage WHERE user_id = $1 AND period_start = $2', [userId, start]);
    const recorded = rows[0]?.requests ?? 0;
    return recorded > 0 ? this.redis.incrby(key, recorded) : 1;
  }

  /** The same for a daily counter. */
  private async seedDay(key: string, userId: number, day: string): Promise<void> {
    const rows: { requests: number }[] = await this.db.query('SELECT requests FROM api_usage_daily WHERE user_id = $1 AND day = $2', [userId, day]);
    if (rows[0]?.requests) await this.redis.incrby(key, rows[0].requests);
  }
}

function monthCounter(userId: number, periodStart: string): string {
  return `usage:${userId}:${periodStart}`;
}

function dayCounter(userId: number, day: string): string {
  return `usage-day:${userId}:${day}`;
}
