import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildResetMail } from '../modules/auth/auth.mail.js';
import { createMailer } from './mailer.js';

const logged: { object: Record<string, unknown>; message: string }[] = [];
const logger = {
  info: (object: Record<string, unknown>, message: string) => logged.push({ object, message }),
};
const mail = buildResetMail({
  to: 'reader@example.org',
  username: 'reader',
  site: 'Orbital Dispatch',
  primaryColor: '#1e2a78',
  link: 'https://news.example.org/reset-password?token=abc123',
  language: 'en',
});

describe('mail through SMTP', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a plain and HTML mail to a real SMTP server', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: '/nonexistent',
      from: 'HelioNews <no-reply@helionews.local>',
      logger,
    });
    await mailer.send(mail);
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('no-reply@helionews.local');
    expect(received[0]?.to).toEqual(['reader@example.org']);
    expect(received[0]?.data).toContain('Subject: Reset your Orbital Dispatch password');
    expect(received[0]?.data).toMatch(/Content-Type: text\/plain/);
    expect(received[0]?.data).toMatch(/Content-Type: text\/html/);
    expect(mailer.target).toBe(`SMTP 127.0.0.1:${port}`);
  });
});

describe('mail to the outbox', () => {
  let outbox: string;
  beforeAll(async () => {
    outbox = path.join(await mkdtemp(path.join(os.tmpdir(), 'helionews-outbox-')), 'outbox');
  });
  afterAll(() => rm(path.dirname(outbox), { recursive: true, force: true }));

  it('writes each mail as an .eml file and logs the file, never the link', async () => {
    logged.length = 0;
    const mailer = createMailer({
      smtpUrl: undefined,
      outboxDir: outbox,
      from: 'HelioNews <no-reply@helionews.local>',
      logger,
    });
    await mailer.send(mail);
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(outbox, files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: reader@example.org');
    expect(eml).toContain('reset-password?token=3Dabc123'); // quoted-printable
    expect(logged).toHaveLength(1);
    expect(String(logged[0]?.object.file)).toMatch(/^file:\/\/.*\.eml$/);
    expect(JSON.stringify(logged)).not.toContain('abc123');
  });
});
