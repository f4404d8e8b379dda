import { Injectable } from '@nestjs/common';
import { SEARCH_LIMIT_PER_PAGE_MAX, SEARCH_PAGE_MAX } from '@inkcast/schema';
import { boundedInt, boundedList, uuidList } from '../common/graphql/args';
import { stableId } from '../common/graphql/stable-id';
import type { QuerySearchArgs } from '../generated/graphql';
import { ComicsCatalogueService } from '../comics/public/comics-catalogue.service';
import { PodcastsService, inOrder } from '../podcasts/podcasts.service';
import { SearchContentType, SearchFilters, SearchIndex, SearchMatchType, SearchQuery } from './search-index';

/** Arguments of `search` (contract §4.3), plus searchForTerm's date ordering. */
export type SearchArgs = QuerySearchArgs & {
  /** searchForTerm only: LATEST / OLDEST by date instead of relevance. */
  sortByDate?: 'LATEST' | 'OLDEST' | null;
};

/** Type-specific filters and the only types they apply to (contract §4.3). */
const FILTER_TYPES: Partial<Record<keyof SearchArgs, SearchContentType[]>> = {
  filterForLastUpdatedAfter: ['PODCASTSERIES', 'COMICSERIES'],
  filterForLastUpdatedBefore: ['PODCASTSERIES', 'COMICSERIES'],
  filterForPodcastContentType: ['PODCASTSERIES', 'PODCASTEPISODE'],
  filterForTotalEpisodesLessThan: ['PODCASTSERIES'],
  filterForTotalEpisodesGreaterThan: ['PODCASTSERIES'],
  filterForDurationLessThan: ['PODCASTEPISODE'],
  filterForDurationGreaterThan: ['PODCASTEPISODE'],
  filterForHasTranscript: ['PODCASTEPISODE'],
  filterForHasChapters: ['PODCASTEPISODE'],
  filterForTags: ['COMICSERIES', 'CREATOR'],
  filterForContentRoles: ['CREATOR'],
  filterForContentRatings: ['COMICSERIES'],
  filterForComicSeriesType: ['COMICSERIES'],
  filterForComicSeriesLayout: ['COMICSERIES'],
  filterForTotalIssuesLessThan: ['COMICSERIES'],
  filterForTotalIssuesGreaterThan: ['COMICSERIES'],
  filterForExclusiveContent: ['COMICSERIES'],
};

/**
 * Runs `search` and `searchForTerm`: validates and normalises the arguments, asks the SearchIndex
 * once per requested type, loads the hits and shapes SearchResults with its stable cache keys
 * (contract §4.3, §7: equal normalised arguments give equal `searchId`).
 */
@Injectable()
export class SearchService {
  constructor(
    private readonly index: SearchIndex,
    private readonly podcasts: PodcastsService,
    private readonly comics: ComicsCatalogueService,
  ) {}

