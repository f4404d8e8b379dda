import { PermissionAction, UserPermission, hasPermission } from '@inkcast/schema';
import { parse, type ObjectTypeExtensionNode } from 'graphql';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Inkcast, startInkcast } from './support/harness';
import { Mailbox, startMailbox } from './support/mailbox';
import { SlotImages, slotImages, uploadImages } from './support/uploads';
import { DashboardResponse, Visitor, newAddress, resetLoginLinkLimits, signUpCreator } from './support/visitor';

/**
 * Issue 5, the permission matrix (spec 001 §6; the levels and what each may do are
 * schema/src/team.ts PERMISSIONS): every query and mutation of internal-comics.graphql (plus the
 * upload links of an item's directory), for the OWNER, the team (ADMIN, CONTRIBUTOR, VIEWER, who
 * joined by accepted invitations), another signed-in user and an anonymous visitor, over the real
 * api, Postgres, Redis and SMTP. Content is made the way creators make it: sign-up, uploads of the
 * shared Pepper&Carrot images cut to the slot sizes, then the dashboard's mutations.
 *
 * The expected outcome of each cell comes from the table: allowed when the role's permission allows
 * the operation's action; otherwise ACCESS_NOT_ALLOWED 'You do not have access to view this page.'
 * or null (a read), never anything of the item, and the item unchanged; anonymous:
 * REQUIRES_USER_AUTHENTICATION.
 */

const NO_ACCESS = 'You do not have access to view this page.';
const ROLES = ['OWNER', 'ADMIN', 'CONTRIBUTOR', 'VIEWER', 'OTHER', 'ANONYMOUS'] as const;
type Role = (typeof ROLES)[number];
/** The permission each role holds on the fixture's series and creator. */
const LEVEL: Record<Role, UserPermission | null> = { OWNER: 'OWNER', ADMIN: 'ADMIN', CONTRIBUTOR: 'CONTRIBUTOR', VIEWER: 'VIEWER', OTHER: null, ANONYMOUS: null };
const MEMBERS = ['ADMIN', 'CONTRIBUTOR', 'VIEWER'] as const;

/** Operations of the SDL whose resolver is not there yet: their rows are skipped (it.skip). Empty when all exist. */
const NOT_YET = new Set<string>([]);

/** Names only the item's team may ever see in an answer. */
const SECRET = {
  series: `Matrix Secret Series ${randomUUID().slice(0, 8)}`,
  creator: `Matrix Secret Creator ${randomUUID().slice(0, 8)}`,
  episode: `Matrix Secret Episode ${randomUUID().slice(0, 8)}`,
};

const SERIES_FIELDS = 'uuid name description status permission creatorsCount issuesCount';
const ISSUE_FIELDS = 'uuid seriesUuid name status publishAt series { uuid name }';
const CREATOR_FIELDS = 'uuid name status permission';
const CREDIT_FIELDS = 'creatorUuid contentUuid roles isApproved creator { uuid name }';
const INVITATION_FIELDS = 'id contentUuid email permission status';
const GROUP_FIELDS = 'id uuid contentUuid name items isCurrent episodeCount';
const RULE_FIELDS = 'id contentUuid platform platformPriceId ruleType ruleValue';
const SERIES_ARGS = `$uuid: ID!, $name: String, $description: String, $genre1: String, $language: String, $rating: String, $seriesStatus: String,
  $coverImageUrl: String, $bannerImageUrl: String, $thumbnailImageUrl: String`;
const SERIES_PASS = `uuid: $uuid, name: $name, description: $description, genre1: $genre1, language: $language, rating: $rating, seriesStatus: $seriesStatus,
  coverImageUrl: $coverImageUrl, bannerImageUrl: $bannerImageUrl, thumbnailImageUrl: $thumbnailImageUrl`;
const ADD_SERIES = `mutation (${SERIES_ARGS}) { addInternalComicForUser(${SERIES_PASS}) { ${SERIES_FIELDS} } }`;
const UPDATE_SERIES = `mutation (${SERIES_ARGS}) { updateInternalComicForUser(${SERIES_PASS}) { ${SERIES_FIELDS} } }`;
const ADD_CREATOR = `mutation ($uuid: ID!, $name: String, $avatarImageUrl: String) { addInternalCreatorForUser(uuid: $uuid, name: $name, avatarImageUrl: $avatarImageUrl) { ${CREATOR_FIELDS} } }`;
const UPDATE_CREATOR = `mutation ($uuid: ID!, $name: String, $bio: String, $avatarImageUrl: String) {
  updateInternalCreatorForUser(uuid: $uuid, name: $name, bio: $bio, avatarImageUrl: $avatarImageUrl) { ${CREATOR_FIELDS} bio } }`;
const ADD_ISSUE = `mutation ($uuid: ID!, $seriesUuid: ID!, $name: String, $imageUrls: [String], $publishAt: Int) {
  addInternalComicIssueForUser(uuid: $uuid, seriesUuid: $seriesUuid, name: $name, imageUrls: $imageUrls, publishAt: $publishAt) { ${ISSUE_FIELDS} } }`;
const UPDATE_ISSUE = `mutation ($uuid: ID!, $name: String, $imageUrls: [String]) {
  updateInternalComicIssueForUser(uuid: $uuid, name: $name, imageUrls: $imageUrls) { ${ISSUE_FIELDS} } }`;
const INVITE = `mutation ($type: InternalSeriesType!, $uuid: ID!, $email: String, $permission: String) {
  addInternalInvitationForContent(contentType: $type, contentUuid: $uuid, email: $email, permission: $permission) { ${INVITATION_FIELDS} } }`;
