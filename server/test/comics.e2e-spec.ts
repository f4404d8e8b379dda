import { getQueueToken } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishDemoComic } from '../src/comics/demo-comic';
import { IssuesService } from '../src/comics/issues.service';
import { join } from 'node:path';
import { SHARED_DATA } from './support/paths';
import { Inkcast, startInkcast } from './support/harness';
import { Mailbox, startMailbox } from './support/mailbox';
import { SlotImages, slotImages, uploadImages } from './support/uploads';
import { Visitor, resetLoginLinkLimits, signUpCreator } from './support/visitor';
import { startWebhookReceiver, until } from './support/webhook-receiver';

/**
 * Issue 5 over the real api, worker, Postgres and Redis: the creator's journey through
 * /internal/graphql — series, creator profile, episodes published now, drafted and scheduled —
 * every message of spec 001 §5 for series, creators and episodes (table by table), images through
 * the pipeline, and scheduled publishing with the worker restarted in between.
 */

const SERIES_FIELDS = `uuid name description status imagesStatus imagesError coverImageUrl coverImageAsString bannerImageAsString thumbnailImageAsString
  genre1 genre2 genre3 language rating seriesType seriesStatus seriesLayout tags creatorsCount issuesCount datePublished createdAt permission`;
const ISSUE_FIELDS = `uuid seriesUuid name status imagesStatus hasImagesCurrentlyProcessing description pushNotificationMessage publishAt createdAt
  datePublished paymentRuleType dateExclusiveContentIsAvailable imageUrls storyImagesAsString position series { uuid status }`;
const CREATOR_FIELDS = `uuid name bio country avatarImageUrl avatarImageAsString links linkDetails { type value url } tags status imagesStatus permission`;

const ADD_SERIES = `mutation ($uuid: ID!, $name: String, $description: String, $genre1: String, $genre2: String, $genre3: String, $language: String,
  $rating: String, $tags: [String], $coverImageUrl: String, $bannerImageUrl: String, $thumbnailImageUrl: String, $seriesStatus: String,
  $seriesLayout: String, $seriesType: String) {
  addInternalComicForUser(uuid: $uuid, name: $name, description: $description, genre1: $genre1, genre2: $genre2, genre3: $genre3,
    language: $language, rating: $rating, tags: $tags, coverImageUrl: $coverImageUrl, bannerImageUrl: $bannerImageUrl,
    thumbnailImageUrl: $thumbnailImageUrl, seriesStatus: $seriesStatus, seriesLayout: $seriesLayout, seriesType: $seriesType) { ${SERIES_FIELDS} } }`;
const ADD_CREATOR = `mutation ($uuid: ID!, $name: String, $bio: String, $country: String, $tags: [String], $links: [String], $avatarImageUrl: String) {
  addInternalCreatorForUser(uuid: $uuid, name: $name, bio: $bio, country: $country, tags: $tags, links: $links, avatarImageUrl: $avatarImageUrl) { ${CREATOR_FIELDS} } }`;
const ADD_ISSUE = `mutation ($uuid: ID!, $seriesUuid: ID!, $name: String, $description: String, $pushNotificationMessage: String, $imageUrls: [String],
  $publishAt: Int, $dateExclusiveContentIsAvailable: Int) {
  addInternalComicIssueForUser(uuid: $uuid, seriesUuid: $seriesUuid, name: $name, description: $description, pushNotificationMessage: $pushNotificationMessage,
    imageUrls: $imageUrls, publishAt: $publishAt, dateExclusiveContentIsAvailable: $dateExclusiveContentIsAvailable) { ${ISSUE_FIELDS} } }`;
const UPDATE_ISSUE = `mutation ($uuid: ID!, $name: String, $imageUrls: [String], $publishAt: Int) {
  updateInternalComicIssueForUser(uuid: $uuid, name: $name, imageUrls: $imageUrls, publishAt: $publishAt) { ${ISSUE_FIELDS} } }`;
