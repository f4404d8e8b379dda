import { Navigate } from 'react-router-dom';
import { useSession } from '../../session/useSession';
import { paths } from '../paths';

/** /dashboard: creators go to /dashboard/creator, everyone else to /dashboard/my-apps (spec §2). */
export function DashboardHome() {
  const { user } = useSession();
  return <Navigate to={user?.isCreator ? paths.creatorDashboard : paths.myApps} replace />;
}
