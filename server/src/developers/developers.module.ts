import { Module } from '@nestjs/common';
import { AccountResolver } from './account.resolver';
import { DevelopersService } from './developers.service';
import { UsageService } from './usage.service';

/** Developer accounts, API keys and usage metering. */
@Module({ providers: [DevelopersService, UsageService, AccountResolver], exports: [DevelopersService, UsageService] })
export class DevelopersModule {}
