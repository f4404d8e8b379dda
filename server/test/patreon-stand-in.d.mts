/** Types of patreon-stand-in.mjs (the local Patreon of the tests) for the TypeScript tests. */

/** A tier of a stand-in campaign. */
export interface StandInTier {
  id: string;
  title: string;
  amountCents: number;
  /** Default true. */
  published?: boolean;
}

/** A Patreon user of the stand-in; with a campaign when they are a creator. */
export interface StandInAccount {
  userId: string;
  fullName: string;
  vanity?: string;
  campaign?: { id: string; isMonthly?: boolean; tiers: StandInTier[] };
}

export interface PatreonStandInOptions {
  /** 0 (default): any free port. */
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  accounts?: StandInAccount[];
  log?: (line: string) => void;
}

/** One request the stand-in received (test controls excluded). */
export interface PatreonStandInRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  form: Record<string, string>;
  authorization: string | null;
}

export interface PatreonStandIn {
  /** Base URL: PATREON_API_BASE of the api. */
  url: string;
  port: number;
  clientId: string;
  clientSecret: string;
  addAccount(account: StandInAccount): void;
  /** The account that signs in on the consent page (the first added, by default). */
  setSigningInAccount(userId: string): void;
  setTiers(userId: string, tiers: StandInTier[]): void;
  requests(): PatreonStandInRequest[];
  /** Answers `status` to the next `times` requests of `path`. */
  fail(path: string, status: number, times?: number): void;
  reset(): void;
  close(): Promise<void>;
}

export function startPatreonStandIn(options?: PatreonStandInOptions): Promise<PatreonStandIn>;
