import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { decodeQuotedPrintable } from './quoted-printable';

export interface OutboxMail {
  to: string;
  /** The whole message, quoted-printable decoded. */
  text: string;
}

/**
 * The mails the outbox mailer has written to `directory`, oldest first (files are named after their
 * Message-ID, so the time they were written is their age). A file still being written
 * (`.eml.partial`) is not a mail yet.
 */
export async function readOutbox(directory: string): Promise<OutboxMail[]> {
  const names = (await readdir(directory).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  const files = await Promise.all(
    names.map(async (name) => {
      const file = path.join(directory, name);
      return { text: decodeQuotedPrintable(await readFile(file, 'utf8')), writtenAt: (await stat(file)).mtimeMs };
    }),
  );
  return files.sort((a, b) => a.writtenAt - b.writtenAt).map(({ text }) => ({ to: /^To: (.+)$/m.exec(text)?.[1].trim() ?? '', text }));
}

/** The first link in a mail, if it has one. */
export const linkIn = (mail: OutboxMail): string | null => /https?:\/\/\S+/.exec(mail.text)?.[0] ?? null;
