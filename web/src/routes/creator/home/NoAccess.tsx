import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ComicNotice } from '@inkcast/schema';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '../../dashboard/my-apps/errors';
import { creatorPaths } from '../../paths';

/** What a page shows when loading it failed (the error's message). */
export function LoadFailed({ error }: { error: unknown }) {
  return (
    <Alert severity="error" sx={{ m: 3 }}>
      {errorMessage(error)}
    </Alert>
  );
}

/** What a missing item, or one the user may not see, shows (spec 001 §2, §8). */
export function NoAccess() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <title>No access · Inkcast</title>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderRadius: 3 }}>
        <LockOutlinedIcon color="disabled" sx={{ fontSize: 44 }} />
        <Typography data-testid="no-access" sx={{ mt: 1.5, fontWeight: 600 }}>
          {ComicNotice.NO_ACCESS}
        </Typography>
        <Button component={RouterLink} to={creatorPaths.home} variant="outlined" sx={{ mt: 3 }}>
          Back to Dashboard
        </Button>
      </Paper>
    </Container>
  );
}
