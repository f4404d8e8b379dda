import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router-dom';

/** Whether a page's code failed to load (e.g. in a tab opened before a new release). */
function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message);
}

/** Shown inside the site frame when a page fails; offers a reload, which fetches the current release. */
export function RouteError() {
  const error = useRouteError();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
      <title>Something went wrong · Inkcast</title>
      <Typography variant="h3" component="h1">
        {isChunkLoadError(error) ? 'Inkcast was updated' : 'Something went wrong'}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {isChunkLoadError(error)
          ? 'A new version of this page is available. Reload to get it.'
          : 'This page ran into a problem. Reloading usually fixes it.'}
      </Typography>
      <Button variant="contained" size="large" sx={{ mt: 4 }} onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Container>
  );
}
