import { ApolloDriver, ApolloDriverConfig } from '@nestjs/apollo';
import { Module } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import { join } from 'node:path';
import { config } from './common/config';
import { DatabaseModule } from './common/database/database.module';
import { formatError } from './common/errors';
import { createLoaders } from './common/graphql/loaders';
import { depthLimitRule } from './common/graphql/query-limits';
import { QueuesModule } from './common/queues/queues.module';
import { RedisModule } from './common/redis';
import { ApiAccessPlugin } from './developers/api-access.plugin';
import { DevelopersModule } from './developers/developers.module';
import { HealthController } from './health/health.controller';
import { PodcastsModule } from './podcasts/podcasts.module';
import { PodcastsService } from './podcasts/podcasts.service';
import { SearchModule } from './search/search.module';

/**
 * The `api` process: HTTP routes and the public GraphQL API at /graphql, loaded from the
 * hand-written SDL in schema/graphql (schema-first, DESIGN.md).
 */
@Module({
  imports: [
    DatabaseModule,
    RedisModule,
    QueuesModule,
    DevelopersModule,
    PodcastsModule,
    SearchModule,
    GraphQLModule.forRootAsync<ApolloDriverConfig>({
      driver: ApolloDriver,
      imports: [PodcastsModule],
      inject: [PodcastsService],
      useFactory: (podcasts: PodcastsService) => ({
        typePaths: [join(config().SCHEMA_DIR, 'public.graphql')],
        path: '/graphql',
        introspection: true,
        graphiql: { title: 'Inkcast API playground', isHeadersEditorEnabled: true },
        context: (req: never) => ({ req, loaders: createLoaders(podcasts) }),
        formatError,
        validationRules: [depthLimitRule],
        includeStacktraceInErrorResponses: false,
      }),
    }),
  ],
  controllers: [HealthController],
  providers: [ApiAccessPlugin],
})
export class ApiModule {}
