import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

/** What an email says, in the recipient's language (each module writes its own). */
export type MailContent = { subject: string; text: string; html: string };

export type OutgoingMail = MailContent & {
  to: string;
  /** What the email is (welcome, password-reset…): named in logs and in the outbox file name. */
  kind: string;
  /** A link worth logging in development. */ link?: string;
};

export type MailerOptions = {
  from: string;
  /** SMTP server (smtp://host:port, smtps://user:pass@host); files in `outboxDir` when absent. */
  smtpUrl?: string;
  outboxDir: string;
  /** Log the email's link (development only: it carries a token). */
  logLinks: boolean;
};

/** Masks an address for logs: j***@example.com. */
export const maskEmail = (email: string): string => email.replace(/^(.).*(@.*)$/, '$1***$2');

/**
 * Sends the shop's emails through nodemailer: SMTP when SMTP_URL is set (Mailpit in
 * docker-compose), otherwise as .eml files in the outbox folder, so a developer can open them.
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly outgoing = new Set<Promise<void>>();

  constructor(private readonly options: MailerOptions) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /**
   * Sends an email after the caller has answered (an order confirmation must not hold the shopper's
   * request); a failure is logged with `what`, never thrown. `settled()` waits for these.
   */
  sendInBackground(mail: OutgoingMail, what: string): void {
    const sending = this.send(mail)
      .catch((error: unknown) => console.error(`[mail] ${mail.kind} email failed (${what}):`, (error as Error).message))
      .finally(() => this.outgoing.delete(sending));
    this.outgoing.add(sending);
  }

  /** Resolves when every email handed to sendInBackground so far has been sent (or failed and been logged). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.outgoing]);
  }

  /** Sends one email; where it went is logged without its content. */
  async send(mail: OutgoingMail): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.options.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    let where = 'SMTP';
    if (!this.options.smtpUrl) {
      await mkdir(this.options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(this.options.outboxDir, `${stamp}-${mail.kind}-${randomBytes(3).toString('hex')}.eml`);
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      where = file;
    }
    console.log(`[mail] ${mail.kind} email to ${maskEmail(mail.to)} sent via ${where}`);
    if (this.options.logLinks && mail.link) console.log(`[mail] ${mail.kind} link (development): ${mail.link}`);
  }
}
