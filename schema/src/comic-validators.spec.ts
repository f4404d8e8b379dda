import { describe, expect, it } from 'vitest';
import { ComicMessage, ComicNotice, deleteSeasonConfirmMessage } from './comic-messages';
import {
  canAddLink,
  emptyToNull,
  normaliseComicSeriesForm,
  normaliseEpisodeTexts,
  normaliseLinks,
  publishChoice,
  validateComicSeries,
  validateCreator,
  validateEpisode,
  validateInvitation,
  validatePaymentRule,
  validateSeason,
  validateWebtoonsData,
  type ComicSeriesForm,
  type CreatorForm,
  type EpisodeForm,
  type PaymentRuleForm,
  type WebtoonsForm,
} from './comic-validators';
import { normaliseTags } from './creators';
import { ValidationMessage } from './messages';

const x = (n: number) => 'x'.repeat(n);
/** 2026-03-10 10:07:00 UTC, epoch seconds. */
const NOW = Date.UTC(2026, 2, 10, 10, 7) / 1000;
const SLOT = Date.UTC(2026, 2, 10, 10, 30) / 1000;
const YEAR = 365 * 86400;

describe('episode form (§5)', () => {
  const episode = (over: Partial<EpisodeForm> = {}): EpisodeForm => ({
    name: 'The Potion of Flight',
    imageUrls: ['https://cdn.example/1.jpg'],
    pushNotificationMessage: 'New episode!',
    description: 'Thanks for reading',
    publishAt: null,
    dateExclusiveContentIsAvailable: null,
    ...over,
  });
  const options = { nowSeconds: NOW, seriesIsPublished: true };

  it.each([
    ['a valid draft', {}, null],
    ['published now', { publishAt: NOW }, null],
    ['published with a past time (= now)', { publishAt: NOW - 3600 }, null],
    ['scheduled on the next slot', { publishAt: SLOT }, null],
    ['no push message or creator note', { pushNotificationMessage: '', description: null }, null],
    ['title blank', { name: '  ' }, 'Title cannot be blank'],
    ['title missing', { name: undefined }, 'Title cannot be blank'],
    ['title of 50', { name: x(50) }, null],
    ['title of 51', { name: x(51) }, 'Title cannot be longer than 50 characters'],
    ['no images', { imageUrls: [] }, 'You need to upload at least one image'],
    ['only blank image urls', { imageUrls: [''] }, 'You need to upload at least one image'],
    ['100 images', { imageUrls: Array.from({ length: 100 }, (_, i) => `u${i}`) }, null],
    ['101 images', { imageUrls: Array.from({ length: 101 }, (_, i) => `u${i}`) }, ComicMessage.EPISODE_IMAGES_TOO_MANY],
    ['push message of 100', { pushNotificationMessage: x(100) }, null],
    ['push message of 101', { pushNotificationMessage: x(101) }, 'Your push notification message cannot be longer than 100 characters'],
    ['creator note of 360', { description: x(360) }, null],
    ['creator note of 361', { description: x(361) }, 'Your creator note cannot be longer than 360 characters'],
    ['scheduled a year and a slot ahead', { publishAt: SLOT + YEAR }, ComicMessage.PUBLISH_AT_OUT_OF_RANGE],
    ['scheduled at 10:45', { publishAt: SLOT + 900 }, ComicMessage.PUBLISH_AT_NOT_ON_STEP],
    ['free from the next slot', { dateExclusiveContentIsAvailable: SLOT }, null],
    ['free from a past date', { dateExclusiveContentIsAvailable: NOW - 86400 }, null],
    ['free from beyond a year', { dateExclusiveContentIsAvailable: SLOT + YEAR }, ComicMessage.EXCLUSIVE_DATE_OUT_OF_RANGE],
    ['free from 10:31', { dateExclusiveContentIsAvailable: SLOT + 60 }, ComicMessage.EXCLUSIVE_DATE_NOT_ON_STEP],
  ] as const)('%s → %s', (_name, over, message) => {
    expect(validateEpisode(episode(over as Partial<EpisodeForm>), options)).toBe(message);
  });

  it('checks in the spec’s order: title, images, push message, creator note', () => {
    const everythingWrong = { name: '', imageUrls: [], pushNotificationMessage: x(101), description: x(361) };
    expect(validateEpisode(everythingWrong, options)).toBe('Title cannot be blank');
    expect(validateEpisode({ ...everythingWrong, name: 'ok' }, options)).toBe('You need to upload at least one image');
    expect(validateEpisode({ ...everythingWrong, name: 'ok', imageUrls: ['u'] }, options)).toBe(
      'Your push notification message cannot be longer than 100 characters',
    );
  });

  it('blocks scheduling while the series is not published, not publishing now or drafts', () => {
    const unpublished = { nowSeconds: NOW, seriesIsPublished: false };
    expect(validateEpisode(episode({ publishAt: SLOT }), unpublished)).toBe(ComicMessage.SCHEDULE_NEEDS_PUBLISHED_SERIES);
    expect(validateEpisode(episode({ publishAt: NOW }), unpublished)).toBeNull();
    expect(validateEpisode(episode({ publishAt: null }), unpublished)).toBeNull();
  });

  it.each([
    [null, 'draft'],
    [undefined, 'draft'],
    [NOW, 'now'],
    [NOW - 1, 'now'],
    [NOW + 1, 'schedule'],
  ])('publishAt %s is %s', (publishAt, choice) => {
    expect(publishChoice(publishAt, NOW)).toBe(choice);
  });

  it('sends an empty description and push message as null', () => {
    expect(normaliseEpisodeTexts({ name: ' Ep 1 ', description: '  ', pushNotificationMessage: '' })).toEqual({
      name: 'Ep 1',
      description: null,
      pushNotificationMessage: null,
    });
    expect(normaliseEpisodeTexts({ name: 'a', description: ' note ', pushNotificationMessage: 'hi' })).toEqual({
      name: 'a',
      description: 'note',
      pushNotificationMessage: 'hi',
    });
    expect(emptyToNull(undefined)).toBeNull();
  });
});

