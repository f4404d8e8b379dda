import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { GraphQLEnumType, GraphQLObjectType, buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { COMIC_SERIES_LAYOUTS, COMIC_SERIES_TYPES, CONTENT_RATINGS, SERIES_STATUSES } from './comics';
import { CONTENT_ROLES } from './content-roles';
import { COUNTRIES } from './countries';
import { GENRES } from './genres';
import { LANGUAGES } from './languages';
import * as limits from './limits';
import { LINK_TYPES } from './links';
import { WEBHOOK_EVENTS } from './webhooks';

const schema = buildSchema(readFileSync(resolve(__dirname, '../graphql/public.graphql'), 'utf8'));

function enumValues(name: string): string[] {
  return (schema.getType(name) as GraphQLEnumType).getValues().map((value) => value.name);
}

function argDefault(typeName: string, field: string, arg: string): unknown {
  const type = schema.getType(typeName) as GraphQLObjectType;
  return type.getFields()[field].args.find((a) => a.name === arg)?.defaultValue;
}

describe('public.graphql', () => {
  it.each([
    ['ContentRole', CONTENT_ROLES, 71],
    ['Genre', GENRES, 137],
    ['Language', LANGUAGES, 184],
    ['Country', COUNTRIES, 249],
  ])('enum %s has the contract’s values, equal to the TypeScript list', (name, values, count) => {
    expect(enumValues(name)).toEqual(values);
    expect(new Set(values).size).toBe(count);
  });

  it.each([
    ['SeriesStatus', SERIES_STATUSES],
    ['ComicSeriesType', COMIC_SERIES_TYPES],
    ['ComicSeriesLayout', COMIC_SERIES_LAYOUTS],
    ['ContentRating', CONTENT_RATINGS],
    ['LinkType', LINK_TYPES],
  ] as const)('enum %s has the same values as the comics list', (name, values) => {
    expect([...enumValues(name)].sort()).toEqual([...values].sort());
  });

  it('WebhookEventActionType covers the action of every webhook event name', () => {
    const actions = enumValues('WebhookEventActionType');
    for (const event of WEBHOOK_EVENTS) expect(actions).toContain(event.split('.')[1]);
  });

  it('documents exactly the webhook event names on Webhook.events', () => {
    const description = (schema.getType('Webhook') as GraphQLObjectType).getFields().events.description ?? '';
    expect(description.match(/[a-z]+\.[a-z_]+/g)).toEqual(WEBHOOK_EVENTS);
  });

  it.each([
    ['PodcastSeries', 'episodes', 'limitPerPage', limits.EPISODES_LIMIT_PER_PAGE_DEFAULT],
    ['ComicSeries', 'issues', 'limitPerPage', limits.EPISODES_LIMIT_PER_PAGE_DEFAULT],
    ['Creator', 'content', 'limitPerPage', limits.EPISODES_LIMIT_PER_PAGE_DEFAULT],
    ['PodcastSeries', 'episodes', 'page', limits.PAGE_DEFAULT],
    ['Query', 'search', 'limitPerPage', limits.SEARCH_LIMIT_PER_PAGE_DEFAULT],
    ['Query', 'searchForTerm', 'limitPerPage', limits.SEARCH_LIMIT_PER_PAGE_DEFAULT],
    ['Query', 'getPopularContent', 'limitPerPage', limits.SEARCH_LIMIT_PER_PAGE_DEFAULT],
    ['Query', 'getTopChartsByCountry', 'limitPerPage', limits.SEARCH_LIMIT_PER_PAGE_DEFAULT],
    ['Query', 'getLatestPodcastEpisodes', 'limitPerPage', limits.LATEST_EPISODES_LIMIT_PER_PAGE_DEFAULT],
    ['iTunesInfo', 'baseArtworkUrlOf', 'size', limits.ITUNES_ARTWORK_SIZE_DEFAULT],
  ])('%s.%s(%s) defaults to the limits constant', (type, field, arg, expected) => {
    expect(argDefault(type, field, arg)).toBe(expected);
  });

  it('keeps the contract’s spellings', () => {
    expect(schema.getType('iTunesInfo')).toBeDefined();
    expect(schema.getType('TaddyType')).toBeDefined();
    expect((schema.getType('PodcastSeries') as GraphQLObjectType).getFields().itunesInfo).toBeDefined();
    expect(schema.getQueryType()?.getFields().getDocumenation).toBeDefined();
  });

  it('uses only built-in scalars', () => {
    const custom = Object.values(schema.getTypeMap()).filter(
      (type) => type.constructor.name === 'GraphQLScalarType' && !['ID', 'String', 'Int', 'Float', 'Boolean'].includes(type.name),
    );
    expect(custom).toEqual([]);
  });
});
