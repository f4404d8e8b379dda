import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { InjectRedis } from '../common/redis';
import { ApiPrincipal, DevelopersService } from './developers.service';
import { isoDay } from './billing-period';

const DIRTY_SET = 'usage:dirty';
const COUNTER_TTL_SECONDS = 40 * 24 * 3600;

/** Result of counting one request against the monthly quota. */
export interface CountResult {
  allowed: boolean;
  used: number;
  limit: number;
  /** Epoch seconds when the quota starts again. */
  resetsAt: number;
}

/**
 * Meters API requests per developer per billing month: a Redis counter on the request path
 * (one INCR), flushed to Postgres in batches by the worker; Postgres is the record, so a lost
 * Redis restarts each counter from the last flushed value (DESIGN.md, "Redis").
 */
@Injectable()
export class UsageService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRedis() private readonly redis: Redis,
    private readonly developers: DevelopersService,
  ) {}

  /**
   * Counts one request. When the quota is already used up the count is taken back and
   * `allowed` is false (refused requests are not counted, contract §2).
   */
  async count(principal: ApiPrincipal, now = new Date()): Promise<CountResult> {
    const period = this.developers.period(principal, now);
    const start = isoDay(period.start);
    const key = counterKey(principal.userId, start);
    // One round trip: count and mark the counter for the next flush.
    const replies = await this.redis.multi().incr(key).sadd(DIRTY_SET, `${principal.userId}:${start}`).exec();
    let used = Number(replies?.[0]?.[1] ?? 0);
    if (used === 1) used = await this.seedFromRecord(key, principal.userId, start);
    const resetsAt = Math.floor(period.resetsAt.getTime() / 1000);
    if (used > principal.requestLimit) {
      await this.redis.decr(key);
      return { allowed: false, used: used - 1, limit: principal.requestLimit, resetsAt };
    }
    return { allowed: true, used, limit: principal.requestLimit, resetsAt };
  }

  /** The current billing month of a principal. */
  period(principal: ApiPrincipal, now = new Date()) {
    return this.developers.period(principal, now);
  }

  /** Requests used in the current billing month. */
  async used(principal: ApiPrincipal, now = new Date()): Promise<number> {
    const start = isoDay(this.developers.period(principal, now).start);
    const value = await this.redis.get(counterKey(principal.userId, start));
    if (value !== null) return Number(value);
    const rows: { requests: number }[] = await this.db.query(
      'SELECT requests FROM api_usage WHERE user_id = $1 AND period_start = $2',
      [principal.userId, start],
    );
    return rows[0]?.requests ?? 0;
  }

  /**
   * Writes every counter changed since the last flush to api_usage (never lowering a stored
   * value). Returns how many counters were written. Run by the worker every USAGE_FLUSH_SECONDS.
   */
  async flush(): Promise<number> {
    const members = await this.redis.spop(DIRTY_SET, 1000);
    if (members.length === 0) return 0;
    const values = await this.redis.mget(members.map((m) => counterKey(...splitMember(m))));
    const rows = members
      .map((m, i) => ({ member: splitMember(m), requests: Number(values[i] ?? 0) }))
      .filter((r) => r.requests > 0);
    if (rows.length) {
      await this.db.query(
        `INSERT INTO api_usage (user_id, period_start, requests)
         SELECT * FROM unnest($1::int[], $2::date[], $3::int[])
         ON CONFLICT (user_id, period_start) DO UPDATE SET requests = GREATEST(api_usage.requests, EXCLUDED.requests)`,
        [rows.map((r) => r.member[0]), rows.map((r) => r.member[1]), rows.map((r) => r.requests)],
      );
    }
    return rows.length + (members.length === 1000 ? await this.flush() : 0);
  }

  /** After a counter was (re)created in Redis, adds what Postgres already recorded for that month. */
  private async seedFromRecord(key: string, userId: number, periodStart: string): Promise<number> {
    await this.redis.expire(key, COUNTER_TTL_SECONDS);
    const rows: { requests: number }[] = await this.db.query(
      'SELECT requests FROM api_usage WHERE user_id = $1 AND period_start = $2',
      [userId, periodStart],
    );
    const recorded = rows[0]?.requests ?? 0;
    return recorded > 0 ? this.redis.incrby(key, recorded) : 1;
  }
}

function counterKey(userId: number | string, periodStart: string): string {
  return `usage:${userId}:${periodStart}`;
}

function splitMember(member: string): [number, string] {
  const [userId, periodStart] = member.split(':');
  return [Number(userId), periodStart];
}
