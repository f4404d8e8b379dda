import { Module } from '@nestjs/common';
import { ComicsCatalogueService } from './comics-catalogue.service';
import { ComicIssueResolver, ComicSeriesResolver, ComicStoryResolver, ComicsPublicResolver, CreatorResolver } from './comics-public.resolver';

/** The public comics catalogue's read service (no resolvers), for the public API and search. */
@Module({ providers: [ComicsCatalogueService], exports: [ComicsCatalogueService] })
export class ComicsCatalogueModule {}

/** Comics and creators on the public API (/graphql, contract §4.5): lookups and the fields of their types. */
@Module({
  imports: [ComicsCatalogueModule],
  providers: [ComicsPublicResolver, ComicSeriesResolver, ComicIssueResolver, ComicStoryResolver, CreatorResolver],
})
export class ComicsPublicModule {}
