import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from './mailer.port';

/**
 * The embedded default when no SMTP server is configured: each mail becomes an RFC 822 `.eml`
 * file in DATA_DIR/outbox and the file's path is logged, so sign-up and reset work with nothing
 * installed. The link itself is never logged: it is a secret (a reset link signs its holder in),
 * and logs travel further than the data directory.
 */
export class OutboxMailer implements Mailer {
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    readonly directory: string,
    private readonly from: string,
    private readonly log: (line: string) => void = (line) => console.log(line),
  ) {}

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
    await mkdir(this.directory, { recursive: true, mode: 0o700 });
    const file = path.join(this.directory, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    this.log(`[mail] "${message.subject}" to ${message.to} written to ${file}`);
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
