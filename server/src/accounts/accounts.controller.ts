import '@fastify/cookie';
import '@fastify/csrf-protection';
import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { AccountMessage } from '@inkcast/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccountError, AccountsService, DeveloperSignup } from './accounts.service';
import { userView } from './me.resolver';
import { SessionsService } from './sessions.service';

type Answer = { status: string; message?: string; [key: string]: unknown };

/**
 * The account routes the web app calls (spec 000 §7 "Server action and signup calls"). Every POST
 * carries the CSRF token (checked before it gets here); answers are `{status, message?}`.
 */
@Controller('auth')
export class AccountsController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
  ) {}

  /** The signed-in user (or null) and a CSRF token for the next posts. */
  @Get('session')
  async session(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const user = await this.sessions.user(req);
    reply.header('cache-control', 'no-store');
    return {
      user: user && userView(user),
      csrfToken: reply.generateCsrf(),
    };
  }

  @Post('invite-request')
  @HttpCode(200)
  inviteRequest(@Body() body: { name?: string; email?: string }, @Res({ passthrough: true }) reply: FastifyReply) {
    return answer(reply, AccountMessage.INVITE_REQUEST_FAILED, async () => {
      await this.accounts.requestInvite(body?.name, body?.email);
      return { status: 'success' };
    });
  }

  @Post('verify-invite-code')
  @HttpCode(200)
  verifyInviteCode(@Body() body: { inviteCode?: string }, @Res({ passthrough: true }) reply: FastifyReply) {
    return answer(reply, AccountMessage.INVITE_VERIFY_FAILED, async () => {
      await this.accounts.verifyInviteCode(body?.inviteCode);
      return { status: 'success' };
    });
  }

  @Post('signup-developer')
  @HttpCode(200)
  signupDeveloper(@Body() body: DeveloperSignup, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return answer(reply, AccountMessage.SIGNUP_FAILED, async () => {
      await this.accounts.signupDeveloper(body ?? {}, req.ip);
      return { status: 'login-link-sent' };
    });
  }

  @Post('signup')
  @HttpCode(200)
  signupCreator(@Body() body: { name?: string; email?: string }, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return answer(reply, AccountMessage.SIGNUP_FAILED, async () => {
      await this.accounts.signupCreator(body?.name, body?.email, req.ip);
      return { status: 'login-link-sent' };
    });
  }

  @Post('login-link')
  @HttpCode(200)
  loginLink(@Body() body: { email?: string }, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return answer(reply, AccountMessage.LOGIN_LINK_FAILED, async () => {
      await this.accounts.sendLoginLink(body?.email, req.ip);
      return { status: 'login-link-sent' };
    });
  }

  @Post('verify-login')
  @HttpCode(200)
  verifyLogin(@Body() body: { token?: string }, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return answer(reply, AccountMessage.LOGIN_LINK_INVALID, async () => {
      const user = await this.accounts.consumeLoginLink(body?.token);
      await this.sessions.start(user.id, req, reply);
      return { status: 'success', redirect: '/dashboard' };
    });
  }

  @Post('logout')
  @HttpCode(200)
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.sessions.end(req, reply);
    return { status: 'success' };
  }
}

/** Runs an account action: AccountError → its message and status; anything else → `fallback`, 500, logged. */
async function answer(reply: FastifyReply, fallback: string, action: () => Promise<Answer>): Promise<Answer> {
  try {
    return await action();
  } catch (err) {
    if (err instanceof AccountError) {
      reply.status(err.status);
      return { status: 'error', message: err.message };
    }
    console.error('inkcast: account action failed', err);
    reply.status(500);
    return { status: 'error', message: fallback };
  }
}
