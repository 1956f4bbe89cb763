/**
 * What a mail reactor records on `mail-<sourceEventId>` for the mail an event asks for, once: a
 * redelivered event finds the record and sends nothing again. `template` names the kind of mail.
 */
export type MailEffectEvent =
  | { type: 'MailSent'; data: { sourceEventId: string; template: string; to: string; sentAt: string } }
  /** Given up on: refused for good by the mail server, or still failing after every retry. */
  | {
      type: 'MailFailed';
      data: { sourceEventId: string; template: string; to: string; attempts: number; reason: string; failedAt: string };
    };

export type MailEffectEventType = MailEffectEvent['type'];
