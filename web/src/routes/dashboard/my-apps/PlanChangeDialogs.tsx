import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PLANS } from '@inkcast/schema';
import { useState } from 'react';
import { billingDateText, formatPrice, type CataloguePlan } from '../../../billing/catalogue';
import { FormPostButton } from '../../../components/FormPostButton';
import { formActions } from '../../paths';

const number = new Intl.NumberFormat('en-US');

/**
 * Pro → Business (spec §2, §7): the upgrade is not charged until the next billing period and is
 * free until then; confirming posts upgrade-to-business-plan with the Business price id.
 */
export function UpgradeToBusinessDialog({ open, onClose, business, nextBillingDate }: { open: boolean; onClose: () => void; business: CataloguePlan; nextBillingDate: number }) {
  const date = billingDateText(nextBillingDate);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="upgrade-business-title" maxWidth="sm" fullWidth>
      <DialogTitle id="upgrade-business-title">Upgrade to Business</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} data-testid="upgrade-business-terms">
          <Typography>
            {`Business gives you ${number.format(PLANS.BUSINESS.apiRequestsPerMonth)} requests/month, ${number.format(PLANS.BUSINESS.transcriptCreditsPerMonth)} transcripts and webhooks, starting now.`}
          </Typography>
          <Typography>
            {`You are not charged for the upgrade until your next billing period: Business is free until ${date}. From then on it is billed at ${formatPrice(business)}.`}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <FormPostButton action={formActions.upgradeToBusiness} fields={{ inkcastType: 'developer', priceId: business.priceId }}>
          Upgrade to Business
        </FormPostButton>
      </DialogActions>
    </Dialog>
  );
}

type DowngradeStep = 'choose' | 'pro' | 'free';

const titles: Record<DowngradeStep, string> = {
  choose: 'Downgrade your plan',
  pro: 'Downgrade to Pro?',
  free: 'Downgrade to Free?',
};

/**
 * Business → Pro or Free (spec §2, §7): first the choice, then the terms of the one chosen and
 * the form post. To Pro: from the next billing date at the Pro price (downgrade-to-pro-plan with
 * the Pro price id). To Free: 500 requests/month and no webhooks once the period ends
 * (downgrade-plan). `offerFree` is false when the subscription already ends (cancelAt set).
 */
export function DowngradeDialog({
  open,
  onClose,
  pro,
  nextBillingDate,
  offerFree,
}: {
  open: boolean;
  onClose: () => void;
  pro: CataloguePlan | undefined;
  nextBillingDate: number;
  offerFree: boolean;
}) {
  const [step, setStep] = useState<DowngradeStep>('choose');
  const date = billingDateText(nextBillingDate);
  const back = (
    <Button startIcon={<ArrowBackIcon />} onClick={() => setStep('choose')}>
      Back
    </Button>
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="downgrade-title"
      maxWidth="sm"
      fullWidth
      slotProps={{ transition: { onExited: () => setStep('choose') } }}
    >
      <DialogTitle id="downgrade-title">{titles[step]}</DialogTitle>
      <DialogContent>
        {step === 'choose' && (
          <List disablePadding aria-label="Plans to downgrade to">
            {pro && (
              <ListItemButton onClick={() => setStep('pro')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 1.5 }}>
                <ListItemText
                  primary={`Pro · ${formatPrice(pro)}`}
                  secondary={`${number.format(PLANS.PRO.apiRequestsPerMonth)} requests/month, ${number.format(PLANS.PRO.transcriptCreditsPerMonth)} transcripts, no webhooks`}
                />
              </ListItemButton>
            )}
            {offerFree && (
              <ListItemButton onClick={() => setStep('free')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
                <ListItemText primary="Free · $0/month" secondary={`${number.format(PLANS.FREE.apiRequestsPerMonth)} requests/month, no webhooks`} />
              </ListItemButton>
            )}
          </List>
        )}
        {step === 'pro' && pro && (
          <Stack spacing={1.5} data-testid="downgrade-pro-terms">
            <Typography>
              {`Your plan changes to Pro now: ${number.format(PLANS.PRO.apiRequestsPerMonth)} requests/month, ${number.format(PLANS.PRO.transcriptCreditsPerMonth)} transcripts and no webhooks.`}
            </Typography>
            <Typography>{`From your next billing date, ${date}, you are billed at the Pro price of ${formatPrice(pro)}.`}</Typography>
          </Stack>
        )}
        {step === 'free' && (
          <Stack spacing={1.5} data-testid="downgrade-free-terms">
            <Typography>{`Your subscription ends at the end of this billing period, on ${date}. All the features of your plan remain until then.`}</Typography>
            <Typography>{`After that you are on the Free plan: ${number.format(PLANS.FREE.apiRequestsPerMonth)} requests/month and no webhooks.`}</Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {step === 'choose' ? <Button onClick={onClose}>Cancel</Button> : back}
        {step === 'pro' && pro && (
          <FormPostButton action={formActions.downgradeToPro} fields={{ inkcastType: 'developer', priceId: pro.priceId }} color="warning">
            Downgrade to Pro
          </FormPostButton>
        )}
        {step === 'free' && (
          <FormPostButton action={formActions.downgradeToFree} fields={{ inkcastType: 'developer' }} color="warning">
            Downgrade to Free
          </FormPostButton>
        )}
      </DialogActions>
    </Dialog>
  );
}
