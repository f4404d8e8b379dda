import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorContentUuid, storyUuid } from '../src/comics/public/public-views';
import { Credentials, GqlResponse, Inkcast, startInkcast } from './support/harness';

// ---------------------------------------------------------------------------------------------
// Seeding: rows as the dashboard and the image pipeline write them (direct SQL, one line per item).

const IMAGES = 'http://inkcast.test/files/images';
const HOUR = 3600;
const now = () => Math.floor(Date.now() / 1000);

type Outputs = Record<string, Record<string, string>[]>;

/** A processed avatar/cover/banner as the pipeline stores it: base_url + sm/md/lg files. */
function sized(base: 'cover' | 'banner' | 'avatar', folder: string = randomUUID()): Record<string, string> {
  return { base_url: `${IMAGES}/${folder}/`, [`${base}_sm`]: `${base}-sm.webp`, [`${base}_md`]: `${base}-md.webp`, [`${base}_lg`]: `${base}-lg.webp` };
}
/** A processed thumbnail or story page: base_url + one file. */
function single(base: 'thumbnail' | 'story', folder: string = randomUUID()): Record<string, string> {
  return { base_url: `${IMAGES}/${folder}/`, [base]: `${base}.webp` };
}

let ink: Inkcast;
let dev: Credentials;
let ownerId: number;

async function seedImages(ownerType: 'COMICSERIES' | 'COMICISSUE' | 'CREATOR', uuid: string, status: string | null, outputs: Outputs | null) {
  if (status === null) return;
  await ink.db.query(
    `INSERT INTO image_set (owner_type, owner_uuid, user_id, status, sources, outputs) VALUES ($1, $2, $3, $4, '{}', $5)
     ON CONFLICT (owner_type, owner_uuid) DO UPDATE SET status = $4, outputs = $5`,
    [ownerType, uuid, ownerId, status, outputs && JSON.stringify(outputs)],
  );
}

interface SeriesSeed {
  uuid?: string;
  name?: string;
  description?: string;
  status?: 'DRAFT' | 'PUBLISHED';
  genres?: string[];
  language?: string | null;
  contentRating?: string | null;
  seriesType?: string | null;
  seriesStatus?: string | null;
  seriesLayout?: string | null;
  tags?: string[];
  datePublished?: number;
  imagesStatus?: 'COMPLETE' | 'PROCESSING' | null;
  images?: Outputs;
}

async function seedSeries(s: SeriesSeed = {}): Promise<string> {
  const uuid = s.uuid ?? randomUUID();
  await ink.db.query(
    `INSERT INTO comic_series (uuid, owner_id, name, description, status, genres, language, content_rating, series_type, series_status, series_layout, tags, date_published)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, to_timestamp($13))`,
    [
      uuid, ownerId, s.name ?? `Series ${uuid.slice(0, 8)}`, s.description ?? 'A comic.', s.status ?? 'PUBLISHED',
      s.genres ?? ['COMICSERIES_ACTION'], s.language === undefined ? 'ENGLISH' : s.language,
      s.contentRating === undefined ? 'COMICSERIES_TEENS' : s.contentRating, s.seriesType === undefined ? 'WEBTOON' : s.seriesType,
      s.seriesStatus === undefined ? 'ONGOING' : s.seriesStatus, s.seriesLayout === undefined ? 'VERTICAL_SCROLL_TOP_TO_BOTTOM' : s.seriesLayout,
      s.tags ?? [], s.datePublished ?? now() - 30 * 24 * HOUR,
    ],
  );
  const images = s.images ?? { cover: [sized('cover')], banner: [sized('banner')], thumbnail: [single('thumbnail')] };
  await seedImages('COMICSERIES', uuid, s.imagesStatus === undefined ? 'COMPLETE' : s.imagesStatus, images);
  return uuid;
}

interface IssueSeed {
  uuid?: string;
  name?: string;
  status?: 'DRAFT' | 'SCHEDULED' | 'PUBLISHED';
  position?: number | null;
  datePublished?: number;
  dateExclusive?: number | null;
  creatorNote?: string | null;
  pushNotificationMessage?: string | null;
  /** Story pages (one processed image each), by folder name. */
  stories?: string[];
  extra?: Outputs;
  imagesStatus?: 'COMPLETE' | 'PROCESSING' | null;
}

async function seedIssue(seriesUuid: string, i: IssueSeed = {}): Promise<{ uuid: string; stories: Record<string, string>[] }> {
  const uuid = i.uuid ?? randomUUID();
  const status = i.status ?? 'PUBLISHED';
  await ink.db.query(
    `INSERT INTO comic_issue (uuid, series_uuid, name, creator_note, push_notification_message, status, publish_at, date_published,
       date_exclusive_content_is_available, position)
     VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $6 = 'PUBLISHED' THEN to_timestamp($8) END, to_timestamp($9), $10)`,
    [
      uuid, seriesUuid, i.name ?? `Issue ${uuid.slice(0, 8)}`, i.creatorNote ?? null, i.pushNotificationMessage ?? null, status,
      status === 'SCHEDULED' ? new Date((now() + 7 * 24 * HOUR) * 1000) : null, i.datePublished ?? now() - 24 * HOUR,
      i.dateExclusive ?? null, i.position === undefined ? (status === 'PUBLISHED' ? 1 : null) : i.position,
    ],
  );
  const stories = (i.stories ?? [randomUUID()]).map((folder) => single('story', folder));
  await seedImages('COMICISSUE', uuid, i.imagesStatus === undefined ? 'COMPLETE' : i.imagesStatus, { story: stories, ...(i.extra ?? {}) });
  return { uuid, stories };
}

/** Published issues 1..n of a series, position = index, each a day apart, oldest first. */
async function seedIssues(seriesUuid: string, n: number, over: (position: number) => IssueSeed = () => ({})): Promise<string[]> {
  const uuids: string[] = [];
  for (let p = 1; p <= n; p++) {
    uuids.push((await seedIssue(seriesUuid, { name: `Chapter ${p}`, position: p, datePublished: now() - (n - p + 1) * 24 * HOUR, ...over(p) })).uuid);
  }
  return uuids;
}

interface CreatorSeed {
  uuid?: string;
  name?: string;
  bio?: string | null;
  country?: string | null;
  tags?: string[];
  links?: string[];
  status?: 'DRAFT' | 'PUBLISHED';
  datePublished?: number;
  imagesStatus?: 'COMPLETE' | 'PROCESSING' | null;
  avatar?: Record<string, string>;
}

async function seedCreator(c: CreatorSeed = {}): Promise<string> {
  const uuid = c.uuid ?? randomUUID();
  await ink.db.query(
    `INSERT INTO creator (uuid, owner_id, name, bio, country, tags, links, status, date_published) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, to_timestamp($9))`,
    [uuid, ownerId, c.name ?? `Creator ${uuid.slice(0, 8)}`, c.bio ?? null, c.country === undefined ? 'CANADA' : c.country, c.tags ?? [], c.links ?? [], c.status ?? 'PUBLISHED', c.datePublished ?? now() - 10 * 24 * HOUR],
  );
  await seedImages('CREATOR', uuid, c.imagesStatus === undefined ? 'COMPLETE' : c.imagesStatus, { avatar: [c.avatar ?? sized('avatar')] });
  return uuid;
}

/** A creator's credit on a series; `addedSecondsAgo` orders the credits (older = earlier on the lists). */
async function seedCredit(creatorUuid: string, seriesUuid: string, roles: string[], opts: { approved?: boolean; addedSecondsAgo?: number } = {}) {
  await ink.db.query(
    `INSERT INTO creator_content (creator_uuid, content_uuid, content_type, roles, is_approved, created_at)
     VALUES ($1, $2, 'COMICSERIES', $3, $4, now() - make_interval(secs => $5))`,
    [creatorUuid, seriesUuid, roles, opts.approved ?? true, opts.addedSecondsAgo ?? 0],
  );
}

async function seedGroup(seriesUuid: string, items: string[], isCurrent: boolean): Promise<number> {
  const rows = await ink.db.query(
    `INSERT INTO content_group (uuid, content_uuid, content_type, name, items, is_current) VALUES ($1, $2, 'COMICSERIES', '1', $3, $4) RETURNING id`,
    [randomUUID(), seriesUuid, items, isCurrent],
  );
  return rows[0].id;
}

