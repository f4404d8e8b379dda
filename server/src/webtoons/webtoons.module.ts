import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/images.module';
import { WebtoonsResolver } from './webtoons.resolver';
import { WebtoonsService } from './webtoons.service';

/** The Webtoons intake (spec 001 §2, §3, §5, §7) with its images. */
@Module({ imports: [ImagesModule], providers: [WebtoonsService], exports: [WebtoonsService] })
export class WebtoonsModule {}

/** The Webtoons intake in the dashboard (/internal/graphql). */
@Module({ imports: [WebtoonsModule], providers: [WebtoonsResolver] })
export class WebtoonsDashboardModule {}
