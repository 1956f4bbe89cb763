import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { decodeQuotedPrintable } from '../../../../test/support/quoted-printable';
import { mailTemplates } from './mail-templates';
import { OutboxMailer } from './outbox-mailer';

describe('OutboxMailer', () => {
  let directory: string;

  beforeEach(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
  });
  afterEach(() => rm(directory, { recursive: true }));

  it('writes each mail as an .eml file and logs where, never the secret link', async () => {
    const logged: string[] = [];
    const mailer = new OutboxMailer(directory, 'Insight Assistant <no-reply@example.test>', (line) => logged.push(line));
    await mailer.send({
      ...mailTemplates.verifyEmail('ana@example.test', 'Ana', 'http://localhost:3000/email-verification?token=abc'),
      messageId: '<one@example.test>',
    });
    const [file] = await readdir(directory);
    const eml = decodeQuotedPrintable(await readFile(path.join(directory, file), 'utf8'));
    expect(file).toMatch(/\.eml$/);
    expect(eml).toMatch(/^To: ana@example\.test$/m);
    expect(eml).toMatch(/^Subject: Verify your email address$/m);
    expect(eml).toMatch(/^Message-ID: <one@example\.test>$/m);
    expect(eml).toContain('http://localhost:3000/email-verification?token=abc');
    expect(logged[0]).toContain(path.join(directory, file));
    expect(logged.join('\n')).not.toContain('token=abc');
    await mailer.close();
  });

  it('writes a mail sent again with the same Message-ID once, and another mail beside it', async () => {
    const mailer = new OutboxMailer(directory, 'Insight Assistant <no-reply@example.test>', () => undefined);
    const mail = mailTemplates.resetPassword('ana@example.test', 'http://localhost:3000/reset-password?token=abc');
    await mailer.send({ ...mail, messageId: '<reset-1@example.test>' });
    await mailer.send({ ...mail, messageId: '<reset-1@example.test>' });
    expect(await readdir(directory)).toHaveLength(1);
    await mailer.send({ ...mail, messageId: '<reset-2@example.test>' });
    expect(await readdir(directory)).toHaveLength(2);
    await mailer.close();
  });
});
