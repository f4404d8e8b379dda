import { Module } from '@nestjs/common';
import { DevelopersModule } from '../developers/developers.module';
import { FeedsController } from './feeds.controller';
import { FeedsService } from './feeds.service';
import { ItunesInfoResolver, PersonResolver, PodcastEpisodeResolver, PodcastQueriesResolver, PodcastSeriesResolver } from './podcasts.resolver';
import { PodcastsService } from './podcasts.service';

/** The podcast catalogue's services (no resolvers), for every module that reads or ingests podcasts. */
@Module({ providers: [PodcastsService, FeedsService], exports: [PodcastsService, FeedsService] })
export class PodcastCatalogueModule {}

/** The podcast catalogue on the public API: lookups, lists and POST /feeds/add-podcastseries. */
@Module({
  imports: [PodcastCatalogueModule, DevelopersModule],
  controllers: [FeedsController],
  providers: [PodcastQueriesResolver, PodcastSeriesResolver, PodcastEpisodeResolver, ItunesInfoResolver, PersonResolver],
})
export class PodcastsModule {}
