import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { DashboardContext, requireUser } from '../common/graphql/dashboard-context';
import { apiError } from '../common/errors';
import { boundedInt } from '../common/graphql/args';
import type {
  MutationAddUuidToWebhookFilterAllowlistArgs as FilterUuidArgs,
  MutationAddWebhookFilterArgs,
  MutationAddWebhookUrlForUserArgs,
  MutationDeleteWebhookFilterArgs,
  MutationUpdateWebhookFilterArgs,
  MutationUpdateWebhookForUserArgs,
  QueryGetWebhookDeliveriesArgs,
  QueryGetWebhookFilterByUuidArgs,
} from '../generated/internal';
import { WebhookDeliveryService } from './webhook-delivery.service';
import { WebhookFiltersService, WebhookWithFilters, filterView } from './webhook-filters.service';
import { WebhooksService } from './webhooks.service';

/** The developer dashboard's webhooks on /internal/graphql: endpoints, filters, delivery log, replay, test event. */
@Resolver()
export class WebhooksDashboardResolver {
  constructor(
    private readonly webhooks: WebhooksService,
    private readonly filters: WebhookFiltersService,
    private readonly delivery: WebhookDeliveryService,
  ) {}

  @Query()
  async getMyDeveloperWebhooks(@Context() ctx: DashboardContext) {
    return (await this.filters.withFilters(await this.webhooks.list(requireUser(ctx).id))).map(internalView);
  }

  /** One filter of one of the developer's endpoints; null when that endpoint has no filter with this uuid. */
  @Query()
  async getWebhookFilterByUuid(@Context() ctx: DashboardContext, @Args() args: QueryGetWebhookFilterByUuidArgs) {
    const filter = await this.filters.get(requireUser(ctx).id, args.webhookId, args.filterUuid);
    return filter && filterView(filter);
  }

  @Query()
  async getWebhookDeliveries(@Context() ctx: DashboardContext, @Args() args: QueryGetWebhookDeliveriesArgs) {
    const hook = await this.webhooks.get(requireUser(ctx).id, args.webhookId);
    return this.delivery.log(hook.id, boundedInt('page', args.page, 1, 1000), boundedInt('limitPerPage', args.limitPerPage, 20, 50));
  }

  @Mutation()
  async addWebhookUrlForUser(@Context() ctx: DashboardContext, @Args() args: MutationAddWebhookUrlForUserArgs) {
    return internalView({ ...(await this.webhooks.create(requireUser(ctx), args.endpointUrl, args.webhookEvents)), filters: [] });
  }

  @Mutation()
  async updateWebhookForUser(@Context() ctx: DashboardContext, @Args() args: MutationUpdateWebhookForUserArgs) {
    return internalView(await this.filters.withFiltersOf(await this.webhooks.update(requireUser(ctx).id, args.id, args.endpointUrl, args.webhookEvents)));
  }

  @Mutation()
  deleteWebhookForUser(@Context() ctx: DashboardContext, @Args('id') id: string) {
    return this.webhooks.remove(requireUser(ctx).id, id);
  }

  @Mutation()
  async updateWebhookActiveForUser(@Context() ctx: DashboardContext, @Args('id') id: string, @Args('isActive') isActive: boolean) {
    return internalView(await this.filters.withFiltersOf(await this.webhooks.setActive(requireUser(ctx).id, id, isActive)));
  }

  @Mutation()
  async rollWebhookSecretForUser(@Context() ctx: DashboardContext, @Args('id') id: string) {
    return internalView(await this.filters.withFiltersOf(await this.webhooks.rollSecret(requireUser(ctx).id, id)));
  }

  @Mutation()
  async addWebhookFilter(@Context() ctx: DashboardContext, @Args() args: MutationAddWebhookFilterArgs) {
    return internalView(await this.filters.add(requireUser(ctx).id, args.webhookId, args.filter));
  }

  @Mutation()
  async updateWebhookFilter(@Context() ctx: DashboardContext, @Args() args: MutationUpdateWebhookFilterArgs) {
    return internalView(await this.filters.update(requireUser(ctx).id, args.webhookId, args.filterUuid, args.filter));
  }

  @Mutation()
  async deleteWebhookFilter(@Context() ctx: DashboardContext, @Args() args: MutationDeleteWebhookFilterArgs) {
    return internalView(await this.filters.remove(requireUser(ctx).id, args.webhookId, args.filterUuid));
  }

  @Mutation()
  async addUuidToWebhookFilterAllowlist(@Context() ctx: DashboardContext, @Args() args: FilterUuidArgs) {
    return filterView(await this.filters.editList(requireUser(ctx).id, args.webhookId, args.filterUuid, 'includedUuids', 'add', args.contentUuid));
  }

  @Mutation()
  async deleteUuidFromWebhookFilterAllowlist(@Context() ctx: DashboardContext, @Args() args: FilterUuidArgs) {
    return filterView(await this.filters.editList(requireUser(ctx).id, args.webhookId, args.filterUuid, 'includedUuids', 'delete', args.contentUuid));
  }

  @Mutation()
  async addUuidToWebhookFilterBlocklist(@Context() ctx: DashboardContext, @Args() args: FilterUuidArgs) {
    return filterView(await this.filters.editList(requireUser(ctx).id, args.webhookId, args.filterUuid, 'excludedUuids', 'add', args.contentUuid));
  }

  @Mutation()
  async deleteUuidFromWebhookFilterBlocklist(@Context() ctx: DashboardContext, @Args() args: FilterUuidArgs) {
    return filterView(await this.filters.editList(requireUser(ctx).id, args.webhookId, args.filterUuid, 'excludedUuids', 'delete', args.contentUuid));
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

/** The InternalWebhook type: the endpoint as its owner sees it, with its filters. */
function internalView(w: WebhookWithFilters) {
  return {
    id: String(w.id),
    endpointUrl: w.endpointUrl,
    webhookSecret: w.secret,
    isActive: w.isActive,
    isVerified: w.isVerified,
    events: w.events,
    disabledReason: w.disabledReason,
    createdAt: w.createdAt,
    filters: w.filters.map(filterView),
  };
}
