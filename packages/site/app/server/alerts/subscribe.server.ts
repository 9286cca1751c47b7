/**
 * Families ask for alerts (docs/alerts.md#the-alerts-page): push subscriptions, the e-mail form
 * with its double opt-in, and the manage, confirm and unsubscribe links. A push endpoint is checked
 * against PUSH_SERVICES before anything is stored; an endpoint or address is never logged whole.
 */

import { createHmac } from 'node:crypto';
import type { Organization } from '@district/core/entities/organization';
import { languageSet } from '@district/core/languages/language-set';
import { signSubscriptionToken } from '@district/data/alerts-dispatch/subscription-links';
import type { AlertSubscription } from '@district/data/alerts-store/model';
import { checkPushEndpoint, endpointLabel } from '@district/data/push/push-endpoint';
import { z } from 'zod';
import { fillLabel } from '../../components/labels';
import { HONEYPOT_FIELD } from '../../forms/fields';
import {
  clientKey,
  type Reservation,
  reserveAll,
  windowReservations,
} from '../../forms/rate-limit.server';
import { csrfBrowserId, verifyCsrf } from '../http/csrf.server';
import { appContext } from '../http/load-context.server';
import { describeError } from '../http/logger.server';
import type { RequestContext } from '../http/request-context.server';
import { loadShared } from '../pages/shared-loads.server';
import { loadRouteStrings, type RouteStrings } from '../strings/route-strings.server';
import { ALERTS_STRINGS, type AlertsStringKey } from './subscribe-strings.server';

/** The bounds of what one client may ask for, each in its own window. */
export const SUBSCRIBE_LIMITS = {
  /** Push subscriptions one address (IPv4, IPv6 /64) may make an hour: a family's few devices, a school hall's many. */
  subscriptionsPerClient: { limit: 30, windowMs: 60 * 60_000 },
  /** Confirmation messages one e-mail address may receive a day: a mistyped first try and a retry. */
  confirmationsPerAddress: { limit: 3, windowMs: 24 * 60 * 60_000 },
  /** Confirmation messages one browser may have sent an hour. */
  confirmationsPerBrowser: { limit: 5, windowMs: 60 * 60_000 },
  /** Confirmation messages one address (IPv4, IPv6 /64) may have sent an hour. */
  confirmationsPerClient: { limit: 20, windowMs: 60 * 60_000 },
} as const;

/** Largest JSON body the subscription API reads: a PushSubscription and a hundred ids fit well. */
export const MAX_SUBSCRIPTION_BODY_BYTES = 16 * 1024;

/** One organization a family may choose. */
export interface OrganizationChoice {
  id: string;
  name: string;
}

/** The organizations a family may subscribe to, district first; any other id is refused. */
export function organizationChoices(
  organizations: readonly Organization[],
  organizationId: string,
): OrganizationChoice[] {
  const own = organizations.find((o) => o.id === organizationId);
  const districtId = own?.parentOrganization?.id ?? organizationId;
  const district = organizations.find((o) => o.id === districtId);
  const schools = organizations
    .filter(
      (o) =>
        o.parentOrganization?.id === districtId &&
        o.status === 'Published' &&
        o.educationLevels.length > 0,
    )
    .sort((a, b) => a.title.localeCompare(b.title, 'en'));
  return [...(district ? [district] : []), ...schools].map((o) => ({ id: o.id, name: o.title }));
}

/** The choices the page offers and the ones preselected. */
export interface AlertChoices {
  organizations: OrganizationChoice[];
  /** This site's organization, preselected (when it is one of the choices). */
  preselected: string[];
  /** Shown first: the district and this site's organization; the other schools follow. */
  first: string[];
  /** Every language the site offers, `[code, label]`, featured first. */
  languages: {
    featured: readonly (readonly [string, string])[];
    other: readonly (readonly [string, string])[];
  };
  language: string;
}

/** What the `/alerts` page offers this request. */
export async function alertChoices(ctx: RequestContext): Promise<AlertChoices> {
  const organizations = organizationChoices(
    await loadShared(ctx).organizations,
    ctx.services.org.organizationId,
  );
  const own = ctx.services.org.organizationId;
  const preselected = organizations.some((o) => o.id === own) ? [own] : [];
  return {
    organizations,
    preselected,
    // organizationChoices puts the district first.
    first: [...new Set([...organizations.slice(0, 1).map((o) => o.id), ...preselected])],
    languages: languageSet(ctx.services.org.languages).groups,
    language: ctx.language.code,
  };
}

