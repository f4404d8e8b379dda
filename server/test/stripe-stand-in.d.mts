/** Types of stripe-stand-in.mjs (the local Stripe of the tests) for the TypeScript tests. */

/** A price as the stand-in knows it: product, amount in cents and interval. */
export interface StandInPrice {
  product: string;
  unit_amount: number;
  interval?: string;
  currency?: string;
}

export interface StandInOptions {
  /** 0 (default): any free port. */
  port?: number;
  host?: string;
  /** Where events go; may be set later with setWebhookUrl. */
  webhookUrl?: string | null;
  /** The whsec_… the receiver verifies Stripe-Signature with. */
  webhookSecret: string;
  /** Known prices by price id; others are monthly USD prices of product `prod_<id>` at 0. */
  prices?: Record<string, StandInPrice>;
  log?: (line: string) => void;
}

/** One /v1 request the stand-in received. */
export interface StandInRequest {
  method: string;
  path: string;
  query: Record<string, any>;
  body: Record<string, any>;
  idempotencyKey: string | null;
}

export interface StandInEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  data: { object: any; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
}

export interface StandInDelivery {
  at: number;
  attempt: number;
  /** HTTP status of the receiver's answer; null when it could not be reached. */
  status: number | null;
  signature: 'valid' | 'bad';
  response?: string;
  error?: string;
}

export interface StandInSubscriptionItem {
  id: string;
  object: 'subscription_item';
  created: number;
  subscription: string;
  quantity: number;
  price: { id: string; object: 'price'; product: string; unit_amount: number; currency: string; recurring: { interval: string; interval_count: number } };
  current_period_start: number;
  current_period_end: number;
}

export interface StandInSubscription {
  id: string;
  object: 'subscription';
  created: number;
  customer: string;
  status: string;
  start_date: number;
  billing_cycle_anchor: number;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  latest_invoice: string | null;
  metadata: Record<string, string>;
  items: { object: 'list'; data: StandInSubscriptionItem[]; has_more: boolean };
}

export interface StripeStandIn {
  /** Base URL: STRIPE_API_BASE of the api. */
  url: string;
  port: number;
  setWebhookUrl(url: string | null): void;
  requests(): StandInRequest[];
  customers(): { id: string; email: string | null; metadata: Record<string, string> }[];
  subscription(id: string): StandInSubscription;
  subscriptions(customer?: string): StandInSubscription[];
  checkoutSessions(): { session: any; lineItems: { price: string; quantity: number }[] }[];
  invoices(customer?: string): { id: string; customer: string; billing_reason: string; amount_due: number }[];
  invoiceItems(customer?: string): { id: string; customer: string; subscription: string; proration: boolean; amount: number }[];
  events(type?: string): { event: StandInEvent; deliveries: StandInDelivery[] }[];
  /** Sets a subscription's status; with notify (default) sends customer.subscription.updated and resolves once sent. */
  setSubscriptionStatus(id: string, status: 'active' | 'past_due' | 'unpaid' | 'trialing' | 'incomplete' | 'paused', opts?: { notify?: boolean }): Promise<StandInEvent | null>;
  /** The subscription's cancel_at is reached: status canceled, customer.subscription.deleted sent. */
  reachCancelAt(id: string): Promise<StandInEvent>;
  /** Sends an event again `times` times (same id); the final status of each. */
  resend(eventId: string, times?: number): Promise<(number | null)[]>;
  /** Sends the given events in this order; the final status of each. */
  send(eventIds: string[]): Promise<(number | null)[]>;
  /** Sends an event signed with another secret, once; the status. */
  sendWithBadSignature(eventId: string): Promise<number | null>;
  /** New events are made but kept back until release(). */
  hold(): void;
  /** Sends the events kept back: in the order made, reversed, or by ids; resolves with the ids sent, in order. */
  release(order?: 'sent' | 'reverse' | string[]): Promise<string[]>;
  /** Resolves once every event queued so far has been sent. */
  settled(): Promise<unknown>;
  reset(): void;
  close(): Promise<void>;
}

export function startStripeStandIn(options: StandInOptions): Promise<StripeStandIn>;
