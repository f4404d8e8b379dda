import { ComicMessage, ComicNotice, ValidationMessage } from '@inkcast/schema';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../src/common/config';
import { isPaidSql, paymentRuleTypes } from '../src/payment-rules/paid-episodes';
import { PatreonConnectMessage } from '../src/payment-rules/patreon-connect.service';
import { addToCurrentSeason, removeFromSeasons } from '../src/seasons/current-season';
import { webtoonsOwner } from '../src/webtoons/webtoons.service';
import { PatreonStandIn, StandInAccount, startPatreonStandIn } from './patreon-stand-in.mjs';
import { GqlError, Inkcast, startInkcast } from './support/harness';
import { Mailbox, startMailbox } from './support/mailbox';
import { Visitor, resetLoginLinkLimits, signUpCreator } from './support/visitor';

/**
 * Seasons, payment rules, the Patreon connection and the Webtoons intake (issue 5; spec 001 §3
 * Season, Payment rule, Platform details, Webtoons data; §4; §5 Season, Payment rule, Webtoons
 * intake; §6; §7 form post and operations), over the real api, Postgres and Redis, with Patreon
 * played by test/patreon-stand-in.mjs. Series and episodes are seeded with SQL (`seedSeries`,
 * `seedEpisodes`) so these tests state only what matters to them.
 */

let ink: Inkcast;
let mailbox: Mailbox;
let patreon: PatreonStandIn;

/** The people of the permission matrix: the series' owner, three team members, a stranger, and nobody signed in. */
const people = {} as Record<'owner' | 'admin' | 'contributor' | 'viewer' | 'other' | 'anonymous', Visitor>;
const ids = {} as Record<'owner' | 'admin' | 'contributor' | 'viewer' | 'other', number>;

/** Patreon accounts of the stand-in: a creator with tiers (one free, one unpublished), another creator, a fan without a campaign. */
const PEPPER: StandInAccount = {
  userId: '1001',
  fullName: 'Pepper & Carrot',
  vanity: 'peppercarrot',
  campaign: {
    id: '2001',
    isMonthly: true,
    tiers: [
      { id: '3002', title: 'Patron', amountCents: 500 },
      { id: '3000', title: 'Free', amountCents: 0 },
      { id: '3001', title: 'Supporter', amountCents: 300 },
      { id: '3009', title: 'Draft tier', amountCents: 900, published: false },
    ],
  },
};
const SAFFRON: StandInAccount = { userId: '1002', fullName: 'Saffron', campaign: { id: '2002', isMonthly: false, tiers: [{ id: '3101', title: 'Per comic', amountCents: 100 }] } };
const FAN: StandInAccount = { userId: '1003', fullName: 'A Fan' };

beforeAll(async () => {
  mailbox = await startMailbox();
  patreon = await startPatreonStandIn({ clientId: 'inkcast-e2e-client', clientSecret: 'inkcast-e2e-secret', accounts: [PEPPER, SAFFRON, FAN] });
  // The api reads its settings through config() on each call: point it at the stand-in.
  Object.assign(config(), { PATREON_API_BASE: patreon.url, PATREON_CLIENT_ID: patreon.clientId, PATREON_CLIENT_SECRET: patreon.clientSecret });
  ink = await startInkcast();
  await resetLoginLinkLimits(ink);
  for (const who of ['owner', 'admin', 'contributor', 'viewer', 'other'] as const) {
    people[who] = await signUpCreator(ink, mailbox);
    ids[who] = Number((await people[who].gql('{ me { id } }')).data.me.id);
  }
  people.anonymous = new Visitor(ink);
}, 180_000);

afterAll(async () => {
  await ink?.close();
  await mailbox?.close();
  await patreon?.close();
});

// ---------------------------------------------------------------- seeding (SQL) and helpers

/** A comic series owned by `ownerId` (OWNER permission row), PUBLISHED unless said otherwise; its uuid. */
async function seedSeries(ownerId = ids.owner, status: 'DRAFT' | 'PUBLISHED' = 'PUBLISHED'): Promise<string> {
  const uuid = randomUUID();
  await ink.db.query(`INSERT INTO comic_series (uuid, owner_id, name, description, status, date_published) VALUES ($1, $2, 'Pepper&Carrot', 'A young witch and her cat.', $3, now())`, [
    uuid,
    ownerId,
    status,
  ]);
  await ink.db.query(`INSERT INTO content_permission (user_id, content_type, content_uuid, permission) VALUES ($1, 'COMICSERIES', $2, 'OWNER')`, [ownerId, uuid]);
  return uuid;
}

/** A creator profile owned by `ownerId`; its uuid. */
async function seedCreator(ownerId = ids.owner): Promise<string> {
  const uuid = randomUUID();
  await ink.db.query(`INSERT INTO creator (uuid, owner_id, name) VALUES ($1, $2, 'David Revoy')`, [uuid, ownerId]);
  await ink.db.query(`INSERT INTO content_permission (user_id, content_type, content_uuid, permission) VALUES ($1, 'CREATOR', $2, 'OWNER')`, [ownerId, uuid]);
  return uuid;
}

/**
 * `count` episodes of a series; PUBLISHED ones get the next positions and publication dates a day
 * apart (the last one is the latest). Their uuids, oldest first.
 */
async function seedEpisodes(seriesUuid: string, count: number, status: 'DRAFT' | 'SCHEDULED' | 'PUBLISHED' = 'PUBLISHED'): Promise<string[]> {
  const uuids: string[] = [];
  for (let n = 0; n < count; n++) {
    const uuid = randomUUID();
    await ink.db.query(
      `INSERT INTO comic_issue (uuid, series_uuid, name, status, publish_at, date_published, position)
       SELECT $1, $2, 'Episode', $3::text,
         CASE WHEN $3 = 'SCHEDULED' THEN now() + interval '1 day' END,
         CASE WHEN $3 = 'PUBLISHED' THEN now() - interval '100 days' + (coalesce(max(position), 0) + 1) * interval '1 day' END,
         CASE WHEN $3 = 'PUBLISHED' THEN coalesce(max(position), 0) + 1 END
       FROM comic_issue WHERE series_uuid = $2 AND status = 'PUBLISHED'`,
      [uuid, seriesUuid, status],
    );
    uuids.push(uuid);
  }
  return uuids;
}

/** Gives a user a permission on an item, as an accepted invitation would. */
async function grant(userId: number, contentUuid: string, permission: 'ADMIN' | 'CONTRIBUTOR' | 'VIEWER', contentType: 'COMICSERIES' | 'CREATOR' = 'COMICSERIES') {
  await ink.db.query(`INSERT INTO content_permission (user_id, content_type, content_uuid, permission) VALUES ($1, $2, $3, $4)`, [userId, contentType, contentUuid, permission]);
}

/** A series of the owner with its team (admin, contributor, viewer) and `published` published episodes. */
async function teamSeries(published = 3): Promise<{ uuid: string; episodes: string[] }> {
  const uuid = await seedSeries();
  await grant(ids.admin, uuid, 'ADMIN');
  await grant(ids.contributor, uuid, 'CONTRIBUTOR');
  await grant(ids.viewer, uuid, 'VIEWER');
  return { uuid, episodes: await seedEpisodes(uuid, published) };
}

/** The only error of an answer (fails when there is none or several). */
function errorOf(res: { errors?: GqlError[]; data?: unknown }): GqlError {
  expect(res.errors, JSON.stringify(res.data)).toHaveLength(1);
  return res.errors![0];
}

function expectBadInput(res: { errors?: GqlError[]; data?: unknown }, message: string) {
  const error = errorOf(res);
  expect({ code: error.code, extensionsCode: error.extensions.code, message: error.message }).toEqual({ code: 'BAD_USER_INPUT', extensionsCode: 'BAD_USER_INPUT', message });
}

function expectNoAccess(res: { errors?: GqlError[]; data?: unknown }) {
  const error = errorOf(res);
  expect({ code: error.code, message: error.message }).toEqual({ code: 'ACCESS_NOT_ALLOWED', message: ComicNotice.NO_ACCESS });
}

/** The data of an answer without errors. */
function expectOk(res: { errors?: GqlError[]; data?: unknown }): any {
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data;
}

