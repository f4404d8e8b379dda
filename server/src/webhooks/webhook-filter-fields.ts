import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GraphQLNamedType, buildSchema, getNamedType, isLeafType, isObjectType } from 'graphql';
import { config } from '../common/config';

/** The public type whose fields an event's `data` carries, by lower-case taddyType (contract §9). */
const TYPE_OF_TADDY_TYPE: Readonly<Record<string, string>> = {
  podcastseries: 'PodcastSeries',
  podcastepisode: 'PodcastEpisode',
  itunesinfo: 'iTunesInfo',
  comicseries: 'ComicSeries',
  comicissue: 'ComicIssue',
  creator: 'Creator',
  creatorcontent: 'CreatorContent',
};

/** Scalar fields that `data` leaves out (contract §9: transcript fields excluded). */
const NOT_IN_DATA = new Set(['transcript']);

let fieldsByType: Map<string, ReadonlySet<string>> | null = null;

/**
 * The top-level `data` fields a filter clause may name for a taddyType: the fields of its public
 * type (schema/graphql/public.graphql) whose value is a scalar, an enum or a list of those, as
 * `data` carries them (contract §9). Read from the SDL once.
 */
export function filterableFields(taddyType: string): ReadonlySet<string> {
  if (!fieldsByType) {
    const schema = buildSchema(readFileSync(join(config().SCHEMA_DIR, 'public.graphql'), 'utf8'));
    fieldsByType = new Map(
      Object.entries(TYPE_OF_TADDY_TYPE).map(([taddy, typeName]) => {
        const type: GraphQLNamedType | undefined | null = schema.getType(typeName);
        const fields = isObjectType(type) ? Object.values(type.getFields()) : [];
        return [taddy, new Set(fields.filter((f) => isLeafType(getNamedType(f.type)) && !NOT_IN_DATA.has(f.name)).map((f) => f.name))];
      }),
    );
  }
  return fieldsByType.get(taddyType) ?? new Set();
}