describe('creator form (§5)', () => {
  const creator = (over: Partial<CreatorForm> = {}): CreatorForm => ({
    name: 'David Revoy',
    bio: 'Artist of Pepper&Carrot',
    avatarImageUrl: 'https://cdn.example/avatar.jpg',
    country: 'FRANCE',
    tags: ['webcomic'],
    links: ['INSTAGRAM:davidrevoy', { type: 'MASTODON', value: 'davidrevoy@framapiaf.org' }],
    ...over,
  });
  const links = (n: number) => Array.from({ length: n }, (_, i) => `INSTAGRAM:user${i}`);

  it.each([
    ['a valid creator', {}, null],
    ['no country, tags or links', { country: null, tags: null, links: null }, null],
    ['name blank', { name: ' ' }, 'Name cannot be blank'],
    ['name of 60', { name: x(60) }, null],
    ['name of 61', { name: x(61) }, 'Name cannot be longer than 60 characters'],
    ['bio of 260', { bio: x(260) }, null],
    ['bio of 261', { bio: x(261) }, 'Bio cannot be longer than 260 characters'],
    ['no photo', { avatarImageUrl: '' }, 'You need to upload a photo of yourself'],
    ['12 tags', { tags: Array.from({ length: 12 }, (_, i) => `t${i}`) }, null],
    ['13 tags', { tags: Array.from({ length: 13 }, (_, i) => `t${i}`) }, 'You can only have maximum 12 tags'],
    ['13 tags counting empty and repeated ones out', { tags: [...Array.from({ length: 12 }, (_, i) => `t${i}`), '', '#t0'] }, null],
    ['tags over 100 characters typed', { tags: [x(60), x(40)] }, ComicMessage.TAGS_TOO_LONG],
    ['25 links', { links: links(25) }, null],
    ['26 links', { links: links(26) }, 'You can only add 25 links'],
    ['26 links of which one empty (dropped)', { links: [...links(25), 'INSTAGRAM:', { type: '', value: 'x' }] }, null],
    ['a valid EMAIL link', { links: ['EMAIL:pepper@example.com'] }, null],
    ['an invalid EMAIL link', { links: ['EMAIL:pepper.example.com'] }, 'Email pepper.example.com does not look valid'],
    ['an invalid MASTODON link', { links: [{ type: 'MASTODON', value: 'pepper' }] }, 'Mastodon username @pepper does not look valid'],
    ['a MASTODON link typed with @', { links: ['MASTODON:@pepper'] }, 'Mastodon username @pepper does not look valid'],
    ['an unknown link type', { links: ['MYSPACE:pepper'] }, ComicMessage.LINK_TYPE_INVALID],
    ['a lower-case link type', { links: ['instagram:pepper'] }, null],
    ['an unknown country', { country: 'ATLANTIS' }, 'Invalid Country'],
    ['a country in lower case with spaces', { country: ' france ' }, null],
  ] as const)('%s → %s', (_name, over, message) => {
    expect(validateCreator(creator(over as Partial<CreatorForm>))).toBe(message);
  });

  it('drops links with an empty type or value, storing TYPE:value pairs', () => {
    expect(
      normaliseLinks(['INSTAGRAM:pepper', 'EMAIL:', ':value', 'nonsense', { type: 'bluesky', value: ' pepper.bsky.social ' }, { type: null, value: 'x' }]),
    ).toEqual(['INSTAGRAM:pepper', 'BLUESKY:pepper.bsky.social']);
  });

  it('says "You can only add 25 links" when adding one more at 25', () => {
    expect(canAddLink(24)).toBe(true);
    expect(canAddLink(25)).toBe(false);
  });

  it('stores tags trimmed without "#", empty and repeated ones dropped', () => {
    expect(normaliseTags([' #fantasy ', 'magic', '', '#', 'magic', null])).toEqual(['fantasy', 'magic']);
  });
});

