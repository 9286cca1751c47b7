import { useLocation } from '@remix-run/react';
import { createContext, useContext } from 'react';

/** A `<link rel="alternate" hreflang>` of the page: its address in one language. */
export interface LanguageLink {
  hrefLang: string;
  href: string;
}

/** What only crawlers read in the head (JSON-LD, `hreflang`): never in the loader data. */
export interface ServerOnlyHead {
  jsonLd: string | null;
  languageLinks: readonly LanguageLink[];
}

export const ServerOnlyHeadContext = createContext<ServerOnlyHead | undefined>(undefined);

// In the browser: what the server wrote, and the location it was written for.
let fromDocument: (ServerOnlyHead & { key: string }) | null = null;

function readDocument(key: string): ServerOnlyHead & { key: string } {
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]');
  return {
    key,
    jsonLd: document.querySelector('script[type="application/ld+json"]')?.textContent ?? null,
    languageLinks: Array.from(links, (link) => ({
      hrefLang: link.getAttribute('hreflang') ?? '',
      href: link.getAttribute('href') ?? '',
    })),
  };
}

/** The head's `hreflang` and JSON-LD: the server's for the first page, dropped on navigation. */
export function ServerOnlyHead() {
  const fromServer = useContext(ServerOnlyHeadContext);
  const { key } = useLocation();
  let head: ServerOnlyHead | undefined = fromServer;
  if (!head) {
    fromDocument ??= readDocument(key);
    head = fromDocument.key === key ? fromDocument : undefined;
  }
  if (!head) return null;
  return (
    <>
      {head.languageLinks.map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
      {/* The JSON is escaped: no `<`, `>` or `&` can close the script (jsonLdScript). */}
      {head.jsonLd ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: head.jsonLd }} />
      ) : null}
    </>
  );
}
