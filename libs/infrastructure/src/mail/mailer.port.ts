export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one link the mail is about, so the embedded outbox can log it for a developer. */
  link: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