describe('comic series form (§5)', () => {
  const series = (over: Partial<ComicSeriesForm> = {}): ComicSeriesForm => ({
    name: 'Pepper&Carrot',
    description: 'A young witch and her cat.',
    coverImageUrl: 'https://cdn.example/cover.jpg',
    bannerImageUrl: 'https://cdn.example/banner.jpg',
    thumbnailImageUrl: 'https://cdn.example/thumbnail.jpg',
    genre1: 'COMICSERIES_FANTASY',
    genre2: 'COMICSERIES_COMEDY',
    genre3: null,
    language: 'ENGLISH',
    rating: 'COMICSERIES_KIDS',
    seriesStatus: 'ONGOING',
    seriesType: 'WEBTOON',
    seriesLayout: 'VERTICAL_SCROLL_TOP_TO_BOTTOM',
    tags: ['witch', 'cat'],
    ...over,
  });

  it.each([
    ['a valid series', {}, null],
    ['enums in lower case with spaces (trimmed and upper-cased)', { genre1: ' comicseries_fantasy ', language: 'english', rating: 'comicseries_kids ', seriesStatus: 'ongoing', seriesType: ' manga ' }, null],
    ['no series type or layout (empty yields nothing)', { seriesType: ' ', seriesLayout: null }, null],
    ['name blank', { name: '' }, 'Name cannot be blank'],
    ['name of 50', { name: x(50) }, null],
    ['name of 51', { name: x(51) }, ComicMessage.SERIES_NAME_TOO_LONG],
    ['description blank', { description: '  ' }, 'Short description cannot be blank'],
    ['description of 500', { description: x(500) }, null],
    ['description of 501', { description: x(501) }, ComicMessage.DESCRIPTION_TOO_LONG],
    ['no cover', { coverImageUrl: '' }, 'You need to upload cover art'],
    ['no banner', { bannerImageUrl: null }, 'You need to upload a banner'],
    ['no thumbnail', { thumbnailImageUrl: undefined }, 'You need to upload a thumbnail'],
    ['no genre 1', { genre1: '' }, 'You need to pick a genre from Genre 1'],
    ['no language', { language: '' }, 'You need to pick a language'],
    ['no rating', { rating: '' }, 'You need to pick a rating'],
    ['no status', { seriesStatus: '' }, 'You need to pick a status'],
    ['13 tags', { tags: Array.from({ length: 13 }, (_, i) => `t${i}`) }, 'You can only have maximum 12 tags'],
    ['an unknown genre 1', { genre1: 'COMICSERIES_WESTERN' }, 'Contains an Invalid Genre'],
    ['a podcast genre 3', { genre3: 'PODCASTSERIES_ARTS' }, 'Contains an Invalid Genre'],
    ['genre 2 equal to genre 1', { genre2: 'COMICSERIES_FANTASY' }, ComicMessage.GENRE_REPEATED],
    ['genre 3 equal to genre 2', { genre3: 'comicseries_comedy' }, ComicMessage.GENRE_REPEATED],
    ['three distinct genres', { genre3: 'COMICSERIES_ANIMALS' }, null],
    ['an unknown language', { language: 'KLINGON' }, 'Invalid Language'],
    ['an unknown rating', { rating: 'COMICSERIES_EVERYONE' }, 'Invalid Content Rating'],
    ['EROTICA (exists, not offered)', { rating: 'COMICSERIES_EROTICA' }, null],
    ['an unknown series type', { seriesType: 'ZINE' }, 'Invalid SeriesType'],
    ['an unknown series status', { seriesStatus: 'PAUSED' }, 'Invalid Series Status'],
    ['an unknown layout', { seriesLayout: 'SIDEWAYS' }, ComicMessage.SERIES_LAYOUT_INVALID],
  ] as const)('%s → %s', (_name, over, message) => {
    expect(validateComicSeries(series(over as Partial<ComicSeriesForm>))).toBe(message);
  });

  it('checks the required fields in the spec’s order', () => {
    const order: [keyof ComicSeriesForm, string][] = [
      ['name', 'Name cannot be blank'],
      ['description', 'Short description cannot be blank'],
      ['coverImageUrl', 'You need to upload cover art'],
      ['bannerImageUrl', 'You need to upload a banner'],
      ['thumbnailImageUrl', 'You need to upload a thumbnail'],
      ['genre1', 'You need to pick a genre from Genre 1'],
      ['language', 'You need to pick a language'],
      ['rating', 'You need to pick a rating'],
      ['seriesStatus', 'You need to pick a status'],
    ];
    const form: ComicSeriesForm = series(Object.fromEntries(order.map(([field]) => [field, ''])));
    for (const [field, message] of order) {
      expect(validateComicSeries(form)).toBe(message);
      (form as Record<string, unknown>)[field] = series()[field];
    }
    expect(validateComicSeries(form)).toBeNull();
  });

  it('normalises: texts trimmed, enums trimmed and upper-cased, empty → null', () => {
    expect(normaliseComicSeriesForm(series({ name: ' P&C ', genre2: ' ', seriesType: ' manga ', tags: ['#a', ' b '] }))).toMatchObject({
      name: 'P&C',
      genre2: null,
      seriesType: 'MANGA',
      tags: ['a', 'b'],
    });
  });
});

