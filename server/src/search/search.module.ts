import { Module } from '@nestjs/common';
import { ComicsCatalogueModule } from '../comics/public/comics-public.module';
import { PodcastCatalogueModule } from '../podcasts/podcasts.module';
import { PostgresSearchIndex } from './postgres-search.index';
import { SearchIndex } from './search-index';
import { SearchResolver } from './search.resolver';
import { SearchService } from './search.service';

/** Search over the podcast and comics catalogues, behind the SearchIndex interface (Postgres full-text today). */
@Module({
  imports: [PodcastCatalogueModule, ComicsCatalogueModule],
  providers: [{ provide: SearchIndex, useClass: PostgresSearchIndex }, SearchService, SearchResolver],
})
export class SearchModule {}
