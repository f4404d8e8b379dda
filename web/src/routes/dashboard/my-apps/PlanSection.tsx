import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PLANS, type PlanId } from '@inkcast/schema';
import { useState } from 'react';
import { BILLING_NOT_CONFIGURED, billingDateText, developerPlan, formatPrice, usePlanCatalogue, type CataloguePlan, type PlanCatalogue } from '../../../billing/catalogue';
import { FormPostButton } from '../../../components/FormPostButton';
import type { MyAppsDashboardQuery } from '../../../generated/graphql';
import { formActions } from '../../paths';
import { DowngradeDialog, UpgradeToBusinessDialog } from './PlanChangeDialogs';

type Details = NonNullable<MyAppsDashboardQuery['getMyDeveloperDetails']>;

const number = new Intl.NumberFormat('en-US');

/** The plans a developer on `plan` can upgrade to, cheapest first. */
export function upgradesFrom(plan: string): Exclude<PlanId, 'FREE'>[] {
  if (plan === 'BUSINESS') return [];
  if (plan === 'PRO') return ['BUSINESS'];
  return ['PRO', 'BUSINESS'];
}

/** Whether the developer is on Free (no subscription; an unpaid one counts as Free on the server too). */
export function isFreePlan(details: Details): boolean {
  return details.subscriptionStatus === 'none' || details.plan === 'FREE';
}

/** Transcripts and webhooks are offered only to active or past_due subscriptions (spec §4). */
export function hasPaidFeatures(details: Pick<Details, 'subscriptionStatus'>): boolean {
  return details.subscriptionStatus === 'active' || details.subscriptionStatus === 'past_due';
}

/** Why plan changes cannot be made here, if they cannot: billing not configured, or no catalogue. */
function CatalogueNotice({ catalogue }: { catalogue: PlanCatalogue }) {
  if (catalogue.configured === false) {
    return (
      <Alert severity="warning" data-testid="billing-not-configured">
        {BILLING_NOT_CONFIGURED}
      </Alert>
    );
  }
  if (catalogue.status === 'failed') {
    return (
      <Alert severity="error" data-testid="plans-unavailable">
        The plans could not be loaded, so upgrades are unavailable right now. Please reload the page to try again.
      </Alert>
    );
  }
  return null;
}

/** Whether plan changes can be posted: billing configured and the catalogue loaded. */
function canChangePlans(catalogue: PlanCatalogue): boolean {
  return catalogue.status === 'ready' && catalogue.configured === true;
}

/** 'Upgrade to Pro' / 'Upgrade to Business': a form post to Stripe Checkout with the plan's product id (spec §7). */
function UpgradeButton({ entry, plan, enabled, variant }: { entry: CataloguePlan | undefined; plan: 'PRO' | 'BUSINESS'; enabled: boolean; variant: 'contained' | 'outlined' }) {
  return (
    <FormPostButton action={formActions.forwardToStripe} fields={{ planType: entry?.productId ?? '' }} variant={variant} disabled={!enabled || !entry}>
      Upgrade to {PLANS[plan].name}
    </FormPostButton>
  );
}

/** ' for $75/month' when the catalogue has the plan's price. */
function priceSuffix(entry: CataloguePlan | undefined): string {
  return entry ? ` for ${formatPrice(entry)}` : '';
}

/** Free: the free request limit and the upgrade buttons, with the catalogue's prices. */
function FreePlan({ catalogue }: { catalogue: PlanCatalogue }) {
  const pro = developerPlan(catalogue, 'PRO');
  const business = developerPlan(catalogue, 'BUSINESS');
  const enabled = canChangePlans(catalogue);
  return (
    <Stack spacing={2} data-testid="plan-section" data-plan="free" data-status="none">
      <Typography>
        You're on the <strong data-testid="plan-name">{PLANS.FREE.name}</strong> plan: {number.format(PLANS.FREE.apiRequestsPerMonth)} requests/month.
      </Typography>
      <Stack component="ul" spacing={0.5} data-testid="plan-prices" sx={{ listStyle: 'none', m: 0, p: 0, color: 'text.secondary', typography: 'body2' }}>
        <li>{`${PLANS.PRO.name}: ${number.format(PLANS.PRO.apiRequestsPerMonth)} requests/month and ${PLANS.PRO.transcriptCreditsPerMonth} transcripts${priceSuffix(pro)}.`}</li>
        <li>{`${PLANS.BUSINESS.name}: ${number.format(PLANS.BUSINESS.apiRequestsPerMonth)} requests/month, ${number.format(PLANS.BUSINESS.transcriptCreditsPerMonth)} transcripts and webhooks${priceSuffix(business)}.`}</li>
      </Stack>
      <CatalogueNotice catalogue={catalogue} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <UpgradeButton entry={pro} plan="PRO" enabled={enabled} variant="contained" />
        <UpgradeButton entry={business} plan="BUSINESS" enabled={enabled} variant="outlined" />
      </Stack>
    </Stack>
  );
}

