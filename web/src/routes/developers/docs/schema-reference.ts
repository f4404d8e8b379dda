import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
} from 'graphql';
// The public API's SDL, the source of truth: the reference below is built from its descriptions.
import publicSdl from '../../../../../schema/graphql/public.graphql?raw';

/** The documentation pages the reference is split over. */
export type DocsArea = 'podcasts' | 'comics' | 'account';

/** Where each area's reference lives. */
export const AREA_PATHS: Record<DocsArea, string> = {
  podcasts: '/developers/podcast-api',
  comics: '/developers/comics-api',
  account: '/developers/intro-to-inkcast-graphql-api',
};

/**
 * Root fields go to the page of the type they return; search and popular content cover both
 * podcasts and webcomics, so they are on both pages; everything else (account, usage, webhooks,
 * developer applications) is on the intro page.
 */
const AREAS_OF_ROOT_TYPE: Record<string, DocsArea[]> = {
  PodcastSeries: ['podcasts'],
  PodcastEpisode: ['podcasts'],
  iTunesInfo: ['podcasts'],
  TranscriptItem: ['podcasts'],
  Chapter: ['podcasts'],
  TopChartsResults: ['podcasts'],
  SearchResults: ['podcasts', 'comics'],
  PopularityResult: ['podcasts', 'comics'],
  ComicSeries: ['comics'],
  ComicIssue: ['comics'],
  ComicStory: ['comics'],
  Creator: ['comics'],
  CreatorContent: ['comics'],
  HostingProvider: ['comics'],
};

/** Types documented on one page only; other pages link to them instead of repeating them. */
const ANCHOR_TYPES: Record<string, DocsArea> = {
  PodcastSeries: 'podcasts',
  PodcastEpisode: 'podcasts',
  iTunesInfo: 'podcasts',
  ComicSeries: 'comics',
  ComicIssue: 'comics',
  ComicStory: 'comics',
  Creator: 'comics',
  CreatorContent: 'comics',
};

/** One page's part of the reference. */
export interface AreaReference {
  area: DocsArea;
  queries: GraphQLField<unknown, unknown>[];
  mutations: GraphQLField<unknown, unknown>[];
  /** Object, input, interface and union types, in SDL order. */
  types: GraphQLNamedType[];
  /** Enums, in SDL order. */
  enums: GraphQLNamedType[];
  /** Names of the types documented on this page (for in-page links). */
  documented: Set<string>;
}

let built: GraphQLSchema | undefined;

/** The public schema, built once from the SDL. */
export function publicSchema(): GraphQLSchema {
  built ??= buildSchema(publicSdl);
  return built;
}

/** The named types a field depends on: its type and its arguments' types. */
function referencedTypes(field: GraphQLField<unknown, unknown> | { type: GraphQLType; args?: readonly GraphQLArgument[] }): GraphQLNamedType[] {
  return [getNamedType(field.type), ...(field.args ?? []).map((arg) => getNamedType(arg.type))];
}

/** Which page documents a type, given the page asking: its anchor page, else the asking page. */
export function homeOf(typeName: string, asking: DocsArea): DocsArea {
  return ANCHOR_TYPES[typeName] ?? asking;
}

/** The root fields of an area and every type they reach, stopping at other areas' anchor types. */
export function areaReference(area: DocsArea): AreaReference {
  const schema = publicSchema();
  const rootFields = (typeName: 'Query' | 'Mutation') =>
    Object.values((typeName === 'Query' ? schema.getQueryType() : schema.getMutationType())?.getFields() ?? {});
  const areasOf = (field: GraphQLField<unknown, unknown>): DocsArea[] => AREAS_OF_ROOT_TYPE[getNamedType(field.type).name] ?? ['account'];
  const queries = rootFields('Query').filter((field) => areasOf(field).includes(area));
  const mutations = area === 'account' ? rootFields('Mutation') : [];

  const reached = new Set<string>();
  const queue: GraphQLNamedType[] = [...queries, ...mutations].flatMap(referencedTypes);
  while (queue.length > 0) {
    const type = queue.shift()!;
    if (reached.has(type.name) || isScalarType(type) || type.name.startsWith('__')) continue;
    if (homeOf(type.name, area) !== area) continue;
    reached.add(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) queue.push(...referencedTypes(field));
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) queue.push(getNamedType(field.type));
    } else if (isUnionType(type)) {
      queue.push(...type.getTypes());
    }
  }

  const ordered = Object.values(schema.getTypeMap()).filter((type) => reached.has(type.name));
  return {
    area,
    queries,
    mutations,
    types: ordered.filter((type) => !isEnumType(type)),
    enums: ordered.filter((type) => isEnumType(type)),
    documented: reached,
  };
}

/** The schema's own description: conventions, auth and error codes. */
export function schemaDescription(): string {
  return publicSchema().description ?? '';
}

/** Whether `typeName` has a field `fieldName` (to keep hand-written tables in step with the SDL). */
export function hasField(typeName: string, fieldName: string): boolean {
  const type = publicSchema().getType(typeName);
  return !!type && (isObjectType(type) || isInterfaceType(type)) && fieldName in type.getFields();
}
