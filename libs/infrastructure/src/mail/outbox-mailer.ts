import { createHash } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from './mailer.port';

/**
 * The embedded default when no SMTP server is configured: each mail becomes an RFC 822 `.eml`
 * file in DATA_DIR/outbox and the file's path is logged, so sign-up and reset work with nothing
 * installed. The link itself is never logged: it is a secret (a reset link signs its holder in),
 * and logs travel further than the data directory.
 *
 * The file is named after the Message-ID, so a mail sent again (a reactor redelivering after a
 * crash) finds its file and writes nothing: one file per mail. A file appears whole or not at all
 * (written aside, then renamed), so a crash mid-write leaves no half mail to count as sent.
 */
export class OutboxMailer implements Mailer {
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    readonly directory: string,
    private readonly from: string,
    private readonly log: (line: string) => void = (line) => console.log(line),
  ) {}

  async send(message: MailMessage): Promise<void> {
    const file = path.join(this.directory, `${createHash('sha256').update(message.messageId).digest('hex').slice(0, 32)}.eml`);
    if (await exists(file)) return this.log(`[mail] "${message.subject}" to ${message.to} was already written to ${file}`);
    const info = await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      messageId: message.messageId,
    });
    await mkdir(this.directory, { recursive: true, mode: 0o700 });
    const partial = `${file}.partial`;
    await writeFile(partial, info.message as Buffer, { mode: 0o600 });
    await rename(partial, file);
    this.log(`[mail] "${message.subject}" to ${message.to} written to ${file}`);
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
