import { useLocation } from '@remix-run/react';
import { createContext, useContext } from 'react';

/**
 * The page's schema.org JSON-LD, already escaped for a script element (`jsonLdScript`). Only the
 * server has it (entry.server.tsx provides it): crawlers read it in the document, and the browser
 * has no use for a second copy, so it is not part of the loader data. On the home page that copy
 * was ~5.7 KB of every page view.
 */
export const StructuredDataContext = createContext<string | null | undefined>(undefined);

// In the browser: the script the server wrote, and the location it was written for.
let fromDocument: { key: string; json: string | null } | null = null;

/**
 * `<script type="application/ld+json">` in the document head. In the browser it keeps the
 * server's script while the first page is shown, and drops it after a client-side navigation,
 * whose page the script does not describe.
 */
export function StructuredData() {
  const fromServer = useContext(StructuredDataContext);
  const { key } = useLocation();
  let json: string | null;
  if (fromServer !== undefined) {
    json = fromServer;
  } else {
    fromDocument ??= {
      key,
      json: document.querySelector('script[type="application/ld+json"]')?.textContent ?? null,
    };
    json = fromDocument.key === key ? fromDocument.json : null;
  }
  // The JSON is escaped: no `<`, `>` or `&` can close the script (jsonLdScript).
  return json ? (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
  ) : null;
}