async function seedPaymentRule(seriesUuid: string, rule: { ruleType: 'LAST_X'; ruleValue: number } | { ruleType: 'GROUP'; groupId: number }) {
  await ink.db.query(
    `INSERT INTO payment_rule (content_uuid, content_type, platform, platform_price_id, rule_type, rule_value, group_id)
     VALUES ($1, 'COMICSERIES', 'PATREON', 'tier-1', $2, $3, $4)`,
    [seriesUuid, rule.ruleType, rule.ruleType === 'LAST_X' ? rule.ruleValue : null, rule.ruleType === 'GROUP' ? rule.groupId : null],
  );
}

// ---------------------------------------------------------------------------------------------
// Helpers

/** Runs a query as the Pro developer and expects no errors. */
async function ok<D = any>(query: string, variables: Record<string, unknown> = {}): Promise<D> {
  const res = await ink.gql<D>(query, variables, dev);
  expect(res.status).toBe(200);
  expect(res.errors).toBeUndefined();
  return res.data as D;
}

/** Expects one BAD_USER_INPUT error with this message at this path, the field null. */
function expectBadUserInput(res: GqlResponse, message: string, path: (string | number)[]) {
  expect(res.status).toBe(200);
  expect(res.errors).toHaveLength(1);
  expect(res.errors![0]).toMatchObject({ message, code: 'BAD_USER_INPUT', path, extensions: { code: 'BAD_USER_INPUT' } });
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const HEX64 = /^[0-9a-f]{64}$/;
const url = (image: Record<string, string>, key: string) => image.base_url + image[key];

const SERIES_FIELDS = `uuid datePublished name description thumbnailImageUrl coverImageAsString bannerImageAsString thumbnailImageAsString
  hash issuesHash sssUrl sssOwnerName sssOwnerPublicEmail copyright isCompleted isBlocked tags scopesForExclusiveContent status genres
  language seriesType seriesLayout contentRating feedRefreshDetails { uuid } hostingProvider { uuid }
  coverSmall: coverImageUrl coverMedium: coverImageUrl(variant: MEDIUM) coverLarge: coverImageUrl(variant: LARGE)
  bannerSmall: bannerImageUrl bannerMedium: bannerImageUrl(variant: MEDIUM) bannerLarge: bannerImageUrl(variant: LARGE)
  totalIssuesCount totalWithRemoved: totalIssuesCount(includeRemovedIssues: true)`;

const ISSUE_FIELDS = `uuid seriesUuid datePublished position dateExclusiveContentIsAvailable name creatorNote pushNotificationMessage hash
  storiesHash thumbnailImageUrl bannerImageAsString thumbnailImageAsString isRemoved isBlocked storyImageUrls scopesForExclusiveContent
  bannerSmall: bannerImageUrl bannerMedium: bannerImageUrl(variant: MEDIUM) bannerLarge: bannerImageUrl(variant: LARGE)
  stories { uuid issueUuid seriesUuid hash storyImageUrl storyImageAsString isRemoved }`;

const CREATOR_FIELDS = `uuid datePublished totalContentCount name bio avatarImageAsString hash contentHash linksAsString sssUrl sssOwnerName
  sssOwnerPublicEmail copyright isBlocked tags links { type url } country feedRefreshDetails { uuid }
  avatarSmall: avatarImageUrl avatarMedium: avatarImageUrl(variant: MEDIUM) avatarLarge: avatarImageUrl(variant: LARGE)`;

const getSeries = async (uuid: string, fields = SERIES_FIELDS) =>
  (await ok(`query ($uuid: ID) { getComicSeries(uuid: $uuid) { ${fields} } }`, { uuid })).getComicSeries;
const getIssue = async (uuid: string, fields = ISSUE_FIELDS) => (await ok(`query ($uuid: ID) { getComicIssue(uuid: $uuid) { ${fields} } }`, { uuid })).getComicIssue;
const getCreator = async (uuid: string, fields = CREATOR_FIELDS) => (await ok(`query ($uuid: ID) { getCreator(uuid: $uuid) { ${fields} } }`, { uuid })).getCreator;

// ---------------------------------------------------------------------------------------------
// The main catalogue: one fully described series with issues, creators and credits.

const T0 = now() - 90 * 24 * HOUR;
const moon = {
  uuid: randomUUID(),
  cover: sized('cover'),
  banner: sized('banner'),
  thumbnail: single('thumbnail'),
};
const ada = { uuid: randomUUID(), avatar: sized('avatar') };
let bo: string;
let hiddenCreator: string;
let unapproved: string;
let draftSeries: string;
let secondSeries: string;
let issue1: { uuid: string; stories: Record<string, string>[] };
let issue2: { uuid: string; stories: Record<string, string>[] };
let issue3Processing: string;
let draftIssue: string;
let scheduledIssue: string;
let issueOfDraftSeries: { uuid: string; stories: Record<string, string>[] };
let episodeBanner: Record<string, string>;
let episodeThumbnail: Record<string, string>;

beforeAll(async () => {
  ink = await startInkcast();
  dev = await ink.developer('PRO');
  ownerId = dev.userId;

  await seedSeries({
    uuid: moon.uuid,
    name: 'Moonlit Ink',
    description: 'Two lighthouse keepers write letters across a dark sea.',
    genres: ['COMICSERIES_FANTASY', 'COMICSERIES_DRAMA'],
    language: 'ENGLISH',
    contentRating: 'COMICSERIES_TEENS',
    seriesType: 'WEBTOON',
    seriesStatus: 'ONGOING',
    seriesLayout: 'VERTICAL_SCROLL_TOP_TO_BOTTOM',
    tags: ['moon', 'Letters'],
    datePublished: T0,
    images: { cover: [moon.cover], banner: [moon.banner], thumbnail: [moon.thumbnail] },
  });
  episodeBanner = sized('banner');
  episodeThumbnail = single('thumbnail');
  issue1 = await seedIssue(moon.uuid, {
    name: 'The First Letter', position: 1, datePublished: T0 + 24 * HOUR, creatorNote: 'Thanks for reading!', pushNotificationMessage: 'A letter arrived',
    stories: ['page-a', 'page-b'], extra: { episodeBanner: [episodeBanner], episodeThumbnail: [episodeThumbnail] },
  });
  // A tall page split in two pieces (-p2 folder) is two stories; the same image twice is two stories.
  issue2 = await seedIssue(moon.uuid, { name: 'Storm Warning', position: 2, datePublished: T0 + 2 * 24 * HOUR, stories: ['page-c', 'page-c-p2', 'page-c'] });
  issue3Processing = (await seedIssue(moon.uuid, { name: 'Processing Pages', position: 3, datePublished: T0 + 3 * 24 * HOUR, imagesStatus: 'PROCESSING' })).uuid;
  draftIssue = (await seedIssue(moon.uuid, { name: 'Draft Pages', status: 'DRAFT' })).uuid;
  scheduledIssue = (await seedIssue(moon.uuid, { name: 'Scheduled Pages', status: 'SCHEDULED' })).uuid;

  draftSeries = await seedSeries({ name: 'Hidden Draft', status: 'DRAFT' });
  issueOfDraftSeries = await seedIssue(draftSeries, { name: 'Published In A Draft' });
  secondSeries = await seedSeries({ name: 'Second Sun', imagesStatus: null, datePublished: T0 + HOUR });

  await seedCreator({
    uuid: ada.uuid, name: 'Ada Inkwell', bio: 'Draws lighthouses.', country: 'CANADA', tags: ['pen', 'ink'], avatar: ada.avatar,
    links: ['PATREON:adainkwell', 'MASTODON:ada@mastodon.social', 'EMAIL:ada@ink.test', 'WEBSITE:ada.ink.test', 'NOTATYPE:x'],
    datePublished: T0 - HOUR,
  });
  bo = await seedCreator({ name: 'Bo Pen', country: 'FRANCE' });
  hiddenCreator = await seedCreator({ name: 'Draft Person', status: 'DRAFT' });
  unapproved = await seedCreator({ name: 'Not Yet Approved' });
  await seedCredit(ada.uuid, moon.uuid, ['COMICSERIES_WRITER', 'COMICSERIES_ARTIST'], { addedSecondsAgo: 500 });
  await seedCredit(bo, moon.uuid, ['COMICSERIES_ARTIST_COLORIST'], { addedSecondsAgo: 400 });
  await seedCredit(hiddenCreator, moon.uuid, ['COMICSERIES_EDITOR'], { addedSecondsAgo: 450 });
  await seedCredit(unapproved, moon.uuid, ['COMICSERIES_EDITOR'], { approved: false, addedSecondsAgo: 300 });
  await seedCredit(ada.uuid, draftSeries, ['COMICSERIES_WRITER'], { addedSecondsAgo: 200 });
  await seedCredit(ada.uuid, secondSeries, ['COMICSERIES_TRANSLATOR'], { addedSecondsAgo: 100 });
});

afterAll(async () => {
  await ink?.close();
});

// ---------------------------------------------------------------------------------------------

describe('visibility: only published comics are public (contract §4.5 decision)', () => {
  it('a draft series is null by uuid and by name, and skipped by getMultipleComicSeries', async () => {
    const data = await ok(
      `query ($d: ID, $m: ID) { byUuid: getComicSeries(uuid: $d) { uuid } byName: getComicSeries(name: "Hidden Draft") { uuid }
        many: getMultipleComicSeries(uuids: [$d, $m]) { uuid } }`,
      { d: draftSeries, m: moon.uuid },
    );
    expect(data).toEqual({ byUuid: null, byName: null, many: [{ uuid: moon.uuid }] });
  });

  it('an issue is null while it is a draft or scheduled, and when its series is a draft', async () => {
    for (const uuid of [draftIssue, scheduledIssue, issueOfDraftSeries.uuid]) {
      expect(await getIssue(uuid, 'uuid')).toBeNull();
    }
    const data = await ok(`query ($u: [ID]) { getMultipleComicIssues(uuids: $u) { uuid } }`, { u: [draftIssue, issue1.uuid, issueOfDraftSeries.uuid] });
    expect(data.getMultipleComicIssues).toEqual([{ uuid: issue1.uuid }]);
  });

  it('the stories of an issue of a draft series are not found', async () => {
    const story = storyUuid(issueOfDraftSeries.uuid, issueOfDraftSeries.stories[0].base_url);
    const data = await ok(`query ($u: ID) { getComicStory(uuid: $u) { uuid } getMultipleComicStories(uuids: [$u]) { uuid } }`, { u: story });
    expect(data).toEqual({ getComicStory: null, getMultipleComicStories: [] });
  });

  it('a series lists only its published issues and counts only them', async () => {
    const s = await getSeries(moon.uuid, 'totalIssuesCount issues(limitPerPage: 25) { uuid }');
    expect(s.totalIssuesCount).toBe(3);
    expect(s.issues.map((i: { uuid: string }) => i.uuid)).toEqual([issue3Processing, issue2.uuid, issue1.uuid]);
  });

  it('a draft creator is null; its credits, unapproved credits and credits on draft series are not public', async () => {
    expect(await getCreator(hiddenCreator, 'uuid')).toBeNull();
    expect((await ok(`{ getCreator(name: "draft person") { uuid } }`)).getCreator).toBeNull();
    const s = await getSeries(moon.uuid, 'creators { uuid }');
    expect(s.creators).toEqual([{ uuid: ada.uuid }, { uuid: bo }]);
    for (const [creator, content] of [[hiddenCreator, moon.uuid], [unapproved, moon.uuid], [ada.uuid, draftSeries]]) {
      const data = await ok(`query ($u: ID) { getCreatorContent(uuid: $u) { uuid } }`, { u: creatorContentUuid(creator, content) });
      expect(data.getCreatorContent).toBeNull();
    }
    const a = await getCreator(ada.uuid, 'totalContentCount content(limitPerPage: 25) { contentUuid }');
    expect(a.totalContentCount).toBe(2);
    expect(a.content.map((c: { contentUuid: string }) => c.contentUuid)).toEqual([secondSeries, moon.uuid]);
    expect((await getCreator(unapproved, 'totalContentCount content { uuid }'))).toEqual({ totalContentCount: 0, content: [] });
  });

  it('unpublishing a series hides it and its issues at once', async () => {
    const series = await seedSeries({ name: 'Soon Withdrawn' });
    const { uuid: issue } = await seedIssue(series);
    expect(await getIssue(issue, 'uuid')).toEqual({ uuid: issue });
    await ink.db.query(`UPDATE comic_series SET status = 'DRAFT' WHERE uuid = $1`, [series]);
    expect(await getSeries(series, 'uuid')).toBeNull();
    expect(await getIssue(issue, 'uuid')).toBeNull();
  });
});

describe('ComicSeries: every field (contract §5)', () => {
  it('gives the series’ fields, its image JSON and the image URL of each variant', async () => {
    const s = await getSeries(moon.uuid);
    expect(s).toEqual({
      uuid: moon.uuid,
      datePublished: T0,
      name: 'Moonlit Ink',
      description: 'Two lighthouse keepers write letters across a dark sea.',
      thumbnailImageUrl: url(moon.thumbnail, 'thumbnail'),
      coverImageAsString: JSON.stringify(moon.cover),
      bannerImageAsString: JSON.stringify(moon.banner),
      thumbnailImageAsString: JSON.stringify(moon.thumbnail),
      hash: expect.stringMatching(HEX64),
      issuesHash: expect.stringMatching(HEX64),
      sssUrl: null,
      sssOwnerName: null,
      sssOwnerPublicEmail: null,
      copyright: null,
      isCompleted: false,
      isBlocked: false,
      tags: ['moon', 'Letters'],
      scopesForExclusiveContent: [],
      status: 'ONGOING',
      genres: ['COMICSERIES_FANTASY', 'COMICSERIES_DRAMA'],
      language: 'ENGLISH',
      seriesType: 'WEBTOON',
      seriesLayout: 'VERTICAL_SCROLL_TOP_TO_BOTTOM',
      contentRating: 'COMICSERIES_TEENS',
      feedRefreshDetails: null,
      hostingProvider: null,
      coverSmall: `${moon.cover.base_url}cover-sm.webp`,
      coverMedium: `${moon.cover.base_url}cover-md.webp`,
      coverLarge: `${moon.cover.base_url}cover-lg.webp`,
      bannerSmall: `${moon.banner.base_url}banner-sm.webp`,
      bannerMedium: `${moon.banner.base_url}banner-md.webp`,
      bannerLarge: `${moon.banner.base_url}banner-lg.webp`,
      totalIssuesCount: 3,
      totalWithRemoved: 3,
    });
    expect(JSON.parse(s.coverImageAsString)).toEqual({ base_url: moon.cover.base_url, cover_sm: 'cover-sm.webp', cover_md: 'cover-md.webp', cover_lg: 'cover-lg.webp' });
  });

  it('an explicit null variant is SMALL', async () => {
    const s = await getSeries(moon.uuid, 'coverImageUrl(variant: null)');
    expect(s.coverImageUrl).toBe(`${moon.cover.base_url}cover-sm.webp`);
  });

  it('isCompleted follows status COMPLETED', async () => {
    const series = await seedSeries({ seriesStatus: 'COMPLETED' });
    expect(await getSeries(series, 'status isCompleted')).toEqual({ status: 'COMPLETED', isCompleted: true });
  });

  it('image fields are null while the series’ images are processing, and without images', async () => {
    const processing = await seedSeries({ imagesStatus: 'PROCESSING' });
    const fields = 'thumbnailImageUrl coverImageAsString bannerImageAsString thumbnailImageAsString coverImageUrl bannerImageUrl(variant: LARGE)';
    const none = { thumbnailImageUrl: null, coverImageAsString: null, bannerImageAsString: null, thumbnailImageAsString: null, coverImageUrl: null, bannerImageUrl: null };
    expect(await getSeries(processing, fields)).toEqual(none);
    expect(await getSeries(secondSeries, fields)).toEqual(none);
  });

  it('creators are the approved, published creators in the order they were credited', async () => {
    const s = await getSeries(moon.uuid, 'creators { uuid name }');
    expect(s.creators).toEqual([{ uuid: ada.uuid, name: 'Ada Inkwell' }, { uuid: bo, name: 'Bo Pen' }]);
  });

  it('getComicSeries by name: exact and case-insensitive, the same case first, then the newest', async () => {
    const older = await seedSeries({ name: 'Twin Title', datePublished: T0 });
    const newer = await seedSeries({ name: 'Twin Title', datePublished: T0 + 10 * HOUR });
    const upper = await seedSeries({ name: 'TWIN TITLE', datePublished: T0 + 20 * HOUR });
    const data = await ok(`{ a: getComicSeries(name: "Twin Title") { uuid } b: getComicSeries(name: " twin title ") { uuid }
      c: getComicSeries(name: "TWIN TITLE") { uuid } d: getComicSeries(name: "Twin") { uuid } }`);
    expect(data).toEqual({ a: { uuid: newer }, b: { uuid: upper }, c: { uuid: upper }, d: null });
    expect(older).not.toBe(newer);
  });

  it('the first identifier wins: uuid before sssUrl before name; sssUrl alone finds nothing', async () => {
    const data = await ok(`query ($u: ID) { a: getComicSeries(uuid: $u, name: "Second Sun") { uuid } b: getComicSeries(sssUrl: "https://x.test/feed", name: "Second Sun") { uuid }
      c: getComicSeries(name: "second sun") { uuid } }`, { u: moon.uuid });
    expect(data).toEqual({ a: { uuid: moon.uuid }, b: null, c: { uuid: secondSeries } });
  });

  it('getMultipleComicSeries keeps the order of uuids, skips unknown ones and lists duplicates once', async () => {
    const data = await ok(`query ($u: [ID]) { getMultipleComicSeries(uuids: $u) { uuid } }`, {
      u: [secondSeries, randomUUID(), moon.uuid.toUpperCase(), secondSeries],
    });
    expect(data.getMultipleComicSeries).toEqual([{ uuid: secondSeries }, { uuid: moon.uuid }]);
  });
});

describe('ComicIssue and ComicStory: every field (contract §5)', () => {
  it('an issue with its own banner and thumbnail, its stories in reading order', async () => {
    const i = await getIssue(issue1.uuid);
    const [a, b] = issue1.stories;
    const storyOf = (image: Record<string, string>) => ({
      uuid: storyUuid(issue1.uuid, image.base_url),
      issueUuid: issue1.uuid,
      seriesUuid: moon.uuid,
      hash: expect.stringMatching(HEX64),
      storyImageUrl: url(image, 'story'),
      storyImageAsString: JSON.stringify(image),
      isRemoved: false,
    });
    expect(i).toEqual({
      uuid: issue1.uuid,
      seriesUuid: moon.uuid,
      datePublished: T0 + 24 * HOUR,
      position: 1,
      dateExclusiveContentIsAvailable: null,
      name: 'The First Letter',
      creatorNote: 'Thanks for reading!',
      pushNotificationMessage: 'A letter arrived',
      hash: expect.stringMatching(HEX64),
      storiesHash: expect.stringMatching(HEX64),
      thumbnailImageUrl: url(episodeThumbnail, 'thumbnail'),
      bannerImageAsString: JSON.stringify(episodeBanner),
      thumbnailImageAsString: JSON.stringify(episodeThumbnail),
      isRemoved: false,
      isBlocked: false,
      storyImageUrls: [url(a, 'story'), url(b, 'story')],
      scopesForExclusiveContent: [],
      bannerSmall: `${episodeBanner.base_url}banner-sm.webp`,
      bannerMedium: `${episodeBanner.base_url}banner-md.webp`,
      bannerLarge: `${episodeBanner.base_url}banner-lg.webp`,
      stories: [storyOf(a), storyOf(b)],
    });
    // storiesHash covers the stories: SHA-256 over their hashes in reading order.
    expect(i.storiesHash).toBe(sha256(i.stories.map((s: { hash: string }) => s.hash).join('\n')));
  });

  it('an issue without its own banner and thumbnail shows the series’ ones', async () => {
    const i = await getIssue(issue2.uuid, 'thumbnailImageUrl thumbnailImageAsString bannerImageAsString bannerImageUrl(variant: MEDIUM)');
    expect(i).toEqual({
      thumbnailImageUrl: url(moon.thumbnail, 'thumbnail'),
      thumbnailImageAsString: JSON.stringify(moon.thumbnail),
      bannerImageAsString: JSON.stringify(moon.banner),
      bannerImageUrl: `${moon.banner.base_url}banner-md.webp`,
    });
  });

  it('a split page is several stories; the same image twice gets distinct, stable uuids', async () => {
    const i = await getIssue(issue2.uuid, 'storyImageUrls stories { uuid storyImageUrl }');
    const [c, p2, again] = issue2.stories;
    expect(i.storyImageUrls).toEqual([url(c, 'story'), url(p2, 'story'), url(again, 'story')]);
    expect(i.stories.map((s: { uuid: string }) => s.uuid)).toEqual([
      storyUuid(issue2.uuid, c.base_url),
      storyUuid(issue2.uuid, p2.base_url),
      storyUuid(issue2.uuid, again.base_url, 2),
    ]);
    expect(new Set(i.stories.map((s: { uuid: string }) => s.uuid)).size).toBe(3);
  });

  it('story uuids survive reordering the pages', async () => {
    const series = await seedSeries();
    const issue = await seedIssue(series, { stories: ['one', 'two', 'three'] });
    const before = (await getIssue(issue.uuid, 'stories { uuid storyImageUrl }')).stories;
    await seedImages('COMICISSUE', issue.uuid, 'COMPLETE', { story: [issue.stories[2], issue.stories[0], issue.stories[1]] });
    const after = (await getIssue(issue.uuid, 'stories { uuid storyImageUrl }')).stories;
    expect(after).toEqual([before[2], before[0], before[1]]);
  });

  it('image fields and stories are empty while the issue’s images are processing', async () => {
    const i = await getIssue(issue3Processing, 'name thumbnailImageUrl bannerImageAsString thumbnailImageAsString bannerImageUrl storyImageUrls stories { uuid }');
    expect(i).toEqual({ name: 'Processing Pages', thumbnailImageUrl: null, bannerImageAsString: null, thumbnailImageAsString: null, bannerImageUrl: null, storyImageUrls: [], stories: [] });
  });

  it('comicSeries of an issue and of a story is the series; comicIssue of a story is the issue', async () => {
    const story = storyUuid(issue1.uuid, issue1.stories[1].base_url);
    const data = await ok(`query ($i: ID, $s: ID) {
      getComicIssue(uuid: $i) { comicSeries { uuid name } }
      getComicStory(uuid: $s) { uuid storyImageUrl comicIssue { uuid name } comicSeries { uuid } } }`, { i: issue1.uuid, s: story });
    expect(data).toEqual({
      getComicIssue: { comicSeries: { uuid: moon.uuid, name: 'Moonlit Ink' } },
      getComicStory: { uuid: story, storyImageUrl: url(issue1.stories[1], 'story'), comicIssue: { uuid: issue1.uuid, name: 'The First Letter' }, comicSeries: { uuid: moon.uuid } },
    });
  });

  it('getComicStory gives every field; getMultipleComicStories keeps the order and skips unknown uuids', async () => {
    const [a, b] = issue1.stories.map((s) => storyUuid(issue1.uuid, s.base_url));
    const c = storyUuid(issue2.uuid, issue2.stories[0].base_url);
    const data = await ok(`query ($a: ID, $u: [ID]) {
      getComicStory(uuid: $a) { uuid issueUuid seriesUuid hash storyImageUrl storyImageAsString isRemoved }
      getMultipleComicStories(uuids: $u) { uuid } }`, { a, u: [c, randomUUID(), b, a, b] });
    expect(data.getComicStory).toEqual({
      uuid: a, issueUuid: issue1.uuid, seriesUuid: moon.uuid, hash: expect.stringMatching(HEX64),
      storyImageUrl: url(issue1.stories[0], 'story'), storyImageAsString: JSON.stringify(issue1.stories[0]), isRemoved: false,
    });
    expect(data.getMultipleComicStories).toEqual([{ uuid: c }, { uuid: b }, { uuid: a }]);
  });

  it('a story of a processing issue is not found', async () => {
    const rows = await ink.db.query(`SELECT comic_story_uuids(owner_uuid, outputs)::text[] AS u FROM image_set WHERE owner_uuid = $1`, [issue3Processing]);
    expect(rows[0].u).toHaveLength(1);
    expect((await ok(`query ($u: ID) { getComicStory(uuid: $u) { uuid } }`, { u: rows[0].u[0] })).getComicStory).toBeNull();
  });

  it('getMultipleComicIssues keeps the order of uuids, skips unknown ones and lists duplicates once', async () => {
    const data = await ok(`query ($u: [ID]) { getMultipleComicIssues(uuids: $u) { uuid } }`, { u: [issue2.uuid, randomUUID(), issue1.uuid, issue2.uuid] });
    expect(data.getMultipleComicIssues).toEqual([{ uuid: issue2.uuid }, { uuid: issue1.uuid }]);
  });
});

describe('Creator and CreatorContent: every field (contract §5)', () => {
  it('gives the creator’s fields, links as LinkDetails and as JSON, and the avatar in each variant', async () => {
    const c = await getCreator(ada.uuid);
    expect(c).toEqual({
      uuid: ada.uuid,
      datePublished: T0 - HOUR,
      totalContentCount: 2,
      name: 'Ada Inkwell',
      bio: 'Draws lighthouses.',
      avatarImageAsString: JSON.stringify(ada.avatar),
      hash: expect.stringMatching(HEX64),
      contentHash: expect.stringMatching(HEX64),
      linksAsString: expect.any(String),
      sssUrl: null,
      sssOwnerName: null,
      sssOwnerPublicEmail: null,
      copyright: null,
      isBlocked: false,
      tags: ['pen', 'ink'],
      links: [
        { type: 'PATREON', url: 'https://patreon.com/adainkwell' },
        { type: 'MASTODON', url: 'https://mastodon.social/@ada' },
        { type: 'EMAIL', url: 'mailto:ada@ink.test' },
        { type: 'WEBSITE', url: 'https://ada.ink.test' },
      ],
      country: 'CANADA',
      feedRefreshDetails: null,
      avatarSmall: `${ada.avatar.base_url}avatar-sm.webp`,
      avatarMedium: `${ada.avatar.base_url}avatar-md.webp`,
      avatarLarge: `${ada.avatar.base_url}avatar-lg.webp`,
    });
    const links = JSON.parse(c.linksAsString);
    expect(links).toEqual([
      { type: 'PATREON', base_url: 'https://patreon.com/', value: 'adainkwell' },
      { type: 'MASTODON', base_url: 'https://mastodon.social/@', value: 'ada' },
      { type: 'EMAIL', base_url: 'mailto:', value: 'ada@ink.test' },
      { type: 'WEBSITE', base_url: 'https://', value: 'ada.ink.test' },
    ]);
    expect(links.map((l: { base_url: string; value: string }) => l.base_url + l.value)).toEqual(c.links.map((l: { url: string }) => l.url));
  });

  it('avatar fields are null while the avatar is processing', async () => {
    const creator = await seedCreator({ imagesStatus: 'PROCESSING' });
    expect(await getCreator(creator, 'avatarImageAsString avatarImageUrl(variant: LARGE)')).toEqual({ avatarImageAsString: null, avatarImageUrl: null });
  });

  it('content lists the credits with roles and 1-based positions on both lists; getCreatorContent finds each by its uuid', async () => {
    const c = await getCreator(ada.uuid, 'content(sortOrder: OLDEST) { uuid creatorUuid contentUuid hash contentType roles position contentPosition }');
    expect(c.content).toEqual([
      {
        uuid: creatorContentUuid(ada.uuid, moon.uuid), creatorUuid: ada.uuid, contentUuid: moon.uuid, hash: expect.stringMatching(HEX64),
        contentType: 'COMICSERIES', roles: ['COMICSERIES_WRITER', 'COMICSERIES_ARTIST'], position: 1, contentPosition: 1,
      },
      {
        uuid: creatorContentUuid(ada.uuid, secondSeries), creatorUuid: ada.uuid, contentUuid: secondSeries, hash: expect.stringMatching(HEX64),
        contentType: 'COMICSERIES', roles: ['COMICSERIES_TRANSLATOR'], position: 2, contentPosition: 1,
      },
    ]);
    const b = await getCreator(bo, 'content { uuid roles position contentPosition }');
    // Bo was credited on Moonlit Ink after Ada (the draft creator's credit in between is not public).
    expect(b.content).toEqual([{ uuid: creatorContentUuid(bo, moon.uuid), roles: ['COMICSERIES_ARTIST_COLORIST'], position: 1, contentPosition: 2 }]);
    const found = await ok(`query ($u: ID) { getCreatorContent(uuid: $u) { uuid creatorUuid contentUuid hash contentType roles position contentPosition } }`, {
      u: creatorContentUuid(ada.uuid, secondSeries),
    });
    expect(found.getCreatorContent).toEqual(c.content[1]);
  });

  it('contentHash is SHA-256 over the credits’ hashes in the creator’s order', async () => {
    const c = await getCreator(ada.uuid, 'contentHash content(sortOrder: OLDEST) { hash }');
    expect(c.contentHash).toBe(sha256(c.content.map((x: { hash: string }) => x.hash).join('\n')));
  });

  it('getCreator by name (case-insensitive) and getMultipleCreators in the order of uuids', async () => {
    const data = await ok(`query ($u: [ID]) { getCreator(name: "ada INKWELL") { uuid } getMultipleCreators(uuids: $u) { uuid } }`, {
      u: [bo, hiddenCreator, randomUUID(), ada.uuid, bo],
    });
    expect(data).toEqual({ getCreator: { uuid: ada.uuid }, getMultipleCreators: [{ uuid: bo }, { uuid: ada.uuid }] });
    expect((await ok(`{ getCreator(sssUrl: "https://x.test/feed") { uuid } }`)).getCreator).toBeNull();
  });

  it('the SQL and TypeScript derivations of credit uuids agree', async () => {
    const rows = await ink.db.query(`SELECT creator_content_uuid($1, $2)::text AS u`, [ada.uuid, moon.uuid]);
    expect(rows[0].u).toBe(creatorContentUuid(ada.uuid, moon.uuid));
  });
});

describe('pagination and sort (contract §3, §5)', () => {
  let series: string;
  let issues: string[];

  beforeAll(async () => {
    series = await seedSeries({ name: 'Long Road' });
    issues = await seedIssues(series, 12, (p) => ({ name: p % 4 === 0 ? `Harbor Night ${p}` : `Chapter ${p}` }));
  });

  const page = async (args: string) =>
    (await ok(`query ($u: ID) { getComicSeries(uuid: $u) { issues${args ? `(${args})` : ''} { uuid position name } } }`, { u: series })).getComicSeries.issues;

  it('issues: LATEST by default (highest position first), 10 per page', async () => {
    const first = await page('');
    expect(first.map((i: { position: number }) => i.position)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it('issues: OLDEST, pages disjoint and complete, past the end []', async () => {
    const p1 = await page('sortOrder: OLDEST, limitPerPage: 5');
    const p2 = await page('sortOrder: OLDEST, limitPerPage: 5, page: 2');
    const p3 = await page('sortOrder: OLDEST, limitPerPage: 5, page: 3');
    expect([...p1, ...p2, ...p3].map((i: { uuid: string }) => i.uuid)).toEqual(issues);
    expect(await page('sortOrder: OLDEST, limitPerPage: 5, page: 4')).toEqual([]);
    expect(await page('page: 1000')).toEqual([]);
  });

  it('issues: SEARCH matches titles, latest first; searchTerm ignored otherwise', async () => {
    expect((await page('sortOrder: SEARCH, searchTerm: "harbor"')).map((i: { position: number }) => i.position)).toEqual([12, 8, 4]);
    expect((await page('sortOrder: SEARCH, searchTerm: "Night 1"')).map((i: { position: number }) => i.position)).toEqual([12]);
    expect(await page('sortOrder: SEARCH, searchTerm: "nothing like this"')).toEqual([]);
    expect((await page('searchTerm: "harbor", limitPerPage: 2')).map((i: { position: number }) => i.position)).toEqual([12, 11]);
  });

  it('totalIssuesCount counts every published issue', async () => {
    expect((await getSeries(series, 'totalIssuesCount')).totalIssuesCount).toBe(12);
  });

  it('content of a creator: LATEST = last credited first, paged', async () => {
    const creator = await seedCreator();
    const credited: string[] = [];
    for (let n = 0; n < 4; n++) {
      const s = await seedSeries();
      await seedCredit(creator, s, ['COMICSERIES_ARTIST'], { addedSecondsAgo: 1000 - n });
      credited.push(s);
    }
    const list = async (args: string) =>
      (await getCreator(creator, `content${args ? `(${args})` : ''} { contentUuid position }`)).content.map((c: { contentUuid: string; position: number }) => [c.contentUuid, c.position]);
    expect(await list('')).toEqual([[credited[3], 4], [credited[2], 3], [credited[1], 2], [credited[0], 1]]);
    expect(await list('sortOrder: OLDEST, limitPerPage: 3, page: 2')).toEqual([[credited[3], 4]]);
    expect(await list('limitPerPage: 2, page: 3')).toEqual([]);
  });
});

describe('limits and errors (contract §2, §3)', () => {
  const uuids26 = Array.from({ length: 26 }, () => randomUUID());

  it.each(['getMultipleComicSeries', 'getMultipleComicIssues', 'getMultipleComicStories', 'getMultipleCreators'])(
    '%s takes at most 25 uuids (BAD_USER_INPUT); 25 is fine',
    async (field) => {
      expectBadUserInput(await ink.gql(`query ($u: [ID]) { ${field}(uuids: $u) { uuid } }`, { u: uuids26 }, dev), 'uuids cannot have more than 25 items', [field]);
      const res = await ink.gql(`query ($u: [ID]) { ${field}(uuids: $u) { uuid } }`, { u: uuids26.slice(1) }, dev);
      expect(res.errors).toBeUndefined();
      expect(res.data[field]).toEqual([]);
    },
  );

  it.each([
    ['getComicSeries(uuid: "123")', '123 is not a valid uuid'],
    ['getComicIssue(uuid: "nope")', 'nope is not a valid uuid'],
    ['getComicStory(uuid: "x")', 'x is not a valid uuid'],
    ['getCreator(uuid: "1")', '1 is not a valid uuid'],
    ['getCreatorContent(uuid: "1")', '1 is not a valid uuid'],
    ['getMultipleComicSeries(uuids: ["1"])', '1 is not a valid uuid'],
    ['getComicSeries', 'One of uuid, sssUrl, or name is required'],
    ['getCreator', 'One of uuid, sssUrl, or name is required'],
    ['getComicIssue', 'uuid is required'],
    ['getComicStory', 'uuid is required'],
    ['getCreatorContent', 'uuid is required'],
  ])('%s → BAD_USER_INPUT "%s"', async (call, message) => {
    const field = call.split('(')[0];
    const res = await ink.gql(`{ ${call} { uuid } }`, {}, dev);
    expectBadUserInput(res, message, [field]);
    expect(res.data).toEqual({ [field]: null });
  });

  it.each([
    ['issues(page: 0)', 'page must be between 1 and 1000', 'issues'],
    ['issues(page: 1001)', 'page must be between 1 and 1000', 'issues'],
    ['issues(limitPerPage: 0)', 'limitPerPage must be between 1 and 25', 'issues'],
    ['issues(limitPerPage: 26)', 'limitPerPage must be between 1 and 25', 'issues'],
    ['issues(sortOrder: SEARCH)', 'searchTerm is required when sortOrder is SEARCH', 'issues'],
    ['issues(sortOrder: SEARCH, searchTerm: "  ")', 'searchTerm is required when sortOrder is SEARCH', 'issues'],
  ])('ComicSeries.%s → BAD_USER_INPUT; sibling fields still resolve', async (call, message, field) => {
    const res = await ink.gql(`query ($u: ID) { getComicSeries(uuid: $u) { name ${call} { uuid } } }`, { u: moon.uuid }, dev);
    expectBadUserInput(res, message, ['getComicSeries', field]);
    expect(res.data.getComicSeries).toEqual({ name: 'Moonlit Ink', issues: null });
  });

  it.each([
    ['content(page: 1001)', 'page must be between 1 and 1000'],
    ['content(limitPerPage: 26)', 'limitPerPage must be between 1 and 25'],
    ['content(sortOrder: SEARCH)', 'sortOrder SEARCH is not supported here; use LATEST or OLDEST'],
  ])('Creator.%s → BAD_USER_INPUT', async (call, message) => {
    const res = await ink.gql(`query ($u: ID) { getCreator(uuid: $u) { name ${call} { uuid } } }`, { u: ada.uuid }, dev);
    expectBadUserInput(res, message, ['getCreator', 'content']);
    expect(res.data.getCreator).toEqual({ name: 'Ada Inkwell', content: null });
  });

  it('an unknown variant is INVALID_QUERY_OR_SYNTAX (400)', async () => {
    const res = await ink.gql(`query ($u: ID) { getComicSeries(uuid: $u) { coverImageUrl(variant: HUGE) } }`, { u: moon.uuid }, dev);
    expect(res.status).toBe(400);
    expect(res.errors![0].code).toBe('INVALID_QUERY_OR_SYNTAX');
  });

  it('needs API credentials (API_KEY_INVALID) and counts as one request', async () => {
    const anonymous = await ink.gql(`query ($u: ID) { getComicSeries(uuid: $u) { uuid } }`, { u: moon.uuid }, null);
    expect(anonymous.errors![0].code).toBe('API_KEY_INVALID');
    expect(anonymous.data).toBeNull();
    const before = (await ok('{ getApiRequestsRemaining }')).getApiRequestsRemaining;
    await ok(`query ($u: ID) { getComicSeries(uuid: $u) { uuid issues { uuid stories { uuid } } creators { uuid } } }`, { u: moon.uuid });
    expect((await ok('{ getApiRequestsRemaining }')).getApiRequestsRemaining).toBe(before - 1);
  });
});

describe('paid episodes: metadata, not story images (contract §4.5 decision)', () => {
  let series: string;
  let issues: string[];

  beforeAll(async () => {
    series = await seedSeries({ name: 'Patron Tales' });
    // Five published issues; the latest two are covered by a LAST_X rule. Issue 4 opens in an hour,
    // issue 5 has no free date; issue 3 is outside the rule.
    issues = await seedIssues(series, 5, (p) => ({ dateExclusive: p === 4 ? now() + HOUR : null, stories: [`patron-${p}-a`, `patron-${p}-b`] }));
    await seedPaymentRule(series, { ruleType: 'LAST_X', ruleValue: 2 });
  });

  const fields = 'uuid name datePublished position dateExclusiveContentIsAvailable scopesForExclusiveContent storyImageUrls stories { uuid } thumbnailImageUrl';

  it('an issue covered by a LAST_X rule shows its metadata and scopes, but no stories', async () => {
    for (const uuid of [issues[3], issues[4]]) {
      const i = await getIssue(uuid, fields);
      expect(i).toMatchObject({ uuid, scopesForExclusiveContent: ['patreon'], storyImageUrls: [], stories: [] });
      expect(i.name).toMatch(/^Chapter [45]$/);
      expect(i.thumbnailImageUrl).not.toBeNull();
    }
    expect((await getIssue(issues[3], 'dateExclusiveContentIsAvailable')).dateExclusiveContentIsAvailable).toBeGreaterThan(now());
  });

  it('its stories cannot be fetched by uuid either', async () => {
    const locked = storyUuid(issues[4], `${IMAGES}/patron-5-a/`);
    const data = await ok(`query ($u: ID) { getComicStory(uuid: $u) { uuid } getMultipleComicStories(uuids: [$u]) { uuid } }`, { u: locked });
    expect(data).toEqual({ getComicStory: null, getMultipleComicStories: [] });
  });

  it('an issue outside the rule is free: stories served, no scopes', async () => {
    const i = await getIssue(issues[2], fields);
    expect(i.scopesForExclusiveContent).toEqual([]);
    expect(i.stories).toHaveLength(2);
    expect((await ok(`query ($u: ID) { getComicStory(uuid: $u) { uuid } }`, { u: i.stories[0].uuid })).getComicStory).toEqual({ uuid: i.stories[0].uuid });
  });

  it('the series lists its scopes; the issue list hides the stories of the paid issues only', async () => {
    const s = await getSeries(series, 'scopesForExclusiveContent issues(limitPerPage: 5) { position storyImageUrls }');
    expect(s.scopesForExclusiveContent).toEqual(['patreon']);
    expect(s.issues.map((i: { position: number; storyImageUrls: string[] }) => [i.position, i.storyImageUrls.length])).toEqual([[5, 0], [4, 0], [3, 2], [2, 2], [1, 2]]);
  });

  it('once the free date has passed the issue opens to everyone', async () => {
    await ink.db.query(`UPDATE comic_issue SET date_exclusive_content_is_available = now() - interval '1 minute' WHERE uuid = $1`, [issues[3]]);
    const i = await getIssue(issues[3], fields);
    expect(i.scopesForExclusiveContent).toEqual([]);
    expect(i.storyImageUrls).toHaveLength(2);
  });

  it('a new issue moves the LAST_X window: the oldest of the covered issues becomes free', async () => {
    const [sixth] = await seedIssues(series, 1, () => ({ position: 6, datePublished: now() - 60 }));
    expect((await getIssue(sixth, 'scopesForExclusiveContent')).scopesForExclusiveContent).toEqual(['patreon']);
    expect((await getIssue(issues[4], 'scopesForExclusiveContent')).scopesForExclusiveContent).toEqual(['patreon']);
    expect((await getIssue(issues[3], 'scopesForExclusiveContent')).scopesForExclusiveContent).toEqual([]);
  });

  it('a GROUP rule covers the issues of its season while the season is current', async () => {
    const grouped = await seedSeries({ name: 'Season Pass' });
    const [a, b, c] = await seedIssues(grouped, 3);
    const current = await seedGroup(grouped, [b], true);
    const past = await seedGroup(grouped, [a], false);
    await seedPaymentRule(grouped, { ruleType: 'GROUP', groupId: current });
    await seedPaymentRule(grouped, { ruleType: 'GROUP', groupId: past });
    const scopes = async (uuid: string) => (await getIssue(uuid, 'scopesForExclusiveContent storyImageUrls')) as { scopesForExclusiveContent: string[]; storyImageUrls: string[] };
    expect(await scopes(b)).toEqual({ scopesForExclusiveContent: ['patreon'], storyImageUrls: [] });
    expect((await scopes(a)).scopesForExclusiveContent).toEqual([]);
    expect((await scopes(c)).scopesForExclusiveContent).toEqual([]);
    expect((await scopes(a)).storyImageUrls).toHaveLength(1);
  });

  it('a series without payment rules has no scopes', async () => {
    expect((await getSeries(moon.uuid, 'scopesForExclusiveContent')).scopesForExclusiveContent).toEqual([]);
  });
});

describe('hashes: stable, and they change exactly when the content does (contract conventions)', () => {
  it('equal across requests; issuesHash = SHA-256 over the issues’ hashes by position', async () => {
    const a = await getSeries(moon.uuid, 'hash issuesHash issues(sortOrder: OLDEST) { hash }');
    const b = await getSeries(moon.uuid, 'hash issuesHash');
    expect(b).toEqual({ hash: a.hash, issuesHash: a.issuesHash });
    expect(a.issuesHash).toBe(sha256(a.issues.map((i: { hash: string }) => i.hash).join('\n')));
  });

  it('a series field change changes hash, not issuesHash; a new issue changes issuesHash, not hash', async () => {
    const series = await seedSeries({ name: 'Changing' });
    await seedIssues(series, 2);
    const first = await getSeries(series, 'hash issuesHash');
    await ink.db.query(`UPDATE comic_series SET description = 'New words' WHERE uuid = $1`, [series]);
    const second = await getSeries(series, 'hash issuesHash');
    expect(second.hash).not.toBe(first.hash);
    expect(second.issuesHash).toBe(first.issuesHash);
    await seedIssue(series, { position: 3 });
    const third = await getSeries(series, 'hash issuesHash');
    expect(third.hash).toBe(second.hash);
    expect(third.issuesHash).not.toBe(second.issuesHash);
  });

  it('a new story changes the issue’s storiesHash and hash; a creator’s new credit changes contentHash, not hash', async () => {
    const series = await seedSeries();
    const issue = await seedIssue(series, { stories: ['s1'] });
    const before = await getIssue(issue.uuid, 'hash storiesHash');
    await seedImages('COMICISSUE', issue.uuid, 'COMPLETE', { story: [...issue.stories, single('story', 's2')] });
    const after = await getIssue(issue.uuid, 'hash storiesHash');
    expect(after.storiesHash).not.toBe(before.storiesHash);
    expect(after.hash).not.toBe(before.hash);

    const creator = await seedCreator();
    const c1 = await getCreator(creator, 'hash contentHash');
    await seedCredit(creator, series, ['COMICSERIES_EDITOR']);
    const c2 = await getCreator(creator, 'hash contentHash totalContentCount');
    expect(c2).toEqual({ hash: c1.hash, contentHash: expect.not.stringMatching(c1.contentHash), totalContentCount: 1 });
  });
});

// ---------------------------------------------------------------------------------------------
// Search: every COMICSERIES and CREATOR filter, table by table. Fixtures share one rare word so
// each search sees only them.

describe('search: COMICSERIES and CREATOR (contract §4.3)', () => {
  const WORD = 'quokkafable';
  const S: Record<string, string> = {};
  const C: Record<string, string> = {};
  const day = 24 * HOUR;
  const base = now() - 400 * day;

  beforeAll(async () => {
    S.action = await seedSeries({ name: `Action ${WORD}`, genres: ['COMICSERIES_ACTION'], language: 'ENGLISH', contentRating: 'COMICSERIES_KIDS', seriesType: 'WEBTOON', seriesLayout: 'VERTICAL_SCROLL_TOP_TO_BOTTOM', tags: ['Heroes'], datePublished: base });
    S.manga = await seedSeries({ name: 'Manga Tale', description: `A ${WORD} story from afar.`, genres: ['COMICSERIES_ROMANCE', 'COMICSERIES_COMEDY'], language: 'JAPANESE', contentRating: 'COMICSERIES_ADULTS', seriesType: 'MANGA', seriesLayout: 'RIGHT_TO_LEFT', tags: ['heroes', 'love'], datePublished: base + 100 * day });
    S.erotic = await seedSeries({ name: `Velvet ${WORD}`, genres: ['COMICSERIES_ROMANCE'], language: 'FRENCH', contentRating: 'COMICSERIES_EROTICA', seriesType: 'GRAPHIC_NOVEL', seriesLayout: 'PAGE', datePublished: base + 200 * day });
    S.legacy = await seedSeries({ name: `Old ${WORD}`, genres: ['COMICSERIES_HORROR'], contentRating: 'COMICSERIES_PORNOGRAPHY', seriesType: 'ONE_SHOT', seriesLayout: 'LEFT_TO_RIGHT', datePublished: base + 250 * day });
    S.draft = await seedSeries({ name: `Draft ${WORD}`, status: 'DRAFT', datePublished: base + 300 * day });
    await seedIssues(S.action, 3, (p) => ({ datePublished: base + p * day }));
    await seedIssues(S.manga, 1, () => ({ datePublished: base + 300 * day }));
    await seedPaymentRule(S.manga, { ruleType: 'LAST_X', ruleValue: 1 });

    C.writer = await seedCreator({ name: `Wren ${WORD}`, country: 'CANADA', tags: ['Ink'], datePublished: base });
    C.artist = await seedCreator({ name: 'Arlo Brush', bio: `Paints every ${WORD} by hand.`, country: 'JAPAN', tags: ['ink', 'brush'], datePublished: base + 100 * day });
    C.loner = await seedCreator({ name: `Lone ${WORD}`, country: 'FRANCE', datePublished: base + 200 * day });
    C.draft = await seedCreator({ name: `Hidden ${WORD}`, status: 'DRAFT' });
    await seedCredit(C.writer, S.action, ['COMICSERIES_WRITER']);
    await seedCredit(C.artist, S.manga, ['COMICSERIES_ARTIST', 'COMICSERIES_ARTIST_INKER']);
    await seedCredit(C.loner, S.manga, ['COMICSERIES_EDITOR'], { approved: false });
    await seedCredit(C.loner, S.draft, ['COMICSERIES_EDITOR']);
  });

  const SEARCH = `query ($term: String, $types: [SearchContentType], $page: Int, $limitPerPage: Int, $sortBy: SearchSortOrder, $matchBy: SearchMatchType,
      $countries: [Country], $languages: [Language], $genres: [Genre], $series: [ID], $notSeries: [ID], $after: Int, $before: Int,
      $updatedAfter: Int, $updatedBefore: Int, $tags: [String], $roles: [ContentRole], $ratings: [ContentRating], $comicTypes: [ComicSeriesType],
      $layouts: [ComicSeriesLayout], $fewer: Int, $more: Int, $exclusive: [String], $safe: Boolean, $podcastTypes: [PodcastContentType]) {
    search(term: $term, filterForTypes: $types, page: $page, limitPerPage: $limitPerPage, sortBy: $sortBy, matchBy: $matchBy,
      filterForCountries: $countries, filterForLanguages: $languages, filterForGenres: $genres, filterForSeriesUuids: $series,
      filterForNotInSeriesUuids: $notSeries, filterForPublishedAfter: $after, filterForPublishedBefore: $before,
      filterForLastUpdatedAfter: $updatedAfter, filterForLastUpdatedBefore: $updatedBefore, filterForTags: $tags, filterForContentRoles: $roles,
      filterForContentRatings: $ratings, filterForComicSeriesType: $comicTypes, filterForComicSeriesLayout: $layouts,
      filterForTotalIssuesLessThan: $fewer, filterForTotalIssuesGreaterThan: $more, filterForExclusiveContent: $exclusive, isSafeMode: $safe,
      filterForPodcastContentType: $podcastTypes) {
      searchId
      comicSeries { uuid name }
      creators { uuid name }
      comicIssues { uuid }
      rankingDetails { id uuid type rankingScore }
      responseDetails { id type totalCount pagesCount }
    }
  }`;

  async function search(vars: Record<string, unknown>) {
    return (await ok(SEARCH, { term: WORD, limitPerPage: 25, ...vars })).search;
  }
  const seriesHits = async (vars: Record<string, unknown>) => (await search({ types: ['COMICSERIES'], ...vars })).comicSeries.map((s: { uuid: string }) => s.uuid).sort();
  const creatorHits = async (vars: Record<string, unknown>) => (await search({ types: ['CREATOR'], ...vars })).creators.map((c: { uuid: string }) => c.uuid).sort();
  const sorted = (...uuids: string[]) => [...uuids].sort();

  it('finds published series by name or description and published creators by name or bio', async () => {
    expect(await seriesHits({})).toEqual(sorted(S.action, S.manga, S.erotic, S.legacy));
    expect(await creatorHits({})).toEqual(sorted(C.writer, C.artist, C.loner));
  });

  it('returns full objects, one ranking entry per hit and counts per type; comicIssues is always []', async () => {
    const r = await search({ types: ['COMICSERIES', 'CREATOR'], limitPerPage: 2 });
    expect(r.comicSeries).toHaveLength(2);
    expect(r.comicIssues).toEqual([]);
    expect(r.rankingDetails.map((d: { uuid: string; type: string }) => [d.type, d.uuid])).toEqual([
      ...r.comicSeries.map((s: { uuid: string }) => ['COMICSERIES', s.uuid]),
      ...r.creators.map((c: { uuid: string }) => ['CREATOR', c.uuid]),
    ]);
    for (const d of r.rankingDetails) expect(d.rankingScore).toBeGreaterThan(0);
    expect(r.responseDetails).toEqual([
      { id: `${r.searchId}-COMICSERIES`, type: 'COMICSERIES', totalCount: 4, pagesCount: 2 },
      { id: `${r.searchId}-CREATOR`, type: 'CREATOR', totalCount: 3, pagesCount: 2 },
    ]);
  });

  it('a name match ranks above a description match; without a term the newest come first', async () => {
    const r = await search({ types: ['COMICSERIES'], term: WORD });
    expect(r.comicSeries.at(-1).uuid).toBe(S.manga);
    const newest = await ok(SEARCH, { types: ['COMICSERIES'], series: [S.action, S.manga, S.erotic], limitPerPage: 25 });
    expect(newest.search.comicSeries.map((s: { uuid: string }) => s.uuid)).toEqual([S.erotic, S.manga, S.action]);
  });

  it.each([
    ['filterForLanguages', { languages: ['JAPANESE', 'FRENCH'] }, ['manga', 'erotic']],
    ['filterForGenres (any of)', { genres: ['COMICSERIES_COMEDY', 'COMICSERIES_ACTION'] }, ['action', 'manga']],
    ['filterForCountries (of the credited creators)', { countries: ['JAPAN'] }, ['manga']],
    ['filterForSeriesUuids', { series: 'action,legacy' }, ['action', 'legacy']],
    ['filterForNotInSeriesUuids', { notSeries: 'action,legacy' }, ['manga', 'erotic']],
    ['filterForPublishedAfter', { after: 'base+200' }, ['erotic', 'legacy']],
    ['filterForPublishedBefore', { before: 'base+100' }, ['action', 'manga']],
    ['filterForLastUpdatedAfter (newest issue)', { updatedAfter: 'base+10' }, ['manga']],
    ['filterForLastUpdatedBefore (newest issue)', { updatedBefore: 'base+10' }, ['action']],
    ['filterForTags (exact, case-sensitive)', { tags: ['Heroes'] }, ['action']],
    ['filterForTags (any of)', { tags: ['heroes', 'Heroes'] }, ['action', 'manga']],
    ['filterForContentRatings', { ratings: ['COMICSERIES_KIDS', 'COMICSERIES_EROTICA'] }, ['action', 'erotic']],
    ['filterForComicSeriesType', { comicTypes: ['MANGA', 'ONE_SHOT'] }, ['manga', 'legacy']],
    ['filterForComicSeriesLayout', { layouts: ['RIGHT_TO_LEFT', 'PAGE'] }, ['manga', 'erotic']],
    ['filterForTotalIssuesLessThan', { fewer: 2 }, ['manga', 'erotic', 'legacy']],
    ['filterForTotalIssuesGreaterThan', { more: 1 }, ['action']],
    ['filterForExclusiveContent (case-insensitive scope)', { exclusive: ['PATREON'] }, ['manga']],
    ['filterForExclusiveContent (other scope)', { exclusive: ['kofi'] }, []],
    ['isSafeMode drops EROTICA and PORNOGRAPHY', { safe: true }, ['action', 'manga']],
    ['isSafeMode false keeps them', { safe: false }, ['action', 'manga', 'erotic', 'legacy']],
    ['filterForContentRoles does not apply: []', { roles: ['COMICSERIES_WRITER'] }, []],
    ['filterForPodcastContentType does not apply: []', { podcastTypes: ['AUDIO'] }, []],
  ])('COMICSERIES %s', async (_name, vars: Record<string, unknown>, expected: string[]) => {
    const resolved = Object.fromEntries(
      Object.entries(vars).map(([k, v]) => [
        k,
        typeof v === 'string' && v.startsWith('base+') ? base + Number(v.slice(5)) * day : typeof v === 'string' ? v.split(',').map((n) => S[n]) : v,
      ]),
    );
    expect(await seriesHits(resolved)).toEqual(sorted(...expected.map((n) => S[n])));
  });

  it.each([
    ['filterForCountries', { countries: ['CANADA', 'FRANCE'] }, ['writer', 'loner']],
    ['filterForLanguages (of the credited series)', { languages: ['JAPANESE'] }, ['artist']],
    ['filterForGenres (of the credited series)', { genres: ['COMICSERIES_ACTION'] }, ['writer']],
    ['filterForSeriesUuids (credited on)', { series: 'manga' }, ['artist']],
    ['filterForNotInSeriesUuids (not credited on)', { notSeries: 'manga' }, ['writer', 'loner']],
    ['filterForPublishedAfter', { after: 'base+100' }, ['artist', 'loner']],
    ['filterForPublishedBefore', { before: 'base+100' }, ['writer', 'artist']],
    ['filterForTags (exact, case-sensitive)', { tags: ['ink'] }, ['artist']],
    ['filterForContentRoles (approved roles on published series)', { roles: ['COMICSERIES_ARTIST_INKER', 'COMICSERIES_WRITER'] }, ['writer', 'artist']],
    ['filterForContentRoles (unapproved or draft credits do not count)', { roles: ['COMICSERIES_EDITOR'] }, []],
    ['isSafeMode keeps creators', { safe: true }, ['writer', 'artist', 'loner']],
    ['filterForContentRatings does not apply: []', { ratings: ['COMICSERIES_KIDS'] }, []],
    ['filterForTotalIssuesLessThan does not apply: []', { fewer: 100 }, []],
    ['filterForExclusiveContent does not apply: []', { exclusive: ['patreon'] }, []],
    ['filterForLastUpdatedAfter does not apply: []', { updatedAfter: 0 }, []],
  ])('CREATOR %s', async (_name, vars: Record<string, unknown>, expected: string[]) => {
    const resolved = Object.fromEntries(
      Object.entries(vars).map(([k, v]) => [
        k,
        typeof v === 'string' && v.startsWith('base+') ? base + Number(v.slice(5)) * day : k === 'series' || k === 'notSeries' ? String(v).split(',').map((n) => S[n]) : v,
      ]),
    );
    expect(await creatorHits(resolved)).toEqual(sorted(...expected.map((n) => C[n])));
  });

  it('matchBy and "-word" work on comics as on podcasts', async () => {
    expect(await seriesHits({ term: `${WORD} velvet`, matchBy: 'ALL_TERMS' })).toEqual([S.erotic]);
    expect(await seriesHits({ term: `${WORD} -velvet -old` })).toEqual(sorted(S.action, S.manga));
    expect(await creatorHits({ term: `paints every`, matchBy: 'EXACT_PHRASE' })).toEqual([C.artist]);
  });

  it('paging: disjoint pages, pagesCount, past the end []', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) seen.push(...(await search({ types: ['COMICSERIES'], limitPerPage: 2, page })).comicSeries.map((s: { uuid: string }) => s.uuid));
    expect(seen.sort()).toEqual(sorted(S.action, S.manga, S.erotic, S.legacy));
  });

  it('searchForTerm finds comics and creators too, with queryResponseInfo', async () => {
    const data = await ok(`{ searchForTerm(term: "${WORD}", filterForTypes: [COMICSERIES, CREATOR, COMICISSUE], filterForTags: ["ink"], limitPerPage: 25) {
      comicSeries { uuid } creators { uuid } queryResponseInfo { responseInfoDetails { type totalCount } } } }`);
    expect(data.searchForTerm.comicSeries).toEqual([]);
    expect(data.searchForTerm.creators).toEqual([{ uuid: C.artist }]);
    expect(data.searchForTerm.queryResponseInfo.responseInfoDetails).toEqual([{ type: 'COMICSERIES', totalCount: 0 }, { type: 'CREATOR', totalCount: 1 }]);
  });
});
