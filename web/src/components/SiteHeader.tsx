import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths, useKeepQuery } from '../routes/paths';
import type { SessionUser } from '../session/session-store';
import { useSession } from '../session/useSession';
import { Logo } from './Logo';

/** The Settings menu loads only for signed-in users, keeping the landing page's JS small. */
const SettingsMenu = lazy(() => import('./SettingsMenu'));

const navLinks = [
  { label: 'Developers', path: paths.developers },
  { label: 'Pricing', path: paths.pricing },
] as const;

const quietButton = {
  color: 'text.secondary',
  px: { xs: 1.25, sm: 2.5 },
  '&:hover': { color: 'text.primary', bgcolor: 'action.hover' },
} as const;

/** Creator and Developer tabs on dashboard pages, for a user who is both (spec §2 Header). */
function DashboardTabs({ pathname }: { pathname: string }) {
  const tabs = [
    { label: 'Creator', path: paths.creatorDashboard },
    { label: 'Developer', path: paths.myApps },
  ] as const;
  return (
    <Box component="nav" aria-label="Dashboards" sx={{ display: 'flex', gap: 1, borderTop: 1, borderColor: 'divider' }}>
      {tabs.map(({ label, path }) => {
        const active = pathname.startsWith(path);
        return (
          <Button
            key={path}
            component={RouterLink}
            to={path}
            aria-current={active ? 'page' : undefined}
            sx={{
              borderRadius: 0,
              py: 1.25,
              color: active ? 'primary.main' : 'text.secondary',
              boxShadow: active ? (theme) => `inset 0 -2px 0 ${theme.palette.primary.main}` : 'none',
            }}
          >
            {label}
          </Button>
        );
      })}
    </Box>
  );
}

/** Links for a signed-in user: Docs, Open Dashboard and the Settings menu (spec §2). */
function SignedInLinks({ user }: { user: SessionUser }) {
  return (
    <>
      <Button component={RouterLink} to={paths.podcastApiDocs} color="inherit" sx={quietButton}>
        Docs
      </Button>
      <Button component={RouterLink} to={paths.dashboard} variant="contained" sx={{ px: { xs: 1.75, sm: 2.5 }, whiteSpace: 'nowrap', flexShrink: 0 }}>
        Open Dashboard
      </Button>
      <Suspense fallback={null}>
        <SettingsMenu user={user} />
      </Suspense>
    </>
  );
}

/**
 * Top bar of the site: logo, Developers and Pricing; logged out, login and Sign up (links keep the
 * query string); logged in, Docs, Open Dashboard and Settings, plus Creator/Developer tabs on the
 * dashboard for a user who is both.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const keepQuery = useKeepQuery();
  const { user, status } = useSession();
  const showTabs = !!user && user.isCreator && user.isDeveloper && pathname.startsWith(paths.dashboard);
  return (
    <AppBar
      position="sticky"
      elevation={0}
      color="inherit"
      sx={{
        bgcolor: 'rgba(255,255,255,0.86)',
        backdropFilter: 'saturate(180%) blur(12px)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters component="nav" aria-label="Main" sx={{ gap: { xs: 0.25, sm: 1.5 }, minHeight: { xs: 60, sm: 68 } }}>
          <Link component={RouterLink} to={keepQuery(paths.developers)} underline="none" aria-label="Inkcast home" sx={{ display: 'flex' }}>
            <Logo compact={!!user} />
          </Link>
          <Box sx={{ flexGrow: 1 }} />
          {navLinks.map(({ label, path }) => {
            const active = pathname === path;
            return (
              <Button
                key={path}
                component={RouterLink}
                to={keepQuery(path)}
                color="inherit"
                aria-current={active ? 'page' : undefined}
                sx={{
                  ...quietButton,
                  display: label === 'Developers' || user ? { xs: 'none', sm: 'inline-flex' } : 'inline-flex',
                  color: active ? 'primary.main' : 'text.secondary',
                }}
              >
                {label}
              </Button>
            );
          })}
          {status === 'loading' ? null : user ? (
            <SignedInLinks user={user} />
          ) : (
            <>
              <Button component={RouterLink} to={keepQuery(paths.login)} color="inherit" sx={{ ...quietButton, display: { xs: 'none', sm: 'inline-flex' } }}>
                Log in
              </Button>
              <Button component={RouterLink} to={keepQuery(paths.signupDevelopers)} variant="contained">
                Sign up
              </Button>
            </>
          )}
        </Toolbar>
        {showTabs && <DashboardTabs pathname={pathname} />}
      </Container>
    </AppBar>
  );
}
