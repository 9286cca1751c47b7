/**
 * CSRF protection for the forms, working without JavaScript: a signed double-submit token in an
 * HttpOnly SameSite=Lax cookie `{brand}-csrf` and a hidden field; a post is accepted only when both
 * are equal and signed by us, and the `Origin`, if sent, is the site's own.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readCookie, writeCookie } from './cookies.server';
import type { RequestContext } from './request-context.server';

/** The hidden form field holding the token. */
export const CSRF_FIELD = 'csrf';

/** What the page says when a post is refused (403). */
export const CSRF_MESSAGE =
  'This form has expired or was sent from another site. Please check your answers and send it again.';

// A fresh secret per process unless configured: after a restart the visitor sends again.
const processSecret = randomBytes(32).toString('hex');

/** The signing secret: CSRF_SECRET (the data config's `csrfSecret`), else this process's own. */
function secretOf(services: Pick<RequestContext['services'], 'config'>): string {
  return services.config.csrfSecret ?? processSecret;
}

/** The cookie's name for a brand. */
export function csrfCookieName(brand: string): string {
  return `${brand}-csrf`;
}

function sign(secret: string, nonce: string): string {
  return createHmac('sha256', secret).update(nonce).digest('base64url');
}

function isSigned(secret: string, token: string): boolean {
  const [nonce, signature, extra] = token.split('.');
  if (!nonce || !signature || extra !== undefined) return false;
  return safeEqual(signature, sign(secret, nonce));
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The token for this page's form, and a Set-Cookie when the visitor has none (tabs share). */
export function issueCsrfToken(ctx: Pick<RequestContext, 'request' | 'url' | 'services'>): {
  token: string;
  cookie: string | null;
} {
  const existing = readCookie(ctx.request, csrfCookieName(ctx.services.org.brand));
  const secret = secretOf(ctx.services);
  if (existing && isSigned(secret, existing)) return { token: existing, cookie: null };
  const nonce = randomBytes(24).toString('base64url');
  const token = `${nonce}.${sign(secret, nonce)}`;
  return {
    token,
    cookie: writeCookie(csrfCookieName(ctx.services.org.brand), token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.url.protocol === 'https:',
    }),
  };
}

/** Whether a post may be acted on: Origin (if sent) is ours, field token = cookie's, signed. */
export function verifyCsrf(
  ctx: Pick<RequestContext, 'request' | 'url' | 'services'>,
  form: FormData,
): boolean {
  const origin = ctx.request.headers.get('origin');
  if (origin !== null && origin !== ctx.url.origin) return false;
  const field = form.get(CSRF_FIELD);
  const cookie = readCookie(ctx.request, csrfCookieName(ctx.services.org.brand));
  if (typeof field !== 'string' || !cookie) return false;
  return safeEqual(field, cookie) && isSigned(secretOf(ctx.services), cookie);
}

/** The browser of a post {@link verifyCsrf} accepted, for its limit: a digest of its cookie. */
export function csrfBrowserId(ctx: Pick<RequestContext, 'request' | 'services'>): string {
  const cookie = readCookie(ctx.request, csrfCookieName(ctx.services.org.brand)) ?? '';
  return createHash('sha256').update(cookie).digest('base64url').slice(0, 22);
}
