import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ContentBundle } from '@district/core/entities/content-bundle';
import type { AccessibilityIssue, EmailMessage } from '@district/core/entities/email';
import type { Group } from '@district/core/entities/group';
import type { Person } from '@district/core/entities/person';
import { EMAIL_INVALID_MESSAGE } from '@district/core/errors/catalogue';
import { createAccessibilityForm } from '@district/data/accessibility/accessibility-form';
import { createGraphqlCms } from '@district/data/cms/graphql-cms';
import type { FakeCms } from '@district/data/cms/testing/fake-cms';
import { createEmailSender } from '@district/data/email/email-sender';
import { createEmbeddedCms } from '@district/data/embedded/embedded-cms';
import type { CmsPort } from '@district/data/ports';
import { startDemoCms } from '@district/data/testing/demo-cms';
import { createDemoContent } from '@district/demo-content/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_LIMITS, revalidateFormPage } from '../../forms';
import { CSRF_FIELD, csrfCookieName, issueCsrfToken } from '../http/csrf.server';
import type { RequestContext } from '../http/request-context.server';
import type { SiteServices } from '../http/services.server';
import { FORM_STRINGS } from '../strings/form-strings.server';
import {
  demoOrgConfig,
  embeddedContent,
  testContext,
  testServices,
} from '../testing/site-services';
import {
  answeredInvalid,
  loadAccessibilityPage,
  loadRecipient,
  noteAnswer,
  submitAccessibilityForm,
  submitContactForm,
} from './forms.server';

const ASPEN = '6f1b2c3d-0000-4000-8000-000000000101';
const DISTRICT = '6f1b2c3d-0000-4000-8000-000000000001';
const NOW = new Date('2025-03-01T12:00:00Z');
const bundle = createDemoContent({ now: NOW, organizationIds: [ASPEN] });
const someone = bundle.people.find((p) => p.isPublic) as Person;

/** Just what loadRecipient reads of a request context (an English reader: nothing to translate). */
const contextWith = (cms: CmsPort) =>
  ({
    services: { cms },
    request: new Request('http://localhost/contact'),
    language: { code: 'en' },
  }) as unknown as RequestContext;

let server: FakeCms;
beforeAll(async () => {
  server = await startDemoCms({ now: NOW, organizationIds: [ASPEN] });
});
afterAll(() => server?.close());

describe('the contact form recipient', () => {
  const adapters: [string, () => CmsPort][] = [
    ['the GraphQL CMS', () => createGraphqlCms({ endpoint: server.endpoint })],
    ['the embedded CMS', () => createEmbeddedCms(bundle)],
  ];

  it.each(adapters)('is found in %s by the CMS person id', async (_, cms) => {
    expect(someone.id).not.toBe(someone.userId);
    expect(await loadRecipient(contextWith(cms()), someone.id)).toEqual({
      id: someone.id,
      name: someone.displayName,
      title: someone.title,
      email: someone.email,
    });
  });

  it.each(adapters)('is not found in %s by the user id', async (_, cms) => {
    expect(await loadRecipient(contextWith(cms()), someone.userId)).toBeNull();
  });
});

/** The site's services over the demo content, with an e-mail and an accessibility service that record what they are given. */
function formServices(content: ContentBundle = bundle, cms?: CmsPort) {
  const emails: EmailMessage[] = [];
  const issues: AccessibilityIssue[] = [];
  const services = testServices({
    org: demoOrgConfig(ASPEN, 'Aspen Elementary'),
    content: { ...embeddedContent(content), ...(cms ? { cms } : {}) },
  });
  services.email = {
    send: async (message) => {
      emails.push(message);
    },
  };
  services.accessibility = {
    submit: async (issue) => {
      issues.push(issue);
    },
  };
  return { services, emails, issues };
}

