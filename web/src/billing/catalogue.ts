import { useEffect, useSyncExternalStore } from 'react';

/**
 * The deployment's plan catalogue from `GET /payments/plans` (spec §3 "Plan catalogue"): which
 * Stripe product and price buy each plan, and its price. Shared by the pricing page, the plan
 * section and the billing result pages; plain fetch, loaded once per page load.
 */

/** One paid plan of the catalogue, as the server describes it. */
export interface CataloguePlan {
  productId: string;
  priceId: string;
  name: string;
  type: 'developer' | 'creator';
  plan: 'PRO' | 'BUSINESS';
  amountInCents: number;
  /** Lower case, e.g. 'month'. */
  interval: string;
}

/** What the app knows about the catalogue. */
export interface PlanCatalogue {
  /** 'failed': no answer, or not the catalogue (a static preview without the API). */
  status: 'loading' | 'ready' | 'failed';
  /** Whether billing (Stripe) is configured on this server; null until known. */
  configured: boolean | null;
  plans: CataloguePlan[];
}

let state: PlanCatalogue = { status: 'loading', configured: null, plans: [] };
let inFlight: Promise<PlanCatalogue> | null = null;
const listeners = new Set<() => void>();

function isPlan(value: unknown): value is CataloguePlan {
  const v = value as Partial<CataloguePlan> | null;
  return (
    !!v &&
    typeof v.productId === 'string' &&
    typeof v.priceId === 'string' &&
    typeof v.name === 'string' &&
    (v.type === 'developer' || v.type === 'creator') &&
    (v.plan === 'PRO' || v.plan === 'BUSINESS') &&
    typeof v.amountInCents === 'number' &&
    typeof v.interval === 'string'
  );
}

async function fetchCatalogue(): Promise<PlanCatalogue> {
  try {
    const response = await fetch('/payments/plans', { credentials: 'include', headers: { accept: 'application/json' } });
    const body = (response.ok ? await response.json() : null) as { configured?: unknown; plans?: unknown } | null;
    if (!body || typeof body.configured !== 'boolean' || !Array.isArray(body.plans)) throw new Error('not the plan catalogue');
    return { status: 'ready', configured: body.configured, plans: body.plans.filter(isPlan) };
  } catch {
    return { status: 'failed', configured: null, plans: [] };
  }
}

/** Loads the catalogue once per page load. */
export function loadCatalogue(): Promise<PlanCatalogue> {
  if (!inFlight) {
    inFlight = fetchCatalogue().then((next) => {
      state = next;
      for (const listener of listeners) listener();
      return next;
    });
  }
  return inFlight;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;

/** The plan catalogue; starts loading it on first use. */
export function usePlanCatalogue(): PlanCatalogue {
  const catalogue = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    void loadCatalogue();
  }, []);
  return catalogue;
}

/**
 * The developer plan that buys `plan`: the entry named like the plan ('Pro', not a discounted Pro)
 * when there is one, else the first developer entry for it.
 */
export function developerPlan(catalogue: PlanCatalogue, plan: 'PRO' | 'BUSINESS'): CataloguePlan | undefined {
  const candidates = catalogue.plans.filter((p) => p.type === 'developer' && p.plan === plan);
  const standardName = plan === 'PRO' ? 'Pro' : 'Business';
  return candidates.find((p) => p.name === standardName) ?? candidates[0];
}

/**
 * A plan's name for a result page's planType, which is a plan name (Stripe's return URLs) or a
 * product id (a refused checkout): the catalogue's name for a product id, else the text as given.
 */
export function planNameOf(catalogue: PlanCatalogue, planType: string | null): string | null {
  const value = planType?.trim();
  if (!value) return null;
  return catalogue.plans.find((p) => p.productId === value || p.priceId === value)?.name ?? value;
}

/** A price in USD as the spec shows it (§3): amountInCents / 100, e.g. '$75' or '$7.50'. */
export function formatUsd(amountInCents: number): string {
  const dollars = amountInCents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}

/** A catalogue price with its interval, e.g. '$75/month'. */
export function formatPrice(plan: Pick<CataloguePlan, 'amountInCents' | 'interval'>): string {
  return `${formatUsd(plan.amountInCents)}/${plan.interval.toLowerCase()}`;
}

/** The notice shown when the server has no Stripe keys (the demo). */
export const BILLING_NOT_CONFIGURED = 'Billing is not configured on this server, so paid plans cannot be bought here.';

/** Epoch seconds as a full date, e.g. 'March 5, 2026' (UTC, as the billing dates are stored). */
export function billingDateText(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** A positive epoch-seconds query parameter, or null. */
export function epochSecondsParam(value: string | null): number | null {
  if (!value || !/^\d{1,12}$/.test(value.trim())) return null;
  const seconds = Number(value);
  return seconds > 0 ? seconds : null;
}
