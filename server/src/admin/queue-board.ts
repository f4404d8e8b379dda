import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import basicAuth from '@fastify/basic-auth';
import { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { config } from '../common/config';

const BASE_PATH = '/admin/queues';

/**
 * Mounts bull-board at /admin/queues behind HTTP basic auth with ADMIN_USER / ADMIN_PASSWORD.
 * Without those variables the board answers 503 saying what to set: operators only.
 */
export async function mountQueueBoard(fastify: FastifyInstance, queues: Queue[]): Promise<void> {
  const { ADMIN_USER, ADMIN_PASSWORD } = config();
  await fastify.register(async (scope) => {
    if (!ADMIN_USER || !ADMIN_PASSWORD) {
      scope.all(BASE_PATH, async (_req, reply) => reply.status(503).send({ message: 'The queue board is off: set ADMIN_USER and ADMIN_PASSWORD.' }));
      scope.all(`${BASE_PATH}/*`, async (_req, reply) => reply.status(503).send({ message: 'The queue board is off: set ADMIN_USER and ADMIN_PASSWORD.' }));
      return;
    }
    await scope.register(basicAuth, {
      authenticate: { realm: 'Inkcast operators' },
      validate: async (user, password) => {
        if (!same(user, ADMIN_USER) || !same(password, ADMIN_PASSWORD)) throw new Error('Wrong operator credentials');
      },
    });
    scope.addHook('onRequest', scope.basicAuth);
    const serverAdapter = new FastifyAdapter();
    createBullBoard({ queues: queues.map((q) => new BullMQAdapter(q)), serverAdapter });
    serverAdapter.setBasePath(BASE_PATH);
    await scope.register(serverAdapter.registerPlugin(), { prefix: BASE_PATH });
  });
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
