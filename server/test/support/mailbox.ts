import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message the api sent, with the envelope's recipients (lower case). */
export interface ReceivedMail {
  to: string[];
  mail: ParsedMail;
}

/** A real SMTP server the api sends to (SMTP_URL of the e2e project), holding every message it receives. */
export interface Mailbox {
  /** Resolves with the next message to `to` not yet taken (already received or still to come). */
  next(to: string, timeoutMs?: number): Promise<ParsedMail>;
  /** Every message received so far for `to`, taken or not, oldest first. */
  receivedFor(to: string): ParsedMail[];
  close(): Promise<void>;
}

/** The port of SMTP_URL (vitest.config.mts sets it for the e2e project). */
function smtpPort(): number {
  const url = process.env.SMTP_URL;
  if (!url) throw new Error('SMTP_URL is not set: the e2e project of vitest.config.mts sets it');
  return Number(new URL(url).port);
}

/**
 * Starts an SMTP server (smtp-server; no auth, no TLS) on 127.0.0.1 at the port of SMTP_URL, parsing
 * what it receives with mailparser. Close it in afterAll: the next test file listens on the same port.
 */
export async function startMailbox(port = smtpPort()): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters: { to: string; resolve: (mail: ParsedMail) => void }[] = [];

  const deliver = (item: ReceivedMail) => {
    received.push(item);
    const index = waiters.findIndex((w) => item.to.includes(w.to));
    if (index >= 0) {
      taken.add(item);
      waiters.splice(index, 1)[0].resolve(item.mail);
    }
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      simpleParser(stream)
        .then((mail) => {
          deliver({ to, mail });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  return {
    next(to, timeoutMs = 20_000) {
      const address = to.toLowerCase();
      const ready = received.find((item) => !taken.has(item) && item.to.includes(address));
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready.mail);
      }
      return new Promise<ParsedMail>((resolve, reject) => {
        const timer = setTimeout(() => {
          const index = waiters.indexOf(waiter);
          if (index >= 0) waiters.splice(index, 1);
          reject(new Error(`no e-mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter = {
          to: address,
          resolve: (mail: ParsedMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        waiters.push(waiter);
      });
    },
    receivedFor(to) {
      const address = to.toLowerCase();
      return received.filter((item) => item.to.includes(address)).map((item) => item.mail);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The login link (…/verify-login?token=…) in a message's text part. */
export function loginLinkIn(mail: ParsedMail): string {
  const match = /https?:\/\/[^\s"'<>]+\/verify-login\?token=[\w-]+/.exec(mail.text ?? '');
  if (!match) throw new Error(`no login link in the e-mail "${mail.subject}"`);
  return match[0];
}

/** The token of the login link in a message. */
export function loginTokenIn(mail: ParsedMail): string {
  return new URL(loginLinkIn(mail)).searchParams.get('token')!;
}
