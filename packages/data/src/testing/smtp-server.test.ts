import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { type LocalSmtpServer, startSmtpServer } from './smtp-server';

const servers: LocalSmtpServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function start(options: Parameters<typeof startSmtpServer>[0] = {}) {
  const server = await startSmtpServer(options);
  servers.push(server);
  return server;
}

function send(server: LocalSmtpServer, text: string, to = 'family@example.org') {
  const transport = nodemailer.createTransport({ url: server.url, logger: false });
  return transport
    .sendMail({ from: 'alerts@example.org', to, subject: 'Closed today', text })
    .finally(() => transport.close());
}

describe('the local SMTP server', () => {
  it('records an accepted message parsed, on 127.0.0.1 and a free port', async () => {
    const server = await start();
    expect(server.url).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    await send(server, 'The schools are closed.');
    const [mail] = await server.waitForMessages(1);
    expect(mail).toMatchObject({
      envelope: { from: 'alerts@example.org', to: ['family@example.org'] },
      subject: 'Closed today',
      text: 'The schools are closed.\n',
      html: null,
    });
    expect(mail?.headers.subject).toBe('Closed today');
  });

  it('refuses a message over its size limit with 552 and keeps nothing', async () => {
    const server = await start({ maxMessageBytes: 2_000 });
    await expect(send(server, 'x'.repeat(5_000))).rejects.toMatchObject({ responseCode: 552 });
    expect(server.messages).toEqual([]);
  });

  it('refuses a recipient, then a message, only as often as told', async () => {
    const server = await start();
    server.refuseRecipient('Family@Example.org', { code: 550, times: 1 });
    await expect(send(server, 'one')).rejects.toMatchObject({ responseCode: 550 });
    server.failMessages({ code: 451, times: 1 });
    await expect(send(server, 'two')).rejects.toMatchObject({ responseCode: 451 });
    await send(server, 'three');
    expect(server.messages.map((mail) => mail.text)).toEqual(['three\n']);
  });

  it('says how many arrived when fewer came than awaited', async () => {
    const server = await start();
    await expect(server.waitForMessages(1, 50)).rejects.toThrow(
      '0 of 1 messages arrived within 50 ms',
    );
  });

  it('closes itself after its lifetime', async () => {
    const server = await start({ lifetimeMs: 50 });
    await server.closed;
    await expect(send(server, 'late')).rejects.toMatchObject({ code: 'ESOCKET' });
  });
});
