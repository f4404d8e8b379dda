import { SUPPORT_EMAIL } from '../../session/messages';
import { PolicyPage, type PolicySection } from './PolicyPage';

const sections: PolicySection[] = [
  {
    heading: 'What we collect',
    body: [
      'Account details you give us: your name, e-mail address and, if you share it, a link to your webcomic or website.',
      'Usage of the API: how many requests each key makes per day, to count quotas and show your dashboard. We do not store the content of your queries beyond short-lived operational logs.',
      'Billing details are handled by our payment provider (Stripe); we keep only your subscription status and plan.',
    ],
  },
  {
    heading: 'How we use it',
    body: [
      'To run your account: send login links and service e-mails, count usage, bill paid plans and answer support requests.',
      'We do not sell personal data and do not use it for advertising.',
    ],
  },
  {
    heading: 'Cookies',
    body: [
      'We use a session cookie to keep you logged in and a security cookie that protects forms against cross-site request forgery. No tracking cookies.',
    ],
  },
  {
    heading: 'Keeping and deleting data',
    body: [
      'Login links expire quickly and work once; we store only a hash of them and of your API keys.',
      `You can ask for a copy of your data or for your account to be deleted at any time: write to ${SUPPORT_EMAIL}.`,
    ],
  },
];

/** /terms-of-service/privacy-policy. */
export function PrivacyPolicyPage() {
  return (
    <PolicyPage
      title="Privacy Policy"
      updated="November 22, 2026"
      intro="This policy explains what Inkcast collects about developers, creators and visitors, and what we do with it."
      sections={sections}
    />
  );
}
