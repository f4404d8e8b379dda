import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PLANS } from '@inkcast/schema';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { billingDateText, developerPlan, epochSecondsParam, formatPrice, planNameOf, usePlanCatalogue } from '../../billing/catalogue';
import { SUPPORT_EMAIL } from '../../session/messages';
import { paths } from '../paths';

const number = new Intl.NumberFormat('en-US');

/** Longest query text (plan name, reason) a result page repeats. */
const QUERY_TEXT_MAX = 200;

function queryText(value: string | null): string | null {
  const text = value?.trim();
  return text ? text.slice(0, QUERY_TEXT_MAX) : null;
}

/** The frame of every billing result page: an icon, the title (h1), the message and 'Go to Dashboard'. */
function ResultCard({ result, tone, title, children }: { result: string; tone: 'success' | 'error' | 'info'; title: string; children: ReactNode }) {
  const Icon = tone === 'success' ? CheckCircleOutlineIcon : tone === 'error' ? ErrorOutlineIcon : InfoOutlinedIcon;
  return (
    <Box sx={{ bgcolor: '#f7f7fb', py: { xs: 6, md: 10 }, minHeight: '70vh' }}>
      <title>{`${title} · Inkcast`}</title>
      <Container maxWidth="sm">
        <Card data-testid="billing-result" data-result={result} sx={{ boxShadow: '0 24px 60px -36px rgba(19, 18, 53, 0.45)', textAlign: 'center' }}>
          <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
            <Icon color={tone} sx={{ fontSize: 56 }} aria-hidden />
            <Typography variant="h4" component="h1" sx={{ mt: 1, fontSize: { xs: '1.625rem', sm: '2rem' } }}>
              {title}
            </Typography>
            <Stack spacing={1.5} sx={{ mt: 2 }} data-testid="billing-result-message">
              {children}
            </Stack>
            <Button component={RouterLink} to={paths.dashboard} variant="contained" size="large" sx={{ mt: 4 }}>
              Go to Dashboard
            </Button>
          </CardContent>
        </Card>
      </Container>
    </Box>
  );
}

/** A reason the server gave for a refusal (`reason` query parameter), when there is one. */
function Reason({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <Typography color="text.secondary" data-testid="billing-result-reason">
      Reason: {reason}
    </Typography>
  );
}

function ContactSupport({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary">
      {children}{' '}
      <Link href={`mailto:${SUPPORT_EMAIL}`} data-testid="support-email">
        {SUPPORT_EMAIL}
      </Link>
      .
    </Typography>
  );
}

/** /billing/payment-success?planType=…: Stripe's success_url (spec §2 Billing result pages). */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const catalogue = usePlanCatalogue();
  const plan = planNameOf(catalogue, queryText(params.get('planType'))) ?? 'your new plan';
  return (
    <ResultCard result="payment-success" tone="success" title="Payment Successful">
      <Typography>{`Congrats! You successfully upgraded to ${plan}.`}</Typography>
      <Typography color="text.secondary">
        Your dashboard shows the new plan and its limits as soon as Stripe confirms the payment, usually within a few seconds.
      </Typography>
    </ResultCard>
  );
}

/** /billing/payment-failed?planType=…&reason=…: Stripe's cancel_url, and a refused checkout or upgrade. */
export function PaymentFailedPage() {
  const [params] = useSearchParams();
  const catalogue = usePlanCatalogue();
  const plan = planNameOf(catalogue, queryText(params.get('planType'))) ?? 'a paid plan';
  return (
    <ResultCard result="payment-failed" tone="error" title="Payment Failed">
      <Typography>{`Oops! Something went wrong and you were not able to upgrade to ${plan}.`}</Typography>
      <Reason reason={queryText(params.get('reason'))} />
      <ContactSupport>You have not been charged. Please try again, or if the problem persists, contact support at</ContactSupport>
    </ResultCard>
  );
}

/** /billing/downgrade-success: the Business (or other paid) plan ends at the end of the period. */
export function DowngradeSuccessPage() {
  return (
    <ResultCard result="downgrade-success" tone="success" title="Downgrade Scheduled">
      <Typography>
        {`Your plan will change to ${PLANS.FREE.name} at the end of your current billing period. Until then, all the features of your current plan remain.`}
      </Typography>
      <Typography color="text.secondary">
        {`On the ${PLANS.FREE.name} plan you get ${number.format(PLANS.FREE.apiRequestsPerMonth)} requests/month and no webhooks. You can upgrade again from your dashboard at any time.`}
      </Typography>
    </ResultCard>
  );
}

/** /billing/business-upgrade-success?billingDate=…: Pro → Business, free until the next billing date. */
export function BusinessUpgradeSuccessPage() {
  const [params] = useSearchParams();
  const catalogue = usePlanCatalogue();
  const billingDate = epochSecondsParam(params.get('billingDate'));
  const business = developerPlan(catalogue, 'BUSINESS');
  return (
    <ResultCard result="business-upgrade-success" tone="success" title="Upgrade Successful">
      <Typography>Yay! Your account has been upgraded to Business!</Typography>
      {billingDate !== null && (
        <Typography data-testid="next-bill-date" data-epoch={billingDate}>
          {`Your next bill will be on ${billingDateText(billingDate)}.`}
        </Typography>
      )}
      <Typography color="text.secondary">
        {`Business is free until then: you are not charged for it until your next billing period.${business ? ` From then on it is billed at ${formatPrice(business)}.` : ''}`}
      </Typography>
    </ResultCard>
  );
}

/** /billing/pro-downgrade-success?billingDate=…: Business → Pro from the next billing date. */
export function ProDowngradeSuccessPage() {
  const [params] = useSearchParams();
  const catalogue = usePlanCatalogue();
  const billingDate = epochSecondsParam(params.get('billingDate'));
  const pro = developerPlan(catalogue, 'PRO');
  return (
    <ResultCard result="pro-downgrade-success" tone="success" title="Plan Changed">
      <Typography data-testid="next-bill-date" data-epoch={billingDate ?? undefined}>
        {billingDate !== null ? `You are now on the Pro Plan. Your next bill will be on ${billingDateText(billingDate)}` : 'You are now on the Pro Plan.'}
      </Typography>
      {pro && <Typography color="text.secondary">{`From then on you are billed at the Pro price of ${formatPrice(pro)}.`}</Typography>}
    </ResultCard>
  );
}

/** /billing/unavailable?reason=…: a billing action the server refused (portal, downgrades). */
export function BillingUnavailablePage() {
  const [params] = useSearchParams();
  return (
    <ResultCard result="unavailable" tone="info" title="Billing Unavailable">
      <Typography>Sorry, we could not complete this billing request. Your plan has not changed.</Typography>
      <Reason reason={queryText(params.get('reason'))} />
      <ContactSupport>If you need help with your plan or your bills, contact support at</ContactSupport>
    </ResultCard>
  );
}
