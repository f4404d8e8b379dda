import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { User } from '../accounts/user.entity';
import { ApiContext } from '../common/graphql/api-context';
import { GENERATE_WEBHOOK_EVENTS_IDS_MAX, isUuid } from '@inkcast/schema';
import { badUserInput } from '../common/errors';
import { uuidList } from '../common/graphql/args';
import type {
  MutationAddUuidToWebhookFilterAllowlistArgs as FilterUuidArgs,
  MutationAddWebhookFilterArgs,
  MutationAddWebhookUrlForUserArgs,
  MutationDeleteWebhookFilterArgs,
  MutationGenerateWebhookEventsFromIdsArgs,
  MutationMockWebhookEventArgs,
  MutationUpdateWebhookFilterArgs,
  MutationUpdateWebhookForUserArgs,
  QueryGetWebhookFilterByUuidArgs,
} from '../generated/graphql';
import { WebhookDeliveryService } from './webhook-delivery.service';
import { WebhookFiltersService, WebhookWithFilters, filterView } from './webhook-filters.service';
import { WebhooksService, assertWebhooksAllowed } from './webhooks.service';

/** Webhook management on the public API (contract §4.6, §8), for the X-USER-ID developer. */
@Resolver()
export class WebhooksResolver {
  constructor(
    private readonly webhooks: WebhooksService,
    private readonly filters: WebhookFiltersService,
    private readonly delivery: WebhookDeliveryService,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  @Query()
  async getMyDeveloperWebhooks(@Context() ctx: ApiContext, @Args('limit') limit?: number) {
    const userId = ctx.principal!.userId;
    return { userId, webhooks: (await this.filters.withFilters(await this.webhooks.list(userId, limit))).map(webhookView) };
  }

  /** One filter of one of the caller's webhooks; null when that webhook has no filter with this uuid. */
  @Query()
  async getWebhookFilterByUuid(@Context() ctx: ApiContext, @Args() args: QueryGetWebhookFilterByUuidArgs) {
    const filter = await this.filters.get(ctx.principal!.userId, args.webhookId, args.filterUuid);
    return filter && filterView(filter);
  }

  @Mutation()
  async addWebhookUrlForUser(@Context() ctx: ApiContext, @Args() args: MutationAddWebhookUrlForUserArgs) {
    const user = await this.db.getRepository(User).findOneByOrFail({ id: ctx.principal!.userId });
    return webhookView({ ...(await this.webhooks.create(user, args.endpointUrl, args.webhookEvents)), filters: [] });
  }

  @Mutation()
  async updateWebhookForUser(@Context() ctx: ApiContext, @Args() args: MutationUpdateWebhookForUserArgs) {
    return webhookView(await this.filters.withFiltersOf(await this.webhooks.update(ctx.principal!.userId, args.id, args.endpointUrl, args.webhookEvents)));
  }

  @Mutation()
  deleteWebhookForUser(@Context() ctx: ApiContext, @Args('id') id: string) {
    return this.webhooks.remove(ctx.principal!.userId, id);
  }

  @Mutation()
  async updateWebhookActiveForUser(@Context() ctx: ApiContext, @Args('id') id: string, @Args('isActive') isActive: boolean) {
    return webhookView(await this.filters.withFiltersOf(await this.webhooks.setActive(ctx.principal!.userId, id, isActive)));
  }

  @Mutation()
  async rollWebhookSecretForUser(@Context() ctx: ApiContext, @Args('id') id: string) {
    return webhookView(await this.filters.withFiltersOf(await this.webhooks.rollSecret(ctx.principal!.userId, id)));
  }

  @Mutation()
  async addWebhookFilter(@Context() ctx: ApiContext, @Args() args: MutationAddWebhookFilterArgs) {
    return webhookView(await this.filters.add(ctx.principal!.userId, args.webhookId, args.filter));
  }

  @Mutation()
  async updateWebhookFilter(@Context() ctx: ApiContext, @Args() args: MutationUpdateWebhookFilterArgs) {
    return webhookView(await this.filters.update(ctx.principal!.userId, args.webhookId, args.filterUuid, args.filter));
  }

  @Mutation()
  async deleteWebhookFilter(@Context() ctx: ApiContext, @Args() args: MutationDeleteWebhookFilterArgs) {
    return webhookView(await this.filters.remove(ctx.principal!.userId, args.webhookId, args.filterUuid));
  }

  @Mutation()
  async addUuidToWebhookFilterAllowlist(@Context() ctx: ApiContext, @Args() args: FilterUuidArgs) {
    return filterView(await this.filters.editList(ctx.principal!.userId, args.webhookId, args.filterUuid, 'includedUuids', 'add', args.contentUuid));
  }

  @Mutation()
  async deleteUuidFromWebhookFilterAllowlist(@Context() ctx: ApiContext, @Args() args: FilterUuidArgs) {
    return filterView(await this.filters.editList(ctx.principal!.userId, args.webhookId, args.filterUuid, 'includedUuids', 'delete', args.contentUuid));
  }

  @Mutation()
  async addUuidToWebhookFilterBlocklist(@Context() ctx: ApiContext, @Args() args: FilterUuidArgs) {
    return filterView(await this.filters.editList(ctx.principal!.userId, args.webhookId, args.filterUuid, 'excludedUuids', 'add', args.contentUuid));
  }

  @Mutation()
  async deleteUuidFromWebhookFilterBlocklist(@Context() ctx: ApiContext, @Args() args: FilterUuidArgs) {
    return filterView(await this.filters.editList(ctx.principal!.userId, args.webhookId, args.filterUuid, 'excludedUuids', 'delete', args.contentUuid));
  }

  /**
   * Sends the real envelope of `contentUuid`'s current data, marked `isMock: true`, once and signed,
   * through the webhook's filters: true when sent, false when they hold it back; unknown content →
   * BAD_USER_INPUT.
   */
  @Mutation()
  async mockWebhookEvent(@Context() ctx: ApiContext, @Args() args: MutationMockWebhookEventArgs) {
    const hook = await this.webhooks.get(ctx.principal!.userId, args.webhookId);
    const taddyType = args.taddyType.toLowerCase();
    if (!isUuid(args.contentUuid) || !(await this.delivery.contentExists(taddyType, args.contentUuid))) {
      throw badUserInput(`${args.contentUuid} is not a known ${taddyType}`);
    }
    return (await this.delivery.sendMock(hook.id, taddyType, args.action, args.contentUuid.toLowerCase(), { filtered: true })) !== null;
  }

  /** `updated` events, built without sending, for up to 25 podcast series or episode uuids (contract §8); Business plan only. */
  @Mutation()
  async generateWebhookEventsFromIds(@Context() ctx: ApiContext, @Args() args: MutationGenerateWebhookEventsFromIdsArgs) {
    assertWebhooksAllowed(await this.db.getRepository(User).findOneByOrFail({ id: ctx.principal!.userId }));
    return this.delivery.generateEvents(uuidList('ids', args.ids, GENERATE_WEBHOOK_EVENTS_IDS_MAX) ?? []);
  }

  /** Queues the failed deliveries of the last 14 days for immediate redelivery; returns how many (contract §8). */
  @Mutation()
  async replayFailedWebhookEvents(@Context() ctx: ApiContext, @Args('webhookId') webhookId: string) {
    const hook = await this.webhooks.get(ctx.principal!.userId, webhookId);
    const [rows]: [{ id: string; attempt_count: number }[], number] = await this.db.query(
      `UPDATE webhook_delivery SET status = 'PENDING', next_attempt_at = now()
       WHERE webhook_id = $1 AND status = 'FAILED' AND created_at > now() - interval '14 days' RETURNING id, attempt_count`,
      [hook.id],
    );
    await this.delivery.enqueue(rows.map((r) => ({ id: Number(r.id), attempt: r.attempt_count })));
    return rows.length;
  }
}

/** The Webhook type of the contract (§5); the secret is shown to its owner. */
export function webhookView(w: WebhookWithFilters) {
  return {
    id: String(w.id),
    createdAt: w.createdAt,
    endpointUrl: w.endpointUrl,
    webhookSecret: w.secret,
    isVerified: w.isVerified,
    isActive: w.isActive,
    events: w.events,
    webhookEvents: w.events,
    filters: w.filters.map(filterView),
  };
}
