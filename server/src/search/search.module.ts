import { Module } from '@nestjs/common';
import { PodcastCatalogueModule } from '../podcasts/podcasts.module';
import { PostgresSearchIndex } from './postgres-search.index';
import { SearchIndex } from './search-index';
import { SearchResolver } from './search.resolver';
import { SearchService } from './search.service';

/** Search over the catalogue, behind the SearchIndex interface (Postgres full-text today). */
@Module({
  imports: [PodcastCatalogueModule],
  providers: [{ provide: SearchIndex, useClass: PostgresSearchIndex }, SearchService, SearchResolver],
})
export class SearchModule {}
