import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { AccountMessage } from '@inkcast/schema';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../components/AuthCard';
import { PageSpinner } from '../../components/PageSpinner';
import { postJson, type ApiAnswer } from '../../session/api';
import { loadSession } from '../../session/session-store';
import { paths } from '../paths';

/** One POST per token, even when React runs the effect twice: a login link works once. */
const attempts = new Map<string, Promise<ApiAnswer>>();

function verify(token: string): Promise<ApiAnswer> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = postJson('/auth/verify-login', { token });
    attempts.set(token, attempt);
  }
  return attempt;
}

/** A same-site path from the server's answer, else the dashboard. */
function safeRedirect(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : paths.dashboard;
}

/**
 * /verify-login?token=…: the page the e-mailed login link opens. It POSTs the token (a GET never
 * consumes it, so link scanners cannot), then goes where the server says (the dashboard).
 */
export function VerifyLoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [failed, setFailed] = useState(!token);

  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    void verify(token).then(async (answer) => {
      if (answer.status === 'success') {
        await loadSession(true);
        if (live) navigate(safeRedirect(answer.body.redirect), { replace: true });
      } else if (live) {
        setFailed(true);
      }
    });
    return () => {
      live = false;
    };
  }, [token, navigate]);

  if (!failed) {
    return (
      <>
        <title>Logging in · Inkcast</title>
        <PageSpinner label="Logging in" />
      </>
    );
  }
  return (
    <AuthCard step="verify-login-failed" title="This link did not work">
      <title>Log in · Inkcast</title>
      <Alert severity="error">{AccountMessage.LOGIN_LINK_INVALID}</Alert>
      <Button component={RouterLink} to={paths.login} variant="contained" sx={{ mt: 3 }}>
        Get a new login link
      </Button>
    </AuthCard>
  );
}
