import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { DashboardContext, requireUser } from '../common/graphql/dashboard-context';
import type { MutationAddWebtoonsSeriesDataArgs } from '../generated/internal';
import { WebtoonsService } from './webtoons.service';

/** The Webtoons intake on /internal/graphql (spec 001 §7 addWebtoonsSeriesData): the signed-in user's own record. */
@Resolver()
export class WebtoonsResolver {
  constructor(private readonly webtoons: WebtoonsService) {}

  @Query()
  getWebtoonsSeriesData(@Context() ctx: DashboardContext) {
    return this.webtoons.get(requireUser(ctx).id);
  }

  @Mutation()
  addWebtoonsSeriesData(@Context() ctx: DashboardContext, @Args() args: MutationAddWebtoonsSeriesDataArgs) {
    return this.webtoons.save(requireUser(ctx).id, args);
  }
}
