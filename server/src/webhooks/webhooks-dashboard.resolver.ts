import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { DashboardContext, requireUser } from '../common/graphql/dashboard-context';
import { apiError } from '../common/errors';
import { boundedInt } from '../common/graphql/args';
import type { MutationAddWebhookUrlForUserArgs, MutationUpdateWebhookForUserArgs, QueryGetWebhookDeliveriesArgs } from '../generated/internal';
import { WebhookDeliveryService } from './webhook-delivery.service';
import { WebhookRow, WebhooksService } from './webhooks.service';

/** The developer dashboard's webhooks on /internal/graphql: endpoints, delivery log, replay, test event. */
@Resolver()
export class WebhooksDashboardResolver {
  constructor(
    private readonly webhooks: WebhooksService,
    private readonly delivery: WebhookDeliveryService,
  ) {}

  @Query()
  async getMyDeveloperWebhooks(@Context() ctx: DashboardContext) {
    return (await this.webhooks.list(requireUser(ctx).id)).map(internalView);
  }

  @Query()
  async getWebhookDeliveries(@Context() ctx: DashboardContext, @Args() args: QueryGetWebhookDeliveriesArgs) {
    const hook = await this.webhooks.get(requireUser(ctx).id, args.webhookId);
    return this.delivery.log(hook.id, boundedInt('page', args.page, 1, 1000), boundedInt('limitPerPage', args.limitPerPage, 20, 50));
  }

  @Mutation()
  async addWebhookUrlForUser(@Context() ctx: DashboardContext, @Args() args: MutationAddWebhookUrlForUserArgs) {
    return internalView(await this.webhooks.create(requireUser(ctx), args.endpointUrl, args.webhookEvents));
  }

  @Mutation()
  async updateWebhookForUser(@Context() ctx: DashboardContext, @Args() args: MutationUpdateWebhookForUserArgs) {
    return internalView(await this.webhooks.update(requireUser(ctx).id, args.id, args.endpointUrl, args.webhookEvents));
  }

  @Mutation()
  deleteWebhookForUser(@Context() ctx: DashboardContext, @Args('id') id: string) {
    return this.webhooks.remove(requireUser(ctx).id, id);
  }

  @Mutation()
  async updateWebhookActiveForUser(@Context() ctx: DashboardContext, @Args('id') id: string, @Args('isActive') isActive: boolean) {
    return internalView(await this.webhooks.setActive(requireUser(ctx).id, id, isActive));
  }

  @Mutation()
  async rollWebhookSecretForUser(@Context() ctx: DashboardContext, @Args('id') id: string) {
    return internalView(await this.webhooks.rollSecret(requireUser(ctx).id, id));
  }

  @Mutation()
  async replayWebhookDelivery(@Context() ctx: DashboardContext, @Args('webhookId') webhookId: string, @Args('deliveryId') deliveryId: string) {
    const hook = await this.webhooks.get(requireUser(ctx).id, webhookId);
    const entry = await this.delivery.replay(hook.id, deliveryId);
    if (!entry) throw apiError('ACCESS_NOT_ALLOWED', 'This delivery is not one of this webhook.');
    return entry;
  }

  @Mutation()
  async sendTestWebhookEvent(@Context() ctx: DashboardContext, @Args('webhookId') webhookId: string) {
    const hook = await this.webhooks.get(requireUser(ctx).id, webhookId);
    return this.delivery.sendTest(hook.id);
  }
}

function internalView(w: WebhookRow) {
  return {
    id: String(w.id),
    endpointUrl: w.endpointUrl,
    webhookSecret: w.secret,
    isActive: w.isActive,
    isVerified: w.isVerified,
    events: w.events,
    disabledReason: w.disabledReason,
    createdAt: w.createdAt,
  };
}
