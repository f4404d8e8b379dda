import { createServer, IncomingHttpHeaders, Server, ServerResponse } from 'node:http';
import { AddressInfo, Socket } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One request the receiver got and verified with the standardwebhooks package. */
export interface ReceivedAttempt {
  /** The `webhook-id` header (`msg_…`). */
  id: string;
  headers: IncomingHttpHeaders;
  /** The exact body received. */
  body: string;
  /** The envelope, as `Webhook.verify` returned it (contract §9). */
  payload: any;
  /** The status the receiver answered (0 while held, -1 when dropped). */
  status: number;
}

/** How the receiver answers one request. */
export interface Reply {
  status: number;
  headers?: Record<string, string>;
  /** Keeps the request open until `release()` or `drop()` (a slow or hanging endpoint). */
  hold?: boolean;
}

/**
 * A real HTTP endpoint for webhook deliveries (contract §9): every request is verified with the
 * official standardwebhooks package, `new Webhook(secret).verify(body, headers)`, against the
 * secret it was given; one that does not verify is answered 400 and kept in `rejected`, one that
 * does is recorded in `attempts` and answered as told (by default 200).
 */
export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>/<path>` (the e2e project allows the host 127.0.0.1). */
  url(path?: string): string;
  /** The secret requests are verified with (the webhook's `webhookSecret`). */
  secret: string | null;
  /** Every verified request, in arrival order (retries of one event share an id). */
  attempts: ReceivedAttempt[];
  /** Requests that did not verify, with the reason. */
  rejected: { headers: IncomingHttpHeaders; body: string; error: string }[];
  /** Verified requests answered 2xx. */
  delivered(): ReceivedAttempt[];
  /** The distinct `webhook-id`s answered 2xx (de-duplication as the contract tells receivers to). */
  deliveredIds(): Set<string>;
  /** Answers the next requests with these replies, in order; then with the default. */
  reply(...replies: Reply[]): void;
  /** The answer once the queued replies are used up (initially 200). */
  setDefault(reply: Reply): void;
  /** Requests held open right now. */
  heldCount(): number;
  /** Answers every held request with `reply` (default 200). */
  release(reply?: Reply): void;
  /** Destroys the connections of every held request without answering. */
  drop(): void;
  close(): Promise<void>;
}

/** Starts a receiver on 127.0.0.1 at a free port. */
export async function startWebhookReceiver(secret: string | null = null): Promise<WebhookReceiver> {
  const queued: Reply[] = [];
  let fallback: Reply = { status: 200 };
  const held: { attempt: ReceivedAttempt; res: ServerResponse }[] = [];
  const sockets = new Set<Socket>();

  const answer = (attempt: ReceivedAttempt, res: ServerResponse, reply: Reply) => {
    attempt.status = reply.status;
    res.writeHead(reply.status, { 'content-type': 'text/plain', ...reply.headers }).end(`receiver answered ${reply.status}`);
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let payload: unknown;
      try {
        if (!receiver.secret) throw new Error('the receiver has no secret');
        payload = new Webhook(receiver.secret).verify(body, req.headers as Record<string, string>);
      } catch (err) {
        receiver.rejected.push({ headers: req.headers, body, error: (err as Error).message });
        res.writeHead(400).end('signature does not verify');
        return;
      }
      const attempt: ReceivedAttempt = { id: String(req.headers['webhook-id']), headers: req.headers, body, payload, status: 0 };
      receiver.attempts.push(attempt);
      const reply = queued.shift() ?? fallback;
      if (reply.hold) held.push({ attempt, res });
      else answer(attempt, res, reply);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const receiver: WebhookReceiver = {
    url: (path = 'hook') => `http://127.0.0.1:${port}/${path}`,
    secret,
    attempts: [],
    rejected: [],
    delivered: () => receiver.attempts.filter((a) => a.status >= 200 && a.status < 300),
    deliveredIds: () => new Set(receiver.delivered().map((a) => a.id)),
    reply: (...replies) => void queued.push(...replies),
    setDefault: (reply) => void (fallback = reply),
    heldCount: () => held.length,
    release(reply = { status: 200 }) {
      for (const { attempt, res } of held.splice(0)) answer(attempt, res, reply);
    },
    drop() {
      for (const { attempt, res } of held.splice(0)) {
        attempt.status = -1;
        res.socket?.destroy();
      }
    },
    close() {
      receiver.drop();
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return receiver;
}

/** Polls `check` (every 100 ms) until it returns true; fails with `what` if it has not after `timeoutMs`. */
export async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
