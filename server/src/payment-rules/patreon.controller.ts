import { Body, Controller, Get, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SessionsService } from '../accounts/sessions.service';
import { PatreonConnectError, PatreonConnectService } from './patreon-connect.service';

/** The connect form's fields (spec 001 §7); `token` is the CSRF token, checked before this runs (main.ts). */
interface ConnectForm {
  token?: string;
  contentUuid?: string;
  contentType?: string;
}

/**
 * Connecting Patreon (spec 001 §7 form posts): POST /auth/patreon/login/creator sends the creator to
 * Patreon (303), and GET /auth/patreon/callback, where Patreon sends them back, stores the connection.
 * Both end on the payments page with `?patreon=connected`, or `?patreon=error&reason=…`; without a
 * session they go to /login.
 */
@Controller('auth/patreon')
export class PatreonController {
  constructor(
    private readonly connect: PatreonConnectService,
    private readonly sessions: SessionsService,
  ) {}

  @Post('login/creator')
  loginCreator(@Body() form: ConnectForm, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.run(req, reply, async (userId) => this.connect.start(userId, form ?? {}));
  }

  @Get('callback')
  callback(@Query() query: { code?: string; state?: string; error?: string }, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.run(req, reply, async (userId) => `${await this.connect.finish(userId, query ?? {})}?patreon=connected`);
  }

  /** Runs a step for the signed-in user and redirects where it leads; a refusal goes back with its reason. */
  private async run(req: FastifyRequest, reply: FastifyReply, step: (userId: number) => Promise<string>) {
    reply.header('cache-control', 'no-store');
    const user = await this.sessions.user(req);
    if (!user) return reply.redirect('/login', 303);
    try {
      return reply.redirect(await step(user.id), 303);
    } catch (err) {
      if (!(err instanceof PatreonConnectError)) throw err;
      return reply.redirect(`${err.backTo}?patreon=error&reason=${encodeURIComponent(err.message)}`, 303);
    }
  }
}
