import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from './mailer.port';

/**
 * Sends through the SMTP server named by SMTP_URL (smtp:// or smtps://, credentials in the URL).
 * A mail sent again after a crash keeps its Message-ID, by which mail systems drop the duplicate.
 */
export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      messageId: message.messageId,
    });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
