import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AccountMessage, validateEmail, validateInviteCode, validateName } from '@inkcast/schema';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../components/AuthCard';
import { PageSpinner } from '../../components/PageSpinner';
import { postJson, refusalMessage } from '../../session/api';
import { readPendingSignup, writePendingSignup } from '../../session/pending-signup';
import { useSession } from '../../session/useSession';
import { paths, useKeepQuery } from '../paths';
import { useFieldErrors } from '../../components/useFieldErrors';
import { FormField } from '../../components/FormField';

/** The steps of developer sign-up (spec §2), named as the spec names them. */
export type SignupStep = 'signup' | 'invite-code' | 'requested-invite-code' | 'verify-email' | 'verify-login';

/** 'Already have an account? Log in', keeping the query string (spec §2). */
function LoginLink() {
  const keepQuery = useKeepQuery();
  return (
    <Typography color="text.secondary">
      Already have an account?{' '}
      <Link component={RouterLink} to={keepQuery(paths.login)} sx={{ fontWeight: 600 }}>
        login
      </Link>
    </Typography>
  );
}

/** invite-code: verify an invite code, or request one (name and e-mail). */
function InviteCodeStep({
  initialCode,
  initialEmail,
  onVerified,
  onRequested,
}: {
  initialCode: string;
  initialEmail: string;
  onVerified: (code: string) => void;
  onRequested: (email: string) => void;
}) {
  const [code, setCode] = useState(initialCode);
  const [verifying, setVerifying] = useState(false);
  const [verifyError, setVerifyError] = useState('');
  const codeErrors = useFieldErrors<'inviteCode'>();

  const [name, setName] = useState('');
  const [email, setEmail] = useState(initialEmail);
  const [requesting, setRequesting] = useState(false);
  const [requestError, setRequestError] = useState('');
  const requestErrors = useFieldErrors<'name' | 'email'>();

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setVerifyError('');
    if (!codeErrors.check({ inviteCode: validateInviteCode(code) })) return;
    setVerifying(true);
    const answer = await postJson('/auth/verify-invite-code', { inviteCode: code.trim() });
    setVerifying(false);
    if (answer.status === 'success') onVerified(code.trim());
    else setVerifyError(refusalMessage(answer, AccountMessage.INVITE_VERIFY_FAILED));
  };

  const request = async (event: FormEvent) => {
    event.preventDefault();
    setRequestError('');
    if (!requestErrors.check({ name: validateName(name), email: validateEmail(email) })) return;
    setRequesting(true);
    const answer = await postJson('/auth/invite-request', { name: name.trim(), email: email.trim() });
    setRequesting(false);
    if (answer.status === 'success') onRequested(email.trim());
    else setRequestError(refusalMessage(answer, AccountMessage.INVITE_REQUEST_FAILED));
  };

  return (
    <AuthCard
      step="invite-code"
      title="Get your API key"
      subtitle="Inkcast is invite-only while we grow. Enter your invite code to sign up, or request one."
      footer={<LoginLink />}
    >
      <Box component="form" noValidate onSubmit={verify} aria-label="Verify invite code">
        <Typography variant="h6" component="h2" gutterBottom>
          I have an invite code
        </Typography>
        <Stack spacing={2}>
          <FormField
            onValue={setCode}
            errors={codeErrors}
            label="Invite code"
            name="inviteCode"
            value={code}
            autoComplete="off"
          />
          {verifyError && <Alert severity="error">{verifyError}</Alert>}
          <Button type="submit" variant="contained" size="large" disabled={verifying}>
            {verifying ? 'Checking…' : 'Continue'}
          </Button>
        </Stack>
      </Box>

      <Divider sx={{ my: 4 }}>or</Divider>

      <Box component="form" noValidate onSubmit={request} aria-label="Request an invite">
        <Typography variant="h6" component="h2" gutterBottom>
          Request an invite
        </Typography>
        <Stack spacing={2}>
          <FormField
            onValue={setName}
            errors={requestErrors}
            label="Name"
            name="name"
            value={name}
            autoComplete="name"
          />
          <FormField
            onValue={setEmail}
            errors={requestErrors}
            label="Email"
            name="email"
            type="email"
            value={email}
            autoComplete="email"
          />
          {requestError && <Alert severity="error">{requestError}</Alert>}
          <Button type="submit" variant="outlined" size="large" disabled={requesting}>
            {requesting ? 'Sending…' : 'Request an invite'}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}

