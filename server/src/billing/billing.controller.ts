import { Body, Controller, Get, Headers, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { User } from '../accounts/user.entity';
import { SessionsService } from '../accounts/sessions.service';
import { BillingError, BillingService } from './billing.service';
import { catalogue } from './plan-catalogue';

/** Fields of the billing form posts (spec 000 §7); `token` is the CSRF token, checked before this runs. */
interface BillingForm {
  token?: string;
  planType?: string;
  priceId?: string;
  inkcastType?: string;
}

/**
 * The billing form posts of spec 000 §7 on /payments/*: each answers with a redirect (303) to
 * Stripe or to a result page of the web app; Stripe's webhook at /payments/stripe-webhook.
 */
@Controller('payments')
export class BillingController {
  constructor(
    private readonly billing: BillingService,
    private readonly sessions: SessionsService,
  ) {}

  /** The plan catalogue for the pricing page and plan section; prices in cents, USD. */
  @Get('plans')
  plans() {
    return {
      configured: this.billing.configured,
      plans: catalogue().map(({ productId, priceId, name, type, plan, amountInCents, interval }) => ({ productId, priceId, name, type, plan, amountInCents, interval: interval.toLowerCase() })),
    };
  }

  @Post('forward-to-stripe')
  forwardToStripe(@Body() form: BillingForm, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.run(req, reply, `/billing/payment-failed?planType=${encodeURIComponent(form?.planType ?? '')}`, (user) => this.billing.checkoutUrl(user, form?.planType));
  }

  @Post('create-customer-portal-session')
  portal(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.run(req, reply, '/billing/unavailable', (user) => this.billing.portalUrl(user));
  }

  @Post('upgrade-to-business-plan')
  upgrade(@Body() form: BillingForm, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.run(req, reply, '/billing/payment-failed?planType=Business', async (user) => {
      const billingDate = await this.billing.upgradeToBusiness(user, form?.priceId);
      return `/billing/business-upgrade-success?billingDate=${billingDate}`;
    });
  }

  @Post('downgrade-to-pro-plan')
  downgradeToPro(@Body() form: BillingForm, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.run(req, reply, '/billing/unavailable', async (user) => {
      const billingDate = await this.billing.downgradeToPro(user, form?.priceId);
      return `/billing/pro-downgrade-success?billingDate=${billingDate}`;
    });
  }

  @Post('downgrade-plan')
  downgradeToFree(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.run(req, reply, '/billing/unavailable', async (user) => {
      await this.billing.downgradeToFree(user);
      return '/billing/downgrade-success';
    });
  }

  /** Stripe's webhook: 200 once applied (or already applied), 400 for a bad signature. */
  @Post('stripe-webhook')
  @HttpCode(200)
  async webhook(@Req() req: FastifyRequest & { rawBody?: Buffer }, @Headers('stripe-signature') signature: string | undefined, @Res({ passthrough: true }) reply: FastifyReply) {
    try {
      await this.billing.handleWebhook(req.rawBody, signature);
      return { received: true };
    } catch (err) {
      if (!(err instanceof BillingError)) throw err;
      reply.status(400);
      return { error: err.message };
    }
  }

  /**
   * Runs a billing action for the signed-in user and redirects to where it leads; without a
   * session to /login; a refused action to `onRefusal` with the reason.
   */
  private async run(req: FastifyRequest, reply: FastifyReply, onRefusal: string, action: (user: User) => Promise<string>) {
    const user = await this.sessions.user(req);
    if (!user) return reply.redirect('/login', 303);
    try {
      return reply.redirect(await action(user), 303);
    } catch (err) {
      if (!(err instanceof BillingError)) throw err;
      const sep = onRefusal.includes('?') ? '&' : '?';
      return reply.redirect(`${onRefusal}${sep}reason=${encodeURIComponent(err.message)}`, 303);
    }
  }
}
