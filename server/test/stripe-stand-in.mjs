#!/usr/bin/env node
/**
 * A local stand-in for the part of Stripe's HTTP API that Inkcast uses, for tests (Stripe itself
 * cannot be reached from here). The api's official `stripe` client is pointed at it with
 * STRIPE_API_BASE; it answers in the shapes of Stripe's current API (items carry the billing
 * period), keeps customers, Checkout sessions, subscriptions and invoices in memory, serves a
 * hosted Checkout page with "Pay" and "Cancel" and a customer-portal page, and sends webhook
 * events to the api signed exactly as Stripe does (stripe.webhooks.generateTestHeaderString).
 *
 * Standalone (scripts/test.sh, browser tests):
 *   node server/test/stripe-stand-in.mjs --port 12111 \
 *     --webhook-url http://127.0.0.1:3999/payments/stripe-webhook --webhook-secret whsec_…
 * In tests:
 *   const stripe = await startStripeStandIn({ port, webhookUrl, webhookSecret });
 *   … stripe.setSubscriptionStatus(id, 'past_due'); await stripe.close();
 *
 * API endpoints (Authorization: Bearer sk_… required, form-encoded bodies with bracket notation):
 *   POST /v1/customers                  GET /v1/customers/:id
 *   POST /v1/checkout/sessions          GET /v1/checkout/sessions/:id
 *   POST /v1/billing_portal/sessions
 *   GET  /v1/subscriptions?customer=&status=all|active|…&limit=
 *   GET  /v1/subscriptions/:id          POST /v1/subscriptions/:id      DELETE /v1/subscriptions/:id
 *   GET  /v1/invoices?customer=&subscription=
 * Pages: GET /checkout/:id (POST /checkout/:id/pay, POST /checkout/:id/cancel), GET /portal/:id.
 * Test controls (JSON or form bodies; each also a function of the started object):
 *   GET  /_test/requests                       the request log of /v1 (method, path, query, body)
 *   GET  /_test/state                          customers, sessions, subscriptions, invoices, invoice items
 *   GET  /_test/events                         every event made, with its deliveries
 *   POST /_test/subscriptions/:id/status       {status: active|past_due|unpaid|…} → customer.subscription.updated
 *   POST /_test/subscriptions/:id/reach-cancel-at  the cancellation date is reached → customer.subscription.deleted
 *   POST /_test/events/:id/resend              {times}: the same event (same id) again, `times` times
 *   POST /_test/events/send                    {ids: […]}: those events, in that order
 *   POST /_test/events/:id/bad-signature       the event signed with another secret
 *   POST /_test/hold | /_test/release          {order: sent|reverse|[ids]}: keep new events back, then send them
 *   POST /_test/reset                          forget everything
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import qs from 'qs';
import Stripe from 'stripe';

/** The API version the objects are shaped after (the one the stripe package pins). */
const API_VERSION = '2026-10-28.endive';
const WEBHOOK_USER_AGENT = 'Stripe/1.0 (+https://stripe.com/docs/webhooks)';
/** Retries of a failed delivery (real Stripe retries for days; a couple is enough here). */
const DELIVERY_RETRIES = 2;

/** `${prefix}_` + 24 random base-62-ish characters, like Stripe's ids. */
function newId(prefix) {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  const bytes = randomBytes(24);
  let s = '';
  for (const b of bytes) s += alphabet[b % alphabet.length];
  return `${prefix}_${s}`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const clone = (value) => structuredClone(value);

/** `epoch` (seconds) moved `months` calendar months on, the day clamped to the month's last day (as Stripe bills). */
function addMonths(epoch, months, anchorDay = new Date(epoch * 1000).getUTCDate()) {
  const d = new Date(epoch * 1000);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Math.floor(Date.UTC(y, m, Math.min(anchorDay, last), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()) / 1000);
}

/** A 4xx answer in Stripe's error shape. */
class StripeError extends Error {
  constructor(status, message, { type = 'invalid_request_error', code, param } = {}) {
    super(message);
    this.status = status;
    this.body = { error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) } };
  }
}

const missing = (kind, id, param = 'id') => new StripeError(404, `No such ${kind}: '${id}'`, { code: 'resource_missing', param });
const required = (param) => new StripeError(400, `Missing required param: ${param}.`, { code: 'parameter_missing', param });
const invalid = (param, message) => new StripeError(400, message, { code: 'parameter_invalid', param });

