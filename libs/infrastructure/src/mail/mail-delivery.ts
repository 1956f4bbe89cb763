import { setTimeout as pause } from 'node:timers/promises';
import type { MailMessage, Mailer } from './mailer.port';

/** Waits between attempts: `firstDelayMs`, doubling each time, at most `maxDelayMs`, `attempts` tries in all. */
export interface RetryPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  attempts: number;
}

/**
 * 12 tries over about 18 minutes (1 s, 2 s, 4 s ... then every 5 minutes): a mail server that
 * restarts or is briefly unreachable loses nothing, while the links inside (valid for an hour)
 * are still worth sending. A mail still failing after that is given up so the ones behind it go.
 */
export const MAIL_RETRY_POLICY: RetryPolicy = { firstDelayMs: 1000, maxDelayMs: 5 * 60_000, attempts: 12 };

export type Delivery = { sent: true; attempts: number } | { sent: false; attempts: number; reason: string };

export function retryDelay(policy: RetryPolicy, failedAttempts: number): number {
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (failedAttempts - 1));
}

/**
 * Sends one mail, retrying with exponential backoff. A refusal the mail server says is permanent
 * (an SMTP 5xx reply, such as an unknown recipient) is not retried: it would fail the same way.
 * Answers the outcome; throws only when `stopping` aborts a wait (the batch is then delivered again).
 */
export async function deliver(
  mailer: Mailer,
  message: MailMessage,
  policy: RetryPolicy,
  stopping: AbortSignal,
  log: (line: string) => void,
): Promise<Delivery> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await mailer.send(message);
      return { sent: true, attempts: attempt };
    } catch (error) {
      const reason = describeFailure(error);
      if (isPermanent(error) || attempt >= policy.attempts) {
        log(`attempt ${attempt} failed (${reason}); giving up`);
        return { sent: false, attempts: attempt, reason };
      }
      const delay = retryDelay(policy, attempt);
      log(`attempt ${attempt} failed (${reason}); retrying in ${delay} ms`);
      await pause(delay, undefined, { signal: stopping });
    }
  }
}

function isPermanent(error: unknown): boolean {
  const responseCode = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

/** What went wrong, for the log and the record; any link is cut out, since links carry secrets. */
function describeFailure(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text
    .replace(/https?:\/\/\S+/g, '[link]')
    .split('\n')[0]
    .slice(0, 300);
}
