import type { EventStore, RecordedEvent } from '../event-store/event-store.port';
import type { Processor } from '../processors/processor';
import { deliver, MAIL_RETRY_POLICY, type RetryPolicy } from './mail-delivery';
import { MailEffects, mailMessageId } from './mail-effects';
import type { MailContent, Mailer } from './mailer.port';

/** A mail an event asks for; `template` names its kind in the record and the log. */
export interface PlannedMail {
  template: string;
  content: MailContent;
}

/** What a context mails about: its events, and the mail each asks for (null: none, e.g. an event recorded before its mail could be derived). */
export interface MailsOfContext {
  /** The processor's id and checkpoint name, e.g. `reactor:identity-mail`. */
  id: string;
  handles: ReadonlySet<string>;
  mailFor(event: RecordedEvent): Promise<PlannedMail | null>;
}

export interface MailReactorPorts {
  eventStore: EventStore;
  mailer: Mailer;
  /** PUBLIC_URL: its host names the Message-IDs. */
  publicUrl: string;
  log: (line: string) => void;
  retry?: RetryPolicy;
}

/**
 * Sends a context's mails from the log, at least once and with idempotent effects: before sending,
 * it looks for the record of the mail (`mail-<sourceEventId>`) and skips a mail already recorded;
 * after sending, it records MailSent with an id derived from the source event. A crash between the
 * two sends the mail again with the same Message-ID, which the outbox writes once and mail systems
 * drop as a duplicate. A failing mail is retried with backoff, then recorded as MailFailed so the
 * mails behind it go. It starts at the head of the log the first time: nobody is mailed about the past.
 */
export function mailReactor(mails: MailsOfContext, ports: MailReactorPorts): Processor {
  const effects = new MailEffects(ports.eventStore);
  const host = new URL(ports.publicUrl).hostname;
  return {
    id: mails.id,
    kind: 'reactor',
    firstStart: 'log-head',
    async process(events, stopping) {
      for (const event of events) {
        if (!mails.handles.has(event.type) || (await effects.isRecorded(event.id))) continue;
        const planned = await mails.mailFor(event);
        if (!planned) continue;
        const { template, content } = planned;
        const delivery = await deliver(
          ports.mailer,
          { ...content, messageId: mailMessageId(event.id, host) },
          ports.retry ?? MAIL_RETRY_POLICY,
          stopping,
          (line) => ports.log(`${mails.id}: ${template} mail for event ${event.id}: ${line}`),
        );
        const at = new Date();
        await effects.record(
          event,
          delivery.sent
            ? { type: 'MailSent', data: { sourceEventId: event.id, template, to: content.to, sentAt: at.toISOString() } }
            : {
                type: 'MailFailed',
                data: {
                  sourceEventId: event.id,
                  template,
                  to: content.to,
                  attempts: delivery.attempts,
                  reason: delivery.reason,
                  failedAt: at.toISOString(),
                },
              },
          at,
        );
      }
      return [];
    },
  };
}