const SET_SERIES_STATUS = `mutation ($uuid: ID!, $status: InternalPublishStatus!) { updateStatusForInternalComicSeries(uuid: $uuid, status: $status) { uuid status datePublished } }`;
const ISSUES = `query ($s: ID!, $status: InternalPublishStatus, $limit: Int, $order: InternalSortOrder) {
  getInternalComicIssuesForSeries(seriesUuid: $s, filterForStatus: $status, limitPerPage: $limit, sortOrder: $order) { uuid name status position } }`;

let ink: Inkcast;
let mailbox: Mailbox;
let creator: Visitor;
let images: SlotImages;

beforeAll(async () => {
  mailbox = await startMailbox();
  ink = await startInkcast({ worker: true });
  await resetLoginLinkLimits(ink);
  creator = await signUpCreator(ink, mailbox);
  images = await slotImages();
}, 120_000);

afterAll(async () => {
  await ink?.close();
  await mailbox?.close();
});

const now = () => Math.floor(Date.now() / 1000);
/** The next 30-minute slot at least `minutes` ahead, epoch seconds. */
const slotAhead = (minutes = 31) => Math.ceil((now() + minutes * 60) / 1800) * 1800;

/** A valid series form with images uploaded to its own directory (spec 001 §5 Comic series). */
async function seriesForm(uuid = randomUUID(), as = creator) {
  const [coverImageUrl] = await uploadImages(ink, as, uuid, 'COVER', [images.cover]);
  const [bannerImageUrl] = await uploadImages(ink, as, uuid, 'BANNER', [images.banner]);
  const [thumbnailImageUrl] = await uploadImages(ink, as, uuid, 'THUMBNAIL', [images.thumbnail]);
  return {
    uuid,
    name: 'Pepper&Carrot',
    description: 'A young witch and her cat. Art by David Revoy, www.peppercarrot.com, CC BY 4.0.',
    genre1: 'COMICSERIES_FANTASY',
    genre2: 'COMICSERIES_COMEDY',
    language: 'ENGLISH',
    rating: 'COMICSERIES_KIDS',
    seriesStatus: 'ONGOING',
    seriesType: 'WEBTOON',
    seriesLayout: 'VERTICAL_SCROLL_TOP_TO_BOTTOM',
    tags: ['witch', 'cat'],
    coverImageUrl,
    bannerImageUrl,
    thumbnailImageUrl,
  };
}

async function ok<T = any>(visitor: Visitor, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await visitor.gql(query, variables);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data as T;
}

async function refused(visitor: Visitor, query: string, variables: Record<string, unknown>) {
  const res = await visitor.gql(query, variables);
  expect(res.errors, 'expected an error').toBeDefined();
  return res.errors![0];
}

/** A published series ready for episodes (images processed). */
async function publishedSeries(): Promise<string> {
  const form = await seriesForm();
  await ok(creator, ADD_SERIES, form);
  await ok(creator, SET_SERIES_STATUS, { uuid: form.uuid, status: 'PUBLISHED' });
  return form.uuid;
}

