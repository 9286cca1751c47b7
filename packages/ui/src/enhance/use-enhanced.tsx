import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server and in the first client render, true once the component has mounted.
 * Components render their no-JavaScript form (a `<details>` disclosure, a plain form) until this
 * turns true, so the hydrated markup matches the server's and a page whose JavaScript failed
 * keeps working.
 *
 * The switch is a transition. Set plainly in an effect, it is a blocking update: React renders
 * the enhanced header, main menu and notifications (some 250 new elements) in one task, which
 * Lighthouse's phone saw as a 60–105 ms long task after every page load. As a transition React
 * renders it in slices and yields to the browser between them, as it does the hydration itself.
 */
export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    startTransition(() => setEnhanced(true));
  }, []);
  return enhanced;
}
