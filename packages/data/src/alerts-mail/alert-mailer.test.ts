import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAlertsRuntime } from '../alerts-runtime/alerts-runtime';
import { loadServerConfig } from '../config';
import { createMemoryLogger, type MemoryLogger } from '../resilience/logger';
import { type LocalSmtpServer, startSmtpServer } from '../testing/smtp-server';
import {
  type AlertMailer,
  type AlertMailInput,
  type ConfirmationInput,
  createAlertMailer,
  maskAddress,
} from './alert-mailer';
import { smtpConnectionOf } from './transports';

const FROM = 'Springfield Schools <alerts@springfield.example>';
const PARENT = 'parent.one@example.org';
const SITE = 'https://www.springfield.example';

const confirmation: ConfirmationInput = {
  to: PARENT,
  language: 'es',
  dir: 'ltr',
  confirmUrl: `${SITE}/alerts/confirm/c0nf1rm`,
  manageUrl: `${SITE}/alerts/manage/m4n4g3`,
  organizationNames: ['Lincoln Elementary', 'Jefferson <Middle> School'],
  words: {
    subject: 'Confirme sus alertas',
    intro: 'Usted pidió alertas de estas escuelas:',
    confirmAction: 'Confirmar mis alertas',
    ignoreNote: 'No se le enviará nada hasta que confirme. Si no lo pidió, ignore este mensaje.',
    manageAction: 'Cambiar o terminar estas alertas',
    footer: 'Enviado por Springfield Public Schools.',
  },
};

const alert: AlertMailInput = {
  to: PARENT,
  language: 'ar',
  dir: 'rtl',
  messageId: 'rev-7f3a.sub-42',
  title: 'المدرسة مغلقة اليوم <script>',
  body: 'بسبب الثلج.\nالحافلات لا تعمل.\n\nتابعوا الموقع.',
  importanceWord: 'مغلق',
  organizationName: 'Lincoln Elementary',
  detailsUrl: `${SITE}/ar/notices/snow-day`,
  englishUrl: `${SITE}/notices/snow-day`,
  manageUrl: `${SITE}/alerts/manage/s1gn3d`,
  unsubscribeUrl: `${SITE}/alerts/unsubscribe/s1gn3d`,
  machineTranslated: true,
  words: {
    detailsAction: 'اقرأ التنبيه على الموقع',
    machineTranslationNote: 'ترجمت هذه الرسالة آليًا.',
    englishAction: 'اقرأ الأصل بالإنجليزية',
    manageAction: 'غيّر هذه التنبيهات',
    unsubscribeAction: 'أوقف هذه التنبيهات',
    footer: 'تصلك هذه الرسالة لأنك طلبت تنبيهات من Lincoln Elementary.',
  },
};

let smtp: LocalSmtpServer;
let logger: MemoryLogger;
const mailers: AlertMailer[] = [];
const folders: string[] = [];

function mailer(options: Partial<Parameters<typeof createAlertMailer>[0]> = {}): AlertMailer {
  const created = createAlertMailer({
    smtpUrl: smtp.url,
    from: FROM,
    outboxDir: null,
    logger,
    ...options,
  });
  mailers.push(created);
  return created;
}

beforeAll(async () => {
  smtp = await startSmtpServer({ lifetimeMs: 120_000 });
});
afterAll(async () => {
  await smtp.close();
});
afterEach(async () => {
  await Promise.all(mailers.splice(0).map((sent) => sent.close()));
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  smtp.reset();
  // No log line ever holds an address in full.
  expect(JSON.stringify(logger.entries)).not.toContain(PARENT);
});

