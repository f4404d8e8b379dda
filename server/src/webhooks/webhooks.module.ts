import { Module } from '@nestjs/common';
import { MailService } from '../common/mail';
import { PodcastsModule } from '../podcasts/podcasts.module';
import { WebhookDeliveryService } from './webhook-delivery.service';
import { WebhooksResolver } from './webhooks.resolver';
import { WebhooksService } from './webhooks.service';

/** Webhook endpoints and their signed, at-least-once delivery. */
@Module({ imports: [PodcastsModule], providers: [WebhooksService, WebhookDeliveryService, MailService], exports: [WebhooksService, WebhookDeliveryService] })
export class WebhooksModule {}

/** Webhook management on the public API. */
@Module({ imports: [WebhooksModule], providers: [WebhooksResolver] })
export class WebhooksApiModule {}
