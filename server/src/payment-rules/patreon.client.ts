import { fetch } from 'undici';

/** Tokens of a Patreon account (OAuth 2 authorization-code grant). */
export interface PatreonTokens {
  accessToken: string;
  refreshToken: string | null;
  /** Lifetime of the access token, seconds. */
  expiresIn: number | null;
  scope: string | null;
}

/** The signed-in Patreon user and their campaign (null when they are not a creator). */
export interface PatreonIdentity {
  userId: string;
  name: string | null;
  campaignId: string | null;
}

/** A tier of a campaign (Patreon API v2 `tier`). */
export interface PatreonTier {
  id: string;
  title: string | null;
  amountCents: number;
  published: boolean;
}

/** A campaign's tiers and whether it bills monthly (else per creation). */
export interface PatreonCampaign {
  id: string;
  isMonthly: boolean;
  tiers: PatreonTier[];
}

/** Patreon refused or could not be reached; `status` is its HTTP status (null: no answer). */
export class PatreonError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** A JSON:API resource as Patreon sends it. */
interface Resource {
  id: string;
  type: string;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data?: { id: string; type: string } | { id: string; type: string }[] | null }>;
}

/** Scopes a creator grants when connecting: their identity and their campaign with its tiers. */
export const CREATOR_SCOPES = ['identity', 'campaigns'];

const TIMEOUT_MS = 10_000;

/**
 * A thin client of the parts of Patreon's OAuth and API v2 that Inkcast uses (the maintained npm
 * client, patreon-api.ts, needs Node 22; the official `patreon` package is unmaintained since 2018):
 * the authorize URL, the token exchange (/api/oauth2/token), the identity with its campaign
 * (/api/oauth2/v2/identity) and a campaign's tiers (/api/oauth2/v2/campaigns/{id}). `base` is
 * PATREON_API_BASE (an origin, optionally with a path prefix). Errors: PatreonError.
 */
export class PatreonClient {
  constructor(
    private readonly base: string,
    private readonly clientId: string,
    private readonly clientSecret: string,
  ) {}

  /** Where to send the creator to grant access; Patreon comes back to `redirectUri` with `code` and `state`. */
  authorizeUrl(redirectUri: string, state: string, scopes: readonly string[] = CREATOR_SCOPES): string {
    const url = new URL(`${this.base.replace(/\/+$/, '')}/oauth2/authorize`);
    url.search = new URLSearchParams({ response_type: 'code', client_id: this.clientId, redirect_uri: redirectUri, scope: scopes.join(' '), state }).toString();
    return url.toString();
  }

  /** Exchanges an authorization code for tokens. */
  async exchangeCode(code: string, redirectUri: string): Promise<PatreonTokens> {
    const body = await this.call('POST', '/api/oauth2/token', null, {
      grant_type: 'authorization_code',
      code,
      client_id: this.clientId,
      client_secret: this.clientSecret,
      redirect_uri: redirectUri,
    });
    if (typeof body.access_token !== 'string') throw new PatreonError('Patreon answered without an access token.', 200);
    return {
      accessToken: body.access_token,
      refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
      expiresIn: typeof body.expires_in === 'number' ? body.expires_in : null,
      scope: typeof body.scope === 'string' ? body.scope : null,
    };
  }

  /** The token's user with their campaign. */
  async identity(accessToken: string): Promise<PatreonIdentity> {
    const body = await this.call('GET', '/api/oauth2/v2/identity?include=campaign&fields%5Buser%5D=full_name,vanity', accessToken);
    const user = body.data as Resource | undefined;
    if (!user?.id) throw new PatreonError('Patreon answered without a user.', 200);
    const campaign = user.relationships?.campaign?.data;
    const name = user.attributes?.full_name ?? user.attributes?.vanity;
    return { userId: String(user.id), name: typeof name === 'string' ? name : null, campaignId: campaign && !Array.isArray(campaign) ? String(campaign.id) : null };
  }

  /** A campaign's tiers (with `published`) and billing kind. */
  async campaign(accessToken: string, campaignId: string): Promise<PatreonCampaign> {
    const path = `/api/oauth2/v2/campaigns/${encodeURIComponent(campaignId)}?include=tiers&fields%5Bcampaign%5D=is_monthly&fields%5Btier%5D=title,amount_cents,published`;
    const body = await this.call('GET', path, accessToken);
    const data = body.data as Resource | undefined;
    if (!data?.id) throw new PatreonError('Patreon answered without a campaign.', 200);
    const included = (body.included ?? []) as Resource[];
    const tiers = included
      .filter((r) => r.type === 'tier')
      .map((r) => ({
        id: String(r.id),
        title: typeof r.attributes?.title === 'string' ? r.attributes.title : null,
        amountCents: Number(r.attributes?.amount_cents ?? 0),
        published: r.attributes?.published !== false,
      }));
    return { id: String(data.id), isMonthly: data.attributes?.is_monthly !== false, tiers };
  }

  /** One request; a JSON body back, or PatreonError with Patreon's status (or null when unreachable). */
  private async call(method: 'GET' | 'POST', path: string, accessToken: string | null, form?: Record<string, string>): Promise<Record<string, any>> {
    let res;
    try {
      res = await fetch(`${this.base.replace(/\/+$/, '')}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          'user-agent': 'Inkcast (+https://inkcast.dev)',
          ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: form ? new URLSearchParams(form).toString() : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new PatreonError(`Patreon could not be reached: ${(err as Error).message}`, null);
    }
    const text = await res.text();
    if (!res.ok) throw new PatreonError(`Patreon answered ${res.status} to ${method} ${path.split('?')[0]}: ${text.slice(0, 200)}`, res.status);
    try {
      return JSON.parse(text);
    } catch {
      throw new PatreonError(`Patreon answered ${method} ${path.split('?')[0]} with something other than JSON.`, res.status);
    }
  }
}
