import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EMAIL_INVALID_MESSAGE } from '@district/core/errors/catalogue';
import { createAccessibilityForm } from '@district/data/accessibility/accessibility-form';
import { createEmailSender } from '@district/data/email/email-sender';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_FIELD, csrfCookieName, issueCsrfToken } from '../server/http/csrf.server';
import type { RequestContext } from '../server/http/request-context.server';
import type { SiteServices } from '../server/http/services.server';
import { FORM_STRINGS } from '../server/strings/form-strings.server';
import { testContext } from '../server/testing/site-services';
import { submitAccessibilityForm } from './accessibility/accessibility.server';
import { submitContactForm } from './contact/contact.server';
import { FIELD_LIMITS } from './fields';
import { answeredInvalid, noteAnswer } from './form-handler.server';
import { revalidateFormPage } from './revalidate-form-page';
import { contact, formServices, post } from './testing/form-posts';

describe('a long message', () => {
  it('is refused as too long, whole, rather than cut and sent', async () => {
    const { services, emails } = formServices();
    const body = `${'a'.repeat(FIELD_LIMITS.body)} and the end of the message`;
    const { ctx, form } = post(services, '/contact', contact({ messageBody: body }));
    const result = await submitContactForm(ctx, form);
    expect(result.status).toBe('invalid');
    expect(result.fieldErrors.messageBody).toBe('Keep this under 5,000 characters.');
    expect(result.values.messageBody).toBe(body);
    expect(emails).toEqual([]);
  });

  it('is measured and sent with its line breaks as LF (a browser without JavaScript sends CRLF)', async () => {
    const { services, emails } = formServices();
    const lines = Array.from({ length: 1_200 }, (_, i) => String(i % 1_000).padStart(3, '0'));
    const sent = lines.join('\n');
    expect(sent.length).toBeLessThanOrEqual(FIELD_LIMITS.body);
    expect(lines.join('\r\n').length).toBeGreaterThan(FIELD_LIMITS.body);
    const { ctx, form } = post(services, '/contact', contact({ messageBody: lines.join('\r\n') }));
    expect((await submitContactForm(ctx, form)).status).toBe('sent');
    expect(emails.map((email) => email.messageBody)).toEqual([sent]);
  });

  it('is echoed back bounded, generously, when far over the limit', async () => {
    const { services, issues } = formServices();
    const { ctx, form } = post(services, '/accessibility', {
      pageUrl: '/about-us',
      description: 'b'.repeat(FIELD_LIMITS.body * 5),
    });
    const result = await submitAccessibilityForm(ctx, form);
    expect(result.status).toBe('invalid');
    expect(result.fieldErrors.description).toBe('Keep this under 5,000 characters.');
    expect(result.values.description).toBe('b'.repeat(FIELD_LIMITS.body * 2));
    expect(issues).toEqual([]);
  });
});

describe('a form page after a post, with JavaScript', () => {
  const args = (actionStatus: number | undefined, defaultShouldRevalidate = true) =>
    ({ actionStatus, defaultShouldRevalidate }) as Parameters<typeof revalidateFormPage>[0];

  it('loads the page again after a CSRF refusal (403), for a fresh token', () => {
    expect(revalidateFormPage(args(403))).toBe(true);
    expect(revalidateFormPage(args(403, false))).toBe(true);
  });

  it('keeps the default otherwise: again after an answer, not after another refusal', () => {
    // Single fetch hands a route's own function `defaultShouldRevalidate: true` even after a 4xx.
    expect(revalidateFormPage(args(200))).toBe(true);
    expect(revalidateFormPage(args(429))).toBe(false);
    expect(revalidateFormPage(args(500))).toBe(false);
    expect(revalidateFormPage(args(undefined, false))).toBe(false);
    expect(revalidateFormPage(args(undefined, true))).toBe(true);
  });
});

