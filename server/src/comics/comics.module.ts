import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/images.module';
import { TeamModule } from '../team/team.module';
import { ComicsDashboardResolver, InternalComicIssueResolver } from './comics-dashboard.resolver';
import { IssuesService } from './issues.service';
import { SeriesService } from './series.service';

/** Comic series and episodes: the rules, publishing and scheduling (spec 001). */
@Module({ imports: [TeamModule, ImagesModule], providers: [SeriesService, IssuesService], exports: [SeriesService, IssuesService, TeamModule, ImagesModule] })
export class ComicsModule {}

/** Series and episodes in the creator dashboard (/internal/graphql). */
@Module({ imports: [ComicsModule], providers: [ComicsDashboardResolver, InternalComicIssueResolver] })
export class ComicsDashboardModule {}
