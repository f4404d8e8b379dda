import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths, useKeepQuery } from '../routes/paths';
import { Logo } from './Logo';

const navLinks = [
  { label: 'Developers', path: paths.developers },
  { label: 'Pricing', path: paths.pricing },
] as const;

/** Top bar of the developer site: logo, Developers and Pricing links, and Sign up; every link keeps the query string. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const keepQuery = useKeepQuery();
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
        <Toolbar disableGutters component="nav" aria-label="Main" sx={{ gap: { xs: 1, sm: 2 }, minHeight: { xs: 60, sm: 68 } }}>
          <Link component={RouterLink} to={keepQuery(paths.developers)} underline="none" aria-label="Inkcast home" sx={{ display: 'flex' }}>
            <Logo />
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
                  display: label === 'Developers' ? { xs: 'none', sm: 'inline-flex' } : 'inline-flex',
                  color: active ? 'primary.main' : 'text.secondary',
                  '&:hover': { color: 'text.primary', bgcolor: 'action.hover' },
                }}
              >
                {label}
              </Button>
            );
          })}
          <Button component={RouterLink} to={keepQuery(paths.signupDevelopers)} variant="contained">
            Sign up
          </Button>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
