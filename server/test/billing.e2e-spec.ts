import { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../src/common/config';
import { createApi } from '../src/main';
import { Credentials, Inkcast, startInkcast } from './support/harness';
import { Mailbox, startMailbox } from './support/mailbox';
import { DashboardResponse, Visitor, resetLoginLinkLimits, signUpDeveloper } from './support/visitor';
import { StripeStandIn, startStripeStandIn } from './stripe-stand-in.mjs';

/**
 * Plans and billing with Stripe (issue 7; developer spec §2 "Billing result pages" and "Dashboard
 * plan section", §3, §4, §7 form posts, §9), end to end: the real api talks to the local Stripe
 * stand-in (test/stripe-stand-in.mjs) through the official stripe client (STRIPE_API_BASE of the
 * e2e project), and the stand-in sends its signed webhook events to the api, which listens on a
 * real port for them. Every transition is checked where a developer sees it: the plan section's
 * data on /internal/graphql and the API key's quota on /graphql.
 */

/**
 * This file's plan catalogue (STRIPE_PLANS): Inkcast's Pro and Business with their default ids and
 * prices, intervals written in mixed case (the api lower-cases them), and a discounted Pro.
 * Set before any module reads (and caches) the configuration.
 */
const PLANS_JSON = vi.hoisted(() => {
  const plans = [
    { productId: 'prod_inkcast_pro', priceId: 'price_inkcast_pro_monthly', name: 'Pro', type: 'developer', plan: 'PRO', amountInCents: 7500, interval: 'Month' },
    { productId: 'prod_inkcast_business', priceId: 'price_inkcast_business_monthly', name: 'Business', type: 'developer', plan: 'BUSINESS', amountInCents: 15000, interval: 'MONTH' },
    { productId: 'prod_inkcast_pro_discounted', priceId: 'price_inkcast_pro_discounted', name: 'Pro (discounted)', type: 'developer', plan: 'PRO', amountInCents: 6000, interval: 'month' },
  ];
  process.env.STRIPE_PLANS = JSON.stringify(plans);
  return process.env.STRIPE_PLANS;
});

const PRO = { productId: 'prod_inkcast_pro', priceId: 'price_inkcast_pro_monthly' };
const BUSINESS = { productId: 'prod_inkcast_business', priceId: 'price_inkcast_business_monthly' };
const WEB = 'http://inkcast.test'; // PUBLIC_URL of the e2e project

const DETAILS = `{ getMyDeveloperDetails { plan planName subscriptionStatus isBusinessPlan allowedApiCallsLimit
  allowedPopularEpisodeTranscriptsLimit allowedWebhookLimit billingCycleAnchor cancelAt } }`;

let ink: Inkcast;
let mailbox: Mailbox;
let stripe: StripeStandIn;
let webhookUrl: string;

beforeAll(async () => {
  mailbox = await startMailbox();
  const prices = Object.fromEntries(
    (JSON.parse(PLANS_JSON) as { priceId: string; productId: string; amountInCents: number; interval: string }[]).map((p) => [
      p.priceId,
      { product: p.productId, unit_amount: p.amountInCents, interval: p.interval.toLowerCase() },
    ]),
  );
  stripe = await startStripeStandIn({ port: Number(new URL(config().STRIPE_API_BASE!).port), webhookSecret: config().STRIPE_WEBHOOK_SECRET!, prices });
  ink = await startInkcast();
  // The stand-in delivers its events over HTTP, as Stripe does: the api listens on a free port.
  await ink.app.listen(0, '127.0.0.1');
  webhookUrl = `http://127.0.0.1:${(ink.app.getHttpServer().address() as AddressInfo).port}/payments/stripe-webhook`;
  stripe.setWebhookUrl(webhookUrl);
});

afterAll(async () => {
  await stripe?.close();
  await ink?.close();
  await mailbox?.close();
});

afterEach(async () => {
  // A test that failed while holding events back leaves none behind for the next.
  await stripe.release();
  await stripe.settled();
});

beforeEach(async () => {
  // Every test signs developers up from the same client address.
  await resetLoginLinkLimits(ink);
});

function ok<D>(res: DashboardResponse<D>): D {
  expect(res.errors).toBeUndefined();
  expect(res.status).toBe(200);
  return res.data as D;
}

interface Developer {
  visitor: Visitor;
  id: number;
  creds: Credentials;
}

/** A developer signed up the way a person does, signed in, with an app and its API key. */
async function developer(): Promise<Developer> {
  const visitor = await signUpDeveloper(ink, mailbox);
  const { me } = ok(await visitor.gql('{ me { id } }'));
  const { addNewDevApp } = ok(await visitor.gql('mutation { addNewDevApp { apiKey } }'));
  const id = Number(me.id);
  return { visitor, id, creds: { userId: id, apiKey: addNewDevApp.apiKey } };
}

/** The plan section's data (getMyDeveloperDetails). */
async function details(dev: Developer) {
  return ok(await dev.visitor.gql(DETAILS)).getMyDeveloperDetails;
}

/** The key's monthly allowance left, as /graphql reports it (the key's cached principal). */
async function remaining(dev: Developer): Promise<number> {
  const res = await ink.gql('{ getApiRequestsRemaining }', {}, dev.creds);
  expect(res.errors).toBeUndefined();
  return res.data.getApiRequestsRemaining;
}

async function userRow(id: number) {
  const [row] = await ink.db.query(
    `SELECT developer_plan, developer_subscription_status, stripe_customer_id, stripe_subscription_id, billing_cycle_anchor::int AS billing_cycle_anchor, cancel_at::int AS cancel_at
       FROM users WHERE id = $1`,
    [id],
  );
  return row as { developer_plan: string; developer_subscription_status: string; stripe_customer_id: string | null; stripe_subscription_id: string | null; billing_cycle_anchor: number | null; cancel_at: number | null };
}

/** A billing form post as the dashboard's plain HTML forms send it (the CSRF token in `token`). */
function formPost(dev: Developer | Visitor, path: string, fields: Record<string, string> = {}, csrf: boolean | string = true) {
  const visitor = dev instanceof Visitor ? dev : dev.visitor;
  return visitor.post(path, { inkcastType: 'developer', ...fields }, { form: true, csrf });
}

/** The path and query of a redirect to the web app (PUBLIC_URL stripped when present). */
function location(res: { status: number; headers: Record<string, string> }): string {
  expect(res.status).toBe(303);
  return res.headers.location.replace(WEB, '');
}

/** The action of the stand-in Checkout page's form whose button reads `button`. */
async function checkoutAction(checkoutUrl: string, button: 'Pay' | 'Cancel'): Promise<string> {
  const page = await fetch(checkoutUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const match = new RegExp(`<form method="post" action="([^"]+)"><button type="submit">${button}</button>`).exec(html);
  expect(match, `a ${button} button on ${checkoutUrl}`).not.toBeNull();
  return new URL(match![1], checkoutUrl).toString();
}

/** forward-to-stripe for `plan`: the 303 to the stand-in's Checkout page. */
async function forwardToStripe(dev: Developer, plan: { productId: string }): Promise<string> {
  const res = await formPost(dev, '/payments/forward-to-stripe', { planType: plan.productId });
  expect(res.status).toBe(303);
  expect(res.headers.location.startsWith(`${stripe.url}/checkout/cs_test_`)).toBe(true);
  return res.headers.location;
}

/** Pays on the stand-in Checkout page as a person would; returns where the browser goes next. */
async function pay(checkoutUrl: string): Promise<string> {
  const res = await fetch(await checkoutAction(checkoutUrl, 'Pay'), { method: 'POST', redirect: 'manual' });
  expect(res.status).toBe(303);
  return res.headers.get('location')!;
}

/** A developer who went Free → `plan` through Checkout; with their Stripe customer and subscription. */
async function subscribed(plan: { productId: string } = PRO): Promise<Developer & { customer: string; subscription: string }> {
  const dev = await developer();
  await pay(await forwardToStripe(dev, plan));
  const row = await userRow(dev.id);
  expect(row.developer_subscription_status).toBe('active');
  return { ...dev, customer: row.stripe_customer_id!, subscription: row.stripe_subscription_id! };
}

/** Requests the api made to the stand-in after `since` (an index into the request log). */
function requestsSince(since: number) {
  return stripe.requests().slice(since);
}

/** Every delivery of the events of `customer` answered 2xx. */
function expectDelivered(customer: string): void {
  const mine = stripe.events().filter((r) => r.event.data.object.customer === customer);
  expect(mine.length).toBeGreaterThan(0);
  for (const r of mine) {
    expect(r.deliveries.length, `${r.event.type} ${r.event.id} sent`).toBeGreaterThan(0);
    expect(r.deliveries.at(-1)!.status, `${r.event.type} ${r.event.id}: ${r.deliveries.at(-1)!.response ?? r.deliveries.at(-1)!.error}`).toBe(200);
  }
}

async function storedEvents(eventId: string): Promise<number> {
  const [row] = await ink.db.query('SELECT count(*)::int AS n FROM stripe_event WHERE id = $1', [eventId]);
  return row.n;
}

const FREE_DETAILS = { plan: 'FREE', planName: 'Free', subscriptionStatus: 'none', isBusinessPlan: false, allowedApiCallsLimit: 500, allowedPopularEpisodeTranscriptsLimit: 0, allowedWebhookLimit: 0, cancelAt: null };
const PRO_LIMITS = { plan: 'PRO', planName: 'Pro', isBusinessPlan: false, allowedApiCallsLimit: 100_000, allowedPopularEpisodeTranscriptsLimit: 100, allowedWebhookLimit: 0 };
const BUSINESS_LIMITS = { plan: 'BUSINESS', planName: 'Business', isBusinessPlan: true, allowedApiCallsLimit: 350_000, allowedPopularEpisodeTranscriptsLimit: 2_000, allowedWebhookLimit: 1 };

describe('GET /payments/plans', () => {
  it('lists the catalogue with prices in cents and intervals in lower case, billing configured', async () => {
    const res = await ink.http().get('/payments/plans');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      configured: true,
      plans: [
        { productId: 'prod_inkcast_pro', priceId: 'price_inkcast_pro_monthly', name: 'Pro', type: 'developer', plan: 'PRO', amountInCents: 7500, interval: 'month' },
        { productId: 'prod_inkcast_business', priceId: 'price_inkcast_business_monthly', name: 'Business', type: 'developer', plan: 'BUSINESS', amountInCents: 15000, interval: 'month' },
        { productId: 'prod_inkcast_pro_discounted', priceId: 'price_inkcast_pro_discounted', name: 'Pro (discounted)', type: 'developer', plan: 'PRO', amountInCents: 6000, interval: 'month' },
      ],
    });
  });
});

