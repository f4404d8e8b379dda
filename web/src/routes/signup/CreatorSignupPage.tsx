import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AccountMessage, validateEmail, validateName } from '@inkcast/schema';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from '../../components/AuthCard';
import { useFieldErrors } from '../../components/useFieldErrors';
import { FormField } from '../../components/FormField';
import { postJson, refusalMessage } from '../../session/api';
import { paths, useKeepQuery } from '../paths';

/** Creator sign-up at /signup: name and e-mail, answered with a login link by e-mail. */
export function CreatorSignupPage() {
  const keepQuery = useKeepQuery();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState('');
  const fieldErrors = useFieldErrors<'name' | 'email'>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    if (!fieldErrors.check({ name: validateName(name), email: validateEmail(email) })) return;
    setSubmitting(true);
    const answer = await postJson('/auth/signup', { name: name.trim(), email: email.trim() });
    setSubmitting(false);
    if (answer.status === 'login-link-sent') setSentTo(email.trim());
    else setFormError(refusalMessage(answer, AccountMessage.SIGNUP_FAILED));
  };

  const footer = (
    <Typography color="text.secondary">
      Already have an account?{' '}
      <Link component={RouterLink} to={keepQuery(paths.login)} sx={{ fontWeight: 600 }}>
        login
      </Link>
      <br />
      Looking for an API key?{' '}
      <Link component={RouterLink} to={keepQuery(paths.signupDevelopers)} sx={{ fontWeight: 600 }}>
        Sign up as a developer
      </Link>
    </Typography>
  );

  if (sentTo) {
    return (
      <AuthCard step="verify-login" title="Check your inbox" footer={footer}>
        <title>Sign up · Inkcast for creators</title>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <MarkEmailReadOutlinedIcon color="primary" sx={{ fontSize: 40 }} />
          <Typography>
            We sent a login link to <strong>{sentTo}</strong>. Open it to verify your email and start publishing. The link
            works once and expires soon.
          </Typography>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      step="signup"
      title="Publish your webcomic on Inkcast"
      subtitle="Create your creator account: we'll email you a link to log in."
      footer={footer}
    >
      <title>Sign up · Inkcast for creators</title>
      <Box component="form" noValidate onSubmit={submit} aria-label="Creator sign up">
        <Stack spacing={2}>
          <FormField
            onValue={setName}
            errors={fieldErrors}
            label="Name"
            name="name"
            value={name}
            autoComplete="name"
          />
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
            {submitting ? 'Signing up…' : 'Sign up'}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
