import { Module } from '@nestjs/common';
import { DevelopersModule } from '../developers.module';
import { DeveloperDashboardResolver } from './developer-dashboard.resolver';

/** The developer dashboard on /internal/graphql: plan, usage, apps and keys. */
@Module({ imports: [DevelopersModule], providers: [DeveloperDashboardResolver] })
export class DeveloperDashboardModule {}
