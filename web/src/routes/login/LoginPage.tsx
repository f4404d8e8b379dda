import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AccountMessage, validateEmail } from '@inkcast/schema';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from '../../components/AuthCard';
import { useFieldErrors } from '../../components/useFieldErrors';
import { FormField } from '../../components/FormField';
import { postJson, refusalMessage } from '../../session/api';
import { paths, useKeepQuery } from '../paths';

/**
 * /login: asks for an e-mail address and sends a login link. The answer never says whether the
 * address has an account, so neither does this page.
 */
export function LoginPage() {
  const keepQuery = useKeepQuery();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState('');
  const fieldErrors = useFieldErrors<'email'>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    if (!fieldErrors.check({ email: validateEmail(email) })) return;
    setSubmitting(true);
    const answer = await postJson('/auth/login-link', { email: email.trim() });
    setSubmitting(false);
    if (answer.status === 'login-link-sent') setSentTo(email.trim());
    else setFormError(refusalMessage(answer, AccountMessage.LOGIN_LINK_FAILED));
  };

  const footer = (
    <Typography color="text.secondary">
      New to Inkcast?{' '}
      <Link component={RouterLink} to={keepQuery(paths.signupDevelopers)} sx={{ fontWeight: 600 }}>
        Get your API key
      </Link>{' '}
      or{' '}
      <Link component={RouterLink} to={keepQuery(paths.signupCreators)} sx={{ fontWeight: 600 }}>
        sign up as a creator
      </Link>
    </Typography>
  );

  if (sentTo) {
    return (
      <AuthCard step="check-inbox" title="Check your inbox" footer={footer}>
        <title>Log in · Inkcast</title>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <MarkEmailReadOutlinedIcon color="primary" sx={{ fontSize: 40 }} />
          <Typography>
            If <strong>{sentTo}</strong> belongs to an Inkcast account, a login link is on its way. Open it on this device
            to log in. The link works once and expires soon.
          </Typography>
        </Stack>
        <Button variant="text" onClick={() => setSentTo('')} sx={{ mt: 3, ml: -2 }}>
          Use a different email
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard step="login" title="Log in" subtitle="We'll email you a link to log in: no password needed." footer={footer}>
      <title>Log in · Inkcast</title>
      <Box component="form" noValidate onSubmit={submit} aria-label="Log in">
        <Stack spacing={2}>
          <FormField
            onValue={setEmail}
            errors={fieldErrors}
            label="Email"
            name="email"
            type="email"
            value={email}
            autoComplete="email"
          />
          {formError && <Alert severity="error">{formError}</Alert>}
          <Button type="submit" variant="contained" size="large" disabled={submitting}>
            {submitting ? 'Sending…' : 'Email me a login link'}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
