import { Module } from '@nestjs/common';
import { ComicsModule } from '../comics/comics.module';
import { MailService } from '../common/mail';
import { CreatorRolesService } from './creator-roles.service';
import { InvitationsService } from './invitations.service';
import { TeamDashboardResolver } from './team-dashboard.resolver';

/** Team invitations and creator credits (spec 001 §3 Invitation, Creator role entry; §4). */
@Module({ imports: [ComicsModule], providers: [InvitationsService, CreatorRolesService, MailService], exports: [InvitationsService, CreatorRolesService] })
export class TeamServicesModule {}

/** The team screen in the creator dashboard (/internal/graphql). */
@Module({ imports: [TeamServicesModule], providers: [TeamDashboardResolver] })
export class TeamDashboardModule {}
