import { createContext, useContext } from 'react';

/** The per-response CSP nonce: on the server for the document's scripts; empty in the browser. */
export const NonceContext = createContext<string | undefined>(undefined);

/** The current response's nonce, if any. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
