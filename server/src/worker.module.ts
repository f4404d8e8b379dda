import { Module } from '@nestjs/common';
import { DatabaseModule } from './common/database/database.module';
import { QueuesModule } from './common/queues/queues.module';
import { RedisModule } from './common/redis';
import { DevelopersModule } from './developers/developers.module';
import { UsageProcessor } from './developers/usage.processor';
import { FeedsProcessor } from './podcasts/feeds.processor';
import { PodcastCatalogueModule } from './podcasts/podcasts.module';
import { WebhooksModule } from './webhooks/webhooks.module';
import { ImagesModule } from './images/images.module';
import { ImagesProcessor } from './images/images.processor';
import { ComicsModule } from './comics/comics.module';
import { PublishingProcessor } from './comics/publishing.processor';
import { WebhooksProcessor } from './webhooks/webhooks.processor';

/** The `worker` process: one BullMQ processor per queue. */
@Module({
  imports: [DatabaseModule, RedisModule, QueuesModule, DevelopersModule, PodcastCatalogueModule, WebhooksModule, ImagesModule, ComicsModule],
  providers: [FeedsProcessor, UsageProcessor, WebhooksProcessor, ImagesProcessor, PublishingProcessor],
})
export class WorkerModule {}