describe('a form service that fails', () => {
  // What a gateway in front of the services answers when they are down: its own page, naming
  // where it tried to reach them.
  const GATEWAY_PAGE =
    '<html><body><h1>502 Bad Gateway</h1><p>upstream http://10.0.4.12:7071/api/SendEmail: connect ECONNREFUSED</p></body></html>';
  let gateway: Server;
  let gatewayUrl = '';
  /** An address where nothing listens: the request gets no response at all. */
  let nobodyUrl = '';

  const listen = async () => {
    const server = createServer((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end(GATEWAY_PAGE);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  };
  beforeAll(async () => {
    ({ server: gateway, url: gatewayUrl } = await listen());
    const closed = await listen();
    nobodyUrl = closed.url;
    await new Promise((resolve) => closed.server.close(resolve));
  });
  afterAll(() => gateway?.close());

  /** Nothing of the service's answer or address reaches the visitor. */
  const leaks = /10\.0\.4\.12|Bad Gateway|ECONNREFUSED|127\.0\.0\.1|A 502|Server responded/;

  it('shows the visitor our message, and logs the e-mail service’s message word for word', async () => {
    const cases: [string, unknown][] = [
      [
        `${gatewayUrl}/send-email`,
        `A 502 error occurred while attempting to send email: ${GATEWAY_PAGE}`,
      ],
      [
        `${nobodyUrl}/send-email`,
        expect.stringMatching(/^A error occurred while attempting to send email: .*ECONNREFUSED$/),
      ],
    ];
    for (const [endpoint, logged] of cases) {
      const { services } = formServices();
      services.email = createEmailSender({ sendEmailEndpoint: endpoint, timeoutMs: 2_000 });
      const { ctx, form } = post(services, '/contact', contact());
      const result = await submitContactForm(ctx, form);
      expect(result).toMatchObject({
        status: 'failed',
        formError: FORM_STRINGS.english.contactUnavailable,
        formErrorLang: 'en',
        values: { senderName: 'Ana Flores', messageBody: contact().messageBody },
      });
      expect(JSON.stringify(result)).not.toMatch(leaks);
      expect(services.logger.entries).toContainEqual(
        expect.objectContaining({
          level: 'error',
          context: expect.objectContaining({ form: 'contact', error: logged }),
        }),
      );
    }
  });

  it('shows the visitor our message, and logs the accessibility service’s message word for word', async () => {
    const cases: [string, unknown][] = [
      [`${gatewayUrl}/accessibility-issue`, `Server responded with 502: ${GATEWAY_PAGE}`],
      [
        `${nobodyUrl}/accessibility-issue`,
        expect.stringMatching(/^Failed to submit issue: .*ECONNREFUSED$/),
      ],
    ];
    for (const [endpoint, logged] of cases) {
      const { services } = formServices();
      services.accessibility = createAccessibilityForm({
        accessibilityFormEndpoint: endpoint,
        timeoutMs: 2_000,
      });
      const { ctx, form } = post(services, '/accessibility', {
        pageUrl: '/about-us',
        description: 'The table has no headers.',
      });
      const result = await submitAccessibilityForm(ctx, form);
      expect(result).toMatchObject({
        status: 'failed',
        formError: FORM_STRINGS.english.reportUnavailable,
        formErrorLang: 'en',
        values: { description: 'The table has no headers.' },
      });
      expect(JSON.stringify(result)).not.toMatch(leaks);
      expect(services.logger.entries).toContainEqual(
        expect.objectContaining({
          level: 'error',
          context: expect.objectContaining({ form: 'accessibility', error: logged }),
        }),
      );
    }
  });

  it('in the reader’s language, as the form’s other messages', async () => {
    const { services } = formServices();
    services.email = createEmailSender({ sendEmailEndpoint: `${gatewayUrl}/send-email` });
    const base = post(services, '/contact', contact());
    const ctx = { ...base.ctx, language: { ...base.ctx.language, code: 'es' } } as RequestContext;
    const result = await submitContactForm(ctx, base.form);
    expect(result).toMatchObject({
      formError: FORM_STRINGS.handWritten.es?.contactUnavailable,
      formErrorLang: 'es',
    });
  });

  it('never shows the sender’s validation message: the visitor reads ours, the log the sender’s', async () => {
    const { services } = formServices();
    services.email = {
      send: async () => {
        throw new Error(EMAIL_INVALID_MESSAGE);
      },
    };
    const { ctx, form } = post(services, '/contact', contact());
    const result = await submitContactForm(ctx, form);
    expect(result).toMatchObject({
      status: 'failed',
      formError: FORM_STRINGS.english.contactUnavailable,
      values: { senderName: 'Ana Flores' },
    });
    expect(JSON.stringify(result)).not.toContain(EMAIL_INVALID_MESSAGE);
    expect(services.logger.entries).toContainEqual(
      expect.objectContaining({
        level: 'error',
        context: expect.objectContaining({ form: 'contact', error: EMAIL_INVALID_MESSAGE }),
      }),
    );
  });
});

describe('the forms’ limits, counted in messages sent', () => {
  /** A post from `address` by one browser (its CSRF cookie), as the server hands it on. */
  function postAs(
    services: SiteServices,
    browser: { token: string },
    address: string,
    fields: Record<string, string>,
  ) {
    const base = testContext(services, { path: '/contact' });
    const request = new Request(base.url, {
      method: 'POST',
      headers: {
        cookie: `${csrfCookieName(services.org.brand)}=${browser.token}`,
      },
    });
    const form = new FormData();
    form.set(CSRF_FIELD, browser.token);
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    // The client address as the server hands it, in the load context.
    const loadContext = { clientIp: address };
    return submitContactForm({ ...base, request, loadContext } as RequestContext, form);
  }
  const newBrowser = (services: SiteServices) =>
    issueCsrfToken(testContext(services, { path: '/contact' }));

  it('sends the sixth message from an address after five rejected attempts', async () => {
    const { services, emails } = formServices();
    const parent = newBrowser(services);
    for (let i = 0; i < 5; i += 1) {
      const rejected = await postAs(services, parent, '203.0.113.7', contact({ senderName: '' }));
      expect(rejected.status).toBe('invalid');
    }
    expect((await postAs(services, parent, '203.0.113.7', contact())).status).toBe('sent');
    expect(emails).toHaveLength(1);
  });

  it('refuses a browser’s sixth message in ten minutes (429), not another family’s on its address', async () => {
    const { services, emails } = formServices();
    const parent = newBrowser(services);
    const statuses = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await postAs(services, parent, '198.51.100.4', contact())).status);
    expect(statuses).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'limited']);
    const limited = await postAs(services, parent, '198.51.100.4', contact());
    expect(limited).toMatchObject({
      formError: FORM_STRINGS.english.rateLimited,
      values: { senderName: 'Ana Flores' },
    });
    expect(limited.retryAfterSeconds).toBeGreaterThan(0);
    // Another family behind the school's address is not locked out.
    const neighbour = newBrowser(services);
    expect((await postAs(services, neighbour, '198.51.100.4', contact())).status).toBe('sent');
    expect(emails).toHaveLength(6);
  });

  it('keeps the place of a message the service failed to send: it may have left', async () => {
    const { services } = formServices();
    services.email = {
      send: async () => {
        throw new Error('A error occurred while attempting to send email: timeout');
      },
    };
    const parent = newBrowser(services);
    const statuses = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await postAs(services, parent, '203.0.113.7', contact())).status);
    expect(statuses).toEqual(['failed', 'failed', 'failed', 'failed', 'failed', 'limited']);
  });

  it('gives the place back when nothing could leave: the form is off, or the sender refused it before any call', async () => {
    const { services, emails } = formServices();
    const parent = newBrowser(services);
    const recording = services.email;
    services.email = null;
    for (let i = 0; i < 3; i += 1)
      expect((await postAs(services, parent, '203.0.113.7', contact())).status).toBe('failed');
    services.email = {
      send: async () => {
        throw new Error(EMAIL_INVALID_MESSAGE);
      },
    };
    for (let i = 0; i < 3; i += 1)
      expect((await postAs(services, parent, '203.0.113.7', contact())).status).toBe('failed');
    services.email = recording;
    const statuses = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await postAs(services, parent, '203.0.113.7', contact())).status);
    expect(statuses).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'limited']);
    expect(emails).toHaveLength(5);
  });

  it('gives an accessibility report’s place back when the form is off', async () => {
    const { services, issues } = formServices();
    const recording = services.accessibility;
    services.accessibility = null;
    const browser = newBrowser(services);
    const report = (token: string) => {
      const base = testContext(services, { path: '/accessibility' });
      const request = new Request(base.url, {
        method: 'POST',
        headers: { cookie: `${csrfCookieName(services.org.brand)}=${token}` },
      });
      const form = new FormData();
      form.set(CSRF_FIELD, token);
      form.set('pageUrl', '/about-us');
      form.set('description', 'The table has no headers.');
      const loadContext = { clientIp: '203.0.113.7' };
      return submitAccessibilityForm({ ...base, request, loadContext } as RequestContext, form);
    };
    for (let i = 0; i < 6; i += 1) expect((await report(browser.token)).status).toBe('failed');
    services.accessibility = recording;
    for (let i = 0; i < 5; i += 1) expect((await report(browser.token)).status).toBe('sent');
    expect((await report(browser.token)).status).toBe('limited');
    expect(issues).toHaveLength(5);
  });
});

describe('the page drawn after a post without JavaScript', () => {
  it('knows its request’s action answered invalid (its title then says “Error:”), and only that request', async () => {
    const { services } = formServices();
    const { ctx, form } = post(services, '/contact', contact({ senderName: '' }));
    const loadContext = {};
    const action = { ...ctx, loadContext };
    noteAnswer(action, await submitContactForm(action, form));
    expect(answeredInvalid({ ...ctx, loadContext })).toBe(true);
    expect(answeredInvalid({ ...ctx, loadContext: {} })).toBe(false);
    const sent = post(services, '/contact', contact());
    const other = { ...sent.ctx, loadContext: {} };
    noteAnswer(other, await submitContactForm(other, sent.form));
    expect(answeredInvalid(other)).toBe(false);
  });
});