/** A form post's context, with this visitor's CSRF cookie, and the form holding its token. */
function post(services: SiteServices, path: string, fields: Record<string, string>) {
  const base = testContext(services, { path });
  const { token } = issueCsrfToken(base);
  const request = new Request(base.url, {
    method: 'POST',
    headers: { cookie: `${csrfCookieName(services.org.brand)}=${token}` },
  });
  const form = new FormData();
  form.set(CSRF_FIELD, token);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return { ctx: { ...base, request } as RequestContext, form };
}

const contact = (fields: Partial<Record<string, string>> = {}) => ({
  recipientId: someone.id,
  senderName: 'Ana Flores',
  senderEmail: 'ana@example.org',
  messageBody: 'Could we meet after school on Thursday?',
  ...fields,
});

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

describe('a single-line field', () => {
  const ONE_LINE = 'Write this on one line, without line breaks or tabs.';

  it('refuses a name with a line break (a header injection), and sends nothing', async () => {
    const { services, emails } = formServices();
    const { ctx, form } = post(
      services,
      '/contact',
      contact({ senderName: 'Ana Flores\r\nBcc: everyone@example.org' }),
    );
    const result = await submitContactForm(ctx, form);
    expect(result.status).toBe('invalid');
    expect(result.fieldErrors).toEqual({ senderName: ONE_LINE });
    expect(emails).toEqual([]);
  });

  it.each([
    ['senderName', 'Ana\u0000Flores'],
    ['senderName', 'Ana\tFlores'],
    ['senderEmail', 'ana@example.org\nBcc: x@example.org'],
    ['recipientId', `${someone.id}\u007f`],
  ])('refuses a control character in the contact form’s %s', async (field, value) => {
    const { services, emails } = formServices();
    const { ctx, form } = post(services, '/contact', contact({ [field]: value }));
    const result = await submitContactForm(ctx, form);
    expect(result.fieldErrors).toEqual({ [field]: ONE_LINE });
    expect(emails).toEqual([]);
  });

  it.each([
    ['reporterName', 'Ana\r\nFlores'],
    ['reporterEmail', 'ana@example.org\r\nBcc: x@example.org'],
    ['pageUrl', '/about-us\u001b'],
    ['assistiveTechnology', 'NVDA\u0007'],
  ])('refuses a control character in the accessibility form’s %s', async (field, value) => {
    const { services, issues } = formServices();
    const { ctx, form } = post(services, '/accessibility', {
      pageUrl: '/about-us',
      description: 'The table has no headers.\r\nNot for my screen reader.',
      [field]: value,
    });
    const result = await submitAccessibilityForm(ctx, form);
    expect(result.fieldErrors).toEqual({ [field]: ONE_LINE });
    expect(issues).toEqual([]);
  });

  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example/about-us',
    '//evil.example/about-us',
  ])('refuses a page address that is not one of this site’s: %s', async (pageUrl) => {
    const { services, issues } = formServices();
    const { ctx, form } = post(services, '/accessibility', {
      pageUrl,
      description: 'The table has no headers.',
    });
    const result = await submitAccessibilityForm(ctx, form);
    expect(result.fieldErrors).toEqual({
      pageUrl: 'Give the address of a page on this site, or the page’s title.',
    });
    expect(result.values.pageUrl).toBe(pageUrl);
    expect(issues).toEqual([]);
  });

  it.each(['/about-us', 'The calendar page'])(
    'takes a path or a title as the page: %s',
    async (pageUrl) => {
      const { services, issues } = formServices();
      const { ctx, form } = post(services, '/accessibility', {
        pageUrl,
        description: 'The table has no headers.',
      });
      expect((await submitAccessibilityForm(ctx, form)).status).toBe('sent');
      expect(issues).toHaveLength(1);
    },
  );

  it('takes a full address of this site', async () => {
    const { services } = formServices();
    const { ctx, form } = post(services, '/accessibility', {
      pageUrl: '',
      description: 'The table has no headers.',
    });
    form.set('pageUrl', `${ctx.url.origin}/about-us?lang=es`);
    expect((await submitAccessibilityForm(ctx, form)).status).toBe('sent');
  });

  it('keeps line breaks in a message, and says so in every hand-written language', async () => {
    const { services, issues } = formServices();
    const { ctx, form } = post(services, '/accessibility', {
      pageUrl: '/about-us',
      description: 'The table has no headers.\r\nNot for my screen reader.',
      reporterName: '  Ana Flores\r\n',
    });
    expect((await submitAccessibilityForm(ctx, form)).status).toBe('sent');
    expect(issues).toEqual([
      {
        pageUrl: '/about-us',
        description: 'The table has no headers.\nNot for my screen reader.',
        reporterName: 'Ana Flores',
      },
    ]);
    expect(FORM_STRINGS.english.oneLine).toBe(ONE_LINE);
    for (const labels of Object.values(FORM_STRINGS.handWritten)) {
      expect(labels.oneLine).toMatch(/\S/);
      expect(labels.oneLine).not.toBe(ONE_LINE);
    }
  });
});

