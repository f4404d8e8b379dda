import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import Alert from '@mui/material/Alert';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { BILLING_NOT_CONFIGURED, developerPlan, formatUsd, usePlanCatalogue, type PlanCatalogue } from '../../billing/catalogue';
import { SectionHeading } from '../../components/SectionHeading';
import { useSession } from '../../session/useSession';
import { paths, useKeepQuery } from '../paths';
import { developerPlans, type DeveloperPlan } from './plans';

const faqs: { question: string; answer: string }[] = [
  {
    question: 'Can I get more transcripts?',
    answer:
      'Yes. An extra pack of 2,000 transcripts costs $100/month (about $0.05 each). Contact support to have it enabled on your account.',
  },
  {
    question: 'What if I need more than 1M requests a month?',
    answer: 'Contact us for custom pricing.',
  },
  {
    question: 'Can I change my plan later?',
    answer:
      'Yes. Upgrade or downgrade from your dashboard at any time. When you downgrade, your current plan and all its features remain until the end of the billing period.',
  },
];

/** The card's button text by login state (spec §2 Pricing page); every button links to developer sign-up. */
function planButtonLabel(plan: DeveloperPlan, loggedIn: boolean): string {
  if (!loggedIn) return 'Get Started';
  return plan.name === 'Free' ? 'Open Dashboard' : 'Upgrade in Dashboard';
}

/**
 * The card's price: Free is $0; Pro and Business come from the deployment's catalogue
 * (amountInCents / 100, the interval in lower case; spec §3), or the spec's price when the
 * catalogue cannot be loaded. Null while it loads.
 */
function priceOf(plan: DeveloperPlan, catalogue: PlanCatalogue): { amount: string; interval: string } | null {
  if (plan.id === 'FREE') return { amount: formatUsd(0), interval: 'month' };
  const entry = developerPlan(catalogue, plan.id);
  if (entry) return { amount: formatUsd(entry.amountInCents), interval: entry.interval.toLowerCase() };
  if (catalogue.status === 'loading') return null;
  return { amount: formatUsd(plan.priceUsd * 100), interval: 'month' };
}

/** One plan card: name, monthly price, the button ('Get Started' when logged out) and the plan's features. */
function PlanCard({ plan, catalogue }: { plan: DeveloperPlan; catalogue: PlanCatalogue }) {
  const keepQuery = useKeepQuery();
  const { user } = useSession();
  const headingId = `plan-${plan.name.toLowerCase()}`;
  const price = priceOf(plan, catalogue);
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      data-testid="plan-card"
      sx={(theme) => ({
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderWidth: plan.highlighted ? 2 : 1,
        borderColor: plan.highlighted ? 'primary.main' : 'divider',
        boxShadow: plan.highlighted ? `0 24px 48px -24px ${alpha(theme.palette.primary.main, 0.45)}` : 'none',
      })}
    >
      <CardContent sx={{ p: { xs: 3, md: 4 }, display: 'flex', flexDirection: 'column', flexGrow: 1 }}>
        <Typography id={headingId} variant="h5" component="h2">
          {plan.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, minHeight: { md: 42 } }}>
          {plan.tagline}
        </Typography>
        {price ? (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'baseline', mt: 3 }} data-testid="plan-price">
            <Typography component="span" sx={{ fontSize: 44, fontWeight: 800, letterSpacing: '-0.03em', lineHeight: 1 }}>
              {price.amount}
            </Typography>
            <Typography component="span" color="text.secondary">
              /{price.interval}
            </Typography>
          </Stack>
        ) : (
          <Skeleton variant="text" aria-label="Loading the price" sx={{ mt: 3, fontSize: 44, lineHeight: 1, width: 140 }} />
        )}
        <Button
          component={RouterLink}
          to={keepQuery(paths.signupDevelopers)}
          variant={plan.highlighted ? 'contained' : 'outlined'}
          size="large"
          fullWidth
          sx={{ mt: 3 }}
        >
          {planButtonLabel(plan, !!user)}
        </Button>
        <Divider sx={{ my: 3 }} />
        <List dense disablePadding aria-label={`${plan.name} plan features`}>
          {plan.features.map((feature) => (
            <ListItem key={feature} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckIcon fontSize="small" color="primary" />
              </ListItemIcon>
              <ListItemText primary={feature} slotProps={{ primary: { variant: 'body1' } }} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

/** The developer pricing page (spec §2, §9): three plan cards and an FAQ. */
export function PricingPage() {
  const catalogue = usePlanCatalogue();
  return (
    <>
      <title>Pricing · Inkcast</title>
      <Box sx={{ bgcolor: '#f7f7fb', borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ pt: { xs: 8, md: 12 }, pb: { xs: 8, md: 12 } }}>
          <SectionHeading
            level={1}
            overline="Pricing"
            title="Simple pricing for the podcast and webcomics API"
            subtitle="Start free. Upgrade when you need more requests, transcripts or webhooks."
          />
          {catalogue.configured === false && (
            <Alert severity="warning" data-testid="billing-not-configured" sx={{ mb: 4 }}>
              {BILLING_NOT_CONFIGURED} You can still sign up and use the {developerPlans[0].name} plan.
            </Alert>
          )}
          <Grid container spacing={3} sx={{ alignItems: 'stretch' }}>
            {developerPlans.map((plan) => (
              <Grid key={plan.name} size={{ xs: 12, md: 4 }}>
                <PlanCard plan={plan} catalogue={catalogue} />
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>
      <Container component="section" maxWidth="md" sx={{ py: { xs: 8, md: 12 } }}>
        <SectionHeading title="Frequently asked questions" />
        {faqs.map((faq, index) => (
          <Accordion
            key={faq.question}
            disableGutters
            elevation={0}
            defaultExpanded={index < 2}
            sx={{ border: 1, borderColor: 'divider', '&:not(:last-of-type)': { borderBottom: 0 }, '&::before': { display: 'none' } }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ px: 3, py: 0.5 }}>
              <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600 }}>
                {faq.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ px: 3, pb: 3, pt: 0 }}>
              <Typography color="text.secondary">{faq.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Container>
    </>
  );
}
