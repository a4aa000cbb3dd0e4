import { setImmediate as afterThisTurn } from 'node:timers/promises';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { AppConfig } from '../../config/app-config';

/** A plain-text mail. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** A mail that gets no answer from the SMTP server within this long fails: ms. */
const SMTP_TIMEOUT_MS = 10_000;

/**
 * The mail the app sends (invitations, sign-up confirmations), through `nodemailer` to
 * `SMTP_URL`, from `MAIL_FROM`. Without `SMTP_URL` nothing is sent (`enabled` is false): callers
 * then show the link to the person who asked instead.
 *
 * `sendLater` never makes a request wait on the mail server, nor lets its answer show in the
 * request's timing (an invitation to an existing email must take as long as one to a new one): it
 * returns at once and starts the send only after the request's answer is written (`setImmediate`:
 * nodemailer builds the message and opens the connection synchronously, which would otherwise
 * lengthen only the answers that send mail), and a failure is logged (without the address, which
 * is personal data).
 */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly logger = new Logger(Mailer.name);
  private readonly transport: Transporter | null;
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly config: AppConfig) {
    this.transport = config.SMTP_URL
      ? createTransport({
          url: config.SMTP_URL,
          connectionTimeout: SMTP_TIMEOUT_MS,
          greetingTimeout: SMTP_TIMEOUT_MS,
          socketTimeout: SMTP_TIMEOUT_MS,
        } as SMTPTransport.Options)
      : null;
  }

  /** Whether mail is sent (`SMTP_URL` is set). */
  get enabled(): boolean {
    return this.transport !== null;
  }

  /** Sends `mail` in the background (see the class); does nothing when mail is not enabled. */
  sendLater(mail: Mail, purpose: string): void {
    const transport = this.transport;
    if (!transport) return;
    const sending = afterThisTurn()
      .then(() =>
        transport.sendMail({
          from: this.config.MAIL_FROM,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        }),
      )
      .then(
        (info: { messageId?: string }) =>
          this.logger.log({ purpose, messageId: info.messageId }, 'mail sent'),
        // the code only: the server's message may quote the address
        (error: { code?: string; responseCode?: number }) =>
          this.logger.warn(
            { purpose, code: error.code, responseCode: error.responseCode },
            'mail could not be sent',
          ),
      )
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  /** Lets mail being sent finish (at most the SMTP timeout), then closes the transport. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.pending]);
    this.transport?.close();
  }
}
