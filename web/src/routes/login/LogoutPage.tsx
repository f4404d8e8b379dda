import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { postJson } from '../../session/api';
import { loadSession } from '../../session/session-store';
import { paths } from '../paths';

let loggingOut: Promise<unknown> | null = null;

/** /logout: ends the session (POST /auth/logout), then goes to the home page. */
export function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    loggingOut ??= postJson('/auth/logout').then(() => loadSession(true));
    void loggingOut.then(() => {
      loggingOut = null;
      navigate(paths.home, { replace: true });
    });
  }, [navigate]);
  return (
    <>
      <title>Logging out · Inkcast</title>
      <PageSpinner label="Logging out" />
    </>
  );
}
