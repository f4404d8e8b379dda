import type { FastifyRequest } from 'fastify';
import type { User } from '../../accounts/user.entity';
import { apiError } from '../errors';

/** Per-request GraphQL context of the dashboard API (/internal/graphql). */
export interface DashboardContext {
  req: FastifyRequest;
  /** The session's user; null without a valid session cookie. */
  user: User | null;
}

/** The signed-in user, or REQUIRES_USER_AUTHENTICATION (contract §2). */
export function requireUser(ctx: DashboardContext): User {
  if (!ctx.user) throw apiError('REQUIRES_USER_AUTHENTICATION', 'Log in to use the dashboard.');
  return ctx.user;
}
