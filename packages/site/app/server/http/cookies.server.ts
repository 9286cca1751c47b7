/** The site's one cookie codec (`cookie` 1.x), so the app reads cookies as the page cache does. */
import { parse, type SerializeOptions, serialize } from 'cookie';

/** The value of cookie `name` in the request (decoded; the first of duplicates), or null. */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  return parse(header)[name] ?? null;
}

/** A Set-Cookie header value for `name`, its value encoded. */
export function writeCookie(name: string, value: string, options: SerializeOptions): string {
  return serialize(name, value, options);
}
