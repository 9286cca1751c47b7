/**
 * Test support: a tiny browser over real HTTP: `fetch` with manual redirects and a cookie jar
 * that honours Path, Max-Age and host (not port, as browsers do), plus HTML form reading.
 */

interface StoredCookie {
  name: string;
  value: string;
  host: string;
  path: string;
  attributes: string[];
}

/** A response together with its body, read once. */
export interface Page {
  url: string;
  status: number;
  headers: Headers;
  body: string;
}

/** A browser with cookies that follows redirects like a user agent. */
export class FakeBrowser {
  readonly cookies: StoredCookie[] = [];
  /** Every Set-Cookie header received, raw, for attribute checks. */
  readonly setCookieHeaders: string[] = [];
  /** Every URL requested, in order. */
  readonly visited: string[] = [];

  /** GET a URL and follow redirects. */
  async get(url: string, headers: Record<string, string> = {}): Promise<Page> {
    return this.follow(await this.request(url, { method: 'GET', headers }));
  }

  /**
   * POST a urlencoded form and follow redirects. `crossSite`: the form is on another site's page,
   * so, as browsers do, only SameSite=None cookies go with the POST (a cookie without SameSite
   * counts as Lax); the redirects after it are top-level GET navigations and carry Lax cookies.
   */
  async post(
    url: string,
    form: Record<string, string>,
    options: { crossSite?: boolean } = {},
  ): Promise<Page> {
    return this.follow(
      await this.request(
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(form).toString(),
        },
        options,
      ),
    );
  }

  /** One request, no redirect following. */
  async request(
    url: string,
    init: RequestInit,
    options: { crossSite?: boolean } = {},
  ): Promise<Page> {
    this.visited.push(`${init.method ?? 'GET'} ${url}`);
    const headers = new Headers(init.headers);
    const cookie = this.cookieHeader(url, options);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const header of response.headers.getSetCookie()) this.store(url, header);
    return { url, status: response.status, headers: response.headers, body: await response.text() };
  }

  /** The Cookie header this browser sends to `url` (on a cross-site POST: SameSite=None only). */
  cookieHeader(url: string, options: { crossSite?: boolean } = {}): string {
    const { hostname, pathname } = new URL(url);
    return this.cookies
      .filter((cookie) => cookie.host === hostname && pathMatches(pathname, cookie.path))
      .filter((cookie) => !options.crossSite || cookie.attributes.includes('samesite=none'))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  /** The value of a cookie, whatever its path. */
  cookie(name: string): string | undefined {
    return this.cookies.find((cookie) => cookie.name === name)?.value;
  }

  /** Replaces a cookie's value (to tamper with it). */
  setCookieValue(name: string, value: string): void {
    const cookie = this.cookies.find((entry) => entry.name === name);
    if (!cookie) throw new Error(`No cookie ${name}`);
    cookie.value = value;
  }

  private async follow(page: Page): Promise<Page> {
    let current = page;
    for (let hops = 0; current.status >= 300 && current.status < 400; hops += 1) {
      if (hops > 20) throw new Error(`Redirect loop: ${this.visited.slice(-6).join(' -> ')}`);
      const location = current.headers.get('location');
      if (!location) break;
      current = await this.request(new URL(location, current.url).href, { method: 'GET' });
    }
    return current;
  }

  private store(url: string, header: string): void {
    const [pair = '', ...rest] = header.split(';').map((part) => part.trim());
    const index = pair.indexOf('=');
    const name = pair.slice(0, index);
    const value = pair.slice(index + 1);
    const attributes = rest.map((part) => part.toLowerCase());
    const pathAttribute = rest.find((part) => part.toLowerCase().startsWith('path='));
    const path = pathAttribute ? pathAttribute.slice(5) : '/';
    const host = new URL(url).hostname;
    this.setCookieHeaders.push(header);
    const existing = this.cookies.findIndex(
      (cookie) => cookie.name === name && cookie.host === host && cookie.path === path,
    );
    if (existing >= 0) this.cookies.splice(existing, 1);
    const expired =
      attributes.some((part) => part === 'max-age=0' || part.startsWith('max-age=-')) ||
      attributes.some(
        (part) => part.startsWith('expires=') && Date.parse(part.slice(8)) < Date.now(),
      );
    if (!expired) this.cookies.push({ name, value, host, path, attributes });
  }
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath.charAt(cookiePath.length) === '/';
}

/** The first POST form of a page: its absolute action and its input values. */
export function readForm(page: Page): { action: string; fields: Record<string, string> } {
  const form = /<form\b([^>]*)>([\s\S]*?)<\/form>/i.exec(page.body);
  if (!form) throw new Error(`No form on ${page.url} (${page.status}): ${page.body.slice(0, 300)}`);
  const action = /action="([^"]*)"/i.exec(form[1] ?? '')?.[1] ?? page.url;
  const fields: Record<string, string> = {};
  for (const input of (form[2] ?? '').matchAll(/<input\b([^>]*)>/gi)) {
    const name = /name="([^"]*)"/i.exec(input[1] ?? '')?.[1];
    const value = /value="([^"]*)"/i.exec(input[1] ?? '')?.[1];
    if (name) fields[decodeEntities(name)] = decodeEntities(value ?? '');
  }
  return { action: new URL(decodeEntities(action), page.url).href, fields };
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16)),
    )
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number.parseInt(dec, 10)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
