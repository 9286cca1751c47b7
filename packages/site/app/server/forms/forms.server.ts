/**
 * The contact e-mail form and the accessibility issue form (docs/behaviour.md#email-validation,
 * docs/behaviour.md#send-email, docs/behaviour.md#accessibility-issue): validated on the server
 * with zod, sending nothing when invalid, keeping what the visitor typed, and answering with each
 * field's own message, in the reader's language. A service's failure
 * (docs/behaviour.md#error-catalogue wording, holding what the service answered), and the sender's
 * e-mail validation message should the sender still throw it, are logged, never shown: the visitor
 * reads a plain "could not send" message.
 */
import { EMAIL_INVALID_MESSAGE } from '@district/core/errors/catalogue';
import { data } from '@remix-run/node';
import type { z } from 'zod';
import { fillLabel } from '../../components/labels';
import {
  accessibilityFormSchema,
  contactFormSchema,
  FIELD_LIMITS,
  HONEYPOT_FIELD,
  isPageOfSite,
} from '../../forms';
import { csrfBrowserId, verifyCsrf } from '../http/csrf.server';
import { appContext } from '../http/load-context.server';
import { describeError } from '../http/logger.server';
import type { RequestContext } from '../http/request-context.server';
import { scopeOn } from '../http/request-scope.server';
import { EMPTY_PAGE_DATA, loadPage, type PageData } from '../pages/page.server';
import { FORM_STRINGS, type FormStringKey } from '../strings/form-strings.server';
import { loadRouteStrings } from '../strings/route-strings.server';
import { TranslationBatch } from '../translation/translation.server';
import {
  clientKey,
  formRateLimiter,
  type LimitedForm,
  type Reservation,
  type Sender,
} from './rate-limit.server';

/** What a form action answers: field errors and the values to show again, or success. */
export interface FormResult {
  /** `limited`: too many posts (429); `forbidden`: the CSRF check failed (403). */
  status: 'invalid' | 'failed' | 'sent' | 'limited' | 'forbidden';
  /**
   * A message for the whole form (docs/behaviour.md#error-catalogue wording, or ours in the
   * reader's language).
   */
  formError: string | null;
  /** The language `formError` is in, when there is one: the catalogue's is English. */
  formErrorLang?: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}

/**
 * Each field as submitted, whole (validation sees what was typed, and the schemas' limits apply to
 * all of it), with its line breaks as LF: a browser without JavaScript sends CRLF, so a text its
 * field's maxLength allowed would otherwise count each line break twice. This is what is sent.
 */
function valuesOf(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const value = form.get(name);
      return [name, typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : ''];
    }),
  );
}

/** How much of a field is shown again after a post: well over any limit, not a huge post whole. */
const ECHO_LIMIT = FIELD_LIMITS.body * 2;

/**
 * What is shown again in the form: what was typed, so a visitor over a limit sees their text with
 * the too-long error, bounded generously so a huge post is not echoed back whole.
 */
function echoOf(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      if (value.length <= ECHO_LIMIT) return [name, value];
      const cut = value.slice(0, ECHO_LIMIT);
      // Not half a surrogate pair at the end.
      return [name, /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut];
    }),
  );
}

