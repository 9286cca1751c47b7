import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library cleans up by itself only when the runner exposes a global `afterEach`;
// Vitest does not unless `globals` is on, so each test's DOM is removed here.
afterEach(() => {
  cleanup();
});