describe('invitation form (§5)', () => {
  it.each([
    [{ email: 'friend@example.com', permission: 'ADMIN' }, null],
    [{ email: ' friend@example.com ', permission: 'viewer' }, null],
    [{ email: 'friend@example.com', permission: 'CONTRIBUTOR' }, null],
    [{ email: '', permission: 'ADMIN' }, 'Email does not look valid'],
    [{ email: 'friend@', permission: 'ADMIN' }, 'Email does not look valid'],
    [{ email: 'friend@example.com', permission: '' }, 'Please select a valid permission'],
    [{ email: 'friend@example.com', permission: 'OWNER' }, 'Please select a valid permission'],
    [{ email: 'friend@example.com', permission: 'EDIT' }, 'Please select a valid permission'],
  ])('%o → %s', (form, message) => {
    expect(validateInvitation(form)).toBe(message);
  });
});

describe('season form (§5)', () => {
  it.each([
    [{ name: '1', items: ['uuid-1'] }, null],
    [{ name: '', items: ['uuid-1'] }, 'Please enter a Season Number.'],
    [{ name: '  ', items: [] }, 'Please enter a Season Number.'],
    [{ name: '2', items: [] }, 'Please select at least one episode to include in this Season.'],
    [{ name: '2', items: null }, 'Please select at least one episode to include in this Season.'],
  ])('%o → %s', (form, message) => {
    expect(validateSeason(form)).toBe(message);
  });

  it('asks before deleting a season', () => {
    expect(deleteSeasonConfirmMessage('2')).toBe('Are you sure you delete Season 2?');
  });
});