/** requested-invite-code: the invite request was received. */
function RequestedInviteCodeStep({ email, onHaveCode }: { email: string; onHaveCode: () => void }) {
  return (
    <AuthCard step="requested-invite-code" title="Thanks! Your invite request is in" footer={<LoginLink />}>
      <Typography>
        We'll send an invite code to <strong>{email}</strong> as soon as we can let you in.
      </Typography>
      <Button variant="text" onClick={onHaveCode} sx={{ mt: 3, ml: -2 }}>
        I have an invite code
      </Button>
    </AuthCard>
  );
}

/** signup: name, e-mail, webtoon link and the invite code; the query string goes along (spec §7). */
function SignupStep({
  inviteCode,
  initialEmail,
  onSent,
  onNeedCode,
}: {
  inviteCode: string;
  initialEmail: string;
  onSent: (email: string) => void;
  onNeedCode: () => void;
}) {
  const { search } = useLocation();
  const [values, setValues] = useState({ name: '', email: initialEmail, webtoonLink: '', inviteCode2: inviteCode });
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState('');
  const fieldErrors = useFieldErrors<'name' | 'email' | 'inviteCode2'>();

  const set = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field !== 'webtoonLink') fieldErrors.clear(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const valid = fieldErrors.check({
      name: validateName(values.name),
      email: validateEmail(values.email),
      inviteCode2: validateInviteCode(values.inviteCode2),
    });
    if (!valid) return;
    setSubmitting(true);
    const payload = {
      name: values.name.trim(),
      email: values.email.trim(),
      webtoonLink: values.webtoonLink.trim(),
      inviteCode2: values.inviteCode2.trim(),
    };
    const answer = await postJson(`/auth/signup-developer${search}`, payload);
    setSubmitting(false);
    if (answer.status === 'login-link-sent') onSent(payload.email);
    else setFormError(refusalMessage(answer, AccountMessage.SIGNUP_FAILED));
  };

  return (
    <AuthCard step="signup" title="Sign up for your API key" subtitle="Start free with 500 requests a month." footer={<LoginLink />}>
      <Box component="form" noValidate onSubmit={submit} aria-label="Developer sign up">
        <Stack spacing={2}>
          <TextField
            label="Name"
            name="name"
            value={values.name}
            onChange={(e) => set('name')(e.target.value)}
            error={!!fieldErrors.errors.name}
            helperText={fieldErrors.errors.name}
            autoComplete="name"
            fullWidth
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            value={values.email}
            onChange={(e) => set('email')(e.target.value)}
            error={!!fieldErrors.errors.email}
            helperText={fieldErrors.errors.email}
            autoComplete="email"
            fullWidth
          />
          <TextField
            label="Link to your webcomic or website (optional)"
            name="webtoonLink"
            type="url"
            value={values.webtoonLink}
            onChange={(e) => set('webtoonLink')(e.target.value)}
            autoComplete="url"
            fullWidth
          />
          <TextField
            label="Invite code"
            name="inviteCode2"
            value={values.inviteCode2}
            onChange={(e) => set('inviteCode2')(e.target.value)}
            error={!!fieldErrors.errors.inviteCode2}
            helperText={fieldErrors.errors.inviteCode2}
            autoComplete="off"
            fullWidth
          />
          {formError && <Alert severity="error">{formError}</Alert>}
          <Button type="submit" variant="contained" size="large" disabled={submitting}>
            {submitting ? 'Signing up…' : 'Sign up'}
          </Button>
          <Button variant="text" onClick={onNeedCode} sx={{ alignSelf: 'flex-start', ml: -2 }}>
            Need an invite code?
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}