const ACCEPT = `mutation ($token: String!) { acceptInternalInvitation(token: $token) { ${INVITATION_FIELDS} } }`;
const ADD_GROUP = `mutation ($contentUuid: ID!, $name: String, $items: [ID!]) {
  addGroupForContent(contentUuid: $contentUuid, contentType: INTERNAL_COMICSERIES, name: $name, items: $items) { ${GROUP_FIELDS} } }`;
const ADD_RULE = `mutation ($contentUuid: ID!, $ruleValue: Int) {
  addPaymentRuleForContent(contentUuid: $contentUuid, contentType: INTERNAL_COMICSERIES, platform: "PATREON", platformPriceId: "tier-1", ruleType: "LAST_X", ruleValue: $ruleValue) { ${RULE_FIELDS} } }`;

let ink: Inkcast;
let mailbox: Mailbox;
let images: SlotImages;
/** The signed-in visitor of each role (ANONYMOUS: no session). */
const as = {} as Record<Role, Visitor>;
const emails = {} as Record<Exclude<Role, 'ANONYMOUS'>, string>;
const userIds = {} as Record<Exclude<Role, 'ANONYMOUS'>, number>;
/** The owner's content every non-destructive row works on. */
const fx = {
  series: '',
  seriesForm: {} as Record<string, unknown>,
  creator: '',
  avatar: '',
  pages: [] as string[],
  published: '',
  draft: '',
  group: '',
  rule: '',
  /** A series of a third creator ("host"), whose invitations the roles accept. */
  host: null as Visitor | null,
  hostSeries: '',
};
let counter = 0;

const now = () => Math.floor(Date.now() / 1000);
/** The next 30-minute slot at least 31 minutes ahead, epoch seconds. */
const slotAhead = () => Math.ceil((now() + 31 * 60) / 1800) * 1800;

async function ok<T = any>(visitor: Visitor, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await visitor.gql(query, variables);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data as T;
}

async function signUp(label: string): Promise<{ visitor: Visitor; email: string; id: number }> {
  const email = newAddress(label);
  await resetLoginLinkLimits(ink);
  const visitor = await signUpCreator(ink, mailbox, email, `Matrix ${label}`);
  const id = Number((await ok(visitor, '{ me { id } }')).me.id);
  return { visitor, email, id };
}

/** The token of the next invitation e-mail to `email`. */
async function invitationToken(email: string): Promise<string> {
  const mail = await mailbox.next(email);
  const match = /\/team-invitation\/([\w-]+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`no invitation link in "${mail.subject}"`);
  return match[1];
}

/** A series form of `visitor` with its three images uploaded to the series' own directory. */
async function seriesForm(visitor: Visitor, uuid = randomUUID(), name = `Comic ${++counter}`) {
  const [coverImageUrl] = await uploadImages(ink, visitor, uuid, 'COVER', [images.cover]);
  const [bannerImageUrl] = await uploadImages(ink, visitor, uuid, 'BANNER', [images.banner]);
  const [thumbnailImageUrl] = await uploadImages(ink, visitor, uuid, 'THUMBNAIL', [images.thumbnail]);
  return {
    uuid, name, description: 'Pepper&Carrot by David Revoy, www.peppercarrot.com, CC BY 4.0.', genre1: 'COMICSERIES_FANTASY',
    language: 'ENGLISH', rating: 'COMICSERIES_KIDS', seriesStatus: 'ONGOING', coverImageUrl, bannerImageUrl, thumbnailImageUrl,
  };
}

/** Gives the fixture's team (ADMIN, CONTRIBUTOR, VIEWER) its levels on a new item directly (content_permission rows). */
async function grantTeam(uuid: string, type: 'COMICSERIES' | 'CREATOR'): Promise<void> {
  for (const role of MEMBERS) {
    await ink.db.query(`INSERT INTO content_permission (user_id, content_type, content_uuid, permission) VALUES ($1, $2, $3, $4)`, [userIds[role], type, uuid, role]);
  }
}

/** A new DRAFT series of the owner (re-using the fixture's uploads) with the same team. */
async function freshSeries(): Promise<string> {
  const uuid = randomUUID();
  await ok(as.OWNER, ADD_SERIES, { ...fx.seriesForm, uuid, name: `Disposable ${++counter}` });
  await grantTeam(uuid, 'COMICSERIES');
  return uuid;
}

/** A new DRAFT creator of the owner with the same team. */
async function freshCreator(): Promise<string> {
  const uuid = randomUUID();
  await ok(as.OWNER, ADD_CREATOR, { uuid, name: `Disposable ${++counter}`, avatarImageUrl: fx.avatar });
  await grantTeam(uuid, 'CREATOR');
  return uuid;
}

/** A new draft episode of the fixture's series. */
async function freshDraft(): Promise<string> {
  const uuid = randomUUID();
  await ok(as.OWNER, ADD_ISSUE, { uuid, seriesUuid: fx.series, name: `Disposable ${++counter}`, imageUrls: fx.pages.slice(0, 1), publishAt: null });
  return uuid;
}

async function freshGroup(): Promise<string> {
  return (await ok(as.OWNER, ADD_GROUP, { contentUuid: fx.series, name: `${100 + ++counter}`, items: [fx.published] })).addGroupForContent.id;
}

async function freshRule(): Promise<string> {
  return (await ok(as.OWNER, ADD_RULE, { contentUuid: fx.series, ruleValue: 1 })).addPaymentRuleForContent.id;
}

async function exists(table: string, column: string, value: string): Promise<boolean> {
  const rows: unknown[] = await ink.db.query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [value]);
  return rows.length > 0;
}

async function column(table: string, name: string, key: string, value: string): Promise<unknown> {
  const [row] = await ink.db.query(`SELECT ${name} AS v FROM ${table} WHERE ${key} = $1`, [value]);
  return row?.v;
}

/** What an operation needs: an action on the fixture's item, just a session, or an invitation to the user's own address. */
type Need = PermissionAction | 'signed-in' | 'own invitation' | 'nobody';

