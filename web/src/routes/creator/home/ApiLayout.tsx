import { ApolloProvider } from '@apollo/client/react';
import { useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { createApolloClient } from '../../../apollo';
import { PageSpinner } from '../../../components/PageSpinner';
import { useSession } from '../../../session/useSession';

/**
 * Frame of a page outside /dashboard that still talks to the dashboard API, signed in or not
 * (the team invitation link, /invitation/{token}: a visitor may first have to log in or sign up).
 * A new client per user, as in DashboardLayout.
 */
export function ApiLayout() {
  const session = useSession();
  const userId = session.user?.id ?? null;
  const client = useMemo(() => createApolloClient(), [userId]);
  if (session.status === 'loading') return <PageSpinner />;
  return (
    <ApolloProvider client={client}>
      <Outlet />
    </ApolloProvider>
  );
}
