/**
 * The site's one cookie codec (`cookie` 1.x): every cookie the app reads or writes goes through
 * it, as the server's page cache reads them.
 */
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
