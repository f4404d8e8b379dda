import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
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
import type { FastifyRequest } from 'fastify';
import { AccountsModule } from './accounts/accounts.module';
import { BillingModule } from './billing/billing.module';
import { WebhooksApiModule, WebhooksDashboardModule } from './webhooks/webhooks.module';
import { SessionsService } from './accounts/sessions.service';
import { DashboardContext } from './common/graphql/dashboard-context';
import { publicApiPlugins } from './developers/api-access.plugin';
import { DeveloperDashboardModule } from './developers/dashboard/developer-dashboard.module';
import { DevelopersService } from './developers/developers.service';
import { UsageService } from './developers/usage.service';
import { DeveloperApiModule, DevelopersModule } from './developers/developers.module';
import { HealthController } from './health/health.controller';
import { ImagesDashboardModule, ImagesModule } from './images/images.module';
import { ComicsDashboardModule } from './comics/comics.module';
import { CreatorsDashboardModule } from './creators/creators.module';
import { TeamDashboardModule } from './team/team-dashboard.module';
import { PaymentRulesDashboardModule, PatreonConnectModule } from './payment-rules/payment-rules.module';
import { PodcastCatalogueModule, PodcastsModule } from './podcasts/podcasts.module';
import { PodcastsService } from './podcasts/podcasts.service';
import { SearchModule } from './search/search.module';
import { ComicsPublicModule } from './comics/public/comics-public.module';
import { SeasonsDashboardModule } from './seasons/seasons.module';
import { WebtoonsDashboardModule } from './webtoons/webtoons.module';

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
    DeveloperApiModule,
    PodcastsModule,
    ComicsPublicModule,
    SearchModule,
    AccountsModule,
    DeveloperDashboardModule,
    BillingModule,
    WebhooksApiModule,
    WebhooksDashboardModule,
    ImagesModule,
    ImagesDashboardModule,
    ComicsDashboardModule,
    CreatorsDashboardModule,
    TeamDashboardModule,
    SeasonsDashboardModule,
    PaymentRulesDashboardModule,
    PatreonConnectModule,
    WebtoonsDashboardModule,
    // The public developer API (contract: reference/public-api.md).
    GraphQLModule.forRootAsync<ApolloDriverConfig>({
      driver: ApolloDriver,
      imports: [PodcastCatalogueModule, DevelopersModule],
      inject: [PodcastsService, DevelopersService, UsageService],
      useFactory: (podcasts: PodcastsService, developers: DevelopersService, usage: UsageService) => ({
        typePaths: [join(config().SCHEMA_DIR, 'public.graphql')],
        path: '/graphql',
        include: [PodcastsModule, ComicsPublicModule, SearchModule, DeveloperApiModule, WebhooksApiModule],
        introspection: true,
        graphiql: { title: 'Inkcast API playground', isHeadersEditorEnabled: true },
        context: (req: FastifyRequest) => ({ req, loaders: createLoaders(podcasts) }),
        plugins: publicApiPlugins(developers, usage, config().RESPONSE_CACHE_SECONDS),
        formatError,
        validationRules: [depthLimitRule],
        includeStacktraceInErrorResponses: false,
      }),
    }),
    // The dashboard's API: session auth, CSRF-checked (see main.ts).
    GraphQLModule.forRootAsync<ApolloDriverConfig>({
      driver: ApolloDriver,
      imports: [AccountsModule],
      inject: [SessionsService],
      useFactory: (sessions: SessionsService) => ({
        typePaths: ['internal.graphql', 'internal-comics.graphql'].map((file) => join(config().SCHEMA_DIR, file)),
        path: '/internal/graphql',
        include: [AccountsModule, DeveloperDashboardModule, WebhooksDashboardModule, ImagesDashboardModule, ComicsDashboardModule, CreatorsDashboardModule, TeamDashboardModule, SeasonsDashboardModule, PaymentRulesDashboardModule, WebtoonsDashboardModule],
        introspection: false,
        graphiql: false,
        context: async (req: FastifyRequest): Promise<DashboardContext> => ({ req, user: await sessions.user(req) }),
        // No cache hints here: Apollo's cache-control plugin would only cost a hook per resolved field.
        plugins: [ApolloServerPluginCacheControlDisabled()],
        formatError,
        validationRules: [depthLimitRule],
        includeStacktraceInErrorResponses: false,
      }),
    }),
  ],
  controllers: [HealthController],
})
export class ApiModule {}
