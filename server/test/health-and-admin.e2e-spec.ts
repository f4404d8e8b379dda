import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Inkcast, startInkcast } from './support/harness';

let ink: Inkcast;

beforeAll(async () => {
  ink = await startInkcast({ worker: true });
});

afterAll(async () => {
  await ink?.close();
});

describe('GET /health', () => {
  it('reports postgres, redis and the queues ok, with the running worker', async () => {
    const res = await ink.http().get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', postgres: 'ok', redis: 'ok' });
    const counts = { waiting: expect.any(Number), active: expect.any(Number), delayed: expect.any(Number), failed: expect.any(Number), completed: expect.any(Number) };
    expect(res.body.queues).toEqual({
      feeds: { ...counts, workers: expect.any(Number) },
      usage: { ...counts, workers: expect.any(Number) },
      webhooks: { ...counts, workers: expect.any(Number) },
    });
    expect(res.body.queues.feeds.workers).toBeGreaterThanOrEqual(1);
    expect(res.body.queues.usage.workers).toBeGreaterThanOrEqual(1);
    expect(res.body.queues.webhooks.workers).toBeGreaterThanOrEqual(1);
  });

  it('needs no API key', async () => {
    const res = await ink.http().get('/health').set('x-user-id', 'nonsense');
    expect(res.status).toBe(200);
  });
});

describe('/admin/queues without ADMIN_USER and ADMIN_PASSWORD', () => {
  it.each(['/admin/queues', '/admin/queues/api/queues'])('%s is refused with 503 saying what to set', async (path) => {
    const res = await ink.http().get(path);
    expect(res.status).toBe(503);
    expect(res.body.message).toContain('ADMIN_USER');
    expect(res.body.message).toContain('ADMIN_PASSWORD');
  });
});

describe('/admin/queues with ADMIN_USER and ADMIN_PASSWORD set', () => {
  // config() caches the environment per module instance: a second api is built from fresh modules
  // after the variables are set (the first one keeps running without them).
  let admin: NestFastifyApplication;
  const saved = { user: process.env.ADMIN_USER, password: process.env.ADMIN_PASSWORD };

  beforeAll(async () => {
    process.env.ADMIN_USER = 'operator';
    process.env.ADMIN_PASSWORD = 'correct horse battery staple';
    vi.resetModules();
    const { createApi } = await import('../src/main');
    admin = await createApi();
    await admin.init();
    await admin.getHttpAdapter().getInstance().ready();
  });

  afterAll(async () => {
    await admin?.close();
    process.env.ADMIN_USER = saved.user;
    process.env.ADMIN_PASSWORD = saved.password;
    if (saved.user === undefined) delete process.env.ADMIN_USER;
    if (saved.password === undefined) delete process.env.ADMIN_PASSWORD;
  });

  it('401 without credentials, asking for basic auth', async () => {
    const res = await request(admin.getHttpServer()).get('/admin/queues');
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toMatch(/^Basic/);
  });

  it('401 with wrong credentials', async () => {
    const res = await request(admin.getHttpServer()).get('/admin/queues').auth('operator', 'wrong');
    expect(res.status).toBe(401);
    const other = await request(admin.getHttpServer()).get('/admin/queues').auth('someone', 'correct horse battery staple');
    expect(other.status).toBe(401);
  });

  it('200 with the operator credentials: the board, listing the feeds, images, publishing, usage and webhooks queues', async () => {
    const page = await request(admin.getHttpServer()).get('/admin/queues').auth('operator', 'correct horse battery staple');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const api = await request(admin.getHttpServer()).get('/admin/queues/api/queues').auth('operator', 'correct horse battery staple');
    expect(api.status).toBe(200);
    expect(api.body.queues.map((q: { name: string }) => q.name).sort()).toEqual(['feeds', 'images', 'publishing', 'usage', 'webhooks']);
  });

  it('the api with credentials still serves /graphql and /health', async () => {
    expect((await request(admin.getHttpServer()).get('/health')).status).toBe(200);
    const gql = await request(admin.getHttpServer()).post('/graphql').send({ query: '{ __typename }' });
    expect(gql.body).toEqual({ data: { __typename: 'Query' } });
  });
});
