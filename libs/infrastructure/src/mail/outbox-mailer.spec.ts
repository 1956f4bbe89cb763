import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { decodeQuotedPrintable } from '../../../../test/support/quoted-printable';
import { mailTemplates } from './mail-templates';
import { OutboxMailer } from './outbox-mailer';

describe('OutboxMailer', () => {
  it('writes each mail as an .eml file and logs where, never the secret link', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    const logged: string[] = [];
    const mailer = new OutboxMailer(directory, 'Insight Assistant <no-reply@example.test>', (line) => logged.push(line));
    await mailer.send(mailTemplates.verifyEmail('ana@example.test', 'Ana', 'http://localhost:3000/email-verification?token=abc'));
    const [file] = await readdir(directory);
    const eml = decodeQuotedPrintable(await readFile(path.join(directory, file), 'utf8'));
    expect(file).toMatch(/\.eml$/);
    expect(eml).toMatch(/^To: ana@example\.test$/m);
    expect(eml).toMatch(/^Subject: Verify your email address$/m);
    expect(eml).toContain('http://localhost:3000/email-verification?token=abc');
    expect(logged[0]).toContain(path.join(directory, file));
    expect(logged.join('\n')).not.toContain('token=abc');
    await mailer.close();
    await rm(directory, { recursive: true });
  });
});
