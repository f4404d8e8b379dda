import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { PLANS, usagePercent, validateDevApp } from '@inkcast/schema';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DashboardContext, requireUser } from '../../common/graphql/dashboard-context';
import { apiError, badUserInput } from '../../common/errors';
import type { MutationUpdateDevClientArgs } from '../../generated/internal';
import { DevApp } from '../dev-app.entity';
import { DevelopersService, principalOf } from '../developers.service';
import { UsageService } from '../usage.service';

/** The developer dashboard's queries and mutations on /internal/graphql (spec 000 §2, §3, §5, §7). */
@Resolver()
export class DeveloperDashboardResolver {
  constructor(
    private readonly developers: DevelopersService,
    private readonly usage: UsageService,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  /** Plan, quotas and usage of this billing month; null for non-developers. */
  @Query()
  async getMyDeveloperDetails(@Context() ctx: DashboardContext) {
    const user = requireUser(ctx);
    if (!user.isDeveloper) return null;
    const principal = principalOf(user);
    const [used, daily] = await Promise.all([this.usage.used(principal), this.usage.daily(principal)]);
    const transcriptsLimit = PLANS[principal.plan].transcriptCreditsPerMonth;
    return {
      userId: user.id,
      plan: principal.plan,
      planName: PLANS[principal.plan].name,
      subscriptionStatus: user.developerSubscriptionStatus,
      isBusinessPlan: principal.plan === 'BUSINESS',
      currentApiUsage: used,
      allowedApiCallsLimit: principal.requestLimit,
      apiUsagePercent: usagePercent(used, principal.requestLimit),
      currentPopularEpisodeTranscriptsUsage: 0,
      allowedPopularEpisodeTranscriptsLimit: transcriptsLimit,
      transcriptUsagePercent: usagePercent(0, transcriptsLimit),
      resetDate: Math.floor(this.usage.period(principal).resetsAt.getTime() / 1000),
      billingCycleAnchor: user.billingCycleAnchor,
      cancelAt: user.cancelAt,
      allowedDevAppsLimit: user.allowedDevAppsLimit,
      allowedWebhookLimit: principal.plan === 'BUSINESS' ? user.allowedWebhookLimit : 0,
      dailyApiUsage: daily,
    };
  }

  @Query()
  async getMyDeveloperApps(@Context() ctx: DashboardContext) {
    const user = requireUser(ctx);
    return (await this.developers.apps(user.id)).map(appView);
  }

  @Mutation()
  async addNewDevApp(@Context() ctx: DashboardContext) {
    const user = requireUser(ctx);
    if (!user.isDeveloper) throw apiError('ACCESS_NOT_ALLOWED', 'Sign up as a developer to get an API key.');
    const { app, apiKey } = await this.developers.addApp(user);
    return { app: appView(app), apiKey };
  }

  @Mutation()
  async rollDevAppApiKey(@Context() ctx: DashboardContext, @Args('id') id: string) {
    const user = requireUser(ctx);
    const rolled = await this.developers.rollAppKey(user.id, id);
    if (!rolled) throw apiError('ACCESS_NOT_ALLOWED', 'This app is not yours.');
    return { app: appView(rolled.app), apiKey: rolled.apiKey };
  }

  /** Saves the app's OAuth details by the spec's §5 rules (BAD_USER_INPUT with its message). */
  @Mutation()
  async updateDevClient(@Context() ctx: DashboardContext, @Args() args: MutationUpdateDevClientArgs) {
    const user = requireUser(ctx);
    const problem = validateDevApp(args);
    if (problem) throw badUserInput(problem);
    const repo = this.db.getRepository(DevApp);
    const app = await repo.findOneBy({ id: args.id, userId: user.id });
    if (!app) throw apiError('ACCESS_NOT_ALLOWED', 'This app is not yours.');
    Object.assign(app, {
      name: args.name.trim(),
      description: args.description.trim(),
      callbackUrl: args.callbackUrl.trim(),
      logoUrl: args.logoUrl.trim(),
    });
    await repo.save(app);
    return appView(app);
  }
}

function appView(app: DevApp) {
  return {
    id: app.id,
    apiKeyHint: app.apiKeyHint,
    name: app.name,
    description: app.description,
    callbackUrl: app.callbackUrl,
    logoUrl: app.logoUrl,
    createdAt: Math.floor(app.createdAt.getTime() / 1000),
  };
}
