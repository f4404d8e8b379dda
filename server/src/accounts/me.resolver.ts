import { Context, Query, Resolver } from '@nestjs/graphql';
import { DashboardContext, requireUser } from '../common/graphql/dashboard-context';
import { User } from './user.entity';

/** `me` of the dashboard API: the signed-in user. */
@Resolver('Query')
export class MeResolver {
  @Query()
  me(@Context() ctx: DashboardContext) {
    return userView(requireUser(ctx));
  }
}

/** The signed-in user as the dashboard sees it (InternalUser; createdAt in epoch seconds). */
export function userView(user: User) {
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
