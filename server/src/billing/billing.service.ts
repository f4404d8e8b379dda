import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { SubscriptionStatus, User } from '../accounts/user.entity';
import { config } from '../common/config';
import { DevelopersService } from '../developers/developers.service';
import { CatalogueEntry, developerEntry, findPlan } from './plan-catalogue';

/** A refusal of a billing action, with a message for the user. */
export class BillingError extends Error {}

/** Subscription state kept on the user (spec 000 §3 "Billing plan details"); epoch seconds. */
interface SubscriptionState {
  subscriptionId: string | null;
  status: SubscriptionStatus;
  entry: CatalogueEntry | undefined;
  billingCycleAnchor: number | null;
  cancelAt: number | null;
}

/** Stripe statuses → the spec's (spec 000 §3): trialing counts as active; anything ended is none (Free). */
const STATUS: Record<string, SubscriptionStatus> = { active: 'active', trialing: 'active', past_due: 'past_due', unpaid: 'unpaid' };

/**
 * Plans and billing with Stripe (the official client, its API base configurable): Checkout for Pro
 * or Business, the customer portal, upgrades and downgrades, and Stripe's webhook. The user's
 * subscription state is always what Stripe says now — each event triggers a fetch of the current
 * subscription, so replays and out-of-order events end in the right state — and each event id is
 * applied once. Limits follow the plan in the same transaction (spec 000 §2, §4, §7, §9).
 */
