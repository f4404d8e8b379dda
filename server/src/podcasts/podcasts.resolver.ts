import { Args, Context, Info, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { getArgumentValues, GraphQLObjectType, type GraphQLResolveInfo } from 'graphql';
import { fieldNamesUnder, selectedFieldNodes, selectedFields } from '../common/graphql/selection';
import {
  EPISODES_LIMIT_PER_PAGE_MAX,
  EPISODES_PAGE_MAX,
  LATEST_EPISODES_LIMIT_PER_PAGE_MAX,
  LATEST_EPISODES_PAGE_MAX,
  LATEST_EPISODES_URLS_MAX,
  FREE_PLAN_LATEST_EPISODES_MAX,
  ITUNES_ARTWORK_SIZE_DEFAULT,
  ITUNES_ARTWORK_SIZE_MAX,
  MULTIPLE_UUIDS_MAX,
  notSupportedMessage,
  oneOfRequiredMessage,
  SEARCH_LIMIT_PER_PAGE_MAX,
  SEARCH_PAGE_MAX,
  requiredWhenMessage,
  tooManyMessage,
} from '@inkcast/schema';
import { ApiContext } from '../common/graphql/api-context';
import type {
  PodcastSeriesEpisodesArgs,
  QueryGetItunesInfoArgs,
  QueryGetPopularContentArgs,
  QueryGetLatestPodcastEpisodesArgs,
  QueryGetPodcastEpisodeArgs,
  QueryGetPodcastSeriesArgs,
} from '../generated/graphql';
import { boundedInt, boundedList, uuidArg, uuidList } from '../common/graphql/args';
import { badUserInput } from '../common/errors';
import { stableId } from '../common/graphql/stable-id';
import { stripHtml } from './feed/html';
import { PodcastEpisode } from './podcast-episode.entity';
import { PodcastSeries } from './podcast-series.entity';
import { EpisodePageRequest, PodcastsService, SeriesWithEpisodes, episodeColumns, episodePageKey, inOrder } from './podcasts.service';

/** Root podcast lookups of the public API (contract §4.1). */
@Resolver('Query')
export class PodcastQueriesResolver {
  constructor(private readonly podcasts: PodcastsService) {}

  /** A series by the first identifier given, in the order uuid, itunesId, rssUrl, name. */
  @Query()
  getPodcastSeries(@Args() args: QueryGetPodcastSeriesArgs, @Info() info: GraphQLResolveInfo): Promise<PodcastSeries | null> {
    const page = episodePageAlong(info);
    if (args.uuid != null) return this.podcasts.seriesByUuid(uuidArg(args.uuid), page);
    if (args.itunesId != null) return this.podcasts.seriesByItunesId(args.itunesId, page);
    if (args.rssUrl != null) return this.podcasts.seriesByRssUrl(args.rssUrl, page);
    if (args.name != null) return this.podcasts.seriesByName(args.name, page);
    throw badUserInput(oneOfRequiredMessage(['uuid', 'itunesId', 'rssUrl', 'name']));
  }

  /** Series in the order of `uuids` (≤ 25), unknown ones skipped. */
  @Query()
  async getMultiplePodcastSeries(@Args('uuids') uuids: (string | null)[] | null): Promise<PodcastSeries[]> {
    const list = uuidList('uuids', uuids, MULTIPLE_UUIDS_MAX) ?? [];
    return inOrder(list, await this.podcasts.seriesByUuids(list));
  }

  /** An episode by the first identifier given, in the order uuid, guid, name. */
  @Query()
  getPodcastEpisode(@Args() args: QueryGetPodcastEpisodeArgs): Promise<PodcastEpisode | null> {
    const seriesUuid = args.seriesUuidForLookup != null ? uuidArg(args.seriesUuidForLookup) : null;
    if (args.uuid != null) return this.podcasts.episodesByUuids([uuidArg(args.uuid)]).then((e) => e[0] ?? null);
    if (args.guid != null) return this.podcasts.episodeBy('guid', args.guid, seriesUuid);
    if (args.name != null) return this.podcasts.episodeBy('name', args.name, seriesUuid);
    throw badUserInput(oneOfRequiredMessage(['uuid', 'guid', 'name']));
  }

  /** Episodes in the order of `uuids` (≤ 25), unknown ones skipped. */
  @Query()
  async getMultiplePodcastEpisodes(@Args('uuids') uuids: (string | null)[] | null): Promise<PodcastEpisode[]> {
    const list = uuidList('uuids', uuids, MULTIPLE_UUIDS_MAX) ?? [];
    return inOrder(list, await this.podcasts.episodesByUuids(list));
  }

  /** Newest episodes of the given podcasts, or of the whole catalogue (contract §4.1, §3 Free plan rule). */
  @Query()
  async getLatestPodcastEpisodes(
    @Args() args: QueryGetLatestPodcastEpisodesArgs,
    @Context() ctx: ApiContext,
  ): Promise<PodcastEpisode[]> {
    const seriesUuids = uuidList('uuids', args.uuids, LATEST_EPISODES_URLS_MAX);
    const rssUrls = boundedList('rssUrls', args.rssUrls, LATEST_EPISODES_URLS_MAX);
    if ((seriesUuids?.length ?? 0) + (rssUrls?.length ?? 0) > LATEST_EPISODES_URLS_MAX) {
      throw badUserInput(tooManyMessage('uuids and rssUrls', LATEST_EPISODES_URLS_MAX));
    }
    const page = boundedInt('page', args.page, 1, LATEST_EPISODES_PAGE_MAX);
    let limitPerPage = boundedInt('limitPerPage', args.limitPerPage, 25, LATEST_EPISODES_LIMIT_PER_PAGE_MAX);
    const limitPerPodcast = args.limitPerPodcast == null ? null : boundedInt('limitPerPodcast', args.limitPerPodcast, 1, LATEST_EPISODES_LIMIT_PER_PAGE_MAX);
    if (ctx.principal?.plan === 'FREE') {
      if (page > 1) return [];
      limitPerPage = Math.min(limitPerPage, FREE_PLAN_LATEST_EPISODES_MAX);
    }
    return this.podcasts.latestEpisodes({ seriesUuids, rssUrls, page, limitPerPage, limitPerPodcast });
  }

  /** Series by Inkcast's popularity ranking (contract §4.4); PODCASTSERIES only. */
  @Query()
  async getPopularContent(@Args() args: QueryGetPopularContentArgs) {
    const taddyType = args.taddyType ?? 'PODCASTSERIES';
    if (taddyType !== 'PODCASTSERIES') throw badUserInput(notSupportedMessage('taddyType', taddyType, ['PODCASTSERIES']));
    const page = boundedInt('page', args.page, 1, SEARCH_PAGE_MAX);
    const limitPerPage = boundedInt('limitPerPage', args.limitPerPage, 10, SEARCH_LIMIT_PER_PAGE_MAX);
    const genres = boundedList('filterByGenres', args.filterByGenres, 200);
    const language = args.filterByLanguage ?? null;
    return {
      popularityRankId: stableId({ taddyType, language, genres: genres ? [...genres].sort() : null, page, limitPerPage }),
      podcastSeries: await this.podcasts.popularSeries(language, genres, page, limitPerPage),
    };
  }

  /** The Apple Podcasts info of a series, by series uuid or iTunes id; null without Apple data. */
  @Query()
  async getItunesInfo(@Args() args: QueryGetItunesInfoArgs) {
    let series: PodcastSeries | null = null;
    if (args.uuid != null) series = await this.podcasts.seriesByUuid(uuidArg(args.uuid));
    else if (args.itunesId != null) series = await this.podcasts.seriesByItunesId(args.itunesId);
    else throw badUserInput(oneOfRequiredMessage(['uuid', 'itunesId']));
    return series ? itunesInfoOf(series) : null;
  }
}

/**
 * The episode page of PodcastSeries.episodes arguments (contract §5) and selected fields.
 * Throws BAD_USER_INPUT for bounds and a SEARCH without searchTerm.
 */
function episodePageRequest(args: PodcastSeriesEpisodesArgs, fields: Set<string>): EpisodePageRequest {
  const sortOrder = args.sortOrder ?? 'LATEST';
  const searchTerm = args.searchTerm?.trim() || null;
  if (sortOrder === 'SEARCH' && !searchTerm) throw badUserInput(requiredWhenMessage('searchTerm', 'sortOrder is SEARCH'));
  const opts = {
    sortOrder,
    page: boundedInt('page', args.page, 1, EPISODES_PAGE_MAX),
    limitPerPage: boundedInt('limitPerPage', args.limitPerPage, 10, EPISODES_LIMIT_PER_PAGE_MAX),
    searchTerm,
    includeRemoved: args.includeRemovedEpisodes ?? false,
  };
  return { opts, columns: episodeColumns(fields) };
}

/**
 * The episode page a series lookup can read in the same statement: when `episodes` is selected
 * once under the series, with valid arguments; otherwise undefined (invalid arguments are then
 * reported by the episodes resolver, in the field's place).
 */
function episodePageAlong(info: GraphQLResolveInfo): EpisodePageRequest | undefined {
  const nodes = selectedFieldNodes(info, 'episodes');
  if (nodes.length !== 1) return undefined;
  const field = (info.schema.getType('PodcastSeries') as GraphQLObjectType).getFields().episodes;
  try {
    return episodePageRequest(getArgumentValues(field, nodes[0], info.variableValues) as PodcastSeriesEpisodesArgs, fieldNamesUnder(nodes, info.fragments));
  } catch {
    return undefined;
  }
}

/** Computed fields of PodcastSeries (contract §5). */
@Resolver('PodcastSeries')
export class PodcastSeriesResolver {
  constructor(private readonly podcasts: PodcastsService) {}

  @ResolveField()
  description(@Parent() s: PodcastSeries, @Args('shouldStripHtmlTags') strip?: boolean): string | null {
    return strip && s.description ? stripHtml(s.description) : s.description;
  }

  @ResolveField()
  isComplete(@Parent() s: PodcastSeries): boolean {
    return s.isCompleted;
  }

  @ResolveField()
  itunesInfo(@Parent() s: PodcastSeries) {
    return itunesInfoOf(s);
  }

  /** A page of episodes; the page read along with the series when it is the one asked for. */
  @ResolveField()
  async episodes(@Parent() s: SeriesWithEpisodes, @Args() args: PodcastSeriesEpisodesArgs, @Info() info: GraphQLResolveInfo): Promise<PodcastEpisode[]> {
    const request = episodePageRequest(args, selectedFields(info));
    if (s.episodePage?.key === episodePageKey(request)) return s.episodePage.episodes;
    return this.podcasts.episodesOfSeries(s.uuid, request);
  }

  @ResolveField()
  totalEpisodesCount(@Parent() s: PodcastSeries, @Args('includeRemovedEpisodes') includeRemoved?: boolean): Promise<number> {
    return this.podcasts.countEpisodes(s, includeRemoved ?? false);
  }

  @ResolveField()
  async feedRefreshDetails(@Parent() s: PodcastSeries, @Context() ctx: ApiContext) {
    const feed = await ctx.loaders.feedByUuid.load(s.uuid);
    return feed && { uuid: feed.uuid, priority: feed.priority, priorityReason: feed.priorityReason, dateLastRefreshed: feed.dateLastRefreshed, websubDetails: null };
  }

  @ResolveField()
  popularityRank(): null {
    return null;
  }

  @ResolveField()
  taddyTranscribeStatus(): string {
    return 'NOT_TRANSCRIBING';
  }
}

/** Computed fields of PodcastEpisode (contract §5). */
@Resolver('PodcastEpisode')
export class PodcastEpisodeResolver {
  @ResolveField()
  description(@Parent() e: PodcastEpisode, @Args('shouldStripHtmlTags') strip?: boolean): string | null {
    return strip && e.description ? stripHtml(e.description) : e.description;
  }

  @ResolveField()
  podcastSeries(@Parent() e: PodcastEpisode, @Context() ctx: ApiContext) {
    return ctx.loaders.seriesByUuid.load(e.seriesUuid);
  }

  @ResolveField()
  transcriptUrls(@Parent() e: PodcastEpisode): string[] {
    return e.transcripts.map((t) => t.url);
  }

  @ResolveField()
  transcriptUrlsWithDetails(@Parent() e: PodcastEpisode) {
    return e.transcripts.map((t) => ({ ...t, isTaddyExclusive: false }));
  }

  @ResolveField()
  chaptersUrls(@Parent() e: PodcastEpisode): string[] {
    return e.chapters.map((c) => c.url);
  }

  @ResolveField()
  chaptersUrlsWithDetails(@Parent() e: PodcastEpisode) {
    return e.chapters.map((c) => ({ ...c, isTaddyExclusive: false }));
  }

  @ResolveField()
  alternateEnclosureUrlsWithDetails(@Parent() e: PodcastEpisode) {
    return e.alternateEnclosures;
  }

  @ResolveField()
  taddyTranscribeStatus(): string {
    return 'NOT_TRANSCRIBING';
  }

  /** Chapters read from the chapters file; fetching those files is not built yet, so none (contract §4.2: none → []). */
  @ResolveField()
  chapters(): [] {
    return [];
  }
}

/** Person (contract §5): auto-generated persons do not exist in Inkcast. */
@Resolver('Person')
export class PersonResolver {
  @ResolveField()
  isAutoGenerated(): boolean {
    return false;
  }
}

/** Fields of iTunesInfo computed from the stored record (contract §5 iTunesInfo). */
@Resolver('iTunesInfo')
export class ItunesInfoResolver {
  /**
   * `baseArtworkUrl` + `{size}x{size}bb.png`; size 1–3000, default 640 (contract decision). Without
   * Apple's artwork URL, the feed's own artwork, which cannot be resized, is returned as it is.
   */
  @ResolveField()
  baseArtworkUrlOf(@Parent() info: NonNullable<ReturnType<typeof itunesInfoOf>>, @Args('size') size?: number): string | null {
    const px = boundedInt('size', size, ITUNES_ARTWORK_SIZE_DEFAULT, ITUNES_ARTWORK_SIZE_MAX);
    return info.baseArtworkUrl ? `${info.baseArtworkUrl}${px}x${px}bb.png` : info.podcastSeries.imageUrl;
  }
}

/** The iTunesInfo object of a series (uuid = series uuid), or null without Apple data. */
export function itunesInfoOf(s: PodcastSeries) {
  return s.itunesInfo ? { uuid: s.uuid, ...s.itunesInfo, podcastSeries: s } : null;
}
