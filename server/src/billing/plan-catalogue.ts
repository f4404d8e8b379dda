import { z } from 'zod';
import { config } from '../common/config';

const entry = z.object({
  productId: z.string().min(1),
  priceId: z.string().min(1),
  name: z.string().min(1),
  type: z.enum(['developer', 'creator']),
  plan: z.enum(['PRO', 'BUSINESS']),
  amountInCents: z.number().int().min(0),
  interval: z.string().min(1),
});

/**
 * One plan of the catalogue: a Stripe product id maps to a price id, a name and a type (developer
 * or creator), and to the Inkcast plan whose quotas it buys (spec 000 §3 "Plan catalogue").
 * Prices are in cents, USD.
 */
export type CatalogueEntry = z.infer<typeof entry>;

/** Pro ($75/month) and Business ($150/month) of spec 000 §9, with Inkcast's test-mode ids. */
const DEFAULT_CATALOGUE: CatalogueEntry[] = [
  { productId: 'prod_inkcast_pro', priceId: 'price_inkcast_pro_monthly', name: 'Pro', type: 'developer', plan: 'PRO', amountInCents: 7500, interval: 'month' },
  { productId: 'prod_inkcast_business', priceId: 'price_inkcast_business_monthly', name: 'Business', type: 'developer', plan: 'BUSINESS', amountInCents: 15000, interval: 'month' },
];

let cached: CatalogueEntry[] | undefined;

/** The deployment's plan catalogue (STRIPE_PLANS, else the default); a malformed one stops the process. */
export function catalogue(): CatalogueEntry[] {
  if (cached) return cached;
  const raw = config().STRIPE_PLANS;
  if (!raw) return (cached = DEFAULT_CATALOGUE);
  const parsed = z.array(entry).min(1).safeParse(safeJson(raw));
  if (!parsed.success) {
    console.error(`inkcast: invalid STRIPE_PLANS: ${parsed.error.issues[0].message}`);
    process.exit(1);
  }
  return (cached = parsed.data);
}

/** The catalogue entry of a product id or price id, or undefined. */
export function findPlan(by: { productId?: string | null; priceId?: string | null }): CatalogueEntry | undefined {
  return catalogue().find((e) => (by.productId && e.productId === by.productId) || (by.priceId && e.priceId === by.priceId));
}

/** The developer entry buying `plan`. */
export function developerEntry(plan: 'PRO' | 'BUSINESS'): CatalogueEntry | undefined {
  return catalogue().find((e) => e.type === 'developer' && e.plan === plan);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
