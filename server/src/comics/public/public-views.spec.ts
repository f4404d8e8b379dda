import { LINK_TYPES } from '@inkcast/schema';
import { describe, expect, it } from 'vitest';
import {
  ComicIssueRow,
  ComicSeriesRow,
  CreatorRow,
  comicIssueView,
  comicSeriesView,
  creatorContentUuid,
  creatorContentView,
  creatorView,
  imageAsString,
  linkOf,
  servedImages,
  storyUuid,
  variantUrl,
} from './public-views';

const HEX64 = /^[0-9a-f]{64}$/;
const BASE = 'https://img.test/images/5e1c/';
const SERIES_UUID = '0b7e5f7c-7c35-4a51-9a8e-2d7f0f4b1a01';
const ISSUE_UUID = '0b7e5f7c-7c35-4a51-9a8e-2d7f0f4b1a02';
const NOW = 1_800_000_000;

const sized = (base: string, folder: string) => ({
  base_url: `https://img.test/images/${folder}/`,
  [`${base}_lg`]: `${base}-lg.webp`,
  [`${base}_md`]: `${base}-md.webp`,
  [`${base}_sm`]: `${base}-sm.webp`,
});
const single = (base: string, folder: string) => ({ base_url: `https://img.test/images/${folder}/`, [base]: `${base}.webp` });

function seriesRow(over: Partial<ComicSeriesRow> = {}): ComicSeriesRow {
  return {
    uuid: SERIES_UUID,
    name: 'Ink',
    description: 'A comic',
    genres: ['COMICSERIES_ACTION', 'COMICSERIES_DRAMA'],
    language: 'ENGLISH',
    contentRating: 'COMICSERIES_TEENS',
    seriesType: 'WEBTOON',
    seriesStatus: 'ONGOING',
    seriesLayout: 'VERTICAL_SCROLL_TOP_TO_BOTTOM',
    tags: ['ink'],
    datePublished: NOW - 100,
    imagesStatus: 'COMPLETE',
    imageOutputs: { cover: [sized('cover', 'c1')], banner: [sized('banner', 'b1')], thumbnail: [single('thumbnail', 't1')] },
    scopes: [],
    totalIssues: 3,
    ...over,
  };
}

function issueRow(over: Partial<ComicIssueRow> = {}): ComicIssueRow {
  return {
    uuid: ISSUE_UUID,
    seriesUuid: SERIES_UUID,
    name: 'Episode 1',
    creatorNote: null,
    pushNotificationMessage: null,
    datePublished: NOW - 50,
    position: 1,
    dateExclusiveContentIsAvailable: null,
    imagesStatus: 'COMPLETE',
    imageOutputs: { story: [single('story', 'p1'), single('story', 'p2')] },
    seriesImagesStatus: 'COMPLETE',
    seriesImageOutputs: { banner: [sized('banner', 'b1')], thumbnail: [single('thumbnail', 't1')] },
    storyUuids: ['9e0f0f4c-0000-5000-8000-000000000001', '9e0f0f4c-0000-5000-8000-000000000002'],
    paidScopes: [],
    ...over,
  };
}

describe('images', () => {
  it('are served once COMPLETE, never while PROCESSING or FAILED; an item without an image set has none', () => {
    const outputs = { cover: [sized('cover', 'c1')] };
    expect(servedImages('COMPLETE', outputs)).toBe(outputs);
    expect(servedImages('PROCESSING', outputs)).toBeNull();
    expect(servedImages('FAILED', outputs)).toBeNull();
    expect(servedImages(null, null)).toEqual({});
  });

  it('*AsString puts base_url first and the sizes small to large, whatever the stored key order', () => {
    const text = imageAsString(sized('cover', 'c1'));
    expect(text).toBe(
      '{"base_url":"https://img.test/images/c1/","cover_sm":"cover-sm.webp","cover_md":"cover-md.webp","cover_lg":"cover-lg.webp"}',
    );
    expect(imageAsString({ story: 'story.webp', base_url: BASE })).toBe(`{"base_url":"${BASE}","story":"story.webp"}`);
    expect(imageAsString(null)).toBeNull();
  });

  it('a variant picks the _sm/_md/_lg file under base_url; SMALL when none is given', () => {
    const cover = sized('cover', 'c1');
    expect(variantUrl(cover, 'cover', 'SMALL')).toBe('https://img.test/images/c1/cover-sm.webp');
    expect(variantUrl(cover, 'cover', 'MEDIUM')).toBe('https://img.test/images/c1/cover-md.webp');
    expect(variantUrl(cover, 'cover', 'LARGE')).toBe('https://img.test/images/c1/cover-lg.webp');
    expect(variantUrl(cover, 'cover', null)).toBe('https://img.test/images/c1/cover-sm.webp');
    expect(variantUrl(null, 'cover', 'LARGE')).toBeNull();
  });
});