describe('comic series (spec 001 §3, §4, §5)', () => {
  it('created as a DRAFT owned by the creator; images PROCESSING then COMPLETE; published with a status update', async () => {
    const form = await seriesForm();
    const { addInternalComicForUser: s } = await ok(creator, ADD_SERIES, { ...form, genre1: ' comicseries_fantasy ', language: 'english' });
    expect(s).toMatchObject({
      uuid: form.uuid,
      status: 'DRAFT',
      imagesStatus: 'PROCESSING',
      genre1: 'COMICSERIES_FANTASY',
      genre2: 'COMICSERIES_COMEDY',
      genre3: null,
      language: 'ENGLISH',
      tags: ['witch', 'cat'],
      permission: 'OWNER',
      creatorsCount: 0,
      issuesCount: 0,
      coverImageAsString: null,
    });
    await until('series images', async () => (await ok(creator, `query ($u: ID!) { getInternalComicForUser(uuid: $u) { imagesStatus } }`, { u: form.uuid })).getInternalComicForUser.imagesStatus === 'COMPLETE');
    const { getInternalComicForUser: done } = await ok(creator, `query ($u: ID!) { getInternalComicForUser(uuid: $u) { ${SERIES_FIELDS} } }`, { u: form.uuid });
    expect(JSON.parse(done.coverImageAsString)).toMatchObject({ cover_sm: 'cover-sm.webp', cover_md: 'cover-md.webp', cover_lg: 'cover-lg.webp' });
    expect(JSON.parse(done.thumbnailImageAsString)).toMatchObject({ thumbnail: 'thumbnail.webp' });

    const { me } = await ok(creator, '{ me { isCreator } }', {});
    expect(me.isCreator).toBe(true);
    const { getMyInternalSeries } = await ok(creator, '{ getMyInternalSeries { uuid } }', {});
    expect(getMyInternalSeries.map((x: { uuid: string }) => x.uuid)).toContain(form.uuid);

    const { updateStatusForInternalComicSeries: published } = await ok(creator, SET_SERIES_STATUS, { uuid: form.uuid, status: 'PUBLISHED' });
    expect(published.status).toBe('PUBLISHED');
    expect(published.datePublished).toBeGreaterThan(now() - 60);
    expect((await refused(creator, SET_SERIES_STATUS, { uuid: form.uuid, status: 'SCHEDULED' })).message).toBe('A comic is either DRAFT or PUBLISHED.');
  });

  // Every message of §5 "Comic series", in the spec's order, each from an otherwise valid form.
  it.each([
    ['name blank', { name: '  ' }, 'Name cannot be blank'],
    ['name over 50', { name: 'x'.repeat(51) }, 'Name cannot be longer than 50 characters'],
    ['short description blank', { description: '' }, 'Short description cannot be blank'],
    ['short description over 500', { description: 'x'.repeat(501) }, 'Short description cannot be longer than 500 characters'],
    ['no cover', { coverImageUrl: null }, 'You need to upload cover art'],
    ['no banner', { bannerImageUrl: '' }, 'You need to upload a banner'],
    ['no thumbnail', { thumbnailImageUrl: null }, 'You need to upload a thumbnail'],
    ['no genre 1', { genre1: '' }, 'You need to pick a genre from Genre 1'],
    ['no language', { language: null }, 'You need to pick a language'],
    ['no rating', { rating: null }, 'You need to pick a rating'],
    ['no status', { seriesStatus: ' ' }, 'You need to pick a status'],
    ['13 tags', { tags: Array.from({ length: 13 }, (_, i) => `t${i}`) }, 'You can only have maximum 12 tags'],
    ['an unknown genre', { genre2: 'COMICSERIES_COOKING' }, 'Contains an Invalid Genre'],
    ['a podcast genre', { genre1: 'PODCASTSERIES_ARTS' }, 'Contains an Invalid Genre'],
    ['genre 2 equal to genre 1', { genre2: 'comicseries_fantasy' }, 'Each genre can only be picked once'],
    ['genre 3 equal to genre 2', { genre3: 'COMICSERIES_COMEDY' }, 'Each genre can only be picked once'],
    ['an unknown language', { language: 'KLINGON' }, 'Invalid Language'],
    ['an unknown rating', { rating: 'PG13' }, 'Invalid Content Rating'],
    ['an unknown series type', { seriesType: 'zine' }, 'Invalid SeriesType'],
    ['an unknown series status', { seriesStatus: 'PAUSED' }, 'Invalid Series Status'],
    ['an unknown layout', { seriesLayout: 'SIDEWAYS' }, 'Invalid SeriesLayout'],
  ])('refuses %s with the spec message, writing nothing', async (_what, change, message) => {
    const form = { ...(await seriesForm()), ...change };
    const error = await refused(creator, ADD_SERIES, form);
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message });
    const [{ n }] = await ink.db.query(`SELECT count(*)::int AS n FROM comic_series WHERE uuid = $1`, [form.uuid]);
    expect(n).toBe(0);
  });

  it('an empty series type is nothing (not an error); a uuid is taken once; an image of another user is refused', async () => {
    const form = await seriesForm();
    const { addInternalComicForUser: s } = await ok(creator, ADD_SERIES, { ...form, seriesType: '  ' });
    expect(s.seriesType).toBeNull();
    expect((await refused(creator, ADD_SERIES, form)).message).toBe('This comic already exists.');
    const other = await signUpCreator(ink, mailbox);
    const theirs = await seriesForm(randomUUID(), other);
    expect((await refused(creator, ADD_SERIES, { ...(await seriesForm()), coverImageUrl: theirs.coverImageUrl })).code).toBe('ACCESS_NOT_ALLOWED');
  });

  it("another user cannot see, change or delete the series: the same answer as for no series at all", async () => {
    const form = await seriesForm();
    await ok(creator, ADD_SERIES, form);
    const other = await signUpCreator(ink, mailbox);
    expect((await ok(other, `query ($u: ID!) { getInternalComicForUser(uuid: $u) { uuid } }`, { u: form.uuid })).getInternalComicForUser).toBeNull();
    expect((await ok(other, `query ($u: ID!) { getInternalComicForUser(uuid: $u) { uuid } }`, { u: randomUUID() })).getInternalComicForUser).toBeNull();
    for (const [query, vars] of [
      [SET_SERIES_STATUS, { uuid: form.uuid, status: 'PUBLISHED' }],
      [`mutation ($u: ID!) { deleteInternalComicForUser(uuid: $u) }`, { u: form.uuid }],
      [SET_SERIES_STATUS, { uuid: randomUUID(), status: 'PUBLISHED' }],
    ] as const) {
      expect(await refused(other, query, vars)).toMatchObject({ code: 'ACCESS_NOT_ALLOWED', message: 'You do not have access to view this page.' });
    }
    const anonymous = await new Visitor(ink).gql(`{ getMyInternalSeries { uuid } }`);
    expect(anonymous.errors?.[0].code).toBe('REQUIRES_USER_AUTHENTICATION');
  });

  it('deleting a series removes its episodes', async () => {
    const series = await publishedSeries();
    const pages = await uploadImages(ink, creator, series, 'STORY', images.pages.slice(0, 1));
    await ok(creator, ADD_ISSUE, { uuid: randomUUID(), seriesUuid: series, name: 'One', imageUrls: pages, publishAt: now() });
    expect((await ok(creator, `mutation ($u: ID!) { deleteInternalComicForUser(uuid: $u) }`, { u: series })).deleteInternalComicForUser).toBe(series);
    const [{ n }] = await ink.db.query(`SELECT count(*)::int AS n FROM comic_issue WHERE series_uuid = $1`, [series]);
    expect(n).toBe(0);
  });
});

