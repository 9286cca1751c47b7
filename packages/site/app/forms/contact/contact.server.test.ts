import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ContentBundle } from '@district/core/entities/content-bundle';
import type { Group } from '@district/core/entities/group';
import type { Person } from '@district/core/entities/person';
import { EMAIL_INVALID_MESSAGE } from '@district/core/errors/catalogue';
import { createGraphqlCms } from '@district/data/cms/graphql-cms';
import type { FakeCms } from '@district/data/cms/testing/fake-cms';
import { createEmailSender } from '@district/data/email/email-sender';
import { createEmbeddedCms } from '@district/data/embedded/embedded-cms';
import type { CmsPort } from '@district/data/ports';
import { startDemoCms } from '@district/data/testing/demo-cms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../../server/http/request-context.server';
import { FORM_STRINGS } from '../../server/strings/form-strings.server';
import {
  ASPEN,
  bundle,
  contact,
  DISTRICT,
  formServices,
  NOW,
  ONE_LINE,
  post,
  someone,
} from '../testing/form-posts';
import { loadRecipient, submitContactForm } from './contact.server';

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

describe('a single-line field', () => {
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