describe('Free → Pro through Stripe Checkout', () => {
  it('forward-to-stripe opens Checkout for the Pro price; paying makes the plan Pro, active, 100,000 requests, and the key follows at once', async () => {
    const dev = await developer();
    expect(await details(dev)).toMatchObject({ ...FREE_DETAILS, billingCycleAnchor: null });
    expect(await remaining(dev)).toBe(500); // the key's principal is cached now

    const since = stripe.requests().length;
    const checkoutUrl = await forwardToStripe(dev, PRO);
    const calls = requestsSince(since);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /v1/customers', 'POST /v1/checkout/sessions']);
    const [user] = await ink.db.query('SELECT email, stripe_customer_id FROM users WHERE id = $1', [dev.id]);
    expect(calls[0].body).toMatchObject({ email: user.email, metadata: { userId: String(dev.id) } });
    expect(user.stripe_customer_id).toMatch(/^cus_/);
    expect(calls[1].body).toMatchObject({
      mode: 'subscription',
      customer: user.stripe_customer_id,
      client_reference_id: String(dev.id),
      line_items: [{ price: PRO.priceId, quantity: '1' }],
      success_url: `${WEB}/billing/payment-success?planType=Pro`,
      cancel_url: `${WEB}/billing/payment-failed?planType=Pro`,
    });
    // Nothing changes before the payment.
    expect(await details(dev)).toMatchObject(FREE_DETAILS);

    expect(await pay(checkoutUrl)).toBe(`${WEB}/billing/payment-success?planType=Pro`);
    const [sub] = stripe.subscriptions(user.stripe_customer_id);
    expect(sub).toMatchObject({ status: 'active', items: { data: [{ price: { id: PRO.priceId, product: PRO.productId } }] } });
    expect(stripe.events().filter((r) => r.event.data.object.customer === user.stripe_customer_id).map((r) => r.event.type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
    ]);
    expectDelivered(user.stripe_customer_id);

    expect(await details(dev)).toEqual({ ...PRO_LIMITS, subscriptionStatus: 'active', billingCycleAnchor: sub.billing_cycle_anchor, cancelAt: null });
    expect(await remaining(dev)).toBe(100_000);
    expect(await userRow(dev.id)).toMatchObject({ stripe_subscription_id: sub.id, developer_plan: 'PRO' });
  });

  it('Free → Business through Checkout gives the Business limits', async () => {
    const dev = await subscribed(BUSINESS);
    expect(await details(dev)).toMatchObject({ ...BUSINESS_LIMITS, subscriptionStatus: 'active' });
    expect(await remaining(dev)).toBe(350_000);
  });

  it('Cancel on Checkout goes to the payment-failed page and the plan stays Free', async () => {
    const dev = await developer();
    const checkoutUrl = await forwardToStripe(dev, PRO);
    const res = await fetch(await checkoutAction(checkoutUrl, 'Cancel'), { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${WEB}/billing/payment-failed?planType=Pro`);
    const { stripe_customer_id } = await userRow(dev.id);
    expect(stripe.subscriptions(stripe_customer_id!)).toEqual([]);
    expect(await details(dev)).toMatchObject(FREE_DETAILS);
  });

  it('a second Checkout reuses the Stripe customer', async () => {
    const dev = await developer();
    await forwardToStripe(dev, PRO);
    const since = stripe.requests().length;
    await forwardToStripe(dev, BUSINESS);
    expect(requestsSince(since).map((c) => `${c.method} ${c.path}`)).toEqual(['POST /v1/checkout/sessions']);
  });

  it('a developer with a paid plan is not sent to Checkout again (a second subscription would be billed too)', async () => {
    const dev = await subscribed(PRO);
    const since = stripe.requests().length;
    const res = await formPost(dev, '/payments/forward-to-stripe', { planType: BUSINESS.productId });
    expect(location(res)).toBe(`/billing/payment-failed?planType=${BUSINESS.productId}&reason=${encodeURIComponent('You already have a paid plan; change it from the dashboard.')}`);
    expect(requestsSince(since)).toEqual([]);
    expect(stripe.subscriptions(dev.customer)).toHaveLength(1);
    expect(await details(dev)).toMatchObject({ plan: 'PRO', subscriptionStatus: 'active' });
  });

  it('an unknown plan goes to the payment-failed page with the reason, without asking Stripe', async () => {
    const dev = await developer();
    const since = stripe.requests().length;
    const res = await formPost(dev, '/payments/forward-to-stripe', { planType: 'prod_nonexistent' });
    expect(location(res)).toBe('/billing/payment-failed?planType=prod_nonexistent&reason=Unknown%20plan.');
    expect(requestsSince(since)).toEqual([]);
  });
});

describe('Pro → Business (upgrade-to-business-plan)', () => {
  it('switches the subscription to the Business price without charging now; the plan is Business at once with 350,000 requests', async () => {
    const dev = await subscribed(PRO);
    expect(await remaining(dev)).toBe(100_000);
    const before = stripe.subscription(dev.subscription);
    const periodEnd = before.items.data[0].current_period_end;
    const invoicesBefore = stripe.invoices(dev.customer);
    expect(invoicesBefore).toHaveLength(1); // the first month of Pro

    // Stripe's customer.subscription.updated is held back: the plan changes from Stripe's answer alone.
    stripe.hold();
    const since = stripe.requests().length;
    const res = await formPost(dev, '/payments/upgrade-to-business-plan', { priceId: BUSINESS.priceId });
    expect(location(res)).toBe(`/billing/business-upgrade-success?billingDate=${periodEnd}`);

    const calls = requestsSince(since);
    const updates = calls.filter((c) => c.method === 'POST');
    expect(updates.map((c) => c.path)).toEqual([`/v1/subscriptions/${dev.subscription}`]);
    expect(updates[0].body).toMatchObject({ items: [{ id: before.items.data[0].id, price: BUSINESS.priceId }], proration_behavior: 'none' });
    // Not charged now: no new invoice, no proration items; the billing period is unchanged.
    expect(stripe.invoices(dev.customer)).toEqual(invoicesBefore);
    expect(stripe.invoiceItems(dev.customer)).toEqual([]);
    const after = stripe.subscription(dev.subscription);
    expect(after.items.data[0]).toMatchObject({ price: { id: BUSINESS.priceId }, current_period_end: periodEnd });

    expect(await details(dev)).toEqual({ ...BUSINESS_LIMITS, subscriptionStatus: 'active', billingCycleAnchor: before.billing_cycle_anchor, cancelAt: null });
    expect(await remaining(dev)).toBe(350_000);
    // Stripe's customer.subscription.updated, when it comes, agrees.
    expect(await stripe.release()).toHaveLength(1);
    expectDelivered(dev.customer);
    expect(await details(dev)).toMatchObject({ plan: 'BUSINESS', subscriptionStatus: 'active' });
  });

  it('is refused to a Free developer, who goes to the payment-failed page; Stripe is not asked', async () => {
    const dev = await developer();
    const since = stripe.requests().length;
    const res = await formPost(dev, '/payments/upgrade-to-business-plan', { priceId: BUSINESS.priceId });
    expect(location(res)).toMatch(/^\/billing\/payment-failed\?planType=Business&reason=/);
    expect(requestsSince(since)).toEqual([]);
    expect(await details(dev)).toMatchObject(FREE_DETAILS);
  });

  it('a price other than Business is refused', async () => {
    const dev = await subscribed(PRO);
    const since = stripe.requests().length;
    const res = await formPost(dev, '/payments/upgrade-to-business-plan', { priceId: PRO.priceId });
    expect(location(res)).toMatch(/^\/billing\/payment-failed\?planType=Business&reason=Unknown%20plan/);
    expect(requestsSince(since)).toEqual([]);
    expect(await details(dev)).toMatchObject({ plan: 'PRO' });
  });
});

describe('Business → Pro (downgrade-to-pro-plan)', () => {
  it('the Pro price from the next billing date: the success page gets that date, the plan is Pro with 100,000 requests', async () => {
    const dev = await subscribed(BUSINESS);
    expect(await remaining(dev)).toBe(350_000);
    const before = stripe.subscription(dev.subscription);
    const periodEnd = before.items.data[0].current_period_end;

    stripe.hold(); // the plan changes from Stripe's answer, before any event
    const since = stripe.requests().length;
    const res = await formPost(dev, '/payments/downgrade-to-pro-plan', { priceId: PRO.priceId });
    expect(location(res)).toBe(`/billing/pro-downgrade-success?billingDate=${periodEnd}`);
    const [update] = requestsSince(since).filter((c) => c.method === 'POST');
    expect(update.body).toMatchObject({ items: [{ id: before.items.data[0].id, price: PRO.priceId }], proration_behavior: 'none' });
    expect(stripe.invoiceItems(dev.customer)).toEqual([]);
    expect(stripe.invoices(dev.customer)).toHaveLength(1);

    expect(await details(dev)).toEqual({ ...PRO_LIMITS, subscriptionStatus: 'active', billingCycleAnchor: before.billing_cycle_anchor, cancelAt: null });
    expect(await remaining(dev)).toBe(100_000);
    expect(await stripe.release()).toHaveLength(1);
    expectDelivered(dev.customer);
    expect(await details(dev)).toMatchObject({ plan: 'PRO', subscriptionStatus: 'active' });
  });

  it('is refused to a Pro developer', async () => {
    const dev = await subscribed(PRO);
    stripe.hold(); // the plan changes from Stripe's answer, before any event
    const since = stripe.requests().length;
    const res = await formPost(dev, '/payments/downgrade-to-pro-plan', { priceId: PRO.priceId });
    expect(location(res)).toMatch(/^\/billing\/unavailable\?reason=/);
    expect(requestsSince(since)).toEqual([]);
  });
});

describe('Business → Free (downgrade-plan) and the cancellation date', () => {
  it('sets cancelAt to the end of the period, keeps every feature until then, and reaching it makes the plan Free with 500 requests', async () => {
    const dev = await subscribed(BUSINESS);
    const periodEnd = stripe.subscription(dev.subscription).items.data[0].current_period_end;

    stripe.hold(); // cancelAt comes from Stripe's answer, before any event
    const res = await formPost(dev, '/payments/downgrade-plan');
    expect(location(res)).toBe('/billing/downgrade-success');
    expect(stripe.subscription(dev.subscription)).toMatchObject({ status: 'active', cancel_at_period_end: true, cancel_at: periodEnd });
    // Until the date: still Business, active, webhooks and 350,000 requests, with the notice's date.
    expect(await details(dev)).toMatchObject({ ...BUSINESS_LIMITS, subscriptionStatus: 'active', cancelAt: periodEnd });
    expect(await remaining(dev)).toBe(350_000);
    expect(await stripe.release()).toHaveLength(1);
    expectDelivered(dev.customer);
    expect(await details(dev)).toMatchObject({ ...BUSINESS_LIMITS, subscriptionStatus: 'active', cancelAt: periodEnd });

    const ended = await stripe.reachCancelAt(dev.subscription);
    expect(ended.type).toBe('customer.subscription.deleted');
    expectDelivered(dev.customer);
    expect(await details(dev)).toMatchObject(FREE_DETAILS);
    expect(await remaining(dev)).toBe(500);
    expect(await userRow(dev.id)).toMatchObject({ developer_plan: 'FREE', developer_subscription_status: 'none', cancel_at: null });

    // Free again, they may subscribe anew: the new subscription counts, not the ended one.
    await pay(await forwardToStripe(dev, PRO));
    const subs = stripe.subscriptions(dev.customer);
    expect(subs.map((s) => s.status)).toEqual(['canceled', 'active']);
    expect(await details(dev)).toMatchObject({ ...PRO_LIMITS, subscriptionStatus: 'active', cancelAt: null });
    expect(await userRow(dev.id)).toMatchObject({ stripe_subscription_id: subs[1].id, stripe_customer_id: dev.customer });
    expect(await remaining(dev)).toBe(100_000);
  });

  it('Pro → Free the same way', async () => {
    const dev = await subscribed(PRO);
    expect(location(await formPost(dev, '/payments/downgrade-plan'))).toBe('/billing/downgrade-success');
    expect(await details(dev)).toMatchObject({ plan: 'PRO', subscriptionStatus: 'active', cancelAt: stripe.subscription(dev.subscription).cancel_at });
    await stripe.reachCancelAt(dev.subscription);
    expect(await details(dev)).toMatchObject(FREE_DETAILS);
  });

  it('a Free developer without a subscription is sent to the unavailable page', async () => {
    const dev = await developer();
    const res = await formPost(dev, '/payments/downgrade-plan');
    expect(location(res)).toMatch(/^\/billing\/unavailable\?reason=/);
  });
});

describe('payment failure', () => {
  it('past_due keeps the plan with the payment problem shown; paying again makes it active', async () => {
    const dev = await subscribed(PRO);
    expect(await remaining(dev)).toBe(100_000);

    await stripe.setSubscriptionStatus(dev.subscription, 'past_due');
    expectDelivered(dev.customer);
    expect(await details(dev)).toMatchObject({ ...PRO_LIMITS, subscriptionStatus: 'past_due' });
    expect(await remaining(dev)).toBe(100_000);

    await stripe.setSubscriptionStatus(dev.subscription, 'active');
    expect(await details(dev)).toMatchObject({ ...PRO_LIMITS, subscriptionStatus: 'active' });
  });

  it('unpaid: the status is kept, the quota falls back to Free until it is paid', async () => {
    const dev = await subscribed(BUSINESS);
    expect(await remaining(dev)).toBe(350_000);
    await stripe.setSubscriptionStatus(dev.subscription, 'unpaid');
    expect(await details(dev)).toMatchObject({ subscriptionStatus: 'unpaid', plan: 'FREE', allowedApiCallsLimit: 500, allowedWebhookLimit: 0 });
    expect(await remaining(dev)).toBe(500);
    await stripe.setSubscriptionStatus(dev.subscription, 'active');
    expect(await details(dev)).toMatchObject({ ...BUSINESS_LIMITS, subscriptionStatus: 'active' });
    expect(await remaining(dev)).toBe(350_000);
  });
});

describe('each event applied once, whatever the order', () => {
  it('replaying one event ten times changes the state once', async () => {
    const dev = await subscribed(PRO);
    const pastDue = (await stripe.setSubscriptionStatus(dev.subscription, 'past_due'))!;
    expect(await details(dev)).toMatchObject({ subscriptionStatus: 'past_due' });
    expect(await storedEvents(pastDue.id)).toBe(1);

    // Stripe's side moves on without telling (no event yet); the ten replays must not touch the user,
    // who would otherwise pick up the current "active" through the re-fetch.
    await stripe.setSubscriptionStatus(dev.subscription, 'active', { notify: false });
    const statuses = await stripe.resend(pastDue.id, 10);
    expect(statuses).toEqual(Array(10).fill(200));
    expect(await storedEvents(pastDue.id)).toBe(1);
    expect(await details(dev)).toMatchObject({ subscriptionStatus: 'past_due' });
    expect(await userRow(dev.id)).toMatchObject({ developer_subscription_status: 'past_due', developer_plan: 'PRO' });

    // The next new event brings the current state.
    await stripe.setSubscriptionStatus(dev.subscription, 'active');
    expect(await details(dev)).toMatchObject({ subscriptionStatus: 'active' });
  });

  it('past_due then active, arriving in reverse order, ends active', async () => {
    const dev = await subscribed(PRO);
    stripe.hold();
    const pastDue = (await stripe.setSubscriptionStatus(dev.subscription, 'past_due'))!;
    const active = (await stripe.setSubscriptionStatus(dev.subscription, 'active'))!;
    expect(await stripe.release('reverse')).toEqual([active.id, pastDue.id]);
    expectDelivered(dev.customer);
    expect(pastDue.data.object.status).toBe('past_due'); // the late event says past_due…
    expect(await details(dev)).toMatchObject({ ...PRO_LIMITS, subscriptionStatus: 'active' }); // …but Stripe says active now
    expect(await storedEvents(pastDue.id)).toBe(1);
    expect(await storedEvents(active.id)).toBe(1);
  });

  it('Checkout events arriving in reverse order still make the plan Pro', async () => {
    const dev = await developer();
    stripe.hold();
    await pay(await forwardToStripe(dev, PRO));
    expect(await details(dev)).toMatchObject(FREE_DETAILS); // nothing arrived yet
    const sent = await stripe.release('reverse');
    expect(sent).toHaveLength(2);
    const { stripe_customer_id } = await userRow(dev.id);
    expect(stripe.events().filter((r) => sent.includes(r.event.id)).map((r) => r.event.type)).toEqual(['checkout.session.completed', 'customer.subscription.created']);
    expectDelivered(stripe_customer_id!);
    expect(await details(dev)).toMatchObject({ ...PRO_LIMITS, subscriptionStatus: 'active' });
  });

  it('a cancellation reached before the downgrade event arrives ends Free, not back on Business', async () => {
    const dev = await subscribed(BUSINESS);
    stripe.hold();
    expect(location(await formPost(dev, '/payments/downgrade-plan'))).toBe('/billing/downgrade-success');
    const deleted = await stripe.reachCancelAt(dev.subscription);
    const sent = await stripe.release('reverse');
    expect(sent[0]).toBe(deleted.id);
    const late = stripe.events().find((r) => r.event.id === sent[1])!.event;
    expect(late).toMatchObject({ type: 'customer.subscription.updated', data: { object: { status: 'active', cancel_at_period_end: true } } });
    expectDelivered(dev.customer);
    expect(await details(dev)).toMatchObject(FREE_DETAILS);
  });
});

describe('Stripe-Signature', () => {
  it('an event signed with another secret is refused with 400 and changes nothing; the same event correctly signed is applied', async () => {
    const dev = await subscribed(PRO);
    stripe.hold();
    const event = (await stripe.setSubscriptionStatus(dev.subscription, 'past_due'))!;
    expect(await stripe.sendWithBadSignature(event.id)).toBe(400);
    expect(await storedEvents(event.id)).toBe(0);
    expect(await details(dev)).toMatchObject({ subscriptionStatus: 'active' });
    await stripe.release();
    expect(await details(dev)).toMatchObject({ subscriptionStatus: 'past_due' });
  });

  it('an unsigned event, a garbage body, a signature over another body and a stale signature are refused with 400', async () => {
    const dev = await subscribed(PRO);
    stripe.hold();
    const event = (await stripe.setSubscriptionStatus(dev.subscription, 'unpaid'))!;
    const payload = JSON.stringify(event);
    const secret = config().STRIPE_WEBHOOK_SECRET!;
    const post = (body: string, signature?: string) => {
      let req = ink.http().post('/payments/stripe-webhook').set('content-type', 'application/json');
      if (signature !== undefined) req = req.set('stripe-signature', signature);
      return req.send(body);
    };
    expect((await post(payload)).status).toBe(400);
    expect((await post('{"id": "evt_x", garbage')).status).toBe(400);
    expect((await post('not json at all', Stripe.webhooks.generateTestHeaderString({ payload: 'not json at all', secret }))).status).toBe(400);
    expect((await post(payload, 'garbage')).status).toBe(400);
    const other = JSON.stringify({ ...event, id: 'evt_forged' });
    expect((await post(other, Stripe.webhooks.generateTestHeaderString({ payload, secret }))).status).toBe(400);
    const stale = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await post(payload, stale)).status).toBe(400);
    expect(await storedEvents(event.id)).toBe(0);
    expect(await details(dev)).toMatchObject({ ...PRO_LIMITS, subscriptionStatus: 'active' });

    // Signed as Stripe signs, the very same body is applied.
    const good = await post(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret }));
    expect(good.status).toBe(200);
    expect(await details(dev)).toMatchObject({ subscriptionStatus: 'unpaid' });
    await stripe.release();
  });
});

describe('the form posts need a session and the CSRF token', () => {
  const posts: [string, Record<string, string>][] = [
    ['/payments/forward-to-stripe', { planType: PRO.productId }],
    ['/payments/create-customer-portal-session', {}],
    ['/payments/upgrade-to-business-plan', { priceId: BUSINESS.priceId }],
    ['/payments/downgrade-to-pro-plan', { priceId: PRO.priceId }],
    ['/payments/downgrade-plan', {}],
  ];

  it.each(posts)('%s without the token (or with a wrong one) → 403, Stripe not asked, plan unchanged', async (path, fields) => {
    const dev = await subscribed(BUSINESS);
    const since = stripe.requests().length;
    expect((await formPost(dev, path, fields, false)).status).toBe(403);
    expect((await dev.visitor.post(path, { inkcastType: 'developer', ...fields }, { csrf: false })).status).toBe(403);
    expect((await formPost(dev, path, fields, 'not-the-token')).status).toBe(403);
    expect(requestsSince(since)).toEqual([]);
    expect(await details(dev)).toMatchObject({ plan: 'BUSINESS', subscriptionStatus: 'active', cancelAt: null });
  });

  it.each(posts)('%s without a session → 303 /login', async (path, fields) => {
    const visitor = new Visitor(ink);
    await visitor.session();
    const since = stripe.requests().length;
    const res = await formPost(visitor, path, fields);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/login');
    expect(requestsSince(since)).toEqual([]);
  });

  it('the same post with the token in the x-csrf-token header works too', async () => {
    const dev = await developer();
    const res = await dev.visitor.post('/payments/forward-to-stripe', { planType: PRO.productId, inkcastType: 'developer' });
    expect(res.status).toBe(303);
    expect(res.headers.location.startsWith(`${stripe.url}/checkout/`)).toBe(true);
  });
});

describe('Manage Billing (create-customer-portal-session)', () => {
  it("opens the Stripe portal of the developer's customer, which links back to the dashboard", async () => {
    const dev = await subscribed(PRO);
    const res = await formPost(dev, '/payments/create-customer-portal-session');
    expect(res.status).toBe(303);
    expect(res.headers.location.startsWith(`${stripe.url}/portal/bps_`)).toBe(true);
    const [call] = stripe.requests().filter((c) => c.path === '/v1/billing_portal/sessions').slice(-1);
    expect(call.body).toEqual({ customer: dev.customer, return_url: `${WEB}/dashboard` });
    const portal = await (await fetch(res.headers.location)).text();
    expect(portal).toContain(`href="${WEB}/dashboard"`);
  });

  it('without a Stripe customer yet → the unavailable page with the reason', async () => {
    const dev = await developer();
    const res = await formPost(dev, '/payments/create-customer-portal-session');
    expect(location(res)).toBe(`/billing/unavailable?reason=${encodeURIComponent('There is no billing account to manage yet.')}`);
  });
});

describe('billing not configured', () => {
  let bare: NestFastifyApplication | undefined;
  let saved: { key?: string; secret?: string };

  beforeAll(async () => {
    // An api built without STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET (the demo's case): the
    // configuration is read once, so it is changed in place while this api is built and used.
    const env = config();
    saved = { key: env.STRIPE_SECRET_KEY, secret: env.STRIPE_WEBHOOK_SECRET };
    env.STRIPE_SECRET_KEY = undefined;
    env.STRIPE_WEBHOOK_SECRET = undefined;
    bare = await createApi();
    await bare.init();
    await bare.getHttpAdapter().getInstance().ready();
  });

  afterAll(async () => {
    await bare?.close();
    Object.assign(config(), { STRIPE_SECRET_KEY: saved.key, STRIPE_WEBHOOK_SECRET: saved.secret });
  });

  it('GET /payments/plans says configured false and still lists the catalogue', async () => {
    const res = await request(bare!.getHttpServer()).get('/payments/plans');
    expect(res.status).toBe(200);
    expect(res.body.configured).toBe(false);
    expect(res.body.plans.map((p: { name: string }) => p.name)).toEqual(['Pro', 'Business', 'Pro (discounted)']);
  });

  it('forward-to-stripe says so on the payment-failed page, without asking Stripe; the webhook refuses', async () => {
    const dev = await developer(); // signed in against the main api; sessions live in the shared database
    const onBare = new Visitor({ ...ink, http: () => request(bare!.getHttpServer()) } as Inkcast);
    for (const [k, v] of dev.visitor.cookies) onBare.cookies.set(k, v);
    await onBare.session();
    const since = stripe.requests().length;
    const res = await formPost(onBare, '/payments/forward-to-stripe', { planType: PRO.productId });
    expect(location(res)).toBe(`/billing/payment-failed?planType=${PRO.productId}&reason=${encodeURIComponent('Billing is not configured on this server.')}`);
    expect(requestsSince(since)).toEqual([]);
    const hook = await request(bare!.getHttpServer()).post('/payments/stripe-webhook').set('content-type', 'application/json').set('stripe-signature', 't=1,v1=00').send('{}');
    expect(hook.status).toBe(400);
  });
});