describe('derived uuids', () => {
  it('a story uuid depends on its issue and image folder, not on the storage host or page order', () => {
    const a = storyUuid(ISSUE_UUID, 'https://a.test/images/x/y/p1/');
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(storyUuid(ISSUE_UUID, 'https://b.test/other/p1/')).toBe(a);
    expect(storyUuid(SERIES_UUID, 'https://a.test/images/x/y/p1/')).not.toBe(a);
    expect(storyUuid(ISSUE_UUID, 'https://a.test/images/x/y/p2/')).not.toBe(a);
    expect(storyUuid(ISSUE_UUID, 'https://a.test/images/x/y/p1/', 2)).not.toBe(a);
  });

  it('a credit uuid is stable for its creator and content', () => {
    expect(creatorContentUuid(SERIES_UUID, ISSUE_UUID)).toBe(creatorContentUuid(SERIES_UUID, ISSUE_UUID));
    expect(creatorContentUuid(ISSUE_UUID, SERIES_UUID)).not.toBe(creatorContentUuid(SERIES_UUID, ISSUE_UUID));
  });
});

describe('comicSeriesView', () => {
  it('gives the contract fields, image JSON and a 64-hex hash', () => {
    const v = comicSeriesView(seriesRow({ scopes: ['patreon'] }));
    expect(v).toMatchObject({
      uuid: SERIES_UUID,
      status: 'ONGOING',
      isCompleted: false,
      isBlocked: false,
      sssUrl: null,
      copyright: null,
      scopesForExclusiveContent: ['patreon'],
      thumbnailImageUrl: 'https://img.test/images/t1/thumbnail.webp',
      thumbnailImageAsString: '{"base_url":"https://img.test/images/t1/","thumbnail":"thumbnail.webp"}',
      feedRefreshDetails: null,
      hostingProvider: null,
    });
    expect(JSON.parse(v.coverImageAsString!)).toEqual(sized('cover', 'c1'));
    expect(v.hash).toMatch(HEX64);
    expect(comicSeriesView(seriesRow({ seriesStatus: 'COMPLETED' })).isCompleted).toBe(true);
  });

  it('hash is stable for equal rows and changes exactly when a public field changes', () => {
    const h = comicSeriesView(seriesRow()).hash;
    expect(comicSeriesView(seriesRow()).hash).toBe(h);
    expect(comicSeriesView(seriesRow({ totalIssues: 9 })).hash).toBe(h);
    for (const over of [{ name: 'Ink 2' }, { tags: ['ink', 'new'] }, { scopes: ['patreon'] }, { imagesStatus: 'PROCESSING' as const }]) {
      expect(comicSeriesView(seriesRow(over)).hash).not.toBe(h);
    }
  });

  it('drops stored values outside the enums instead of failing the response', () => {
    const v = comicSeriesView(seriesRow({ genres: ['COMICSERIES_ACTION', 'NOT_A_GENRE'], language: 'KLINGON', seriesType: 'X' }));
    expect(v.genres).toEqual(['COMICSERIES_ACTION']);
    expect(v.language).toBeNull();
    expect(v.seriesType).toBeNull();
  });

  it('has no image fields while its images are processing', () => {
    const v = comicSeriesView(seriesRow({ imagesStatus: 'PROCESSING', imageOutputs: null }));
    expect([v.coverImageAsString, v.bannerImageAsString, v.thumbnailImageAsString, v.thumbnailImageUrl]).toEqual([null, null, null, null]);
    expect(v.images).toEqual({ cover: null, banner: null });
  });
});

describe('comicIssueView', () => {
  it('serves the stories in reading order with the row’s story uuids', () => {
    const v = comicIssueView(issueRow(), NOW);
    expect(v.storyImageUrls).toEqual(['https://img.test/images/p1/story.webp', 'https://img.test/images/p2/story.webp']);
    expect(v.stories.map((s) => s.uuid)).toEqual(issueRow().storyUuids);
    expect(v.stories[0]).toMatchObject({ issueUuid: ISSUE_UUID, seriesUuid: SERIES_UUID, isRemoved: false });
    expect(v.stories[0].hash).toMatch(HEX64);
    expect(v.scopesForExclusiveContent).toEqual([]);
  });

  it('falls back to the series banner and thumbnail; its own episode images win', () => {
    const fallback = comicIssueView(issueRow(), NOW);
    expect(fallback.thumbnailImageUrl).toBe('https://img.test/images/t1/thumbnail.webp');
    expect(variantUrl(fallback.images.banner, 'banner', 'LARGE')).toBe('https://img.test/images/b1/banner-lg.webp');
    const own = comicIssueView(
      issueRow({ imageOutputs: { story: [], episodeBanner: [sized('banner', 'eb')], episodeThumbnail: [single('thumbnail', 'et')] } }),
      NOW,
    );
    expect(own.thumbnailImageUrl).toBe('https://img.test/images/et/thumbnail.webp');
    expect(JSON.parse(own.bannerImageAsString!).base_url).toBe('https://img.test/images/eb/');
  });

  it('has no images or stories while its images are processing', () => {
    const v = comicIssueView(issueRow({ imagesStatus: 'PROCESSING', imageOutputs: null }), NOW);
    expect([v.thumbnailImageUrl, v.bannerImageAsString, v.thumbnailImageAsString]).toEqual([null, null, null]);
    expect(v.stories).toEqual([]);
    expect(v.storyImageUrls).toEqual([]);
  });

  it('inside the exclusive window: scopes, no story images; after it, the stories', () => {
    const locked = comicIssueView(issueRow({ paidScopes: ['patreon'], dateExclusiveContentIsAvailable: NOW + 3600 }), NOW);
    expect(locked.scopesForExclusiveContent).toEqual(['patreon']);
    expect(locked.stories).toEqual([]);
    expect(locked.storyImageUrls).toEqual([]);
    expect(locked.name).toBe('Episode 1');
    const open = comicIssueView(issueRow({ paidScopes: ['patreon'], dateExclusiveContentIsAvailable: NOW + 3600 }), NOW + 3600);
    expect(open.scopesForExclusiveContent).toEqual([]);
    expect(open.stories).toHaveLength(2);
    expect(open.hash).not.toBe(locked.hash);
  });

  it('storiesHash and hash change when a story changes, not otherwise', () => {
    const a = comicIssueView(issueRow(), NOW);
    expect(comicIssueView(issueRow(), NOW + 10)).toMatchObject({ hash: a.hash, storiesHash: a.storiesHash });
    const b = comicIssueView(issueRow({ imageOutputs: { story: [single('story', 'p1'), single('story', 'p3')] } }), NOW);
    expect(b.storiesHash).not.toBe(a.storiesHash);
    expect(b.hash).not.toBe(a.hash);
  });
});