describe('creator profiles (spec 001 §3 Creator, §5)', () => {
  async function creatorForm(uuid = randomUUID()) {
    const [avatarImageUrl] = await uploadImages(ink, creator, uuid, 'AVATAR', [images.avatar]);
    return { uuid, name: 'David Revoy', bio: 'Painter of Pepper&Carrot.', country: 'france', tags: ['#art', ' comics '], links: ['INSTAGRAM:davidrevoy', 'EMAIL:info@davidrevoy.com', 'MASTODON:davidrevoy@framapiaf.org', 'WEBSITE:', ':x'], avatarImageUrl };
  }

  it('created with links turned into full links, tags cleaned, the country upper-cased; published and unpublished', async () => {
    const form = await creatorForm();
    const { addInternalCreatorForUser: c } = await ok(creator, ADD_CREATOR, form);
    expect(c).toMatchObject({ uuid: form.uuid, name: 'David Revoy', country: 'FRANCE', tags: ['art', 'comics'], status: 'DRAFT', permission: 'OWNER' });
    expect(c.links).toEqual(['INSTAGRAM:davidrevoy', 'EMAIL:info@davidrevoy.com', 'MASTODON:davidrevoy@framapiaf.org']);
    expect(c.linkDetails).toEqual([
      { type: 'INSTAGRAM', value: 'davidrevoy', url: 'https://instagram.com/davidrevoy' },
      { type: 'EMAIL', value: 'info@davidrevoy.com', url: 'mailto:info@davidrevoy.com' },
      { type: 'MASTODON', value: 'davidrevoy@framapiaf.org', url: 'https://framapiaf.org/@davidrevoy' },
    ]);
    await until('avatar', async () => (await ok(creator, `query ($u: ID!) { getInternalCreatorForUser(uuid: $u) { imagesStatus } }`, { u: form.uuid })).getInternalCreatorForUser.imagesStatus === 'COMPLETE');
    const status = `mutation ($u: ID!, $s: InternalPublishStatus!) { updateStatusForInternalCreator(uuid: $u, status: $s) { status } }`;
    expect((await ok(creator, status, { u: form.uuid, s: 'PUBLISHED' })).updateStatusForInternalCreator.status).toBe('PUBLISHED');
    const { getInternalCreatorsForUser } = await ok(creator, `{ getInternalCreatorsForUser(permissionType: CONTRIBUTOR) { uuid } }`, {});
    expect(getInternalCreatorsForUser.map((x: { uuid: string }) => x.uuid)).toContain(form.uuid);
  });

  it.each([
    ['name blank', { name: '' }, 'Name cannot be blank'],
    ['name over 60', { name: 'x'.repeat(61) }, 'Name cannot be longer than 60 characters'],
    ['bio over 260', { bio: 'x'.repeat(261) }, 'Bio cannot be longer than 260 characters'],
    ['no photo', { avatarImageUrl: '' }, 'You need to upload a photo of yourself'],
    ['13 tags', { tags: Array.from({ length: 13 }, (_, i) => `t${i}`) }, 'You can only have maximum 12 tags'],
    ['26 links', { links: Array.from({ length: 26 }, (_, i) => `WEBSITE:https://example.com/${i}`) }, 'You can only add 25 links'],
    ['an e-mail link that is no address', { links: ['EMAIL:not-an-address'] }, 'Email not-an-address does not look valid'],
    ['a Mastodon link without its server', { links: ['MASTODON:pepper'] }, 'Mastodon username @pepper does not look valid'],
    ['an unknown link type', { links: ['MYSPACE:tom'] }, 'Invalid Link Type'],
    ['an unknown country', { country: 'ATLANTIS' }, 'Invalid Country'],
  ])('refuses %s with the spec message', async (_what, change, message) => {
    const form = { ...(await creatorForm()), ...change };
    expect(await refused(creator, ADD_CREATOR, form)).toMatchObject({ code: 'BAD_USER_INPUT', message });
  });
});

