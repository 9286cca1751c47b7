/**
 * What every form's handler shares: CSRF and honeypot refusals, field messages in the reader's
 * language, rate-limit places and delivery (docs/behaviour.md#send-email,
 * docs/behaviour.md#email-validation); a service's failure (docs/behaviour.md#error-catalogue) is
 * logged, never shown. Each form's own handler is `<name>/<name>.server.ts`.
 */
import { data } from '@remix-run/node';
import type { z } from 'zod';
import { fillLabel } from '../components/labels';
import { csrfBrowserId, verifyCsrf } from '../server/http/csrf.server';
import { appContext } from '../server/http/load-context.server';
import { describeError } from '../server/http/logger.server';
import type { RequestContext } from '../server/http/request-context.server';
import { scopeOn } from '../server/http/request-scope.server';
import { FORM_STRINGS, type FormStringKey } from '../server/strings/form-strings.server';
import { loadRouteStrings } from '../server/strings/route-strings.server';
import { FIELD_LIMITS, HONEYPOT_FIELD } from './fields';
import { clientKey, formRateLimiter, type Reservation, type Sender } from './rate-limit.server';

/** What a form action answers: field errors and the values to show again, or success. */
export interface FormResult {
  /** `limited`: too many posts (429); `forbidden`: the CSRF check failed (403). */
  status: 'invalid' | 'failed' | 'sent' | 'limited' | 'forbidden';
  /** A message for the whole form (docs/behaviour.md#error-catalogue wording, or ours). */
  formError: string | null;
  /** The language `formError` is in, when there is one: the catalogue's is English. */
  formErrorLang?: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}

/**
 * Each field as submitted, whole, line breaks as LF: a browser without JavaScript sends CRLF, so
 * a text its maxLength allowed would otherwise count each line break twice.
 */
export function valuesOf(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const value = form.get(name);
      return [name, typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : ''];
    }),
  );
}

/** How much of a field is shown again after a post: well over any limit, not a huge post whole. */
const ECHO_LIMIT = FIELD_LIMITS.body * 2;

/** What is shown again in the form: what was typed, bounded so a huge post is not echoed whole. */
export function echoOf(values: Record<string, string>): Record<string, string> {
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
 * The checks before a post is read, for the form `name`: CSRF token and Origin, then the honeypot.
 * The rate limit comes later ({@link reserveSend}) so a refused or invalid post never counts.
 */
export async function refusal(
  ctx: RequestContext,
  name: string,
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
 * A place for this message in the browser's and the address's counts, or the 429 answer. If the
 * shared store fails nothing is sent: a limit that cannot be kept must not let a burst by.
 */
export async function reserveSend(
  ctx: RequestContext,
  name: string,
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

/** The request's id for the log, as the server layer set it. */
export function requestIdOf(ctx: RequestContext): string | null {
  return appContext(ctx.loadContext).requestId;
}

/** One of our form messages in the reader's language, and that language. */
export async function formMessage(
  ctx: RequestContext,
  key: FormStringKey,
): Promise<Pick<FormResult, 'formError' | 'formErrorLang'>> {
  const { labels, lang } = await loadRouteStrings(ctx, FORM_STRINGS);
  return { formError: labels[key], formErrorLang: lang };
}

/** An invalid post's answer: each field's message in the reader's language, what was typed. */
export async function invalidAnswer(
  ctx: RequestContext,
  error: z.ZodError,
  values: Record<string, string>,
): Promise<FormResult> {
  const strings = await loadRouteStrings(ctx, FORM_STRINGS);
  const fieldErrors = describeFieldErrors(error, strings.labels, strings.lang);
  return { status: 'invalid', formError: null, fieldErrors, values };
}

/** Each field's first problem in the labels' language; a length limit in the reader's digits. */
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

/**
 * A valid form's delivery, its rate-limit `place` already taken. The place is given back only when
 * the message surely did not leave (no service, or `notSent`): a timeout or 5xx may come after the
 * service took it. The failure's own message goes to the log only; the visitor gets `unavailable`
 * (docs/behaviour.md#error-catalogue wording can carry internal addresses or a gateway's page).
 */
export async function deliver(
  ctx: RequestContext,
  name: string,
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
async function giveBack(ctx: RequestContext, name: string, place: Reservation) {
  try {
    await place.release();
  } catch (error) {
    ctx.services.logger.warn(
      { form: name, requestId: requestIdOf(ctx), ...describeError(error) },
      'Form place not given back: the shared store failed',
    );
  }
}

/** Notes an action's answer for this request's loaders (see {@link answeredInvalid}). */
export function noteAnswer(ctx: RequestContext, result: FormResult): void {
  if (result.status === 'invalid' && ctx.loadContext) scopeOn(ctx.loadContext).invalidPost = true;
}

/** Whether this request's action answered `invalid`, for the "Error:" title (`meta` cannot see). */
export function answeredInvalid(ctx: RequestContext): boolean {
  return ctx.loadContext ? scopeOn(ctx.loadContext).invalidPost : false;
}
