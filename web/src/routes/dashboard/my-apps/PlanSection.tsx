import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PLANS, type PlanId } from '@inkcast/schema';
import { FormPostButton } from '../../../components/FormPostButton';
import type { MyAppsDashboardQuery } from '../../../generated/graphql';
import { formActions } from '../../paths';

type Details = NonNullable<MyAppsDashboardQuery['getMyDeveloperDetails']>;

const number = new Intl.NumberFormat('en-US');

/** Epoch seconds as a full date, e.g. 'March 5, 2026'. */
function fullDate(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** The plans a developer on `plan` can upgrade to, cheapest first. */
export function upgradesFrom(plan: string): Exclude<PlanId, 'FREE'>[] {
  if (plan === 'BUSINESS') return [];
  if (plan === 'PRO') return ['BUSINESS'];
  return ['PRO', 'BUSINESS'];
}

/** 'Upgrade to Pro' / 'Upgrade to Business': a form post to the checkout (spec §7; the billing issue implements the route). */
function UpgradeButton({ plan, variant }: { plan: PlanId; variant: 'contained' | 'outlined' }) {
  return (
    <FormPostButton action={formActions.forwardToStripe} fields={{ planType: plan }} variant={variant}>
      Upgrade to {PLANS[plan].name}
    </FormPostButton>
  );
}

/** Whether the developer is on Free (no subscription; an unpaid one counts as Free on the server too). */
export function isFreePlan(details: Details): boolean {
  return details.subscriptionStatus === 'none' || details.plan === 'FREE';
}

/**
 * The plan section by the rules of spec §2: Free shows the free request limit and the upgrade
 * buttons; active shows the plan name and, when cancelled, the downgrade date; past_due (and
 * unpaid) shows the payment problem and the button to update the payment method.
 */
export function PlanSection({ details }: { details: Details }) {
  const paymentProblem = details.subscriptionStatus === 'past_due' || details.subscriptionStatus === 'unpaid';
  if (isFreePlan(details) && !paymentProblem) {
    return (
      <Stack spacing={2} data-testid="plan-section" data-plan="free">
        <Typography>
          You're on the <strong>{PLANS.FREE.name}</strong> plan: {number.format(PLANS.FREE.apiRequestsPerMonth)} requests/month.
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {PLANS.PRO.name}: {number.format(PLANS.PRO.apiRequestsPerMonth)} requests/month and {PLANS.PRO.transcriptCreditsPerMonth}{' '}
          transcripts for ${PLANS.PRO.monthlyPriceUsd}/month. {PLANS.BUSINESS.name}:{' '}
          {number.format(PLANS.BUSINESS.apiRequestsPerMonth)} requests/month, {PLANS.BUSINESS.transcriptCreditsPerMonth} transcripts
          and webhooks for ${PLANS.BUSINESS.monthlyPriceUsd}/month.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <UpgradeButton plan="PRO" variant="contained" />
          <UpgradeButton plan="BUSINESS" variant="outlined" />
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack spacing={2} data-testid="plan-section" data-plan={details.plan.toLowerCase()} data-status={details.subscriptionStatus}>
      <Typography>
        Your plan: <strong data-testid="plan-name">{details.planName}</strong> ({number.format(details.allowedApiCallsLimit)}{' '}
        requests/month)
      </Typography>
      {paymentProblem && (
        <Alert severity="error" data-testid="payment-problem">
          {details.subscriptionStatus === 'past_due'
            ? `There is a problem with your payment. Update your payment method to keep your ${details.planName} plan and its features.`
            : 'Your subscription is unpaid, so your account is on the Free plan for now. Update your payment method to restore it.'}
        </Alert>
      )}
      {paymentProblem && (
        <div>
          <FormPostButton action={formActions.customerPortal} fields={{ inkcastType: 'developer' }}>
            Update payment method
          </FormPostButton>
        </div>
      )}
      {!paymentProblem && details.cancelAt != null && (
        <Alert severity="info" data-testid="plan-cancel-notice">
          Your subscription downgrades to the Free plan on {fullDate(details.cancelAt)}. All features remain until then.
        </Alert>
      )}
      {/* Slot: plan changes (Business → downgrade options, Pro → upgrade-to-Business modal) belong to the billing issue. */}
    </Stack>
  );
}
