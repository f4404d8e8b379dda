import { Module } from '@nestjs/common';
import { ComicsModule } from '../comics/comics.module';
import { CreatorsDashboardResolver } from './creators-dashboard.resolver';
import { CreatorsService } from './creators.service';

/** Creator profiles (spec 001 §3 Creator). */
@Module({ imports: [ComicsModule], providers: [CreatorsService], exports: [CreatorsService] })
export class CreatorsModule {}

/** Creator profiles in the creator dashboard (/internal/graphql). */
@Module({ imports: [CreatorsModule], providers: [CreatorsDashboardResolver] })
export class CreatorsDashboardModule {}
