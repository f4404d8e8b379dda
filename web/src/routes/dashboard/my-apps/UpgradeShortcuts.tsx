import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PLANS } from '@inkcast/schema';
import { upgradesFrom } from './PlanSection';

const number = new Intl.NumberFormat('en-US');

/** What each upgrade brings, in one line. */
const pitch = {
  PRO: `${number.format(PLANS.PRO.apiRequestsPerMonth)} requests/month, ${PLANS.PRO.transcriptCreditsPerMonth} transcripts`,
  BUSINESS: `${number.format(PLANS.BUSINESS.apiRequestsPerMonth)} requests/month, ${PLANS.BUSINESS.transcriptCreditsPerMonth} transcripts, webhooks`,
} as const;

/** The upgrade shortcut list at the top of the dashboard (spec §2): jumps to the plan section. */
export function UpgradeShortcuts({ plan }: { plan: string }) {
  const upgrades = upgradesFrom(plan);
  if (upgrades.length === 0) return null;
  return (
    <Paper variant="outlined" component="nav" aria-label="Upgrade shortcuts" sx={{ p: 2, bgcolor: '#f7f7fb' }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
        <Typography sx={{ fontWeight: 600, flexShrink: 0 }}>Need more?</Typography>
        <Stack component="ul" direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {upgrades.map((id) => (
            <li key={id}>
              <Button href="#plan" size="small" endIcon={<ArrowForwardIcon />} sx={{ textAlign: 'left' }}>
                {PLANS[id].name}: {pitch[id]}
              </Button>
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