describe('episodes: now, draft, scheduled (spec 001 §4, §5)', () => {
  it('published now: PUBLISHED with position 1, 2, …; in the current season; a draft keeps no position; lists by tab', async () => {
    const series = await publishedSeries();
    await ink.db.query(`INSERT INTO content_group (uuid, content_uuid, content_type, name, is_current) VALUES ($1, $2, 'COMICSERIES', '1', true)`, [randomUUID(), series]);
    const pages = await uploadImages(ink, creator, series, 'STORY', images.pages);
    const first = randomUUID();
    const { addInternalComicIssueForUser: a } = await ok(creator, ADD_ISSUE, { uuid: first, seriesUuid: series, name: ' Potion of Flight ', description: '', pushNotificationMessage: '  ', imageUrls: pages, publishAt: now() });
    expect(a).toMatchObject({ name: 'Potion of Flight', status: 'PUBLISHED', position: 1, description: null, pushNotificationMessage: null, paymentRuleType: 'FREE', series: { uuid: series, status: 'PUBLISHED' } });
    expect(a.imagesStatus).toBe('PROCESSING');
    const second = randomUUID();
    const { addInternalComicIssueForUser: b } = await ok(creator, ADD_ISSUE, { uuid: second, seriesUuid: series, name: 'Two', imageUrls: pages.slice(0, 1), publishAt: now() - 100 });
    expect(b.position).toBe(2);
    const draft = randomUUID();
    const { addInternalComicIssueForUser: d } = await ok(creator, ADD_ISSUE, { uuid: draft, seriesUuid: series, name: 'Draft', imageUrls: pages.slice(1, 2), publishAt: null });
    expect(d).toMatchObject({ status: 'DRAFT', position: null, datePublished: null });
    const [{ items }] = await ink.db.query(`SELECT items FROM content_group WHERE content_uuid = $1`, [series]);
    expect(items).toEqual([first, second]);

    const published = (await ok(creator, ISSUES, { s: series, status: 'PUBLISHED', order: 'OLDEST' })).getInternalComicIssuesForSeries;
    expect(published.map((i: { uuid: string }) => i.uuid)).toEqual([first, second]);
    expect((await ok(creator, ISSUES, { s: series, status: 'DRAFT' })).getInternalComicIssuesForSeries.map((i: { uuid: string }) => i.uuid)).toEqual([draft]);
    expect((await ok(creator, ISSUES, { s: series, limit: 2 })).getInternalComicIssuesForSeries).toHaveLength(2);
    await until('story images', async () => (await ok(creator, `query ($u: ID!, $s: ID!) { getInternalComicIssue(uuid: $u, seriesUuid: $s) { imagesStatus } }`, { u: first, s: series })).getInternalComicIssue.imagesStatus === 'COMPLETE');
    const { getInternalComicIssue: done } = await ok(creator, `query ($u: ID!, $s: ID!) { getInternalComicIssue(uuid: $u, seriesUuid: $s) { storyImagesAsString hasImagesCurrentlyProcessing } }`, { u: first, s: series });
    expect(done.storyImagesAsString.map((s: string) => JSON.parse(s).story)).toEqual(['story.webp', 'story.webp', 'story.webp']);
    expect(done.hasImagesCurrentlyProcessing).toBe(false);

    // The draft published later by an update takes the next position; a published episode stays published.
    const { updateInternalComicIssueForUser: u } = await ok(creator, UPDATE_ISSUE, { uuid: draft, name: 'Three', imageUrls: pages.slice(1, 2), publishAt: now() });
    expect(u).toMatchObject({ status: 'PUBLISHED', position: 3 });
    const { updateInternalComicIssueForUser: kept } = await ok(creator, UPDATE_ISSUE, { uuid: first, name: 'Renamed', imageUrls: pages, publishAt: null });
    expect(kept).toMatchObject({ status: 'PUBLISHED', name: 'Renamed', position: 1 });
  });

  it.each([
    ['no title', { name: ' ' }, 'Title cannot be blank'],
    ['a title over 50', { name: 'x'.repeat(51) }, 'Title cannot be longer than 50 characters'],
    ['no story image', { imageUrls: [] }, 'You need to upload at least one image'],
    ['a push message over 100', { pushNotificationMessage: 'x'.repeat(101) }, 'Your push notification message cannot be longer than 100 characters'],
    ['a creator note over 360', { description: 'x'.repeat(361) }, 'Your creator note cannot be longer than 360 characters'],
    ['a schedule more than a year ahead', { publishAt: slotAhead(366 * 24 * 60) }, 'The scheduled date must be between now and one year from now'],
    ['a schedule off the 30-minute steps', { publishAt: slotAhead() + 600 }, 'The scheduled time must be on the hour or half hour'],
    ['a free date off the 30-minute steps', { dateExclusiveContentIsAvailable: slotAhead() + 60 }, 'The time the episode becomes free must be on the hour or half hour'],
  ])('refuses %s with the message', async (_what, change, message) => {
    const series = await publishedSeries();
    const pages = await uploadImages(ink, creator, series, 'STORY', images.pages.slice(0, 1));
    const error = await refused(creator, ADD_ISSUE, { uuid: randomUUID(), seriesUuid: series, name: 'Ep', imageUrls: pages, publishAt: null, ...change });
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message });
  });

  it('scheduling is blocked while the series is not published', async () => {
    const form = await seriesForm();
    await ok(creator, ADD_SERIES, form);
    const pages = await uploadImages(ink, creator, form.uuid, 'STORY', images.pages.slice(0, 1));
    const error = await refused(creator, ADD_ISSUE, { uuid: randomUUID(), seriesUuid: form.uuid, name: 'Ep', imageUrls: pages, publishAt: slotAhead() });
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Publish your comic before scheduling an episode' });
  });

  it('a scheduled episode publishes at its time, with the worker restarted in between; never twice; a rescheduled or deleted one never early', async () => {
    const series = await publishedSeries();
    const pages = await uploadImages(ink, creator, series, 'STORY', images.pages.slice(0, 1));
    const issues = ink.app.get(IssuesService);
    const publishing = ink.app.get<Queue>(getQueueToken('publishing'));
    const [due, moved, removed] = [randomUUID(), randomUUID(), randomUUID()];
    const at = slotAhead();
    for (const uuid of [due, moved, removed]) {
      const { addInternalComicIssueForUser: s } = await ok(creator, ADD_ISSUE, { uuid, seriesUuid: series, name: 'Later', imageUrls: pages, publishAt: at });
      expect(s).toMatchObject({ status: 'SCHEDULED', publishAt: at, position: null });
    }
    const job = await publishing.getJob(`${due}-${at}`);
    expect(job?.name).toBe('publish-issue');
    expect(Math.abs(job!.opts.delay! - (at * 1000 - Date.now()))).toBeLessThan(60_000);

    // Rescheduled to a later slot, and deleted: their old jobs must not publish them.
    const later = at + 1800;
    expect((await ok(creator, UPDATE_ISSUE, { uuid: moved, name: 'Moved', imageUrls: pages, publishAt: later })).updateInternalComicIssueForUser).toMatchObject({ status: 'SCHEDULED', publishAt: later });
    await ok(creator, `mutation ($u: ID!) { deleteInternalComicIssueForUser(uuid: $u) }`, { u: removed });

    // The worker goes down; time passes (the due episode's time is brought forward to now + 2 s).
    await ink.worker!.close();
    ink.worker = null;
    await ink.db.query(`UPDATE comic_issue SET publish_at = now() + interval '2 seconds' WHERE uuid = $1`, [due]);
    await issues.schedule({ uuid: due, publishAt: now() + 2 });
    await new Promise((r) => setTimeout(r, 3000));
    const [{ status: waiting }] = await ink.db.query(`SELECT status FROM comic_issue WHERE uuid = $1`, [due]);
    expect(waiting).toBe('SCHEDULED');
    await ink.startWorker();
    await until('the due episode to publish', async () => (await ink.db.query(`SELECT status FROM comic_issue WHERE uuid = $1`, [due]))[0].status === 'PUBLISHED', 30_000);

    const rows: { uuid: string; status: string; position: number | null }[] = await ink.db.query(`SELECT uuid, status, position FROM comic_issue WHERE series_uuid = $1 ORDER BY created_at`, [series]);
    expect(rows.map((r) => [r.uuid, r.status, r.position])).toEqual([
      [due, 'PUBLISHED', 1],
      [moved, 'SCHEDULED', null],
    ]);
    // Re-delivered jobs and sweeps publish nothing more.
    expect(await issues.publishDue()).toEqual([]);
    const [{ n }] = await ink.db.query(`SELECT count(*)::int AS n FROM outbox_event WHERE uuid = $1`, [due]).catch(() => [{ n: 0 }]);
    expect(n).toBeLessThanOrEqual(1);
  }, 90_000);

  it('the sweeper publishes what the queue lost (Redis flushed)', async () => {
    const series = await publishedSeries();
    const pages = await uploadImages(ink, creator, series, 'STORY', images.pages.slice(0, 1));
    const uuid = randomUUID();
    await ok(creator, ADD_ISSUE, { uuid, seriesUuid: series, name: 'Lost job', imageUrls: pages, publishAt: slotAhead() });
    const publishing = ink.app.get<Queue>(getQueueToken('publishing'));
    await publishing.drain(true);
    await ink.db.query(`UPDATE comic_issue SET publish_at = now() - interval '1 second' WHERE uuid = $1`, [uuid]);
    await until('the sweeper to publish it', async () => (await ink.db.query(`SELECT status FROM comic_issue WHERE uuid = $1`, [uuid]))[0].status === 'PUBLISHED', 40_000);
  }, 60_000);
});

