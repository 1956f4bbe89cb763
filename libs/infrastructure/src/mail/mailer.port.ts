/** What a mail says and to whom (the templates). */
export interface MailContent {
  to: string;
  subject: string;
  text: string;
}

/**
 * A mail as sent. `messageId` (`<id@host>`) is derived from the event the mail is for, so sending
 * it again is recognisable: the outbox writes it once, and mail systems can drop the duplicate.
 */
export interface MailMessage extends MailContent {
  messageId: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
