import { Context, Query, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { PLANS } from '@inkcast/schema';
import { DataSource } from 'typeorm';
import { User } from '../accounts/user.entity';
import { ApiContext } from '../common/graphql/api-context';
import { ApiPrincipal } from './developers.service';
import { UsageService } from './usage.service';

/** Account and quota queries of the public API (contract §4.6); never counted. */
@Resolver('Query')
export class AccountResolver {
  constructor(
    private readonly usage: UsageService,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  /** Requests left this billing month: allowed − used, never below 0. */
  @Query()
  async getApiRequestsRemaining(@Context() ctx: ApiContext): Promise<number> {
    const principal = ctx.principal!;
    return Math.max(0, principal.requestLimit - (await this.usage.used(principal)));
  }

  /** Generated-transcript credits left this billing month; 0 on Free (no transcript is generated yet, so none is used). */
  @Query()
  getTranscriptCreditsRemaining(@Context() ctx: ApiContext): number {
    return PLANS[ctx.principal!.plan].transcriptCreditsPerMonth;
  }

  /** The X-USER-ID user with this month's developer details (contract §5 User). */
  @Query()
  async me(@Context() ctx: ApiContext) {
    const principal = ctx.principal!;
    const user = await this.db.getRepository(User).findOneByOrFail({ id: principal.userId });
    return {
      id: user.id,
      createdAt: Math.floor(user.createdAt.getTime() / 1000),
      myDeveloperDetails: developerDetails(principal, user, await this.usage.used(principal)),
      myDeveloperBillingPlanDetails: {
        userId: user.id,
        currentPeriodEnd: Math.floor(this.usage.period(principal).resetsAt.getTime() / 1000),
        billingCycleAnchor: user.billingCycleAnchor,
        endedAt: null,
        cancelAt: user.cancelAt,
        primaryProduct: PLANS[principal.plan].name,
        addons: [],
      },
    };
  }
}

/** UserDeveloperDetails of this billing month (contract §5); both transcript pairs report one credit pool. */
function developerDetails(principal: ApiPrincipal, user: User, used: number) {
  const credits = PLANS[principal.plan].transcriptCreditsPerMonth;
  return {
    userId: user.id,
    isBusinessPlan: principal.plan === 'BUSINESS',
    currentApiUsage: used,
    allowedApiCallsLimit: principal.requestLimit,
    currentPopularEpisodeTranscriptsUsage: 0,
    allowedPopularEpisodeTranscriptsLimit: credits,
    currentOnDemandTranscriptsUsage: 0,
    allowedOnDemandTranscriptsLimit: credits,
    allowedDevAppsLimit: user.allowedDevAppsLimit,
    allowedWebhookLimit: principal.plan === 'BUSINESS' ? user.allowedWebhookLimit : 0,
  };
}
