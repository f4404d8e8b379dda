import { GraphQLError, GraphQLFormattedError } from 'graphql';
import { ErrorCode } from '@inkcast/schema';

/** One of the error codes of the public contract (§2). */
export type ErrorCodeName = keyof typeof ErrorCode;

/**
 * A GraphQL error carrying one of the contract's codes (public-api.md §2). `http` is the HTTP
 * status for errors raised before execution (auth, quota); `extra` lands in `extensions`.
 */
export function apiError(code: ErrorCodeName, message: string, extra: Record<string, unknown> = {}, http = 200): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra, http: { status: http } } });
}

/** BAD_USER_INPUT with the message shown to the user (the spec's text where it has one). */
export function badUserInput(message: string): GraphQLError {
  return apiError('BAD_USER_INPUT', message);
}

const APOLLO_TO_CONTRACT: Record<string, ErrorCodeName> = {
  GRAPHQL_PARSE_FAILED: 'INVALID_QUERY_OR_SYNTAX',
  GRAPHQL_VALIDATION_FAILED: 'INVALID_QUERY_OR_SYNTAX',
  BAD_REQUEST: 'INVALID_QUERY_OR_SYNTAX',
  OPERATION_RESOLUTION_FAILURE: 'INVALID_QUERY_OR_SYNTAX',
  PERSISTED_QUERY_NOT_SUPPORTED: 'INVALID_QUERY_OR_SYNTAX',
  PERSISTED_QUERY_NOT_FOUND: 'INVALID_QUERY_OR_SYNTAX',
};

/**
 * Apollo `formatError`: puts the contract's code both at the top of the error and in
 * `extensions.code`, and replaces anything unexpected by INKCAST_SERVER_ERROR with a generic
 * message, so no stack trace or SQL reaches a client (DESIGN.md, "Errors").
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError & { code: string } {
  const original = (error as GraphQLError | undefined)?.originalError as GraphQLError | undefined;
  const raw = (original?.extensions?.code as string | undefined) ?? (formatted.extensions?.code as string | undefined) ?? 'INTERNAL_SERVER_ERROR';
  let code: string = APOLLO_TO_CONTRACT[raw] ?? raw;
  let message = formatted.message;
  if (!(code in ErrorCode)) {
    code = 'INKCAST_SERVER_ERROR';
    message = 'Something went wrong on our side. Please try again later.';
    console.error('inkcast: unexpected GraphQL error', (error as { originalError?: unknown })?.originalError ?? error);
  }
  const { http: _http, stacktrace: _stack, exception: _exception, code: _code, ...rest } = formatted.extensions ?? {};
  return {
    message,
    code,
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { ...rest, code },
  };
}