describe('the demo comic (issue 5 "Demo")', () => {
  it('is published through the creator services from the shared images, once however often it runs', async () => {
    const dir = join(SHARED_DATA, 'comics/pepper-and-carrot');
    const first = await publishDemoComic(ink.app, dir, 'demo-creator@inkcast.test');
    expect(first.episodes.map((e) => e.status)).toEqual(['PUBLISHED', 'PUBLISHED', 'SCHEDULED', 'DRAFT']);
    const again = await publishDemoComic(ink.app, dir, 'demo-creator@inkcast.test');
    expect(again).toEqual(first);
    const [{ n }] = await ink.db.query(`SELECT count(*)::int AS n FROM comic_issue WHERE series_uuid = $1`, [first.seriesUuid]);
    expect(n).toBe(4);
    const [series] = await ink.db.query(`SELECT status, description FROM comic_series WHERE uuid = $1`, [first.seriesUuid]);
    expect(series.status).toBe('PUBLISHED');
    expect(series.description).toContain('David Revoy');
    expect(series.description).toContain('CC BY 4.0');
    await until('the demo images', async () => {
      const sets: { status: string }[] = await ink.db.query(`SELECT status FROM image_set WHERE owner_uuid = ANY($1::uuid[])`, [[first.seriesUuid, first.creatorUuid, ...first.episodes.map((e) => e.uuid)]]);
      return sets.length === 6 && sets.every((x) => x.status === 'COMPLETE');
    }, 90_000);
  }, 120_000);
});