describe('the contact form’s recipient, on sending', () => {
  const hidden = bundle.people.find((p) => p.isPublic && p.id !== someone.id) as Person;
  const withHidden: ContentBundle = {
    ...bundle,
    people: bundle.people.map((p) => (p.id === hidden.id ? { ...p, isPublic: false } : p)),
  };

  it('refuses a person who is not public (the hidden field was changed), and sends nothing', async () => {
    const { services, emails } = formServices(withHidden);
    const { ctx, form } = post(services, '/contact', contact({ recipientId: hidden.id }));
    const result = await submitContactForm(ctx, form);
    expect(result).toMatchObject({
      status: 'invalid',
      formError: null,
      fieldErrors: { recipientId: 'Choose who to write to.' },
      values: { recipientId: hidden.id, senderName: 'Ana Flores' },
    });
    expect(emails).toEqual([]);
  });

  it('sends to a public person, a group of this school and a group of its district', async () => {
    const { services, emails } = formServices(withHidden);
    const school = bundle.groups.find((g) => g.ownerOrganizationId === ASPEN) as Group;
    const district = bundle.groups.find((g) => g.ownerOrganizationId === DISTRICT) as Group;
    for (const recipientId of [someone.id, school.id, district.id]) {
      const { ctx, form } = post(services, '/contact', contact({ recipientId }));
      expect((await submitContactForm(ctx, form)).status).toBe('sent');
    }
    expect(emails.map((email) => email.recipientId)).toEqual([someone.id, school.id, district.id]);
  });

  const anotherSchools = bundle.groups.find(
    (g) => g.ownerOrganizationId !== ASPEN && g.ownerOrganizationId !== DISTRICT,
  ) as Group;
  it.each([
    ['an e-mail address', 'victim@evil.example'],
    ['a made-up id', '00000000-0000-4000-8000-00000000dead'],
    ['another school’s group', anotherSchools.id],
  ])(
    'refuses %s with the form’s own message before any call to the e-mail service, keeping what was typed',
    async (_, recipientId) => {
      const { services, emails } = formServices();
      // The real sender, to a service that counts every call it gets.
      const calls: string[] = [];
      const service = createServer((req, res) => {
        calls.push(req.url ?? '');
        res.end('{}');
      });
      await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
      const { port } = service.address() as AddressInfo;
      services.email = createEmailSender({ sendEmailEndpoint: `http://127.0.0.1:${port}/send` });
      try {
        const { ctx, form } = post(services, '/contact', contact({ recipientId }));
        const result = await submitContactForm(ctx, form);
        console.log(
          `contact post to ${recipientId} -> ${result.status}, ${calls.length} calls to the e-mail service`,
        );
        expect(result).toEqual({
          status: 'invalid',
          formError: null,
          fieldErrors: { recipientId: FORM_STRINGS.english.chooseWho },
          values: contact({ recipientId }),
        });
        expect(calls).toEqual([]);
        expect(emails).toEqual([]);
        // The same post to one of the district's people reaches the service.
        const control = post(services, '/contact', contact());
        expect((await submitContactForm(control.ctx, control.form)).status).toBe('sent');
        expect(calls).toEqual(['/send']);
      } finally {
        await new Promise((resolve) => service.close(resolve));
      }
    },
  );

  it('refuses it in the reader’s language', async () => {
    const { services } = formServices();
    const base = post(services, '/contact', contact({ recipientId: 'victim@evil.example' }));
    const ctx = { ...base.ctx, language: { ...base.ctx.language, code: 'es' } } as RequestContext;
    const result = await submitContactForm(ctx, base.form);
    expect(result.fieldErrors.recipientId).toBe(FORM_STRINGS.handWritten.es?.chooseWho);
    expect(result.fieldErrors.recipientId).not.toBe(FORM_STRINGS.english.chooseWho);
  });

  it('sends nothing when the CMS cannot say who it is, keeps the message, and logs a warning', async () => {
    const cms: CmsPort = {
      ...createEmbeddedCms(withHidden),
      getPeople: () => Promise.reject(new Error('CMS down')),
    };
    const { services, emails } = formServices(withHidden, cms);
    const { ctx, form } = post(services, '/contact', contact({ recipientId: hidden.id }));
    expect(await submitContactForm(ctx, form)).toMatchObject({
      status: 'failed',
      formError: FORM_STRINGS.english.contactUnavailable,
      values: { messageBody: contact().messageBody },
    });
    expect(emails).toEqual([]);
    expect(services.logger.entries).toEqual([
      expect.objectContaining({
        level: 'warn',
        context: expect.objectContaining({ form: 'contact' }),
      }),
    ]);
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

describe('the accessibility page', () => {
  /** A CMS that answers nothing: every read fails. */
  const downCms = (): CmsPort =>
    new Proxy({} as CmsPort, {
      get: () => () => Promise.reject(new Error('CMS down')),
    });

  it('has its CMS page when there is one', async () => {
    const { services } = formServices();
    const data = await loadAccessibilityPage(testContext(services, { path: '/accessibility' }));
    expect(data.page?.path).toBe('/accessibility');
  });

  it('is the form alone when the CMS fails, or has no such page, and says so in the log', async () => {
    const cms: CmsPort = { ...createEmbeddedCms(bundle), getPageByPath: async () => null };
    for (const services of [
      formServices(bundle, downCms()).services,
      formServices(bundle, cms).services,
    ]) {
      const data = await loadAccessibilityPage(testContext(services, { path: '/accessibility' }));
      expect(data).toMatchObject({ page: null, messages: [], feeds: [] });
      expect(services.logger.entries.map((entry) => entry.message)).toContainEqual(
        expect.stringMatching(/^Accessibility page: .+, the form alone$/),
      );
    }
  });

  it('takes a report when the CMS is down', async () => {
    const { services, issues } = formServices(bundle, downCms());
    const { ctx, form } = post(services, '/accessibility', {
      pageUrl: '/about-us',
      description: 'The table has no headers.',
    });
    expect((await submitAccessibilityForm(ctx, form)).status).toBe('sent');
    expect(issues).toHaveLength(1);
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

describe('an empty contact form', () => {
  it('answers each field’s own message, keeps what was typed, and never the sender’s message', async () => {
    const { services, emails } = formServices();
    const { ctx, form } = post(
      services,
      '/contact',
      contact({ senderName: '', senderEmail: 'ana@', messageBody: '  ' }),
    );
    const result = await submitContactForm(ctx, form);
    expect(result).toEqual({
      status: 'invalid',
      formError: null,
      fieldErrors: {
        senderName: 'Enter your name.',
        senderEmail: FORM_STRINGS.english.emailFormat,
        messageBody: 'Enter your message.',
      },
      values: { ...contact(), senderName: '', senderEmail: 'ana@', messageBody: '  ' },
    });
    expect(JSON.stringify(result)).not.toContain(EMAIL_INVALID_MESSAGE);
    expect(emails).toEqual([]);
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