const GROUP = 'id uuid contentUuid contentType name description items isCurrent episodeCount';
const RULE = 'id contentUuid platform platformUserId platformPriceId ruleType ruleValue groupId groupIsCurrent group { id name isCurrent episodeCount }';

const GET_GROUPS = `query ($contentUuid: ID!, $contentType: InternalSeriesType!) { getGroupsForContent(contentUuid: $contentUuid, contentType: $contentType, forceRefresh: true) { ${GROUP} } }`;
const ADD_GROUP = `mutation ($contentUuid: ID!, $contentType: InternalSeriesType!, $name: String, $description: String, $items: [ID!], $isCurrent: Boolean) {
  addGroupForContent(contentUuid: $contentUuid, contentType: $contentType, name: $name, description: $description, items: $items, isCurrent: $isCurrent) { ${GROUP} } }`;
const UPDATE_GROUP = `mutation ($id: ID!, $contentUuid: ID!, $contentType: InternalSeriesType!, $name: String, $description: String, $items: [ID!], $isCurrent: Boolean) {
  updateGroupForContent(id: $id, contentUuid: $contentUuid, contentType: $contentType, name: $name, description: $description, items: $items, isCurrent: $isCurrent) { ${GROUP} } }`;
const DELETE_GROUP = `mutation ($id: ID!, $contentUuid: ID!, $contentType: InternalSeriesType!) { deleteGroupForContent(id: $id, contentUuid: $contentUuid, contentType: $contentType) }`;
const GET_PLATFORMS = `query ($contentUuid: ID!, $contentType: InternalSeriesType!) { getPlatformsForContent(contentUuid: $contentUuid, contentType: $contentType) {
  plans prices { priceId name amountInCents interval } details { platform platformUserId name } paymentRules { ${RULE} } } }`;
const GET_RULES = `query ($contentUuid: ID!, $contentType: InternalSeriesType!) { getPaymentRulesForContent(contentUuid: $contentUuid, contentType: $contentType) { ${RULE} } }`;
const RULE_ARGS = `$contentUuid: ID!, $contentType: InternalSeriesType!, $platform: String, $platformUserId: String, $platformPriceId: String, $ruleType: String, $ruleValue: Int, $groupId: ID`;
const RULE_VALUES = `contentUuid: $contentUuid, contentType: $contentType, platform: $platform, platformUserId: $platformUserId, platformPriceId: $platformPriceId, ruleType: $ruleType, ruleValue: $ruleValue, groupId: $groupId`;
const ADD_RULE = `mutation (${RULE_ARGS}) { addPaymentRuleForContent(${RULE_VALUES}) { ${RULE} } }`;
const UPDATE_RULE = `mutation ($id: ID!, ${RULE_ARGS}) { updatePaymentRuleForContent(id: $id, ${RULE_VALUES}) { ${RULE} } }`;
const DELETE_RULE = `mutation ($id: ID!, $contentUuid: ID!, $contentType: InternalSeriesType!) { deletePaymentRuleForContent(id: $id, contentUuid: $contentUuid, contentType: $contentType) }`;
const WEBTOONS = 'webtoonsLink coverImageUrl bannerImageUrl thumbnailImageUrl avatarImageUrl rating';
const ADD_WEBTOONS = `mutation ($webtoonsLink: String, $coverImageUrl: String, $bannerImageUrl: String, $thumbnailImageUrl: String, $avatarImageUrl: String, $rating: String) {
  addWebtoonsSeriesData(webtoonsLink: $webtoonsLink, coverImageUrl: $coverImageUrl, bannerImageUrl: $bannerImageUrl, thumbnailImageUrl: $thumbnailImageUrl, avatarImageUrl: $avatarImageUrl, rating: $rating) { ${WEBTOONS} } }`;
const GET_WEBTOONS = `{ getWebtoonsSeriesData { ${WEBTOONS} } }`;

const series = (contentUuid: string) => ({ contentUuid, contentType: 'INTERNAL_COMICSERIES' });

/** Adds a season as the owner (or `as`) and answers it. */
async function addSeason(seriesUuid: string, name: string, items: string[], isCurrent = false, as = people.owner) {
  return expectOk(await as.gql(ADD_GROUP, { ...series(seriesUuid), name, items, isCurrent })).addGroupForContent;
}

/** The seasons of a series as stored: id, items and isCurrent, by id. */
async function storedSeasons(seriesUuid: string): Promise<{ id: number; name: string; items: string[]; is_current: boolean }[]> {
  return ink.db.query(`SELECT id, name, items::text[] AS items, is_current FROM content_group WHERE content_uuid = $1 ORDER BY id`, [seriesUuid]);
}

// ---------------------------------------------------------------- Patreon connect flow helpers

/** The connect form post (spec 001 §7) as a plain HTML form with its CSRF token. */
function connectForm(visitor: Visitor, contentUuid: string, contentType = 'comicseries', csrf: boolean | string = true) {
  return visitor.post('/auth/patreon/login/creator', { contentUuid, contentType }, { form: true, csrf });
}

/** Where a 303 leads, without the web app's origin. */
function redirectOf(res: { status: number; headers: Record<string, string> }): string {
  expect(res.status, JSON.stringify((res as { body?: unknown }).body)).toBe(303);
  return res.headers.location.replace(config().PUBLIC_URL!, '');
}

/** The payments page with `?patreon=error&reason=…`. */
function refusedTo(page: string, reason: string): string {
  return `${page}?patreon=error&reason=${encodeURIComponent(reason)}`;
}

/** Answers Patreon's consent page (as the stand-in's signing-in account); returns Patreon's redirect back to Inkcast. */
async function consent(authorizeUrl: string, decision: 'allow' | 'deny'): Promise<URL> {
  const page = await fetch(authorizeUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2].replace(/&amp;/g, '&')]));
  const res = await fetch(`${patreon.url}/oauth2/authorize/decision`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, decision }).toString(),
  });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

/** The whole connect flow of `visitor` for a content, signed in on Patreon as `account`; answers where Inkcast sends them at the end. */
async function connectPatreon(visitor: Visitor, contentUuid: string, account = PEPPER, contentType = 'comicseries', decision: 'allow' | 'deny' = 'allow'): Promise<string> {
  patreon.setSigningInAccount(account.userId);
  const authorize = redirectOf(await connectForm(visitor, contentUuid, contentType));
  expect(authorize.startsWith(`${patreon.url}/oauth2/authorize?`)).toBe(true);
  const back = await consent(authorize, decision);
  expect(`${back.origin}${back.pathname}`).toBe(`${config().PUBLIC_URL}/auth/patreon/callback`);
  return redirectOf(await visitor.get(back.pathname + back.search));
}

/** A published series of the owner, with its team and Pepper's Patreon connected. */
async function connectedSeries(published = 3) {
  const s = await teamSeries(published);
  expect(await connectPatreon(people.owner, s.uuid)).toBe(`/dashboard/edit/payments/comicseries/${s.uuid}?patreon=connected`);
  return s;
}

// ================================================================ Seasons