/** Stripe's form booleans: "true"/"false" (also accepts real booleans from JSON test controls). */
function bool(value, param) {
  if (value === undefined) return undefined;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw invalid(param, `Invalid boolean: ${value}`);
}

/** Reads a request body as text. */
function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Parses a form-encoded (Stripe's bracket notation) or JSON body. */
function parseBody(text, contentType = '') {
  if (!text) return {};
  if (contentType.includes('application/json')) return JSON.parse(text);
  return qs.parse(text, { arrayLimit: 1000, depth: 10 });
}

function escapeHtml(s) {
  return String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

function page(title, body) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}button{font-size:1rem;padding:.5rem 1.5rem;margin-right:.5rem}</style>
</head><body>${body}</body></html>`;
}

/**
 * Starts the stand-in. `webhookUrl` may be set later (setWebhookUrl), e.g. once the api listens;
 * until then events are kept but not sent. `prices` maps price ids to { product, unit_amount,
 * interval }; other price ids are accepted as monthly USD prices of product `prod_<price id>`.
 */
export async function startStripeStandIn({ port = 0, host = '127.0.0.1', webhookUrl = null, webhookSecret, prices = {}, log = () => {} } = {}) {
  if (!webhookSecret) throw new Error('startStripeStandIn needs webhookSecret (the whsec_… the api verifies with)');

  /** In-memory Stripe account. */
  let state;
  let requestLog;
  let events;
  let held;
  let holding = false;
  let idempotent;
  let queue = Promise.resolve();
  const reset = () => {
    state = { customers: new Map(), checkoutSessions: new Map(), portalSessions: new Map(), subscriptions: new Map(), invoices: new Map(), invoiceItems: [] };
    requestLog = [];
    /** @type {{ event: object, deliveries: { at: number, attempt: number, status: number | null, signature: 'valid' | 'bad', error?: string }[] }[]} */
    events = [];
    held = [];
    holding = false;
    idempotent = new Map();
  };
  reset();

  let baseUrl = '';

  // ---------- objects ----------

  function priceObject(priceId) {
    const known = prices[priceId] ?? {};
    return {
      id: priceId,
      object: 'price',
      active: true,
      billing_scheme: 'per_unit',
      currency: known.currency ?? 'usd',
      livemode: false,
      product: known.product ?? `prod_${priceId.replace(/^price_/, '')}`,
      recurring: { interval: known.interval ?? 'month', interval_count: 1, usage_type: 'licensed' },
      type: 'recurring',
      unit_amount: known.unit_amount ?? 0,
    };
  }

  function customerOrThrow(id, param = 'customer') {
    const customer = state.customers.get(id);
    if (!customer) throw missing('customer', id, param);
    return customer;
  }

  function subscriptionOrThrow(id) {
    const sub = state.subscriptions.get(id);
    if (!sub) throw missing('subscription', id);
    return sub;
  }

  function createCustomer(params) {
    const customer = {
      id: newId('cus'),
      object: 'customer',
      created: nowSeconds(),
      email: params.email ?? null,
      name: params.name ?? null,
      description: params.description ?? null,
      livemode: false,
      metadata: params.metadata ?? {},
      delinquent: false,
      invoice_settings: { default_payment_method: null },
    };
    state.customers.set(customer.id, customer);
    return customer;
  }

  function createInvoice(sub, billingReason, lines) {
    const amount = lines.reduce((sum, l) => sum + l.amount, 0);
    const invoice = {
      id: newId('in'),
      object: 'invoice',
      created: nowSeconds(),
      customer: sub.customer,
      billing_reason: billingReason,
      currency: 'usd',
      amount_due: amount,
      amount_paid: amount,
      status: 'paid',
      livemode: false,
      lines: { object: 'list', data: lines, has_more: false, url: '/v1/invoices/lines' },
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
    };
    state.invoices.set(invoice.id, invoice);
    sub.latest_invoice = invoice.id;
    return invoice;
  }

  /** A new active monthly subscription of `customer` to `priceId`, its first invoice paid. */
  function createSubscription(customer, priceId, metadata = {}) {
    const start = nowSeconds();
    const id = newId('sub');
    const sub = {
      id,
      object: 'subscription',
      created: start,
      customer,
      status: 'active',
      start_date: start,
      billing_cycle_anchor: start,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      collection_method: 'charge_automatically',
      currency: 'usd',
      latest_invoice: null,
      livemode: false,
      metadata,
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            created: start,
            subscription: id,
            quantity: 1,
            price: priceObject(priceId),
            current_period_start: start,
            current_period_end: addMonths(start, 1),
          },
        ],
        has_more: false,
        total_count: 1,
        url: `/v1/subscription_items?subscription=${id}`,
      },
    };
    state.subscriptions.set(id, sub);
    const item = sub.items.data[0];
    createInvoice(sub, 'subscription_create', [{ object: 'line_item', amount: item.price.unit_amount, proration: false, price: item.price.id }]);
    return sub;
  }

  /** The fields of `before` that differ in `after` (Stripe's previous_attributes, top level). */
  function previousAttributes(before, after) {
    const prev = {};
    for (const key of Object.keys(after)) if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) prev[key] = before[key];
    return prev;
  }

  /** POST /v1/subscriptions/:id. */
  function updateSubscription(sub, params) {
    if (sub.status === 'canceled' || sub.status === 'incomplete_expired') {
      throw new StripeError(400, 'A canceled subscription can only update its cancellation_details and metadata.');
    }
    const before = clone(sub);
    const proration = params.proration_behavior ?? 'create_prorations';
    if (!['create_prorations', 'none', 'always_invoice'].includes(proration)) {
      throw invalid('proration_behavior', `Invalid proration_behavior: must be one of create_prorations, none, or always_invoice`);
    }
    const prorationLines = [];
    if (params.items !== undefined) {
      const items = Array.isArray(params.items) ? params.items : Object.values(params.items);
      for (const [i, change] of items.entries()) {
        const item = change.id ? sub.items.data.find((it) => it.id === change.id) : undefined;
        if (change.id && !item) throw invalid(`items[${i}][id]`, `Invalid subscription item ${change.id}: it does not belong to subscription ${sub.id}`);
        if (!item) throw new StripeError(400, 'Adding items is not supported by this stand-in.', { param: `items[${i}]` });
        if (change.price && change.price !== item.price.id) {
          const oldPrice = item.price;
          item.price = priceObject(change.price);
          if (proration !== 'none') {
            // Unused time on the old price back, remaining time on the new one.
            const now = nowSeconds();
            const share = Math.max(0, item.current_period_end - now) / (item.current_period_end - item.current_period_start);
            for (const [price, sign] of [[oldPrice, -1], [item.price, 1]]) {
              const line = { id: newId('ii'), object: 'invoiceitem', customer: sub.customer, subscription: sub.id, proration: true, price: price.id, amount: Math.round(sign * share * price.unit_amount), date: now };
              state.invoiceItems.push(line);
              prorationLines.push(line);
            }
          }
        }
        if (change.quantity !== undefined) item.quantity = Number(change.quantity);
      }
    }
    if (proration === 'always_invoice' && prorationLines.length) createInvoice(sub, 'subscription_update', prorationLines);
    const atPeriodEnd = bool(params.cancel_at_period_end, 'cancel_at_period_end');
    if (atPeriodEnd !== undefined) {
      sub.cancel_at_period_end = atPeriodEnd;
      sub.cancel_at = atPeriodEnd ? sub.items.data[0].current_period_end : null;
      sub.canceled_at = atPeriodEnd ? nowSeconds() : null;
    }
    if (params.cancel_at !== undefined) {
      sub.cancel_at = params.cancel_at === '' ? null : Number(params.cancel_at);
      sub.cancel_at_period_end = false;
    }
    if (params.metadata) sub.metadata = { ...sub.metadata, ...params.metadata };
    return { sub, previous: previousAttributes(before, sub) };
  }

  function cancelNow(sub) {
    const before = clone(sub);
    const now = nowSeconds();
    sub.status = 'canceled';
    sub.canceled_at ??= now;
    sub.ended_at = now;
    return previousAttributes(before, sub);
  }

  function list(data, url) {
    return { object: 'list', data, has_more: false, url };
  }

  // ---------- events ----------

  function makeEvent(type, object, previous) {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: nowSeconds(),
      data: { object: clone(object), ...(previous && Object.keys(previous).length ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const record = { event, deliveries: [] };
    events.push(record);
    log(`event ${event.id} ${type}`);
    return record;
  }

  /** One POST of the event to the webhook URL; the status, or null when it could not be sent. */
  async function post(record, attempt, signature) {
    const payload = JSON.stringify(record.event, null, 2);
    const secret = signature === 'bad' ? `whsec_${randomBytes(24).toString('base64')}` : webhookSecret;
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const delivery = { at: Date.now(), attempt, status: null, signature };
    record.deliveries.push(delivery);
    try {
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header, 'user-agent': WEBHOOK_USER_AGENT },
        body: payload,
        signal: AbortSignal.timeout(30_000),
      });
      delivery.status = res.status;
      delivery.response = (await res.text()).slice(0, 500);
    } catch (err) {
      delivery.error = String(err?.cause?.message ?? err?.message ?? err);
    }
    log(`delivery ${record.event.id} ${record.event.type} attempt ${attempt} (${signature} signature) → ${delivery.status ?? delivery.error}`);
    return delivery.status;
  }

  /** Sends an event, retrying a couple of times while the receiver fails; the final status (null: none). */
  async function deliver(record, { retries = DELIVERY_RETRIES, signature = 'valid' } = {}) {
    if (!webhookUrl) return null;
    let status = null;
    for (let attempt = 1; attempt <= retries + 1; attempt++) {
      status = await post(record, attempt, signature);
      if (status !== null && status >= 200 && status < 300) break;
      if (attempt <= retries) await new Promise((r) => setTimeout(r, 100 * attempt));
    }
    return status;
  }

  /** Queues deliveries one after another (in the order asked); resolves with the final status. */
  function enqueue(record, opts) {
    const done = queue.then(() => deliver(record, opts));
    queue = done.catch(() => undefined);
    return done;
  }

  /** A new event: sent in turn (or held back while holding). Resolves once it has been sent. */
  function emit(type, object, previous) {
    const record = makeEvent(type, object, previous);
    if (holding) {
      held.push(record);
      return { record, sent: Promise.resolve(null) };
    }
    return { record, sent: enqueue(record) };
  }

  function recordOf(eventId) {
    const record = events.find((r) => r.event.id === eventId);
    if (!record) throw missing('event', eventId);
    return record;
  }

  // ---------- test controls ----------

  const controls = {
    /** Where events go from now on. */
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    /** Every /v1 request received, oldest first: { method, path, query, body, idempotencyKey }. */
    requests() {
      return clone(requestLog);
    },
    customers: () => clone([...state.customers.values()]),
    subscription: (id) => clone(subscriptionOrThrow(id)),
    subscriptions: (customer) => clone([...state.subscriptions.values()].filter((s) => !customer || s.customer === customer)),
    checkoutSessions: () => clone([...state.checkoutSessions.values()]),
    invoices: (customer) => clone([...state.invoices.values()].filter((i) => !customer || i.customer === customer)),
    invoiceItems: (customer) => clone(state.invoiceItems.filter((i) => !customer || i.customer === customer)),
    /** Every event made, oldest first, with its deliveries. */
    events(type) {
      return clone(events.filter((r) => !type || r.event.type === type));
    },
    /**
     * Sets a subscription's status as Stripe's dunning would (active, past_due, unpaid, …); with
     * notify (default) sends customer.subscription.updated. Resolves once it was sent, with the event.
     */
    async setSubscriptionStatus(id, status, { notify = true } = {}) {
      const sub = subscriptionOrThrow(id);
      const allowed = ['active', 'past_due', 'unpaid', 'trialing', 'incomplete', 'paused'];
      if (!allowed.includes(status)) throw invalid('status', `status must be one of ${allowed.join(', ')} (canceled: reachCancelAt)`);
      const before = clone(sub);
      sub.status = status;
      if (!notify) return null;
      const { record, sent } = emit('customer.subscription.updated', sub, previousAttributes(before, sub));
      await sent;
      return clone(record.event);
    },
    /**
     * The subscription's cancellation date (cancel_at) is reached: it ends, status canceled, and
     * customer.subscription.deleted is sent. Resolves once it was sent, with the event.
     */
    async reachCancelAt(id) {
      const sub = subscriptionOrThrow(id);
      if (!sub.cancel_at) throw new StripeError(400, `Subscription ${id} has no cancellation date.`);
      if (sub.status === 'canceled') throw new StripeError(400, `Subscription ${id} is already canceled.`);
      const previous = cancelNow(sub);
      sub.ended_at = sub.cancel_at;
      const { record, sent } = emit('customer.subscription.deleted', sub, previous);
      await sent;
      return clone(record.event);
    },
    /** Sends an event already made again, `times` times (same id, freshly signed); the statuses. */
    async resend(eventId, times = 1) {
      const record = recordOf(eventId);
      const statuses = [];
      for (let i = 0; i < times; i++) statuses.push(await enqueue(record));
      return statuses;
    },
    /** Sends the given events, in this order; the statuses. */
    async send(eventIds) {
      const records = eventIds.map(recordOf);
      const statuses = [];
      for (const record of records) statuses.push(await enqueue(record));
      return statuses;
    },
    /** Sends an event signed with a secret other than the webhook's, once; the status. */
    async sendWithBadSignature(eventId) {
      return enqueue(recordOf(eventId), { retries: 0, signature: 'bad' });
    },
    /** New events are kept back (made, not sent) until release(). */
    hold() {
      holding = true;
    },
    /**
     * Stops holding and sends the events kept back: 'sent' in the order they were made,
     * 'reverse', or an array of their ids. Resolves with the ids in the order sent.
     */
    async release(order = 'sent') {
      holding = false;
      let records = held;
      held = [];
      if (order === 'reverse') records = [...records].reverse();
      else if (Array.isArray(order)) {
        const byId = new Map(records.map((r) => [r.event.id, r]));
        const chosen = order.map((id) => byId.get(id) ?? recordOf(id));
        records = [...chosen, ...records.filter((r) => !order.includes(r.event.id))];
      }
      for (const record of records) await enqueue(record);
      return records.map((r) => r.event.id);
    },
    /** Resolves once every event queued so far has been sent. */
    settled() {
      return queue;
    },
    reset,
  };

  // ---------- HTTP ----------

  /** The routes of Stripe's API. Each returns [status, body]. */
  async function api(method, path, query, params) {
    let m;
    if (method === 'POST' && path === '/v1/customers') return [200, createCustomer(params)];
    if (method === 'GET' && (m = path.match(/^\/v1\/customers\/([^/]+)$/))) return [200, customerOrThrow(m[1], 'id')];

    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const mode = params.mode;
      if (!mode) throw required('mode');
      if (!['subscription', 'payment', 'setup'].includes(mode)) throw invalid('mode', `Invalid mode: ${mode}`);
      if (params.customer) customerOrThrow(params.customer);
      const lineItems = Array.isArray(params.line_items) ? params.line_items : Object.values(params.line_items ?? {});
      if (mode !== 'setup' && !lineItems.length) throw required('line_items');
      for (const [i, li] of lineItems.entries()) if (!li.price) throw required(`line_items[${i}][price]`);
      if (!params.success_url) throw required('success_url');
      const id = newId('cs_test');
      const session = {
        id,
        object: 'checkout.session',
        created: nowSeconds(),
        expires_at: nowSeconds() + 24 * 3600,
        mode,
        status: 'open',
        payment_status: 'unpaid',
        customer: params.customer ?? null,
        customer_email: params.customer_email ?? null,
        client_reference_id: params.client_reference_id ?? null,
        metadata: params.metadata ?? {},
        success_url: params.success_url,
        cancel_url: params.cancel_url ?? null,
        subscription: null,
        livemode: false,
        currency: 'usd',
        amount_total: lineItems.reduce((sum, li) => sum + priceObject(li.price).unit_amount * Number(li.quantity ?? 1), 0),
        url: `${baseUrl}/checkout/${id}`,
      };
      state.checkoutSessions.set(id, { session, lineItems: lineItems.map((li) => ({ price: li.price, quantity: Number(li.quantity ?? 1) })) });
      return [200, session];
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
      const entry = state.checkoutSessions.get(m[1]);
      if (!entry) throw missing('checkout.session', m[1]);
      return [200, entry.session];
    }

    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!params.customer) throw required('customer');
      customerOrThrow(params.customer);
      const id = newId('bps');
      const session = { id, object: 'billing_portal.session', created: nowSeconds(), customer: params.customer, return_url: params.return_url ?? null, livemode: false, url: `${baseUrl}/portal/${id}` };
      state.portalSessions.set(id, session);
      return [200, session];
    }

    if (method === 'GET' && path === '/v1/subscriptions') {
      const status = query.status;
      const statuses = ['active', 'past_due', 'unpaid', 'canceled', 'incomplete', 'incomplete_expired', 'trialing', 'paused', 'all', 'ended'];
      if (status !== undefined && !statuses.includes(status)) throw invalid('status', `Invalid status: must be one of ${statuses.join(', ')}`);
      if (query.customer) customerOrThrow(query.customer);
      const limit = query.limit === undefined ? 10 : Number(query.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw invalid('limit', 'Invalid integer: limit must be between 1 and 100');
      let subs = [...state.subscriptions.values()]
        .filter((s) => !query.customer || s.customer === query.customer)
        .filter((s) => {
          if (status === 'all') return true;
          if (status === 'ended') return s.status === 'canceled' || s.status === 'incomplete_expired';
          if (status) return s.status === status;
          return s.status !== 'canceled'; // Stripe's default leaves canceled subscriptions out
        })
        .reverse(); // newest first
      if (query.starting_after) subs = subs.slice(subs.findIndex((s) => s.id === query.starting_after) + 1);
      return [200, { ...list(subs.slice(0, limit), '/v1/subscriptions'), has_more: subs.length > limit }];
    }
    if ((m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const sub = subscriptionOrThrow(m[1]);
      if (method === 'GET') return [200, sub];
      if (method === 'POST') {
        const { previous } = updateSubscription(sub, params);
        if (Object.keys(previous).length) emit('customer.subscription.updated', sub, previous);
        return [200, sub];
      }
      if (method === 'DELETE') {
        if (sub.status === 'canceled') throw new StripeError(400, `No such subscription: '${sub.id}'`, { code: 'resource_missing' });
        const previous = cancelNow(sub);
        emit('customer.subscription.deleted', sub, previous);
        return [200, sub];
      }
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const invoices = [...state.invoices.values()]
        .filter((i) => !query.customer || i.customer === query.customer)
        .filter((i) => !query.subscription || i.parent.subscription_details.subscription === query.subscription)
        .reverse();
      return [200, list(invoices, '/v1/invoices')];
    }
    throw new StripeError(404, `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`);
  }

  /** The hosted pages (Checkout, portal). */
  async function pages(req, res, method, path) {
    let m;
    if ((m = path.match(/^\/checkout\/([^/]+)(?:\/(pay|cancel))?$/))) {
      const entry = state.checkoutSessions.get(m[1]);
      if (!entry) return send(res, 404, page('Not found', '<h1>This checkout session does not exist.</h1>'), 'text/html; charset=utf-8');
      const { session, lineItems } = entry;
      if (method === 'GET' && !m[2]) {
        if (session.status !== 'open') return send(res, 200, page('Checkout', `<h1>This checkout session is ${escapeHtml(session.status)}.</h1>`), 'text/html; charset=utf-8');
        const items = lineItems.map((li) => {
          const price = priceObject(li.price);
          return `<li data-price="${escapeHtml(price.id)}">${escapeHtml(price.id)} × ${li.quantity}: $${(price.unit_amount / 100).toFixed(2)} / ${escapeHtml(price.recurring.interval)}</li>`;
        });
        const customer = session.customer ? state.customers.get(session.customer) : null;
        return send(
          res,
          200,
          page(
            'Stripe stand-in Checkout',
            `<h1>Stripe stand-in Checkout</h1>
<p>${escapeHtml(customer?.email ?? session.customer_email ?? '')}</p>
<ul>${items.join('')}</ul>
<form method="post" action="/checkout/${escapeHtml(session.id)}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/checkout/${escapeHtml(session.id)}/cancel"><button type="submit">Cancel</button></form>`,
          ),
          'text/html; charset=utf-8',
        );
      }
      if (method === 'POST' && m[2] === 'cancel') return redirect(res, session.cancel_url ?? session.success_url);
      if (method === 'POST' && m[2] === 'pay') {
        if (session.status !== 'open') return send(res, 409, page('Checkout', `<h1>This checkout session is ${escapeHtml(session.status)}.</h1>`), 'text/html; charset=utf-8');
        if (!session.customer) session.customer = createCustomer({ email: session.customer_email ?? undefined }).id;
        const sent = [];
        if (session.mode === 'subscription') {
          const sub = createSubscription(session.customer, lineItems[0].price, {});
          session.subscription = sub.id;
          Object.assign(session, { status: 'complete', payment_status: 'paid' });
          sent.push(emit('checkout.session.completed', session).sent, emit('customer.subscription.created', sub).sent);
        } else {
          Object.assign(session, { status: 'complete', payment_status: 'paid' });
          sent.push(emit('checkout.session.completed', session).sent);
        }
        // The events are sent before the browser comes back, so the success page sees the new plan.
        await Promise.all(sent);
        return redirect(res, session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
      }
    }
    if (method === 'GET' && (m = path.match(/^\/portal\/([^/]+)$/))) {
      const session = state.portalSessions.get(m[1]);
      if (!session) return send(res, 404, page('Not found', '<h1>This portal session does not exist.</h1>'), 'text/html; charset=utf-8');
      const subs = [...state.subscriptions.values()].filter((s) => s.customer === session.customer);
      const rows = subs.map((s) => `<li>${escapeHtml(s.id)}: ${escapeHtml(s.items.data[0].price.id)} (${escapeHtml(s.status)})</li>`);
      return send(
        res,
        200,
        page('Stripe stand-in customer portal', `<h1>Stripe stand-in customer portal</h1><ul>${rows.join('')}</ul>${session.return_url ? `<a href="${escapeHtml(session.return_url)}">Return to Inkcast</a>` : ''}`),
        'text/html; charset=utf-8',
      );
    }
    return false;
  }

  /** The test controls over HTTP. */
  async function testRoutes(method, path, body) {
    let m;
    if (method === 'GET' && path === '/_test/requests') return controls.requests();
    if (method === 'GET' && path === '/_test/events') return controls.events();
    if (method === 'GET' && path === '/_test/state') {
      return { customers: controls.customers(), checkoutSessions: controls.checkoutSessions(), subscriptions: controls.subscriptions(), invoices: controls.invoices(), invoiceItems: controls.invoiceItems() };
    }
    if (method === 'POST' && (m = path.match(/^\/_test\/subscriptions\/([^/]+)\/status$/))) {
      if (!body.status) throw required('status');
      return { event: await controls.setSubscriptionStatus(m[1], body.status, { notify: bool(body.notify, 'notify') ?? true }) };
    }
    if (method === 'POST' && (m = path.match(/^\/_test\/subscriptions\/([^/]+)\/reach-cancel-at$/))) return { event: await controls.reachCancelAt(m[1]) };
    if (method === 'POST' && path === '/_test/events/send') return { statuses: await controls.send([body.ids ?? []].flat()) };
    if (method === 'POST' && (m = path.match(/^\/_test\/events\/([^/]+)\/resend$/))) return { statuses: await controls.resend(m[1], Number(body.times ?? 1)) };
    if (method === 'POST' && (m = path.match(/^\/_test\/events\/([^/]+)\/bad-signature$/))) return { status: await controls.sendWithBadSignature(m[1]) };
    if (method === 'POST' && path === '/_test/hold') return (controls.hold(), { holding: true });
    if (method === 'POST' && path === '/_test/release') return { sent: await controls.release(body.order ?? 'sent') };
    if (method === 'POST' && path === '/_test/reset') return (controls.reset(), { reset: true });
    throw new StripeError(404, `No test control ${method} ${path}`);
  }

  function send(res, status, body, type = 'application/json') {
    const text = typeof body === 'string' ? body : JSON.stringify(body, null, 2);
    res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(text) });
    res.end(text);
    return true;
  }

  function redirect(res, location) {
    res.writeHead(303, { location, 'content-length': 0 });
    res.end();
    return true;
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    const path = url.pathname;
    const text = await readBody(req);
    try {
      if (path.startsWith('/v1/')) {
        const query = qs.parse(url.search.slice(1), { arrayLimit: 1000 });
        const params = parseBody(text, req.headers['content-type']);
        const idempotencyKey = req.headers['idempotency-key'] ?? null;
        requestLog.push({ method, path, query, body: params, idempotencyKey });
        const headers = { 'request-id': newId('req'), 'stripe-version': req.headers['stripe-version'] ?? API_VERSION };
        const auth = req.headers.authorization ?? '';
        const basic = /^Basic (\S+)$/.exec(auth);
        const key = basic ? Buffer.from(basic[1], 'base64').toString('utf8').split(':')[0] : auth.replace(/^Bearer /, '');
        if (!/^(Bearer|Basic) /.test(auth) || !/^sk_(test|live)_\S+$/.test(key)) {
          throw new StripeError(401, 'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. \'Authorization: Bearer YOUR_SECRET_KEY\').');
        }
        const replayKey = idempotencyKey && method === 'POST' ? `${method} ${path} ${idempotencyKey}` : null;
        if (replayKey && idempotent.has(replayKey)) {
          const [status, body] = idempotent.get(replayKey);
          res.setHeader('idempotent-replayed', 'true');
          for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
          return send(res, status, body);
        }
        let result;
        try {
          result = await api(method, path, query, params);
        } catch (err) {
          if (!(err instanceof StripeError)) throw err;
          result = [err.status, err.body];
        }
        const [status, body] = result;
        if (replayKey) idempotent.set(replayKey, [status, clone(body)]);
        for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
        log(`${method} ${path} → ${status}`);
        return send(res, status, body);
      }
      if (path.startsWith('/_test/')) {
        const body = parseBody(text, req.headers['content-type']);
        return send(res, 200, (await testRoutes(method, path, body)) ?? {});
      }
      if (await pages(req, res, method, path)) return;
      if (method === 'GET' && path === '/') return send(res, 200, { stripeStandIn: true, webhookUrl });
      return send(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } });
    } catch (err) {
      if (err instanceof StripeError) return send(res, err.status, err.body);
      if (err instanceof SyntaxError) return send(res, 400, { error: { type: 'invalid_request_error', message: `Invalid request body: ${err.message}` } });
      log(`error: ${err?.stack ?? err}`);
      return send(res, 500, { error: { type: 'api_error', message: String(err?.message ?? err) } });
    }
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err) => {
      log(`error: ${err?.stack ?? err}`);
      if (!res.headersSent) res.destroy();
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  baseUrl = `http://${host}:${address.port}`;

  return {
    url: baseUrl,
    port: address.port,
    ...controls,
    /** Stops listening once queued events have been sent. */
    async close() {
      await queue;
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

// ---------- command line ----------

function parseArgs(argv) {
  const opts = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
    const value = () => inline ?? argv[++i];
    if (flag === '--port') opts.port = Number(value());
    else if (flag === '--host') opts.host = value();
    else if (flag === '--webhook-url') opts.webhookUrl = value();
    else if (flag === '--webhook-secret') opts.webhookSecret = value();
    else if (flag === '--help' || flag === '-h') opts.help = true;
    else throw new Error(`unknown option ${arg}`);
  }
  return opts;
}

/** Prices of the api's plan catalogue (STRIPE_PLANS, the same JSON the api reads), when set. */
function pricesFromEnv() {
  const prices = {};
  try {
    for (const p of JSON.parse(process.env.STRIPE_PLANS ?? '[]')) prices[p.priceId] = { product: p.productId, unit_amount: p.amountInCents, interval: p.interval?.toLowerCase() };
  } catch {
    // Not JSON: the api itself refuses it.
  }
  return prices;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const opts = parseArgs(process.argv.slice(2));
  if (opts.help) {
    console.log('usage: node stripe-stand-in.mjs --port 12111 --webhook-url http://127.0.0.1:3999/payments/stripe-webhook --webhook-secret whsec_…');
    process.exit(0);
  }
  const webhookSecret = opts.webhookSecret ?? process.env.STRIPE_WEBHOOK_SECRET;
  if (!webhookSecret) {
    console.error('stripe stand-in: --webhook-secret (or STRIPE_WEBHOOK_SECRET) is required');
    process.exit(2);
  }
  const standIn = await startStripeStandIn({
    port: opts.port ?? 12111,
    host: opts.host ?? '127.0.0.1',
    webhookUrl: opts.webhookUrl ?? null,
    webhookSecret,
    prices: pricesFromEnv(),
    log: (line) => console.log(`stripe stand-in: ${line}`),
  });
  console.log(`stripe stand-in listening on ${standIn.url}${opts.webhookUrl ? `, sending events to ${opts.webhookUrl}` : ''}`);
  const stop = () => standIn.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