/** The page's words in the reader's language. */
export function loadAlertStrings(ctx: RequestContext): Promise<RouteStrings<AlertsStringKey>> {
  return loadRouteStrings(ctx, ALERTS_STRINGS);
}

/** A browser's `PushSubscription.toJSON()`. */
const pushJsonSchema = z.object({
  endpoint: z.string().min(1, 'push.endpoint is required').max(2048, 'push.endpoint is too long'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'push.keys.p256dh must be base64url'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'push.keys.auth must be base64url'),
  }),
});

const preferencesShape = {
  organizations: z
    .array(z.string().trim().min(1).max(100), { error: 'organizations must be a list of ids' })
    .min(1, 'organizations must name at least one organization')
    .max(100, 'organizations must name at most 100'),
  language: z.string({ error: 'language must be a language code' }).max(35),
  topics: z.enum(['closures', 'all'], { error: 'topics must be closures or all' }),
};

/** The JSON body of `POST /api/alerts/subscriptions`. */
export const pushSubscriptionRequestSchema = z.object({
  push: pushJsonSchema,
  ...preferencesShape,
});

/** An answer of the subscription API: status and JSON body. */
export interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** A 400 naming its field. */
function badField(field: string, problem: string): ApiAnswer {
  return { status: 400, body: { error: problem, field } };
}

/** The dotted name of the first issue's field (`push.keys.auth`), or `body`. */
function fieldOf(error: z.ZodError): string {
  const path = error.issues[0]?.path ?? [];
  return path.length > 0 ? path.map(String).join('.') : 'body';
}

/** Whether a request came from another site: its `Origin`, or the browser's `Sec-Fetch-Site`. */
export function isCrossOrigin(ctx: Pick<RequestContext, 'request' | 'url'>): boolean {
  const origin = ctx.request.headers.get('origin');
  if (origin !== null && origin !== ctx.url.origin) return true;
  const site = ctx.request.headers.get('sec-fetch-site');
  return site === 'cross-site' || site === 'same-site';
}

/** A request's organization ids and language checked against what this site offers. */
async function checkedPreferences(
  ctx: RequestContext,
  input: { organizations: string[]; language: string; topics: 'closures' | 'all' },
): Promise<{ ok: true; value: typeof input } | { ok: false; field: string; problem: string }> {
  const offered = new Set((await alertChoices(ctx)).organizations.map((o) => o.id));
  const unknown = input.organizations.find((id) => !offered.has(id));
  if (unknown !== undefined)
    return {
      ok: false,
      field: 'organizations',
      problem: 'organizations names an organization this site does not offer',
    };
  if (!languageSet(ctx.services.org.languages).has(input.language))
    return { ok: false, field: 'language', problem: 'language is not a language this site offers' };
  return { ok: true, value: { ...input, organizations: [...new Set(input.organizations)] } };
}

/** Reads at most {@link MAX_SUBSCRIPTION_BODY_BYTES} of a JSON body; null when it is not JSON or too big. */
async function readJson(
  request: Request,
): Promise<{ ok: true; value: unknown } | { ok: false; problem: string }> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type))
    return { ok: false, problem: 'the body must be application/json' };
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_SUBSCRIPTION_BODY_BYTES)
    return { ok: false, problem: 'the body is too large' };
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_SUBSCRIPTION_BODY_BYTES)
    return { ok: false, problem: 'the body is too large' };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, problem: 'the body is not JSON' };
  }
}

/** The manage page of a subscription, by its token. */
export function manageUrl(ctx: Pick<RequestContext, 'url' | 'services'>, token: string): string {
  const site = ctx.services.config.siteUrl ?? ctx.url.origin;
  return new URL(`/alerts/manage/${token}`, site).toString();
}

/** The sender limits of the shared store, on the services' clock. */
function places(ctx: RequestContext) {
  return windowReservations(ctx.services.sharedStore);
}

function clientOf(ctx: RequestContext): string {
  return clientKey(appContext(ctx.loadContext).clientIp);
}

/** Creates a subscription whose manage token is the signed link token (alerts-shared contract). */
async function createSubscription(
  ctx: RequestContext,
  input: Parameters<
    Awaited<ReturnType<RequestContext['services']['alerts']['store']>>['subscriptions']['create']
  >[0],
) {
  const [store, secret] = await Promise.all([
    ctx.services.alerts.store(),
    ctx.services.alerts.linkSecret(),
  ]);
  return store.subscriptions.create(input, {
    manageToken: (id) => signSubscriptionToken(id, secret),
  });
}

