import WebhookIcon from '@mui/icons-material/Webhook';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from '../../../components/AuthCard';
import { PageSpinner } from '../../../components/PageSpinner';
import { MyAppsDashboardDocument } from '../../../generated/graphql';
import { useSession } from '../../../session/useSession';
import { paths } from '../../paths';
import { DashboardLoginRequired } from '../DashboardLayout';
import { ApiKeySection, type RevealedKey } from './ApiKeySection';
import { DashboardCard } from './DashboardCard';
import { errorMessage, isLoggedOut } from './errors';
import { FirstRequestGuide } from './FirstRequestGuide';
import { hasPaidFeatures, isFreePlan, PlanSection } from './PlanSection';
import { UpgradeShortcuts } from './UpgradeShortcuts';
import { UsageSection } from './UsageSection';

/** Shown to a signed-in user who is not a developer (spec §2). */
function NotADeveloper() {
  return (
    <AuthCard step="not-a-developer" title="Get your API key">
      <title>My apps · Inkcast</title>
      <Typography>
        The developer dashboard is for Inkcast API users. Sign up as a developer to get your user ID and API key, free
        for 500 requests a month.
      </Typography>
      <Button component={RouterLink} to={paths.signupDeveloper} variant="contained" sx={{ mt: 3 }}>
        Sign up as a developer
      </Button>
    </AuthCard>
  );
}

/** The webhooks section, loaded on its own so the dashboard's first JavaScript stays small. */
const WebhooksSection = lazy(() => import('./webhooks/WebhooksSection'));

/** The webhooks card (spec §2): endpoints, their modal and delivery logs, Business-only creation (§6). */
function WebhooksCard({ details }: { details: { isBusinessPlan: boolean; subscriptionStatus: string; allowedWebhookLimit: number } }) {
  return (
    <DashboardCard id="webhooks" title="Webhooks" subtitle="Hear about new episodes and changes as they happen, signed per Standard Webhooks.">
      {/* data-offered: webhooks are offered to an active or past_due Business subscription (spec §4). */}
      <div data-slot="webhooks" data-offered={details.isBusinessPlan && hasPaidFeatures(details)}>
        <Suspense
          fallback={
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <WebhookIcon color="disabled" />
              <Typography color="text.secondary">Loading your webhooks…</Typography>
            </Stack>
          }
        >
          <WebhooksSection
            isBusinessPlan={details.isBusinessPlan}
            subscriptionStatus={details.subscriptionStatus}
            allowedWebhookLimit={details.allowedWebhookLimit}
          />
        </Suspense>
      </div>
    </DashboardCard>
  );
}

/** /dashboard/my-apps: the developer dashboard (spec §2). */
export function MyAppsPage() {
  const { user } = useSession();
  const isDeveloper = !!user?.isDeveloper;
  const { data, error, loading } = useQuery(MyAppsDashboardDocument, { skip: !isDeveloper, fetchPolicy: 'cache-and-network' });
  const [revealed, setRevealed] = useState<RevealedKey | null>(null);

  if (!isDeveloper) return <NotADeveloper />;
  if (error && isLoggedOut(error)) return <DashboardLoginRequired />;
  const details = data?.getMyDeveloperDetails;
  if (!details) {
    if (loading) return <PageSpinner label="Loading your dashboard" />;
    return (
      <Container maxWidth="md" sx={{ py: 8 }}>
        <Alert severity="error">{error ? errorMessage(error) : 'Your developer details could not be loaded. Please try again later.'}</Alert>
      </Container>
    );
  }
  const apps = data.getMyDeveloperApps;
  // The key just created or rolled fills the curl command; otherwise the placeholder does.
  const shownKey = revealed && apps.some((app) => app.id === revealed.appId) ? revealed.apiKey : null;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <title>My apps · Inkcast</title>
      <Stack spacing={3}>
        <div>
          <Typography variant="h4" component="h1">
            Developer dashboard
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {user?.name ? `Welcome, ${user.name}. ` : ''}Your credentials, usage and plan for the Inkcast API.
          </Typography>
        </div>

        <UpgradeShortcuts plan={isFreePlan(details) ? 'FREE' : details.plan} />

        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <ApiKeySection
              userId={details.userId}
              apps={apps}
              allowedDevAppsLimit={details.allowedDevAppsLimit}
              revealed={revealed}
              onRevealed={setRevealed}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <DashboardCard id="usage" title="Usage this billing month">
              <UsageSection details={details} />
            </DashboardCard>
          </Grid>
          <Grid size={12}>
            <DashboardCard id="first-request" title="Make your first request">
              <FirstRequestGuide userId={details.userId} apiKey={shownKey} />
            </DashboardCard>
          </Grid>
          <Grid size={12}>
            <DashboardCard id="plan" title="Your plan">
              <PlanSection details={details} />
            </DashboardCard>
          </Grid>
          <Grid size={12}>
            <WebhooksCard details={details} />
          </Grid>
        </Grid>
      </Stack>
    </Container>
  );
}
