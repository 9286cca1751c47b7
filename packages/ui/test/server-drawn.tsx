import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished } from 'vitest';

/**
 * `element` as the server draws it, in a container in the document: for tests of what the
 * no-JavaScript markup holds and of what hydration keeps. `hydrate` takes it over as the browser
 * does once the page's JavaScript runs. Both are undone when the test finishes.
 */
export function drawnByServer(element: ReactElement): {
  container: HTMLDivElement;
  hydrate: () => Promise<void>;
} {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  onTestFinished(() => container.remove());
  const hydrate = async () => {
    const root = await act(async () => hydrateRoot(container, element));
    onTestFinished(() => act(() => root.unmount()));
  };
  return { container, hydrate };
}
