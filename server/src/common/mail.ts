import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Transporter, createTransport } from 'nodemailer';
import { config } from './config';

/** An e-mail to send: plain text, with an optional HTML alternative. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail over SMTP (nodemailer) to SMTP_URL: maildev in the demo, a real SMTP server in tests. */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly transport: Transporter = createTransport(config().SMTP_URL);

  /** Sends one message; rejects when the SMTP server refuses it or cannot be reached. */
  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: config().MAIL_FROM, ...mail });
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
