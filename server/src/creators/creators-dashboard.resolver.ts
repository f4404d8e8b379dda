import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { DashboardContext, requireUser } from '../common/graphql/dashboard-context';
import { uuidArg } from '../common/graphql/args';
import { creatorView } from '../comics/comic-views';
import type { MutationAddInternalCreatorForUserArgs, QueryGetInternalCreatorsForUserArgs } from '../generated/internal';
import { CreatorsService } from './creators.service';

/** Creator profiles on /internal/graphql (spec 001 §7 "Creators"; contract §8 names). */
@Resolver()
export class CreatorsDashboardResolver {
  constructor(private readonly creators: CreatorsService) {}

  @Query()
  async getInternalCreatorForUser(@Context() ctx: DashboardContext, @Args('uuid') uuid: string) {
    const row = await this.creators.get(requireUser(ctx).id, uuidArg(uuid));
    return row && creatorView(row);
  }

  @Query()
  async getInternalCreatorsForUser(@Context() ctx: DashboardContext, @Args() args: QueryGetInternalCreatorsForUserArgs) {
    return (await this.creators.listMine(requireUser(ctx).id, args.permissionType)).map(creatorView);
  }

  @Mutation()
  async addInternalCreatorForUser(@Context() ctx: DashboardContext, @Args() { uuid, ...form }: MutationAddInternalCreatorForUserArgs) {
    return creatorView(await this.creators.add(requireUser(ctx), uuid, creatorForm(form)));
  }

  @Mutation()
  async updateInternalCreatorForUser(@Context() ctx: DashboardContext, @Args() { uuid, ...form }: MutationAddInternalCreatorForUserArgs) {
    return creatorView(await this.creators.update(requireUser(ctx), uuidArg(uuid), creatorForm(form)));
  }

  @Mutation()
  deleteInternalCreatorForUser(@Context() ctx: DashboardContext, @Args('uuid') uuid: string) {
    return this.creators.remove(requireUser(ctx), uuidArg(uuid));
  }

  @Mutation()
  async updateStatusForInternalCreator(@Context() ctx: DashboardContext, @Args('uuid') uuid: string, @Args('status') status: string) {
    return creatorView(await this.creators.setStatus(requireUser(ctx), uuidArg(uuid), status));
  }
}

/** The service's creator form from the mutation's arguments (null list items dropped). */
function creatorForm(form: Omit<MutationAddInternalCreatorForUserArgs, 'uuid'>) {
  return { ...form, links: (form.links ?? []).filter((link): link is string => typeof link === 'string') };
}
