import { useEffect, useState } from 'react';

/**
 * False on the server and in the first client render, true once the component has mounted.
 * Components render their no-JavaScript form (a `<details>` disclosure, a plain form) until this
 * turns true, so the hydrated markup matches the server's and a page whose JavaScript failed
 * keeps working.
 */
export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    setEnhanced(true);
  }, []);
  return enhanced;
}