/** verify-login: the server sent a login link; following it verifies the address and logs in. */
function VerifyLoginStep({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  return (
    <AuthCard step="verify-login" title="Check your inbox" footer={<LoginLink />}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <MarkEmailReadOutlinedIcon color="primary" sx={{ fontSize: 40 }} />
        <Typography>
          We sent a login link to <strong>{email}</strong>. Open it to verify your email and go to your dashboard, where
          your API key is waiting. The link works once and expires soon.
        </Typography>
      </Stack>
      <Button variant="text" onClick={onChangeEmail} sx={{ mt: 3, ml: -2 }}>
        Use a different email
      </Button>
    </AuthCard>
  );
}

/** verify-email: this browser signed up with an address that has not been verified yet. */
function VerifyEmailStep({ email, onSent, onStartOver }: { email: string; onSent: () => void; onStartOver: () => void }) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const resend = async () => {
    setError('');
    setSending(true);
    const answer = await postJson('/auth/login-link', { email });
    setSending(false);
    if (answer.status === 'login-link-sent') onSent();
    else setError(refusalMessage(answer, AccountMessage.LOGIN_LINK_FAILED));
  };
  return (
    <AuthCard step="verify-email" title="Verify your email" footer={<LoginLink />}>
      <Typography>
        You signed up as <strong>{email}</strong>. To finish, open the link we emailed you: it verifies your address
        and logs you in.
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
        <Button variant="contained" onClick={resend} disabled={sending}>
          {sending ? 'Sending…' : 'Send a new link'}
        </Button>
        <Button variant="text" onClick={onStartOver}>
          Start over
        </Button>
      </Stack>
    </AuthCard>
  );
}

/** A signed-in developer has nothing to sign up for. */
function AlreadySignedUp() {
  return (
    <AuthCard step="signed-in" title="You're signed up">
      <Typography>Your API key, usage and plan are in your dashboard.</Typography>
      <Button component={RouterLink} to={paths.dashboard} variant="contained" sx={{ mt: 3 }}>
        Open Dashboard
      </Button>
    </AuthCard>
  );
}

/**
 * Developer sign-up at /signup/developers (spec §2, §4): invite-code → requested-invite-code on a
 * successful invite request; a verified invite code → signup with the code filled; signup →
 * verify-login when the server answers login-link-sent. An `inviteCode` query parameter fills the
 * code (and sends a signed-in user to /invitation/{code}); a browser whose sign-up is not verified
 * yet sees verify-email.
 */
export function SignupDevelopersPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const inviteCodeParam = params.get('inviteCode')?.trim() ?? '';
  const [step, setStep] = useState<SignupStep | null>(null);
  const [inviteCode, setInviteCode] = useState(inviteCodeParam);
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(readPendingSignup);

  useEffect(() => {
    // A session means the address was verified by a login link.
    if (session.user) {
      writePendingSignup(null);
      setPending(null);
    }
  }, [session.user]);

  if (session.status === 'loading') return <PageSpinner />;
  if (session.user && inviteCodeParam) return <Navigate to={paths.invitation(inviteCodeParam)} replace />;

  const current: SignupStep | 'signed-in' =
    step ?? (session.user?.isDeveloper ? 'signed-in' : pending && !session.user ? 'verify-email' : inviteCodeParam ? 'signup' : 'invite-code');
  const knownEmail = email || session.user?.email || '';

  return (
    <>
      <title>Sign up · Inkcast for developers</title>
      {current === 'signed-in' && <AlreadySignedUp />}
      {current === 'invite-code' && (
        <InviteCodeStep
          initialCode={inviteCode}
          initialEmail={knownEmail}
          onVerified={(code) => {
            setInviteCode(code);
            setStep('signup');
          }}
          onRequested={(address) => {
            setEmail(address);
            setStep('requested-invite-code');
          }}
        />
      )}
      {current === 'requested-invite-code' && <RequestedInviteCodeStep email={email} onHaveCode={() => setStep('invite-code')} />}
      {current === 'signup' && (
        <SignupStep
          inviteCode={inviteCode}
          initialEmail={knownEmail}
          onNeedCode={() => setStep('invite-code')}
          onSent={(address) => {
            setEmail(address);
            writePendingSignup(address);
            setPending(address);
            setStep('verify-login');
          }}
        />
      )}
      {current === 'verify-login' && <VerifyLoginStep email={email || pending || ''} onChangeEmail={() => setStep('signup')} />}
      {current === 'verify-email' && pending && (
        <VerifyEmailStep
          email={pending}
          onSent={() => {
            setEmail(pending);
            setStep('verify-login');
          }}
          onStartOver={() => {
            writePendingSignup(null);
            setPending(null);
            setStep(inviteCodeParam ? 'signup' : 'invite-code');
          }}
        />
      )}
    </>
  );
}
