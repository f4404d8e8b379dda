import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { config } from '../common/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { PLANS, limitReachedMessage } from '@inkcast/schema';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { DeveloperPlan, User } from '../accounts/user.entity';
import { apiError } from '../common/errors';
import { InjectRedis } from '../common/redis';
import { API_KEY_PREFIX, hashApiKey, newApiKey, newClientId } from './api-keys';
import { DevApp } from './dev-app.entity';

/** The developer behind a valid X-USER-ID + X-API-KEY pair, as cached per key. */
export interface ApiPrincipal {
  userId: number;
  plan: DeveloperPlan;
  /** Requests allowed per billing month. */
  requestLimit: number;
  /** Epoch seconds whose day of month starts the billing month. */
  anchor: number;
}

const PRINCIPAL_TTL_SECONDS = 300;
/** How long a process trusts its own copy of a principal; rolls and plan changes are broadcast at once. */
const LOCAL_TTL_MS = 2000;

/**
 * Developer accounts and their API keys: creation, rolling, and the lookup that authenticates
 * every /graphql request (cached per key hash in Redis and, for two seconds, in the process; a roll
 * or plan change is broadcast, so a rolled key stops working at once on every instance).
 */
@Injectable()
export class DevelopersService implements OnModuleInit, OnModuleDestroy {
  /** Principals by key hash, kept for LOCAL_TTL_MS; saves a Redis round trip per request. */
  private readonly local = new LRUCache<string, { principal: ApiPrincipal | null }>({ max: 10_000, ttl: LOCAL_TTL_MS });
  private subscriber?: Redis;
  private readonly channel = `${config().REDIS_PREFIX}:principal-invalidations`;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRedis() private readonly redis: Redis,
  ) {}

  /** Listens for keys forgotten by other processes (rolled keys, plan changes). */
  async onModuleInit(): Promise<void> {
    this.subscriber = new Redis(config().REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: null });
    this.subscriber.on('message', (_channel, message: string) => {
      for (const hash of JSON.parse(message) as string[]) this.local.delete(hash);
    });
    await this.subscriber.connect();
    await this.subscriber.subscribe(this.channel);
  }

  async onModuleDestroy(): Promise<void> {
    this.subscriber?.disconnect();
  }

  /**
   * Creates a developer (or finds the one with this e-mail) with one developer app, and gives that
   * app a new API key; an existing key of that app is rolled. Returns the key in clear text: it is
   * shown once and never stored.
   */
  async createDeveloper(email: string, plan: DeveloperPlan = 'FREE'): Promise<{ userId: number; apiKey: string }> {
    const normalised = email.trim().toLowerCase();
    const { result, rolled } = await this.db.transaction(async (tx) => {
      await tx
        .createQueryBuilder()
        .insert()
        .into(User)
        .values({ email: normalised, isDeveloper: true, developerPlan: plan, developerSubscriptionStatus: plan === 'FREE' ? 'none' : 'active' })
        .orIgnore()
        .execute();
      const user = await tx.getRepository(User).findOneByOrFail({ email: normalised });
      await tx.getRepository(User).update(user.id, {
        isDeveloper: true,
        developerPlan: plan,
        developerSubscriptionStatus: plan === 'FREE' ? 'none' : 'active',
        billingCycleAnchor: plan === 'FREE' ? null : user.billingCycleAnchor ?? Math.floor(Date.now() / 1000),
      });
      const apiKey = newApiKey();
      const existing = await tx.getRepository(DevApp).findOne({ where: { userId: user.id }, order: { createdAt: 'ASC' } });
      if (existing) {
        await tx.getRepository(DevApp).update(existing.id, { apiKeyHash: hashApiKey(apiKey), apiKeyHint: apiKey.slice(-4) });
      } else {
        await tx.getRepository(DevApp).insert({ id: newClientId(), userId: user.id, apiKeyHash: hashApiKey(apiKey), apiKeyHint: apiKey.slice(-4) });
      }
      return { result: { userId: user.id, apiKey }, rolled: existing ? [existing.apiKeyHash] : [] };
    });
    // After the commit, so a request in between cannot cache the old key again.
    await this.forget(rolled);
    return result;
  }

  /**
   * Resolves the developer for a user id and API key, or null when the pair does not match a
   * developer app of that user. The key is compared by its SHA-256 hash only.
   */
  async authenticate(userId: number, apiKey: string): Promise<ApiPrincipal | null> {
    if (!apiKey.startsWith(API_KEY_PREFIX)) return null;
    const hash = hashApiKey(apiKey);
    const known = this.local.get(hash);
    if (known) return known.principal && known.principal.userId === userId ? known.principal : null;
    const cached = await this.redis.get(principalKey(hash));
    let principal: ApiPrincipal | null;
    if (cached) {
      principal = cached === 'none' ? null : (JSON.parse(cached) as ApiPrincipal);
    } else {
      principal = await this.loadPrincipal(hash);
      await this.redis.set(principalKey(hash), principal ? JSON.stringify(principal) : 'none', 'EX', principal ? PRINCIPAL_TTL_SECONDS : 30);
    }
    this.local.set(hash, { principal });
    return principal && principal.userId === userId ? principal : null;
  }

  private async loadPrincipal(hash: string): Promise<ApiPrincipal | null> {
    const app = await this.db.getRepository(DevApp).findOne({ where: { apiKeyHash: hash }, relations: { user: true } });
    return app && app.user.isDeveloper ? principalOf(app.user) : null;
  }

  /** The developer's apps, oldest first. */
  apps(userId: number): Promise<DevApp[]> {
    return this.db.getRepository(DevApp).find({ where: { userId }, order: { createdAt: 'ASC' } });
  }

  /**
   * Creates a developer app with a new API key while the user has fewer apps than
   * allowedDevAppsLimit (spec 000 §5), else ACCESS_NOT_ALLOWED. Returns the app and the key, shown once.
   */
  async addApp(user: User): Promise<{ app: DevApp; apiKey: string }> {
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [user.id]);
      const count = await tx.getRepository(DevApp).countBy({ userId: user.id });
      if (count >= user.allowedDevAppsLimit) throw apiError('ACCESS_NOT_ALLOWED', limitReachedMessage('developer application', user.allowedDevAppsLimit));
      const apiKey = newApiKey();
      const app = tx.getRepository(DevApp).create({ id: newClientId(), userId: user.id, apiKeyHash: hashApiKey(apiKey), apiKeyHint: apiKey.slice(-4) });
      return { app: await tx.getRepository(DevApp).save(app), apiKey };
    });
  }

  /** Gives one of the user's apps a new API key; the old one stops working at once. Null when the app is not theirs. */
  async rollAppKey(userId: number, appId: string): Promise<{ app: DevApp; apiKey: string } | null> {
    const app = await this.db.getRepository(DevApp).findOneBy({ id: appId, userId });
    if (!app) return null;
    const apiKey = newApiKey();
    const oldHash = app.apiKeyHash;
    Object.assign(app, { apiKeyHash: hashApiKey(apiKey), apiKeyHint: apiKey.slice(-4) });
    await this.db.getRepository(DevApp).save(app);
    await this.forget([oldHash]);
    return { app, apiKey };
  }

  /** Forgets the cached principal of every key of the user (after a plan or limit change). */
  async invalidatePrincipals(userId: number): Promise<void> {
    const apps = await this.apps(userId);
    await this.forget(apps.map((a) => a.apiKeyHash));
  }

  /** Drops cached principals of these key hashes here, in Redis and in every other process. */
  private async forget(hashes: string[]): Promise<void> {
    if (!hashes.length) return;
    for (const hash of hashes) this.local.delete(hash);
    await this.redis.del(...hashes.map(principalKey));
    await this.redis.publish(this.channel, JSON.stringify(hashes));
  }

}

/**
 * A developer's plan, monthly quota and billing anchor: the paid plan while the subscription is
 * active or past_due, else Free; the anchor is the billing cycle anchor of a paid plan, else the
 * account's creation (spec 000 §2, contract §3).
 */
export function principalOf(user: User): ApiPrincipal {
  const paid = user.developerSubscriptionStatus === 'active' || user.developerSubscriptionStatus === 'past_due';
  const plan: DeveloperPlan = paid ? user.developerPlan : 'FREE';
  const anchor = paid && user.billingCycleAnchor ? user.billingCycleAnchor : Math.floor(user.createdAt.getTime() / 1000);
  return { userId: user.id, plan, requestLimit: user.allowedApiCallsLimit ?? PLANS[plan].apiRequestsPerMonth, anchor };
}

function principalKey(hash: string): string {
  return `apikey:${hash}`;
}
