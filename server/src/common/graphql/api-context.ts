import type { FastifyRequest } from 'fastify';
import type { ApiPrincipal } from '../../developers/developers.service';
import type { Loaders } from './loaders';

/** Per-request GraphQL context of the public API. */
export interface ApiContext {
  req: FastifyRequest;
  /** The authenticated developer; set by the API access plugin before execution. */
  principal?: ApiPrincipal;
  /**
   * Whether the operation counts against the quota (contract §3); set by the API access plugin.
   * Only counted operations are served from and written to the response cache.
   */
  counted?: boolean;
  loaders: Loaders;
}
