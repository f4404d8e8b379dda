import { InjectQueue } from '@nestjs/bullmq';
import { Body, Controller, Headers, HttpCode, Post, Res } from '@nestjs/common';
import { rateLimitExceededMessage } from '@inkcast/schema';
import { Queue } from 'bullmq';
import type { FastifyReply } from 'fastify';
import { DevelopersService } from '../developers/developers.service';
import { UsageService } from '../developers/usage.service';
import { IngestFeedJob } from '../common/queues/queues';
import { FeedsService } from './feeds.service';

/**
 * POST /feeds/add-podcastseries (contract §10): a developer adds a feed by URL; the uuid is
 * assigned at once and the ingest runs on the feeds queue. Counts as one API request.
 */
@Controller('feeds')
export class FeedsController {
  constructor(
    private readonly feeds: FeedsService,
    private readonly developers: DevelopersService,
    private readonly usage: UsageService,
    @InjectQueue('feeds') private readonly queue: Queue<IngestFeedJob>,
  ) {}

  @Post('add-podcastseries')
  @HttpCode(200)
  async add(
    @Headers('x-user-id') userId: string | undefined,
    @Headers('x-api-key') apiKey: string | undefined,
    @Body() body: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const fail = (status: number, message: string, code?: string) => {
      reply.status(status);
      return { status: 'error', message, ...(code ? { code } : {}) };
    };
    const principal = userId && /^\d{1,10}$/.test(userId) && apiKey ? await this.developers.authenticate(Number(userId), apiKey.trim()) : null;
    if (!principal) return fail(401, 'Send a valid X-USER-ID and X-API-KEY.', 'API_KEY_INVALID');
    const { rssUrl, itunesId } = (body ?? {}) as { rssUrl?: unknown; itunesId?: unknown };
    if (typeof rssUrl !== 'string' || !rssUrl.trim()) return fail(400, 'rssUrl is required');
    if (itunesId != null && (!Number.isInteger(itunesId) || (itunesId as number) < 1)) return fail(400, 'itunesId must be a positive integer');
    const counted = await this.usage.count(principal);
    if (!counted.allowed) {
      return fail(429, rateLimitExceededMessage(counted.resetsAt), 'API_RATE_LIMIT_EXCEEDED');
    }
    let uuid: string;
    let source: string;
    try {
      ({ uuid, rssUrl: source } = await this.feeds.register(rssUrl, principal.userId, (itunesId as number | undefined) ?? null));
    } catch (err) {
      return fail(400, (err as Error).message);
    }
    await this.queue.add('ingest-feed', { source }, { deduplication: { id: uuid } });
    return { status: 'success', uuid };
  }
}