  async search(args: SearchArgs) {
    const started = Date.now();
    const page = boundedInt('page', args.page, 1, SEARCH_PAGE_MAX);
    const limitPerPage = boundedInt('limitPerPage', args.limitPerPage, 10, SEARCH_LIMIT_PER_PAGE_MAX);
    const requested = boundedList('filterForTypes', args.filterForTypes, 4);
    const types = [...new Set(requested?.length ? requested : (['PODCASTSERIES'] as SearchContentType[]))];
    const term = (args.term ?? '').trim();
    const filters: SearchFilters = {
      countries: boundedList('filterForCountries', args.filterForCountries, 1000) ?? undefined,
      languages: boundedList('filterForLanguages', args.filterForLanguages, 1000) ?? undefined,
      genres: boundedList('filterForGenres', args.filterForGenres, 1000) ?? undefined,
      seriesUuids: uuidList('filterForSeriesUuids', args.filterForSeriesUuids, 1000) ?? undefined,
      notInSeriesUuids: uuidList('filterForNotInSeriesUuids', args.filterForNotInSeriesUuids, 1000) ?? undefined,
      publishedAfter: args.filterForPublishedAfter ?? undefined,
      publishedBefore: args.filterForPublishedBefore ?? undefined,
      lastUpdatedAfter: args.filterForLastUpdatedAfter ?? undefined,
      lastUpdatedBefore: args.filterForLastUpdatedBefore ?? undefined,
      podcastContentTypes: boundedList('filterForPodcastContentType', args.filterForPodcastContentType, 1000) ?? undefined,
      totalEpisodesLessThan: args.filterForTotalEpisodesLessThan ?? undefined,
      totalEpisodesGreaterThan: args.filterForTotalEpisodesGreaterThan ?? undefined,
      durationLessThan: args.filterForDurationLessThan ?? undefined,
      durationGreaterThan: args.filterForDurationGreaterThan ?? undefined,
      hasTranscript: args.filterForHasTranscript ?? undefined,
      hasChapters: args.filterForHasChapters ?? undefined,
      safeMode: args.isSafeMode ?? false,
      tags: boundedList('filterForTags', args.filterForTags, 1000) ?? undefined,
      contentRoles: boundedList('filterForContentRoles', args.filterForContentRoles, 1000) ?? undefined,
      contentRatings: boundedList('filterForContentRatings', args.filterForContentRatings, 1000) ?? undefined,
      comicSeriesTypes: boundedList('filterForComicSeriesType', args.filterForComicSeriesType, 1000) ?? undefined,
      comicSeriesLayouts: boundedList('filterForComicSeriesLayout', args.filterForComicSeriesLayout, 1000) ?? undefined,
      totalIssuesLessThan: args.filterForTotalIssuesLessThan ?? undefined,
      totalIssuesGreaterThan: args.filterForTotalIssuesGreaterThan ?? undefined,
      exclusiveContent: boundedList('filterForExclusiveContent', args.filterForExclusiveContent, 1000) ?? undefined,
    };
    const searchId = stableId({ ...args, term, page, limitPerPage, filterForTypes: [...types].sort() });
    const sortBy = args.sortByDate ?? args.sortBy ?? 'EXACTNESS';
    const matchBy = args.matchBy ?? 'MOST_TERMS';
    const result = {
      searchId,
      podcastSeries: [] as unknown[],
      podcastEpisodes: [] as unknown[],
      comicSeries: [] as unknown[],
      comicIssues: [] as unknown[],
      creators: [] as unknown[],
      rankingDetails: [] as { id: string; uuid: string; type: SearchContentType; rankingScore: number; rankingScoreDetailsAsString: null }[],
      responseDetails: [] as { id: string; type: SearchContentType; totalCount: number; pagesCount: number }[],
      took: 0,
    };
    for (const type of types) {
      const applies = Object.entries(FILTER_TYPES).every(([arg, allowed]) => args[arg as keyof SearchArgs] == null || allowed!.includes(type));
      const query: SearchQuery = { type, term, matchBy, sortBy, page, limitPerPage, filters };
      const found = applies ? await this.index.search(query) : { hits: [], totalCount: 0 };
      const uuids = found.hits.map((h) => h.uuid);
      if (type === 'PODCASTSERIES') result.podcastSeries = inOrder(uuids, await this.podcasts.seriesByUuids(uuids));
      if (type === 'PODCASTEPISODE') result.podcastEpisodes = inOrder(uuids, await this.podcasts.episodesByUuids(uuids));
      if (type === 'COMICSERIES') result.comicSeries = inOrder(uuids, await this.comics.seriesByUuids(uuids));
      if (type === 'CREATOR') result.creators = inOrder(uuids, await this.comics.creatorsByUuids(uuids));
      for (const hit of found.hits) {
        result.rankingDetails.push({ id: `${searchId}-${hit.uuid}`, uuid: hit.uuid, type, rankingScore: hit.score, rankingScoreDetailsAsString: null });
      }
      result.responseDetails.push({
        id: `${searchId}-${type}`,
        type,
        totalCount: found.totalCount,
        pagesCount: Math.min(SEARCH_PAGE_MAX, Math.ceil(found.totalCount / limitPerPage)),
      });
    }
    result.took = Date.now() - started;
    return result;
  }
}