@Injectable()
export class BillingService {
  private readonly logger = new Logger(BillingService.name);
  private readonly stripe: Stripe | null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly developers: DevelopersService,
  ) {
    const { STRIPE_SECRET_KEY, STRIPE_API_BASE } = config();
    if (!STRIPE_SECRET_KEY) {
      this.stripe = null;
      return;
    }
    const base = STRIPE_API_BASE ? new URL(STRIPE_API_BASE) : null;
    this.stripe = new Stripe(STRIPE_SECRET_KEY, {
      ...(base ? { host: base.hostname, port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)), protocol: base.protocol.replace(':', '') as 'http' | 'https' } : {}),
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'Inkcast' },
    });
  }

  /** Whether Stripe is configured; without it the demo says billing is not configured. */
  get configured(): boolean {
    return this.stripe !== null;
  }

  /** URL of a Stripe Checkout page for a developer plan (spec 000 §7 forward-to-stripe). */
  async checkoutUrl(user: User, productId: string | undefined): Promise<string> {
    const stripe = this.client();
    const entry = findPlan({ productId });
    if (!entry) throw new BillingError('Unknown plan.');
    // A second Checkout would start a second subscription, billed beside the first: plan changes go
    // through upgrade/downgrade instead.
    const status = entry.type === 'creator' ? user.creatorSubscriptionStatus : user.developerSubscriptionStatus;
    if (status !== 'none') throw new BillingError('You already have a paid plan; change it from the dashboard.');
    const customer = await this.customerOf(user);
    const origin = config().PUBLIC_URL;
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: String(user.id),
      line_items: [{ price: entry.priceId, quantity: 1 }],
      success_url: `${origin}/billing/payment-success?planType=${encodeURIComponent(entry.name)}`,
      cancel_url: `${origin}/billing/payment-failed?planType=${encodeURIComponent(entry.name)}`,
      metadata: { userId: String(user.id) },
    });
    if (!session.url) throw new BillingError('Stripe did not return a checkout page.');
    return session.url;
  }

  /** URL of the Stripe customer portal (Manage Billing; spec 000 §4: only with a Stripe customer). */
  async portalUrl(user: User): Promise<string> {
    const stripe = this.client();
    if (!user.stripeCustomerId) throw new BillingError('There is no billing account to manage yet.');
    const session = await stripe.billingPortal.sessions.create({ customer: user.stripeCustomerId, return_url: `${config().PUBLIC_URL}/dashboard` });
    return session.url;
  }

  /**
   * Pro → Business: the subscription's price changes now without proration, so the upgrade is not
   * charged until the next billing period and is free until then (spec 000 §2). Returns the next
   * billing date, epoch seconds.
   */
  upgradeToBusiness(user: User, priceId: string | undefined): Promise<number> {
    return this.changePlan(user, priceId, 'PRO', 'BUSINESS');
  }

  /** Business → Pro, at the Pro price from the next billing date (spec 000 §2). Returns that date. */
  downgradeToPro(user: User, priceId: string | undefined): Promise<number> {
    return this.changePlan(user, priceId, 'BUSINESS', 'PRO');
  }

  /**
   * → Free: the subscription ends at the end of the period; every feature stays until cancelAt,
   * then 500 requests/month and no webhooks (spec 000 §2).
   */
  async downgradeToFree(user: User): Promise<void> {
    const stripe = this.client();
    const sub = await this.currentSubscription(user);
    const updated = await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    await this.apply(user.id, stateOf(updated));
  }

  /**
   * Applies a Stripe webhook call: the signature is checked over the raw body (Stripe-Signature,
   * STRIPE_WEBHOOK_SECRET); an event already applied is acknowledged without effect; otherwise the
   * customer's current subscription is fetched and stored. Throws BillingError for a bad signature.
   */
  async handleWebhook(rawBody: Buffer | undefined, signature: string | undefined): Promise<void> {
    const stripe = this.client();
    const secret = config().STRIPE_WEBHOOK_SECRET;
    if (!secret || !rawBody || !signature) throw new BillingError('Missing signature.');
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch {
      throw new BillingError('Invalid signature.');
    }
    const customerId = customerOfEvent(event);
    await this.db.transaction(async (tx) => {
      const inserted: unknown[] = await tx.query(`INSERT INTO stripe_event (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id`, [event.id, event.type]);
      if (!inserted.length || !customerId) return;
      const users: { id: number }[] = await tx.query(`SELECT id FROM users WHERE stripe_customer_id = $1 FOR UPDATE`, [customerId]);
      if (!users.length) {
        this.logger.warn(`Stripe event ${event.id} for unknown customer ${customerId}`);
        return;
      }
      const state = await this.latestState(customerId);
      await this.write(tx, users[0].id, state);
    });
    if (customerId) await this.invalidate(customerId);
  }

  private async changePlan(user: User, priceId: string | undefined, from: 'PRO' | 'BUSINESS', to: 'PRO' | 'BUSINESS'): Promise<number> {
    const stripe = this.client();
    const target = developerEntry(to);
    if (!target || (priceId && priceId !== target.priceId)) throw new BillingError('Unknown plan.');
    if (user.developerPlan !== from || user.developerSubscriptionStatus !== 'active') throw new BillingError(`This needs an active ${from === 'PRO' ? 'Pro' : 'Business'} plan.`);
    const sub = await this.currentSubscription(user);
    const updated = await stripe.subscriptions.update(sub.id, {
      items: [{ id: sub.items.data[0].id, price: target.priceId }],
      proration_behavior: 'none',
      cancel_at_period_end: false,
    });
    const state = stateOf(updated);
    await this.apply(user.id, state);
    return periodEnd(updated) ?? 0;
  }

  private client(): Stripe {
    if (!this.stripe) throw new BillingError('Billing is not configured on this server.');
    return this.stripe;
  }

  private async customerOf(user: User): Promise<string> {
    if (user.stripeCustomerId) return user.stripeCustomerId;
    const customer = await this.client().customers.create({ email: user.email, name: user.name ?? undefined, metadata: { userId: String(user.id) } });
    await this.db.query(`UPDATE users SET stripe_customer_id = $2 WHERE id = $1`, [user.id, customer.id]);
    return customer.id;
  }

  private async currentSubscription(user: User): Promise<Stripe.Subscription> {
    if (!user.stripeSubscriptionId) throw new BillingError('There is no subscription to change.');
    return this.client().subscriptions.retrieve(user.stripeSubscriptionId);
  }

  /** The state of the customer's most relevant subscription now: a live one first, else the newest. */
  private async latestState(customerId: string): Promise<SubscriptionState> {
    const list = await this.client().subscriptions.list({ customer: customerId, status: 'all', limit: 20 });
    const live = list.data.filter((s) => STATUS[s.status]);
    const chosen = (live.length ? live : list.data).sort((a, b) => b.created - a.created)[0];
    return chosen ? stateOf(chosen) : { subscriptionId: null, status: 'none', entry: undefined, billingCycleAnchor: null, cancelAt: null };
  }

  private async apply(userId: number, state: SubscriptionState): Promise<void> {
    await this.db.transaction((tx) => this.write(tx, userId, state));
    await this.developers.invalidatePrincipals(userId);
  }

  /** Stores the subscription state; the plan (and with it the quotas) follows in the same transaction. */
  private async write(tx: DataSource['manager'], userId: number, state: SubscriptionState): Promise<void> {
    const paid = state.status !== 'none' && state.entry;
    if (state.entry?.type === 'creator') {
      await tx.query(`UPDATE users SET creator_subscription_status = $2, stripe_subscription_id = $3 WHERE id = $1`, [userId, state.status, state.subscriptionId]);
      return;
    }
    await tx.query(
      `UPDATE users SET developer_subscription_status = $2, developer_plan = $3, billing_cycle_anchor = $4, cancel_at = $5,
         stripe_subscription_id = $6 WHERE id = $1`,
      [userId, paid ? state.status : 'none', paid ? state.entry!.plan : 'FREE', paid ? state.billingCycleAnchor : null, paid ? state.cancelAt : null, state.subscriptionId],
    );
  }

  private async invalidate(customerId: string): Promise<void> {
    const rows: { id: number }[] = await this.db.query(`SELECT id FROM users WHERE stripe_customer_id = $1`, [customerId]);
    for (const row of rows) await this.developers.invalidatePrincipals(row.id);
  }
}

function stateOf(sub: Stripe.Subscription): SubscriptionState {
  const price = sub.items.data[0]?.price;
  return {
    subscriptionId: sub.id,
    status: STATUS[sub.status] ?? 'none',
    entry: findPlan({ priceId: price?.id, productId: typeof price?.product === 'string' ? price.product : price?.product?.id }),
    billingCycleAnchor: sub.billing_cycle_anchor ?? null,
    cancelAt: sub.cancel_at ?? (sub.cancel_at_period_end ? periodEnd(sub) : null),
  };
}

/** End of the current period, epoch seconds (on the item in current API versions). */
function periodEnd(sub: Stripe.Subscription): number | null {
  const item = sub.items.data[0] as Stripe.SubscriptionItem & { current_period_end?: number };
  return item?.current_period_end ?? (sub as unknown as { current_period_end?: number }).current_period_end ?? null;
}

function customerOfEvent(event: Stripe.Event): string | null {
  const object = event.data.object as { customer?: string | { id: string } | null; object?: string; id?: string };
  if (object.object === 'customer' && object.id) return object.id;
  const customer = object.customer;
  return typeof customer === 'string' ? customer : customer?.id ?? null;
}