/** An action's answer: the result, with 429 (and Retry-After) or 403 when it was refused. */
export function formResponse(result: FormResult & { retryAfterSeconds?: number }) {
  const { retryAfterSeconds, ...body } = result;
  if (result.status === 'limited')
    return data(body, {
      status: 429,
      headers: { 'Retry-After': String(retryAfterSeconds ?? 600), 'Cache-Control': 'no-store' },
    });
  if (result.status === 'forbidden')
    return data(body, { status: 403, headers: { 'Cache-Control': 'no-store' } });
  return data(body, { status: 200, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * The checks before a post is read: the CSRF token and Origin, then the honeypot (a bot is
 * answered as if its post were sent). The rate limit comes later, for a valid message only
 * ({@link reserveSend}): a refused or invalid post never counts. A refusal keeps the typed values.
 */
async function refusal(
  ctx: RequestContext,
  name: LimitedForm,
  form: FormData,
  values: Record<string, string>,
): Promise<FormResult | null> {
  if (!verifyCsrf(ctx, form)) {
    ctx.services.logger.warn(
      { form: name, requestId: requestIdOf(ctx) },
      'Form post refused: CSRF',
    );
    return {
      status: 'forbidden',
      ...(await formMessage(ctx, 'expired')),
      fieldErrors: {},
      values,
    };
  }
  // A filled honeypot is a bot: answer as if sent, send nothing.
  if (String(form.get(HONEYPOT_FIELD) ?? '') !== '')
    return { status: 'sent', formError: null, fieldErrors: {}, values: {} };
  return null;
}

/** Who a verified post counts against: this browser and its address. */
function senderOf(ctx: RequestContext): Sender {
  return { browser: csrfBrowserId(ctx), address: clientKey(appContext(ctx.loadContext).clientIp) };
}

/**
 * A place for this message in the browser's and the address's counts, taken before it is sent;
 * or the 429 answer when either is full. When the shared store fails (it falls back to memory,
 * so this is unexpected), nothing is sent: a limit that cannot be kept does not let a burst by.
 */
async function reserveSend(
  ctx: RequestContext,
  name: LimitedForm,
  values: Record<string, string>,
  unavailable: FormStringKey,
): Promise<Reservation | (FormResult & { retryAfterSeconds?: number })> {
  let reservation: Reservation;
  try {
    reservation = await formRateLimiter(name, ctx.services.sharedStore).reserve(senderOf(ctx));
  } catch (error) {
    ctx.services.logger.error(
      { form: name, requestId: requestIdOf(ctx), ...describeError(error) },
      'Form post not sent: the shared store failed',
    );
    return { status: 'failed', ...(await formMessage(ctx, unavailable)), fieldErrors: {}, values };
  }
  if (reservation.granted) return reservation;
  ctx.services.logger.warn(
    { form: name, requestId: requestIdOf(ctx) },
    'Form post refused: rate limit',
  );
  return {
    status: 'limited',
    ...(await formMessage(ctx, 'rateLimited')),
    fieldErrors: {},
    values,
    retryAfterSeconds: reservation.retryAfterSeconds,
  };
}

function requestIdOf(ctx: RequestContext): string | null {
  return appContext(ctx.loadContext).requestId;
}

/** One of our form messages in the reader's language, and that language. */
async function formMessage(
  ctx: RequestContext,
  key: FormStringKey,
): Promise<Pick<FormResult, 'formError' | 'formErrorLang'>> {
  const { labels, lang } = await loadRouteStrings(ctx, FORM_STRINGS);
  return { formError: labels[key], formErrorLang: lang };
}

async function fieldErrorsOf(
  ctx: RequestContext,
  error: z.ZodError,
): Promise<Record<string, string>> {
  const strings = await loadRouteStrings(ctx, FORM_STRINGS);
  return describeFieldErrors(error, strings.labels, strings.lang);
}

/**
 * Each field's first problem in the labels' language: the schemas name their messages by form
 * string (app/forms.ts), and a length limit is written with the reader's digits.
 */
export function describeFieldErrors(
  error: z.ZodError,
  labels: Readonly<Record<FormStringKey, string>>,
  locale: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    const template = labels[issue.message as FormStringKey] ?? issue.message;
    const max = issue.code === 'too_big' ? Number(issue.maximum) : 0;
    errors[key] ??= fillLabel(template, { max: new Intl.NumberFormat(locale).format(max) });
  }
  return errors;
}

/** Handles a contact form post. */
export async function submitContactForm(
  ctx: RequestContext,
  form: FormData,
): Promise<FormResult & { retryAfterSeconds?: number }> {
  const submitted = valuesOf(form, ['recipientId', 'senderName', 'senderEmail', 'messageBody']);
  const values = echoOf(submitted);
  const refused = await refusal(ctx, 'contact', form, values);
  if (refused) return refused;
  const parsed = contactFormSchema.safeParse(submitted);
  if (!parsed.success) {
    return {
      status: 'invalid',
      formError: null,
      fieldErrors: await fieldErrorsOf(ctx, parsed.error),
      values,
    };
  }
  // The recipient is a hidden field: anything but one of the district's own recipients is
  // refused, before the limits and before any call to the e-mail service.
  const recipient = await checkRecipient(ctx, parsed.data.recipientId);
  if (recipient === 'unknown') {
    const { labels } = await loadRouteStrings(ctx, FORM_STRINGS);
    return {
      status: 'invalid',
      formError: null,
      fieldErrors: { recipientId: labels.chooseWho },
      values,
    };
  }
  if (recipient === 'unverified')
    return {
      status: 'failed',
      ...(await formMessage(ctx, 'contactUnavailable')),
      fieldErrors: {},
      values,
    };
  const place = await reserveSend(ctx, 'contact', values, 'contactUnavailable');
  if (!('release' in place)) return place;
  const port = ctx.services.email;
  return deliver(ctx, 'contact', values, place, {
    send: port && (() => port.send(parsed.data, { signal: ctx.request.signal })),
    // The sender's own check of the message's fields throws before any call: nothing left.
    notSent: (error) => error instanceof Error && error.message === EMAIL_INVALID_MESSAGE,
    unavailable: 'contactUnavailable',
    failure: 'Contact e-mail failed',
  });
}

/** Handles an accessibility issue post. */
export async function submitAccessibilityForm(
  ctx: RequestContext,
  form: FormData,
): Promise<FormResult & { retryAfterSeconds?: number }> {
  const submitted = valuesOf(form, [
    'pageUrl',
    'description',
    'reporterName',
    'reporterEmail',
    'assistiveTechnology',
  ]);
  const values = echoOf(submitted);
  const refused = await refusal(ctx, 'accessibility', form, values);
  if (refused) return refused;
  const parsed = accessibilityFormSchema
    .refine((report) => isPageOfSite(report.pageUrl, ctx.url.origin), {
      path: ['pageUrl'],
      message: 'pageOfThisSite' satisfies FormStringKey,
    })
    .safeParse(submitted);
  if (!parsed.success) {
    // One load of the form's strings for the summary and the fields alike.
    return {
      status: 'invalid',
      formError: null,
      fieldErrors: await fieldErrorsOf(ctx, parsed.error),
      values,
    };
  }
  const place = await reserveSend(ctx, 'accessibility', values, 'reportUnavailable');
  if (!('release' in place)) return place;
  const port = ctx.services.accessibility;
  // The optional fields are sent only when filled.
  const { reporterName, reporterEmail, assistiveTechnology, ...required } = parsed.data;
  return deliver(ctx, 'accessibility', values, place, {
    send:
      port &&
      (() =>
        port.submit(
          {
            ...required,
            ...(reporterName ? { reporterName } : {}),
            ...(reporterEmail ? { reporterEmail } : {}),
            ...(assistiveTechnology ? { assistiveTechnology } : {}),
          },
          { signal: ctx.request.signal },
        )),
    unavailable: 'reportUnavailable',
    failure: 'Accessibility issue failed',
  });
}

/**
 * A valid form's delivery to its service, its place in the limits already taken (`place`), what
 * the visitor typed kept for a retry. The place is given back only when the message certainly
 * did not leave for a reason of ours: no service configured, or the service's adapter refused it
 * before any call (`notSent`). A failure after the call began keeps it: a timeout, a reset or a
 * gateway's 5xx may come after the service took the message, and giving those places back would
 * let a burst through again whenever the service is slow. Our message (`unavailable`, in the
 * reader's language) when the service is not configured or fails; the failure's own message goes
 * to the log only: the wording of docs/behaviour.md#error-catalogue carries the service's
 * `{response data}` or `{message}` (a gateway's whole error page, or the internal address it could
 * not reach), and the validation message is the sender's wording for a developer, not for a
 * visitor, who has seen each field checked already.
 */
async function deliver(
  ctx: RequestContext,
  name: LimitedForm,
  values: Record<string, string>,
  place: Reservation,
  how: {
    /** Null where the service is not configured. */
    send: (() => Promise<unknown>) | null;
    /** Whether a failure of `send` is a refusal before any call (the message did not leave). */
    notSent?: (error: unknown) => boolean;
    /** Our message for a service that is not configured or failed. */
    unavailable: FormStringKey;
    /** What the log says when the service fails. */
    failure: string;
  },
): Promise<FormResult> {
  const failed = async (): Promise<FormResult> => ({
    status: 'failed',
    ...(await formMessage(ctx, how.unavailable)),
    fieldErrors: {},
    values,
  });
  if (!how.send) {
    await giveBack(ctx, name, place);
    return failed();
  }
  try {
    await how.send();
  } catch (error) {
    ctx.services.logger.error(
      { form: name, requestId: requestIdOf(ctx), ...describeError(error) },
      how.failure,
    );
    if (how.notSent?.(error)) await giveBack(ctx, name, place);
    return failed();
  }
  return { status: 'sent', formError: null, fieldErrors: {}, values: {} };
}

/** Gives a message's place back; should the store fail, the place stays taken until the window ends. */
async function giveBack(ctx: RequestContext, name: LimitedForm, place: Reservation) {
  try {
    await place.release();
  } catch (error) {
    ctx.services.logger.warn(
      { form: name, requestId: requestIdOf(ctx), ...describeError(error) },
      'Form place not given back: the shared store failed',
    );
  }
}

/**
 * Notes an action's answer for this request's loaders (see {@link answeredInvalid}): on the scope
 * of Remix's load context (one per HTTP request, shared by its action and loaders).
 */
export function noteAnswer(ctx: RequestContext, result: FormResult): void {
  if (result.status === 'invalid' && ctx.loadContext) scopeOn(ctx.loadContext).invalidPost = true;
}

/**
 * Whether this request's action answered `invalid`: the page rendered after an invalid post
 * without JavaScript prefixes its title with "Error:" (a route's `meta` sees loader data only).
 */
export function answeredInvalid(ctx: RequestContext): boolean {
  return ctx.loadContext ? scopeOn(ctx.loadContext).invalidPost : false;
}

/** The CMS person with this id (`id`, the allow list's key), public or not, or null. */
async function findPerson(ctx: RequestContext, id: string) {
  const people = await ctx.services.cms.getPeople(
    // Hidden people too: the contact post must see them to refuse them.
    { limit: 1, allowList: [id], includeNonPublic: true },
    { signal: ctx.request.signal },
  );
  return people.find((p) => p.id === id) ?? null;
}

/**
 * The person a contact form writes to, by CMS person id (`id`, the allow list's key), for the
 * heading (and the e-mail address to offer when sending fails); null for anyone else (a group's
 * form has the plain heading; what a post may write to is checked on sending).
 */
export async function loadRecipient(ctx: RequestContext, recipientId: string) {
  if (!isRecipientId(recipientId)) return null;
  const person = await findPerson(ctx, recipientId).catch(() => null);
  if (!person?.isPublic) return null;
  const recipient = {
    id: person.id,
    name: person.displayName,
    title: person.title,
    email: person.email,
  };
  // The job title is in the reader's language like every card's; the name is left alone.
  await new TranslationBatch().add(recipient, ['title']).run(ctx);
  return recipient;
}

/**
 * Whether a contact post's recipient is one of the district's (`offered`): a public CMS person, or
 * a group of this site's organization or of the district it belongs to (a school's or the
 * intranet's pages link the district's offices). Anything else (`unknown`: a made-up id, an
 * address, a hidden person, another school's group) is refused. When the CMS cannot say
 * (`unverified`, logged), nothing is sent either: the visitor keeps the message and may retry.
 */
async function checkRecipient(
  ctx: RequestContext,
  recipientId: string,
): Promise<'offered' | 'unknown' | 'unverified'> {
  if (!isRecipientId(recipientId)) return 'unknown';
  const signal = ctx.request.signal;
  try {
    const person = await findPerson(ctx, recipientId);
    if (person) return person.isPublic ? 'offered' : 'unknown';
    const siteId = ctx.services.org.organizationId;
    const organizations = await ctx.services.cms.getOrganizations({ signal });
    const parentId = organizations.find((o) => o.id === siteId)?.parentOrganization?.id;
    for (const organizationId of parentId ? [siteId, parentId] : [siteId]) {
      const groups = await ctx.services.cms.getGroups(
        { organizationId, keywords: [], ids: [recipientId], limit: 1 },
        { signal },
      );
      if (groups.some((g) => g.id === recipientId && g.ownerOrganizationId === organizationId))
        return 'offered';
    }
    return 'unknown';
  } catch (error) {
    ctx.services.logger.warn(
      { form: 'contact', requestId: requestIdOf(ctx), ...describeError(error) },
      'Contact recipient not checked (CMS failed): not sent',
    );
    return 'unverified';
  }
}

/** Whether a recipient id has a plausible shape (never reflected unescaped either way). */
export function isRecipientId(value: string): boolean {
  return /^[A-Za-z0-9-]{1,100}$/.test(value);
}

/**
 * The accessibility route's CMS page, or, when the CMS fails or has no such page, none (logged):
 * the form does not need the CMS, and a reader can always report an accessibility problem.
 */
export async function loadAccessibilityPage(ctx: RequestContext): Promise<PageData> {
  try {
    return await loadPage(ctx, '/accessibility');
  } catch (error) {
    if (error instanceof Response && error.status === 404)
      ctx.services.logger.warn(
        { path: '/accessibility', requestId: requestIdOf(ctx) },
        'Accessibility page: no CMS page, the form alone',
      );
    else
      ctx.services.logger.error(
        { path: '/accessibility', requestId: requestIdOf(ctx), ...describeError(error) },
        'Accessibility page: the CMS failed, the form alone',
      );
    return { ...EMPTY_PAGE_DATA, page: null };
  }
}