/** One row of the matrix: an operation (optionally a variant of it) and what it needs. */
interface Row {
  op: string;
  variant?: string;
  needs: Need;
  query: string;
  /** The variables for one role (may create a fresh item for operations that change or remove it). */
  vars: (role: Role) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** More checks of an allowed answer (`value` is the operation's field). */
  allowed?: (value: any, role: Role, vars: Record<string, unknown>) => Promise<void> | void;
  /** A read that answers a signed-in user without access with null instead of an error. */
  allowedNull?: boolean;
  /** Checks after a refusal that nothing changed. */
  unchanged?: (vars: Record<string, unknown>) => Promise<void>;
  /** The message of a refusal when it is not NO_ACCESS. */
  refusedMessage?: string;
}

/** A different second credit role per test role, so each one's change can be told apart. */
const ROLE_OF: Record<Role, string> = {
  OWNER: 'COMICSERIES_WRITER', ADMIN: 'COMICSERIES_EDITOR', CONTRIBUTOR: 'COMICSERIES_PRODUCER', VIEWER: 'COMICSERIES_TRANSLATOR',
  OTHER: 'COMICSERIES_ARTIST_COLORIST', ANONYMOUS: 'COMICSERIES_ARTIST_INKER',
};

const series = (role: Role, value: any) => {
  expect(value).toMatchObject({ uuid: fx.series, name: SECRET.series, permission: LEVEL[role] });
};

const ROWS: Row[] = [
  // ------------------------------------------------------------------ series
  {
    op: 'getMyInternalSeries', needs: 'signed-in', query: `{ getMyInternalSeries { ${SERIES_FIELDS} } }`, vars: () => ({}),
    allowed: (list, role) => expect(list.some((s: { uuid: string }) => s.uuid === fx.series)).toBe(hasPermission(LEVEL[role], 'view')),
  },
  { op: 'getInternalComicForUser', needs: 'view', query: `query ($uuid: ID!) { getInternalComicForUser(uuid: $uuid) { ${SERIES_FIELDS} } }`, vars: () => ({ uuid: fx.series }), allowed: (v, role) => series(role, v) },
  {
    op: 'addInternalComicForUser', needs: 'signed-in', query: ADD_SERIES,
    vars: async (role) => (role === 'ANONYMOUS' ? { ...fx.seriesForm, uuid: randomUUID() } : seriesForm(as[role])),
    allowed: (v) => expect(v).toMatchObject({ status: 'DRAFT', permission: 'OWNER' }),
  },
  {
    op: 'updateInternalComicForUser', needs: 'edit', query: UPDATE_SERIES,
    vars: (role) => ({ ...fx.seriesForm, description: `Edited by ${role}` }),
    allowed: (v, role) => expect(v).toMatchObject({ uuid: fx.series, name: SECRET.series, description: `Edited by ${role}` }),
    unchanged: async (vars) => expect(await column('comic_series', 'description', 'uuid', fx.series)).not.toBe(vars.description),
  },
  {
    op: 'deleteInternalComicForUser', needs: 'delete', query: 'mutation ($uuid: ID!) { deleteInternalComicForUser(uuid: $uuid) }',
    vars: async () => ({ uuid: await freshSeries() }),
    allowed: async (v, _role, vars) => {
      expect(v).toBe(vars.uuid);
      expect(await exists('comic_series', 'uuid', vars.uuid as string)).toBe(false);
    },
    unchanged: async (vars) => expect(await exists('comic_series', 'uuid', vars.uuid as string)).toBe(true),
  },
  {
    op: 'updateStatusForInternalComicSeries', needs: 'publish', query: `mutation ($uuid: ID!) { updateStatusForInternalComicSeries(uuid: $uuid, status: PUBLISHED) { uuid status } }`,
    vars: async () => ({ uuid: await freshSeries() }),
    allowed: (v, _role, vars) => expect(v).toEqual({ uuid: vars.uuid, status: 'PUBLISHED' }),
    unchanged: async (vars) => expect(await column('comic_series', 'status', 'uuid', vars.uuid as string)).toBe('DRAFT'),
  },
  {
    op: 'getPermissionForItem', needs: 'signed-in', query: 'query ($uuid: ID!) { getPermissionForItem(uuid: $uuid, contentType: INTERNAL_COMICSERIES) }',
    vars: () => ({ uuid: fx.series }), allowedNull: true,
    allowed: (v, role) => expect(v).toBe(LEVEL[role]),
  },
  {
    op: 'retryImageProcessing', needs: 'edit', query: 'mutation ($uuid: ID!) { retryImageProcessing(contentType: INTERNAL_COMICSERIES, uuid: $uuid) }',
    vars: () => ({ uuid: fx.series }),
    allowed: (v) => expect(v).toBe(false),
  },
  {
    op: 'getUploadLinks', variant: ' (the series directory; internal.graphql)', needs: 'edit',
    query: 'mutation ($dir: String!) { getUploadLinks(uploadType: COVER, targetDirectories: [$dir], contentTypes: ["image/jpeg"]) }',
    vars: () => ({ dir: fx.series }),
    allowed: (v) => expect(v).toHaveLength(1),
  },

  // ------------------------------------------------------------------ episodes
  {
    op: 'getInternalComicIssue', needs: 'view', query: `query ($uuid: ID!, $s: ID!) { getInternalComicIssue(uuid: $uuid, seriesUuid: $s) { ${ISSUE_FIELDS} } }`,
    vars: () => ({ uuid: fx.published, s: fx.series }),
    allowed: (v) => expect(v).toMatchObject({ uuid: fx.published, name: SECRET.episode, series: { uuid: fx.series, name: SECRET.series } }),
  },
  {
    op: 'getInternalComicIssuesForSeries', needs: 'view', query: `query ($s: ID!) { getInternalComicIssuesForSeries(seriesUuid: $s, limitPerPage: 25) { ${ISSUE_FIELDS} } }`,
    vars: () => ({ s: fx.series }),
    allowed: (v) => expect(v.map((i: { uuid: string }) => i.uuid)).toEqual(expect.arrayContaining([fx.published, fx.draft])),
  },
  {
    op: 'getFirstInternalComicIssueForSeries', needs: 'view', query: `query ($s: ID!) { getFirstInternalComicIssueForSeries(seriesUuid: $s) { ${ISSUE_FIELDS} } }`,
    vars: () => ({ s: fx.series }),
    allowed: (v) => expect(v.seriesUuid).toBe(fx.series),
  },
  {
    op: 'addInternalComicIssueForUser', variant: ' (saved as draft)', needs: 'edit', query: ADD_ISSUE,
    vars: () => ({ uuid: randomUUID(), seriesUuid: fx.series, name: 'Draft', imageUrls: fx.pages.slice(0, 1), publishAt: null }),
    allowed: (v) => expect(v.status).toBe('DRAFT'),
    unchanged: async (vars) => expect(await exists('comic_issue', 'uuid', vars.uuid as string)).toBe(false),
  },
  {
    op: 'addInternalComicIssueForUser', variant: ' (published now)', needs: 'publish', query: ADD_ISSUE,
    vars: () => ({ uuid: randomUUID(), seriesUuid: fx.series, name: 'Now', imageUrls: fx.pages.slice(0, 1), publishAt: now() }),
    allowed: (v) => expect(v.status).toBe('PUBLISHED'),
    unchanged: async (vars) => expect(await exists('comic_issue', 'uuid', vars.uuid as string)).toBe(false),
  },
  {
    op: 'addInternalComicIssueForUser', variant: ' (scheduled)', needs: 'publish', query: ADD_ISSUE,
    vars: () => ({ uuid: randomUUID(), seriesUuid: fx.series, name: 'Later', imageUrls: fx.pages.slice(0, 1), publishAt: slotAhead() }),
    allowed: (v, _role, vars) => expect(v).toMatchObject({ status: 'SCHEDULED', publishAt: vars.publishAt }),
    unchanged: async (vars) => expect(await exists('comic_issue', 'uuid', vars.uuid as string)).toBe(false),
  },
  {
    op: 'updateInternalComicIssueForUser', variant: ' (a draft stays a draft)', needs: 'edit', query: UPDATE_ISSUE,
    vars: (role) => ({ uuid: fx.draft, name: `Draft by ${role}`, imageUrls: fx.pages.slice(0, 2) }),
    allowed: (v, role) => expect(v).toMatchObject({ uuid: fx.draft, name: `Draft by ${role}`, status: 'DRAFT' }),
    unchanged: async (vars) => expect(await column('comic_issue', 'name', 'uuid', fx.draft)).not.toBe(vars.name),
  },
  {
    op: 'deleteInternalComicIssueForUser', needs: 'delete', query: 'mutation ($uuid: ID!) { deleteInternalComicIssueForUser(uuid: $uuid) }',
    vars: async () => ({ uuid: await freshDraft() }),
    allowed: async (v, _role, vars) => {
      expect(v).toBe(vars.uuid);
      expect(await exists('comic_issue', 'uuid', vars.uuid as string)).toBe(false);
    },
    unchanged: async (vars) => expect(await exists('comic_issue', 'uuid', vars.uuid as string)).toBe(true),
  },

  // ------------------------------------------------------------------ creators (the creator profile's own team)
  {
    op: 'getInternalCreatorForUser', needs: 'view', query: `query ($uuid: ID!) { getInternalCreatorForUser(uuid: $uuid) { ${CREATOR_FIELDS} } }`,
    vars: () => ({ uuid: fx.creator }),
    allowed: (v, role) => expect(v).toMatchObject({ uuid: fx.creator, name: SECRET.creator, permission: LEVEL[role] }),
  },
  {
    op: 'getInternalCreatorsForUser', needs: 'signed-in', query: `{ getInternalCreatorsForUser { ${CREATOR_FIELDS} } }`, vars: () => ({}),
    allowed: (list, role) => expect(list.some((c: { uuid: string }) => c.uuid === fx.creator)).toBe(hasPermission(LEVEL[role], 'view')),
  },
  {
    op: 'addInternalCreatorForUser', needs: 'signed-in', query: ADD_CREATOR,
    vars: async (role) => {
      const uuid = randomUUID();
      const avatarImageUrl = role === 'ANONYMOUS' ? fx.avatar : (await uploadImages(ink, as[role], uuid, 'AVATAR', [images.avatar]))[0];
      return { uuid, name: `${role} as a creator`, avatarImageUrl };
    },
    allowed: (v) => expect(v).toMatchObject({ status: 'DRAFT', permission: 'OWNER' }),
  },
  {
    op: 'updateInternalCreatorForUser', needs: 'edit', query: UPDATE_CREATOR,
    vars: (role) => ({ uuid: fx.creator, name: SECRET.creator, bio: `Bio by ${role}`, avatarImageUrl: fx.avatar }),
    allowed: (v, role) => expect(v).toMatchObject({ uuid: fx.creator, bio: `Bio by ${role}` }),
    unchanged: async (vars) => expect(await column('creator', 'bio', 'uuid', fx.creator)).not.toBe(vars.bio),
  },
  {
    op: 'deleteInternalCreatorForUser', needs: 'delete', query: 'mutation ($uuid: ID!) { deleteInternalCreatorForUser(uuid: $uuid) }',
    vars: async () => ({ uuid: await freshCreator() }),
    allowed: async (v, _role, vars) => {
      expect(v).toBe(vars.uuid);
      expect(await exists('creator', 'uuid', vars.uuid as string)).toBe(false);
    },
    unchanged: async (vars) => expect(await exists('creator', 'uuid', vars.uuid as string)).toBe(true),
  },
  {
    op: 'updateStatusForInternalCreator', needs: 'publish', query: `mutation ($uuid: ID!) { updateStatusForInternalCreator(uuid: $uuid, status: PUBLISHED) { uuid status } }`,
    vars: async () => ({ uuid: await freshCreator() }),
    allowed: (v, _role, vars) => expect(v).toEqual({ uuid: vars.uuid, status: 'PUBLISHED' }),
    unchanged: async (vars) => expect(await column('creator', 'status', 'uuid', vars.uuid as string)).toBe('DRAFT'),
  },

  // ------------------------------------------------------------------ team: credits and invitations
  {
    op: 'getInternalCreatorsForContent', needs: 'view',
    query: `query ($uuid: ID!) { getInternalCreatorsForContent(contentUuid: $uuid, contentType: INTERNAL_COMICSERIES) { ${CREDIT_FIELDS} } }`,
    vars: () => ({ uuid: fx.series }),
    allowed: (v) => expect(v).toEqual([expect.objectContaining({ creatorUuid: fx.creator, isApproved: true, creator: { uuid: fx.creator, name: SECRET.creator } })]),
  },
  {
    op: 'getInternalCreatorRolesForContent', needs: 'view',
    query: `query ($uuid: ID!, $c: ID!) { getInternalCreatorRolesForContent(contentUuid: $uuid, contentType: INTERNAL_COMICSERIES, creatorUuid: $c) { ${CREDIT_FIELDS} } }`,
    vars: () => ({ uuid: fx.series, c: fx.creator }),
    allowed: (v) => expect(v.roles.length).toBeGreaterThan(0),
  },
  {
    op: 'addOrUpdateInternalCreatorRolesForContent', needs: 'edit',
    query: `mutation ($uuid: ID!, $c: ID!, $roles: [String!]!) {
      addOrUpdateInternalCreatorRolesForContent(contentType: INTERNAL_COMICSERIES, contentUuid: $uuid, creatorUuid: $c, roles: $roles) { ${CREDIT_FIELDS} } }`,
    vars: (role) => ({ uuid: fx.series, c: fx.creator, roles: ['COMICSERIES_ARTIST', ROLE_OF[role]] }),
    allowed: (v, _role, vars) => expect(v).toMatchObject({ roles: vars.roles, isApproved: true }),
    unchanged: async (vars) => expect(await column('creator_content', 'roles', 'creator_uuid', fx.creator)).not.toEqual(vars.roles),
  },
  {
    op: 'getInternalInvitationsForContent', needs: 'invite',
    query: `query ($uuid: ID!) { getInternalInvitationsForContent(contentUuid: $uuid, contentType: INTERNAL_COMICSERIES) { ${INVITATION_FIELDS} } }`,
    vars: () => ({ uuid: fx.series }),
    allowed: (v) => expect(v.length).toBeGreaterThanOrEqual(3),
  },
  {
    op: 'addInternalInvitationForContent', needs: 'invite', query: INVITE,
    vars: () => ({ type: 'INTERNAL_COMICSERIES', uuid: fx.series, email: newAddress('invitee'), permission: 'VIEWER' }),
    allowed: (v, _role, vars) => expect(v).toMatchObject({ email: vars.email, status: 'PENDING' }),
    unchanged: async (vars) => expect(await exists('invitation', 'email', vars.email as string)).toBe(false),
  },
  {
    op: 'expireInternalInvitationForContent', needs: 'invite', query: `mutation ($id: ID!) { expireInternalInvitationForContent(id: $id) { ${INVITATION_FIELDS} } }`,
    vars: async () => {
      const email = newAddress('to-expire');
      const { addInternalInvitationForContent: invitation } = await ok(as.OWNER, INVITE, { type: 'INTERNAL_COMICSERIES', uuid: fx.series, email, permission: 'VIEWER' });
      return { id: invitation.id };
    },
    allowed: (v) => expect(v.status).toBe('EXPIRED'),
    unchanged: async (vars) => expect(await column('invitation', 'status', 'id', vars.id as string)).toBe('PENDING'),
  },
  {
    op: 'acceptInternalInvitation', variant: ' (sent to the user’s own address)', needs: 'own invitation', query: ACCEPT,
    vars: async (role) => {
      const email = role === 'ANONYMOUS' ? newAddress('nobody') : emails[role];
      await ok(fx.host!, INVITE, { type: 'INTERNAL_COMICSERIES', uuid: fx.hostSeries, email, permission: 'VIEWER' });
      return { token: await invitationToken(email) };
    },
    allowed: async (v, role) => {
      expect(v.status).toBe('ACCEPTED');
      expect((await ok(as[role], 'query ($u: ID!) { getPermissionForItem(uuid: $u, contentType: INTERNAL_COMICSERIES) }', { u: fx.hostSeries })).getPermissionForItem).toBe('VIEWER');
    },
  },
  {
    op: 'acceptInternalInvitation', variant: ' (sent to another address)', needs: 'nobody', query: ACCEPT,
    refusedMessage: 'This invitation was sent to another e-mail address. Log in with that address to accept it.',
    vars: async () => {
      const email = newAddress('someone-else');
      await ok(fx.host!, INVITE, { type: 'INTERNAL_COMICSERIES', uuid: fx.hostSeries, email, permission: 'ADMIN' });
      return { token: await invitationToken(email) };
    },
    unchanged: async (vars) => {
      const [{ n }] = await ink.db.query(`SELECT count(*)::int AS n FROM invitation WHERE token_hash = encode(sha256($1::bytea), 'hex') AND status = 'PENDING'`, [vars.token]);
      expect(n).toBe(1);
    },
  },

  // ------------------------------------------------------------------ seasons
  {
    op: 'getGroupsForContent', needs: 'view', query: `query ($uuid: ID!) { getGroupsForContent(contentUuid: $uuid, contentType: INTERNAL_COMICSERIES) { ${GROUP_FIELDS} } }`,
    vars: () => ({ uuid: fx.series }),
    allowed: (v) => expect(v.map((g: { id: string }) => g.id)).toContain(fx.group),
  },
  {
    op: 'addGroupForContent', needs: 'edit', query: ADD_GROUP,
    vars: () => ({ contentUuid: fx.series, name: `${++counter}`, items: [fx.published] }),
    allowed: (v, _role, vars) => expect(v).toMatchObject({ name: vars.name, items: [fx.published] }),
    unchanged: async (vars) => expect(await exists('content_group', 'name', vars.name as string)).toBe(false),
  },
  {
    op: 'updateGroupForContent', needs: 'edit',
    query: `mutation ($id: ID!, $uuid: ID!, $name: String, $items: [ID!]) {
      updateGroupForContent(id: $id, contentUuid: $uuid, contentType: INTERNAL_COMICSERIES, name: $name, items: $items) { ${GROUP_FIELDS} } }`,
    vars: (role) => ({ id: fx.group, uuid: fx.series, name: `Season by ${role}`, items: [fx.published] }),
    allowed: (v, _role, vars) => expect(v).toMatchObject({ id: fx.group, name: vars.name }),
    unchanged: async (vars) => expect(await column('content_group', 'name', 'id', fx.group)).not.toBe(vars.name),
  },
  {
    op: 'deleteGroupForContent', needs: 'delete', query: 'mutation ($id: ID!, $uuid: ID!) { deleteGroupForContent(id: $id, contentUuid: $uuid, contentType: INTERNAL_COMICSERIES) }',
    vars: async () => ({ id: await freshGroup(), uuid: fx.series }),
    allowed: async (v, _role, vars) => {
      expect(String(v)).toBe(String(vars.id));
      expect(await exists('content_group', 'id', vars.id as string)).toBe(false);
    },
    unchanged: async (vars) => expect(await exists('content_group', 'id', vars.id as string)).toBe(true),
  },

  // ------------------------------------------------------------------ payment rules
  {
    op: 'getPlatformsForContent', needs: 'view',
    query: `query ($uuid: ID!) { getPlatformsForContent(contentUuid: $uuid, contentType: INTERNAL_COMICSERIES) { plans prices { priceId } details { platform } paymentRules { id } } }`,
    vars: () => ({ uuid: fx.series }), allowedNull: false,
    allowed: (v) => expect(v.prices.map((p: { priceId: string }) => p.priceId)).toContain('tier-1'),
  },
  {
    op: 'getPaymentRulesForContent', needs: 'view', query: `query ($uuid: ID!) { getPaymentRulesForContent(contentUuid: $uuid, contentType: INTERNAL_COMICSERIES) { ${RULE_FIELDS} } }`,
    vars: () => ({ uuid: fx.series }),
    allowed: (v) => expect(v.map((r: { id: string }) => r.id)).toContain(fx.rule),
  },
  {
    op: 'addPaymentRuleForContent', needs: 'managePayments', query: ADD_RULE,
    vars: (role) => ({ contentUuid: fx.series, ruleValue: 10 + ROLES.indexOf(role) }),
    allowed: (v, _role, vars) => expect(v).toMatchObject({ ruleType: 'LAST_X', ruleValue: vars.ruleValue }),
    unchanged: async (vars) => {
      const [{ n }] = await ink.db.query(`SELECT count(*)::int AS n FROM payment_rule WHERE content_uuid = $1 AND rule_value = $2`, [fx.series, vars.ruleValue]);
      expect(n).toBe(0);
    },
  },
  {
    op: 'updatePaymentRuleForContent', needs: 'managePayments',
    query: `mutation ($id: ID!, $uuid: ID!) { updatePaymentRuleForContent(id: $id, contentUuid: $uuid, contentType: INTERNAL_COMICSERIES, platform: "PATREON",
      platformPriceId: "tier-1", ruleType: "LAST_X", ruleValue: 3) { ${RULE_FIELDS} } }`,
    vars: async () => ({ id: await freshRule(), uuid: fx.series }),
    allowed: (v) => expect(v.ruleValue).toBe(3),
    unchanged: async (vars) => expect(await column('payment_rule', 'rule_value', 'id', vars.id as string)).toBe(1),
  },
  {
    op: 'deletePaymentRuleForContent', needs: 'managePayments', query: 'mutation ($id: ID!, $uuid: ID!) { deletePaymentRuleForContent(id: $id, contentUuid: $uuid, contentType: INTERNAL_COMICSERIES) }',
    vars: async () => ({ id: await freshRule(), uuid: fx.series }),
    allowed: async (_v, _role, vars) => expect(await exists('payment_rule', 'id', vars.id as string)).toBe(false),
    unchanged: async (vars) => expect(await exists('payment_rule', 'id', vars.id as string)).toBe(true),
  },

  // ------------------------------------------------------------------ webtoons intake (the user's own)
  {
    op: 'addWebtoonsSeriesData', needs: 'signed-in',
    query: `mutation ($link: String, $cover: String, $banner: String, $thumbnail: String, $avatar: String) {
      addWebtoonsSeriesData(webtoonsLink: $link, coverImageUrl: $cover, bannerImageUrl: $banner, thumbnailImageUrl: $thumbnail, avatarImageUrl: $avatar, rating: "COMICSERIES_KIDS") { webtoonsLink rating } }`,
    vars: async (role) => {
      const link = `https://www.webtoons.com/en/fantasy/pepper-${role.toLowerCase()}/list?title_no=1`;
      if (role === 'ANONYMOUS') return { link, cover: 'x', banner: 'x', thumbnail: 'x', avatar: 'x' };
      const dir = randomUUID();
      const [cover] = await uploadImages(ink, as[role], dir, 'COVER', [images.cover]);
      const [banner] = await uploadImages(ink, as[role], dir, 'BANNER', [images.banner]);
      const [thumbnail] = await uploadImages(ink, as[role], dir, 'THUMBNAIL', [images.thumbnail]);
      const [avatar] = await uploadImages(ink, as[role], dir, 'AVATAR', [images.avatar]);
      return { link, cover, banner, thumbnail, avatar };
    },
    allowed: (v, _role, vars) => expect(v).toEqual({ webtoonsLink: vars.link, rating: 'COMICSERIES_KIDS' }),
  },
  {
    op: 'getWebtoonsSeriesData', needs: 'signed-in', query: '{ getWebtoonsSeriesData { webtoonsLink } }', vars: () => ({}), allowedNull: true,
    // Each user reads only their own intake (sent by the row above).
    allowed: (v, role) => expect(v?.webtoonsLink).toBe(`https://www.webtoons.com/en/fantasy/pepper-${role.toLowerCase()}/list?title_no=1`),
  },
];

/** The outcome a role must get for a row (schema/src/team.ts PERMISSIONS). */
function expected(row: Row, role: Role): 'allowed' | 'refused' | 'REQUIRES_USER_AUTHENTICATION' {
  if (role === 'ANONYMOUS') return 'REQUIRES_USER_AUTHENTICATION';
  if (row.needs === 'signed-in' || row.needs === 'own invitation') return 'allowed';
  if (row.needs === 'nobody') return 'refused';
  return hasPermission(LEVEL[role], row.needs) ? 'allowed' : 'refused';
}

/** Fails when an answer carries anything of the fixture's items (their names). */
function expectNoLeak(res: DashboardResponse): void {
  const text = JSON.stringify(res);
  for (const secret of Object.values(SECRET)) expect(text).not.toContain(secret);
}

beforeAll(async () => {
  mailbox = await startMailbox();
  ink = await startInkcast();
  images = await slotImages();
  for (const role of ['OWNER', ...MEMBERS, 'OTHER'] as const) {
    const user = await signUp(role.toLowerCase());
    [as[role], emails[role], userIds[role]] = [user.visitor, user.email, user.id];
  }
  as.ANONYMOUS = new Visitor(ink);
  const host = await signUp('host');
  fx.host = host.visitor;
  fx.hostSeries = (await ok(host.visitor, ADD_SERIES, await seriesForm(host.visitor))).addInternalComicForUser.uuid;

  // The owner's series (published, so episodes can be scheduled), two episodes, a creator credited on it.
  const owner = as.OWNER;
  fx.seriesForm = await seriesForm(owner, randomUUID(), SECRET.series);
  fx.series = fx.seriesForm.uuid as string;
  await ok(owner, ADD_SERIES, fx.seriesForm);
  await ok(owner, `mutation ($u: ID!) { updateStatusForInternalComicSeries(uuid: $u, status: PUBLISHED) { status } }`, { u: fx.series });
  fx.pages = await uploadImages(ink, owner, fx.series, 'STORY', images.pages);
  fx.published = randomUUID();
  await ok(owner, ADD_ISSUE, { uuid: fx.published, seriesUuid: fx.series, name: SECRET.episode, imageUrls: fx.pages, publishAt: now() });
  fx.draft = await freshDraft();
  fx.creator = randomUUID();
  [fx.avatar] = await uploadImages(ink, owner, fx.creator, 'AVATAR', [images.avatar]);
  await ok(owner, ADD_CREATOR, { uuid: fx.creator, name: SECRET.creator, avatarImageUrl: fx.avatar });

  // The team joins the series and the creator profile by accepted invitations.
  for (const role of MEMBERS) {
    for (const [type, uuid] of [['INTERNAL_COMICSERIES', fx.series], ['INTERNAL_CREATOR', fx.creator]]) {
      await ok(owner, INVITE, { type, uuid, email: emails[role], permission: role });
      await ok(as[role], ACCEPT, { token: await invitationToken(emails[role]) });
    }
  }
  await ok(owner, `mutation ($s: ID!, $c: ID!) { addOrUpdateInternalCreatorRolesForContent(contentType: INTERNAL_COMICSERIES, contentUuid: $s, creatorUuid: $c,
    roles: ["COMICSERIES_ARTIST"]) { isApproved } }`, { s: fx.series, c: fx.creator });

  // A season, and the Patreon connection (as the connect flow stores it) with one rule.
  if (!NOT_YET.has('addGroupForContent')) fx.group = await freshGroup();
  await ink.db.query(
    `INSERT INTO platform_connection (content_uuid, content_type, platform, platform_user_id, name, prices) VALUES ($1, 'COMICSERIES', 'PATREON', 'patreon-olive', 'Olive', $2)`,
    [fx.series, JSON.stringify([{ priceId: 'tier-1', name: 'Backer', amountInCents: 500, interval: 'MONTHLY' }])],
  );
  if (!NOT_YET.has('addPaymentRuleForContent')) fx.rule = await freshRule();
}, 240_000);

afterAll(async () => {
  await ink?.close();
  await mailbox?.close();
});

describe('the matrix covers the whole dashboard comics API', () => {
  it('has a row for every query and mutation of internal-comics.graphql', () => {
    const sdl = parse(readFileSync(resolve(__dirname, '../../schema/graphql/internal-comics.graphql'), 'utf8'));
    const operations = sdl.definitions
      .filter((d): d is ObjectTypeExtensionNode => d.kind === 'ObjectTypeExtension' && ['Query', 'Mutation'].includes(d.name.value))
      .flatMap((d) => (d.fields ?? []).map((f) => f.name.value));
    expect(operations.length).toBeGreaterThan(30);
    expect([...new Set(ROWS.map((r) => r.op))].filter((op) => op !== 'getUploadLinks').sort()).toEqual([...operations].sort());
  });

  it('the team joined by invitations holds the invited levels', async () => {
    for (const role of ROLES) {
      if (role === 'ANONYMOUS') continue;
      const { getPermissionForItem } = await ok(as[role], 'query ($u: ID!) { getPermissionForItem(uuid: $u, contentType: INTERNAL_CREATOR) }', { u: fx.creator });
      expect(getPermissionForItem).toBe(LEVEL[role]);
    }
  });
});

for (const row of ROWS) {
  describe(`${row.op}${row.variant ?? ''} — needs ${row.needs}`, () => {
    for (const role of ROLES) {
      const outcome = expected(row, role);
      const test = NOT_YET.has(row.op) ? it.skip : it;
      test(`${role}: ${outcome}`, async () => {
        const vars = await row.vars(role);
        const res = await as[role].gql(row.query, vars);
        const field = row.op;
        const value = res.data?.[field];
        if (outcome === 'allowed') {
          expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
          if (!row.allowedNull) expect(value).not.toBeNull();
          await row.allowed?.(value, role, vars);
          return;
        }
        expect(value ?? null).toBeNull();
        expectNoLeak(res);
        if (outcome === 'REQUIRES_USER_AUTHENTICATION') {
          expect(res.errors?.[0]).toMatchObject({ code: 'REQUIRES_USER_AUTHENTICATION' });
        } else if (res.errors) {
          expect(res.errors[0]).toMatchObject({ code: 'ACCESS_NOT_ALLOWED', message: row.refusedMessage ?? NO_ACCESS });
        } else {
          // A refused read may answer null (the same as for no such item).
          expect(row.query.trimStart().startsWith('query') || row.query.trimStart().startsWith('{')).toBe(true);
        }
        await row.unchanged?.(vars);
      });
    }
  });
}

describe('item uuids are not shared across kinds', () => {
  it('another user cannot take a series over by creating a creator profile (or a series) with its uuid', async () => {
    const other = as.OTHER;
    const dir = randomUUID();
    const [avatarImageUrl] = await uploadImages(ink, other, dir, 'AVATAR', [images.avatar]);
    const res = await other.gql(ADD_CREATOR, { uuid: fx.series, name: 'Hijack', avatarImageUrl });
    expect(res.errors?.[0].code).toBe('BAD_USER_INPUT');
    expect((await ok(other, 'query ($u: ID!) { getPermissionForItem(uuid: $u, contentType: INTERNAL_COMICSERIES) }', { u: fx.series })).getPermissionForItem).toBeNull();
    const form = await seriesForm(other, dir);
    const again = await other.gql(ADD_SERIES, { ...form, uuid: fx.creator });
    expect(again.errors?.[0].code).toBe('BAD_USER_INPUT');
    expect((await ok(other, 'query ($u: ID!) { getPermissionForItem(uuid: $u, contentType: INTERNAL_CREATOR) }', { u: fx.creator })).getPermissionForItem).toBeNull();
  });
});

describe('an item sent as the other kind is no item (never a server error)', () => {
  it('series operations on a creator’s uuid and creator operations on a series’ uuid are refused, even for their owner; nothing changes', async () => {
    const [seriesUuid, creatorUuid] = [await freshSeries(), await freshCreator()];
    const attempts: [string, Record<string, unknown>][] = [
      [UPDATE_SERIES, { ...fx.seriesForm, uuid: creatorUuid }],
      ['mutation ($uuid: ID!) { deleteInternalComicForUser(uuid: $uuid) }', { uuid: creatorUuid }],
      ['mutation ($uuid: ID!) { updateStatusForInternalComicSeries(uuid: $uuid, status: PUBLISHED) { uuid } }', { uuid: creatorUuid }],
      [ADD_ISSUE, { uuid: randomUUID(), seriesUuid: creatorUuid, name: 'Lost', imageUrls: fx.pages.slice(0, 1), publishAt: null }],
      [UPDATE_CREATOR, { uuid: seriesUuid, name: 'Renamed', avatarImageUrl: fx.avatar }],
      ['mutation ($uuid: ID!) { deleteInternalCreatorForUser(uuid: $uuid) }', { uuid: seriesUuid }],
      ['mutation ($uuid: ID!) { updateStatusForInternalCreator(uuid: $uuid, status: PUBLISHED) { uuid } }', { uuid: seriesUuid }],
    ];
    for (const [query, variables] of attempts) {
      const res = await as.OWNER.gql(query, variables);
      expect(res.errors?.[0], query).toMatchObject({ code: 'ACCESS_NOT_ALLOWED', message: NO_ACCESS });
    }
    const permission = 'query ($u: ID!, $t: InternalSeriesType!) { getPermissionForItem(uuid: $u, contentType: $t) }';
    expect((await ok(as.OWNER, permission, { u: seriesUuid, t: 'INTERNAL_CREATOR' })).getPermissionForItem).toBeNull();
    expect((await ok(as.OWNER, permission, { u: creatorUuid, t: 'INTERNAL_COMICSERIES' })).getPermissionForItem).toBeNull();
    expect(await column('comic_series', 'status', 'uuid', seriesUuid)).toBe('DRAFT');
    expect(await column('creator', 'status', 'uuid', creatorUuid)).toBe('DRAFT');
    const [{ n }] = await ink.db.query(`SELECT count(*)::int AS n FROM content_permission WHERE content_uuid = ANY($1::uuid[])`, [[seriesUuid, creatorUuid]]);
    expect(n).toBe(8);
  });
});
