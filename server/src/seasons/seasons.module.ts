import { Module } from '@nestjs/common';
import { TeamModule } from '../team/team.module';
import { SeasonsResolver } from './seasons.resolver';
import { SeasonsService } from './seasons.service';

/** Seasons of a series (spec 001 §3 Season): the rules, and joining the current season on publish. */
@Module({ imports: [TeamModule], providers: [SeasonsService], exports: [SeasonsService] })
export class SeasonsModule {}

/** Seasons in the creator dashboard (/internal/graphql). */
@Module({ imports: [SeasonsModule], providers: [SeasonsResolver] })
export class SeasonsDashboardModule {}
