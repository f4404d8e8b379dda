import { Module } from '@nestjs/common';
import { DevelopersModule } from '../developers/developers.module';
import { FeedsController } from './feeds.controller';
import { FeedsService } from './feeds.service';
import { ItunesInfoResolver, PersonResolver, PodcastEpisodeResolver, PodcastQueriesResolver, PodcastSeriesResolver } from './podcasts.resolver';
import { PodcastsService } from './podcasts.service';

/** The podcast catalogue on the public API: lookups, lists and POST /feeds/add-podcastseries. */
@Module({
  imports: [DevelopersModule],
  controllers: [FeedsController],
  providers: [PodcastsService, FeedsService, PodcastQueriesResolver, PodcastSeriesResolver, PodcastEpisodeResolver, ItunesInfoResolver, PersonResolver],
  exports: [PodcastsService, FeedsService],
})
export class PodcastsModule {}