describe('seasons: spec 001 §5 Season messages, table by table', () => {
  it.each([
    ['no name', { items: 'published' }, ComicMessage.SEASON_NAME_REQUIRED],
    ['an empty name', { name: '', items: 'published' }, ComicMessage.SEASON_NAME_REQUIRED],
    ['a blank name', { name: '   ', items: 'published' }, ComicMessage.SEASON_NAME_REQUIRED],
    ['no name and no episodes: the name first', {}, ComicMessage.SEASON_NAME_REQUIRED],
    ['no items', { name: '1' }, ComicMessage.SEASON_EPISODES_REQUIRED],
    ['an empty list', { name: '1', items: [] }, ComicMessage.SEASON_EPISODES_REQUIRED],
    ['only blank items', { name: '1', items: ['', '  '] }, ComicMessage.SEASON_EPISODES_REQUIRED],
    ['a draft episode (the picker lists PUBLISHED ones)', { name: '1', items: 'draft' }, ComicMessage.SEASON_EPISODE_INVALID],
    ['a scheduled episode', { name: '1', items: 'scheduled' }, ComicMessage.SEASON_EPISODE_INVALID],
    ['an episode of another series', { name: '1', items: 'foreign' }, ComicMessage.SEASON_EPISODE_INVALID],
    ['an unknown uuid', { name: '1', items: [randomUUID()] }, ComicMessage.SEASON_EPISODE_INVALID],
    ['something that is not a uuid', { name: '1', items: ['episode-1'] }, ComicMessage.SEASON_EPISODE_INVALID],
  ] as [string, { name?: string; items?: string | string[] }, string][])('add and update refuse %s: %s', async (_case, form, message) => {
    const { uuid, episodes } = await teamSeries(2);
    const [draft] = await seedEpisodes(uuid, 1, 'DRAFT');
    const [scheduled] = await seedEpisodes(uuid, 1, 'SCHEDULED');
    const [foreign] = await seedEpisodes(await seedSeries(), 1);
    const items = form.items === 'published' ? [episodes[0]] : form.items === 'draft' ? [episodes[0], draft] : form.items === 'scheduled' ? [scheduled] : form.items === 'foreign' ? [episodes[1], foreign] : form.items;
    expectBadInput(await people.owner.gql(ADD_GROUP, { ...series(uuid), name: form.name, items }), message);
    expect(await storedSeasons(uuid)).toEqual([]);
    const season = await addSeason(uuid, 'One', episodes, true);
    expectBadInput(await people.owner.gql(UPDATE_GROUP, { ...series(uuid), id: season.id, name: form.name, items, isCurrent: false }), message);
    expect(await storedSeasons(uuid)).toEqual([{ id: Number(season.id), name: 'One', items: episodes, is_current: true }]);
  });

  it('a season with a name and published episodes is added: trimmed name, items in order without repeats, episodeCount, not current by default', async () => {
    const { uuid, episodes } = await teamSeries(3);
    const added = await addSeason(uuid, '  1 ', [episodes[2], episodes[0], episodes[2].toUpperCase()]);
    expect(added).toMatchObject({ contentUuid: uuid, contentType: 'INTERNAL_COMICSERIES', name: '1', description: null, items: [episodes[2], episodes[0]], isCurrent: false, episodeCount: 2 });
    expect(added.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const listed = expectOk(await people.owner.gql(GET_GROUPS, series(uuid))).getGroupsForContent;
    expect(listed).toEqual([added]);
  });

  it('update replaces name, items and description; a description or isCurrent left out keeps its value; an empty description is null', async () => {
    const { uuid, episodes } = await teamSeries(3);
    const added = expectOk(await people.owner.gql(ADD_GROUP, { ...series(uuid), name: '1', description: 'The beginning', items: [episodes[0]], isCurrent: true })).addGroupForContent;
    const kept = expectOk(await people.owner.gql(UPDATE_GROUP, { ...series(uuid), id: added.id, name: 'One', items: [episodes[0], episodes[1]] })).updateGroupForContent;
    expect(kept).toMatchObject({ id: added.id, uuid: added.uuid, name: 'One', description: 'The beginning', items: [episodes[0], episodes[1]], isCurrent: true, episodeCount: 2 });
    const cleared = expectOk(await people.owner.gql(UPDATE_GROUP, { ...series(uuid), id: added.id, name: 'One', description: '  ', items: [episodes[2]], isCurrent: false })).updateGroupForContent;
    expect(cleared).toMatchObject({ description: null, items: [episodes[2]], isCurrent: false, episodeCount: 1 });
  });

  it('update and delete of a season the series does not have: a clear BAD_USER_INPUT, nothing changes', async () => {
    const { uuid, episodes } = await teamSeries(1);
    const other = await teamSeries(1);
    const theirs = await addSeason(other.uuid, 'Theirs', other.episodes);
    for (const id of ['999999', 'abc', theirs.id]) {
      expectBadInput(await people.owner.gql(UPDATE_GROUP, { ...series(uuid), id, name: '1', items: episodes }), ComicMessage.SEASON_NOT_FOUND);
      expectBadInput(await people.owner.gql(DELETE_GROUP, { ...series(uuid), id }), ComicMessage.SEASON_NOT_FOUND);
    }
    expect(await storedSeasons(other.uuid)).toHaveLength(1);
  });

  it('delete answers the id; the season and the GROUP payment rules on it are gone', async () => {
    const { uuid, episodes } = await connectedSeries(2);
    const season = await addSeason(uuid, '1', episodes);
    const rule = expectOk(await people.owner.gql(ADD_RULE, { ...series(uuid), platform: 'PATREON', platformPriceId: '3001', ruleType: 'GROUP', groupId: season.id })).addPaymentRuleForContent;
    expect(expectOk(await people.owner.gql(DELETE_GROUP, { ...series(uuid), id: season.id })).deleteGroupForContent).toBe(season.id);
    expect(await storedSeasons(uuid)).toEqual([]);
    expect(await ink.db.query(`SELECT id FROM payment_rule WHERE id = $1`, [rule.id])).toEqual([]);
  });

  it('seasons belong to a comic series: a creator profile has none to read, and cannot get one', async () => {
    const creator = await seedCreator();
    const asCreator = { contentUuid: creator, contentType: 'INTERNAL_CREATOR' };
    expect(expectOk(await people.owner.gql(GET_GROUPS, asCreator)).getGroupsForContent).toEqual([]);
    expectBadInput(await people.owner.gql(ADD_GROUP, { ...asCreator, name: '1', items: [randomUUID()] }), ComicMessage.SERIES_ONLY);
    expectBadInput(await people.owner.gql(DELETE_GROUP, { ...asCreator, id: '1' }), ComicMessage.SERIES_ONLY);
  });

  it('a content uuid that is not one is BAD_USER_INPUT; an unknown series or a series given as a creator is refused like any other', async () => {
    expect(errorOf(await people.owner.gql(GET_GROUPS, series('not-a-uuid'))).code).toBe('BAD_USER_INPUT');
    expectNoAccess(await people.owner.gql(GET_GROUPS, series(randomUUID())));
    const { uuid } = await teamSeries(1);
    expectNoAccess(await people.owner.gql(GET_GROUPS, { contentUuid: uuid, contentType: 'INTERNAL_CREATOR' }));
  });

  it('a deleted episode leaves its seasons: items and episodeCount count only episodes that exist', async () => {
    const { uuid, episodes } = await teamSeries(3);
    const season = await addSeason(uuid, '1', episodes);
    await ink.db.query(`DELETE FROM comic_issue WHERE uuid = $1`, [episodes[1]]);
    const [listed] = expectOk(await people.owner.gql(GET_GROUPS, series(uuid))).getGroupsForContent;
    expect(listed).toMatchObject({ id: season.id, items: [episodes[0], episodes[2]], episodeCount: 2 });
    await ink.db.transaction((tx) => removeFromSeasons(tx, uuid, episodes[1]));
    expect((await storedSeasons(uuid))[0].items).toEqual([episodes[0], episodes[2]]);
  });
});

describe('seasons: at most one current season per series (spec 001 §3 Season)', () => {
  it('making a season current clears the others, in add and in update', async () => {
    const { uuid, episodes } = await teamSeries(3);
    const one = await addSeason(uuid, '1', [episodes[0]], true);
    const two = await addSeason(uuid, '2', [episodes[1]], true);
    expect((await storedSeasons(uuid)).map((s) => [String(s.id), s.is_current])).toEqual([
      [one.id, false],
      [two.id, true],
    ]);
    const three = await addSeason(uuid, '3', [episodes[2]], false);
    expectOk(await people.owner.gql(UPDATE_GROUP, { ...series(uuid), id: one.id, name: '1', items: [episodes[0]], isCurrent: true }));
    const listed = expectOk(await people.owner.gql(GET_GROUPS, series(uuid))).getGroupsForContent;
    expect(listed.map((g: { id: string; isCurrent: boolean }) => [g.id, g.isCurrent])).toEqual([
      [one.id, true],
      [two.id, false],
      [three.id, false],
    ]);
  });

  it('other series keep their current season', async () => {
    const a = await teamSeries(1);
    const b = await teamSeries(1);
    await addSeason(a.uuid, '1', a.episodes, true);
    await addSeason(b.uuid, '1', b.episodes, true);
    expect((await storedSeasons(a.uuid))[0].is_current).toBe(true);
    expect((await storedSeasons(b.uuid))[0].is_current).toBe(true);
  });

  it('seasons made current at the same time: each call succeeds and exactly one ends current', async () => {
    const { uuid, episodes } = await teamSeries(6);
    const answers = await Promise.all(episodes.map((e, n) => people.owner.gql(ADD_GROUP, { ...series(uuid), name: String(n + 1), items: [e], isCurrent: true })));
    for (const answer of answers) expectOk(answer);
    expect((await storedSeasons(uuid)).filter((s) => s.is_current)).toHaveLength(1);
  });

  it('a refused update is all-or-nothing: the season that was current stays current', async () => {
    const { uuid, episodes } = await teamSeries(2);
    const one = await addSeason(uuid, '1', [episodes[0]], true);
    const two = await addSeason(uuid, '2', [episodes[1]]);
    expectBadInput(await people.owner.gql(UPDATE_GROUP, { ...series(uuid), id: two.id, name: '2', items: [randomUUID()], isCurrent: true }), ComicMessage.SEASON_EPISODE_INVALID);
    expect((await storedSeasons(uuid)).map((s) => [String(s.id), s.is_current])).toEqual([
      [one.id, true],
      [two.id, false],
    ]);
  });

  it('a newly published episode joins the current season (addToCurrentSeason, in the publishing transaction), once, in order', async () => {
    const { uuid, episodes } = await teamSeries(1);
    const old = await addSeason(uuid, '1', episodes);
    const current = await addSeason(uuid, '2', episodes, true);
    const fresh = await seedEpisodes(uuid, 3);
    const joined = await ink.db.transaction((tx) => addToCurrentSeason(tx, uuid, fresh[0]));
    expect(joined).toBe(Number(current.id));
    await ink.db.transaction((tx) => addToCurrentSeason(tx, uuid, [fresh[1], fresh[0], fresh[2]]));
    const [before, now] = expectOk(await people.owner.gql(GET_GROUPS, series(uuid))).getGroupsForContent;
    expect(before).toMatchObject({ id: old.id, items: episodes, episodeCount: 1 });
    expect(now).toMatchObject({ id: current.id, items: [episodes[0], fresh[0], fresh[1], fresh[2]], episodeCount: 4 });
  });

  it('without a current season a newly published episode joins none', async () => {
    const { uuid, episodes } = await teamSeries(1);
    await addSeason(uuid, '1', episodes, false);
    const [fresh] = await seedEpisodes(uuid, 1);
    expect(await ink.db.transaction((tx) => addToCurrentSeason(tx, uuid, fresh))).toBeNull();
    expect((await storedSeasons(uuid))[0].items).toEqual(episodes);
  });
});

// ================================================================ Payment rules

describe('payment rules: spec 001 §5 Payment rule messages, table by table', () => {
  let s: { uuid: string; episodes: string[] };
  let season: { id: string };
  let foreignSeason: { id: string };

  beforeAll(async () => {
    s = await connectedSeries(2);
    season = await addSeason(s.uuid, '1', s.episodes, true);
    const other = await teamSeries(1);
    foreignSeason = await addSeason(other.uuid, '1', other.episodes);
  });

  const valid = { platform: 'PATREON', platformPriceId: '3001', ruleType: 'LAST_X', ruleValue: 3 };
  const cases: [string, Record<string, unknown>, string][] = [
    ['no platform', { ...valid, platform: undefined }, ComicMessage.PAYMENT_PLATFORM_REQUIRED],
    ['a blank platform', { ...valid, platform: ' ' }, ComicMessage.PAYMENT_PLATFORM_REQUIRED],
    ['a platform that is not offered', { ...valid, platform: 'KO_FI' }, ComicMessage.PAYMENT_PLATFORM_REQUIRED],
    ['no tier', { ...valid, platformPriceId: undefined }, ComicMessage.PAYMENT_TIER_REQUIRED],
    ['a blank tier', { ...valid, platformPriceId: '  ' }, ComicMessage.PAYMENT_TIER_REQUIRED],
    ['no platform and no tier: the platform first', { ruleType: 'LAST_X', ruleValue: 3 }, ComicMessage.PAYMENT_PLATFORM_REQUIRED],
    ['no rule type', { ...valid, ruleType: undefined }, ComicMessage.PAYMENT_RULE_TYPE_INVALID],
    ['an unknown rule type', { ...valid, ruleType: 'ALL' }, ComicMessage.PAYMENT_RULE_TYPE_INVALID],
    ['LAST_X without a number', { ...valid, ruleValue: undefined }, ComicMessage.LATEST_EPISODES_TOO_FEW],
    ['LAST_X of 0', { ...valid, ruleValue: 0 }, ComicMessage.LATEST_EPISODES_TOO_FEW],
    ['LAST_X below 0', { ...valid, ruleValue: -4 }, ComicMessage.LATEST_EPISODES_TOO_FEW],
    ['LAST_X of 1001', { ...valid, ruleValue: 1001 }, ComicMessage.LATEST_EPISODES_TOO_MANY],
    ['GROUP without a season', { ...valid, ruleType: 'GROUP', ruleValue: undefined }, ComicMessage.PAYMENT_SEASON_REQUIRED],
    ['GROUP with a season of another series', { ...valid, ruleType: 'GROUP', groupId: 'foreign' }, ComicMessage.PAYMENT_SEASON_REQUIRED],
    ['GROUP with an unknown season', { ...valid, ruleType: 'GROUP', groupId: '999999' }, ComicMessage.PAYMENT_SEASON_REQUIRED],
    ['GROUP with a season id that is not one', { ...valid, ruleType: 'GROUP', groupId: 'season-1' }, ComicMessage.PAYMENT_SEASON_REQUIRED],
    ['a tier the connected account does not have', { ...valid, platformPriceId: '9999' }, ComicMessage.PAYMENT_TIER_REQUIRED],
    ['the free tier (not offered: it has no paying backers)', { ...valid, platformPriceId: '3000' }, ComicMessage.PAYMENT_TIER_REQUIRED],
    ['an unpublished tier', { ...valid, platformPriceId: '3009' }, ComicMessage.PAYMENT_TIER_REQUIRED],
  ];

  it.each(cases)('add and update refuse %s', async (_case, form, message) => {
    const groupId = form.groupId === 'foreign' ? foreignSeason.id : form.groupId;
    const before = await ink.db.query(`SELECT * FROM payment_rule WHERE content_uuid = $1 ORDER BY id`, [s.uuid]);
    expectBadInput(await people.owner.gql(ADD_RULE, { ...series(s.uuid), ...form, groupId }), message);
    const rule = expectOk(await people.owner.gql(ADD_RULE, { ...series(s.uuid), ...valid })).addPaymentRuleForContent;
    expectBadInput(await people.owner.gql(UPDATE_RULE, { ...series(s.uuid), id: rule.id, ...form, groupId }), message);
    const after = await ink.db.query(`SELECT * FROM payment_rule WHERE content_uuid = $1 ORDER BY id`, [s.uuid]);
    expect(after).toEqual([...before, ...after.filter((r: { id: number }) => String(r.id) === rule.id)]);
    expect(after.at(-1)).toMatchObject({ platform_price_id: '3001', rule_type: 'LAST_X', rule_value: 3 });
    expectOk(await people.owner.gql(DELETE_RULE, { ...series(s.uuid), id: rule.id }));
  });

  it('a series without a connected Patreon account: "Please connect your Patreon account first."', async () => {
    const { uuid } = await teamSeries(1);
    expectBadInput(await people.owner.gql(ADD_RULE, { ...series(uuid), ...valid }), ComicMessage.PAYMENT_PLATFORM_NOT_CONNECTED);
  });

  it('the latest-episodes number may be 1 and 1000 (the input\'s min and max)', async () => {
    for (const ruleValue of [1, 1000]) {
      const rule = expectOk(await people.owner.gql(ADD_RULE, { ...series(s.uuid), ...valid, ruleValue })).addPaymentRuleForContent;
      expect(rule.ruleValue).toBe(ruleValue);
      expectOk(await people.owner.gql(DELETE_RULE, { ...series(s.uuid), id: rule.id }));
    }
  });

  it('update and delete of a rule the series does not have: a clear BAD_USER_INPUT', async () => {
    const other = await connectedSeries(1);
    const theirs = expectOk(await people.owner.gql(ADD_RULE, { ...series(other.uuid), ...valid })).addPaymentRuleForContent;
    for (const id of ['999999', 'rule-1', theirs.id]) {
      expectBadInput(await people.owner.gql(UPDATE_RULE, { ...series(s.uuid), id, ...valid }), ComicMessage.PAYMENT_RULE_NOT_FOUND);
      expectBadInput(await people.owner.gql(DELETE_RULE, { ...series(s.uuid), id }), ComicMessage.PAYMENT_RULE_NOT_FOUND);
    }
    expect(await ink.db.query(`SELECT id FROM payment_rule WHERE id = $1`, [theirs.id])).toHaveLength(1);
  });

  it('payment rules belong to a comic series, not a creator profile', async () => {
    const creator = await seedCreator();
    expectBadInput(await people.owner.gql(ADD_RULE, { contentUuid: creator, contentType: 'INTERNAL_CREATOR', ...valid }), ComicMessage.SERIES_ONLY);
    expect(expectOk(await people.owner.gql(GET_RULES, { contentUuid: creator, contentType: 'INTERNAL_CREATOR' })).getPaymentRulesForContent).toEqual([]);
  });
});

describe('payment rules: LAST_X and GROUP, with the platform details (spec 001 §3, §4, §7)', () => {
  it('before connecting: plans PATREON, no prices, no details, no rules', async () => {
    const { uuid } = await teamSeries(1);
    expect(expectOk(await people.owner.gql(GET_PLATFORMS, series(uuid))).getPlatformsForContent).toEqual({ plans: ['PATREON'], prices: [], details: [], paymentRules: [] });
  });

  it('a LAST_X rule: values trimmed and upper-cased, platformUserId from the connection, listed by both reads', async () => {
    const { uuid } = await connectedSeries(1);
    const rule = expectOk(
      await people.owner.gql(ADD_RULE, { ...series(uuid), platform: ' patreon ', platformUserId: 'someone-else', platformPriceId: ' 3002 ', ruleType: 'last_x', ruleValue: 5, groupId: '12' }),
    ).addPaymentRuleForContent;
    expect(rule).toEqual({
      id: expect.stringMatching(/^\d+$/),
      contentUuid: uuid,
      platform: 'PATREON',
      platformUserId: PEPPER.userId,
      platformPriceId: '3002',
      ruleType: 'LAST_X',
      ruleValue: 5,
      groupId: null,
      groupIsCurrent: null,
      group: null,
    });
    expect(expectOk(await people.owner.gql(GET_RULES, series(uuid))).getPaymentRulesForContent).toEqual([rule]);
    expect(expectOk(await people.owner.gql(GET_PLATFORMS, series(uuid))).getPlatformsForContent.paymentRules).toEqual([rule]);
  });

  it('a GROUP rule names its season (group, groupIsCurrent), which follows the current season', async () => {
    const { uuid, episodes } = await connectedSeries(2);
    const one = await addSeason(uuid, '1', [episodes[0]], true);
    const rule = expectOk(await people.owner.gql(ADD_RULE, { ...series(uuid), platform: 'PATREON', platformPriceId: '3001', ruleType: 'GROUP', ruleValue: 7, groupId: one.id })).addPaymentRuleForContent;
    expect(rule).toMatchObject({ ruleType: 'GROUP', ruleValue: null, groupId: one.id, groupIsCurrent: true, group: { id: one.id, name: '1', isCurrent: true, episodeCount: 1 } });
    await addSeason(uuid, '2', [episodes[1]], true);
    const [listed] = expectOk(await people.owner.gql(GET_RULES, series(uuid))).getPaymentRulesForContent;
    expect(listed).toMatchObject({ id: rule.id, groupIsCurrent: false, group: { id: one.id, isCurrent: false } });
  });

  it('update replaces the rule (LAST_X → GROUP and back); delete answers the id and removes it', async () => {
    const { uuid, episodes } = await connectedSeries(1);
    const season = await addSeason(uuid, '1', episodes, true);
    const rule = expectOk(await people.owner.gql(ADD_RULE, { ...series(uuid), platform: 'PATREON', platformPriceId: '3001', ruleType: 'LAST_X', ruleValue: 2 })).addPaymentRuleForContent;
    const group = expectOk(await people.owner.gql(UPDATE_RULE, { ...series(uuid), id: rule.id, platform: 'PATREON', platformPriceId: '3002', ruleType: 'GROUP', groupId: season.id })).updatePaymentRuleForContent;
    expect(group).toMatchObject({ id: rule.id, platformPriceId: '3002', ruleType: 'GROUP', ruleValue: null, groupId: season.id });
    const back = expectOk(await people.owner.gql(UPDATE_RULE, { ...series(uuid), id: rule.id, platform: 'PATREON', platformPriceId: '3002', ruleType: 'LAST_X', ruleValue: 9, groupId: season.id })).updatePaymentRuleForContent;
    expect(back).toMatchObject({ id: rule.id, ruleType: 'LAST_X', ruleValue: 9, groupId: null, group: null });
    expect(expectOk(await people.owner.gql(DELETE_RULE, { ...series(uuid), id: rule.id })).deletePaymentRuleForContent).toBe(rule.id);
    expect(expectOk(await people.owner.gql(GET_RULES, series(uuid))).getPaymentRulesForContent).toEqual([]);
  });
});

// ================================================================ isPaid

describe('isPaid: "An episode counts as paid when a group rule is current or a LAST_X rule exists" (spec 001 §4)', () => {
  /** FREE/PAID per episode by the SQL helper (paymentRuleTypes) and by the SQL fragment (isPaidSql): both must agree. */
  async function paid(seriesUuid: string, episodes: string[]): Promise<string[]> {
    const byHelper = await paymentRuleTypes(ink.db.manager, seriesUuid, episodes);
    const rows: { uuid: string; is_paid: boolean }[] = await ink.db.query(`SELECT i.uuid::text AS uuid, ${isPaidSql('i')} AS is_paid FROM comic_issue i WHERE i.series_uuid = $1`, [seriesUuid]);
    const bySql = new Map(rows.map((r) => [r.uuid, r.is_paid ? 'PAID' : 'FREE']));
    const helper = episodes.map((e) => byHelper.get(e));
    expect(episodes.map((e) => bySql.get(e))).toEqual(helper);
    return helper as string[];
  }

  async function rule(seriesUuid: string, ruleType: 'LAST_X' | 'GROUP', ruleValue: number | null, groupId: string | null = null) {
    await ink.db.query(`INSERT INTO payment_rule (content_uuid, content_type, platform, platform_price_id, rule_type, rule_value, group_id) VALUES ($1, 'COMICSERIES', 'PATREON', '3001', $2, $3, $4)`, [
      seriesUuid,
      ruleType,
      ruleValue,
      groupId,
    ]);
  }

  it('no rule: every episode is free', async () => {
    const { uuid, episodes } = await teamSeries(3);
    const [draft] = await seedEpisodes(uuid, 1, 'DRAFT');
    expect(await paid(uuid, [...episodes, draft])).toEqual(['FREE', 'FREE', 'FREE', 'FREE']);
  });

  it('LAST_X covers the latest ruleValue published episodes; a draft counts as the next latest', async () => {
    const { uuid, episodes } = await teamSeries(5);
    const [draft] = await seedEpisodes(uuid, 1, 'DRAFT');
    const [scheduled] = await seedEpisodes(uuid, 1, 'SCHEDULED');
    await rule(uuid, 'LAST_X', 2);
    expect(await paid(uuid, [...episodes, draft, scheduled])).toEqual(['FREE', 'FREE', 'FREE', 'PAID', 'PAID', 'PAID', 'PAID']);
    await rule(uuid, 'LAST_X', 4);
    expect(await paid(uuid, episodes)).toEqual(['FREE', 'PAID', 'PAID', 'PAID', 'PAID']);
  });

  it('LAST_X counts published episodes only: gaps in positions after a deletion do not shrink it', async () => {
    const { uuid, episodes } = await teamSeries(5);
    await ink.db.query(`DELETE FROM comic_issue WHERE uuid = $1`, [episodes[3]]);
    await rule(uuid, 'LAST_X', 2);
    expect(await paid(uuid, [episodes[0], episodes[1], episodes[2], episodes[4]])).toEqual(['FREE', 'FREE', 'PAID', 'PAID']);
  });

  it('GROUP makes the episodes of its season paid while that season is current', async () => {
    const { uuid, episodes } = await teamSeries(4);
    const one = await addSeason(uuid, '1', episodes.slice(0, 2), true);
    await rule(uuid, 'GROUP', null, one.id);
    const [draft] = await seedEpisodes(uuid, 1, 'DRAFT');
    expect(await paid(uuid, [...episodes, draft])).toEqual(['PAID', 'PAID', 'FREE', 'FREE', 'PAID']);
    await addSeason(uuid, '2', episodes.slice(2), true);
    expect(await paid(uuid, [...episodes, draft])).toEqual(['FREE', 'FREE', 'FREE', 'FREE', 'FREE']);
  });

  it('either rule is enough, and an episode is free once its free-availability date is reached', async () => {
    const { uuid, episodes } = await teamSeries(4);
    const one = await addSeason(uuid, '1', [episodes[0]], true);
    await rule(uuid, 'GROUP', null, one.id);
    await rule(uuid, 'LAST_X', 1);
    expect(await paid(uuid, episodes)).toEqual(['PAID', 'FREE', 'FREE', 'PAID']);
    await ink.db.query(`UPDATE comic_issue SET date_exclusive_content_is_available = now() - interval '1 minute' WHERE uuid = $1`, [episodes[3]]);
    await ink.db.query(`UPDATE comic_issue SET date_exclusive_content_is_available = now() + interval '1 day' WHERE uuid = $1`, [episodes[0]]);
    expect(await paid(uuid, episodes)).toEqual(['PAID', 'FREE', 'FREE', 'FREE']);
  });

  it('rules of another series do not count', async () => {
    const a = await teamSeries(2);
    const b = await teamSeries(2);
    await rule(a.uuid, 'LAST_X', 2);
    expect(await paid(b.uuid, b.episodes)).toEqual(['FREE', 'FREE']);
  });
});

// ================================================================ Patreon connection

describe('connecting Patreon: POST /auth/patreon/login/creator (spec 001 §7) through OAuth with Patreon', () => {
  it('the owner connects: Patreon authorizes with Inkcast\'s client, the code is exchanged, and the paid published tiers become the prices', async () => {
    const { uuid } = await teamSeries(1);
    const since = patreon.requests().length;
    patreon.setSigningInAccount(PEPPER.userId);
    const authorize = new URL(redirectOf(await connectForm(people.owner, uuid)));
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'inkcast-e2e-client',
      redirect_uri: `${config().PUBLIC_URL}/auth/patreon/callback`,
      scope: 'identity campaigns',
      state: expect.any(String),
    });
    const back = await consent(authorize.toString(), 'allow');
    expect(redirectOf(await people.owner.get(back.pathname + back.search))).toBe(`/dashboard/edit/payments/comicseries/${uuid}?patreon=connected`);
    const calls = patreon.requests().slice(since);
    const exchange = calls.find((r) => r.path === '/api/oauth2/token')!;
    expect(exchange.form).toEqual({
      grant_type: 'authorization_code',
      code: back.searchParams.get('code'),
      client_id: 'inkcast-e2e-client',
      client_secret: 'inkcast-e2e-secret',
      redirect_uri: `${config().PUBLIC_URL}/auth/patreon/callback`,
    });
    expect(calls.filter((r) => r.path.startsWith('/api/oauth2/v2/')).map((r) => r.path)).toEqual(['/api/oauth2/v2/identity', '/api/oauth2/v2/campaigns/2001']);
    expect(expectOk(await people.owner.gql(GET_PLATFORMS, series(uuid))).getPlatformsForContent).toEqual({
      plans: ['PATREON'],
      prices: [
        { priceId: '3001', name: 'Supporter', amountInCents: 300, interval: 'MONTHLY' },
        { priceId: '3002', name: 'Patron', amountInCents: 500, interval: 'MONTHLY' },
      ],
      details: [{ platform: 'PATREON', platformUserId: '1001', name: 'Pepper & Carrot' }],
      paymentRules: [],
    });
    const [row] = await ink.db.query(`SELECT content_type, access_token, refresh_token FROM platform_connection WHERE content_uuid = $1`, [uuid]);
    expect(row).toMatchObject({ content_type: 'COMICSERIES', access_token: expect.stringMatching(/^pat_access_/), refresh_token: expect.stringMatching(/^pat_refresh_/) });
  });

  it('connecting again replaces the connection (one per content and platform) with the account\'s current tiers; a per-creation campaign prices PER_ITEM', async () => {
    const { uuid } = await connectedSeries(1);
    expect(await connectPatreon(people.owner, uuid, SAFFRON)).toBe(`/dashboard/edit/payments/comicseries/${uuid}?patreon=connected`);
    const platforms = expectOk(await people.owner.gql(GET_PLATFORMS, series(uuid))).getPlatformsForContent;
    expect(platforms.details).toEqual([{ platform: 'PATREON', platformUserId: '1002', name: 'Saffron' }]);
    expect(platforms.prices).toEqual([{ priceId: '3101', name: 'Per comic', amountInCents: 100, interval: 'PER_ITEM' }]);
    expect(await ink.db.query(`SELECT id FROM platform_connection WHERE content_uuid = $1`, [uuid])).toHaveLength(1);
  });

  it('a creator profile can be connected too (contentType creator); it has prices but no payment rules', async () => {
    const creator = await seedCreator();
    expect(await connectPatreon(people.owner, creator, PEPPER, 'INTERNAL_CREATOR')).toBe(`/dashboard/edit/payments/creator/${creator}?patreon=connected`);
    const platforms = expectOk(await people.owner.gql(GET_PLATFORMS, { contentUuid: creator, contentType: 'INTERNAL_CREATOR' })).getPlatformsForContent;
    expect(platforms).toMatchObject({ plans: ['PATREON'], details: [{ platformUserId: '1001' }], paymentRules: [] });
    expect(platforms.prices).toHaveLength(2);
  });

  it('Deny on Patreon: back to the payments page, "The Patreon connection was cancelled.", nothing stored', async () => {
    const { uuid } = await teamSeries(1);
    const page = `/dashboard/edit/payments/comicseries/${uuid}`;
    expect(await connectPatreon(people.owner, uuid, PEPPER, 'comicseries', 'deny')).toBe(refusedTo(page, PatreonConnectMessage.CANCELLED));
    expect(await ink.db.query(`SELECT id FROM platform_connection WHERE content_uuid = $1`, [uuid])).toEqual([]);
  });

  it('a Patreon account without a campaign cannot be connected: it has no tiers', async () => {
    const { uuid } = await teamSeries(1);
    expect(await connectPatreon(people.owner, uuid, FAN)).toBe(refusedTo(`/dashboard/edit/payments/comicseries/${uuid}`, PatreonConnectMessage.NO_CAMPAIGN));
    expect(await ink.db.query(`SELECT id FROM platform_connection WHERE content_uuid = $1`, [uuid])).toEqual([]);
  });

  it('Patreon failing (the token exchange, or the campaign read) is "Could not connect to Patreon. Please try again.", nothing stored', async () => {
    for (const path of ['/api/oauth2/token', '/api/oauth2/v2/campaigns/2001']) {
      const { uuid } = await teamSeries(1);
      patreon.fail(path, 503, 1);
      expect(await connectPatreon(people.owner, uuid)).toBe(refusedTo(`/dashboard/edit/payments/comicseries/${uuid}`, PatreonConnectMessage.FAILED));
      expect(await ink.db.query(`SELECT id FROM platform_connection WHERE content_uuid = $1`, [uuid])).toEqual([]);
    }
  });

  it('the callback checks its state: another user\'s, a tampered or a missing one is refused, and the code is not exchanged', async () => {
    const { uuid } = await teamSeries(1);
    patreon.setSigningInAccount(PEPPER.userId);
    const back = await consent(redirectOf(await connectForm(people.owner, uuid)), 'allow');
    const since = patreon.requests().length;
    const state = back.searchParams.get('state')!;
    const code = back.searchParams.get('code')!;
    const stateInvalid = refusedTo('/dashboard/creator', PatreonConnectMessage.STATE_INVALID);
    expect(redirectOf(await people.other.get(back.pathname + back.search))).toBe(stateInvalid);
    const [body, signature] = state.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), c: randomUUID() })).toString('base64url');
    for (const bad of [`${forged}.${signature}`, `${body}.${signature.slice(1)}x`, '', 'abc']) {
      expect(redirectOf(await people.owner.get(`/auth/patreon/callback?code=${code}&state=${encodeURIComponent(bad)}`))).toBe(stateInvalid);
    }
    expect(patreon.requests().slice(since)).toEqual([]);
    // The genuine answer still works afterwards.
    expect(redirectOf(await people.owner.get(back.pathname + back.search))).toBe(`/dashboard/edit/payments/comicseries/${uuid}?patreon=connected`);
  });

  it('only the payments permission may connect: admin, contributor, viewer and others go back with the no-access message, without reaching Patreon', async () => {
    const { uuid } = await teamSeries(1);
    const since = patreon.requests().length;
    for (const who of ['admin', 'contributor', 'viewer', 'other'] as const) {
      expect(redirectOf(await connectForm(people[who], uuid))).toBe(refusedTo(`/dashboard/edit/payments/comicseries/${uuid}`, ComicNotice.NO_ACCESS));
    }
    expect(redirectOf(await connectForm(people.owner, randomUUID()))).toMatch(/reason=You%20do%20not%20have%20access/);
    expect(patreon.requests().slice(since)).toEqual([]);
  });

  it('a form without a valid content goes to the dashboard with a reason; without a session to /login; without the CSRF token it is refused', async () => {
    const { uuid } = await teamSeries(1);
    for (const [contentUuid, contentType] of [['nope', 'comicseries'], [uuid, 'podcast'], ['', '']]) {
      expect(redirectOf(await connectForm(people.owner, contentUuid, contentType))).toBe(refusedTo('/dashboard/creator', PatreonConnectMessage.BAD_CONTENT));
    }
    expect(redirectOf(await connectForm(people.anonymous, uuid))).toBe('/login');
    expect(redirectOf(await people.anonymous.get(`/auth/patreon/callback?code=x&state=y`))).toBe('/login');
    expect((await connectForm(people.owner, uuid, 'comicseries', false)).status).toBe(403);
  });

  it('without PATREON_CLIENT_ID / PATREON_CLIENT_SECRET the form answers that Patreon is not configured', async () => {
    const { uuid } = await teamSeries(1);
    const saved = { PATREON_CLIENT_ID: config().PATREON_CLIENT_ID, PATREON_CLIENT_SECRET: config().PATREON_CLIENT_SECRET };
    try {
      for (const unset of [{ PATREON_CLIENT_ID: undefined }, { PATREON_CLIENT_SECRET: undefined }]) {
        Object.assign(config(), saved, unset);
        expect(redirectOf(await connectForm(people.owner, uuid))).toBe(refusedTo(`/dashboard/edit/payments/comicseries/${uuid}`, PatreonConnectMessage.NOT_CONFIGURED));
      }
    } finally {
      Object.assign(config(), saved);
    }
  });
});

