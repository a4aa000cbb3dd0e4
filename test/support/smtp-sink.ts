import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the sink received it: its recipients, subject and decoded plain text. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** Decodes a quoted-printable body (RFC 2045 6.7): soft line breaks and `=XX` escapes. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Splits a raw message into its subject and (decoded) text body. */
function parse(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1].trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { subject: header('Subject'), text: text.replace(/\r\n/g, '\n') };
}

/**
 * A local SMTP server for tests (`smtp-server`, on 127.0.0.1, no TLS, no authentication) that
 * keeps every mail it receives, for a test to find the links a service mailed.
 */
export class SmtpSink {
  private constructor(
    private readonly server: SMTPServer,
    /** `smtp://127.0.0.1:<port>`, for `SMTP_URL`. */
    readonly url: string,
    /** Every mail received, in order. */
    readonly mails: ReceivedMail[],
  ) {}

  static async start(): Promise<SmtpSink> {
    const mails: ReceivedMail[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          mails.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            ...parse(Buffer.concat(chunks).toString('latin1')),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.server.address() as AddressInfo;
    return new SmtpSink(server, `smtp://127.0.0.1:${port}`, mails);
  }

  /** Waits (at most 5 s) for a mail to `to` matching `predicate`, and returns it. */
  async waitFor(to: string, predicate: (mail: ReceivedMail) => boolean = () => true) {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = this.mails.find((mail) => mail.to.includes(to) && predicate(mail));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within 5 s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