describe('webhook events of comics (contract §9, issue 6)', () => {
  it('publishing a series and its episodes sends comicseries.created, comicissue.created and one new_issues_released, with their data', async () => {
    const dev = await ink.developer('BUSINESS');
    const receiver = await startWebhookReceiver();
    try {
      const events = ['comicseries.created', 'comicseries.updated', 'comicseries.new_issues_released', 'comicissue.created', 'creator.created'];
      const add = await ink.gql(`mutation ($u: String!, $e: [String!]!) { addWebhookUrlForUser(endpointUrl: $u, webhookEvents: $e) { id webhookSecret } }`, { u: receiver.url(), e: events }, dev);
      expect(add.errors).toBeUndefined();
      receiver.secret = add.data.addWebhookUrlForUser.webhookSecret;

      const form = await seriesForm();
      await ok(creator, ADD_SERIES, form);
      await until('series images', async () => (await ink.db.query(`SELECT status FROM image_set WHERE owner_uuid = $1`, [form.uuid]))[0].status === 'COMPLETE');
      await ok(creator, SET_SERIES_STATUS, { uuid: form.uuid, status: 'PUBLISHED' });
      const pages = await uploadImages(ink, creator, form.uuid, 'STORY', images.pages.slice(0, 2));
      const [a, b] = [randomUUID(), randomUUID()];
      await ok(creator, ADD_ISSUE, { uuid: a, seriesUuid: form.uuid, name: 'First', imageUrls: pages.slice(0, 1), publishAt: now() });
      await ok(creator, ADD_ISSUE, { uuid: b, seriesUuid: form.uuid, name: 'Second', imageUrls: pages.slice(1), publishAt: null });

      const about = () => receiver.delivered().map((d) => d.payload).filter((p) => p.uuid === form.uuid || p.data?.seriesUuid === form.uuid);
      await until('the events', () => about().length >= 3, 30_000);
      await new Promise((r) => setTimeout(r, 1000));
      const got = about();
      expect(got.map((p) => p.type).sort()).toEqual(['comicissue.created', 'comicseries.created', 'comicseries.new_issues_released']);
      const created = got.find((p) => p.type === 'comicseries.created');
      expect(created.data).toMatchObject({ uuid: form.uuid, name: 'Pepper&Carrot', status: 'ONGOING', genres: ['COMICSERIES_FANTASY', 'COMICSERIES_COMEDY'], language: 'ENGLISH', tags: ['witch', 'cat'] });
      expect(created.data.coverImageUrl).toMatch(/cover-sm\.webp$/);
      const issue = got.find((p) => p.type === 'comicissue.created');
      expect(issue).toMatchObject({ uuid: a, taddyType: 'comicissue', action: 'created', data: { uuid: a, seriesUuid: form.uuid, name: 'First', position: 1 } });
      // The draft sent nothing.
      expect(receiver.delivered().some((d) => d.payload.uuid === b)).toBe(false);
    } finally {
      await receiver.close();
    }
  }, 90_000);
});
