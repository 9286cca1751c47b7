/** The forms' tests' shared setup: the demo school's services and a post with a CSRF token. */
import type { ContentBundle } from '@district/core/entities/content-bundle';
import type { AccessibilityIssue, EmailMessage } from '@district/core/entities/email';
import type { Person } from '@district/core/entities/person';
import type { CmsPort } from '@district/data/ports';
import { createDemoContent } from '@district/demo-content/content';
import { CSRF_FIELD, csrfCookieName, issueCsrfToken } from '../../server/http/csrf.server';
import type { RequestContext } from '../../server/http/request-context.server';
import type { SiteServices } from '../../server/http/services.server';
import {
  demoOrgConfig,
  embeddedContent,
  testContext,
  testServices,
} from '../../server/testing/site-services';

/** The demo school, and the district it belongs to. */
export const ASPEN = '6f1b2c3d-0000-4000-8000-000000000101';
export const DISTRICT = '6f1b2c3d-0000-4000-8000-000000000001';
/** The demo content's clock. */
export const NOW = new Date('2025-03-01T12:00:00Z');
/** The demo content of the school. */
export const bundle = createDemoContent({ now: NOW, organizationIds: [ASPEN] });
/** A public person of the school: a contact form's recipient. */
export const someone = bundle.people.find((p) => p.isPublic) as Person;

/** The site's services over the demo content, with an e-mail and an accessibility service that record what they are given. */
export function formServices(content: ContentBundle = bundle, cms?: CmsPort) {
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

/**
 * A form post's context, with this visitor's CSRF cookie, and the form holding its token: a new
 * visitor's, or the browser's that holds `from.token`, posting from `from.clientIp`.
 */
export function post(
  services: SiteServices,
  path: string,
  fields: Record<string, string>,
  from: { token?: string; clientIp?: string } = {},
) {
  const base = testContext(services, { path });
  const token = from.token ?? issueCsrfToken(base).token;
  const request = new Request(base.url, {
    method: 'POST',
    headers: { cookie: `${csrfCookieName(services.org.brand)}=${token}` },
  });
  const form = new FormData();
  form.set(CSRF_FIELD, token);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const loadContext = from.clientIp ? { clientIp: from.clientIp } : base.loadContext;
  return { ctx: { ...base, request, loadContext } as RequestContext, form };
}

/** A valid contact post's fields, with `fields` changed. */
export const contact = (fields: Partial<Record<string, string>> = {}) => ({
  recipientId: someone.id,
  senderName: 'Ana Flores',
  senderEmail: 'ana@example.org',
  messageBody: 'Could we meet after school on Thursday?',
  ...fields,
});

/** A single-line field's message in English. */
export const ONE_LINE = 'Write this on one line, without line breaks or tabs.';
