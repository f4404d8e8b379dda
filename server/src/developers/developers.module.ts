import { Module } from '@nestjs/common';
import { AccountResolver } from './account.resolver';
import { DevelopersService } from './developers.service';
import { UsageService } from './usage.service';

/** Developer accounts, API keys and usage metering. */
@Module({ providers: [DevelopersService, UsageService], exports: [DevelopersService, UsageService] })
export class DevelopersModule {}

/** Account and quota queries of the public API (contract §4.6). */
@Module({ imports: [DevelopersModule], providers: [AccountResolver] })
export class DeveloperApiModule {}
