import { Args, Context, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import {
  EPISODES_LIMIT_PER_PAGE_DEFAULT,
  EPISODES_LIMIT_PER_PAGE_MAX,
  EPISODES_PAGE_MAX,
  MULTIPLE_UUIDS_MAX,
  PAGE_DEFAULT,
  notSupportedMessage,
  oneOfRequiredMessage,
  requiredMessage,
  requiredWhenMessage,
} from '@inkcast/schema';
import { badUserInput } from '../../common/errors';
import type { ApiContext } from '../../common/graphql/api-context';
import { boundedInt, uuidArg, uuidList } from '../../common/graphql/args';
import type {
  ComicSeriesIssuesArgs,
  CreatorContentArgs,
  QueryGetComicSeriesArgs,
  QueryGetCreatorArgs,
} from '../../generated/graphql';
import { inOrder } from '../../podcasts/podcasts.service';
import { comicLoaders } from './comic-loaders';
import { ComicsCatalogueService } from './comics-catalogue.service';
import { ComicIssueView, ComicSeriesView, ComicStoryView, CreatorView, ImageVariant, variantUrl } from './public-views';

/** A required uuid argument (BAD_USER_INPUT when missing or malformed). */
function requiredUuid(value: string | null | undefined): string {
  if (value == null) throw badUserInput(requiredMessage('uuid'));
  return uuidArg(value);
}

/** The `uuids` of a getMultiple* query: at most 25, each a uuid (contract §3). */
function multipleUuids(uuids: readonly (string | null)[] | null | undefined): string[] {
  return uuidList('uuids', uuids, MULTIPLE_UUIDS_MAX) ?? [];
}

/** `page` and `limitPerPage` of a series' issues or a creator's content (contract §3). */
function pageArgs(args: { page?: number | null; limitPerPage?: number | null }) {
  return {
    page: boundedInt('page', args.page, PAGE_DEFAULT, EPISODES_PAGE_MAX),
    limitPerPage: boundedInt('limitPerPage', args.limitPerPage, EPISODES_LIMIT_PER_PAGE_DEFAULT, EPISODES_LIMIT_PER_PAGE_MAX),
  };
}

/** Root comics and creators lookups of the public API (contract §4.5); only published content is found. */
@Resolver('Query')
export class ComicsPublicResolver {
  constructor(private readonly comics: ComicsCatalogueService) {}

  /** A series by the first identifier given, in the order uuid, sssUrl, name; `sssUrl` finds nothing (no external feeds). */
  @Query()
  getComicSeries(@Args() args: QueryGetComicSeriesArgs): Promise<ComicSeriesView | null> | null {
    if (args.uuid != null) return this.comics.seriesByUuid(uuidArg(args.uuid));
    if (args.sssUrl != null) return null;
    if (args.name != null) return this.comics.seriesByName(args.name);
    throw badUserInput(oneOfRequiredMessage(['uuid', 'sssUrl', 'name']));
  }

  /** Series in the order of `uuids` (≤ 25), unknown ones skipped. */
  @Query()
  async getMultipleComicSeries(@Args('uuids') uuids: (string | null)[] | null): Promise<ComicSeriesView[]> {
    const list = multipleUuids(uuids);
    return inOrder(list, await this.comics.seriesByUuids(list));
  }

  /** A published issue of a published series. */
  @Query()
  async getComicIssue(@Args('uuid') uuid: string | null): Promise<ComicIssueView | null> {
    return (await this.comics.issuesByUuids([requiredUuid(uuid)]))[0] ?? null;
  }

  /** Issues in the order of `uuids` (≤ 25), unknown ones skipped. */
  @Query()
  async getMultipleComicIssues(@Args('uuids') uuids: (string | null)[] | null): Promise<ComicIssueView[]> {
    const list = multipleUuids(uuids);
    return inOrder(list, await this.comics.issuesByUuids(list));
  }

  /** One story (image) of a published issue; null inside the issue's exclusive window. */
  @Query()
  async getComicStory(@Args('uuid') uuid: string | null): Promise<ComicStoryView | null> {
    return (await this.comics.storiesByUuids([requiredUuid(uuid)]))[0] ?? null;
  }

  /** Stories in the order of `uuids` (≤ 25), unknown ones skipped. */
  @Query()
  async getMultipleComicStories(@Args('uuids') uuids: (string | null)[] | null): Promise<ComicStoryView[]> {
    const list = multipleUuids(uuids);
    return inOrder(list, await this.comics.storiesByUuids(list));
  }

  /** A creator by the first identifier given, in the order uuid, sssUrl, name; `sssUrl` finds nothing. */
  @Query()
  async getCreator(@Args() args: QueryGetCreatorArgs): Promise<CreatorView | null> {
    if (args.uuid != null) return (await this.comics.creatorsByUuids([uuidArg(args.uuid)]))[0] ?? null;
    if (args.sssUrl != null) return null;
    if (args.name != null) return this.comics.creatorByName(args.name);
    throw badUserInput(oneOfRequiredMessage(['uuid', 'sssUrl', 'name']));
  }

  /** Creators in the order of `uuids` (≤ 25), unknown ones skipped. */
  @Query()
  async getMultipleCreators(@Args('uuids') uuids: (string | null)[] | null): Promise<CreatorView[]> {
    const list = multipleUuids(uuids);
    return inOrder(list, await this.comics.creatorsByUuids(list));
  }

  /** One visible credit (approved, published creator and content). */
  @Query()
  async getCreatorContent(@Args('uuid') uuid: string | null) {
    return (await this.comics.creditsByUuids([requiredUuid(uuid)]))[0] ?? null;
  }
}

/** Computed fields of ComicSeries (contract §5). */
@Resolver('ComicSeries')
export class ComicSeriesResolver {
  constructor(private readonly comics: ComicsCatalogueService) {}

  @ResolveField()
  coverImageUrl(@Parent() s: ComicSeriesView, @Args('variant') variant: ImageVariant | null): string | null {
    return variantUrl(s.images.cover, 'cover', variant);
  }

  @ResolveField()
  bannerImageUrl(@Parent() s: ComicSeriesView, @Args('variant') variant: ImageVariant | null): string | null {
    return variantUrl(s.images.banner, 'banner', variant);
  }

  /** Published issues by position (no issue is ever removed, so includeRemovedIssues changes nothing). */
  @ResolveField()
  issues(@Parent() s: ComicSeriesView, @Args() args: ComicSeriesIssuesArgs, @Context() ctx: ApiContext): Promise<ComicIssueView[]> {
    const sortOrder = args.sortOrder ?? 'LATEST';
    const searchTerm = args.searchTerm?.trim() || null;
    if (sortOrder === 'SEARCH' && !searchTerm) throw badUserInput(requiredWhenMessage('searchTerm', 'sortOrder is SEARCH'));
    comicLoaders(ctx, this.comics).seriesByUuid.prime(s.uuid, s);
    return this.comics.issuesOfSeries(s.uuid, { sortOrder, searchTerm, ...pageArgs(args) });
  }

  @ResolveField()
  totalIssuesCount(@Parent() s: ComicSeriesView): number {
    return s.totalIssues;
  }

  @ResolveField()
  issuesHash(@Parent() s: ComicSeriesView, @Context() ctx: ApiContext): Promise<string> {
    return comicLoaders(ctx, this.comics).issuesHashOfSeries.load(s.uuid);
  }

  @ResolveField()
  creators(@Parent() s: ComicSeriesView, @Context() ctx: ApiContext): Promise<CreatorView[]> {
    return comicLoaders(ctx, this.comics).creatorsOfSeries.load(s.uuid);
  }
}

/** Computed fields of ComicIssue (contract §5). */
@Resolver('ComicIssue')
export class ComicIssueResolver {
  constructor(private readonly comics: ComicsCatalogueService) {}

  @ResolveField()
  bannerImageUrl(@Parent() i: ComicIssueView, @Args('variant') variant: ImageVariant | null): string | null {
    return variantUrl(i.images.banner, 'banner', variant);
  }

  @ResolveField()
  comicSeries(@Parent() i: ComicIssueView, @Context() ctx: ApiContext): Promise<ComicSeriesView | null> {
    return comicLoaders(ctx, this.comics).seriesByUuid.load(i.seriesUuid);
  }
}

/** Computed fields of ComicStory (contract §5). */
@Resolver('ComicStory')
export class ComicStoryResolver {
  constructor(private readonly comics: ComicsCatalogueService) {}

  @ResolveField()
  comicIssue(@Parent() s: ComicStoryView, @Context() ctx: ApiContext): Promise<ComicIssueView | null> {
    return comicLoaders(ctx, this.comics).issueByUuid.load(s.issueUuid);
  }

  @ResolveField()
  comicSeries(@Parent() s: ComicStoryView, @Context() ctx: ApiContext): Promise<ComicSeriesView | null> {
    return comicLoaders(ctx, this.comics).seriesByUuid.load(s.seriesUuid);
  }
}

/** Computed fields of Creator (contract §5). */
@Resolver('Creator')
export class CreatorResolver {
  constructor(private readonly comics: ComicsCatalogueService) {}

  @ResolveField()
  avatarImageUrl(@Parent() c: CreatorView, @Args('variant') variant: ImageVariant | null): string | null {
    return variantUrl(c.images.avatar, 'avatar', variant);
  }

  /** The creator's credits, LATEST (last added first) or OLDEST; SEARCH is BAD_USER_INPUT (contract decision). */
  @ResolveField()
  content(@Parent() c: CreatorView, @Args() args: CreatorContentArgs) {
    const sortOrder = args.sortOrder ?? 'LATEST';
    if (sortOrder === 'SEARCH') throw badUserInput(notSupportedMessage('sortOrder', 'SEARCH', ['LATEST', 'OLDEST']));
    return this.comics.creditsOfCreator(c.uuid, { sortOrder, ...pageArgs(args) });
  }

  @ResolveField()
  contentHash(@Parent() c: CreatorView, @Context() ctx: ApiContext): Promise<string> {
    return comicLoaders(ctx, this.comics).contentHashOfCreator.load(c.uuid);
  }
}
