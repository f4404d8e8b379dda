import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { DashboardContext, requireUser } from '../common/graphql/dashboard-context';
import { boundedInt, uuidArg } from '../common/graphql/args';
import type {
  InternalComicIssue,
  InternalSeriesType,
  MutationAddInternalComicForUserArgs,
  MutationAddInternalComicIssueForUserArgs,
  MutationRetryImageProcessingArgs,
  MutationUpdateInternalComicIssueForUserArgs,
  QueryGetInternalComicIssuesForSeriesArgs,
} from '../generated/internal';
import { PermissionsService, teamContentType } from '../team/permissions.service';
import { issueView, seriesView } from './comic-views';
import { IssuesService } from './issues.service';
import { SeriesService } from './series.service';

/** Comic series and episodes on /internal/graphql (spec 001 §7 "Series", "Episodes"; contract §8 names). */
@Resolver()
export class ComicsDashboardResolver {
  constructor(
    private readonly series: SeriesService,
    private readonly issues: IssuesService,
    private readonly permissions: PermissionsService,
  ) {}

  @Query()
  async getMyInternalSeries(@Context() ctx: DashboardContext) {
    return (await this.series.listMine(requireUser(ctx).id)).map(seriesView);
  }

  @Query()
  async getInternalComicForUser(@Context() ctx: DashboardContext, @Args('uuid') uuid: string) {
    const row = await this.series.get(requireUser(ctx).id, uuid);
    return row && seriesView(row);
  }

  @Query()
  getPermissionForItem(@Context() ctx: DashboardContext, @Args('uuid') uuid: string, @Args('contentType') contentType: InternalSeriesType) {
    return this.permissions.permissionOf(requireUser(ctx).id, uuidArg(uuid), undefined, teamContentType(contentType));
  }

  @Mutation()
  async addInternalComicForUser(@Context() ctx: DashboardContext, @Args() { uuid, ...form }: MutationAddInternalComicForUserArgs) {
    return seriesView(await this.series.add(requireUser(ctx), uuid, form));
  }

  @Mutation()
  async updateInternalComicForUser(@Context() ctx: DashboardContext, @Args() { uuid, ...form }: MutationAddInternalComicForUserArgs) {
    return seriesView(await this.series.update(requireUser(ctx), uuidArg(uuid), form));
  }

  @Mutation()
  deleteInternalComicForUser(@Context() ctx: DashboardContext, @Args('uuid') uuid: string) {
    return this.series.remove(requireUser(ctx), uuidArg(uuid));
  }

  @Mutation()
  async updateStatusForInternalComicSeries(@Context() ctx: DashboardContext, @Args('uuid') uuid: string, @Args('status') status: string) {
    return seriesView(await this.series.setStatus(requireUser(ctx), uuidArg(uuid), status));
  }

  @Query()
  async getInternalComicIssue(@Context() ctx: DashboardContext, @Args('uuid') uuid: string, @Args('seriesUuid') seriesUuid: string) {
    const row = await this.issues.get(requireUser(ctx).id, uuidArg(uuid), uuidArg(seriesUuid));
    return row && issueView(row);
  }

  @Query()
  async getInternalComicIssuesForSeries(@Context() ctx: DashboardContext, @Args() args: QueryGetInternalComicIssuesForSeriesArgs) {
    const page = boundedInt('page', args.page, 1, 1000);
    const limit = boundedInt('limitPerPage', args.limitPerPage, 5, 100);
    return (await this.issues.list(requireUser(ctx).id, uuidArg(args.seriesUuid), page, limit, args.sortOrder ?? 'LATEST', args.filterForStatus)).map(issueView);
  }

  @Query()
  async getFirstInternalComicIssueForSeries(@Context() ctx: DashboardContext, @Args('seriesUuid') seriesUuid: string) {
    const [first] = await this.issues.list(requireUser(ctx).id, uuidArg(seriesUuid), 1, 1, 'OLDEST');
    return first ? issueView(first) : null;
  }

  @Mutation()
  async addInternalComicIssueForUser(@Context() ctx: DashboardContext, @Args() { uuid, seriesUuid, ...form }: MutationAddInternalComicIssueForUserArgs) {
    return issueView(await this.issues.add(requireUser(ctx), uuid, uuidArg(seriesUuid), issueForm(form)));
  }

  @Mutation()
  async updateInternalComicIssueForUser(@Context() ctx: DashboardContext, @Args() { uuid, ...form }: MutationUpdateInternalComicIssueForUserArgs) {
    return issueView(await this.issues.update(requireUser(ctx), uuidArg(uuid), issueForm(form)));
  }

  @Mutation()
  deleteInternalComicIssueForUser(@Context() ctx: DashboardContext, @Args('uuid') uuid: string) {
    return this.issues.remove(requireUser(ctx), uuidArg(uuid));
  }

  @Mutation()
  async retryImageProcessing(@Context() ctx: DashboardContext, @Args() args: MutationRetryImageProcessingArgs) {
    return this.series.retryImages(requireUser(ctx), teamContentType(args.contentType), uuidArg(args.uuid));
  }
}

/** The episode's series, for a team member (null otherwise). */
@Resolver('InternalComicIssue')
export class InternalComicIssueResolver {
  constructor(private readonly seriesService: SeriesService) {}

  @ResolveField()
  async series(@Context() ctx: DashboardContext, @Parent() issue: InternalComicIssue) {
    const row = await this.seriesService.get(requireUser(ctx).id, issue.seriesUuid);
    return row && seriesView(row);
  }
}

/** The service's episode form from the mutation's arguments (null lists read as empty). */
function issueForm(form: Omit<MutationUpdateInternalComicIssueForUserArgs, 'uuid'>) {
  return { ...form, imageUrls: (form.imageUrls ?? []).filter((url): url is string => typeof url === 'string') };
}