describe('payment rule (§5)', () => {
  const rule = (over: Partial<PaymentRuleForm> = {}): PaymentRuleForm => ({
    platform: 'PATREON',
    platformPriceId: 'price_1',
    ruleType: 'LAST_X',
    ruleValue: 5,
    groupId: null,
    ...over,
  });

  it.each([
    ['a valid LAST_X rule', {}, null],
    ['no platform', { platform: '' }, 'Please select a payment platform.'],
    ['an unknown platform', { platform: 'KOFI' }, 'Please select a payment platform.'],
    ['no tier', { platformPriceId: null }, 'Please select a tier.'],
    ['no rule type', { ruleType: '' }, ComicMessage.PAYMENT_RULE_TYPE_INVALID],
    ['0 latest episodes', { ruleValue: 0 }, 'Latest Episodes should be higher than 1.'],
    ['-3 latest episodes', { ruleValue: -3 }, 'Latest Episodes should be higher than 1.'],
    ['no number', { ruleValue: null }, 'Latest Episodes should be higher than 1.'],
    ['NaN', { ruleValue: Number.NaN }, 'Latest Episodes should be higher than 1.'],
    ['1 latest episode (allowed)', { ruleValue: 1 }, null],
    ['1000 latest episodes (allowed)', { ruleValue: 1000 }, null],
    ['1001 latest episodes', { ruleValue: 1001 }, 'Latest Episodes should be less than 1000.'],
    ['2.5 latest episodes', { ruleValue: 2.5 }, ComicMessage.LATEST_EPISODES_NOT_WHOLE],
    ['a GROUP rule with a season', { ruleType: 'GROUP', ruleValue: null, groupId: 7 }, null],
    ['a GROUP rule without a season', { ruleType: 'GROUP', ruleValue: null, groupId: null }, 'Please select a season.'],
    ['a GROUP rule with a blank season', { ruleType: 'group', groupId: ' ' }, 'Please select a season.'],
  ] as const)('%s → %s', (_name, over, message) => {
    expect(validatePaymentRule(rule(over as Partial<PaymentRuleForm>))).toBe(message);
  });
});

describe('webtoons intake (§5, checked in order)', () => {
  const full: WebtoonsForm = {
    webtoonsLink: 'https://www.webtoons.com/en/canvas/pepper/list?title_no=1',
    coverImageUrl: 'c',
    bannerImageUrl: 'b',
    thumbnailImageUrl: 't',
    avatarImageUrl: 'a',
    rating: 'COMICSERIES_TEENS',
  };

  it('a complete intake is valid', () => {
    expect(validateWebtoonsData(full)).toBeNull();
  });

  it('says each missing field in the spec’s order', () => {
    const order: [keyof WebtoonsForm, string][] = [
      ['webtoonsLink', 'Please fill out the Link to your webtoon field'],
      ['coverImageUrl', 'You need to upload cover art'],
      ['bannerImageUrl', 'You need to upload a banner'],
      ['thumbnailImageUrl', 'You need to upload a thumbnail'],
      ['avatarImageUrl', 'You need to upload an avatar'],
      ['rating', 'You need to pick a rating'],
    ];
    const form: WebtoonsForm = {};
    for (const [field, message] of order) {
      expect(validateWebtoonsData(form)).toBe(message);
      form[field] = full[field];
    }
    expect(validateWebtoonsData(form)).toBeNull();
  });

  it.each([
    [{ webtoonsLink: 'webtoons.com/pepper' }, ValidationMessage.WEBTOON_LINK_INVALID],
    [{ rating: 'G' }, 'Invalid Content Rating'],
  ])('%o → %s', (over, message) => {
    expect(validateWebtoonsData({ ...full, ...over })).toBe(message);
  });
});

describe('notices (§4, §8)', () => {
  it('quote the spec to the letter', () => {
    expect(ComicNotice.NO_ACCESS).toBe('You do not have access to view this page.');
    expect(ComicNotice.UPLOAD_LINKS_FAILED).toBe('Could not connect to the server to upload images. Please try again.');
    expect(ComicNotice.UPLOAD_FAILED).toBe('There was an error uploading images. Please try again.');
    expect(ComicMessage.ROLES_REQUIRED).toBe('To add the creator, you need to specify at least one role.');
  });
});
