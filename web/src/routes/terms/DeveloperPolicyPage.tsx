import { PLANS } from '@inkcast/schema';
import { SUPPORT_EMAIL } from '../../session/messages';
import { PolicyPage, type PolicySection } from './PolicyPage';

const sections: PolicySection[] = [
  {
    heading: 'Your account and keys',
    body: [
      'Your user ID and API key identify your app. Keep the key secret: do not put it in code that runs in a browser or a mobile app that others can inspect. If a key leaks, roll it from your dashboard; the old key stops working at once.',
      'One person or company per account. Do not create accounts to get around quotas.',
    ],
  },
  {
    heading: 'Quotas and fair use',
    body: [
      `Each plan includes a number of requests per billing month (Free ${PLANS.FREE.apiRequestsPerMonth.toLocaleString('en-US')}, Pro ${PLANS.PRO.apiRequestsPerMonth.toLocaleString('en-US')}, Business ${PLANS.BUSINESS.apiRequestsPerMonth.toLocaleString('en-US')}). When they run out, requests are refused until the quota resets or you upgrade.`,
      'Cache what you can, ask only for the fields you need, and prefer webhooks to polling. We may limit traffic that threatens the service for everyone.',
    ],
  },
  {
    heading: 'Content and attribution',
    body: [
      'Podcasts and webcomics belong to their creators. Link to the original where you show their work, keep creator credits intact, and respect what creators choose to put behind paid tiers.',
      'Do not use the API to republish content as your own, to train models on creators’ work without their permission, or to build a service whose main purpose is copying the Inkcast catalogue.',
    ],
  },
  {
    heading: 'Changes and ending access',
    body: [
      'We announce changes in the changelog and do not break existing queries without notice. We may suspend keys that break this policy, after warning you where we can.',
      `Questions about this policy: ${SUPPORT_EMAIL}.`,
    ],
  },
];

/** /terms-of-service/developer-policy. */
export function DeveloperPolicyPage() {
  return (
    <PolicyPage
      title="Developer Policy"
      updated="November 22, 2026"
      intro="These rules apply to everyone who uses the Inkcast API. They keep the service fast and fair for all developers and respectful of the creators whose work it carries."
      sections={sections}
    />
  );
}
