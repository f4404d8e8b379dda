import { Module } from '@nestjs/common';
import { MailService } from '../common/mail';
import { PodcastCatalogueModule } from '../podcasts/podcasts.module';
import { ComicsCatalogueModule } from '../comics/public/comics-public.module';
import { WebhookDeliveryService } from './webhook-delivery.service';
import { WebhookFiltersService } from './webhook-filters.service';
import { WebhooksDashboardResolver } from './webhooks-dashboard.resolver';
import { WebhooksResolver } from './webhooks.resolver';
import { WebhooksService } from './webhooks.service';

/** Webhook endpoints and their signed, at-least-once delivery. */
@Module({
  imports: [PodcastCatalogueModule, ComicsCatalogueModule],
  providers: [WebhooksService, WebhookFiltersService, WebhookDeliveryService, MailService],
  exports: [WebhooksService, WebhookFiltersService, WebhookDeliveryService],
})
export class WebhooksModule {}

/** Webhook management on the public API. */
@Module({ imports: [WebhooksModule], providers: [WebhooksResolver] })
export class WebhooksApiModule {}

/** Webhooks in the developer dashboard (/internal/graphql). */
@Module({ imports: [WebhooksModule], providers: [WebhooksDashboardResolver] })
export class WebhooksDashboardModule {}
