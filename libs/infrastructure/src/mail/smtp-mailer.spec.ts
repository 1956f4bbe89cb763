import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { decodeQuotedPrintable } from '../../../../test/support/quoted-printable';
import { mailTemplates } from './mail-templates';
import { SmtpMailer } from './smtp-mailer';

describe('SmtpMailer against a local SMTP server', () => {
  let server: SMTPServer;
  const received: Array<{ from: string; to: string[]; message: string }> = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            message: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the mail with its link to the recipient', async () => {
    const { port } = server.server.address() as AddressInfo;
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'Insight Assistant <no-reply@example.test>');
    await mailer.send({
      ...mailTemplates.resetPassword('ana@example.test', 'https://app.example.test/reset-password?token=abc'),
      messageId: '<reset-1@app.example.test>',
    });
    await mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0].from).toBe('no-reply@example.test');
    expect(received[0].to).toEqual(['ana@example.test']);
    const message = decodeQuotedPrintable(received[0].message);
    expect(message).toMatch(/^Subject: Reset your password\r?$/m);
    expect(message).toMatch(/^Message-ID: <reset-1@app\.example\.test>\r?$/m);
    expect(message).toContain('https://app.example.test/reset-password?token=abc');
  });
});
