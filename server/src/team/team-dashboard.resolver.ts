import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { uuidArg } from '../common/graphql/args';
import { DashboardContext, requireUser } from '../common/graphql/dashboard-context';
import type {
  MutationAddInternalInvitationForContentArgs,
  MutationAddOrUpdateInternalCreatorRolesForContentArgs,
  QueryGetInternalCreatorRolesForContentArgs,
  QueryGetInternalCreatorsForContentArgs,
  QueryGetInternalInvitationsForContentArgs,
} from '../generated/internal';
import { CreatorRolesService } from './creator-roles.service';
import { InvitationsService } from './invitations.service';

/** The team screen on /internal/graphql (spec 001 §7 "Team", "Creators" roles; contract §8 names). */
@Resolver()
export class TeamDashboardResolver {
  constructor(
    private readonly roles: CreatorRolesService,
    private readonly invitations: InvitationsService,
  ) {}

  @Query()
  getInternalCreatorsForContent(@Context() ctx: DashboardContext, @Args() args: QueryGetInternalCreatorsForContentArgs) {
    return this.roles.list(requireUser(ctx).id, args.contentType, uuidArg(args.contentUuid));
  }

  @Query()
  getInternalCreatorRolesForContent(@Context() ctx: DashboardContext, @Args() args: QueryGetInternalCreatorRolesForContentArgs) {
    return this.roles.get(requireUser(ctx).id, args.contentType, uuidArg(args.contentUuid), uuidArg(args.creatorUuid));
  }

  @Mutation()
  addOrUpdateInternalCreatorRolesForContent(@Context() ctx: DashboardContext, @Args() args: MutationAddOrUpdateInternalCreatorRolesForContentArgs) {
    return this.roles.setRoles(requireUser(ctx), args.contentType, uuidArg(args.contentUuid), uuidArg(args.creatorUuid), args.roles);
  }

  @Query()
  getInternalInvitationsForContent(@Context() ctx: DashboardContext, @Args() args: QueryGetInternalInvitationsForContentArgs) {
    return this.invitations.list(requireUser(ctx).id, args.contentType, uuidArg(args.contentUuid));
  }

  @Mutation()
  addInternalInvitationForContent(@Context() ctx: DashboardContext, @Args() { contentType, contentUuid, ...form }: MutationAddInternalInvitationForContentArgs) {
    return this.invitations.invite(requireUser(ctx), contentType, uuidArg(contentUuid), form);
  }

  @Mutation()
  expireInternalInvitationForContent(@Context() ctx: DashboardContext, @Args('id') id: string) {
    return this.invitations.expire(requireUser(ctx), id);
  }

  @Mutation()
  acceptInternalInvitation(@Context() ctx: DashboardContext, @Args('token') token: string) {
    return this.invitations.accept(requireUser(ctx), token);
  }
}
