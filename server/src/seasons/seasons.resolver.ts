import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { DashboardContext, requireUser } from '../common/graphql/dashboard-context';
import type {
  MutationAddGroupForContentArgs,
  MutationDeleteGroupForContentArgs,
  MutationUpdateGroupForContentArgs,
  QueryGetGroupsForContentArgs,
} from '../generated/internal';
import { SeasonsService } from './seasons.service';

/** Seasons on /internal/graphql (spec 001 §7 Seasons): parse, authenticate, call SeasonsService. */
@Resolver()
export class SeasonsResolver {
  constructor(private readonly seasons: SeasonsService) {}

  @Query()
  getGroupsForContent(@Context() ctx: DashboardContext, @Args() args: QueryGetGroupsForContentArgs) {
    return this.seasons.list(requireUser(ctx).id, args.contentUuid, args.contentType);
  }

  @Mutation()
  addGroupForContent(@Context() ctx: DashboardContext, @Args() args: MutationAddGroupForContentArgs) {
    return this.seasons.add(requireUser(ctx).id, args.contentUuid, args.contentType, args);
  }

  @Mutation()
  updateGroupForContent(@Context() ctx: DashboardContext, @Args() args: MutationUpdateGroupForContentArgs) {
    return this.seasons.update(requireUser(ctx).id, args.id, args.contentUuid, args.contentType, args);
  }

  @Mutation()
  deleteGroupForContent(@Context() ctx: DashboardContext, @Args() args: MutationDeleteGroupForContentArgs) {
    return this.seasons.remove(requireUser(ctx).id, args.id, args.contentUuid, args.contentType);
  }
}
