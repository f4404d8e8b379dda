import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from './paths';

/** Page shown for any URL the app does not know. */
export function NotFound() {
  const { pathname } = useLocation();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
      <title>Page not found · Inkcast</title>
      <Typography variant="overline" color="primary">
        404
      </Typography>
      <Typography variant="h3" component="h1" sx={{ mt: 1 }}>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        We couldn't find <Typography component="code" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{pathname}</Typography>.
        It may have moved, or the link may be mistyped.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4, justifyContent: 'center' }}>
        <Button component={RouterLink} to={paths.developers} variant="contained" size="large">
          Go to the homepage
        </Button>
        <Button component={RouterLink} to={paths.podcastApiDocs} variant="outlined" size="large">
          Read the docs
        </Button>
      </Stack>
    </Container>
  );
}