/**
 * `POST /api/alerts/subscriptions`: a browser's push subscription. 201 `{ id, manage }`; 403 from
 * another origin; 400 naming the field; 429 past the client's bound. Nothing is stored unless
 * every check passed.
 */
export async function subscribeByPush(ctx: RequestContext): Promise<ApiAnswer> {
  if (isCrossOrigin(ctx))
    return { status: 403, body: { error: 'cross-origin requests are refused' } };
  const json = await readJson(ctx.request);
  if (!json.ok) return badField('body', json.problem);
  const parsed = pushSubscriptionRequestSchema.safeParse(json.value);
  if (!parsed.success)
    return badField(fieldOf(parsed.error), parsed.error.issues[0]?.message ?? 'invalid');
  const { push, ...wanted } = parsed.data;
  const endpoint = checkPushEndpoint(push.endpoint, ctx.services.config.pushServices);
  if (!endpoint.ok) {
    ctx.services.logger.warn(
      { requestId: appContext(ctx.loadContext).requestId, problem: endpoint.problem },
      'Alert subscription refused: endpoint',
    );
    return badField('push.endpoint', endpoint.problem);
  }
  const preferences = await checkedPreferences(ctx, wanted);
  if (!preferences.ok) return badField(preferences.field, preferences.problem);
  const { limit, windowMs } = SUBSCRIBE_LIMITS.subscriptionsPerClient;
  const place = await places(ctx).reserve(
    'alerts:subscribe:client',
    clientOf(ctx),
    limit,
    windowMs,
  );
  if (!place.granted) {
    ctx.services.logger.warn(
      { requestId: appContext(ctx.loadContext).requestId },
      'Alert subscription refused: rate limit',
    );
    return {
      status: 429,
      body: { error: 'too many subscriptions from this connection; try again later' },
      headers: { 'Retry-After': String(place.retryAfterSeconds) },
    };
  }
  const created = await createSubscription(ctx, {
    ...preferences.value,
    target: {
      channel: 'push',
      endpoint: push.endpoint,
      p256dh: push.keys.p256dh,
      auth: push.keys.auth,
    },
  });
  ctx.services.logger.info(
    {
      subscription: created.id,
      ...endpointLabel(push.endpoint),
      organizations: preferences.value.organizations.length,
      language: preferences.value.language,
      topics: preferences.value.topics,
    },
    'Alert subscription made: push',
  );
  return { status: 201, body: { id: created.id, manage: manageUrl(ctx, created.manageToken) } };
}

/** `GET /api/alerts/push-key`: the VAPID public key browsers subscribe with. */
export async function pushKey(ctx: RequestContext): Promise<ApiAnswer> {
  try {
    const keys = await ctx.services.alerts.vapidKeys();
    return { status: 200, body: { publicKey: keys.publicKey } };
  } catch (error) {
    ctx.services.logger.error({ ...describeError(error) }, 'Alert push key unavailable');
    return { status: 503, body: { error: 'push alerts are not available' } };
  }
}

/** An e-mail address as a log line or a page may show it: its first letter and its domain. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '…';
  return `${address.slice(0, 1)}…${address.slice(at)}`;
}

/** What the e-mail form's action answers. */
export interface EmailFormResult {
  status: 'invalid' | 'failed' | 'sent' | 'limited' | 'forbidden';
  formError: string | null;
  formErrorLang?: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
  retryAfterSeconds?: number;
}

const emailFormSchema = z.object({
  email: z.email({ error: 'emailInvalid' satisfies AlertsStringKey }).max(254, 'emailInvalid'),
  organizations: z.array(z.string()).min(1, 'chooseOrganization' satisfies AlertsStringKey),
  language: z.string().min(1).max(35),
  topics: z.enum(['closures', 'all']),
});

/** A keyed digest of an address for its limit's counter: the store never holds the address. */
function addressKey(address: string, secret: string): string {
  return createHmacHex(secret, address.trim().toLowerCase()).slice(0, 32);
}

function createHmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update('alerts address limit\n').update(text).digest('hex');
}

/**
 * The e-mail form (works without JavaScript): CSRF, the honeypot, the fields, then the client's
 * and the address's bounds; the subscription is stored unconfirmed and the confirmation sent.
 */
