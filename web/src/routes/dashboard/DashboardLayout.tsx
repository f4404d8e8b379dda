import { ApolloProvider } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AccountMessage } from '@inkcast/schema';
import { useMemo } from 'react';
import { Outlet, Link as RouterLink } from 'react-router-dom';
import { createApolloClient } from '../../apollo';
import { AuthCard } from '../../components/AuthCard';
import { PageSpinner } from '../../components/PageSpinner';
import { useSession } from '../../session/useSession';
import { paths } from '../paths';

/** What a visitor who is not logged in sees on any /dashboard page (spec §2). */
export function DashboardLoginRequired() {
  return (
    <AuthCard step="login-required" title="Dashboard">
      <title>Dashboard · Inkcast</title>
      <Typography data-testid="dashboard-login-required">{AccountMessage.DASHBOARD_LOGIN_REQUIRED}</Typography>
      <Button component={RouterLink} to={paths.login} variant="contained" sx={{ mt: 3 }}>
        Log in
      </Button>
    </AuthCard>
  );
}

/**
 * Frame of every /dashboard page: requires a session, and provides the Apollo Client of the
 * dashboard API (only the dashboard loads Apollo; a new client per user, so no cached data leaks
 * from one session to the next).
 */
export function DashboardLayout() {
  const session = useSession();
  const userId = session.user?.id ?? null;
  const client = useMemo(() => (userId ? createApolloClient() : null), [userId]);
  if (session.status === 'loading') return <PageSpinner />;
  if (!session.user || !client) return <DashboardLoginRequired />;
  return (
    <ApolloProvider client={client}>
      <Outlet />
    </ApolloProvider>
  );
}
