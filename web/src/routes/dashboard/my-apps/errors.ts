import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorCode, ErrorMessage } from '@inkcast/schema';

/** The GraphQL error code of a failed operation (`code` or `extensions.code`), if any. */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const first = error.errors[0] as { code?: unknown; extensions?: { code?: unknown } } | undefined;
  const code = first?.extensions?.code ?? first?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The message to show for a failed dashboard operation: the server's text, or a generic one. */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) && error.errors[0]?.message) return error.errors[0].message;
  return ErrorMessage.INKCAST_SERVER_ERROR;
}

/** Whether the operation failed because the session ended. */
export function isLoggedOut(error: unknown): boolean {
  return errorCode(error) === ErrorCode.REQUIRES_USER_AUTHENTICATION;
}
