import DataLoader from 'dataloader';
import type { ApiContext } from '../../common/graphql/api-context';
import type { ComicsCatalogueService } from './comics-catalogue.service';
import { ComicIssueView, ComicSeriesView, CreatorView, childrenHash } from './public-views';

/** DataLoaders of the comics relations of one request, so lists make no N+1 queries. */
export interface ComicLoaders {
  seriesByUuid: DataLoader<string, ComicSeriesView | null>;
  issueByUuid: DataLoader<string, ComicIssueView | null>;
  /** A series' approved, published creators in the content's order. */
  creatorsOfSeries: DataLoader<string, CreatorView[]>;
  /** `ComicSeries.issuesHash`: over every published issue, by position. */
  issuesHashOfSeries: DataLoader<string, string>;
  /** `Creator.contentHash`: over every visible credit, in the creator's order. */
  contentHashOfCreator: DataLoader<string, string>;
}

const LOADERS = Symbol('comicLoaders');

/**
 * The comics loaders of the request whose context is `ctx`, made on first use and kept on the
 * context (the public API's context factory stays as it is).
 */
export function comicLoaders(ctx: ApiContext, comics: ComicsCatalogueService): ComicLoaders {
  const holder = ctx as ApiContext & { [LOADERS]?: ComicLoaders };
  return (holder[LOADERS] ??= createComicLoaders(comics));
}

function createComicLoaders(comics: ComicsCatalogueService): ComicLoaders {
  return {
    seriesByUuid: new DataLoader(async (uuids) => byUuid(uuids, await comics.seriesByUuids(uuids))),
    issueByUuid: new DataLoader(async (uuids) => byUuid(uuids, await comics.issuesByUuids(uuids))),
    creatorsOfSeries: new DataLoader(async (seriesUuids) => {
      const credits = await comics.creditsOfContents(seriesUuids);
      const creators = new Map((await comics.creatorsByUuids([...new Set(credits.map((c) => c.creatorUuid))])).map((c) => [c.uuid, c]));
      return seriesUuids.map((s) => credits.filter((c) => c.contentUuid === s).flatMap((c) => creators.get(c.creatorUuid) ?? []));
    }),
    issuesHashOfSeries: new DataLoader(async (seriesUuids) => {
      const issues = await comics.allIssuesOfSeries(seriesUuids);
      return seriesUuids.map((s) => childrenHash(issues.filter((i) => i.seriesUuid === s)));
    }),
    contentHashOfCreator: new DataLoader(async (creatorUuids) => {
      const credits = await comics.allCreditsOfCreators(creatorUuids);
      return creatorUuids.map((c) => childrenHash(credits.filter((credit) => credit.creatorUuid === c)));
    }),
  };
}

function byUuid<T extends { uuid: string }>(keys: readonly string[], rows: T[]): (T | null)[] {
  const map = new Map(rows.map((r) => [r.uuid, r]));
  return keys.map((k) => map.get(k) ?? null);
}