describe('creator links', () => {
  it.each([
    ['PATREON:inkartist', { type: 'PATREON', base_url: 'https://patreon.com/', value: 'inkartist' }, 'https://patreon.com/inkartist'],
    ['EMAIL:me@ink.test', { type: 'EMAIL', base_url: 'mailto:', value: 'me@ink.test' }, 'mailto:me@ink.test'],
    ['MASTODON:pepper@mastodon.social', { type: 'MASTODON', base_url: 'https://mastodon.social/@', value: 'pepper' }, 'https://mastodon.social/@pepper'],
    ['WEBSITE:http://ink.test/a', { type: 'WEBSITE', base_url: 'http://', value: 'ink.test/a' }, 'http://ink.test/a'],
    ['YOUTUBE:@inky', { type: 'YOUTUBE', base_url: 'https://youtube.com/@', value: 'inky' }, 'https://youtube.com/@inky'],
  ])('%s', (pair, parts, url) => {
    const link = linkOf(pair)!;
    expect(link.parts).toEqual(parts);
    expect(link.details).toEqual({ type: parts.type, url });
    expect(link.parts.base_url + link.parts.value).toBe(url);
  });

  it('url = base_url + value for every link type; pairs that make no link are dropped', () => {
    for (const type of LINK_TYPES) {
      const value = type === 'MASTODON' ? 'user@server.test' : type === 'EMAIL' ? 'a@b.test' : 'handle';
      const link = linkOf(`${type}:${value}`)!;
      expect(link.parts.base_url + link.parts.value).toBe(link.details.url);
    }
    expect(linkOf('NOPE:x')).toBeNull();
    expect(linkOf('PATREON:')).toBeNull();
    expect(linkOf('no colon')).toBeNull();
  });
});

describe('creatorView and creatorContentView', () => {
  const row: CreatorRow = {
    uuid: SERIES_UUID,
    name: 'Ada',
    bio: null,
    country: 'CANADA',
    tags: ['pen'],
    links: ['PATREON:ada', 'BROKEN'],
    datePublished: NOW,
    imagesStatus: 'COMPLETE',
    imageOutputs: { avatar: [sized('avatar', 'a1')] },
    totalContent: 2,
  };

  it('gives links, linksAsString, the avatar and a hash that ignores the content count', () => {
    const v = creatorView(row);
    expect(v.links).toEqual([{ type: 'PATREON', url: 'https://patreon.com/ada' }]);
    expect(JSON.parse(v.linksAsString)).toEqual([{ type: 'PATREON', base_url: 'https://patreon.com/', value: 'ada' }]);
    expect(variantUrl(v.images.avatar, 'avatar', 'MEDIUM')).toBe('https://img.test/images/a1/avatar-md.webp');
    expect(v.totalContentCount).toBe(2);
    expect(creatorView({ ...row, totalContent: 5 }).hash).toBe(v.hash);
    expect(creatorView({ ...row, bio: 'Hi' }).hash).not.toBe(v.hash);
    expect(creatorView({ ...row, country: 'ATLANTIS' }).country).toBeNull();
  });

  it('keeps only ContentRole values among the roles', () => {
    const v = creatorContentView({
      uuid: ISSUE_UUID, creatorUuid: SERIES_UUID, contentUuid: ISSUE_UUID, contentType: 'COMICSERIES',
      roles: ['COMICSERIES_WRITER', 'WIZARD'], position: 1, contentPosition: 2,
    });
    expect(v.roles).toEqual(['COMICSERIES_WRITER']);
    expect(v.hash).toMatch(HEX64);
  });
});