describe('the alert mailer over SMTP', () => {
  beforeAll(() => {
    logger = createMemoryLogger();
  });

  it('sends the confirmation with text and HTML parts in the subscriber’s language', async () => {
    expect(await mailer().sendConfirmation(confirmation)).toEqual({ ok: true });
    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.envelope).toEqual({ from: 'alerts@springfield.example', to: [PARENT] });
    expect(mail?.subject).toBe('Confirme sus alertas');
    expect(mail?.headers['auto-submitted']).toBe('auto-generated');
    expect(mail?.headers['content-language']).toBe('es');
    // Nothing to unsubscribe from before the link is followed.
    expect(mail?.headers['list-unsubscribe']).toBeUndefined();
    expect(mail?.text).toContain(`Confirmar mis alertas: ${confirmation.confirmUrl}`);
    expect(mail?.text).toContain('- Jefferson <Middle> School');
    expect(mail?.html).toContain('<html lang="es" dir="ltr">');
    expect(mail?.html).toContain(`<a href="${confirmation.confirmUrl}"`);
    expect(mail?.html).toContain(
      '<li><bdi translate="no">Jefferson &lt;Middle&gt; School</bdi></li>',
    );
    expect(mail?.html).not.toContain('<Middle>');
  });

  it('sends an alert with the one-click headers, a stable Message-ID, right to left', async () => {
    const sender = mailer();
    expect(await sender.sendAlert(alert)).toEqual({ ok: true });
    expect(await sender.sendAlert(alert)).toEqual({ ok: true });
    const [first, repeat] = await smtp.waitForMessages(2);
    expect(first?.headers['list-unsubscribe']).toBe(`<${alert.unsubscribeUrl}>`);
    expect(first?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(first?.headers['auto-submitted']).toBe('auto-generated');
    expect(first?.messageId).toBe('<rev-7f3a.sub-42@springfield.example>');
    // The same revision to the same subscriber is recognisable as a repeat.
    expect(repeat?.messageId).toBe(first?.messageId);
    expect(first?.subject).toBe('مغلق: المدرسة مغلقة اليوم <script> (Lincoln Elementary)');
    expect(first?.html).toContain('<html lang="ar" dir="rtl">');
    // A left-to-right name kept apart from the right-to-left words around it.
    expect(first?.html).toContain('<bdi translate="no">Lincoln Elementary</bdi>');
    expect(first?.html).toContain('المدرسة مغلقة اليوم &lt;script&gt;');
    expect(first?.html).not.toContain('<script>');
    expect(first?.html).toContain('بسبب الثلج.<br>الحافلات لا تعمل.');
    expect(first?.html).toContain(`<a href="${alert.unsubscribeUrl}"`);
    expect(first?.html).toContain(`<a href="${alert.manageUrl}"`);
    expect(first?.text).toContain(`أوقف هذه التنبيهات: ${alert.unsubscribeUrl}`);
    expect(first?.text).toContain(`اقرأ التنبيه على الموقع: ${alert.detailsUrl}`);
  });

  it('carries the machine-translation note and the English link only when machine translated', async () => {
    const sender = mailer();
    await sender.sendAlert(alert);
    await sender.sendAlert({ ...alert, messageId: 'rev-7f3a.sub-43', machineTranslated: false });
    const [translated, reviewed] = await smtp.waitForMessages(2);
    expect(translated?.text).toContain(
      `ترجمت هذه الرسالة آليًا. اقرأ الأصل بالإنجليزية: ${alert.englishUrl}`,
    );
    expect(translated?.html).toContain(`<a href="${alert.englishUrl}" hreflang="en"`);
    expect(reviewed?.text).not.toContain('ترجمت هذه الرسالة آليًا');
    expect(reviewed?.text).not.toContain(alert.englishUrl);
    expect(reviewed?.html).not.toContain('hreflang="en"');
  });

  it('answers a 550 for the recipient as permanent, without the address in the problem', async () => {
    smtp.refuseRecipient(PARENT, { code: 550, message: `No such user <${PARENT}>` });
    const outcome = await mailer().sendAlert(alert);
    expect(outcome).toMatchObject({ ok: false, temporary: false, code: 550 });
    expect(outcome.ok === false && outcome.problem).toContain('RCPT TO');
    expect(outcome.ok === false && outcome.problem).not.toContain(PARENT);
    expect(outcome.ok === false && outcome.problem).toContain('p…@example.org');
    expect(smtp.messages).toEqual([]);
    expect(logger.entries.at(-1)).toMatchObject({
      level: 'warn',
      context: { to: 'p…@example.org', temporary: false, code: 550 },
    });
  });

  it('answers a 451 as temporary, and the next try goes through', async () => {
    smtp.failMessages({ code: 451, message: 'Greylisted, try again later', times: 1 });
    const sender = mailer();
    expect(await sender.sendAlert(alert)).toMatchObject({
      ok: false,
      temporary: true,
      code: 451,
      uncertain: false,
    });
    expect(await sender.sendAlert(alert)).toEqual({ ok: true });
    expect(await smtp.waitForMessages(1)).toHaveLength(1);
  });

  it('answers temporary within its time-out when the server accepts and never greets', async () => {
    smtp.hang(true);
    const started = performance.now();
    const outcome = await mailer({ timeouts: { greetingMs: 300 } }).sendAlert(alert);
    const elapsed = performance.now() - started;
    // Never greeted: the message cannot have been taken, a retry is safe.
    expect(outcome).toMatchObject({ ok: false, temporary: true, code: null, uncertain: false });
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(3_000);
  });

  it('says a send is uncertain when the server took the message and never answered its end', async () => {
    smtp.hangAfterMessages(true);
    const started = performance.now();
    const outcome = await mailer({ timeouts: { socketMs: 300 } }).sendAlert(alert);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(outcome).toMatchObject({ ok: false, temporary: true, code: null, uncertain: true });
    // The server has it: a retry would be a second copy.
    expect(smtp.messages).toHaveLength(1);
  });

  it('answers temporary when nothing listens', async () => {
    const closed = await freePort();
    const outcome = await mailer({
      smtpUrl: `smtp://127.0.0.1:${closed}`,
      timeouts: { connectionMs: 1_000 },
    }).sendConfirmation(confirmation);
    expect(outcome).toMatchObject({ ok: false, temporary: true, code: null, uncertain: false });
  });

  it('takes a stored address that is no address as permanent, and throws on the caller’s bug', async () => {
    expect(await mailer().sendAlert({ ...alert, to: 'not-an-address' })).toEqual({
      ok: false,
      temporary: false,
      code: null,
      problem: 'not an e-mail address',
    });
    await expect(
      mailer().sendAlert({ ...alert, words: { ...alert.words, footer: ' ' } }),
    ).rejects.toThrow('sendAlert: words.footer must not be blank');
    await expect(
      mailer().sendConfirmation({ ...confirmation, confirmUrl: 'javascript:alert(1)' }),
    ).rejects.toThrow('sendConfirmation: confirmUrl must be an http(s) URL');
    expect(smtp.messages).toEqual([]);
  });
});