export async function subscribeByEmail(
  ctx: RequestContext,
  form: FormData,
): Promise<EmailFormResult> {
  const strings = await loadAlertStrings(ctx);
  const { labels, lang } = strings;
  const values = {
    email: String(form.get('email') ?? '').slice(0, 300),
    language: String(form.get('language') ?? ''),
    topics: String(form.get('topics') ?? ''),
    organizations: form.getAll('organizations').map(String).join(','),
  };
  const failed = (
    key: AlertsStringKey,
    status: EmailFormResult['status'] = 'failed',
  ): EmailFormResult => ({
    status,
    formError: labels[key],
    formErrorLang: lang,
    fieldErrors: {},
    values,
  });
  if (!verifyCsrf(ctx, form)) return failed('expired', 'forbidden');
  if (String(form.get(HONEYPOT_FIELD) ?? '') !== '')
    return { status: 'sent', formError: null, fieldErrors: {}, values: {} };
  const parsed = emailFormSchema.safeParse({
    email: values.email.trim(),
    organizations: form.getAll('organizations').map(String),
    language: values.language,
    topics: values.topics,
  });
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      fieldErrors[field] ??= labels[issue.message as AlertsStringKey] ?? labels.checkChoices;
    }
    return { status: 'invalid', formError: null, fieldErrors, values };
  }
  const preferences = await checkedPreferences(ctx, parsed.data);
  if (!preferences.ok)
    return {
      status: 'invalid',
      formError: null,
      fieldErrors: { [preferences.field]: labels.checkChoices },
      values,
    };

  const mailer = ctx.services.alerts.mailer();
  if (!mailer) {
    ctx.services.logger.warn({}, 'Alert e-mail subscription refused: no SMTP_URL and no outbox');
    return failed('unavailable');
  }
  let secret: string;
  try {
    secret = await ctx.services.alerts.linkSecret();
  } catch (error) {
    ctx.services.logger.error(
      { ...describeError(error) },
      'Alert e-mail subscription failed: no link secret',
    );
    return failed('unavailable');
  }
  const address = parsed.data.email;
  const limits = places(ctx);
  const {
    confirmationsPerAddress: perAddress,
    confirmationsPerBrowser: perBrowser,
    confirmationsPerClient: perClient,
  } = SUBSCRIBE_LIMITS;
  const place: Reservation = await reserveAll([
    () =>
      limits.reserve(
        'alerts:confirm:browser',
        csrfBrowserId(ctx),
        perBrowser.limit,
        perBrowser.windowMs,
      ),
    () =>
      limits.reserve('alerts:confirm:client', clientOf(ctx), perClient.limit, perClient.windowMs),
    () =>
      limits.reserve(
        'alerts:confirm:address',
        addressKey(address, secret),
        perAddress.limit,
        perAddress.windowMs,
      ),
  ]);
  if (!place.granted) {
    ctx.services.logger.warn(
      { requestId: appContext(ctx.loadContext).requestId },
      'Alert confirmation refused: rate limit',
    );
    return { ...failed('limited', 'limited'), retryAfterSeconds: place.retryAfterSeconds };
  }
  try {
    const created = await createSubscription(ctx, {
      ...preferences.value,
      target: { channel: 'email', address },
    });
    const language = languageSet(ctx.services.org.languages).find(preferences.value.language);
    const names = (await alertChoices(ctx)).organizations
      .filter((o) => preferences.value.organizations.includes(o.id))
      .map((o) => o.name);
    const outcome = await mailer.sendConfirmation({
      to: address,
      language: language?.code ?? 'en',
      dir: language?.dir ?? 'ltr',
      confirmUrl: new URL(
        `/alerts/confirm/${created.confirmationToken ?? ''}`,
        ctx.services.config.siteUrl ?? ctx.url.origin,
      ).toString(),
      manageUrl: manageUrl(ctx, created.manageToken),
      organizationNames: names,
      words: await confirmationWords(ctx, preferences.value.language),
    });
    if (!outcome.ok) {
      ctx.services.logger.error(
        {
          subscription: created.id,
          address: maskAddress(address),
          problem: outcome.problem,
          code: outcome.code,
        },
        'Alert confirmation not sent',
      );
      return failed('unavailable');
    }
    ctx.services.logger.info(
      {
        subscription: created.id,
        address: maskAddress(address),
        language: preferences.value.language,
      },
      'Alert subscription made: e-mail, awaiting confirmation',
    );
  } catch (error) {
    ctx.services.logger.error({ ...describeError(error) }, 'Alert e-mail subscription failed');
    return failed('unavailable');
  }
  return { status: 'sent', formError: null, fieldErrors: {}, values: {} };
}

