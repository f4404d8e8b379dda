/** One developer plan as shown on the pricing page (spec §9). */
export interface DeveloperPlan {
  /** The plan's key: Pro and Business take their price from the deployment's catalogue. */
  id: 'FREE' | 'PRO' | 'BUSINESS';
  name: 'Free' | 'Pro' | 'Business';
  /** The spec's price (§9), shown when the catalogue cannot be loaded. */
  priceUsd: number;
  tagline: string;
  features: string[];
  highlighted?: boolean;
}

/** The three developer plans of spec §9, cheapest first. */
export const developerPlans: DeveloperPlan[] = [
  {
    id: 'FREE',
    name: 'Free',
    priceUsd: 0,
    tagline: 'For trying the API and side projects.',
    features: ['500 requests/month'],
  },
  {
    id: 'PRO',
    name: 'Pro',
    priceUsd: 75,
    tagline: 'For apps in production.',
    features: ['100,000 requests/month', '100 transcripts', 'Priority support'],
    highlighted: true,
  },
  {
    id: 'BUSINESS',
    name: 'Business',
    priceUsd: 150,
    tagline: 'For apps at scale, with webhooks.',
    features: ['350,000 requests/month', '2000 transcripts', 'Webhooks', 'Priority support'],
  },
];