/** Business (active): the downgrade option, which opens the downgrade dialogs. */
function BusinessChanges({ details, catalogue }: { details: Details; catalogue: PlanCatalogue }) {
  const [open, setOpen] = useState(false);
  const pro = developerPlan(catalogue, 'PRO');
  const offerFree = details.cancelAt == null;
  if (!pro && !offerFree) return null;
  return (
    <div>
      <Button variant="outlined" color="inherit" onClick={() => setOpen(true)} disabled={!canChangePlans(catalogue)}>
        Downgrade plan
      </Button>
      <DowngradeDialog open={open} onClose={() => setOpen(false)} pro={pro} nextBillingDate={details.resetDate} offerFree={offerFree} />
    </div>
  );
}

/** Pro (active): the upgrade-to-Business modal. */
function ProChanges({ details, catalogue }: { details: Details; catalogue: PlanCatalogue }) {
  const [open, setOpen] = useState(false);
  const business = developerPlan(catalogue, 'BUSINESS');
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary">
        {`${PLANS.BUSINESS.name}: ${number.format(PLANS.BUSINESS.apiRequestsPerMonth)} requests/month, ${number.format(PLANS.BUSINESS.transcriptCreditsPerMonth)} transcripts and webhooks${priceSuffix(business)}, free until your next billing date.`}
      </Typography>
      <Button variant="contained" onClick={() => setOpen(true)} disabled={!canChangePlans(catalogue) || !business}>
        Upgrade to Business
      </Button>
      {business && <UpgradeToBusinessDialog open={open} onClose={() => setOpen(false)} business={business} nextBillingDate={details.resetDate} />}
    </Stack>
  );
}

/**
 * The plan section by the rules of spec §2: Free shows the free request limit and the upgrade
 * buttons; active shows the plan name, the downgrade date when cancelled, Business's downgrade
 * option and Pro's upgrade-to-Business modal; past_due (and unpaid) shows the payment problem and
 * the button to update the payment method. Prices and Stripe ids come from GET /payments/plans.
 */
export function PlanSection({ details }: { details: Details }) {
  const catalogue = usePlanCatalogue();
  const paymentProblem = details.subscriptionStatus === 'past_due' || details.subscriptionStatus === 'unpaid';
  if (isFreePlan(details) && !paymentProblem) return <FreePlan catalogue={catalogue} />;

  const active = details.subscriptionStatus === 'active';
  const entry = details.plan === 'PRO' || details.plan === 'BUSINESS' ? developerPlan(catalogue, details.plan) : undefined;
  return (
    <Stack spacing={2} data-testid="plan-section" data-plan={details.plan.toLowerCase()} data-status={details.subscriptionStatus}>
      <Typography>
        Your plan: <strong data-testid="plan-name">{details.planName}</strong> ({number.format(details.allowedApiCallsLimit)} requests/month
        {entry && !paymentProblem ? `, ${formatPrice(entry)}` : ''})
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
          Your subscription downgrades to the Free plan on {billingDateText(details.cancelAt)}. All features remain until then.
        </Alert>
      )}
      {active && catalogue.configured === false && <CatalogueNotice catalogue={catalogue} />}
      {active && details.plan === 'BUSINESS' && <BusinessChanges details={details} catalogue={catalogue} />}
      {active && details.plan === 'PRO' && <ProChanges details={details} catalogue={catalogue} />}
    </Stack>
  );
}
