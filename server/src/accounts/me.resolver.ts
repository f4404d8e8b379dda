import { Context, Query, Resolver } from '@nestjs/graphql';
import { DashboardContext, requireUser } from '../common/graphql/dashboard-context';

/** `me` of the dashboard API: the signed-in user. */
@Resolver('Query')
export class MeResolver {
  @Query()
  me(@Context() ctx: DashboardContext) {
    const user = requireUser(ctx);
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      isCreator: user.isCreator,
      isDeveloper: user.isDeveloper,
      developerSubscriptionStatus: user.developerSubscriptionStatus,
      creatorSubscriptionStatus: user.creatorSubscriptionStatus,
      createdAt: Math.floor(user.createdAt.getTime() / 1000),
    };
  }
}
