import { createContext, useContext } from 'react';

/**
 * The per-response CSP nonce (entry.server.tsx makes it). On the server the document's scripts
 * carry it; in the browser it is empty, and nothing needs it after hydration.
 */
export const NonceContext = createContext<string | undefined>(undefined);

/** The current response's nonce, if any. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
