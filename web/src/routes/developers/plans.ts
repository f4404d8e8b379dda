/** One developer plan as shown on the pricing page (spec §9). */
export interface DeveloperPlan {
  name: 'Free' | 'Pro' | 'Business';
  priceUsd: number;
  tagline: string;
  features: string[];
  highlighted?: boolean;
}

/** The three developer plans of spec §9, cheapest first. */
export const developerPlans: DeveloperPlan[] = [
  {
    name: 'Free',
    priceUsd: 0,
    tagline: 'For trying the API and side projects.',
    features: ['500 requests/month'],
  },
  {
    name: 'Pro',
    priceUsd: 75,
    tagline: 'For apps in production.',
    features: ['100,000 requests/month', '100 transcripts', 'Priority support'],
    highlighted: true,
  },
  {
    name: 'Business',
    priceUsd: 150,
    tagline: 'For apps at scale, with webhooks.',
    features: ['350,000 requests/month', '2000 transcripts', 'Webhooks', 'Priority support'],
  },
];
