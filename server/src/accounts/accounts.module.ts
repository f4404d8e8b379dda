import { Module } from '@nestjs/common';
import { MailService } from '../common/mail';
import { AccountsController } from './accounts.controller';
import { AccountsService } from './accounts.service';
import { MeResolver } from './me.resolver';
import { SessionsService } from './sessions.service';

/** Sign-up, invite codes, e-mailed login links and sessions; `me` on the dashboard API. */
@Module({
  controllers: [AccountsController],
  providers: [AccountsService, SessionsService, MailService, MeResolver],
  exports: [AccountsService, SessionsService],
})
export class AccountsModule {}
