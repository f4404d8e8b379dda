import { Injectable } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import Redis from 'ioredis';
import type { SessionsService } from '../accounts/sessions.service';
import { config } from './config';
import { InjectRedis } from './redis';

/**
 * A server-sent event for a dashboard (spec 001 §2: the creator home refreshes on 'series list', a
 * card reloads on an event for its item). `type` is the SSE event name; `data` goes out as JSON.
 */
export interface DashboardEvent {
  type: 'series list' | 'item';
  data: Record<string, unknown>;
}

const channelOf = (userId: number) => `${config().REDIS_PREFIX}:events:${userId}`;

/**
 * Publishes dashboard events to a user's open /events streams, through Redis pub/sub so the worker
 * and every api instance reach the browser whichever process holds its connection.
 */
@Injectable()
export class EventsService {
  constructor(@InjectRedis() private readonly redis: Redis) {}

  /** Sends `event` to every open stream of each user (none open: nothing happens). */
  async publish(userIds: number[], event: DashboardEvent): Promise<void> {
    const payload = JSON.stringify(event);
    // PUBLISH channels are not key-prefixed by ioredis; channelOf adds the prefix itself.
    await Promise.all([...new Set(userIds)].map((id) => this.redis.publish(channelOf(id), payload)));
  }
}

/** How often an idle stream gets a comment line, so proxies keep it open. */
const KEEPALIVE_MS = 25_000;

/**
 * GET /events: the signed-in user's server-sent event stream (text/event-stream; 401 without a
 * session). One Redis subscriber per api process fans messages out to its open streams.
 */
export class EventStreams {
  private subscriber: Redis | null = null;
  private readonly streams = new Map<string, Set<(payload: string) => void>>();

  constructor(private readonly sessions: SessionsService) {}

  /** Registers GET /events on `fastify`; the subscriber closes with the server. */
  mount(fastify: FastifyInstance): void {
    fastify.addHook('onClose', async () => this.subscriber?.disconnect());
    fastify.get('/events', async (req, reply) => {
      const user = await this.sessions.user(req);
      if (!user) return reply.status(401).send({ message: 'You need to be logged in to access the dashboard.' });
      const channel = channelOf(user.id);
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive', 'x-accel-buffering': 'no' });
      reply.raw.write(': connected\n\n');
      const send = (payload: string) => {
        const { type, data } = JSON.parse(payload) as DashboardEvent;
        reply.raw.write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      await this.listen(channel, send);
      const keepalive = setInterval(() => reply.raw.write(': keepalive\n\n'), KEEPALIVE_MS);
      req.raw.on('close', () => {
        clearInterval(keepalive);
        void this.unlisten(channel, send);
      });
    });
  }

  private async listen(channel: string, send: (payload: string) => void): Promise<void> {
    if (!this.subscriber) {
      this.subscriber = new Redis(config().REDIS_URL, { maxRetriesPerRequest: null });
      this.subscriber.on('message', (ch: string, payload: string) => this.streams.get(ch)?.forEach((fn) => fn(payload)));
    }
    let set = this.streams.get(channel);
    if (!set) {
      set = new Set();
      this.streams.set(channel, set);
      await this.subscriber.subscribe(channel);
    }
    set.add(send);
  }

  private async unlisten(channel: string, send: (payload: string) => void): Promise<void> {
    const set = this.streams.get(channel);
    if (!set) return;
    set.delete(send);
    if (set.size === 0) {
      this.streams.delete(channel);
      await this.subscriber?.unsubscribe(channel).catch(() => undefined);
    }
  }
}
