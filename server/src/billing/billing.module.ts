import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { DevelopersModule } from '../developers/developers.module';
import { BillingController } from './billing.controller';
import { BillingService } from './billing.service';

/** Plans and billing with Stripe: checkout, portal, plan changes and Stripe's webhook. */
@Module({ imports: [AccountsModule, DevelopersModule], controllers: [BillingController], providers: [BillingService] })
export class BillingModule {}