// ================================================================ Webtoons intake

describe('the Webtoons intake (spec 001 §5, checked in this order, each with its own message)', () => {
  const filled = { webtoonsLink: 'https://www.webtoons.com/en/canvas/pepper-and-carrot/list?title_no=1', coverImageUrl: 'c', bannerImageUrl: 'b', thumbnailImageUrl: 't', avatarImageUrl: 'a', rating: 'COMICSERIES_KIDS' };
  it.each([
    ['nothing', {}, ComicMessage.WEBTOONS_LINK_REQUIRED],
    ['a blank link (everything else given)', { ...filled, webtoonsLink: '   ' }, ComicMessage.WEBTOONS_LINK_REQUIRED],
    ['a link that is not http(s)', { ...filled, webtoonsLink: 'webtoons.com/pepper' }, ValidationMessage.WEBTOON_LINK_INVALID],
    ['a link only', { webtoonsLink: filled.webtoonsLink }, ComicMessage.COVER_REQUIRED],
    ['no cover', { ...filled, coverImageUrl: '' }, ComicMessage.COVER_REQUIRED],
    ['no banner', { ...filled, bannerImageUrl: null }, ComicMessage.BANNER_REQUIRED],
    ['no banner, no thumbnail: the banner first', { ...filled, bannerImageUrl: '', thumbnailImageUrl: '' }, ComicMessage.BANNER_REQUIRED],
    ['no thumbnail', { ...filled, thumbnailImageUrl: ' ' }, ComicMessage.THUMBNAIL_REQUIRED],
    ['no avatar', { ...filled, avatarImageUrl: undefined }, ComicMessage.AVATAR_REQUIRED],
    ['no avatar, no rating: the avatar first', { ...filled, avatarImageUrl: '', rating: '' }, ComicMessage.AVATAR_REQUIRED],
    ['no rating', { ...filled, rating: '' }, ComicMessage.RATING_REQUIRED],
    ['an unknown rating', { ...filled, rating: 'EVERYONE' }, ComicMessage.RATING_INVALID],
  ] as [string, Record<string, unknown>, string][])('%s', async (_case, form, message) => {
    expectBadInput(await people.viewer.gql(ADD_WEBTOONS, form), message);
    expect(await ink.db.query(`SELECT 1 FROM webtoons_series_data WHERE user_id = $1`, [ids.viewer])).toEqual([]);
  });

  /** Uploads a generated image of `width`×`height` as `who` to a fresh directory of theirs, for `type`; its stored URL. */
  async function upload(who: Visitor, type: 'COVER' | 'BANNER' | 'THUMBNAIL' | 'AVATAR', width: number, height: number, shade = 40): Promise<string> {
    const bytes = await sharp({ create: { width, height, channels: 3, background: { r: shade, g: 120, b: 200 } } }).jpeg().toBuffer();
    const res = await who.gql(`mutation ($t: ImageUploadType!, $d: [String!]!, $c: [String!]!) { getUploadLinks(uploadType: $t, targetDirectories: $d, contentTypes: $c) }`, {
      t: type,
      d: [randomUUID()],
      c: ['image/jpeg'],
    });
    const [link] = expectOk(res).getUploadLinks as string[];
    const url = new URL(link);
    const put = await ink.http().put(url.pathname + url.search).set('content-type', 'image/jpeg').send(bytes);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    return link.split('?')[0];
  }

  async function images(who: Visitor, shade = 40) {
    return {
      coverImageUrl: await upload(who, 'COVER', 1920, 2880, shade),
      bannerImageUrl: await upload(who, 'BANNER', 1080, 642, shade),
      thumbnailImageUrl: await upload(who, 'THUMBNAIL', 600, 600, shade),
      avatarImageUrl: await upload(who, 'AVATAR', 1200, 1200, shade),
    };
  }

  it('saved with its four images: the values as sent (rating upper-cased, URLs without query), read back by getWebtoonsSeriesData', async () => {
    expect(expectOk(await people.contributor.gql(GET_WEBTOONS)).getWebtoonsSeriesData).toBeNull();
    const urls = await images(people.contributor);
    const saved = expectOk(await people.contributor.gql(ADD_WEBTOONS, { ...urls, coverImageUrl: `${urls.coverImageUrl}?token=abc`, webtoonsLink: ` ${filled.webtoonsLink} `, rating: ' comicseries_teens ' }))
      .addWebtoonsSeriesData;
    expect(saved).toEqual({ ...urls, webtoonsLink: filled.webtoonsLink, rating: 'COMICSERIES_TEENS' });
    expect(expectOk(await people.contributor.gql(GET_WEBTOONS)).getWebtoonsSeriesData).toEqual(saved);
    const [set] = await ink.db.query(`SELECT status, sources FROM image_set WHERE owner_type = 'WEBTOONS' AND owner_uuid = $1`, [webtoonsOwner(ids.contributor).uuid]);
    expect(set).toEqual({
      status: 'PROCESSING',
      sources: { cover: [urls.coverImageUrl], banner: [urls.bannerImageUrl], thumbnail: [urls.thumbnailImageUrl], avatar: [urls.avatarImageUrl] },
    });
  });

  it('sent again, it replaces the first: only the latest image per slot is kept', async () => {
    const first = await images(people.admin, 10);
    expectOk(await people.admin.gql(ADD_WEBTOONS, { ...filled, ...first }));
    const cover = await upload(people.admin, 'COVER', 1920, 2880, 90);
    const second = expectOk(await people.admin.gql(ADD_WEBTOONS, { ...filled, ...first, coverImageUrl: cover, rating: 'COMICSERIES_ADULTS' })).addWebtoonsSeriesData;
    expect(second).toMatchObject({ coverImageUrl: cover, bannerImageUrl: first.bannerImageUrl, rating: 'COMICSERIES_ADULTS' });
    expect(await ink.db.query(`SELECT cover_image_url FROM webtoons_series_data WHERE user_id = $1`, [ids.admin])).toEqual([{ cover_image_url: cover }]);
    const sets = await ink.db.query(`SELECT sources FROM image_set WHERE owner_type = 'WEBTOONS' AND owner_uuid = $1`, [webtoonsOwner(ids.admin).uuid]);
    expect(sets).toHaveLength(1);
    expect(sets[0].sources.cover).toEqual([cover]);
  });

  it('images are checked by the image pipeline, all-or-nothing: another user\'s upload or a foreign URL leaves nothing written', async () => {
    const mine = await images(people.other);
    const theirs = await upload(people.owner, 'COVER', 1920, 2880);
    expectNoAccess(await people.other.gql(ADD_WEBTOONS, { ...filled, ...mine, coverImageUrl: theirs }));
    expect(errorOf(await people.other.gql(ADD_WEBTOONS, { ...filled, ...mine, avatarImageUrl: 'https://example.com/avatar.jpg' })).code).toBe('BAD_USER_INPUT');
    expect(await ink.db.query(`SELECT 1 FROM webtoons_series_data WHERE user_id = $1`, [ids.other])).toEqual([]);
    expect(await ink.db.query(`SELECT 1 FROM image_set WHERE owner_type = 'WEBTOONS' AND owner_uuid = $1`, [webtoonsOwner(ids.other).uuid])).toEqual([]);
  });
});

