import 'reflect-metadata';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyCsrf from '@fastify/csrf-protection';
import fastifyStatic from '@fastify/static';
import { getQueueToken } from '@nestjs/bullmq';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { mountQueueBoard } from './admin/queue-board';
import { ApiModule } from './api.module';
import { SessionsService } from './accounts/sessions.service';
import { EventStreams } from './common/events';
import { ImagesService } from './images/images.service';
import { mountLocalStorage } from './images/storage.routes';
import { LocalStorage } from './images/storage';
import { FeedsErrorFilter } from './podcasts/feeds-error.filter';
import { config } from './common/config';
import { preflightOrExit } from './common/preflight';
import { QUEUES, QueueName } from './common/queues/queues';

/** Path prefixes owned by the server; everything else under / is the web app. */
const SERVER_PREFIXES = ['/graphql', '/internal', '/auth', '/payments', '/uploads', '/images', '/events', '/admin', '/health', '/feeds'];

/** Creates the api application (not listening), ready for `listen` or for tests. */
export async function createApi(): Promise<NestFastifyApplication> {
  // POST / is an alias of POST /graphql (contract §1); GET / stays the web app.
  const rewriteUrl = (req: { method?: string; url?: string }) =>
    req.method === 'POST' && (req.url === '/' || req.url?.startsWith('/?')) ? `/graphql${req.url.slice(1)}` : (req.url ?? '/');
  const app = await NestFactory.create<NestFastifyApplication>(ApiModule, new FastifyAdapter({ bodyLimit: 1024 * 1024, rewriteUrl, trustProxy: config().TRUST_PROXY }), {
    logger: ['error', 'warn'],
    rawBody: true,
  });
  app.enableShutdownHooks();
  app.useGlobalFilters(new FeedsErrorFilter(app.getHttpAdapter()));
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  // The public API answers any origin (contract §1). Credentials are never allowed cross-origin, so
  // the dashboard's cookie-authenticated routes stay same-origin (and CSRF-checked besides).
  await fastify.register(fastifyCors, { origin: '*', allowedHeaders: ['Content-Type', 'X-USER-ID', 'X-API-KEY'], methods: ['GET', 'POST', 'OPTIONS'] });
  // GET /graphql shows the playground to browsers; it never executes operations (contract §1).
  fastify.addHook('onRequest', async (req, reply) => {
    if (req.method === 'GET' && req.url.split('?')[0] === '/graphql' && !String(req.headers.accept ?? '').includes('text/html')) {
      return reply.status(405).header('allow', 'POST').send({
        data: null,
        errors: [{ message: 'Send GraphQL operations with POST.', code: 'INVALID_QUERY_OR_SYNTAX', extensions: { code: 'INVALID_QUERY_OR_SYNTAX' } }],
      });
    }
  });
  await protectForms(fastify);
  new EventStreams(app.get(SessionsService)).mount(fastify);
  const images = app.get(ImagesService);
  if (images.storage instanceof LocalStorage) await mountLocalStorage(fastify, images, images.storage);
  const queues = (Object.keys(QUEUES) as QueueName[]).map((name) => app.get<Queue>(getQueueToken(name)));
  await mountQueueBoard(fastify, queues);
  await serveWebApp(fastify);
  return app;
}

/** Paths whose POSTs change a signed-in user's state and must carry the CSRF token. */
const CSRF_PREFIXES = ['/auth/', '/payments/', '/internal/graphql'];
/** Server-to-server posts under those prefixes, authenticated by their own signature. */
const CSRF_EXEMPT = ['/payments/stripe-webhook'];

/**
 * Cookies, and CSRF protection of every form post and dashboard operation (@fastify/csrf-protection):
 * GET /auth/session hands out a token bound to a secret cookie; POSTs send it in the
 * `x-csrf-token` header or, for plain HTML forms (spec 000 §7), the `token` field.
 */
async function protectForms(fastify: FastifyInstance): Promise<void> {
  await fastify.register(fastifyCookie);
  await fastify.register(fastifyCsrf, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: 'inkcast_csrf',
    cookieOpts: { path: '/', httpOnly: true, sameSite: 'lax' },
    getToken: (req) => (req.headers['x-csrf-token'] as string | undefined) ?? (req.body as { token?: string } | undefined)?.token,
  });
  fastify.addHook('preHandler', (req, reply, done) => {
    // The route that matched, not the raw URL: the router decodes it, so /%61uth/… is /auth/….
    const path = req.routeOptions.url ?? req.url.split('?')[0];
    if (req.method === 'POST' && CSRF_PREFIXES.some((p) => path.startsWith(p)) && !CSRF_EXEMPT.includes(path)) return fastify.csrfProtection(req, reply, done);
    done();
  });
}

/** Serves the built web app (web/dist) with a fallback to index.html for client-side routes. */
async function serveWebApp(fastify: FastifyInstance): Promise<void> {
  const root = config().WEB_DIST;
  if (!existsSync(`${root}/index.html`)) {
    console.warn(`inkcast: ${root}/index.html not found; build the web app (pnpm build) to serve it`);
    return;
  }
  await fastify.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '365d', immutable: true });
  fastify.get('/*', async (req, reply) => {
    const path = req.url.split('?')[0];
    if (path.startsWith('/assets/') || SERVER_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) {
      return reply.status(404).send({ message: `No route ${req.method} ${path}` });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { maxAge: 0, immutable: false });
  });
  fastify.get('/', async (_req, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html', { maxAge: 0, immutable: false }));
}

async function main(): Promise<void> {
  await preflightOrExit();
  const app = await createApi();
  const { PORT } = config();
  await app.listen(PORT, '0.0.0.0');
  console.log(`inkcast api listening on http://localhost:${PORT}`);
}

if (require.main === module) {
  main().catch((err) => {
    console.error('inkcast: api failed to start:', err);
    process.exit(1);
  });
}
