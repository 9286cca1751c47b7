import { useLocation } from '@remix-run/react';
import { createContext, useContext } from 'react';

/** A `<link rel="alternate" hreflang>` of the page: its address in one language. */
export interface LanguageLink {
  hrefLang: string;
  href: string;
}

/**
 * What only crawlers read in the document head, which only the server has (entry.server.tsx
 * provides it): the page's schema.org JSON-LD, already escaped for a script element
 * (`jsonLdScript`), and its `hreflang` alternates. The browser has no use for a second copy, so
 * neither is part of the loader data: on the home page they were ~5.7 KB and ~9 KB of it.
 */
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

/**
 * The page's `hreflang` alternates and `<script type="application/ld+json">` in the document
 * head. In the browser it keeps what the server wrote while the first page is shown, and drops it
 * after a client-side navigation, whose page it does not describe.
 */
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
