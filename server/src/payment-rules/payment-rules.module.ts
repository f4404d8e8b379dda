import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { TeamModule } from '../team/team.module';
import { PatreonConnectService } from './patreon-connect.service';
import { PatreonController } from './patreon.controller';
import { PaymentRulesResolver } from './payment-rules.resolver';
import { PaymentRulesService } from './payment-rules.service';

/** Payment rules of a series and the Patreon connection they pick tiers from (spec 001 §3, §4, §5, §7). */
@Module({ imports: [TeamModule], providers: [PaymentRulesService, PatreonConnectService], exports: [PaymentRulesService, PatreonConnectService] })
export class PaymentRulesModule {}

/** Payment rules in the creator dashboard (/internal/graphql). */
@Module({ imports: [PaymentRulesModule], providers: [PaymentRulesResolver] })
export class PaymentRulesDashboardModule {}

/**
 * The Patreon connect routes (/auth/patreon/*). Kept out of the GraphQL `include` lists: it imports
 * AccountsModule (for sessions), whose resolvers `include` would pull in again.
 */
@Module({ imports: [PaymentRulesModule, AccountsModule], controllers: [PatreonController] })
export class PatreonConnectModule {}