/** The confirmation's words in the family's chosen language: catalog, machine, else English. */
async function confirmationWords(ctx: RequestContext, languageCode: string) {
  const language = languageSet(ctx.services.org.languages).find(languageCode) ?? ctx.language;
  const [{ labels }, organization] = await Promise.all([
    loadRouteStrings({ ...ctx, language }, ALERTS_STRINGS),
    loadShared(ctx).organization,
  ]);
  return {
    subject: labels.mailConfirmSubject,
    intro: labels.mailConfirmIntro,
    confirmAction: labels.mailConfirmButton,
    ignoreNote: labels.mailConfirmIgnore,
    manageAction: labels.manageLink,
    footer: fillLabel(labels.mailConfirmFooter, {
      name: organization?.title ?? ctx.services.org.name,
    }),
  };
}

/** What the confirm page shows: the button, or that the link is not (any more) valid. */
export async function confirmSubscription(
  ctx: RequestContext,
  token: string,
): Promise<'confirmed' | 'unknown'> {
  const store = await ctx.services.alerts.store();
  const confirmed = await store.subscriptions.confirm(token);
  if (confirmed) ctx.services.logger.info({}, 'Alert subscription confirmed: e-mail');
  return confirmed ? 'confirmed' : 'unknown';
}

/** A subscription as its manage page shows it: never the endpoint, the address masked. */
export interface ManagedSubscription {
  channel: 'push' | 'email';
  /** E-mail: the masked address; push: null. */
  address: string | null;
  confirmed: boolean;
  organizations: string[];
  language: string;
  topics: 'closures' | 'all';
}

function managedOf(subscription: AlertSubscription): ManagedSubscription {
  const { target } = subscription;
  return {
    channel: target.channel,
    address: target.channel === 'email' ? maskAddress(target.address) : null,
    confirmed: target.channel === 'push' || target.confirmedAt !== null,
    organizations: subscription.organizations,
    language: subscription.language,
    topics: subscription.topics,
  };
}

/** The subscription a manage link names, or null (unknown, malformed, or ended). */
export async function findManaged(
  ctx: RequestContext,
  token: string,
): Promise<ManagedSubscription | null> {
  const store = await ctx.services.alerts.store();
  const found = await store.subscriptions.findByManageToken(token);
  return found && found.endedAt === null ? managedOf(found) : null;
}

/** What a manage form's post did. */
export type ManageResult =
  | { status: 'saved' | 'ended' | 'unknown' | 'forbidden' }
  | { status: 'invalid'; fieldErrors: Record<string, string> };

/**
 * A manage form's post: `intent=end` ends the subscription, else its choices are saved. CSRF
 * like every form (the token in the path is the subscriber's; the form's is the browser's).
 */
export async function changeSubscription(
  ctx: RequestContext,
  token: string,
  form: FormData,
): Promise<ManageResult> {
  if (!verifyCsrf(ctx, form)) return { status: 'forbidden' };
  if (form.get('intent') === 'end') return endSubscription(ctx, token);
  const { labels } = await loadAlertStrings(ctx);
  const parsed = z
    .object({
      organizations: z.array(z.string()).min(1, 'chooseOrganization' satisfies AlertsStringKey),
      language: z.string().min(1).max(35),
      topics: z.enum(['closures', 'all']),
    })
    .safeParse({
      organizations: form.getAll('organizations').map(String),
      language: String(form.get('language') ?? ''),
      topics: String(form.get('topics') ?? ''),
    });
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues)
      fieldErrors[String(issue.path[0])] ??=
        labels[issue.message as AlertsStringKey] ?? labels.checkChoices;
    return { status: 'invalid', fieldErrors };
  }
  const checked = await checkedPreferences(ctx, parsed.data);
  if (!checked.ok)
    return { status: 'invalid', fieldErrors: { [checked.field]: labels.checkChoices } };
  const store = await ctx.services.alerts.store();
  const saved = await store.subscriptions.updatePreferences(token, checked.value);
  return { status: saved ? 'saved' : 'unknown' };
}

/**
 * Ends the subscription a token names: from the manage form, `DELETE` on the manage URL, and the
 * one-click unsubscribe of RFC 8058 (the token is the secret; no CSRF, no confirmation).
 */
export async function endSubscription(
  ctx: RequestContext,
  token: string,
): Promise<{ status: 'ended' | 'unknown' }> {
  const store = await ctx.services.alerts.store();
  const ended = await store.subscriptions.end(token);
  if (ended) ctx.services.logger.info({}, 'Alert subscription ended by its subscriber');
  return { status: ended ? 'ended' : 'unknown' };
}
