import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server the API sends to (SMTP_URL), holding every message it receives. */
export interface Mailbox {
  /** Resolves with the next message to `to` (already received or still to come). */
  waitFor(to: string, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** The port the API's SMTP_URL points at in the browser tests (scripts/test.sh: smtp://127.0.0.1:2525). */
export const SMTP_PORT = Number(process.env.INKCAST_TEST_SMTP_PORT ?? 2525);

function recipients(mail: ParsedMail): string[] {
  const fields = [mail.to].flat().filter((field) => !!field);
  return fields.flatMap((field) => field!.value.map((address) => (address.address ?? '').toLowerCase()));
}

/** Starts an SMTP server on 127.0.0.1:`port` (no auth, no TLS) that parses what it receives with mailparser. */
export async function startMailbox(port = SMTP_PORT): Promise<Mailbox> {
  const received: ParsedMail[] = [];
  const waiters: { to: string; resolve: (mail: ParsedMail) => void }[] = [];
  const taken = new Set<ParsedMail>();

  const deliver = (mail: ParsedMail) => {
    received.push(mail);
    const to = recipients(mail);
    const index = waiters.findIndex((waiter) => to.includes(waiter.to));
    if (index >= 0) {
      taken.add(mail);
      waiters.splice(index, 1)[0].resolve(mail);
    }
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          deliver(mail);
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
    waitFor(to, timeoutMs = 20_000) {
      const address = to.toLowerCase();
      const ready = received.find((mail) => !taken.has(mail) && recipients(mail).includes(address));
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise<ParsedMail>((resolve, reject) => {
        const waiter = { to: address, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          const index = waiters.indexOf(waiter);
          if (index >= 0) {
            waiters.splice(index, 1);
            reject(new Error(`no e-mail to ${to} within ${timeoutMs} ms`));
          }
        }, timeoutMs);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The login link (…/verify-login?token=…) in a message's text. */
export function loginLinkIn(mail: ParsedMail): string {
  const body = mail.text || (typeof mail.html === 'string' ? mail.html : '');
  const match = /https?:\/\/[^\s"'<>]+\/verify-login\?token=[\w-]+/.exec(body);
  if (!match) throw new Error(`no login link in the e-mail "${mail.subject}"`);
  return match[0];
}