// ================================================================ Permissions

type Who = keyof typeof people;
const EVERYONE: Who[] = ['owner', 'admin', 'contributor', 'viewer', 'other', 'anonymous'];

/**
 * Every operation of this file for the owner, each team member (ADMIN, CONTRIBUTOR, VIEWER rows of
 * content_permission), another user and nobody signed in (spec 001 §6; schema/src/team.ts):
 * view for reads, edit for add/update season, delete for delete season, payments for rules.
 */
describe('permissions: every operation for owner, team members, another user and anonymous', () => {
  /** `prepare` makes what the operation acts on (a fresh season or rule, so a delete that succeeds does not hide the next check); `written` measures what a refused call must leave alone. */
  const ops: {
    name: string;
    allowed: Who[];
    prepare?: () => Promise<string>;
    run: (who: Visitor, id: string) => Promise<{ errors?: GqlError[]; data?: unknown }>;
    written?: () => Promise<number>;
  }[] = [];
  let s: { uuid: string; episodes: string[] };
  let season: { id: string };

  const freshSeason = async () => (await addSeason(s.uuid, 'Fresh', s.episodes)).id as string;
  const freshRule = async () => expectOk(await people.owner.gql(ADD_RULE, { ...series(s.uuid), platform: 'PATREON', platformPriceId: '3001', ruleType: 'LAST_X', ruleValue: 1 })).addPaymentRuleForContent.id as string;
  const count = (table: string) => async () => Number((await ink.db.query(`SELECT count(*)::int AS n FROM ${table} WHERE content_uuid = $1`, [s.uuid]))[0].n);

  beforeAll(async () => {
    s = await connectedSeries(2);
    season = await addSeason(s.uuid, '1', s.episodes, true);
  });

  ops.push(
    { name: 'getGroupsForContent', allowed: ['owner', 'admin', 'contributor', 'viewer'], run: (v) => v.gql(GET_GROUPS, series(s.uuid)) },
    { name: 'addGroupForContent', allowed: ['owner', 'admin', 'contributor'], run: (v) => v.gql(ADD_GROUP, { ...series(s.uuid), name: 'X', items: s.episodes }), written: count('content_group') },
    {
      name: 'updateGroupForContent',
      allowed: ['owner', 'admin', 'contributor'],
      run: (v) => v.gql(UPDATE_GROUP, { ...series(s.uuid), id: season.id, name: '1', items: s.episodes, isCurrent: true }),
      written: async () => Number((await ink.db.query(`SELECT extract(epoch from updated_at)*1e6 AS t FROM content_group WHERE id = $1`, [season.id]))[0].t),
    },
    { name: 'deleteGroupForContent', allowed: ['owner', 'admin'], prepare: freshSeason, run: (v, id) => v.gql(DELETE_GROUP, { ...series(s.uuid), id }), written: count('content_group') },
    { name: 'getPlatformsForContent', allowed: ['owner', 'admin', 'contributor', 'viewer'], run: (v) => v.gql(GET_PLATFORMS, series(s.uuid)) },
    { name: 'getPaymentRulesForContent', allowed: ['owner', 'admin', 'contributor', 'viewer'], run: (v) => v.gql(GET_RULES, series(s.uuid)) },
    {
      name: 'addPaymentRuleForContent',
      allowed: ['owner'],
      run: (v) => v.gql(ADD_RULE, { ...series(s.uuid), platform: 'PATREON', platformPriceId: '3002', ruleType: 'LAST_X', ruleValue: 2 }),
      written: count('payment_rule'),
    },
    {
      name: 'updatePaymentRuleForContent',
      allowed: ['owner'],
      prepare: freshRule,
      run: (v, id) => v.gql(UPDATE_RULE, { ...series(s.uuid), id, platform: 'PATREON', platformPriceId: '3002', ruleType: 'GROUP', groupId: season.id }),
      written: async () => Number((await ink.db.query(`SELECT count(*)::int AS n FROM payment_rule WHERE content_uuid = $1 AND rule_type = 'GROUP'`, [s.uuid]))[0].n),
    },
    { name: 'deletePaymentRuleForContent', allowed: ['owner'], prepare: freshRule, run: (v, id) => v.gql(DELETE_RULE, { ...series(s.uuid), id }), written: count('payment_rule') },
    // The intake is each user's own record: anyone signed in.
    { name: 'getWebtoonsSeriesData', allowed: ['owner', 'admin', 'contributor', 'viewer', 'other'], run: (v) => v.gql(GET_WEBTOONS) },
    { name: 'addWebtoonsSeriesData (its first check)', allowed: [], run: (v) => v.gql(ADD_WEBTOONS, {}) },
  );

  for (const op of ops) {
    it.each(EVERYONE)(`${op.name} as %s`, async (who) => {
      const id = op.prepare ? await op.prepare() : '';
      const before = op.written ? await op.written() : null;
      const res = await op.run(people[who], id);
      if (who === 'anonymous') {
        const error = errorOf(res);
        expect({ code: error.code, message: error.message }).toEqual({ code: 'REQUIRES_USER_AUTHENTICATION', message: 'Log in to use the dashboard.' });
      } else if (op.name.startsWith('addWebtoonsSeriesData')) {
        expectBadInput(res, ComicMessage.WEBTOONS_LINK_REQUIRED);
      } else if (op.allowed.includes(who)) {
        expectOk(res);
      } else {
        expectNoAccess(res);
        if (op.written) expect(await op.written()).toBe(before);
      }
    });
  }

  it('nothing of a series leaks to a refused user: an unknown series answers the same', async () => {
    const unknown = await people.other.gql(GET_PLATFORMS, series(randomUUID()));
    const refused = await people.other.gql(GET_PLATFORMS, series(s.uuid));
    expect(refused).toEqual(unknown);
  });
});