describe('the alert mailer with credentials', () => {
  it('signs in with the URL’s user and password, and counts a refused password as temporary', async () => {
    logger = createMemoryLogger();
    const guarded = await startSmtpServer({
      auth: { user: 'alerts@district', pass: 'p@ss:word' },
      lifetimeMs: 60_000,
    });
    try {
      expect(guarded.url).toBe(`smtp://alerts%40district:p%40ss%3Aword@127.0.0.1:${guarded.port}`);
      expect(await mailer({ smtpUrl: guarded.url }).sendAlert(alert)).toEqual({ ok: true });
      expect(await guarded.waitForMessages(1)).toHaveLength(1);
      const wrong = guarded.url.replace('p%40ss', 'guess');
      // The deployment's mistake, not the family's: retried, never ending a subscription.
      expect(await mailer({ smtpUrl: wrong }).sendAlert(alert)).toMatchObject({
        ok: false,
        temporary: true,
        code: 535,
      });
    } finally {
      await Promise.all(mailers.splice(0).map((sent) => sent.close()));
      await guarded.close();
    }
  });
});

describe('the alert mailer without SMTP', () => {
  it('keeps each message as a readable .eml file in the outbox’s alerts folder', async () => {
    logger = createMemoryLogger();
    const outboxDir = await mkdtemp(join(tmpdir(), 'alert-outbox-'));
    folders.push(outboxDir);
    const sender = mailer({
      smtpUrl: null,
      outboxDir,
      now: () => new Date('2026-12-01T05:30:00.000Z'),
    });
    expect(sender.mode).toBe('outbox');
    expect(await sender.sendConfirmation(confirmation)).toEqual({ ok: true });
    expect(await sender.sendAlert(alert)).toEqual({ ok: true });
    const files = await readdir(join(outboxDir, 'alerts'));
    expect(files).toHaveLength(2);
    const alertFile = files.find((name) =>
      /^2026-12-01T05-30-00-000Z-alert-[0-9a-f-]{36}\.eml$/.test(name),
    );
    expect(files).toContainEqual(
      expect.stringMatching(/^2026-12-01T05-30-00-000Z-alert-confirmation-[0-9a-f-]{36}\.eml$/),
    );
    const parsed = await simpleParser(await readFile(join(outboxDir, 'alerts', alertFile ?? '')));
    expect(parsed.messageId).toBe('<rev-7f3a.sub-42@springfield.example>');
    expect(parsed.headerLines).toContainEqual({
      key: 'list-unsubscribe-post',
      line: 'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    });
    expect(parsed.date?.toISOString()).toBe('2026-12-01T05:30:00.000Z');
    expect(parsed.text).toContain(alert.unsubscribeUrl);
    expect(parsed.html).toContain('<html lang="ar" dir="rtl">');
    expect(logger.entries.at(-1)?.context).toMatchObject({ to: 'p…@example.org' });
  });

  it('needs an SMTP URL or an outbox folder', () => {
    expect(() => createAlertMailer({ smtpUrl: null, from: FROM, outboxDir: null, logger })).toThrow(
      'createAlertMailer: an SMTP URL or an outbox folder is needed',
    );
  });
});

describe('the alerts runtime’s mailer', () => {
  it('is SMTP with SMTP_URL, the outbox without, and none where neither is', async () => {
    const withSmtp = createAlertsRuntime(loadServerConfig({ SMTP_URL: smtp.url }));
    expect(withSmtp.mailer()?.mode).toBe('smtp');
    expect(withSmtp.mailer()).toBe(withSmtp.mailer());
    await withSmtp.close();

    const demo = createAlertsRuntime(loadServerConfig({}));
    expect(demo.mailer()?.mode).toBe('outbox');
    await demo.close();

    const production = loadServerConfig({
      NODE_ENV: 'production',
      GRAPHQL_ENDPOINT: 'https://cms.example.org/v1/graphql',
    });
    expect(production.outboxDir).toBeNull();
    expect(createAlertsRuntime(production).mailer()).toBeNull();
  });
});

describe('masked addresses', () => {
  it('show the first character and the domain only', () => {
    expect(maskAddress('parent.one@example.org')).toBe('p…@example.org');
    expect(maskAddress('émile@exemple.fr')).toBe('é…@exemple.fr');
    expect(maskAddress('no-at-sign')).toBe('…');
  });
});

/** A port that nothing listens on: bound, then released. */
async function freePort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the SMTP URL', () => {
  it('gives TLS from the start for smtps://, and requires STARTTLS before credentials leave the machine', () => {
    expect(smtpConnectionOf('smtps://a%40b:p%3Aw@smtp.example.org')).toEqual({
      host: 'smtp.example.org',
      port: 465,
      secure: true,
      requireTLS: false,
      auth: { user: 'a@b', pass: 'p:w' },
    });
    expect(smtpConnectionOf('smtp://user:pw@smtp.example.org')).toMatchObject({
      port: 587,
      secure: false,
      requireTLS: true,
    });
    expect(smtpConnectionOf('smtp://user:pw@127.0.0.1:2525')).toMatchObject({ requireTLS: false });
    expect(smtpConnectionOf('smtp://relay.internal:25')).toEqual({
      host: 'relay.internal',
      port: 25,
      secure: false,
      requireTLS: false,
    });
  });
});
